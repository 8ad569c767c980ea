// The distributor endpoints: which distributor is current, its network, adding a subordinate, no delete.
import { resetStore } from './_sim/store';
import { endpoints } from './_sim/testing';

/** Called by u-admin for org-2 unless the options say otherwise. */
const call = endpoints({ as: 'u-admin', busId: 'org-2' });

const distributorMode = { as: 'u-distributor', busId: 'org-2', mode: { fromBusId: 'dist-1' } };

beforeEach(() => resetStore());

describe('the current distributor', () => {
  it('is the one serving the current organisation', async () => {
    expect((await call('GET /api/ropc/distributor/current', { busId: 'org-2' })).data.id).toBe('dist-2');
    expect((await call('GET /api/ropc/distributor/current', { busId: 'org-3' })).data.id).toBe('dist-3');
  });

  it('is the user own distributor in alternate mode', async () => {
    expect((await call('GET /api/ropc/distributor/current', distributorMode)).data.id).toBe('dist-1');
  });

  it('is none for an organisation served directly', async () => {
    expect((await call('GET /api/ropc/distributor/current', { busId: 'org-1' })).data).toBeNull();
    expect((await call('POST /api/ropc/distributor/page', { busId: 'org-1', body: {} })).data).toEqual({
      list: [],
      total: 0,
    });
  });
});

describe('POST /api/ropc/distributor/page', () => {
  it('lists the current distributor first, then its network with level and parent', async () => {
    const { data } = await call('POST /api/ropc/distributor/page', {
      ...distributorMode,
      body: { current: 1, pageSize: 10 },
    });
    expect(data.total).toBe(3);
    expect(data.list[0]).toMatchObject({ id: 'dist-1', level: 1, parentName: null });
    expect(data.list.slice(1).map((d: { parentName: string }) => d.parentName)).toEqual([
      'Pacific Robotics Distribution',
      'Pacific Robotics Distribution',
    ]);
  });

  it('searches by name and code', async () => {
    expect(
      (await call('POST /api/ropc/distributor/page', { ...distributorMode, body: { code: 'krs' } })).data.list.map(
        (d: { id: string }) => d.id,
      ),
    ).toEqual(['dist-2']);
  });
});

describe('POST /api/ropc/distributor', () => {
  it('adds a subordinate one level below the current distributor', async () => {
    const answer = await call('POST /api/ropc/distributor', {
      ...distributorMode,
      body: { name: 'Pacific Robotics West', code: 'PRW' },
    });
    expect(answer.data).toMatchObject({ level: 2, parentId: 'dist-1', parentName: 'Pacific Robotics Distribution' });
    const under = await call('POST /api/ropc/distributor', { busId: 'org-2', body: { name: '関東ロボティクス横浜' } });
    expect(under.data).toMatchObject({ level: 3, parentId: 'dist-2', code: '' });
  });

  it('answers 010003 for a duplicate name and 010007 for a broken rule', async () => {
    expect(
      (await call('POST /api/ropc/distributor', { ...distributorMode, body: { name: ' 华东智能清洁' } })).code,
    ).toBe('010007');
    expect(
      await call('POST /api/ropc/distributor', { ...distributorMode, body: { name: '华东智能清洁' } }),
    ).toMatchObject({
      code: '010003',
      msg: 'Distributor name is duplicate',
    });
    expect(
      (await call('POST /api/ropc/distributor', { ...distributorMode, body: { name: 'West (new)' } })).data,
    ).toEqual({
      field: 'name',
      rule: 'special',
    });
  });

  it('needs manufacturer:create and a current distributor', async () => {
    expect(
      (await call('POST /api/ropc/distributor', { as: 'u-operator', busId: 'org-1', body: { name: 'Anything' } })).code,
    ).toBe('010012');
    expect((await call('POST /api/ropc/distributor', { busId: 'org-1', body: { name: 'Anything' } })).code).toBe(
      '010008',
    );
  });
});

it('never deletes a distributor (010011)', async () => {
  expect((await call('DELETE /api/ropc/distributor/:id', { ...distributorMode, params: { id: 'dist-2' } })).code).toBe(
    '010011',
  );
  expect((await call('POST /api/ropc/distributor/page', distributorMode)).data.total).toBe(3);
});
