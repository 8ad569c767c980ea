// getInitialState adopting what the boot script (src/speed/boot, tested in its run.test.ts) started
// (src/session/boot.ts).
import type * as Startup from './startup';
import { freshPage, setCookie } from '@test/bootPage';

jest.mock('@umijs/max', () => ({
  setLocale: jest.fn(),
  getLocale: jest.fn(() => 'en-US'),
  history: { replace: jest.fn(), push: jest.fn() },
}));
jest.mock('@/services/ropc/session', () => ({
  listMyOrganizations: jest.fn(),
  getCurrentUser: jest.fn(),
  getRoleInfo: jest.fn(),
}));
jest.mock('./navigation', () => ({ browser: { replace: jest.fn(), assign: jest.fn() } }));

const ok = (data: unknown) => ({ code: '000200', msg: 'ok', data });
const ORGS = [
  { busId: 'org-1', name: 'Harbour' },
  { busId: 'org-2', name: 'Pacific' },
];
const USER = { userId: 'u-1', account: 'a@example.com', nickname: 'Alice' };

function load() {
  jest.resetModules();
  const services = jest.requireMock('@/services/ropc/session') as Record<
    'listMyOrganizations' | 'getCurrentUser' | 'getRoleInfo',
    jest.Mock
  >;
  services.listMyOrganizations.mockReset().mockResolvedValue([{ busId: 'org-9', name: 'Late' }]);
  services.getCurrentUser.mockReset().mockResolvedValue({ ...USER, nickname: 'From the app' });
  services.getRoleInfo.mockReset().mockResolvedValue({ menuAuths: ['home'] });
  const startup = require('./startup') as typeof Startup;
  const boot = require('./boot') as typeof import('./boot');
  return { services, startup, boot };
}

/**
 * Runs the boot script with a fetch that answers per URL (an Error: a network failure; a number: that HTTP status;
 * missing: HTTP 500).
 */
function runBootScript(answers: Record<string, unknown>) {
  const fetch = jest.fn((url: string) => {
    const answer = answers[url];
    if (answer instanceof Error) return Promise.reject(answer);
    if (answer === undefined || typeof answer === 'number')
      return Promise.resolve({ ok: false, status: answer ?? 500, json: () => Promise.resolve(null) });
    return Promise.resolve({ ok: true, status: 200, json: () => Promise.resolve(answer) });
  });
  (window as unknown as { fetch: unknown }).fetch = fetch;
  (require('@/speed/boot/run') as typeof import('@/speed/boot/run')).runBoot();
  return fetch;
}

beforeEach(() => {
  freshPage();
});

describe('getInitialState adopting the boot calls', () => {
  it('uses the boot answers and makes none of the three calls again', async () => {
    const { startup, services } = load();
    setCookie('token', 'tok-1');
    localStorage.setItem('currentOrgId', 'org-2');
    runBootScript({
      '/api/ropc/business/user/list': ok(ORGS),
      '/api/user/user/info': ok(USER),
      '/api/ropc/auth/role/info': ok({ menuAuths: ['home', 'role'] }),
    });
    const context = await startup.startSession({ pathname: '/home', search: '' });
    expect(context).toMatchObject({
      orgList: ORGS,
      userInfo: USER,
      permissions: ['home', 'role'],
      currentOrgId: 'org-2',
    });
    expect(services.listMyOrganizations).not.toHaveBeenCalled();
    expect(services.getCurrentUser).not.toHaveBeenCalled();
    expect(services.getRoleInfo).not.toHaveBeenCalled();
  });

  it('adopts a first visit’s calls too: the first organisation, and none of the three calls again', async () => {
    const { startup, services } = load();
    setCookie('token', 'tok-1');
    runBootScript({
      '/api/ropc/business/user/list': ok(ORGS),
      '/api/user/user/info': ok(USER),
      '/api/ropc/auth/role/info': ok({ menuAuths: ['home'] }),
    });
    const context = await startup.startSession({ pathname: '/home', search: '' });
    expect(context).toMatchObject({ orgList: ORGS, userInfo: USER, permissions: ['home'], currentOrgId: 'org-1' });
    expect(localStorage.getItem('currentOrgId')).toBe('org-1');
    expect(services.listMyOrganizations).not.toHaveBeenCalled();
    expect(services.getCurrentUser).not.toHaveBeenCalled();
    expect(services.getRoleInfo).not.toHaveBeenCalled();
  });

  it('falls back to the normal call for a failed or refused boot call', async () => {
    const { startup, services } = load();
    setCookie('token', 'tok-1');
    localStorage.setItem('currentOrgId', 'org-1');
    runBootScript({
      '/api/ropc/business/user/list': ok(ORGS),
      '/api/user/user/info': new Error('offline'),
      '/api/ropc/auth/role/info': { code: '000500', msg: 'System error', data: null },
    });
    const context = await startup.startSession({ pathname: '/home', search: '' });
    expect(services.listMyOrganizations).not.toHaveBeenCalled();
    expect(services.getCurrentUser).toHaveBeenCalledTimes(1);
    expect(services.getRoleInfo).toHaveBeenCalledTimes(1);
    expect(context.userInfo?.nickname).toBe('From the app');
  });

  it('takes a refused token (000401) from the boot as the end of the session: to login, nothing asked again', async () => {
    const { startup, services } = load();
    const { browser } = jest.requireMock('./navigation') as { browser: Record<'replace' | 'assign', jest.Mock> };
    browser.replace.mockClear();
    browser.assign.mockClear();
    setCookie('token', 'tok-1');
    localStorage.setItem('currentOrgId', 'org-1');
    runBootScript({
      '/api/ropc/business/user/list': { code: '000401', msg: 'expired', data: null },
      '/api/user/user/info': ok(USER),
      '/api/ropc/auth/role/info': ok({ menuAuths: ['home'] }),
    });
    const context = await startup.startSession({ pathname: '/home', search: '' });
    expect(services.listMyOrganizations).not.toHaveBeenCalled();
    expect(context.orgList).toEqual([]);
    const went = [...browser.replace.mock.calls, ...browser.assign.mock.calls].map(([url]) => String(url));
    expect(went).toEqual([expect.stringMatching(/^\/mock-login\?redirect=%2Fhome/)]);
  });

  it('adopts user and permissions asked for the first organisation when the saved one is no longer the user’s', async () => {
    const { startup, services } = load();
    setCookie('token', 'tok-1');
    localStorage.setItem('currentOrgId', 'org-gone');
    const fetch = runBootScript({
      '/api/ropc/business/user/list': ok(ORGS),
      '/api/user/user/info': ok(USER),
      '/api/ropc/auth/role/info': ok({ menuAuths: ['home'] }),
    });
    const context = await startup.startSession({ pathname: '/home', search: '' });
    expect(context.currentOrgId).toBe('org-1');
    expect(services.getCurrentUser).not.toHaveBeenCalled();
    expect(services.getRoleInfo).not.toHaveBeenCalled();
    const sent = fetch.mock.calls as unknown as Array<[string, { headers: Record<string, string> }]>;
    expect(sent.filter(([, init]) => init.headers['x-bus-id'] === 'org-gone')).toEqual([]);
  });

  it.each([
    ['its own timeout', 'hang'],
    ["the gateway's 504", 504],
  ])('reports a boot call that ran into %s with the timeout message, without asking again', async (_, answer) => {
    jest.useFakeTimers();
    try {
      const spy = jest.fn();
      jest.doMock('@/request/errorHandler', () => ({ errorHandler: spy }));
      const { startup, services } = load();
      setCookie('token', 'tok-1');
      const fetch = jest.fn((_url: string, init: { signal: AbortSignal }) =>
        answer === 'hang'
          ? new Promise((__, reject) => {
              init.signal.addEventListener('abort', () => reject(new Error('aborted')));
            })
          : Promise.resolve({ ok: false, status: answer, json: () => Promise.resolve(null) }),
      );
      (window as unknown as { fetch: unknown }).fetch = fetch;
      (require('@/speed/boot/run') as typeof import('@/speed/boot/run')).runBoot();
      const started = startup.startSession({ pathname: '/home', search: '' });
      await jest.advanceTimersByTimeAsync(30_000);
      const context = await started;
      expect(context.failed).toBe(true);
      expect(services.listMyOrganizations).not.toHaveBeenCalled();
      expect(spy).toHaveBeenCalledTimes(1);
      const reported = spy.mock.calls[0][0] as { kind: string; status?: number };
      expect(reported.kind).toBe(answer === 'hang' ? 'timeout' : 'http');
    } finally {
      jest.dontMock('@/request/errorHandler');
      jest.useRealTimers();
    }
  });

  it('ignores a boot made for another token, and adopts a boot once only', async () => {
    const { startup, services, boot } = load();
    window.__ropcBoot = { token: 'other', busId: '', locale: 'en-US', calls: { orgList: Promise.resolve(ok(ORGS)) } };
    setCookie('token', 'tok-1');
    await startup.startSession({ pathname: '/home', search: '' });
    expect(services.listMyOrganizations).toHaveBeenCalledTimes(1);
    window.__ropcBoot = { token: 'tok-1', busId: '', locale: 'en-US', calls: {} };
    expect(boot.takeBoot('tok-1', 'en-US')).toBeDefined();
    expect(boot.takeBoot('tok-1', 'en-US')).toBeUndefined();
  });

  it('works as before without a boot script', async () => {
    const { startup, services } = load();
    setCookie('token', 'tok-1');
    const context = await startup.startSession({ pathname: '/home', search: '' });
    expect(services.listMyOrganizations).toHaveBeenCalledTimes(1);
    expect(context.orgList).toEqual([{ busId: 'org-9', name: 'Late' }]);
  });
});
