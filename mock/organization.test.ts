// The organization endpoints of the simulator: child list, create with validation and duplicates, open, rename.
import { db, resetStore } from './_sim/store';
import { endpoints } from './_sim/testing';

/** Called by u-admin for org-1 unless the options say otherwise. */
const call = endpoints({ as: 'u-admin', busId: 'org-1' });

const valid = {
  name: 'Harbour Depot North',
  code: 'HFG-DN',
  region: ['US', 'US-CA', 'US-CA-SJ'],
  address: '10 Pier Rd',
  admins: ['ops@harbour.example', '+1 415 555 0100'],
  operationModel: 'leased',
};

beforeEach(() => resetStore());

describe('POST /api/ropc/business/page/child', () => {
  it('pages the children of x-bus-id with translated region names', async () => {
    const { code, data } = await call('POST /api/ropc/business/page/child', {
      body: { current: 1, pageSize: 2 },
      locale: 'ja-JP',
    });
    expect(code).toBe('000200');
    expect(data.total).toBe(db().orgs.filter((o) => o.parentId === 'org-1').length);
    expect(data.list).toHaveLength(2);
    expect(data.list[0].regionNames).toEqual(['アメリカ合衆国', 'カリフォルニア州', 'サンフランシスコ']);
  });

  it('searches by name and code, ignoring case', async () => {
    expect((await call('POST /api/ropc/business/page/child', { body: { name: 'harbour' } })).data.total).toBe(2);
    expect((await call('POST /api/ropc/business/page/child', { body: { code: 'bsm' } })).data.list[0].name).toBe(
      'Bayview Shopping Mall',
    );
  });
});

describe('POST /api/ropc/business', () => {
  it('creates a child of the current organisation, listed first', async () => {
    const created = await call('POST /api/ropc/business', { body: valid });
    expect(created.code).toBe('000200');
    expect(created.data).toMatchObject({
      name: valid.name,
      parentId: 'org-1',
      regionNames: ['United States', 'California', 'San Jose'],
    });
    expect((await call('POST /api/ropc/business/page/child', { body: {} })).data.list[0].busId).toBe(
      created.data.busId,
    );
  });

  it('answers 010002 for a duplicate name, whatever the case', async () => {
    const answer = await call('POST /api/ropc/business', { body: { ...valid, name: 'harbour convention center' } });
    expect(answer.code).toBe('010002');
    expect(answer.msg).toBe('Organization name is duplicate');
  });

  it.each([
    ['name', { name: 'abc' }, 'tooShort'],
    ['name', { name: 'Harbour <North>' }, 'special'],
    ['name', { name: ' Harbour North' }, 'space'],
    ['code', { code: 'HFG/DN' }, 'special'],
    ['region', { region: ['US', 'US-CA'] }, 'required'],
    ['region', { region: ['JP', 'US-CA', 'US-CA-SF'] }, 'required'],
    ['address', { address: '  ' }, 'required'],
    ['admins', { admins: [] }, 'required'],
    ['admins', { admins: ['not an account'] }, 'contact'],
    ['operationModel', { operationModel: 'franchise' }, 'required'],
  ])('answers 010007 for an invalid %s', async (field, change, rule) => {
    const answer = await call('POST /api/ropc/business', { body: { ...valid, ...change } });
    expect(answer).toMatchObject({ code: '010007', data: { field, rule } });
  });

  it('needs organization:create (010012 for an ordinary user)', async () => {
    expect((await call('POST /api/ropc/business', { as: 'u-operator', body: valid })).code).toBe('010012');
  });
});

describe('GET and PATCH /api/ropc/business/:busId', () => {
  it('opens an organisation below the current one, not another tree', async () => {
    expect((await call('GET /api/ropc/business/:busId', { params: { busId: 'org-1-2' } })).data.name).toBe(
      'Harbour Convention Center',
    );
    expect((await call('GET /api/ropc/business/:busId', { params: { busId: 'org-2-4' } })).code).toBe('010008');
  });

  it('renames with the name rules and the duplicate check', async () => {
    const rename = (name: string) =>
      call('PATCH /api/ropc/business/:busId', { params: { busId: 'org-1-2' }, body: { name } });
    expect(await rename('abc')).toMatchObject({ code: '010007', data: { field: 'name', rule: 'tooShort' } });
    expect((await rename('Bayview Shopping Mall')).code).toBe('010002');
    expect((await rename('Harbour Convention Center')).code).toBe('000200');
    expect((await rename('Harbour Expo Hall')).data.name).toBe('Harbour Expo Hall');
    expect((await call('GET /api/ropc/business/:busId', { params: { busId: 'org-1-2' } })).data.name).toBe(
      'Harbour Expo Hall',
    );
  });

  it('needs organization:update', async () => {
    expect(
      (
        await call('PATCH /api/ropc/business/:busId', {
          as: 'u-operator',
          params: { busId: 'org-1-2' },
          body: { name: 'Harbour Expo Hall' },
        })
      ).code,
    ).toBe('010012');
  });
});

describe('GET /api/ropc/region/tree', () => {
  it('labels the tree in the language of x-locale', async () => {
    const tree = (await call('GET /api/ropc/region/tree', { locale: 'zh-CN' })).data;
    expect(tree.map((c: { label: string }) => c.label)).toEqual(['美国', '日本', '中国']);
    expect(tree[2].children[0].children[0]).toEqual({ value: 'CN-SH-PD', label: '浦东新区' });
  });
});
