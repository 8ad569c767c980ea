// The boot script (public/boot.js) and getInitialState adopting what it started (src/session/boot.ts).
import { readFileSync } from 'fs';
import { join } from 'path';
import type * as Startup from './startup';

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

const BOOT_JS = readFileSync(join(__dirname, '../../public/boot.js'), 'utf8');
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

/** Runs public/boot.js with a fetch that answers per URL (a function: the answer; an Error: a network failure). */
function runBootScript(answers: Record<string, unknown>) {
  const fetch = jest.fn((url: string) => {
    const answer = answers[url];
    if (answer instanceof Error) return Promise.reject(answer);
    if (answer === undefined) return Promise.resolve({ ok: false, json: () => Promise.resolve(null) });
    return Promise.resolve({ ok: true, json: () => Promise.resolve(answer) });
  });
  (window as unknown as { fetch: unknown }).fetch = fetch;
  // eslint-disable-next-line no-new-func
  new Function(BOOT_JS)();
  return fetch;
}

/** What boot.js left (a call, so that TypeScript does not narrow it after a `delete`). */
const bootState = () => window.__ropcBoot;

function setCookie(name: string, value: string) {
  document.cookie = `${name}=${encodeURIComponent(value)}; path=/`;
}

beforeEach(() => {
  localStorage.clear();
  document.cookie.split(';').forEach((c) => {
    const name = c.split('=')[0].trim();
    if (name) document.cookie = `${name}=; path=/; expires=Thu, 01 Jan 1970 00:00:00 GMT`;
  });
  delete window.__ropcBoot;
  delete window.ROPC_CONFIG;
  document.documentElement.removeAttribute('data-theme');
  document.head
    .querySelectorAll('meta[name="ropc-preload"], meta[name="ropc-build"], link, style')
    .forEach((n) => n.remove());
  window.history.replaceState(null, '', '/home');
});

describe('public/boot.js', () => {
  it('starts the organisation list, user info and permissions with the token, language and saved organisation', () => {
    setCookie('token', 'tok-1');
    setCookie('locale', 'ja-JP');
    localStorage.setItem('currentOrgId', 'org-2');
    const fetch = runBootScript({});
    expect(fetch.mock.calls.map(([url]) => url)).toEqual([
      '/api/ropc/business/user/list',
      '/api/user/user/info',
      '/api/ropc/auth/role/info',
    ]);
    expect((fetch.mock.calls[1] as unknown as [string, { headers: Record<string, string> }])[1].headers).toMatchObject({
      'x-access-token': 'tok-1',
      'x-locale': 'ja-JP',
      'x-bus-id': 'org-2',
    });
    expect(window.__ropcBoot).toMatchObject({ token: 'tok-1', busId: 'org-2', locale: 'ja-JP' });
  });

  it('on a first visit (no saved organisation) asks for user and permissions of the first organisation once the list has come', async () => {
    setCookie('token', 'tok-1');
    const fetch = runBootScript({ '/api/ropc/business/user/list': ok(ORGS) });
    expect(fetch.mock.calls.map(([url]) => url)).toEqual(['/api/ropc/business/user/list']);
    await window.__ropcBoot?.calls.userInfo;
    await window.__ropcBoot?.calls.roleInfo;
    const calls = fetch.mock.calls as unknown as Array<[string, { headers: Record<string, string> }]>;
    expect(calls.map(([url]) => url).slice(0, 3)).toEqual([
      '/api/ropc/business/user/list',
      '/api/user/user/info',
      '/api/ropc/auth/role/info',
    ]);
    expect(calls[1][1].headers).toMatchObject({ 'x-access-token': 'tok-1', 'x-bus-id': 'org-1' });
    expect(calls[2][1].headers).toMatchObject({ 'x-bus-id': 'org-1' });
    expect(window.__ropcBoot?.busId).toBe('org-1');
  });

  it("starts the shell's first calls and, on /home, the summary and trend of the address's period", async () => {
    setCookie('token', 'tok-1');
    localStorage.setItem('currentOrgId', 'org-2');
    window.history.replaceState(null, '', '/home?period=30');
    const fetch = runBootScript({});
    await Promise.all((window.__ropcBoot?.early || []).map((c) => c.answer));
    const calls = fetch.mock.calls as unknown as Array<[string, RequestInit & { headers: Record<string, string> }]>;
    expect(calls.slice(3).map(([url, init]) => `${init.method} ${url} ${init.body || ''}`)).toEqual([
      'GET /api/ropc/settings ',
      'GET /api/user/user/preferences ',
      'GET /api/ropc/alarm/unread-count ',
      'POST /api/ropc/dashboard/summary {"period":"30"}',
      'POST /api/ropc/dashboard/trend {"period":"30"}',
    ]);
    calls
      .slice(3)
      .forEach(([, init]) => expect(init.headers).toMatchObject({ 'x-bus-id': 'org-2', 'x-locale': 'en-US' }));
    expect(window.__ropcBoot?.early?.map((c) => c.body)).toEqual(['', '', '', '{"period":"30"}', '{"period":"30"}']);
  });

  it('asks for Last 7 Days when the period of the address is unknown, and no dashboard on other pages', async () => {
    setCookie('token', 'tok-1');
    localStorage.setItem('currentOrgId', 'org-2');
    window.history.replaceState(null, '', '/home?period=<b>');
    runBootScript({});
    expect(window.__ropcBoot?.early?.slice(3).map((c) => c.body)).toEqual(['{"period":"7"}', '{"period":"7"}']);
    delete window.__ropcBoot;
    window.history.replaceState(null, '', '/user');
    runBootScript({});
    expect(bootState()?.early?.map((c) => c.url)).toEqual([
      '/api/ropc/settings',
      '/api/user/user/preferences',
      '/api/ropc/alarm/unread-count',
    ]);
  });

  it('on a first visit asks the early calls for the first organisation of the list', async () => {
    setCookie('token', 'tok-1');
    const fetch = runBootScript({ '/api/ropc/business/user/list': ok(ORGS) });
    await Promise.all((window.__ropcBoot?.early || []).map((c) => c.answer));
    const calls = fetch.mock.calls as unknown as Array<[string, { headers: Record<string, string> }]>;
    expect(calls).toHaveLength(8);
    calls.slice(1).forEach(([, init]) => expect(init.headers).toMatchObject({ 'x-bus-id': 'org-1' }));
  });

  it('asks nothing more when the first visit finds no organisation, and nothing at all without a token', async () => {
    setCookie('token', 'tok-1');
    const fetch = runBootScript({ '/api/ropc/business/user/list': ok([]) });
    await window.__ropcBoot?.calls.userInfo;
    await window.__ropcBoot?.calls.roleInfo;
    await Promise.all((window.__ropcBoot?.early || []).map((c) => c.answer));
    expect(fetch.mock.calls).toHaveLength(1);
    delete window.__ropcBoot;
    document.cookie = 'token=; path=/; expires=Thu, 01 Jan 1970 00:00:00 GMT';
    expect(runBootScript({}).mock.calls).toHaveLength(0);
    expect(window.__ropcBoot).toBeUndefined();
  });

  it("puts antd's styles saved for this build and theme first in <head>, queued, with their cache paths; no others", () => {
    document.head.insertAdjacentHTML(
      'beforeend',
      '<link rel="stylesheet" href="/umi.css"><meta name="ropc-build" content="b-1">',
    );
    const saved = {
      build: 'b-1',
      theme: 'light',
      css: '.ant-btn{color:red}',
      paths: 'tok|Button|ant:h1;tok|Tag|ant:h2',
    };
    localStorage.setItem('ropc.styles', JSON.stringify(saved));
    runBootScript({});
    const sheet = document.head.firstElementChild;
    expect(sheet?.id).toBe('ropc-saved-styles');
    expect(sheet?.textContent).toBe(
      '.ant-btn{color:red}.data-ant-cssinjs-cache-path{content:"tok|Button|ant:h1;tok|Tag|ant:h2";}',
    );
    // In antd's queue, so that what antd generates later comes after it (config/stubs/IndexedDynamicCSS.ts).
    expect(sheet?.getAttribute('data-rc-order')).toBe('prependQueue');
    sheet?.remove();
    localStorage.setItem('ropc.styles', JSON.stringify({ ...saved, build: 'b-0' }));
    runBootScript({});
    expect(document.getElementById('ropc-saved-styles')).toBeNull();
    // Saved in light, not for a visit in dark; saved in dark, for it.
    localStorage.setItem('ropc.theme', JSON.stringify({ last: 'dark', users: { 'u-1': 'dark' } }));
    localStorage.setItem('ropc.styles', JSON.stringify(saved));
    runBootScript({});
    expect(document.getElementById('ropc-saved-styles')).toBeNull();
    localStorage.setItem('ropc.styles', JSON.stringify({ ...saved, theme: 'dark' }));
    runBootScript({});
    expect(document.getElementById('ropc-saved-styles')).not.toBeNull();
    document.getElementById('ropc-saved-styles')?.remove();
    localStorage.removeItem('ropc.theme');
    // A sheet of another form is not applied, and removed (src/speed/savedStyles/form.test.ts: every hostile form).
    localStorage.setItem('ropc.styles', JSON.stringify({ ...saved, paths: 'a:1";}body{display:none}\\' }));
    runBootScript({});
    expect(document.getElementById('ropc-saved-styles')).toBeNull();
    expect(localStorage.getItem('ropc.styles')).toBeNull();
  });

  it('sets the dark theme of the last user on <html> and, after the first frame, preloads the layout, the page and the catalog', async () => {
    localStorage.setItem('ropc.theme', JSON.stringify({ last: 'dark', users: { 'u-1': 'dark' } }));
    setCookie('token', 'tok-1');
    document.head.insertAdjacentHTML(
      'beforeend',
      '<meta name="ropc-preload" data-key="layout" content="/l.js"><meta name="ropc-preload" data-key="route:/home" content="/h.js">' +
        '<meta name="ropc-preload" data-key="catalog:en-US" content="/c-en.js"><meta name="ropc-preload" data-key="route:/user" content="/u.js">',
    );
    runBootScript({});
    expect(document.documentElement.getAttribute('data-theme')).toBe('dark');
    const preloads = () =>
      [...document.head.querySelectorAll<HTMLLinkElement>('link[rel="preload"]')].map((l) => new URL(l.href).pathname);
    // After the shell's first frame: none yet.
    expect(preloads()).toEqual([]);
    await new Promise((frame) => {
      requestAnimationFrame(frame);
    });
    await new Promise((task) => {
      setTimeout(task, 0);
    });
    expect(preloads()).toEqual(['/l.js', '/h.js', '/c-en.js']);
  });
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

  it('asks again for user and permissions when the saved organisation is no longer the user’s', async () => {
    const { startup, services } = load();
    setCookie('token', 'tok-1');
    localStorage.setItem('currentOrgId', 'org-gone');
    runBootScript({
      '/api/ropc/business/user/list': ok(ORGS),
      '/api/user/user/info': ok(USER),
      '/api/ropc/auth/role/info': ok({ menuAuths: ['home'] }),
    });
    const context = await startup.startSession({ pathname: '/home', search: '' });
    expect(context.currentOrgId).toBe('org-1');
    expect(services.getCurrentUser).toHaveBeenCalledTimes(1);
    expect(services.getRoleInfo).toHaveBeenCalledTimes(1);
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
