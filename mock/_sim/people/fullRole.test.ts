// Issue 43, item 6: the default roles are edited and deleted like any role; an organisation keeps its last role
// holding every code (060103 LAST_FULL_ROLE), asked before a role in use, and nothing is written on a refusal.
import { ALL_CODES } from '../../../src/domain/permissions';
import { db, resetStore } from '../store';
import { endpoints } from '../testing';
import { addDelegate } from './delegate';

const api = endpoints({ busId: 'org-1', as: 'u-admin' });
const del = (id: string, as = 'u-admin') => api('DELETE /api/ropc/auth/role/delete/:id', { as, params: { id } });
const update = (body: object, as = 'u-admin') => api('PATCH /api/ropc/auth/role/update', { as, body });
const codesOf = (id: string) => db().roles.find((r) => r.id === id)?.permissions;
const LAST_FULL_ROLE = { code: '060103', data: { reasonCode: 'LAST_FULL_ROLE' } };

/** u-delegate: a member of a custom role holding role:update and the member writes, not every code. */
const DELEGATE_CODES = ['home', 'user', 'account', 'role', 'role:update', 'role:delete'];
/** What u-delegate lacks of a role holding every code (nobody acts on more than they hold, 010018). */
const BEYOND_DELEGATE = { code: '010018', data: { codes: ALL_CODES.filter((c) => !DELEGATE_CODES.includes(c)) } };

beforeEach(() => {
  resetStore();
  addDelegate(DELEGATE_CODES);
});

function moveMembers(from: string, to: string) {
  db().memberships.forEach((m) => {
    if (m.roleId === from) m.roleId = to;
  });
}

async function addOwners(): Promise<string> {
  const created = await api('POST /api/ropc/auth/role/create', { body: { name: 'Owners', permissions: ALL_CODES } });
  return created.data.id;
}

describe('the last role holding every code', () => {
  it('is marked in the role list, and no longer once another role holds every code', async () => {
    const marks = async () =>
      Object.fromEntries(
        (await api('POST /api/ropc/auth/role/list', { body: { pageSize: 50 } })).data.list.map((r: API.Role) => [
          r.name,
          r.lastFullRole,
        ]),
      );
    expect(await marks()).toMatchObject({ Administrator: true, 'Ordinary user': false, Delegate: false });
    await addOwners();
    expect(await marks()).toMatchObject({ Administrator: false, Owners: false });
  });

  it('is not deleted, even before its members are moved (asked before ROLE_IN_USE)', async () => {
    expect(await del('org-1-admin')).toMatchObject(LAST_FULL_ROLE);
    // Members moved away: an administrator of the parent organisation is refused it in the child.
    moveMembers('org-1-1-admin', 'org-1-1-user');
    const asParentAdmin = { as: 'u-admin', busId: 'org-1-1', params: { id: 'org-1-1-admin' } };
    expect(await api('DELETE /api/ropc/auth/role/delete/:id', asParentAdmin)).toMatchObject(LAST_FULL_ROLE);
    // One who lacks its codes is refused as such first (010018).
    moveMembers('org-1-admin', 'org-1-user');
    expect(await del('org-1-admin', 'u-delegate')).toMatchObject(BEYOND_DELEGATE);
    expect(codesOf('org-1-admin')).toEqual(ALL_CODES);
    expect(codesOf('org-1-1-admin')).toEqual(ALL_CODES);
  });

  it('loses no code, whoever asks; a rename with every code passes', async () => {
    const stripped = { id: 'org-1-admin', name: 'Administrator', permissions: DELEGATE_CODES };
    expect(await update(stripped, 'u-delegate')).toMatchObject(BEYOND_DELEGATE);
    expect(codesOf('org-1-admin')).toEqual(ALL_CODES);
    const child = { id: 'org-1-1-admin', name: 'Administrator', permissions: DELEGATE_CODES };
    const byParentAdmin = await api('PATCH /api/ropc/auth/role/update', { busId: 'org-1-1', body: child });
    expect(byParentAdmin).toMatchObject(LAST_FULL_ROLE);
    expect(codesOf('org-1-1-admin')).toEqual(ALL_CODES);
    // The administrators' own role: OWN_ROLE is asked first.
    expect(await update(stripped)).toMatchObject({ code: '060103', data: { reasonCode: 'OWN_ROLE' } });
    expect(await update({ ...stripped, name: 'Owners', permissions: [...ALL_CODES].reverse() })).toMatchObject({
      code: '000200',
    });
    expect(db().roles.find((r) => r.id === 'org-1-admin')).toMatchObject({ name: 'Owners', builtIn: 'default_admin' });
  });

  it('frees the default Administrator once another role holds every code', async () => {
    const owners = await addOwners();
    const stripped = { id: 'org-1-admin', name: 'Administrator', permissions: DELEGATE_CODES };
    // Not for one who lacks its codes (010018); for an administrator whose own role it no longer is.
    expect(await update(stripped, 'u-delegate')).toMatchObject(BEYOND_DELEGATE);
    moveMembers('org-1-admin', owners);
    expect((await update(stripped)).code).toBe('000200');
    expect(codesOf('org-1-admin')).toEqual(DELEGATE_CODES);
    // Now Owners is the last: kept, while the default role nobody holds goes.
    expect(await del(owners)).toMatchObject(LAST_FULL_ROLE);
    expect((await del('org-1-admin')).code).toBe('000200');
  });
});

describe('administrators are the members of a role holding every code', () => {
  it('lets distributor staff in alternate mode act with every code after the default Administrator lost some', async () => {
    db().roles.find((r) => r.id === 'org-3-admin')!.permissions = DELEGATE_CODES;
    const answer = await api('POST /api/ropc/auth/role/create', {
      as: 'u-distributor',
      busId: 'org-3',
      mode: { fromBusId: 'dist-1' },
      body: { name: 'Night shift', permissions: ['settings', 'settings:update'] },
    });
    expect(answer.code).toBe('000200');
  });
});
