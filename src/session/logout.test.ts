// Log Out: the platform call, then the local session is forgotten and the browser goes to logoutUrl.
jest.mock('@/services/ropc/session', () => ({ logout: jest.fn() }));
jest.mock('./navigation', () => ({ browser: { replace: jest.fn(), assign: jest.fn() } }));
jest.mock('@umijs/max', () => ({ history: { replace: jest.fn(), push: jest.fn() }, getLocale: () => 'en-US' }));

function load() {
  jest.resetModules();
  const { logout } = jest.requireMock('@/services/ropc/session') as { logout: jest.Mock };
  const { browser } = jest.requireMock('./navigation') as { browser: { assign: jest.Mock; replace: jest.Mock } };
  const module = require('./logout') as typeof import('./logout');
  return { logout, browser, logoutAndLeave: module.logoutAndLeave, LOGOUT_TIMEOUT_MS: module.LOGOUT_TIMEOUT_MS };
}

function signedIn() {
  localStorage.setItem('token', 'tok');
  localStorage.setItem('currentOrgId', 'org-1');
  localStorage.setItem('umi_locale', 'ja-JP');
  sessionStorage.setItem('mode', '{"mode":"distributor","busId":"org-2"}');
  document.cookie = 'token=tok; path=/';
  document.cookie = 'locale=ja-JP; path=/';
}

function expectSignedOut() {
  expect(localStorage.getItem('token')).toBeNull();
  expect(localStorage.getItem('currentOrgId')).toBeNull();
  expect(sessionStorage.getItem('mode')).toBeNull();
  expect(document.cookie).not.toMatch(/(^|; )token=/);
  // The language is a preference, not part of the session.
  expect(localStorage.getItem('umi_locale')).toBe('ja-JP');
  expect(document.cookie).toContain('locale=ja-JP');
}

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
  delete window.ROPC_CONFIG;
});

it('calls the platform with the token still set, then clears the session and goes to logoutUrl with redirect', async () => {
  const { logout, browser, logoutAndLeave, LOGOUT_TIMEOUT_MS } = load();
  signedIn();
  logout.mockImplementation(async () => expect(localStorage.getItem('token')).toBe('tok'));
  window.ROPC_CONFIG = { logoutUrl: '/sso/logout' };
  await logoutAndLeave();
  expect(logout).toHaveBeenCalledWith(LOGOUT_TIMEOUT_MS);
  expectSignedOut();
  expect(browser.assign).toHaveBeenCalledWith('/sso/logout?redirect=%2Fhome');
});

it('falls back to loginUrl when no logoutUrl is configured', async () => {
  const { browser, logoutAndLeave } = load();
  window.ROPC_CONFIG = { loginUrl: '/sso/login', logoutUrl: '' };
  await logoutAndLeave();
  expect(browser.assign).toHaveBeenCalledWith('/sso/login?redirect=%2Fhome');
});

it('sends an identity service on another origin the absolute home address', async () => {
  const { browser, logoutAndLeave } = load();
  window.ROPC_CONFIG = { logoutUrl: 'https://id.example.test/logout' };
  await logoutAndLeave();
  expect(browser.assign).toHaveBeenCalledWith(
    `https://id.example.test/logout?redirect=${encodeURIComponent(`${window.location.origin}/home`)}`,
  );
});

it('comes back to the logoutRedirect path configured in config.js', async () => {
  const { browser, logoutAndLeave } = load();
  window.ROPC_CONFIG = { logoutUrl: '/sso/logout', logoutRedirect: '/role?current=2' };
  await logoutAndLeave();
  expect(browser.assign).toHaveBeenCalledWith('/sso/logout?redirect=%2Frole%3Fcurrent%3D2');
});

it.each(['//evil.example/x', 'https://evil.example/', 'javascript:alert(1)', 'home'])(
  'replaces a logoutRedirect that is not a same-origin path (%s) by /home',
  async (logoutRedirect) => {
    const { browser, logoutAndLeave } = load();
    window.ROPC_CONFIG = { logoutUrl: '/sso/logout', logoutRedirect };
    await logoutAndLeave();
    expect(browser.assign).toHaveBeenCalledWith('/sso/logout?redirect=%2Fhome');
  },
);

it.each([
  ['rejects', (m: jest.Mock) => m.mockRejectedValue(new Error('HTTP 500'))],
  [
    'throws',
    (m: jest.Mock) =>
      m.mockImplementation(() => {
        throw new Error('boom');
      }),
  ],
])('still logs out locally when the logout call %s', async (_name, arrange) => {
  const { logout, browser, logoutAndLeave } = load();
  signedIn();
  arrange(logout);
  await logoutAndLeave();
  expectSignedOut();
  expect(browser.assign).toHaveBeenCalledTimes(1);
  expect(logout).toHaveBeenCalledTimes(2); // retried once
});

it('retries a failed logout call once, with the token still set, and stops at the first success', async () => {
  const { logout, browser, logoutAndLeave } = load();
  signedIn();
  logout.mockImplementationOnce(async () => {
    throw new Error('network');
  });
  logout.mockImplementationOnce(async () => expect(localStorage.getItem('token')).toBe('tok'));
  await logoutAndLeave();
  expect(logout).toHaveBeenCalledTimes(2);
  expectSignedOut();
  expect(browser.assign).toHaveBeenCalledTimes(1);
});

it('a double click makes one logout call and one navigation', async () => {
  const { logout, browser, logoutAndLeave } = load();
  await Promise.all([logoutAndLeave(), logoutAndLeave()]);
  expect(logout).toHaveBeenCalledTimes(1);
  expect(browser.assign).toHaveBeenCalledTimes(1);
});

it('lets no call reach the platform once the session is forgotten (a poll firing before the page leaves)', async () => {
  const { logout, logoutAndLeave } = load();
  const { withSessionHeaders } = require('@/request/config') as typeof import('@/request/config');
  const { normalizeFailure } = require('@/request/normalize') as typeof import('@/request/normalize');
  signedIn();
  logout.mockResolvedValue(undefined);
  expect(withSessionHeaders({ headers: {} }).headers).toMatchObject({ 'x-access-token': 'tok' });
  await logoutAndLeave();
  let thrown: unknown;
  try {
    withSessionHeaders({ headers: {} });
  } catch (error) {
    thrown = error;
  }
  expect(normalizeFailure(thrown)).toMatchObject({ kind: 'cancelled' });
});

// eslint-disable-next-line jest/no-export -- a module, not a script: each test file has its own load()
export {};

it('closes the live alarm stream at once, before the platform call', async () => {
  const { logout, logoutAndLeave } = load();
  const { onSessionEnd } = require('./sessionEnd') as typeof import('./sessionEnd');
  const close = jest.fn();
  onSessionEnd(close);
  logout.mockReturnValue(
    new Promise(() => {
      // never answers
    }),
  );
  signedIn();
  void logoutAndLeave();
  expect(close).toHaveBeenCalledTimes(1);
  expect(logout).toHaveBeenCalledTimes(1);
});
