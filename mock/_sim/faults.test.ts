import { clearFaults, faults, parseFaults, setFaults, takeFault } from './faults';
import { paginate, route } from './http';
import { takeViolations } from './contract';
import { resetStore } from './store';
import { call, fakeReq, fakeRes, type CallOptions } from './testing';

const PATH = '/api/ropc/auth/role/list';
let calls = 0;
const handler = route({}, () => {
  calls += 1;
  return { list: [], total: 0 };
});
const request = (options: CallOptions = {}) =>
  call(handler, { as: 'u-admin', busId: 'org-1', path: PATH, method: 'POST', ...options });
const inject = (...rules: object[]) => expect(setFaults({ rules })).toEqual([]);

beforeEach(() => {
  resetStore();
  clearFaults();
  calls = 0;
});

describe('forced answers', () => {
  it('kind code: any business code in the envelope, in the language of x-locale', async () => {
    inject({ path: PATH, kind: 'code', code: '010001' });
    const res = await request({ locale: 'ja-JP' });
    expect(res.statusCode).toBe(200);
    expect(res.body).toEqual({ code: '010001', msg: 'アカウント名が重複しています', data: null });
    expect(calls).toBe(0);
  });

  it('kind code: msg and data of the rule', async () => {
    inject({ path: PATH, code: '060103', msg: 'Custom', data: { reasonCode: 'ROLE_IN_USE' } });
    expect((await request()).body).toEqual({ code: '060103', msg: 'Custom', data: { reasonCode: 'ROLE_IN_USE' } });
  });

  it.each([0, 1, 2, 4, 9])('showType %i answers in shape (a)', async (showType) => {
    inject({ path: PATH, code: '000500', showType });
    expect((await request()).body).toEqual({
      success: false,
      data: null,
      errorCode: '000500',
      errorMessage: 'System error',
      showType,
    });
  });

  it('kind shapeA without showType', async () => {
    inject({ path: PATH, kind: 'shapeA', code: '010012' });
    const body = (await request()).body;
    expect(body.success).toBe(false);
    expect(body.errorCode).toBe('010012');
    expect(body).not.toHaveProperty('code');
  });

  it('kind http: the status with the JSON envelope', async () => {
    inject({ path: PATH, status: 503, code: '000500' });
    const res = await request();
    expect(res.statusCode).toBe(503);
    expect(res.body.code).toBe('000500');
  });

  it('kind http with html: the status with an HTML page', async () => {
    inject({ path: PATH, kind: 'http', status: 502, html: true });
    const res = await request();
    expect(res.statusCode).toBe(502);
    expect(res.headers['content-type']).toMatch(/text\/html/);
    expect(res.text).toMatch(/^<!doctype html>/);
    inject({ path: PATH, kind: 'http', status: 404, html: '<p>gone</p>' });
    expect((await request()).text).toBe('<p>gone</p>');
  });

  it('kind html: 200 with an HTML page', async () => {
    inject({ path: PATH, kind: 'html' });
    const res = await request();
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/text\/html/);
    expect(res.text).toContain('<html>');
  });

  it('kind malformed: 200 with JSON that does not parse', async () => {
    inject({ path: PATH, kind: 'malformed' });
    const res = await request();
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/json');
    expect(() => JSON.parse(res.text!)).toThrow();
  });

  it('kind hang: never answers, until faults are cleared', async () => {
    inject({ path: PATH, kind: 'hang' });
    const res = await request();
    expect(res.ended).toBe(false);
    expect(calls).toBe(0);
    clearFaults();
    expect(res.destroyed).toBe(true);
    expect(res.ended).toBe(false);
  });

  it('apply before the token check: a forced answer needs no session', async () => {
    inject({ path: PATH, code: '000402' });
    expect((await request({ as: undefined })).body.code).toBe('000402');
  });
});

describe('timing', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('latency delays every answer', async () => {
    setFaults({ latencyMs: 1500 });
    const res = fakeRes();
    const done = handler(fakeReq({ as: 'u-admin', busId: 'org-1', path: PATH }), res);
    jest.advanceTimersByTime(1499);
    expect(res.ended).toBe(false);
    jest.advanceTimersByTime(1);
    await done;
    expect(res.body.code).toBe('000200');
  });

  it('kind delay answers normally after delayMs; delayMs delays a forced answer', async () => {
    inject({ path: PATH, kind: 'delay', delayMs: 800, times: 1 }, { path: PATH, code: '010001', delayMs: 300 });
    const slow = fakeRes();
    const done = handler(fakeReq({ as: 'u-admin', busId: 'org-1', path: PATH }), slow);
    jest.advanceTimersByTime(799);
    expect(slow.ended).toBe(false);
    jest.advanceTimersByTime(1);
    await done;
    expect(slow.body.code).toBe('000200');
    const forced = fakeRes();
    const next = handler(fakeReq({ as: 'u-admin', busId: 'org-1', path: PATH }), forced);
    jest.advanceTimersByTime(300);
    await next;
    expect(forced.body.code).toBe('010001');
  });
});

describe('matching', () => {
  it('times counts down and the spent rule is removed', async () => {
    inject({ path: PATH, code: '000500', times: 2 });
    expect((await request()).body.code).toBe('000500');
    expect(faults().rules[0].times).toBe(1);
    expect((await request()).body.code).toBe('000500');
    expect(faults().rules).toEqual([]);
    expect((await request()).body.code).toBe('000200');
  });

  it('a path ending in * is a prefix; * alone matches everything', async () => {
    inject({ path: '/api/ropc/auth/*', code: '010012' });
    expect((await request()).body.code).toBe('010012');
    expect((await request({ path: '/api/ropc/business/user/list' })).body.code).toBe('000200');
    inject({ path: '*', code: '000500' });
    expect((await request({ path: '/api/user/user/info' })).body.code).toBe('000500');
  });

  it('an exact path does not match its children or other paths', () => {
    inject({ path: PATH, code: '000500' });
    expect(takeFault('POST', `${PATH}/1`)).toBeUndefined();
    expect(takeFault('POST', PATH.slice(0, -1))).toBeUndefined();
  });

  it('method narrows a rule; the first matching rule wins', async () => {
    inject(
      { path: PATH, method: 'get', code: '010001' },
      { path: PATH, code: '010002' },
      { path: PATH, code: '010003' },
    );
    expect((await request({ method: 'POST' })).body.code).toBe('010002');
    expect((await request({ method: 'GET' })).body.code).toBe('010001');
  });
});

describe('settings', () => {
  it('refuses bad rules with the reasons and changes nothing', () => {
    inject({ path: PATH, code: '000500' });
    const errors = setFaults({
      latencyMs: -5,
      rules: [{ path: 'no-slash', kind: 'boom' }, { path: '/x', status: 99 }, 'rule', { path: '/y', kind: 'delay' }],
    });
    expect(errors.join('\n')).toMatch(/latencyMs/);
    expect(errors.join('\n')).toMatch(/rules\[0\]\.path/);
    expect(errors.join('\n')).toMatch(/rules\[0\]\.kind/);
    expect(errors.join('\n')).toMatch(/rules\[1\]\.status/);
    expect(errors.join('\n')).toMatch(/rules\[2\]/);
    expect(errors.join('\n')).toMatch(/rules\[3\]\.delayMs/);
    expect(faults().rules).toHaveLength(1);
    expect(faults().latencyMs).toBe(0);
  });

  it('infers the kind, upper-cases the method and pads numeric codes', () => {
    const { value } = parseFaults([
      { path: '/a', status: 500 },
      { path: '/b', showType: 4 },
      { path: '/c', code: 401 },
      { path: '/d', delayMs: 5, method: 'patch' },
    ]);
    expect(value.rules!.map((r) => r.kind)).toEqual(['http', 'shapeA', 'code', 'delay']);
    expect(value.rules![2].code).toBe('000401');
    expect(value.rules![3].method).toBe('PATCH');
  });

  it('appends rules when asked, replaces them otherwise', () => {
    inject({ path: '/a', code: '000500' });
    setFaults({ rules: [{ path: '/b', code: '000500' }] }, { append: true });
    expect(faults().rules.map((r) => r.path)).toEqual(['/a', '/b']);
    setFaults({ latencyMs: 10 });
    expect(faults().rules).toHaveLength(2);
    inject({ path: '/c', code: '000500' });
    expect(faults().rules.map((r) => r.path)).toEqual(['/c']);
  });

  it('reads SIM_FAULTS (a list or an object) and SIM_LATENCY_MS at start', () => {
    const fresh = (env: Record<string, string>) => {
      Object.assign(process.env, env);
      delete (globalThis as { __ropcFaults?: unknown }).__ropcFaults;
      const state = JSON.parse(JSON.stringify(faults()));
      Object.keys(env).forEach((k) => delete process.env[k]);
      clearFaults();
      return state;
    };
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => {});
    expect(fresh({ SIM_FAULTS: JSON.stringify([{ path: '/a', code: '000500' }]), SIM_LATENCY_MS: '250' })).toEqual({
      latencyMs: 250,
      rules: [{ path: '/a', code: '000500', kind: 'code' }],
      breaks: [],
    });
    expect(fresh({ SIM_FAULTS: JSON.stringify({ latencyMs: 40, rules: [{ path: '/b', kind: 'hang' }] }) })).toEqual({
      latencyMs: 40,
      rules: [{ path: '/b', kind: 'hang' }],
      breaks: [],
    });
    expect(fresh({ SIM_FAULTS: '{not json' })).toEqual({ latencyMs: 0, rules: [], breaks: [] });
    expect(fresh({ SIM_LATENCY_MS: 'slow' })).toEqual({ latencyMs: 0, rules: [], breaks: [] });
    expect(warn).toHaveBeenCalledTimes(2);
    warn.mockRestore();
  });
});

describe('broken rules (breaks), for tools that check a platform', () => {
  const roles = route({ read: ['role'] }, (): API.Page<unknown> => ({ list: [], total: 0 }));
  const ask = (options: CallOptions) => {
    const res = fakeRes();
    return Promise.resolve(
      roles(fakeReq({ path: PATH, method: 'POST', body: { current: 1, pageSize: 10 }, ...options }), res),
    ).then(() => res.body);
  };

  it('refuses anything but the four names, and clears with the rest', () => {
    expect(setFaults({ breaks: ['scope', 'nope'] })).toEqual(['breaks: a list of scope, permission, envelope, paging']);
    expect(setFaults({ breaks: ['scope', 'paging', 'scope'] })).toEqual([]);
    expect(faults().breaks).toEqual(['scope', 'paging']);
    clearFaults();
    expect(faults().breaks).toEqual([]);
  });

  it('scope: an organisation the user may not open is answered', async () => {
    expect((await ask({ as: 'u-operator', busId: 'org-2' })).code).toBe('000402');
    setFaults({ breaks: ['scope'] });
    expect((await ask({ as: 'u-operator', busId: 'org-2' })).code).not.toBe('000402');
  });

  it('permission: a role without the code reads', async () => {
    expect((await ask({ as: 'u-noauth', busId: 'org-1' })).code).toBe('010012');
    setFaults({ breaks: ['permission'] });
    expect((await ask({ as: 'u-noauth', busId: 'org-1' })).code).toBe('000200');
  });

  it('envelope: message instead of msg (an injected fault: the simulator records its own answer, not this)', async () => {
    setFaults({ breaks: ['envelope'] });
    expect(await ask({ as: 'u-admin', busId: 'org-1' })).toEqual({
      code: '000200',
      message: 'success',
      data: expect.anything(),
    });
    expect(takeViolations()).toEqual([]);
  });

  it('paging: no clamp at 200', () => {
    const rows = Array.from({ length: 250 }, (_, i) => i);
    expect(paginate(rows, { pageSize: 201 }).list).toHaveLength(200);
    setFaults({ breaks: ['paging'] });
    expect(paginate(rows, { pageSize: 201 }).list).toHaveLength(201);
    expect(paginate(rows, { pageSize: 0 }).list).toHaveLength(10);
  });
});
