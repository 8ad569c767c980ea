// Issue 41, item 2: nobody grants more than they hold. Every write that gives a role or sets a role's codes,
// called by a member of each seeded role of org-1 (and a custom role holding the role and member writes), for
// the codes of each seeded role: the answer, and nothing written on a refusal.
import { db, resetStore } from '../store';
import { endpoints } from '../testing';

const api = endpoints({ busId: 'org-1' });

/** A custom role holding the role and member writes, but not `organization` or the settings: u-delegate's. */
const DELEGATE_CODES = ['home', 'user', 'user:create', 'user:update', 'account', 'role', 'role:create', 'role:update'];

function seedDelegate() {
  const store = db();
  const createdAt = '2026-01-01T00:00:00.000Z';
  store.roles.push(
    { id: 'org-1-delegate', busId: 'org-1', builtIn: null, name: 'Delegate', permissions: DELEGATE_CODES, createdAt },
    { id: 'org-1-scratch', busId: 'org-1', builtIn: null, name: 'Scratch', permissions: [], createdAt },
  );
  const account = { ...store.accounts.find((a) => a.userId === 'u-operator')! };
  store.accounts.push({ ...account, userId: 'u-delegate', account: 'delegate@harbour.example' });
  store.accounts.push({ ...account, userId: 'u-member', account: 'member@harbour.example' });
  store.memberships.push(
    { userId: 'u-delegate', busId: 'org-1', roleId: 'org-1-delegate', remark: '', createdAt },
    { userId: 'u-member', busId: 'org-1', roleId: 'org-1-empty', remark: '', createdAt },
  );
}

beforeEach(() => {
  resetStore();
  seedDelegate();
});

const codesOf = (roleId: string) => db().roles.find((r) => r.id === roleId)!.permissions;

// Targets: the seeded roles of org-1. Callers: a member of each seeded role, and u-delegate.
const TARGETS = ['org-1-admin', 'org-1-user', 'org-1-supervisor', 'org-1-empty'] as const;
/** The answer for each target, in the order of TARGETS. */
type Answers = [string, string, string, string];

const OK = '000200';
const NO_CODE = '010012';
const BEYOND = '010018';
const REFUSED: Answers = [NO_CODE, NO_CODE, NO_CODE, NO_CODE];

/**
 * The answers of each caller, a row a caller. Only the site supervisor differs from write to write: it holds
 * `user:create` but neither `user:update` nor the role writes.
 */
const cases = (supervisor: Answers) =>
  (
    [
      ['u-admin', 'Administrator', [OK, OK, OK, OK]],
      ['u-operator', 'Ordinary user', REFUSED],
      ['u-supervisor', 'Site supervisor', supervisor],
      ['u-noauth', 'Pending approval', REFUSED],
      ['u-delegate', 'Delegate', [BEYOND, OK, BEYOND, OK]],
    ] as const
  ).flatMap(([caller, role, expected]) =>
    TARGETS.map((target, i) => [caller, role, target, expected[i]] as [string, string, string, string]),
  );

describe('POST /api/ropc/user/add gives only a role whose codes the caller holds', () => {
  it.each(cases([BEYOND, OK, OK, OK]))('%s (%s) adding with %s answers %s', async (caller, _, roleId, expected) => {
    const answer = await api('POST /api/ropc/user/add', {
      as: caller,
      body: { account: 'new.hire@harbour.example', roleId },
    });
    expect(answer.code).toBe(expected);
    const created = db().accounts.some((a) => a.account === 'new.hire@harbour.example');
    expect(created).toBe(expected === OK);
    expect(answer.data?.codes?.length > 0).toBe(expected === BEYOND);
  });

  it('names the codes the caller lacks, in the language of x-locale', async () => {
    const answer = await api('POST /api/ropc/user/add', {
      as: 'u-supervisor',
      locale: 'ja-JP',
      body: { account: 'new.hire@harbour.example', roleId: 'org-1-admin' },
    });
    expect(answer).toMatchObject({ code: BEYOND, msg: 'このロールには、ご自身が持っていない権限が含まれています' });
    expect(answer.data.codes).toEqual(codesOf('org-1-admin').filter((c) => !codesOf('org-1-supervisor').includes(c)));
    expect(answer.data.codes).toContain('role:update');
  });

  it('refuses the same for an existing account, without telling it exists', async () => {
    const existing = await api('POST /api/ropc/user/add', {
      as: 'u-supervisor',
      body: { account: 'admin@harbour.example', roleId: 'org-1-admin' },
    });
    const fresh = await api('POST /api/ropc/user/add', {
      as: 'u-supervisor',
      body: { account: 'nobody@harbour.example', roleId: 'org-1-admin' },
    });
    expect(existing).toEqual(fresh);
  });

  it('lets distributor staff in alternate mode, who act as administrator, add an administrator', async () => {
    const answer = await api('POST /api/ropc/user/add', {
      as: 'u-distributor',
      busId: 'org-3',
      mode: { fromBusId: 'dist-1' },
      body: { account: 'lead@shanghai.example', roleId: 'org-3-admin' },
    });
    expect(answer.code).toBe(OK);
  });
});

describe('PATCH /api/ropc/user/role gives only a role whose codes the caller holds', () => {
  // The member starts with "Pending approval" (org-1-empty): that column is a change to the role it has, a no-op.
  it.each(cases(REFUSED))('%s (%s) giving %s answers %s', async (caller, _, roleId, expected) => {
    const answer = await api('PATCH /api/ropc/user/role', { as: caller, body: { userId: 'u-member', roleId } });
    expect(answer.code).toBe(expected);
    const now = db().memberships.find((m) => m.userId === 'u-member')!.roleId;
    expect(now).toBe(expected === OK ? roleId : 'org-1-empty');
  });

  it('refuses a delegate promoting itself through another member too (no account climbs past its giver)', async () => {
    const answer = await api('PATCH /api/ropc/user/role', {
      as: 'u-delegate',
      body: { userId: 'u-member', roleId: 'org-1-admin' },
    });
    expect(answer).toMatchObject({ code: BEYOND, data: { codes: expect.arrayContaining(['settings:update']) } });
  });
});

describe('POST /api/ropc/auth/role/create sets only codes the caller holds', () => {
  it.each(cases(REFUSED))('%s (%s) creating the codes of %s answers %s', async (caller, _, source, expected) => {
    const before = db().roles.length;
    const answer = await api('POST /api/ropc/auth/role/create', {
      as: caller,
      body: { name: 'Copy', permissions: codesOf(source) },
    });
    expect(answer.code).toBe(expected);
    expect(db().roles.length).toBe(before + (expected === OK ? 1 : 0));
  });

  it('counts the menu code an action brings with it', async () => {
    // `organization:create` brings `organization`: the delegate holds neither.
    const answer = await api('POST /api/ropc/auth/role/create', {
      as: 'u-delegate',
      body: { name: 'Sneaky', permissions: ['organization:create'] },
    });
    expect(answer).toMatchObject({ code: BEYOND, data: { codes: ['organization', 'organization:create'] } });
  });
});

describe('PATCH /api/ropc/auth/role/update sets only codes the caller holds, never on its own role', () => {
  it.each(cases(REFUSED))(
    '%s (%s) setting a role to the codes of %s answers %s',
    async (caller, _, source, expected) => {
      const answer = await api('PATCH /api/ropc/auth/role/update', {
        as: caller,
        body: { id: 'org-1-scratch', name: 'Renamed', permissions: codesOf(source) },
      });
      expect(answer.code).toBe(expected);
      const role = db().roles.find((r) => r.id === 'org-1-scratch')!;
      expect(role.name).toBe(expected === OK ? 'Renamed' : 'Scratch');
      expect([...role.permissions].sort()).toEqual(expected === OK ? [...codesOf(source)].sort() : []);
    },
  );

  it.each([
    ['adding a code', [...DELEGATE_CODES, 'settings', 'settings:update']],
    ['adding a code it holds elsewhere in the role list', [...DELEGATE_CODES, 'account:reset']],
    ['dropping a code', DELEGATE_CODES.filter((c) => c !== 'role:create')],
  ])('refuses the delegate %s on its own role (060103 OWN_ROLE)', async (_, permissions) => {
    const answer = await api('PATCH /api/ropc/auth/role/update', {
      as: 'u-delegate',
      body: { id: 'org-1-delegate', name: 'Delegate', permissions },
    });
    expect(answer).toMatchObject({ code: '060103', data: { reasonCode: 'OWN_ROLE' } });
    expect(codesOf('org-1-delegate')).toEqual(DELEGATE_CODES);
  });

  it('lets the delegate rename its own role when the codes stay', async () => {
    const answer = await api('PATCH /api/ropc/auth/role/update', {
      as: 'u-delegate',
      body: { id: 'org-1-delegate', name: 'Team lead', permissions: [...DELEGATE_CODES].reverse() },
    });
    expect(answer.code).toBe(OK);
    expect(db().roles.find((r) => r.id === 'org-1-delegate')!.name).toBe('Team lead');
  });

  it("lets an administrator change a custom role's codes while others hold it", async () => {
    const answer = await api('PATCH /api/ropc/auth/role/update', {
      as: 'u-admin',
      body: { id: 'org-1-delegate', name: 'Delegate', permissions: [...DELEGATE_CODES, 'settings:update'] },
    });
    expect(answer.code).toBe(OK);
  });
});
