// Issue 17's security findings, reproduced against the simulator and now refused: account writes across
// organisations, oneself, the last administrator; and every read needs the menu code of its area.
import { db, resetStore } from '../store';
import { endpoints, type CallOptions } from '../testing';

const api = endpoints();

const UPDATE = 'PATCH /api/ropc/account/update';
const RESET = 'POST /api/ropc/account/password/reset';
const DELETE = 'DELETE /api/ropc/account/delete/:userId';
const ROLE = 'PATCH /api/ropc/user/role';
const REMOVE = 'DELETE /api/ropc/user/remove/:userId';

beforeEach(() => resetStore());

describe('account writes stay inside the administrative scope', () => {
  // u-distributor administers org-2 only; u-admin also belongs to org-1 and org-3.
  const asOrg2Admin = { as: 'u-distributor', busId: 'org-2' };

  it("refuses an org-2 administrator editing, resetting or deleting org-1's administrator (010015)", async () => {
    db().accounts.find((a) => a.userId === 'u-admin')!.password = 'Changed@2026';
    const edit = await api(UPDATE, { ...asOrg2Admin, body: { userId: 'u-admin', account: 'taken@evil.example' } });
    expect(edit).toMatchObject({
      code: '010015',
      msg: 'The account belongs to an organization outside your administrative scope',
      data: { reasonCode: 'OUT_OF_SCOPE' },
    });
    expect((await api(RESET, { ...asOrg2Admin, body: { userId: 'u-admin' } })).code).toBe('010015');
    expect((await api(DELETE, { ...asOrg2Admin, params: { userId: 'u-admin' } })).code).toBe('010015');
    const admin = db().accounts.find((a) => a.userId === 'u-admin');
    expect(admin).toMatchObject({ account: 'admin@harbour.example', password: 'Changed@2026' });
  });

  it('refuses changing the role of, or removing, a member who also belongs elsewhere', async () => {
    expect((await api(ROLE, { ...asOrg2Admin, body: { userId: 'u-admin', roleId: 'org-2-user' } })).code).toBe(
      '010015',
    );
    expect((await api(REMOVE, { ...asOrg2Admin, params: { userId: 'u-admin' } })).code).toBe('010015');
    expect(db().memberships.find((m) => m.userId === 'u-admin' && m.busId === 'org-2')!.roleId).toBe('org-2-admin');
  });

  it('answers the message in the language of x-locale', async () => {
    const ja = await api(RESET, { ...asOrg2Admin, locale: 'ja-JP', body: { userId: 'u-admin' } });
    expect(ja.msg).toBe('このアカウントは管理範囲外の組織に所属しています');
  });

  it('allows the same writes on an account whose organisations are all in scope', async () => {
    const staff = db().memberships.find(
      (m) =>
        m.busId === 'org-2' &&
        m.roleId === 'org-2-user' &&
        db().memberships.filter((o) => o.userId === m.userId).length === 1,
    )!;
    const answer = await api(RESET, { ...asOrg2Admin, body: { userId: staff.userId } });
    expect(answer.code).toBe('000200');
  });

  it('counts sub-organisations where the caller holds the code, and not the organisations above', async () => {
    // A member of org-1-2 only: inside org-1's scope. Seen from org-1-2, u-admin's own org-1 is above: outside.
    const added = await api('POST /api/ropc/user/add', {
      as: 'u-admin',
      busId: 'org-1-2',
      body: { account: 'kai@harbour.example', roleId: 'org-1-2-user' },
    });
    expect((await api(RESET, { as: 'u-admin', busId: 'org-1-2', body: { userId: added.data.userId } })).code).toBe(
      '000200',
    );
    const invited = await api('POST /api/ropc/user/add', {
      as: 'u-admin',
      busId: 'org-1',
      body: { account: 'kai@harbour.example', roleId: 'org-1-user' },
    });
    // kai already exists: invited, kai joins org-1 on accepting with the code.
    const [invitation] = (await api('POST /api/user/user/info', { as: added.data.userId })).data.invitations;
    const accept = { id: invitation.id, code: invited.data.defaultPassword };
    expect((await api('POST /api/user/user/invitation/accept', { as: added.data.userId, body: accept })).code).toBe(
      '000200',
    );
    expect((await api(RESET, { as: 'u-admin', busId: 'org-1-2', body: { userId: added.data.userId } })).code).toBe(
      '010015',
    );
    expect((await api(RESET, { as: 'u-admin', busId: 'org-1', body: { userId: added.data.userId } })).code).toBe(
      '000200',
    );
  });

  it('leaves distributor staff accounts to their distributor (010015, DISTRIBUTOR_STAFF)', async () => {
    const answer = await api(RESET, { as: 'u-admin', busId: 'org-2', body: { userId: 'u-distributor' } });
    expect(answer).toMatchObject({ code: '010015', data: { reasonCode: 'DISTRIBUTOR_STAFF' } });
  });

  it('marks each row with the writes the platform would refuse, and why', async () => {
    const list = (await api('POST /api/ropc/account/page', { ...asOrg2Admin, body: { pageSize: 200 } })).data.list;
    const row = (userId: string) => list.find((r: API.Member) => r.userId === userId);
    expect(row('u-admin').denied).toEqual({
      'account:update': 'OUT_OF_SCOPE',
      'account:reset': 'OUT_OF_SCOPE',
      'account:delete': 'OUT_OF_SCOPE',
    });
    expect(row('u-distributor').denied).toEqual({ 'account:delete': 'SELF' });
    const users = (await api('POST /api/ropc/user/page', { ...asOrg2Admin, body: { pageSize: 200 } })).data.list;
    expect(users.find((r: API.Member) => r.userId === 'u-admin').denied).toEqual({
      'user:update': 'OUT_OF_SCOPE',
      'user:remove': 'OUT_OF_SCOPE',
    });
    // Only the writes the caller's role holds: an ordinary user gets no map entries.
    const asUser = (
      await api('POST /api/ropc/account/page', { as: 'u-operator', busId: 'org-1', body: { pageSize: 200 } })
    ).data.list;
    expect(asUser.every((r: API.Member) => Object.keys(r.denied || {}).length === 0)).toBe(true);
  });
});

describe('oneself and the last administrator', () => {
  it('refuses deleting, removing or changing the role of oneself (010016)', async () => {
    const self = { as: 'u-admin', busId: 'org-1' };
    const del = await api(DELETE, { ...self, params: { userId: 'u-admin' } });
    expect(del).toMatchObject({
      code: '010016',
      msg: 'You cannot delete, remove or change the role of your own account',
    });
    expect((await api(REMOVE, { ...self, params: { userId: 'u-admin' } })).code).toBe('010016');
    expect((await api(ROLE, { ...self, body: { userId: 'u-admin', roleId: 'org-1-user' } })).code).toBe('010016');
    // Editing one's own account stays possible wherever else one belongs.
    expect(
      (
        await api(UPDATE, {
          as: 'u-admin',
          busId: 'org-2',
          body: { userId: 'u-admin', account: 'admin@harbour.example', nickname: 'Alice' },
        })
      ).code,
    ).toBe('000200');
  });

  it("refuses removing, demoting or deleting an organisation's last administrator (010017)", async () => {
    const asAdmin = { as: 'u-admin', busId: 'org-1-2' };
    const first = (
      await api('POST /api/ropc/user/add', {
        ...asAdmin,
        body: { account: 'lead@harbour.example', roleId: 'org-1-2-admin' },
      })
    ).data.userId;
    const remove = await api(REMOVE, { ...asAdmin, params: { userId: first } });
    expect(remove).toMatchObject({
      code: '010017',
      msg: "An organization's last administrator cannot be removed or demoted",
    });
    expect((await api(ROLE, { ...asAdmin, body: { userId: first, roleId: 'org-1-2-user' } })).code).toBe('010017');
    expect((await api(DELETE, { ...asAdmin, params: { userId: first } })).code).toBe('010017');
    const list = (await api('POST /api/ropc/user/page', { ...asAdmin, body: {} })).data.list;
    expect(list.find((r: API.Member) => r.userId === first).denied).toEqual({
      'user:update': 'LAST_ADMIN',
      'user:remove': 'LAST_ADMIN',
    });
    // A second administrator: either may now go.
    await api('POST /api/ropc/user/add', {
      ...asAdmin,
      body: { account: 'second@harbour.example', roleId: 'org-1-2-admin' },
    });
    expect((await api(ROLE, { ...asAdmin, body: { userId: first, roleId: 'org-1-2-user' } })).code).toBe('000200');
  });
});

describe('every read needs the menu code of its area', () => {
  const reads: [string, CallOptions?][] = [
    ['POST /api/ropc/user/page'],
    ['POST /api/ropc/account/page'],
    ['POST /api/ropc/auth/role/list'],
    ['POST /api/ropc/auth/role/power/list'],
    ['POST /api/ropc/auth/role/find/:id', { params: { id: 'org-1-admin' } }],
    ['POST /api/ropc/business/page/child'],
    ['GET /api/ropc/business/:busId', { params: { busId: 'org-1-1' } }],
    ['GET /api/ropc/distributor/current'],
    ['POST /api/ropc/distributor/page'],
    ['POST /api/ropc/alarm/page'],
    ['GET /api/ropc/alarm/unread-count'],
    ['GET /api/ropc/alarm/devices'],
    ['GET /api/ropc/settings'],
    ['POST /api/ropc/dashboard/summary', { body: { period: '7' } }],
  ];

  it.each(reads)('refuses %s to u-noauth, whose role has no code (010012)', async (key, options = {}) => {
    const answer = await api(key, { as: 'u-noauth', busId: 'org-1', ...options });
    expect(answer).toMatchObject({ code: '010012', data: null });
  });

  it.each(reads)('answers %s to the administrator', async (key, options = {}) => {
    expect((await api(key, { as: 'u-admin', busId: 'org-1', ...options })).code).toBe('000200');
  });

  it("checks the area's own code: an ordinary user reads people and roles' names, not organisations or distributors", async () => {
    const asUser = { as: 'u-operator', busId: 'org-1' };
    expect((await api('POST /api/ropc/user/page', asUser)).code).toBe('000200');
    expect((await api('POST /api/ropc/auth/role/list', asUser)).code).toBe('000200'); // the people forms' role picker
    expect((await api('POST /api/ropc/auth/role/power/list', asUser)).code).toBe('010012');
    expect((await api('POST /api/ropc/business/page/child', asUser)).code).toBe('010012');
    expect((await api('POST /api/ropc/distributor/page', asUser)).code).toBe('010012');
    expect((await api('GET /api/ropc/settings', asUser)).code).toBe('000200'); // any menu code: the display settings
  });
});

describe('look-alike names (issue 17)', () => {
  const asAdmin = { as: 'u-admin', busId: 'org-1' };

  it('refuses zero-width and bidi characters in role and account names', async () => {
    const role = await api('POST /api/ropc/auth/role/create', {
      ...asAdmin,
      body: { name: 'Administrator\u200b', permissions: [] },
    });
    expect(role).toMatchObject({ code: '010007', data: { field: 'name', rule: 'invisible' } });
    const account = await api(UPDATE, {
      ...asAdmin,
      body: { userId: 'u-operator', account: '\u202emoc.elpmaxe@rotarepo' },
    });
    expect(account).toMatchObject({ code: '010007', data: { field: 'account', rule: 'invisible' } });
  });

  it('finds the duplicate of a name written with look-alike letters or in full width', async () => {
    const cyrillic = await api('POST /api/ropc/auth/role/create', {
      ...asAdmin,
      body: { name: 'Admіnistrator', permissions: [] },
    });
    expect(cyrillic).toMatchObject({ code: '010007', data: { field: 'name', rule: 'duplicate' } });
    const wide = await api('POST /api/ropc/auth/role/create', {
      ...asAdmin,
      body: { name: 'ＳＩＴＥ ＳＵＰＥＲＶＩＳＯＲ', permissions: [] },
    });
    expect(wide.data).toEqual({ field: 'name', rule: 'duplicate' });
    expect(
      (await api(UPDATE, { ...asAdmin, body: { userId: 'u-noauth', account: 'оperator@harbour.example' } })).code,
    ).toBe('010001');
  });
});
