// The whole request pipeline as the console runs it: Umi's request with src/request/config.ts, driven through
// the typed client with a stub axios adapter in place of the network. Real headers, real envelope handling,
// real translated messages; only the toast and the full-page navigation are observed through spies.
import { AxiosError, type AxiosAdapter, type InternalAxiosRequestConfig } from 'axios';
import { setLocale } from '@umijs/max';
import { createHistory } from '@@/core/history';
import { setIntl } from '@@/plugin-locale/localeExports';
import { ropc, userApi, type CallOptions } from '@/services/ropc/client';
import { browser } from '@/session/navigation';
import { watchOtherTabs } from '@/session/otherTabs';
import { resetLeaving } from '@/session/redirects';
import { deferred } from '@test/deferred';
import { answersHaveCome, forgetCachedReads, holdEarly, holdEarlySummary } from '@test/earlyCalls';
import { AHEAD_MS } from './queryCache';
import { BizError, TransportError } from './errors';
import { feedback } from './feedback';
import { followPage } from './pageScope';

createHistory({ type: 'browser' });

let seen: InternalAxiosRequestConfig[] = [];

function reply(status: number, body: unknown, contentType = 'application/json'): AxiosAdapter {
  return async (config) => {
    seen.push(config);
    const data = typeof body === 'string' ? body : JSON.stringify(body);
    const response = { data, status, statusText: '', headers: { 'content-type': contentType }, config, request: {} };
    if (status >= 200 && status < 300) return response;
    throw new AxiosError(
      `Request failed with status code ${status}`,
      status >= 500 ? 'ERR_BAD_RESPONSE' : 'ERR_BAD_REQUEST',
      config,
      {},
      response,
    );
  };
}

function fail(code: string, message: string): AxiosAdapter {
  return async (config) => {
    seen.push(config);
    throw new AxiosError(message, code, config, {});
  };
}

const ok = (data: unknown) => reply(200, { code: '000200', msg: 'success', data });
const withAdapter = (adapter: AxiosAdapter, options: CallOptions = {}) => ({ ...options, adapter }) as CallOptions;
const header = (name: string, i = 0) => seen[i].headers.get(name);

let toasts: { error: jest.SpyInstance; warning: jest.SpyInstance; notify: jest.SpyInstance };
let leave: jest.SpyInstance;

beforeEach(() => {
  seen = [];
  localStorage.clear();
  sessionStorage.clear();
  localStorage.setItem('token', 'tok-1');
  localStorage.setItem('currentOrgId', 'org-1');
  setIntl('en-US'); // setLocale is a no-op when the stored language already matches
  window.history.replaceState(null, '', '/role');
  resetLeaving();
  toasts = {
    error: jest.spyOn(feedback, 'error').mockImplementation(() => undefined as never),
    warning: jest.spyOn(feedback, 'warning').mockImplementation(() => undefined as never),
    notify: jest.spyOn(feedback, 'notify').mockImplementation(() => undefined as never),
  };
  leave = jest.spyOn(browser, 'replace').mockImplementation(() => {});
});

afterEach(() => jest.restoreAllMocks());

describe('headers', () => {
  it('sends x-access-token, x-bus-id (the current organisation) and x-locale, and no mode headers', async () => {
    await ropc.get('/business/user/list', withAdapter(ok([])));
    expect(header('x-access-token')).toBe('tok-1');
    expect(header('x-bus-id')).toBe('org-1');
    expect(header('x-locale')).toBe('en-US');
    expect(header('x-mode')).toBeUndefined();
    expect(header('x-source-bus-id')).toBeUndefined();
    expect(header('x-custom-params')).toBeUndefined();
  });

  it('in alternate mode sends x-mode, x-bus-id = the mode busId and x-source-bus-id = fromBusId', async () => {
    sessionStorage.setItem('mode', JSON.stringify({ mode: 'distributor', busId: 'org-2', fromBusId: 'dist-1' }));
    await ropc.post('/auth/role/info', {}, withAdapter(ok({ menuAuths: [] })));
    expect(header('x-mode')).toBe('distributor');
    expect(header('x-bus-id')).toBe('org-2');
    expect(header('x-source-bus-id')).toBe('dist-1');
    expect(header('x-access-token')).toBe('tok-1');
  });

  it('in alternate mode without fromBusId sends no x-source-bus-id', async () => {
    sessionStorage.setItem('mode', JSON.stringify({ mode: 'distributor', busId: 'org-2' }));
    await ropc.get('/x', withAdapter(ok(null)));
    expect(header('x-bus-id')).toBe('org-2');
    expect(header('x-source-bus-id')).toBeUndefined();
  });

  it('reads the language, organisation and token at every request (switching applies to the next call)', async () => {
    await ropc.get('/x', withAdapter(ok(null)));
    setLocale('ja-JP', false);
    localStorage.setItem('currentOrgId', 'org-3');
    localStorage.setItem('token', 'tok-2');
    await ropc.get('/x', withAdapter(ok(null)));
    setLocale('zh-CN', false);
    await ropc.get('/x', withAdapter(ok(null)));
    expect([header('x-locale', 0), header('x-locale', 1), header('x-locale', 2)]).toEqual(['en-US', 'ja-JP', 'zh-CN']);
    expect([header('x-bus-id', 0), header('x-bus-id', 1)]).toEqual(['org-1', 'org-3']);
    expect([header('x-access-token', 0), header('x-access-token', 1)]).toEqual(['tok-1', 'tok-2']);
  });

  it('builds x-custom-params from the typed options: JSON with originUrl and isShowError', async () => {
    await ropc.post(
      '/business',
      { name: 'n' },
      withAdapter(ok(null), { customParams: { originUrl: '/api/ropc/business', isShowError: false } }),
    );
    expect(JSON.parse(String(header('x-custom-params')))).toEqual({
      originUrl: '/api/ropc/business',
      isShowError: false,
    });
  });

  it('keeps x-custom-params ASCII so the browser accepts it, and still valid JSON', async () => {
    await ropc.get('/x', withAdapter(ok(null), { customParams: { originUrl: '/api/ropc/组织' } }));
    const raw = String(header('x-custom-params'));
    expect(raw).toMatch(/^[\x20-\x7e]+$/);
    expect(JSON.parse(raw)).toEqual({ originUrl: '/api/ropc/组织' });
  });
});

describe('request shape', () => {
  it.each([
    ['post', () => ropc.post('/auth/role/create', { name: 'Ops' }, withAdapter(ok(null)))],
    ['put', () => ropc.put('/thing/1', { name: 'Ops' }, withAdapter(ok(null)))],
    ['patch', () => ropc.patch('/auth/role/update', { name: 'Ops' }, withAdapter(ok(null)))],
    ['delete', () => ropc.delete('/thing/1', { name: 'Ops' }, withAdapter(ok(null)))],
  ])('%s sends a JSON body, credentials and the 30 s timeout under /api/ropc', async (method, send) => {
    await send();
    expect(seen[0].method).toBe(method);
    expect(seen[0].url).toMatch(/^\/api\/ropc\//);
    expect(JSON.parse(String(seen[0].data))).toEqual({ name: 'Ops' });
    expect(String(seen[0].headers.get('Content-Type'))).toContain('application/json');
    expect(seen[0].withCredentials).toBe(true);
    expect(seen[0].timeout).toBe(30000);
  });

  it('user calls go under /api/user', async () => {
    await userApi.post('/user/info', undefined, withAdapter(ok({})));
    expect(seen[0].url).toBe('/api/user/user/info');
    expect(seen[0].data).toBe('{}');
  });

  it('get sends query parameters and no body', async () => {
    await ropc.get('/alarms', withAdapter(ok(null), { params: { current: 2, pageSize: 10 } }));
    expect(seen[0].params).toEqual({ current: 2, pageSize: 10 });
    expect(seen[0].data).toBeUndefined();
  });

  it('a per-call timeout replaces the default', async () => {
    await ropc.get('/x', withAdapter(ok(null), { timeout: 5000 }));
    expect(seen[0].timeout).toBe(5000);
  });
});

describe('answers', () => {
  it('unwraps the data of a { code, msg, data } answer', async () => {
    await expect(ropc.get('/x', withAdapter(ok({ list: [1], total: 1 })))).resolves.toEqual({ list: [1], total: 1 });
    expect(toasts.error).not.toHaveBeenCalled();
  });

  it('unwraps the data of a { success, data } answer', async () => {
    await expect(ropc.get('/x', withAdapter(reply(200, { success: true, data: [1, 2] })))).resolves.toEqual([1, 2]);
  });

  it('success: false raises a business error carrying errorMessage, shown by its showType', async () => {
    const answer = reply(200, { success: false, errorCode: '020001', errorMessage: 'Device offline', showType: 1 });
    const error = await ropc.get('/devices', withAdapter(answer)).catch((e) => e);
    expect(error).toBeInstanceOf(BizError);
    expect(error).toMatchObject({ code: '020001', message: 'Device offline', showType: 1 });
    expect(toasts.warning).toHaveBeenCalledWith('Device offline');
    expect(toasts.error).not.toHaveBeenCalled();
  });

  it('a failing code rejects with a BizError and toasts the translated message, in the UI language', async () => {
    setLocale('ja-JP', false);
    const error = await ropc
      .post(
        '/business',
        {},
        withAdapter(reply(200, { code: '010002', msg: 'Organization name is duplicate', data: null })),
      )
      .catch((e) => e);
    expect(error).toBeInstanceOf(BizError);
    expect(toasts.error).toHaveBeenCalledWith('組織名が重複しています');
    setLocale('zh-CN', false);
    await ropc.post('/business', {}, withAdapter(reply(200, { code: '010002', msg: '', data: null }))).catch(() => {});
    expect(toasts.error).toHaveBeenLastCalledWith('组织名称重复');
  });

  it('looks the message up with originUrl when given', async () => {
    const answer = reply(200, { code: '000500', msg: 'System error', data: null });
    await ropc
      .post('/proxy/anything', {}, withAdapter(answer, { customParams: { originUrl: '/api/ropc/auth/role/create' } }))
      .catch(() => {});
    expect(toasts.error).toHaveBeenCalledWith('Add Failed');
  });

  it('060103 picks the message of data.reasonCode from the interface table', async () => {
    const answer = reply(200, { code: '060103', msg: 'Operation not allowed', data: { reasonCode: 'ROLE_IN_USE' } });
    await ropc.delete('/auth/role/delete/r-1', undefined, withAdapter(answer)).catch(() => {});
    expect(toasts.error).toHaveBeenCalledWith('This role is still assigned to users. Give them another role first.');
  });

  it('isShowError false rejects without a toast', async () => {
    const error = await ropc
      .post(
        '/business',
        {},
        withAdapter(reply(200, { code: '010002', msg: 'dup', data: null }), { customParams: { isShowError: false } }),
      )
      .catch((e) => e);
    expect(error).toBeInstanceOf(BizError);
    expect(toasts.error).not.toHaveBeenCalled();
  });

  it('skipErrorHandler rejects with the error and shows nothing, even for 000401', async () => {
    const error = await ropc
      .get('/x', withAdapter(reply(200, { code: '000401', msg: 'expired', data: null }), { skipErrorHandler: true }))
      .catch((e) => e);
    expect(error).toMatchObject({ code: '000401' });
    expect(toasts.error).not.toHaveBeenCalled();
    expect(leave).not.toHaveBeenCalled();
    expect(localStorage.getItem('token')).toBe('tok-1');
  });
});

describe('transport failures: a clear message, a rejected promise, no white screen', () => {
  it.each([
    [
      'HTTP 500 with the JSON envelope',
      reply(500, { code: '000500', msg: 'System error', data: null }),
      'Something went wrong on the platform. Please retry.',
    ],
    [
      'HTTP 500 with other JSON',
      reply(500, { error: 'Internal Server Error' }),
      'The platform is unavailable (HTTP 500). Please retry later.',
    ],
    [
      'HTTP 502 with an HTML page',
      reply(502, '<html><body><h1>502 Bad Gateway</h1></body></html>', 'text/html'),
      'The platform is unavailable (HTTP 502). Please retry later.',
    ],
    [
      'HTTP 404 with an HTML page',
      reply(404, '<html>Not Found</html>', 'text/html'),
      'The request was refused (HTTP 404).',
    ],
    [
      'HTTP 400 with the JSON envelope',
      reply(400, { code: '010007', msg: 'Invalid', data: null }),
      'Some fields are invalid. Check the form and retry.',
    ],
    [
      'a 200 answer that is an HTML page',
      reply(200, '<!doctype html><html><body>Gateway maintenance</body></html>', 'text/html'),
      'The platform sent a web page instead of data (a gateway may be under maintenance). Please retry later.',
    ],
    [
      'a 200 answer with malformed JSON',
      reply(200, '{"code":"000200","data":'),
      'The answer from the platform was incomplete or damaged. Please retry.',
    ],
    [
      'a 200 answer with JSON that is not the envelope',
      reply(200, [1, 2]),
      'The platform sent a web page instead of data (a gateway may be under maintenance). Please retry later.',
    ],
    [
      'a timeout',
      fail('ETIMEDOUT', 'timeout of 30000ms exceeded'),
      'The platform did not answer in time. Please retry.',
    ],
    [
      'an unreachable platform',
      fail('ERR_NETWORK', 'Network Error'),
      'The platform cannot be reached. Check the network connection and retry.',
    ],
  ])('%s', async (_name, adapter, text) => {
    const outcome = await ropc.get('/x', withAdapter(adapter)).then(
      () => 'resolved',
      (e) => e,
    );
    expect(outcome).toBeInstanceOf(Error);
    expect(toasts.error).toHaveBeenCalledTimes(1);
    expect(toasts.error).toHaveBeenCalledWith(text);
  });

  it('offline', async () => {
    const onLine = jest.spyOn(window.navigator, 'onLine', 'get').mockReturnValue(false);
    const error = await ropc.get('/x', withAdapter(fail('ERR_NETWORK', 'Network Error'))).catch((e) => e);
    onLine.mockRestore();
    expect(error).toMatchObject({ kind: 'offline' });
    expect(toasts.error).toHaveBeenCalledWith('You appear to be offline. Check the network connection and retry.');
  });

  it('a request cancelled by the page (AbortSignal) rejects without a toast', async () => {
    const controller = new AbortController();
    controller.abort();
    const error = await ropc.get('/x', withAdapter(ok(null), { signal: controller.signal })).catch((e) => e);
    expect(error).toBeInstanceOf(TransportError);
    expect(error).toMatchObject({ kind: 'cancelled' });
    expect(toasts.error).not.toHaveBeenCalled();
  });

  it('a request the browser aborted because the user navigated away rejects without a toast', async () => {
    const error = await ropc.get('/x', withAdapter(fail('ECONNABORTED', 'Request aborted'))).catch((e) => e);
    expect(error).toMatchObject({ kind: 'cancelled' });
    expect(toasts.error).not.toHaveBeenCalled();
  });
});

describe('a read of a page the user leaves', () => {
  /** An answer of 000500 held until `release` (once the user has left); `started` once the request is out. */
  function slowFailure() {
    let markStarted!: () => void;
    const started = new Promise<void>((resolve) => {
      markStarted = resolve;
    });
    let release!: () => void;
    const released = new Promise<void>((resolve) => {
      release = resolve;
    });
    const answer = reply(200, { code: '000500', msg: 'System error', data: null });
    const adapter: AxiosAdapter = (config) => {
      markStarted();
      return released.then(() => answer(config));
    };
    return { adapter, started, release };
  }

  async function leaveWhileRunning(path: string, body: object, options: CallOptions, to: string) {
    const slow = slowFailure();
    const pending = ropc.post(path, body, withAdapter(slow.adapter, options)).catch((e) => e);
    await slow.started;
    window.history.pushState(null, '', to);
    followPage();
    slow.release();
    return pending;
  }

  it('is aborted when the path changes, and rejects without a toast', async () => {
    const error = await leaveWhileRunning('/auth/role/list', {}, { cancelOnLeave: true }, '/user');
    expect(error).toMatchObject({ kind: 'cancelled' });
    expect(seen[0].signal?.aborted).toBe(true);
    expect(toasts.error).not.toHaveBeenCalled();
  });

  it('is kept when only the query changes (another page of the table)', async () => {
    const error = await leaveWhileRunning('/auth/role/list', {}, { cancelOnLeave: true }, '/role?current=2');
    expect(error).toBeInstanceOf(BizError);
    expect(toasts.error).toHaveBeenCalledWith('Something went wrong on the platform. Please retry.');
  });

  it('a write is never aborted: its failure is still reported after leaving', async () => {
    const error = await leaveWhileRunning('/auth/role/create', { name: 'x' }, {}, '/user');
    expect(error).toBeInstanceOf(BizError);
    expect(seen[0].signal).toBeUndefined();
    expect(toasts.error).toHaveBeenCalledWith('Add Failed');
  });
});

describe('session codes', () => {
  it('a burst of five 000401 answers makes one redirect to login and one toast', async () => {
    window.history.replaceState(null, '', '/user?current=2');
    const expired = reply(200, { code: '000401', msg: 'Session expired', data: null });
    const results = await Promise.allSettled(Array.from({ length: 5 }, () => ropc.get('/x', withAdapter(expired))));
    expect(results.every((r) => r.status === 'rejected')).toBe(true);
    expect(leave).toHaveBeenCalledTimes(1);
    expect(leave).toHaveBeenCalledWith('/mock-login?redirect=%2Fuser%3Fcurrent%3D2');
    expect(toasts.error).toHaveBeenCalledTimes(1);
    expect(toasts.error).toHaveBeenCalledWith('Your session has expired. Please sign in again.');
    expect(localStorage.getItem('token')).toBeNull();
    expect(localStorage.getItem('currentOrgId')).toBeNull();
  });

  it('000402 opens /noAuth', async () => {
    await ropc.get('/x', withAdapter(reply(200, { code: '000402', msg: 'No access', data: null }))).catch(() => {});
    expect(window.location.pathname).toBe('/noAuth');
  });

  it('showType 9 opens /exception with errorCode and errorMessage', async () => {
    await ropc
      .get(
        '/x',
        withAdapter(reply(200, { success: false, errorCode: 'E42', errorMessage: '<b>Broken</b>', showType: 9 })),
      )
      .catch(() => {});
    expect(window.location.pathname).toBe('/exception');
    const query = new URLSearchParams(window.location.search);
    expect([query.get('errorCode'), query.get('errorMessage')]).toEqual(['E42', '<b>Broken</b>']);
  });
});

/** A dashboard summary and the platform's success envelope, as boot.js's early calls receive them. */
const SUMMARY = { period: '7', current: { taskCount: 3 } };
const envelope = (data: unknown) => ({ code: '000200', msg: 'success', data });

describe("boot's early answers in the query cache (src/request/queryCache.ts)", () => {
  function hold(
    calls: Array<[string, string, string, unknown]>,
    overrides: Partial<Record<'token' | 'locale' | 'busId', string>> = {},
  ) {
    holdEarly(
      calls.map(([method, url, body, answer]) => ({
        method,
        url,
        body,
        answer: answer instanceof Error ? Promise.reject(answer) : Promise.resolve(answer),
      })),
      overrides,
    );
  }
  const network = ok({ period: '7', from: 'the network' });

  beforeEach(() => window.history.replaceState(null, '', '/home'));
  afterEach(() => forgetCachedReads());

  it('the same call takes the answer once, through the envelope handling; the next one asks the platform', async () => {
    hold([['POST', '/api/ropc/dashboard/summary', '{"period":"7"}', envelope(SUMMARY)]]);
    await expect(ropc.post('/dashboard/summary', { period: '7' }, withAdapter(network))).resolves.toEqual(SUMMARY);
    expect(seen).toHaveLength(0);
    await expect(ropc.post('/dashboard/summary', { period: '7' }, withAdapter(network))).resolves.toEqual({
      period: '7',
      from: 'the network',
    });
    expect(seen).toHaveLength(1);
  });

  it('matches method, address and body: another period, another call or a GET of it asks the platform', async () => {
    hold([
      ['POST', '/api/ropc/dashboard/summary', '{"period":"7"}', envelope(SUMMARY)],
      ['GET', '/api/user/user/preferences', '', envelope({ theme: 'dark' })],
    ]);
    await ropc.post('/dashboard/summary', { period: '30' }, withAdapter(network));
    await ropc.post('/dashboard/trend', { period: '7' }, withAdapter(network));
    await ropc.get('/dashboard/summary', withAdapter(network));
    await ropc.get('/user/preferences', withAdapter(network)); // the ropc prefix, not the user API's
    expect(seen).toHaveLength(4);
    await expect(userApi.get('/user/preferences', withAdapter(network))).resolves.toEqual({ theme: 'dark' });
    expect(seen).toHaveLength(4);
  });

  it('is not taken for another organisation, token or language, nor in alternate mode', async () => {
    for (const overrides of [{ busId: 'org-2' }, { token: 'tok-2' }, { locale: 'ja-JP' }]) {
      hold([['GET', '/api/ropc/settings', '', envelope({ timeZone: 'UTC' })]], overrides);
      await ropc.get('/settings', withAdapter(network));
    }
    hold([['GET', '/api/ropc/settings', '', envelope({ timeZone: 'UTC' })]]);
    sessionStorage.setItem('mode', JSON.stringify({ mode: 'distributor', busId: 'org-1', fromBusId: 'dist-1' }));
    await ropc.get('/settings', withAdapter(network)).catch(() => {});
    expect(seen).toHaveLength(4);
  });

  it('a failed, refused or unreadable early answer leaves the call to the platform', async () => {
    hold([
      ['GET', '/api/ropc/settings', '', new Error('offline')],
      ['GET', '/api/user/user/preferences', '', { code: '000500', msg: 'Broken', data: null }],
      ['GET', '/api/ropc/alarm/unread-count', '', null],
    ]);
    await ropc.get('/settings', withAdapter(network));
    await userApi.get('/user/preferences', withAdapter(network));
    await ropc.get('/alarm/unread-count', withAdapter(network));
    expect(seen).toHaveLength(3);
    expect(toasts.error).not.toHaveBeenCalled();
  });

  it("an early answer that timed out (boot's own timeout or the gateway's 504) ends the call as a timeout", async () => {
    hold([
      ['GET', '/api/ropc/settings', '', { failed: 'timeout' }],
      ['GET', '/api/ropc/alarm/unread-count', '', { failed: 'http', status: 504 }],
      ['GET', '/api/user/user/preferences', '', { failed: 'http', status: 500 }],
    ]);
    await expect(ropc.get('/settings', withAdapter(network))).rejects.toMatchObject({ kind: 'timeout' });
    await expect(ropc.get('/alarm/unread-count', withAdapter(network))).rejects.toMatchObject({ kind: 'timeout' });
    expect(seen).toHaveLength(0);
    // Any other failure is asked again.
    await userApi.get('/user/preferences', withAdapter(network));
    expect(seen).toHaveLength(1);
  });

  it('nothing is taken once the landing page has been left', async () => {
    hold([['GET', '/api/ropc/settings', '', envelope({ timeZone: 'UTC' })]]);
    window.history.replaceState(null, '', '/user');
    await ropc.get('/settings', withAdapter(network));
    window.history.replaceState(null, '', '/home');
    await ropc.get('/settings', withAdapter(network));
    expect(seen).toHaveLength(2);
  });

  it('landing on the index, which redirects to Home, is landing on Home', async () => {
    window.history.replaceState(null, '', '/');
    hold([['POST', '/api/ropc/dashboard/summary', '{"period":"7"}', envelope(SUMMARY)]]);
    window.history.replaceState(null, '', '/home');
    await expect(ropc.post('/dashboard/summary', { period: '7' }, withAdapter(network))).resolves.toEqual(SUMMARY);
    expect(seen).toHaveLength(0);
  });

  it('a read of a page left while its early answer was coming ends without a toast, like a network read', async () => {
    const answer = deferred<unknown>();
    holdEarlySummary(answer.promise);
    const left = new AbortController();
    const read = ropc.post('/dashboard/summary', { period: '7' }, withAdapter(network, { signal: left.signal }));
    left.abort();
    answer.resolve(envelope(SUMMARY));
    await expect(read).rejects.toMatchObject({ kind: 'cancelled' });
    expect(seen).toHaveLength(0);
    expect(toasts.error).not.toHaveBeenCalled();
  });
});

describe('an answer that has already come, for a first render (ropc.peekPost)', () => {
  const network = ok({ period: '7', from: 'the network' });
  const settle = answersHaveCome;
  const hold = holdEarlySummary;

  beforeEach(() => window.history.replaceState(null, '', '/home'));
  afterEach(() => forgetCachedReads());

  it('lets a render look at it as often as it renders and leaves it for the one read, which takes it', async () => {
    hold(Promise.resolve(envelope(SUMMARY)));
    await settle();
    expect(ropc.peekPost('/dashboard/summary', { period: '7' })).toEqual(SUMMARY);
    expect(ropc.peekPost('/dashboard/summary', { period: '7' })).toEqual(SUMMARY);
    await expect(ropc.post('/dashboard/summary', { period: '7' }, withAdapter(network))).resolves.toEqual(SUMMARY);
    expect(seen).toHaveLength(0);
    expect(ropc.peekPost('/dashboard/summary', { period: '7' })).toBeUndefined();
    await ropc.post('/dashboard/summary', { period: '7' }, withAdapter(network));
    expect(seen).toHaveLength(1);
  });

  it('gives nothing for an answer still coming, and leaves it to the read, which waits for it', async () => {
    const answer = deferred<unknown>();
    hold(answer.promise);
    expect(ropc.peekPost('/dashboard/summary', { period: '7' })).toBeUndefined();
    const read = ropc.post('/dashboard/summary', { period: '7' }, withAdapter(network));
    answer.resolve(envelope(SUMMARY));
    await expect(read).resolves.toEqual(SUMMARY);
    expect(seen).toHaveLength(0);
  });

  it('gives nothing for a failed or refused answer, another call, another session or a page left', async () => {
    hold(Promise.resolve({ code: '000500', msg: 'Broken', data: null }));
    await settle();
    expect(ropc.peekPost('/dashboard/summary', { period: '7' })).toBeUndefined();
    hold(Promise.reject(new Error('offline')));
    await settle();
    expect(ropc.peekPost('/dashboard/summary', { period: '7' })).toBeUndefined();
    forgetCachedReads();
    hold(Promise.resolve(envelope(SUMMARY)), { busId: 'org-2' });
    await settle();
    expect(ropc.peekPost('/dashboard/summary', { period: '7' })).toBeUndefined();
    hold(Promise.resolve(envelope(SUMMARY)));
    await settle();
    expect(ropc.peekPost('/dashboard/summary', { period: '30' })).toBeUndefined();
    expect(ropc.peekPost('/dashboard/trend', { period: '7' })).toBeUndefined();
    window.history.replaceState(null, '', '/user');
    expect(ropc.peekPost('/dashboard/summary', { period: '7' })).toBeUndefined();
    expect(seen).toHaveLength(0);
  });
});

describe("reads asked ahead (the query cache's prefetch)", () => {
  const SUMMARY = { period: '30', current: { taskCount: 9 } };
  const network = ok({ period: '30', from: 'the network' });
  const prefetch = (adapter: AxiosAdapter = ok(SUMMARY)) =>
    ropc.prefetchPost('/dashboard/summary', { period: '30' }, withAdapter(adapter));
  const read = () => ropc.post('/dashboard/summary', { period: '30' }, withAdapter(network));
  /** An adapter that answers (with `finish`) only when told, and a promise that the request has reached it. */
  function onItsWay(finish: AxiosAdapter) {
    let answer: () => void = () => {};
    let reach: () => void = () => {};
    const reached = new Promise<void>((resolve) => {
      reach = resolve;
    });
    const adapter: AxiosAdapter = (config) =>
      new Promise((resolve, reject) => {
        answer = () => void Promise.resolve(finish(config)).then(resolve, reject);
        reach();
      });
    return { adapter, reached, answer: () => answer() };
  }

  afterEach(() => forgetCachedReads());

  it('answers the next identical call once, through the envelope handling, without asking the platform', async () => {
    await expect(prefetch()).resolves.toBeUndefined();
    expect(seen).toHaveLength(1);
    await expect(read()).resolves.toEqual(SUMMARY);
    expect(seen).toHaveLength(1);
    await expect(read()).resolves.toEqual({ period: '30', from: 'the network' });
    expect(seen).toHaveLength(2);
  });

  it('a call made while the prefetch is still coming waits for its answer instead of asking again', async () => {
    const slow = onItsWay((config) => ok(SUMMARY)(config));
    const early = prefetch(slow.adapter);
    await slow.reached;
    const later = read();
    slow.answer();
    await expect(later).resolves.toEqual(SUMMARY);
    await expect(early).resolves.toBeUndefined();
    expect(seen).toHaveLength(1);
  });

  it('a call waiting for a prefetch that fails on the way asks the platform, with no toast', async () => {
    const failing = onItsWay((config) => Promise.reject(new AxiosError('Network Error', 'ERR_NETWORK', config, {})));
    const early = prefetch(failing.adapter);
    await failing.reached;
    const later = read();
    failing.answer();
    await expect(early).resolves.toBeUndefined(); // the library's prefetch never throws
    await expect(later).resolves.toEqual({ period: '30', from: 'the network' });
    expect(seen).toHaveLength(1);
    expect(toasts.error).not.toHaveBeenCalled();
  });

  it('matches the body: another period asks the platform', async () => {
    await prefetch();
    await ropc.post('/dashboard/summary', { period: '7' }, withAdapter(network));
    expect(seen).toHaveLength(2);
  });

  it(`stands in for the platform's answer for ${AHEAD_MS / 1000} s only`, async () => {
    const now = jest.spyOn(Date, 'now').mockReturnValue(1_000_000);
    await prefetch();
    now.mockReturnValue(1_000_000 + AHEAD_MS);
    await expect(read()).resolves.toEqual({ period: '30', from: 'the network' });
    expect(seen).toHaveLength(2);
  });

  it('is silent when it fails or is refused, and nothing is held then', async () => {
    await prefetch(reply(500, 'Bad gateway', 'text/plain'));
    await prefetch(reply(200, { code: '000500', msg: 'Broken', data: null }));
    expect(toasts.error).not.toHaveBeenCalled();
    expect(leave).not.toHaveBeenCalled();
    await read();
    expect(seen).toHaveLength(3);
  });

  it("is not taken by another organisation's, token's or language's call, nor asked in alternate mode", async () => {
    await prefetch();
    localStorage.setItem('currentOrgId', 'org-2');
    await read();
    localStorage.setItem('currentOrgId', 'org-1');
    localStorage.setItem('token', 'tok-2');
    await read();
    localStorage.setItem('token', 'tok-1');
    setLocale('ja-JP', false);
    await read();
    setLocale('en-US', false);
    expect(seen).toHaveLength(4);
    forgetCachedReads();
    sessionStorage.setItem('mode', JSON.stringify({ mode: 'distributor', busId: 'org-1', fromBusId: 'dist-1' }));
    await prefetch();
    expect(seen).toHaveLength(4); // alternate mode caches nothing, so nothing is asked ahead
    sessionStorage.clear();
    await read();
    expect(seen).toHaveLength(5);
  });

  it('a second prefetch of an answer still standing asks nothing; once taken, the next one asks again', async () => {
    await prefetch();
    await prefetch(ok({ ...SUMMARY, current: { taskCount: 10 } }));
    expect(seen).toHaveLength(1);
    await expect(read()).resolves.toEqual(SUMMARY);
    await prefetch(ok({ ...SUMMARY, current: { taskCount: 10 } }));
    expect(seen).toHaveLength(2);
    await expect(read()).resolves.toEqual({ ...SUMMARY, current: { taskCount: 10 } });
    expect(seen).toHaveLength(2);
  });
});

describe('a call after another tab changed the session (src/session/otherTabs.ts)', () => {
  it("is never sent with the other session's token: cancelled without a toast, and the tab reloads", async () => {
    const actions = { reload: jest.fn(), leave: jest.fn() };
    const stop = watchOtherTabs(actions); // this page load's token: tok-1
    try {
      // Another tab signed in as someone else; this tab has not had the storage event yet.
      localStorage.setItem('token', 'tok-2');
      await expect(ropc.get('/settings', withAdapter(ok({})))).rejects.toMatchObject({ kind: 'cancelled' });
      expect(seen).toHaveLength(0);
      expect(toasts.error).not.toHaveBeenCalled();
      expect(actions.reload).toHaveBeenCalledTimes(1);
    } finally {
      stop();
    }
  });
});
