// The startup sequence, branch by branch, against stubbed services (fresh modules per test).
import type * as Startup from './startup';
import { waitFor } from '@testing-library/react';
import { deferred } from '@test/deferred';

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
  const max = jest.requireMock('@umijs/max') as { setLocale: jest.Mock; history: { replace: jest.Mock } };
  const { browser } = jest.requireMock('./navigation') as { browser: { replace: jest.Mock } };
  const startup = require('./startup') as typeof Startup;
  const errors = require('@/request/errors') as typeof import('@/request/errors');
  const redirects = require('./redirects') as typeof import('./redirects');
  services.listMyOrganizations.mockResolvedValue(ORGS);
  services.getCurrentUser.mockResolvedValue(USER);
  services.getRoleInfo.mockResolvedValue({ menuAuths: ['home', 'role'] });
  return { services, max, browser, startup, errors, redirects };
}

function setCookie(name: string, value: string) {
  document.cookie = `${name}=${encodeURIComponent(value)}; path=/`;
}
function clearCookies() {
  document.cookie.split(';').forEach((c) => {
    const name = c.split('=')[0].trim();
    if (name) document.cookie = `${name}=; path=/; expires=Thu, 01 Jan 1970 00:00:00 GMT`;
  });
}
const at = (pathname: string, search = '') => ({ pathname, search });

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
  clearCookies();
  delete window.ROPC_CONFIG;
  window.history.replaceState(null, '', '/home');
});

describe('step 1: token and locale', () => {
  it('copies the token cookie to local storage', async () => {
    const { startup } = load();
    setCookie('token', 'tok-1');
    await startup.startSession(at('/home'));
    expect(localStorage.getItem('token')).toBe('tok-1');
  });

  it('reads the token from the cookie named in ROPC_CONFIG.tokenCookie', async () => {
    const { startup, services } = load();
    window.ROPC_CONFIG = { tokenCookie: 'sso_token' };
    setCookie('sso_token', 'tok-sso');
    await startup.startSession(at('/home'));
    expect(localStorage.getItem('token')).toBe('tok-sso');
    expect(services.listMyOrganizations).toHaveBeenCalledTimes(1);
  });

  it.each([
    ['the locale cookie first', { cookie: 'ja-JP', stored: 'zh-CN' }, 'ja-JP'],
    ['then the stored choice', { stored: 'zh-CN' }, 'zh-CN'],
    ['then en-US', {}, 'en-US'],
    ['ignoring an unknown cookie value', { cookie: 'xx-XX', stored: 'ja-JP' }, 'ja-JP'],
    ['zh-CN when the build targets the cn data centre', { dataCentre: 'cn' }, 'zh-CN'],
  ])(
    'sets the locale from %s',
    async (_name, given: { cookie?: string; stored?: string; dataCentre?: string }, expected) => {
      const { startup, max } = load();
      if (given.cookie) setCookie('locale', given.cookie);
      if (given.stored) localStorage.setItem('umi_locale', given.stored);
      if (given.dataCentre) window.ROPC_CONFIG = { dataCentre: given.dataCentre };
      setCookie('token', 'tok-1');
      await startup.startSession(at('/home'));
      expect(max.setLocale).toHaveBeenCalledWith(expected, false);
    },
  );

  it('lets setLocale store the language itself (storing it first would make setLocale a no-op)', async () => {
    const { startup, max } = load();
    setCookie('locale', 'ja-JP');
    max.setLocale.mockImplementation(() => expect(localStorage.getItem('umi_locale')).toBeNull());
    await startup.startSession(at('/home'));
    expect(max.setLocale).toHaveBeenCalledTimes(1);
  });
});

describe('step 2: no token', () => {
  it('removes the stored token, goes to login with the current address, and requests nothing', async () => {
    const { startup, services, browser } = load();
    localStorage.setItem('token', 'old');
    window.history.replaceState(null, '', '/role?current=2');
    const context = await startup.startSession(at('/role', '?current=2'));
    expect(context).toEqual({ permissions: [], orgList: [] });
    expect(localStorage.getItem('token')).toBeNull();
    expect(browser.replace).toHaveBeenCalledTimes(1);
    expect(browser.replace).toHaveBeenCalledWith('/mock-login?redirect=%2Frole%3Fcurrent%3D2');
    expect(services.listMyOrganizations).not.toHaveBeenCalled();
    expect(services.getCurrentUser).not.toHaveBeenCalled();
    expect(services.getRoleInfo).not.toHaveBeenCalled();
  });

  it('never nests a redirect parameter that is already in the address', async () => {
    const { startup, browser } = load();
    window.history.replaceState(null, '', '/home?redirect=%2Fmock-login%3Fredirect%3D%252Fhome&x=1');
    await startup.startSession(at('/home', window.location.search));
    const url = new URL(browser.replace.mock.calls[0][0], 'http://localhost');
    expect(url.searchParams.getAll('redirect')).toEqual(['/home?x=1']);
    expect(browser.replace.mock.calls[0][0]).toBe('/mock-login?redirect=%2Fhome%3Fx%3D1');
  });

  it('uses the configured loginUrl and keeps its own query', async () => {
    const { startup, browser } = load();
    window.ROPC_CONFIG = { loginUrl: '/sso/login?app=ropc' };
    await startup.startSession(at('/home'));
    expect(browser.replace).toHaveBeenCalledWith('/sso/login?app=ropc&redirect=%2Fhome');
  });
});

describe('step 3: documentation', () => {
  it.each(['/document', '/document/productDocumentation', '/document/maintenanceInstructions'])(
    'returns an empty context on %s and loads nothing',
    async (path) => {
      const { startup, services, browser } = load();
      setCookie('token', 'tok-1');
      expect(await startup.startSession(at(path))).toEqual({ permissions: [], orgList: [] });
      expect(services.listMyOrganizations).not.toHaveBeenCalled();
      expect(services.getCurrentUser).not.toHaveBeenCalled();
      expect(services.getRoleInfo).not.toHaveBeenCalled();
      expect(browser.replace).not.toHaveBeenCalled();
    },
  );

  it('does not take /documents (another path) for the documentation', () => {
    const { startup } = load();
    expect(startup.isDocumentPath('/documents')).toBe(false);
  });
});

describe('step 4: alternate mode from the query string', () => {
  it('stores mode, busId and fromBusId and keeps the current organisation', async () => {
    const { startup } = load();
    setCookie('token', 'tok-1');
    localStorage.setItem('currentOrgId', 'org-9');
    const context = await startup.startSession(at('/', '?mode=distributor&busId=org-2&fromBusId=dist-1'));
    expect(JSON.parse(sessionStorage.getItem('mode')!)).toEqual({
      mode: 'distributor',
      busId: 'org-2',
      fromBusId: 'dist-1',
    });
    expect(localStorage.getItem('currentOrgId')).toBe('org-9');
    expect(context.mode).toEqual({ mode: 'distributor', busId: 'org-2', fromBusId: 'dist-1' });
    expect(context.currentOrgId).toBe('org-9');
    expect(context.permissions).toEqual(['home', 'role']);
  });

  it('stores no fromBusId when the query has none', async () => {
    const { startup } = load();
    setCookie('token', 'tok-1');
    await startup.startSession(at('/', '?mode=distributor&busId=org-2'));
    expect(JSON.parse(sessionStorage.getItem('mode')!)).toEqual({ mode: 'distributor', busId: 'org-2' });
  });

  it('asks for organisations, user and permissions together, once each', async () => {
    const { startup, services } = load();
    setCookie('token', 'tok-1');
    const orgs = deferred<typeof ORGS>();
    services.listMyOrganizations.mockReturnValue(orgs.promise);
    const pending = startup.startSession(at('/', '?mode=distributor&busId=org-2'));
    await Promise.resolve();
    expect(services.getCurrentUser).toHaveBeenCalledTimes(1);
    expect(services.getRoleInfo).toHaveBeenCalledTimes(1);
    orgs.resolve(ORGS);
    await pending;
    expect(services.listMyOrganizations).toHaveBeenCalledTimes(1);
    expect(services.getCurrentUser).toHaveBeenCalledTimes(1);
    expect(services.getRoleInfo).toHaveBeenCalledTimes(1);
  });

  it.each(['?mode=distributor', '?busId=org-2', '?mode=&busId=org-2'])(
    'needs both mode and busId (%s clears the mode)',
    async (search) => {
      const { startup } = load();
      setCookie('token', 'tok-1');
      sessionStorage.setItem('mode', JSON.stringify({ mode: 'distributor', busId: 'org-3' }));
      const context = await startup.startSession(at('/', search));
      expect(sessionStorage.getItem('mode')).toBeNull();
      expect(context.mode).toBeNull();
      expect(context.currentOrgId).toBe('org-1');
    },
  );
});

describe('step 5: the current organisation', () => {
  it('clears a mode state left from an earlier visit', async () => {
    const { startup } = load();
    setCookie('token', 'tok-1');
    sessionStorage.setItem('mode', JSON.stringify({ mode: 'distributor', busId: 'org-3' }));
    await startup.startSession(at('/home'));
    expect(sessionStorage.getItem('mode')).toBeNull();
  });

  it('keeps a saved organisation the user still belongs to', async () => {
    const { startup } = load();
    setCookie('token', 'tok-1');
    localStorage.setItem('currentOrgId', 'org-2');
    expect((await startup.startSession(at('/home'))).currentOrgId).toBe('org-2');
    expect(localStorage.getItem('currentOrgId')).toBe('org-2');
  });

  it('replaces a stale saved organisation by the first one and saves it', async () => {
    const { startup } = load();
    setCookie('token', 'tok-1');
    localStorage.setItem('currentOrgId', 'org-gone');
    expect((await startup.startSession(at('/home'))).currentOrgId).toBe('org-1');
    expect(localStorage.getItem('currentOrgId')).toBe('org-1');
  });

  it('chooses and saves the first organisation when none was saved', async () => {
    const { startup } = load();
    setCookie('token', 'tok-1');
    await startup.startSession(at('/home'));
    expect(localStorage.getItem('currentOrgId')).toBe('org-1');
  });

  it('asks for the user and permissions once, together, after the organisation is saved (x-bus-id is right)', async () => {
    const { startup, services } = load();
    setCookie('token', 'tok-1');
    localStorage.setItem('currentOrgId', 'org-gone');
    const seen: string[] = [];
    const user = deferred<typeof USER>();
    services.getCurrentUser.mockImplementation(() => {
      seen.push(`user:${localStorage.getItem('currentOrgId')}`);
      return user.promise;
    });
    services.getRoleInfo.mockImplementation(async () => {
      seen.push(`role:${localStorage.getItem('currentOrgId')}`);
      return { menuAuths: ['home'] };
    });
    const pending = startup.startSession(at('/home'));
    // Both start while the user call is still pending.
    await waitFor(() => expect(seen).toEqual(['user:org-1', 'role:org-1']));
    user.resolve(USER);
    await pending;
    expect(services.listMyOrganizations).toHaveBeenCalledTimes(1);
    expect(services.getCurrentUser).toHaveBeenCalledTimes(1);
    expect(services.getRoleInfo).toHaveBeenCalledTimes(1);
  });

  it('returns the whole session context', async () => {
    const { startup, max } = load();
    setCookie('token', 'tok-1');
    expect(await startup.startSession(at('/home'))).toEqual({
      userInfo: USER,
      permissions: ['home', 'role'],
      orgList: ORGS,
      currentOrgId: 'org-1',
      mode: null,
    });
    expect(max.history.replace).not.toHaveBeenCalled();
  });
});

describe('step 6: nothing to show', () => {
  it('sends a user without organisations to /noAuth with empty permissions, without asking for permissions', async () => {
    const { startup, services, max } = load();
    setCookie('token', 'tok-1');
    services.listMyOrganizations.mockResolvedValue([]);
    const context = await startup.startSession(at('/home'));
    expect(max.history.replace).toHaveBeenCalledWith('/noAuth');
    expect(context).toMatchObject({ permissions: [], orgList: [], userInfo: USER });
    expect(context.failed).toBeUndefined();
    expect(services.getRoleInfo).not.toHaveBeenCalled();
    expect(localStorage.getItem('currentOrgId')).toBeNull();
  });

  it('treats a null organisation list as empty', async () => {
    const { startup, services, max } = load();
    setCookie('token', 'tok-1');
    services.listMyOrganizations.mockResolvedValue(null);
    expect((await startup.startSession(at('/home'))).orgList).toEqual([]);
    expect(max.history.replace).toHaveBeenCalledWith('/noAuth');
  });

  it.each([[{ menuAuths: [] }], [{}], [null]])(
    'sends a user with empty menuAuths (%j) to /noAuth with empty permissions',
    async (roleInfo) => {
      const { startup, services, max } = load();
      setCookie('token', 'tok-1');
      services.getRoleInfo.mockResolvedValue(roleInfo);
      const context = await startup.startSession(at('/home'));
      expect(max.history.replace).toHaveBeenCalledWith('/noAuth');
      expect(context).toMatchObject({ permissions: [], orgList: ORGS, currentOrgId: 'org-1' });
    },
  );
});

describe('a failing startup never white-screens', () => {
  it.each([
    ['an HTTP 500', (e: typeof import('@/request/errors')) => new e.TransportError('http', 'HTTP 500', 500)],
    ['a timeout', (e: typeof import('@/request/errors')) => new e.TransportError('timeout', 'timeout')],
    ['offline', (e: typeof import('@/request/errors')) => new e.TransportError('offline', 'offline')],
    [
      'a business error',
      (e: typeof import('@/request/errors')) => new e.BizError({ code: '000500', message: 'System error' }),
    ],
  ])('resolves with failed: true after %s', async (_name, make) => {
    const { startup, services, errors } = load();
    setCookie('token', 'tok-1');
    services.getCurrentUser.mockRejectedValue(make(errors));
    const context = await startup.startSession(at('/home'));
    expect(context).toEqual({ permissions: [], orgList: [], mode: null, failed: true });
  });

  it('resolves without failed when a 000401 is already taking the user to login', async () => {
    const { startup, services, errors, redirects } = load();
    setCookie('token', 'tok-1');
    services.listMyOrganizations.mockImplementation(async () => {
      redirects.goToLogin(); // what the request layer does on 000401
      throw new errors.BizError({ code: '000401', message: 'Session expired' });
    });
    const context = await startup.startSession(at('/home'));
    expect(context.failed).toBeUndefined();
    expect(context.permissions).toEqual([]);
  });

  it('resolves on /noAuth without failed on 000402', async () => {
    const { startup, services, errors, max } = load();
    setCookie('token', 'tok-1');
    services.getRoleInfo.mockRejectedValue(new errors.BizError({ code: '000402', message: 'No access' }));
    const context = await startup.startSession(at('/home'));
    expect(context.failed).toBeUndefined();
    expect(context.permissions).toEqual([]);
    expect(max.history.replace).toHaveBeenCalledWith('/noAuth');
  });
});
