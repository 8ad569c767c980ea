// The user, account and role endpoints of the simulator, called as Umi calls them.
import accountApi from '../../account';
import roleApi from '../../role';
import userApi from '../../user';
import { signIn } from '../identity';
import { db, resetStore } from '../store';
import { DEFAULT_PASSWORD } from '../seed/core';
import { firstFailedCheck } from '../../../src/domain/passwordRules';

type Handler = (req: any, res: any) => void;
const handlers: Record<string, Handler> = { ...userApi, ...accountApi, ...roleApi };

function call(
  key: string,
  {
    as = 'u-admin',
    busId = 'org-1',
    body = {},
    params = {},
  }: { as?: string; busId?: string; body?: object; params?: object } = {},
) {
  const token = signIn(as)!;
  const [method, path] = key.split(' ');
  let answer: any;
  const res = {
    status: () => res,
    setHeader: () => undefined,
    json: (b: unknown) => (answer = b),
    send: () => undefined,
    end: () => undefined,
  };
  handlers[key](
    {
      method,
      path,
      headers: { 'x-access-token': token, 'x-bus-id': busId, 'x-locale': 'en-US' },
      body,
      params,
      query: {},
    },
    res,
  );
  return answer as { code: string; msg: string; data: any };
}

beforeEach(() => resetStore());

describe('POST /api/ropc/user/add', () => {
  const add = (body: object, busId = 'org-1') => call('POST /api/ropc/user/add', { body, busId });

  it('creates a new account with a one-time password, to be changed at first sign-in, and makes it a member', () => {
    const answer = add({ account: 'nora@harbour.example', nickname: 'Nora', roleId: 'org-1-user', remark: 'Lobby' });
    expect(answer.code).toBe('000200');
    expect(answer.data).toMatchObject({ account: 'nora@harbour.example', created: true });
    const password = answer.data.defaultPassword;
    expect(password).not.toBe(DEFAULT_PASSWORD);
    expect(firstFailedCheck(password)).toBeUndefined();
    const account = db().accounts.find((a) => a.account === 'nora@harbour.example')!;
    expect(account).toMatchObject({ password, mustChangePassword: true });
    const page = call('POST /api/ropc/user/page', { body: { account: 'nora' } });
    expect(page.data.list).toEqual([
      expect.objectContaining({ nickname: 'Nora', roleId: 'org-1-user', builtIn: 'default_user', remark: 'Lobby' }),
    ]);
    // Unique per account.
    const other = add({ account: 'omar@harbour.example', roleId: 'org-1-user' });
    expect(other.data.defaultPassword).not.toBe(password);
  });

  it('invites an existing account that is not a member, with the same answer shape as a new one', () => {
    const answer = add({ account: 'ADMIN@harbour.example', roleId: 'org-2-user' }, 'org-2');
    expect(answer.code).toBe('010006'); // u-admin is already in org-2
    const invited = add({ account: 'newcomer@harbour.example', roleId: 'org-1-user' });
    const fresh = add({ account: 'fresh@harbour.example', roleId: 'org-1-user' });
    expect(Object.keys(invited.data).sort()).toEqual(Object.keys(fresh.data).sort());
    expect(invited.data).toMatchObject({ account: 'newcomer@harbour.example', created: true });
    expect(invited.data.userId).not.toBe('u-noorg'); // nothing tells that the account existed
    expect(firstFailedCheck(invited.data.defaultPassword)).toBeUndefined();
    // Nothing changes for the account until its holder accepts.
    expect(db().memberships.some((m) => m.userId === 'u-noorg')).toBe(false);
    expect(db().accounts.find((a) => a.userId === 'u-noorg')!.password).toBe(DEFAULT_PASSWORD);
  });

  it('answers 010006 for a member and 010005 for staff of a distributor serving the organisation', () => {
    expect(add({ account: 'operator@harbour.example', roleId: 'org-1-user' }).code).toBe('010006');
    expect(add({ account: 'sales@pacific-robotics.example', roleId: 'org-3-user' }, 'org-3').code).toBe('010005');
    // org-1 is served by no distributor: the same account is invited.
    expect(add({ account: 'sales@pacific-robotics.example', roleId: 'org-1-user' }).data.created).toBe(true);
    expect(db().memberships.some((m) => m.userId === 'u-distributor' && m.busId === 'org-1')).toBe(false);
  });

  it('needs a role of this organisation, a valid account and the user:create code', () => {
    expect(add({ account: 'x@harbour.example' }).data).toEqual({ field: 'roleId', rule: 'required' });
    expect(add({ account: 'x@harbour.example', roleId: 'org-2-user' }).code).toBe('010007');
    expect(add({ account: ' padded@harbour.example', roleId: 'org-1-user' }).data).toEqual({
      field: 'account',
      rule: 'space',
    });
    const asOperator = call('POST /api/ropc/user/add', {
      as: 'u-operator',
      body: { account: 'y@harbour.example', roleId: 'org-1-user' },
    });
    expect(asOperator.code).toBe('010012');
  });
});

describe('members', () => {
  it('filters by account, nickname and role, newest first, paged', () => {
    const all = call('POST /api/ropc/user/page', { body: { pageSize: 3 } }).data;
    expect(all.list).toHaveLength(3);
    expect(all.total).toBe(db().memberships.filter((m) => m.busId === 'org-1').length);
    const admins = call('POST /api/ropc/user/page', { body: { roleId: 'org-1-admin' } }).data.list;
    expect(admins.every((m: any) => m.builtIn === 'default_admin')).toBe(true);
    expect(
      call('POST /api/ropc/user/page', { body: { nickname: 'ben' } }).data.list.map((m: any) => m.account),
    ).toEqual(['operator@harbour.example']);
  });

  it('changes a role and removes a member, but not oneself', () => {
    expect(call('PATCH /api/ropc/user/role', { body: { userId: 'u-operator', roleId: 'org-1-supervisor' } }).code).toBe(
      '000200',
    );
    expect(db().memberships.find((m) => m.userId === 'u-operator')!.roleId).toBe('org-1-supervisor');
    expect(call('PATCH /api/ropc/user/role', { body: { userId: 'u-nobody', roleId: 'org-1-user' } }).code).toBe(
      '010004',
    );
    expect(call('DELETE /api/ropc/user/remove/:userId', { params: { userId: 'u-admin' } }).code).toBe('010016');
    expect(call('DELETE /api/ropc/user/remove/:userId', { params: { userId: 'u-operator' } }).code).toBe('000200');
    expect(db().memberships.some((m) => m.userId === 'u-operator')).toBe(false);
    expect(db().accounts.some((a) => a.userId === 'u-operator')).toBe(true);
  });
});

describe('accounts', () => {
  it('edits the name, nickname and remark; a taken name is 010001, an unknown account 010004', () => {
    const update = (body: object) => call('PATCH /api/ropc/account/update', { body });
    expect(update({ userId: 'u-noauth', account: 'OPERATOR@harbour.example' }).code).toBe('010001');
    expect(update({ userId: 'u-missing', account: 'a@b.example' }).code).toBe('010004');
    expect(
      update({ userId: 'u-noauth', account: 'eli@harbour.example', nickname: 'Eli', remark: 'On leave' }).code,
    ).toBe('000200');
    const row = call('POST /api/ropc/account/page', { body: { account: 'eli@' } }).data.list[0];
    expect(row).toMatchObject({ userId: 'u-noauth', nickname: 'Eli', remark: 'On leave' });
  });

  it('resets a password to a new one-time password, flags it and ends every session of the account', () => {
    db().accounts.find((a) => a.userId === 'u-operator')!.password = 'changed';
    signIn('u-operator');
    signIn('u-operator');
    const answer = call('POST /api/ropc/account/password/reset', { body: { userId: 'u-operator' } });
    expect(answer.data).toEqual({
      userId: 'u-operator',
      account: 'operator@harbour.example',
      defaultPassword: expect.any(String),
    });
    const account = db().accounts.find((a) => a.userId === 'u-operator')!;
    expect(account.password).toBe(answer.data.defaultPassword);
    expect(account.password).not.toBe(DEFAULT_PASSWORD);
    expect(account.mustChangePassword).toBe(true);
    expect(db().sessions.some((s) => s.userId === 'u-operator')).toBe(false);
  });

  it("deletes an account with its memberships and sessions, never one's own", () => {
    signIn('u-operator');
    expect(call('DELETE /api/ropc/account/delete/:userId', { params: { userId: 'u-admin' } }).code).toBe('010016');
    expect(call('DELETE /api/ropc/account/delete/:userId', { params: { userId: 'u-operator' } }).code).toBe('000200');
    expect(db().accounts.some((a) => a.userId === 'u-operator')).toBe(false);
    expect(db().sessions.some((s) => s.userId === 'u-operator')).toBe(false);
    expect(call('DELETE /api/ropc/account/delete/:userId', { params: { userId: 'u-operator' } }).code).toBe('010004');
  });
});

describe('roles', () => {
  it('lists the default roles first and builds the permission tree from the codes', () => {
    const list = call('POST /api/ropc/auth/role/list').data.list;
    expect(
      list
        .slice(0, 2)
        .map((r: any) => r.builtIn)
        .sort(),
    ).toEqual(['default_admin', 'default_user']);
    const tree = call('POST /api/ropc/auth/role/power/list').data;
    expect(tree.find((n: any) => n.code === 'role')).toEqual({
      code: 'role',
      menu: true,
      actions: ['role:create', 'role:update', 'role:delete'],
    });
    expect(tree.find((n: any) => n.code === 'tutorial')).toEqual({
      code: 'tutorial',
      menu: false,
      actions: ['tutorial:create'],
    });
  });

  it('creates, finds and updates a role; an action brings its menu; names are unique', () => {
    const created = call('POST /api/ropc/auth/role/create', {
      body: { name: 'Floor lead', permissions: ['user:create', 'home'] },
    });
    const id = created.data.id;
    expect(call('POST /api/ropc/auth/role/find/:id', { params: { id } }).data.permissions).toEqual([
      'home',
      'user',
      'user:create',
    ]);
    expect(call('POST /api/ropc/auth/role/create', { body: { name: 'floor LEAD', permissions: [] } }).data).toEqual({
      field: 'name',
      rule: 'duplicate',
    });
    expect(call('POST /api/ropc/auth/role/create', { body: { name: 'Bad', permissions: ['nope'] } }).code).toBe(
      '010007',
    );
    expect(
      call('PATCH /api/ropc/auth/role/update', { body: { id, name: 'Floor lead', permissions: ['home'] } }).code,
    ).toBe('000200');
    expect(call('POST /api/ropc/auth/role/find/:id', { params: { id: 'org-2-admin' } }).code).toBe('010008');
  });

  it('edits a default role like any, keeping its marker', () => {
    const update = { id: 'org-1-user', name: 'Front desk', permissions: ['home', 'settings'] };
    expect(call('PATCH /api/ropc/auth/role/update', { body: update }).code).toBe('000200');
    expect(call('POST /api/ropc/auth/role/find/:id', { params: { id: 'org-1-user' } }).data).toMatchObject({
      name: 'Front desk',
      builtIn: 'default_user',
      permissions: ['home', 'settings'],
    });
  });

  it('deletes a default role nobody holds; its members keep it until they get another (ROLE_IN_USE)', () => {
    const del = (id: string) => call('DELETE /api/ropc/auth/role/delete/:id', { params: { id } });
    expect(del('org-1-user')).toMatchObject({ code: '060103', data: { reasonCode: 'ROLE_IN_USE' } });
    db().memberships = db().memberships.filter((m) => m.roleId !== 'org-1-user');
    expect(del('org-1-user').code).toBe('000200');
    expect(db().roles.some((r) => r.id === 'org-1-user')).toBe(false);
  });

  it('keeps roles in use', () => {
    const del = (id: string) => call('DELETE /api/ropc/auth/role/delete/:id', { params: { id } });
    expect(del('org-1-empty')).toMatchObject({ code: '060103', data: { reasonCode: 'ROLE_IN_USE', users: 1 } });
    const unused = call('POST /api/ropc/auth/role/create', { body: { name: 'Temporary cover', permissions: ['home'] } })
      .data.id;
    expect(del(unused).code).toBe('000200');
    expect(db().roles.some((r) => r.id === unused)).toBe(false);
  });
});
