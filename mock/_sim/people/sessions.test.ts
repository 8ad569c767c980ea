// Issue 41: no silent joins, one-time passwords, sessions that end, throttled password guesses; and the
// pre-hijack sequence across organisations, which must fail at its last step.
import identityApi from '../../identity';
import { signIn } from '../identity';
import { LOCK_MS, MAX_FAILURES } from './passwordAttempts';
import { DEFAULT_PASSWORD } from '../seed/core';
import { db, resetStore } from '../store';
import { callKey, endpoints } from '../testing';

const api = endpoints();

const PASSWORD = 'POST /api/user/user/password';
const INFO = 'POST /api/user/user/info';
const ROLE_INFO = 'POST /api/ropc/auth/role/info';
const ORGS = 'GET /api/ropc/business/user/list';
const ADD = 'POST /api/ropc/user/add';
const ACCEPT = 'POST /api/user/user/invitation/accept';
const DECLINE = 'POST /api/user/user/invitation/decline';

/** Signs in through the login page's password form; the token, or undefined when refused. */
async function signInWith(account: string, password: string): Promise<string | undefined> {
  const res = await callKey(identityApi as Record<string, unknown>, 'POST /mock-login', {
    body: { account, password, redirect: '/home' },
  });
  return res.statusCode === 303 ? Object.values(res.cookies)[0] : undefined;
}

const change = (token: string, currentPassword: string, newPassword: string) =>
  api(PASSWORD, { token, body: { currentPassword, newPassword } });

beforeEach(() => {
  process.env.SIM_CONTROL = '1';
  resetStore();
});

describe('the pre-hijack sequence across organisations', () => {
  it("never gives the attacker's open session org-1's administrator rights", async () => {
    const hire = 'new.hire@harbour.example';
    // 1. org-2's administrator creates the account and is shown its one-time password.
    const created = await api(ADD, {
      as: 'u-distributor',
      busId: 'org-2',
      body: { account: hire, roleId: 'org-2-user' },
    });
    expect(created.code).toBe('000200');
    // 2. They sign in with it (the console asks for a new password first) and change it.
    const attacker = (await signInWith(hire, created.data.defaultPassword))!;
    expect(attacker).toBeTruthy();
    expect((await api(INFO, { token: attacker })).data.mustChangePassword).toBe(true);
    expect((await change(attacker, created.data.defaultPassword, 'Mine@2026x')).code).toBe('000200');
    // 3. They remove the account from org-2; the session stays open.
    const userId = created.data.userId;
    const removed = await api('DELETE /api/ropc/user/remove/:userId', {
      as: 'u-distributor',
      busId: 'org-2',
      params: { userId },
    });
    expect(removed.code).toBe('000200');
    // 4. org-1's administrator later adds the address as Administrator: the same answer as for a new account.
    const added = await api(ADD, { as: 'u-admin', busId: 'org-1', body: { account: hire, roleId: 'org-1-admin' } });
    expect(added.code).toBe('000200');
    expect(added.data).toMatchObject({ account: hire, created: true, defaultPassword: expect.any(String) });
    // 5. The attacker's open session has no rights in org-1.
    expect((await api(ORGS, { token: attacker })).data).toEqual([]);
    expect((await api(ROLE_INFO, { token: attacker, busId: 'org-1' })).code).toBe('000402');
    expect((await api('POST /api/ropc/user/page', { token: attacker, busId: 'org-1', body: {} })).code).toBe('000402');
    // It sees an invitation, but cannot accept it without the code org-1's administrator holds.
    const [invitation] = (await api(INFO, { token: attacker })).data.invitations;
    expect(invitation).toMatchObject({ busId: 'org-1', roleBuiltIn: 'default_admin' });
    expect((await api(ACCEPT, { token: attacker, body: { id: invitation.id } })).code).toBe('010008');
    expect((await api(ACCEPT, { token: attacker, body: { id: invitation.id, code: 'Guess@2026' } })).code).toBe(
      '010008',
    );
    expect((await api(ACCEPT, { token: attacker, body: { id: invitation.id, code: 'Mine@2026x' } })).code).toBe(
      '010008',
    );
    expect(db().memberships.some((m) => m.userId === userId)).toBe(false);
    expect((await api(ROLE_INFO, { token: attacker, busId: 'org-1' })).code).toBe('000402');
  });
});

describe('invitations', () => {
  it('starts the membership only when the holder accepts with the code', async () => {
    const added = await api(ADD, {
      as: 'u-admin',
      busId: 'org-1',
      body: { account: 'newcomer@harbour.example', roleId: 'org-1-user', remark: 'Night' },
    });
    const holder = signIn('u-noorg')!;
    const [invitation] = (await api(INFO, { token: holder })).data.invitations;
    expect(invitation).toMatchObject({
      busId: 'org-1',
      orgName: 'Harbour Facilities Group',
      roleName: 'Ordinary user',
    });
    expect((await api(ROLE_INFO, { token: holder, busId: 'org-1' })).code).toBe('000402');
    const accepted = await api(ACCEPT, {
      token: holder,
      body: { id: invitation.id, code: added.data.defaultPassword },
    });
    expect(accepted.code).toBe('000200');
    expect(db().memberships.find((m) => m.userId === 'u-noorg')).toMatchObject({ busId: 'org-1', remark: 'Night' });
    expect((await api(ROLE_INFO, { token: holder, busId: 'org-1' })).data.menuAuths).toContain('home');
    expect((await api(INFO, { token: holder })).data.invitations).toEqual([]);
    // The password of the account never changed.
    expect(db().accounts.find((a) => a.userId === 'u-noorg')!.password).toBe(DEFAULT_PASSWORD);
  });

  it('declines without joining, and nobody else can answer it', async () => {
    await api(ADD, {
      as: 'u-admin',
      busId: 'org-1',
      body: { account: 'newcomer@harbour.example', roleId: 'org-1-user' },
    });
    const [invitation] = (await api(INFO, { as: 'u-noorg' })).data.invitations;
    expect((await api(DECLINE, { as: 'u-operator', body: { id: invitation.id } })).code).toBe('010008');
    expect((await api(DECLINE, { as: 'u-noorg', body: { id: invitation.id } })).code).toBe('000200');
    expect((await api(DECLINE, { as: 'u-noorg', body: { id: invitation.id } })).code).toBe('010008');
    expect(db().memberships.some((m) => m.userId === 'u-noorg')).toBe(false);
  });
});

describe('sessions that end', () => {
  it('a password change ends every other session of the account and clears the one-time flag', async () => {
    const here = signIn('u-operator')!;
    const there = signIn('u-operator')!;
    const admin = signIn('u-admin')!;
    db().accounts.find((a) => a.userId === 'u-operator')!.mustChangePassword = true;
    expect((await change(here, DEFAULT_PASSWORD, 'Fresh@2026')).code).toBe('000200');
    expect((await api(INFO, { token: here })).data).toMatchObject({ userId: 'u-operator', mustChangePassword: false });
    expect((await api(INFO, { token: there })).code).toBe('000401');
    expect((await api(INFO, { token: admin })).code).toBe('000200');
  });

  it("an administrator's reset ends every session of the account", async () => {
    const one = signIn('u-operator')!;
    const two = signIn('u-operator')!;
    const reset = await api('POST /api/ropc/account/password/reset', {
      as: 'u-admin',
      busId: 'org-1',
      body: { userId: 'u-operator' },
    });
    expect(reset.code).toBe('000200');
    expect((await api(INFO, { token: one })).code).toBe('000401');
    expect((await api(INFO, { token: two })).code).toBe('000401');
    // The holder signs in with the one-time password and must change it.
    const again = (await signInWith('operator@harbour.example', reset.data.defaultPassword))!;
    expect((await api(INFO, { token: again })).data.mustChangePassword).toBe(true);
    expect(await signInWith('operator@harbour.example', DEFAULT_PASSWORD)).toBeUndefined();
  });
});

describe('throttled password guesses', () => {
  it(`refuses changes for ${LOCK_MS / 60_000} minutes after ${MAX_FAILURES} wrong current passwords in a row`, async () => {
    const token = signIn('u-operator')!;
    const start = new Date('2026-12-01T10:00:00Z');
    // Only the clock is faked: the handlers' promises and timers run as usual.
    jest.useFakeTimers({
      now: start,
      doNotFake: ['nextTick', 'setImmediate', 'queueMicrotask', 'setTimeout', 'setInterval'],
    });
    try {
      for (let i = 1; i < MAX_FAILURES; i += 1)
        expect((await change(token, `Wrong@${i}xx`, 'Fresh@2026')).code).toBe('010013');
      const locked = await change(token, 'Wrong@5xx', 'Fresh@2026');
      expect(locked).toMatchObject({
        code: '010021',
        data: { retryAt: new Date(start.getTime() + LOCK_MS).toISOString() },
      });
      // Even the right password waits.
      expect((await change(token, DEFAULT_PASSWORD, 'Fresh@2026')).code).toBe('010021');
      jest.setSystemTime(start.getTime() + LOCK_MS + 1000);
      expect((await change(token, DEFAULT_PASSWORD, 'Fresh@2026')).code).toBe('000200');
    } finally {
      jest.useRealTimers();
    }
  });

  it('a right password clears the count', async () => {
    const token = signIn('u-operator')!;
    for (let i = 1; i < MAX_FAILURES; i += 1) await change(token, `Wrong@${i}xx`, 'Fresh@2026');
    expect((await change(token, DEFAULT_PASSWORD, 'Fresh@2026')).code).toBe('000200');
    for (let i = 1; i < MAX_FAILURES; i += 1)
      expect((await change(token, `Wrong@${i}xx`, 'Other@2026')).code).toBe('010013');
  });
});
