// The boot script (./run.ts, bundled by the build into boot.<hash>.js): the spec's startup order in each branch, the
// timeout, the mode, the ops switches, the theme, saved styles and preloads.
import { REQUEST_TIMEOUT } from '@/request/codes';
import { isBootFailure } from './state';
import { runBoot } from './run';
import { freshPage, setCookie } from '@test/bootPage';

const ok = (data: unknown) => ({ code: '000200', msg: 'ok', data });
const ORGS = [
  { busId: 'org-1', name: 'Harbour' },
  { busId: 'org-2', name: 'Pacific' },
];
const LIST = '/api/ropc/business/user/list';
const USER_INFO = '/api/user/user/info';
const ROLE_INFO = '/api/ropc/auth/role/info';
const STARTUP = [LIST, USER_INFO, ROLE_INFO];
const SHELL = ['/api/ropc/settings', '/api/user/user/preferences', '/api/ropc/alarm/unread-count'];
const DASHBOARD = ['/api/ropc/dashboard/summary', '/api/ropc/dashboard/trend'];

type Init = RequestInit & { headers: Record<string, string>; signal: AbortSignal };
type Answer = unknown | Error | 'hang' | { status: number };

/** A fetch that answers per URL: a body; an Error (no network); 'hang' (until aborted); { status } (HTTP error). */
function mockFetch(answers: Record<string, Answer>) {
  const fetch = jest.fn((url: string, init: Init) => {
    const answer = answers[url];
    if (answer instanceof Error) return Promise.reject(answer);
    if (answer === 'hang')
      return new Promise((_, reject) => {
        init.signal.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')));
      });
    if (answer && typeof answer === 'object' && 'status' in answer)
      return Promise.resolve({ ok: false, status: (answer as { status: number }).status, json: () => null });
    return Promise.resolve({ ok: true, status: 200, json: () => Promise.resolve(answer ?? ok(null)) });
  });
  (window as unknown as { fetch: unknown }).fetch = fetch;
  return fetch;
}

/** Runs boot and waits until every call it started has settled. */
async function boot(answers: Record<string, Answer>) {
  const fetch = mockFetch(answers);
  runBoot();
  const state = window.__ropcBoot;
  await Promise.all([...Object.values(state?.calls || {}), ...(state?.early || []).map((c) => c.answer)]);
  const calls = (fetch.mock.calls as unknown as Array<[string, Init]>).map(([url, init]) => ({
    url,
    method: init.method,
    body: init.body,
    headers: init.headers,
  }));
  return { fetch, calls, urls: calls.map((c) => c.url) };
}

const GRANTED = {
  [LIST]: ok(ORGS),
  [USER_INFO]: ok({ userId: 'u-1' }),
  [ROLE_INFO]: ok({ menuAuths: ['home', 'role'] }),
};

beforeEach(() => {
  freshPage();
  setCookie('token', 'tok-1');
});

describe('the startup calls, in the order of spec section 4', () => {
  it('asks for the list first, with no organisation: nothing else leaves before it has come', () => {
    localStorage.setItem('currentOrgId', 'org-2');
    setCookie('locale', 'ja-JP');
    const fetch = mockFetch(GRANTED);
    runBoot();
    expect(fetch.mock.calls.map(([url]) => url)).toEqual([LIST]);
    expect((fetch.mock.calls[0] as unknown as [string, Init])[1].headers).toEqual({
      'Content-Type': 'application/json',
      'x-access-token': 'tok-1',
      'x-locale': 'ja-JP',
      'x-bus-id': '',
    });
  });

  it('then user info and permissions for the saved organisation the list confirms, then the calls they allow', async () => {
    localStorage.setItem('currentOrgId', 'org-2');
    window.history.replaceState(null, '', '/home?period=30');
    const { calls, urls } = await boot(GRANTED);
    expect(urls.slice(0, 3)).toEqual(STARTUP);
    expect(urls.slice(3)).toEqual([...SHELL, ...DASHBOARD]);
    calls.slice(1).forEach((c) => expect(c.headers).toMatchObject({ 'x-bus-id': 'org-2', 'x-access-token': 'tok-1' }));
    expect(calls.slice(6).map((c) => c.body)).toEqual(['{"period":"30"}', '{"period":"30"}']);
    expect(window.__ropcBoot).toMatchObject({ token: 'tok-1', busId: 'org-2', locale: 'en-US' });
  });

  it('never sends a stale saved organisation: the first organisation of the list instead', async () => {
    localStorage.setItem('currentOrgId', 'org-left');
    const { calls } = await boot(GRANTED);
    expect(calls).toHaveLength(8);
    expect(calls.filter((c) => c.headers['x-bus-id'] === 'org-left')).toEqual([]);
    calls.slice(1).forEach((c) => expect(c.headers['x-bus-id']).toBe('org-1'));
    expect(window.__ropcBoot?.busId).toBe('org-1');
  });

  it('a user with empty menuAuths: only the three startup calls', async () => {
    const { urls } = await boot({ ...GRANTED, [ROLE_INFO]: ok({ menuAuths: [] }) });
    expect(urls).toEqual(STARTUP);
  });

  it('asks only what the permissions allow: no unread count nor dashboard without home', async () => {
    const { urls } = await boot({ ...GRANTED, [ROLE_INFO]: ok({ menuAuths: ['user', 'user:create'] }) });
    expect(urls).toEqual([...STARTUP, ...SHELL.slice(0, 2)]);
  });

  it('asks nothing after a failed or refused list, nor after failed permissions', async () => {
    expect((await boot({ [LIST]: ok([]) })).urls).toEqual([LIST]);
    delete window.__ropcBoot;
    expect((await boot({ [LIST]: { code: '000401', msg: 'expired', data: null } })).urls).toEqual([LIST]);
    delete window.__ropcBoot;
    expect((await boot({ ...GRANTED, [ROLE_INFO]: { status: 500 } })).urls).toEqual(STARTUP);
  });

  it('Last 7 Days when the period of the address is unknown; no dashboard on other pages', async () => {
    window.history.replaceState(null, '', '/home?period=<b>');
    expect((await boot(GRANTED)).calls.slice(6).map((c) => c.body)).toEqual(['{"period":"7"}', '{"period":"7"}']);
    delete window.__ropcBoot;
    window.history.replaceState(null, '', '/user');
    expect((await boot(GRANTED)).urls).toEqual([...STARTUP, ...SHELL]);
  });

  it("a table page's list, as its table asks it, when the permissions hold its page's code", async () => {
    const LIST_OF_ORGS = '/api/ropc/business/page/child';
    const granted = { ...GRANTED, [ROLE_INFO]: ok({ menuAuths: ['organization'] }) };
    const at = async (address: string, answers = granted) => {
      delete window.__ropcBoot;
      window.history.replaceState(null, '', address);
      return (await boot(answers)).calls.filter((c) => c.url === LIST_OF_ORGS).map((c) => [c.method, c.body]);
    };
    expect(await at('/organization')).toEqual([['POST', '{"current":1,"pageSize":10}']]);
    // The address's page and size as the table reads them (a bad size is the spec's, a large one the maximum).
    expect(await at('/organization?current=3&pageSize=50')).toEqual([['POST', '{"current":3,"pageSize":50}']]);
    expect(await at('/organization?current=x&pageSize=5000')).toEqual([['POST', '{"current":1,"pageSize":200}']]);
    // A filter or an opened organisation: the page builds that read itself.
    expect(await at('/organization?name=Harbour')).toEqual([]);
    expect(await at('/organization?org=org-9')).toEqual([]);
    // Without the page's code, nothing.
    expect(await at('/organization', GRANTED)).toEqual([]);
    const lists = {
      '/user': '/api/ropc/user/page',
      '/account': '/api/ropc/account/page',
      '/role': '/api/ropc/auth/role/list',
    };
    for (const [page, url] of Object.entries(lists)) {
      delete window.__ropcBoot;
      window.history.replaceState(null, '', page);
      const codes = [page.slice(1)];
      expect((await boot({ ...GRANTED, [ROLE_INFO]: ok({ menuAuths: codes }) })).urls).toContain(url);
    }
  });

  it("the index is Home's page (it redirects there, and sign-in lands on it): the dashboard too", async () => {
    window.history.replaceState(null, '', '/');
    expect((await boot(GRANTED)).urls).toEqual([...STARTUP, ...SHELL, ...DASHBOARD]);
  });
});

describe('when boot asks nothing', () => {
  it.each([
    ['without a token', () => setCookie('token', '')],
    ['on the documentation', () => window.history.replaceState(null, '', '/document/productDocumentation')],
    ['in alternate mode', () => window.history.replaceState(null, '', '/home?mode=distributor&busId=org-3')],
    [
      'in alternate mode named with escapes, as the app reads it',
      () => window.history.replaceState(null, '', '/home?%6Dode=distributor&busId=org-3'),
    ],
    ["with earlyCalls: 'off' in config.js", () => (window.ROPC_CONFIG = { earlyCalls: 'off' })],
  ])('%s', async (_, arrange) => {
    arrange();
    const { urls } = await boot(GRANTED);
    expect(urls).toEqual([]);
    expect(window.__ropcBoot).toBeUndefined();
  });

  it('asks as usual for an empty mode (not alternate mode for the app either) and a malformed switch', async () => {
    window.history.replaceState(null, '', '/home?%6Dode=&busId=org-3');
    window.ROPC_CONFIG = { earlyCalls: 'of' } as never;
    expect((await boot(GRANTED)).urls.slice(0, 3)).toEqual(STARTUP);
  });

  it('reads the token from the cookie config.js names', async () => {
    window.ROPC_CONFIG = { tokenCookie: 'ops_session' };
    setCookie('ops_session', 'tok-ops');
    const { calls } = await boot(GRANTED);
    expect(calls[0].headers['x-access-token']).toBe('tok-ops');
  });
});

describe('every boot call ends by the request timeout', () => {
  afterEach(() => jest.useRealTimers());

  it('a call left hanging ends as a timeout after REQUEST_TIMEOUT, an HTTP error as itself', async () => {
    jest.useFakeTimers();
    mockFetch({ [LIST]: 'hang' });
    runBoot();
    const list = window.__ropcBoot!.calls.orgList!;
    let settled: unknown;
    list.then((body) => {
      settled = body;
    });
    await jest.advanceTimersByTimeAsync(REQUEST_TIMEOUT - 1);
    expect(settled).toBeUndefined();
    await jest.advanceTimersByTimeAsync(1);
    expect(settled).toEqual({ failed: 'timeout' });
    expect(isBootFailure(settled)).toBe(true);
    // Nothing followed the list.
    expect(await window.__ropcBoot!.calls.userInfo).toBeNull();
    jest.useRealTimers();
    delete window.__ropcBoot;
    mockFetch({ [LIST]: { status: 504 } });
    runBoot();
    expect(await window.__ropcBoot!.calls.orgList).toEqual({ failed: 'http', status: 504 });
  });

  it('no network is a failure of its own', async () => {
    mockFetch({ [LIST]: new TypeError('Failed to fetch') });
    runBoot();
    expect(await window.__ropcBoot!.calls.orgList).toEqual({ failed: 'network' });
  });
});

describe('theme, saved styles and preloads', () => {
  const saved = { build: 'b-1', theme: 'light', css: '.ant-btn{color:red}', paths: 'tok|Button|ant:h1;tok|Tag|ant:h2' };

  it("puts antd's styles saved for this build and theme first in <head>, queued, with their cache paths; no others", () => {
    mockFetch({});
    document.head.insertAdjacentHTML(
      'beforeend',
      '<link rel="stylesheet" href="/umi.css"><meta name="ropc-build" content="b-1">',
    );
    localStorage.setItem('ropc.styles', JSON.stringify(saved));
    runBoot();
    const sheet = document.head.firstElementChild;
    expect(sheet?.id).toBe('ropc-saved-styles');
    expect(sheet?.textContent).toBe(
      '.ant-btn{color:red}.data-ant-cssinjs-cache-path{content:"tok|Button|ant:h1;tok|Tag|ant:h2";}',
    );
    // In antd's queue, so that what antd generates later comes after it (config/stubs/IndexedDynamicCSS.ts).
    expect(sheet?.getAttribute('data-rc-order')).toBe('prependQueue');
    sheet?.remove();
    localStorage.setItem('ropc.styles', JSON.stringify({ ...saved, build: 'b-0' }));
    runBoot();
    expect(document.getElementById('ropc-saved-styles')).toBeNull();
    // Saved in light, not for a visit in dark; saved in dark, for it.
    localStorage.setItem('ropc.theme', JSON.stringify({ last: 'dark', users: { 'u-1': 'dark' } }));
    localStorage.setItem('ropc.styles', JSON.stringify(saved));
    runBoot();
    expect(document.getElementById('ropc-saved-styles')).toBeNull();
    localStorage.setItem('ropc.styles', JSON.stringify({ ...saved, theme: 'dark' }));
    runBoot();
    expect(document.getElementById('ropc-saved-styles')).not.toBeNull();
    document.getElementById('ropc-saved-styles')?.remove();
    localStorage.removeItem('ropc.theme');
    // A sheet of another form is not applied, and removed (src/speed/savedStyles/form.test.ts: every hostile form).
    localStorage.setItem('ropc.styles', JSON.stringify({ ...saved, paths: 'a:1";}body{display:none}\\' }));
    runBoot();
    expect(document.getElementById('ropc-saved-styles')).toBeNull();
    expect(localStorage.getItem('ropc.styles')).toBeNull();
  });

  it('sends the list before it checks and inserts the saved sheet, whose checks hold the main thread', () => {
    const order: string[] = [];
    mockFetch({}).mockImplementation(() => {
      order.push('call');
      return new Promise<never>(() => {});
    });
    document.head.insertAdjacentHTML('beforeend', '<meta name="ropc-build" content="b-1">');
    localStorage.setItem('ropc.styles', JSON.stringify(saved));
    const getItem = Storage.prototype.getItem;
    const read = jest.spyOn(Storage.prototype, 'getItem').mockImplementation(function (this: Storage, key: string) {
      if (key === 'ropc.styles') order.push('saved styles');
      return getItem.call(this, key);
    });
    runBoot();
    read.mockRestore();
    expect(order).toEqual(['call', 'saved styles']);
    expect(document.getElementById('ropc-saved-styles')).not.toBeNull();
  });

  it("with savedStyles: 'off' in config.js applies no saved sheet and removes it", () => {
    mockFetch({});
    window.ROPC_CONFIG = { savedStyles: 'off' };
    document.head.insertAdjacentHTML('beforeend', '<meta name="ropc-build" content="b-1">');
    localStorage.setItem('ropc.styles', JSON.stringify(saved));
    runBoot();
    expect(document.getElementById('ropc-saved-styles')).toBeNull();
    expect(localStorage.getItem('ropc.styles')).toBeNull();
  });

  it('sets the dark theme of the last user on <html> and, after the first frame, preloads the layout, the page and the catalog', async () => {
    mockFetch({});
    localStorage.setItem('ropc.theme', JSON.stringify({ last: 'dark', users: { 'u-1': 'dark' } }));
    document.head.insertAdjacentHTML(
      'beforeend',
      '<meta name="ropc-preload" data-key="layout" content="/l.js"><meta name="ropc-preload" data-key="route:/home" content="/h.js">' +
        '<meta name="ropc-preload" data-key="catalog:en-US" content="/c-en.js"><meta name="ropc-preload" data-key="route:/user" content="/u.js">',
    );
    runBoot();
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
