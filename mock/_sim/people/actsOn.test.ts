// Nobody acts on more than they hold (issue 41 follow-up): a write on a role (update, delete) or on a member
// (role change, remove, account edit, reset, delete) needs every code of the target's current role to be one the
// caller holds. Table-driven over the seeded roles of org-1 as targets, for a delegate holding every people and
// role write but not the organisation or settings codes, and for the administrator: the answer, the codes named,
// nothing written on a refusal, and the rows' `denied` map.
import { ALL_CODES } from '../../../src/domain/permissions';
import accountApi from '../../account';
import roleApi from '../../role';
import userApi from '../../user';
import { db, resetStore } from '../store';
import { callKey, type CallOptions } from '../testing';
import { addDelegate } from './delegate';

const handlers: Record<string, unknown> = { ...accountApi, ...roleApi, ...userApi };
const api = async (key: string, options: CallOptions) =>
  (await callKey(handlers, key, { locale: 'en-US', busId: 'org-1', ...options })).body;

/** u-delegate's role: every write on people and roles, none of organization, manufacturer, settings, tutorial. */
const DELEGATE_CODES = [
  ...['home', 'user', 'user:create', 'user:update', 'user:remove'],
  ...['account', 'account:update', 'account:reset', 'account:delete'],
  ...['role', 'role:create', 'role:update', 'role:delete'],
];
const createdAt = '2026-01-01T00:00:00.000Z';

beforeEach(() => {
  resetStore();
  addDelegate(DELEGATE_CODES, [{ userId: 'u-member', account: 'member@harbour.example' }]);
});

const codesOf = (roleId: string) => db().roles.find((r) => r.id === roleId)?.permissions;
/** What the delegate lacks of a role. */
const lacking = (roleId: string) =>
  ALL_CODES.filter((c) => codesOf(roleId)!.includes(c) && !DELEGATE_CODES.includes(c));

const OK = '000200';
const BEYOND = '010018';
// The seeded roles of org-1 as targets; the delegate lacks codes of the first and the third.
const TARGETS = ['org-1-admin', 'org-1-user', 'org-1-supervisor', 'org-1-empty'] as const;
const DELEGATE = [BEYOND, OK, BEYOND, OK];
const ADMIN = [OK, OK, OK, OK];
const CALLERS: [string, string[]][] = [
  ['u-admin', ADMIN],
  ['u-delegate', DELEGATE],
];
const cases = () =>
  CALLERS.flatMap(([caller, expected]) => TARGETS.map((target, i) => [caller, target, expected[i]] as const));

/** A role nobody holds with the codes of `source` (by the administrator), so a delete is about the codes only. */
async function copyOf(source: string): Promise<string> {
  const created = await api('POST /api/ropc/auth/role/create', {
    as: 'u-admin',
    body: { name: `Copy of ${source}`, permissions: codesOf(source) },
  });
  return created.data.id;
}

describe('a write on a role needs every code it holds', () => {
  it.each(cases())('%s renaming a role with the codes of %s answers %s', async (caller, source, expected) => {
    const id = await copyOf(source);
    const answer = await api('PATCH /api/ropc/auth/role/update', {
      as: caller,
      body: { id, name: 'Renamed', permissions: codesOf(source) },
    });
    expect(answer.code).toBe(expected);
    expect(db().roles.find((r) => r.id === id)!.name).toBe(expected === OK ? 'Renamed' : `Copy of ${source}`);
    expect(answer.data?.codes).toEqual(expected === BEYOND ? lacking(source) : undefined);
  });

  it.each(cases())('%s deleting a role with the codes of %s answers %s', async (caller, source, expected) => {
    const id = await copyOf(source);
    const answer = await api('DELETE /api/ropc/auth/role/delete/:id', { as: caller, params: { id } });
    expect(answer.code).toBe(expected);
    expect(db().roles.some((r) => r.id === id)).toBe(expected !== OK);
  });

  it('refuses the delegate stripping the default Administrator, though another role holds every code', async () => {
    await copyOf('org-1-admin'); // the Administrator is no longer the last full role
    const strip = await api('PATCH /api/ropc/auth/role/update', {
      as: 'u-delegate',
      body: { id: 'org-1-admin', name: 'Administrator', permissions: ['home'] },
    });
    expect(strip).toMatchObject({ code: BEYOND, msg: 'The role has permissions you do not hold' });
    expect(strip.data.codes).toEqual(lacking('org-1-admin'));
    expect(strip.data.codes).toContain('settings:update');
    expect(codesOf('org-1-admin')).toEqual(ALL_CODES);
  });
});

const MEMBER_WRITES: [string, (userId: string) => CallOptions][] = [
  ['PATCH /api/ropc/user/role', (userId) => ({ body: { userId, roleId: 'org-1-user' } })],
  ['DELETE /api/ropc/user/remove/:userId', (userId) => ({ params: { userId } })],
  ['PATCH /api/ropc/account/update', (userId) => ({ body: { userId, account: 'renamed@harbour.example' } })],
  ['POST /api/ropc/account/password/reset', (userId) => ({ body: { userId } })],
  ['DELETE /api/ropc/account/delete/:userId', (userId) => ({ params: { userId } })],
];

/** u-member's state: its role in org-1 (none once removed), its name and its password. */
const memberState = () => ({
  roleId: db().memberships.find((m) => m.userId === 'u-member' && m.busId === 'org-1')?.roleId,
  account: db().accounts.find((a) => a.userId === 'u-member')?.account,
  password: db().accounts.find((a) => a.userId === 'u-member')?.password,
});

describe.each(MEMBER_WRITES)('%s needs every code of the member’s role', (key, options) => {
  it.each(cases())('%s acting on a member holding %s answers %s', async (caller, roleId, expected) => {
    db().memberships.push({ userId: 'u-member', busId: 'org-1', roleId, remark: '', createdAt });
    const before = memberState();
    const answer = await api(key, { as: caller, ...options('u-member') });
    expect(answer.code).toBe(expected);
    expect(answer.data?.codes).toEqual(expected === BEYOND ? lacking(roleId) : undefined);
    // Nothing is written on a refusal.
    expect(expected === BEYOND ? memberState() : before).toEqual(before);
  });
});

describe('an account write weighs the account’s role in each of its organisations', () => {
  beforeEach(() => {
    // An ordinary user here, an administrator of the sub-organisation org-1-1 (inside the delegate's scope).
    db().memberships.push(
      { userId: 'u-member', busId: 'org-1', roleId: 'org-1-user', remark: '', createdAt },
      { userId: 'u-member', busId: 'org-1-1', roleId: 'org-1-1-admin', remark: '', createdAt },
    );
  });

  it('refuses resetting the password of a sub-organisation administrator, allows removing the member here', async () => {
    const reset = await api('POST /api/ropc/account/password/reset', {
      as: 'u-delegate',
      body: { userId: 'u-member' },
    });
    expect(reset).toMatchObject({ code: BEYOND, data: { codes: lacking('org-1-1-admin') } });
    const remove = await api('DELETE /api/ropc/user/remove/:userId', {
      as: 'u-delegate',
      params: { userId: 'u-member' },
    });
    expect(remove.code).toBe(OK);
  });

  it('marks the rows: HOLDS_MORE for the account writes, nothing for the membership writes', async () => {
    const row = async (path: string) =>
      (await api(path, { as: 'u-delegate', body: { pageSize: 200 } })).data.list.find(
        (r: API.Member) => r.userId === 'u-member',
      );
    expect((await row('POST /api/ropc/account/page')).denied).toEqual({
      'account:update': 'HOLDS_MORE',
      'account:reset': 'HOLDS_MORE',
      'account:delete': 'HOLDS_MORE',
    });
    expect((await row('POST /api/ropc/user/page')).denied).toEqual({});
  });
});

describe('the rows name it before the last administrator', () => {
  beforeEach(() => {
    // u-member becomes the only administrator of org-1.
    db().memberships.forEach((m) => {
      if (m.busId === 'org-1' && m.roleId === 'org-1-admin') m.roleId = 'org-1-user';
    });
    db().memberships.push({ userId: 'u-member', busId: 'org-1', roleId: 'org-1-admin', remark: '', createdAt });
  });

  it("marks the administrator's and the supervisor's rows HOLDS_MORE for the delegate, not LAST_ADMIN", async () => {
    const list = async (path: string) => (await api(path, { as: 'u-delegate', body: { pageSize: 200 } })).data.list;
    const rowOf = (rows: API.Member[], userId: string) => rows.find((r) => r.userId === userId)!;
    const users = await list('POST /api/ropc/user/page');
    expect(rowOf(users, 'u-member').denied).toEqual({ 'user:update': 'HOLDS_MORE', 'user:remove': 'HOLDS_MORE' });
    expect(rowOf(users, 'u-operator').denied).toEqual({});
    const accounts = await list('POST /api/ropc/account/page');
    expect(rowOf(accounts, 'u-supervisor').denied).toEqual({
      'account:update': 'HOLDS_MORE',
      'account:reset': 'HOLDS_MORE',
      'account:delete': 'HOLDS_MORE',
    });
  });

  it('answers 010018 with the codes on a forced removal of the administrator', async () => {
    const answer = await api('DELETE /api/ropc/user/remove/:userId', {
      as: 'u-delegate',
      params: { userId: 'u-member' },
    });
    expect(answer).toMatchObject({ code: BEYOND, data: { codes: lacking('org-1-admin') } });
    expect(db().memberships.some((m) => m.userId === 'u-member' && m.busId === 'org-1')).toBe(true);
  });
});
