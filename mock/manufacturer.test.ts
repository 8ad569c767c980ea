// The distributor endpoints: which distributor is current, its network, adding a subordinate, no delete.
import { signIn } from './_sim/identity';
import { resetStore } from './_sim/store';
import handlers from './manufacturer';

type Answer = { code: string; msg: string; data: any };

function call(
  key: keyof typeof handlers,
  opts: { user?: string; busId?: string; from?: string; body?: unknown } = {},
): Answer {
  const token = signIn(opts.user || 'u-admin')!;
  let answer: Answer | undefined;
  const res: any = {
    status: () => res,
    setHeader: () => undefined,
    json: (b: Answer) => (answer = b),
    send: () => undefined,
    end: () => undefined,
  };
  const [method, path] = String(key).split(' ');
  const headers: Record<string, string> = {
    'x-access-token': token,
    'x-bus-id': opts.busId || 'org-2',
    'x-locale': 'en-US',
  };
  if (opts.from) Object.assign(headers, { 'x-mode': 'distributor', 'x-source-bus-id': opts.from });
  handlers[key]({ method, path, headers, body: opts.body, params: { id: 'dist-2' } }, res);
  return answer!;
}

const distributorMode = { user: 'u-distributor', busId: 'org-2', from: 'dist-1' };

beforeEach(() => resetStore());

describe('the current distributor', () => {
  it('is the one serving the current organisation', () => {
    expect(call('GET /api/ropc/distributor/current', { busId: 'org-2' }).data.id).toBe('dist-2');
    expect(call('GET /api/ropc/distributor/current', { busId: 'org-3' }).data.id).toBe('dist-3');
  });

  it('is the user own distributor in alternate mode', () => {
    expect(call('GET /api/ropc/distributor/current', distributorMode).data.id).toBe('dist-1');
  });

  it('is none for an organisation served directly', () => {
    expect(call('GET /api/ropc/distributor/current', { busId: 'org-1' }).data).toBeNull();
    expect(call('POST /api/ropc/distributor/page', { busId: 'org-1', body: {} }).data).toEqual({ list: [], total: 0 });
  });
});

describe('POST /api/ropc/distributor/page', () => {
  it('lists the current distributor first, then its network with level and parent', () => {
    const { data } = call('POST /api/ropc/distributor/page', {
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

  it('searches by name and code', () => {
    expect(
      call('POST /api/ropc/distributor/page', { ...distributorMode, body: { code: 'krs' } }).data.list.map(
        (d: { id: string }) => d.id,
      ),
    ).toEqual(['dist-2']);
  });
});

describe('POST /api/ropc/distributor', () => {
  it('adds a subordinate one level below the current distributor', () => {
    const answer = call('POST /api/ropc/distributor', {
      ...distributorMode,
      body: { name: 'Pacific Robotics West', code: 'PRW' },
    });
    expect(answer.data).toMatchObject({ level: 2, parentId: 'dist-1', parentName: 'Pacific Robotics Distribution' });
    const under = call('POST /api/ropc/distributor', { busId: 'org-2', body: { name: '関東ロボティクス横浜' } });
    expect(under.data).toMatchObject({ level: 3, parentId: 'dist-2', code: '' });
  });

  it('answers 010003 for a duplicate name and 010007 for a broken rule', () => {
    expect(call('POST /api/ropc/distributor', { ...distributorMode, body: { name: ' 华东智能清洁' } }).code).toBe(
      '010007',
    );
    expect(call('POST /api/ropc/distributor', { ...distributorMode, body: { name: '华东智能清洁' } })).toMatchObject({
      code: '010003',
      msg: 'Distributor name is duplicate',
    });
    expect(call('POST /api/ropc/distributor', { ...distributorMode, body: { name: 'West (new)' } }).data).toEqual({
      field: 'name',
      rule: 'special',
    });
  });

  it('needs manufacturer:create and a current distributor', () => {
    expect(
      call('POST /api/ropc/distributor', { user: 'u-operator', busId: 'org-1', body: { name: 'Anything' } }).code,
    ).toBe('010012');
    expect(call('POST /api/ropc/distributor', { busId: 'org-1', body: { name: 'Anything' } }).code).toBe('010008');
  });
});

it('never deletes a distributor (010011)', () => {
  expect(call('DELETE /api/ropc/distributor/:id', distributorMode).code).toBe('010011');
  expect(call('POST /api/ropc/distributor/page', distributorMode).data.total).toBe(3);
});
