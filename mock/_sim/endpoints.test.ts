// The simulator's own endpoints: control (mock/sim.ts), the mock login page (mock/identity.ts) and the
// startup calls (mock/session.ts).
import sim from '../sim';
import identity from '../identity';
import session from '../session';
import { db, resetStore } from './store';
import { clearFaults, faults } from './faults';
import { userOfToken } from './access';
import { signIn } from './identity';
import { callKey } from './testing';

// As npm start, npm run preview and the end-to-end server run it (see _sim/control.ts).
beforeEach(() => {
  process.env.SIM_CONTROL = '1';
  resetStore();
  clearFaults();
});

afterAll(() => {
  delete process.env.SIM_CONTROL;
});

describe("the simulator's own endpoints outside the dev and preview back end (issue 17)", () => {
  const own = [...Object.keys(sim), ...Object.keys(identity)];

  it.each(own)('%s answers 404 without SIM_CONTROL=1 and opens no session', async (key) => {
    delete process.env.SIM_CONTROL;
    const sessions = db().sessions.length;
    const res = await callKey({ ...sim, ...identity }, key, { body: { userId: 'u-admin', redirect: '/home' } });
    expect(res.statusCode).toBe(404);
    expect(res.cookies).toEqual({});
    expect(db().sessions).toHaveLength(sessions);
  });

  it('answers POST /api/__sim/login with SIM_CONTROL=1 only', async () => {
    process.env.SIM_CONTROL = 'true';
    expect((await callKey(sim, 'POST /api/__sim/login', { body: { userId: 'u-admin' } })).statusCode).toBe(404);
    process.env.SIM_CONTROL = '1';
    expect((await callKey(sim, 'POST /api/__sim/login', { body: { userId: 'u-admin' } })).body.data.token).toMatch(
      /^tok-/,
    );
  });
});

describe('simulator control', () => {
  it('POST /api/__sim/reset restores the seed and clears faults, keeping sessions', async () => {
    const token = signIn('u-admin')!;
    db().orgs.splice(0, db().orgs.length);
    await callKey(sim, 'POST /api/__sim/faults', { body: { latencyMs: 100, rules: [{ path: '*', code: '000500' }] } });
    const res = await callKey(sim, 'POST /api/__sim/reset');
    expect(res.body.code).toBe('000200');
    expect(db().orgs.length).toBeGreaterThan(10);
    expect(faults()).toEqual({ latencyMs: 0, rules: [], breaks: [] });
    expect(userOfToken(token)?.userId).toBe('u-admin');
  });

  it('POST /api/__sim/reset takes another seed, and refuses one that is not a number', async () => {
    const before = JSON.stringify(db().devices);
    expect((await callKey(sim, 'POST /api/__sim/reset', { body: { seed: 42 } })).body.data).toEqual({
      seed: 42,
      scale: false,
    });
    expect(JSON.stringify(db().devices)).not.toBe(before);
    expect((await callKey(sim, 'POST /api/__sim/reset', { body: { seed: 'x' } })).statusCode).toBe(400);
    await callKey(sim, 'POST /api/__sim/reset');
    expect(JSON.stringify(db().devices)).toBe(before);
  });

  it('sets, shows and clears faults; bad rules answer 400 with the reasons', async () => {
    const set = await callKey(sim, 'POST /api/__sim/faults', {
      body: { rules: [{ path: '/api/ropc/*', code: '010012', times: 1 }] },
    });
    expect(set.body.data.rules).toEqual([{ path: '/api/ropc/*', code: '010012', times: 1, kind: 'code' }]);
    await callKey(sim, 'POST /api/__sim/faults', { body: { append: true, rules: [{ path: '/b', kind: 'hang' }] } });
    expect((await callKey(sim, 'GET /api/__sim/faults')).body.data.rules).toHaveLength(2);
    const bad = await callKey(sim, 'POST /api/__sim/faults', { body: { rules: [{ path: '/a', kind: 'explode' }] } });
    expect(bad.statusCode).toBe(400);
    expect(bad.body.data.errors[0]).toMatch(/kind/);
    expect((await callKey(sim, 'DELETE /api/__sim/faults')).body.data).toEqual({ latencyMs: 0, rules: [], breaks: [] });
  });

  it('POST /api/__sim/expire ends the sessions of one user or of everyone', async () => {
    const admin = signIn('u-admin')!;
    const operator = signIn('u-operator')!;
    await callKey(sim, 'POST /api/__sim/expire', { body: { userId: 'u-admin' } });
    expect(userOfToken(admin)).toBeUndefined();
    expect(userOfToken(operator)).toBeDefined();
    await callKey(sim, 'POST /api/__sim/expire', { body: {} });
    expect(userOfToken(operator)).toBeUndefined();
  });

  it('POST /api/__sim/login gives a working token for a known user only', async () => {
    const res = await callKey(sim, 'POST /api/__sim/login', { body: { userId: 'u-operator' } });
    const list = await callKey(session, 'GET /api/ropc/business/user/list', { token: res.body.data.token });
    expect(list.body.data).toEqual([{ busId: 'org-1', name: 'Harbour Facilities Group', code: 'HFG' }]);
    expect((await callKey(sim, 'POST /api/__sim/login', { body: { userId: 'nobody' } })).statusCode).toBe(400);
  });

  it('GET /api/__sim describes the store', async () => {
    const { data } = (await callKey(sim, 'GET /api/__sim')).body;
    expect(data.seed).toBe(20261122);
    expect(data.tables.orgs).toBe(db().orgs.length);
    expect(data.faults).toEqual({ latencyMs: 0, rules: [], breaks: [] });
  });
});

describe('the mock login page', () => {
  const hiddenRedirect = (html: string) => /name="redirect" value="([^"]*)"/.exec(html)![1];

  it('lists the five demo users and comes back to /home without a redirect', async () => {
    const res = await callKey(identity, 'GET /mock-login', { query: {} });
    expect(res.headers['content-type']).toMatch(/text\/html/);
    ['u-admin', 'u-operator', 'u-distributor', 'u-noorg', 'u-noauth'].forEach((id) =>
      expect(res.text).toContain(`value="${id}"`),
    );
    expect(hiddenRedirect(res.text!)).toBe('/home');
  });

  it('keeps a same-origin redirect', async () => {
    const res = await callKey(identity, 'GET /mock-login', { query: { redirect: '/role?current=2#top' } });
    expect(hiddenRedirect(res.text!)).toBe('/role?current=2#top');
  });

  it.each([
    '//evil.example/home',
    'https://evil.example/',
    '/\\evil.example',
    'javascript:alert(1)',
    '"><script>alert(1)</script>',
  ])('refuses the open redirect %s', async (redirect) => {
    const page = await callKey(identity, 'GET /mock-login', { query: { redirect } });
    expect(hiddenRedirect(page.text!)).toBe('/home');
    expect(page.text).not.toContain('<script>');
    const res = await callKey(identity, 'POST /mock-login', { body: { userId: 'u-admin', redirect } });
    expect(res.redirectedTo).toBe('/home');
  });

  it('signs the chosen user in with the token cookie and returns to the redirect', async () => {
    const res = await callKey(identity, 'POST /mock-login', {
      body: { userId: 'u-operator', redirect: '/user?current=2' },
    });
    expect(res.statusCode).toBe(303);
    expect(res.redirectedTo).toBe('/user?current=2');
    expect(userOfToken(res.cookies.token)?.userId).toBe('u-operator');
  });

  it('refuses an unknown user with the page again, in the language of the locale cookie', async () => {
    const res = await callKey(identity, 'POST /mock-login', {
      body: { userId: 'u-ghost' },
      headers: { cookie: 'a=1; locale=ja-JP' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.text).toContain('lang="ja-JP"');
    expect(res.text).toContain('不明なデモユーザーです');
    expect(res.cookies.token).toBeUndefined();
  });
});

describe('startup calls', () => {
  it('lists the organisations of the user', async () => {
    const list = async (as: string) =>
      (await callKey(session, 'GET /api/ropc/business/user/list', { as })).body.data.map(
        (o: { busId: string }) => o.busId,
      );
    expect(await list('u-admin')).toEqual(['org-1', 'org-2', 'org-3']);
    expect(await list('u-noorg')).toEqual([]);
    expect((await callKey(session, 'GET /api/ropc/business/user/list', {})).body.code).toBe('000401');
  });

  it('adds the organisation opened in alternate mode', async () => {
    const res = await callKey(session, 'GET /api/ropc/business/user/list', {
      as: 'u-distributor',
      busId: 'org-3',
      mode: { fromBusId: 'dist-1' },
    });
    expect(res.body.data.map((o: { busId: string }) => o.busId)).toEqual(['org-2', 'org-3']);
  });

  it('answers menuAuths per organisation: all, some, none, or 000402', async () => {
    const info = (as: string, busId: string) => callKey(session, 'POST /api/ropc/auth/role/info', { as, busId });
    expect((await info('u-admin', 'org-2')).body.data.menuAuths).toContain('settings:update');
    expect((await info('u-operator', 'org-1')).body.data).toEqual({
      menuAuths: ['home', 'user', 'account'],
      roleId: 'org-1-user',
      roleName: 'Ordinary user',
    });
    expect((await info('u-noauth', 'org-1')).body.data.menuAuths).toEqual([]);
    expect((await info('u-operator', 'org-3')).body.code).toBe('000402');
  });

  it('answers the current user', async () => {
    const res = await callKey(session, 'POST /api/user/user/info', { as: 'u-admin', busId: 'org-1' });
    expect(res.body.data).toMatchObject({
      userId: 'u-admin',
      account: 'admin@harbour.example',
      nickname: 'Alice Morgan',
      roleName: 'Administrator',
      roleBuiltIn: 'default_admin',
    });
  });

  it('logout ends the session and always succeeds', async () => {
    const token = signIn('u-admin')!;
    expect((await callKey(session, 'POST /api/user/auth/logout', { token })).body.code).toBe('000200');
    expect(userOfToken(token)).toBeUndefined();
    expect((await callKey(session, 'POST /api/user/auth/logout', {})).body.code).toBe('000200');
  });
});
