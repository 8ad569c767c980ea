// The error catalogue of spec section 8, decided by errorHandler: every business code, every showType,
// the 060103 reason tables, the URL+method overrides, isShowError, skipErrorHandler and transport failures.
// Messages are asserted by locale key (t is stubbed); src/request/pipeline.test.ts checks the real texts.

jest.mock('@umijs/max', () => ({ history: { replace: jest.fn(), push: jest.fn() }, getLocale: () => 'en-US' }));
jest.mock('@/locales/t', () => ({
  t: (key: string, values?: object) => (values ? `${key} ${JSON.stringify(values)}` : key),
}));
jest.mock('./feedback', () => ({ feedback: { error: jest.fn(), warning: jest.fn(), notify: jest.fn() } }));
jest.mock('@/session/navigation', () => ({ browser: { replace: jest.fn(), assign: jest.fn() } }));

function load() {
  jest.resetModules();
  const { feedback } = jest.requireMock('./feedback') as {
    feedback: Record<'error' | 'warning' | 'notify', jest.Mock>;
  };
  const { history } = jest.requireMock('@umijs/max') as { history: Record<'replace' | 'push', jest.Mock> };
  const { browser } = jest.requireMock('@/session/navigation') as { browser: Record<'replace' | 'assign', jest.Mock> };
  const handler = require('./errorHandler') as typeof import('./errorHandler');
  const errors = require('./errors') as typeof import('./errors');
  const biz = (code: string, extra: Partial<ConstructorParameters<typeof errors.BizError>[0]> = {}) =>
    new errors.BizError({ code, message: '', url: '/api/ropc/some/thing', method: 'post', ...extra });
  /** Every visible effect, so a test can say "nothing else happened". */
  const effects = () => ({
    error: feedback.error.mock.calls,
    warning: feedback.warning.mock.calls,
    notify: feedback.notify.mock.calls,
    login: browser.replace.mock.calls,
    replace: history.replace.mock.calls,
    push: history.push.mock.calls,
  });
  return { handler, errors, biz, feedback, history, browser, effects };
}

const none = { error: [], warning: [], notify: [], login: [], replace: [], push: [] };

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
  window.history.replaceState(null, '', '/role');
});

describe('business codes', () => {
  it('000500 shows the default generic message', () => {
    const { handler, biz, effects } = load();
    handler.errorHandler(biz('000500', { message: 'System error' }));
    expect(effects()).toEqual({ ...none, error: [['request.code.000500']] });
  });

  it('000401 clears the token, the organisation, the mode and the cookie, then goes to login with the address', () => {
    const { handler, biz, effects } = load();
    localStorage.setItem('token', 'tok');
    localStorage.setItem('currentOrgId', 'org-1');
    sessionStorage.setItem('mode', '{"mode":"distributor","busId":"org-2"}');
    document.cookie = 'token=tok; path=/';
    window.history.replaceState(null, '', '/role?current=3');
    handler.errorHandler(biz('000401'));
    expect(localStorage.getItem('token')).toBeNull();
    expect(localStorage.getItem('currentOrgId')).toBeNull();
    expect(sessionStorage.getItem('mode')).toBeNull();
    expect(document.cookie).not.toContain('token=');
    expect(effects()).toEqual({
      ...none,
      login: [['/mock-login?redirect=%2Frole%3Fcurrent%3D3']],
      error: [['request.code.000401']],
    });
  });

  it('a burst of 000401 answers makes exactly one redirect and one toast, and silences what follows', () => {
    const { handler, biz, errors, effects } = load();
    for (let i = 0; i < 5; i += 1) handler.errorHandler(biz('000401'));
    handler.errorHandler(biz('000500'));
    handler.errorHandler(new errors.TransportError('cancelled', 'Request aborted'));
    handler.errorHandler(new errors.TransportError('http', 'HTTP 502', 502));
    expect(effects()).toEqual({ ...none, login: [['/mock-login?redirect=%2Frole']], error: [['request.code.000401']] });
  });

  it('000401 with isShowError false still goes to login, without a toast', () => {
    const { handler, biz, effects } = load();
    handler.errorHandler(biz('000401'), { customParams: { isShowError: false } });
    expect(effects()).toEqual({ ...none, login: [['/mock-login?redirect=%2Frole']] });
  });

  it('000402 goes to /noAuth and says why', () => {
    const { handler, biz, effects } = load();
    handler.errorHandler(biz('000402'));
    expect(effects()).toEqual({ ...none, replace: [['/noAuth']], error: [['request.code.000402']] });
  });

  it('000402 stays put when already on /noAuth', () => {
    const { handler, biz, effects } = load();
    window.history.replaceState(null, '', '/noAuth');
    handler.errorHandler(biz('000402'));
    expect(effects()).toEqual({ ...none, error: [['request.code.000402']] });
  });

  it.each([
    '010001',
    '010002',
    '010003',
    '010004',
    '010005',
    '010006',
    '010007',
    '010008',
    '010009',
    '010010',
    '010011',
    '010012',
    '010013',
    '010014',
    '010015',
    '010016',
    '010017',
    '010018',
  ])('%s shows its message from the common service error table, not the platform text', (code) => {
    const { handler, biz, effects } = load();
    handler.errorHandler(biz(code, { message: 'platform text' }));
    expect(effects()).toEqual({ ...none, error: [[`request.code.${code}`]] });
  });

  it('an unknown code shows the platform message', () => {
    const { handler, biz, effects } = load();
    handler.errorHandler(biz('020031', { message: 'Device is busy' }));
    expect(effects()).toEqual({ ...none, error: [['Device is busy']] });
  });

  it('an unknown code without a message shows the fallback', () => {
    const { handler, biz, effects } = load();
    handler.errorHandler(biz('020031'));
    expect(effects()).toEqual({ ...none, error: [['request.error.fallback']] });
  });
});

describe('the URL and method override table', () => {
  it.each([
    ['post', '/api/ropc/auth/role/create', '000500', 'failure.add'],
    ['patch', '/api/ropc/auth/role/update', '000500', 'failure.modify'],
    ['delete', '/api/ropc/auth/role/delete/r-17', '000500', 'failure.delete'],
    ['post', '/api/ropc/business', '000500', 'failure.add'],
    ['post', '/api/ropc/business', '010007', 'request.org.invalid'],
    ['post', '/api/ropc/business', '010012', 'request.org.noCreatePermission'],
    ['post', '/api/ropc/auth/role/create', '010012', 'request.role.noCreatePermission'],
    ['patch', '/api/ropc/auth/role/update', '010008', 'request.role.notFound'],
    ['delete', '/api/ropc/auth/role/delete/r-17', '010009', 'request.role.conflict'],
    ['post', '/api/ropc/auth/role/find/r-17', '010008', 'request.role.notFound'],
    ['get', '/api/ropc/business/user/list', '000500', 'request.startup.loadFailed'],
    ['post', '/api/user/user/info', '000500', 'request.startup.loadFailed'],
    ['post', '/api/ropc/user/add', '000500', 'failure.add'],
    ['patch', '/api/ropc/user/role', '000500', 'failure.modify'],
    ['delete', '/api/ropc/user/remove/u-staff-3', '000500', 'failure.delete'],
    ['patch', '/api/ropc/account/update', '000500', 'failure.edit'],
    ['post', '/api/ropc/account/password/reset', '000500', 'failure.modify'],
    ['delete', '/api/ropc/account/delete/u-staff-3', '000500', 'failure.delete'],
    ['post', '/api/ropc/user/add', '010005', 'request.code.010005'],
    ['patch', '/api/ropc/account/update', '010004', 'request.code.010004'],
  ])('%s %s answering %s shows %s', (method, url, code, key) => {
    const { handler, biz, effects } = load();
    handler.errorHandler(biz(code, { url, method }));
    expect(effects()).toEqual({ ...none, error: [[key]] });
  });

  it.each([
    ['post', '/api/ropc/auth/role/create'],
    ['patch', '/api/ropc/auth/role/update'],
  ])('%s %s answering 010007 with rule duplicate says the role name is duplicate', (method, url) => {
    const { handler, biz, effects } = load();
    handler.errorHandler(
      biz('010007', { url, method, data: { field: 'name', rule: 'duplicate' }, message: 'Invalid parameters' }),
    );
    expect(effects()).toEqual({ ...none, error: [['role.name.duplicate']] });
  });

  it('010007 with another rule, or on another interface, keeps the common message', () => {
    const { handler, biz, effects } = load();
    handler.errorHandler(
      biz('010007', { url: '/api/ropc/auth/role/create', method: 'post', data: { field: 'name', rule: 'special' } }),
    );
    handler.errorHandler(
      biz('010007', { url: '/api/ropc/user/add', method: 'post', data: { field: 'account', rule: 'duplicate' } }),
    );
    expect(effects()).toEqual({ ...none, error: [['request.code.010007'], ['request.code.010007']] });
  });

  it('matches the method too: the same path with another method gets the common message', () => {
    const { handler, biz, effects } = load();
    handler.errorHandler(biz('000500', { url: '/api/ropc/auth/role/create', method: 'get' }));
    expect(effects()).toEqual({ ...none, error: [['request.code.000500']] });
  });

  it('a * matches exactly one path segment', () => {
    const { handler, biz, effects } = load();
    handler.errorHandler(biz('000500', { url: '/api/ropc/auth/role/delete/r-1/extra', method: 'delete' }));
    expect(effects()).toEqual({ ...none, error: [['request.code.000500']] });
  });

  it('ignores the query string of the URL', () => {
    const { handler, biz, effects } = load();
    handler.errorHandler(biz('000500', { url: '/api/ropc/auth/role/create?x=1', method: 'post' }));
    expect(effects()).toEqual({ ...none, error: [['failure.add']] });
  });

  it('accepts an originUrl given without the /api/ropc prefix', () => {
    const { handler, biz, effects } = load();
    handler.errorHandler(biz('000500', { url: '/auth/role/create', method: 'post' }));
    expect(effects()).toEqual({ ...none, error: [['failure.add']] });
  });
});

describe('060103: the reason tables of each interface', () => {
  it.each([
    ['delete', '/api/ropc/auth/role/delete/r-3', 'ROLE_IN_USE', 'request.reason.roleInUse'],
    ['delete', '/api/ropc/auth/role/delete/r-3', 'ROLE_BUILT_IN', 'request.reason.roleBuiltIn'],
    ['patch', '/api/ropc/auth/role/update', 'ROLE_BUILT_IN', 'request.reason.roleBuiltInUpdate'],
    ['patch', '/api/ropc/auth/role/update', 'OWN_ROLE', 'request.reason.ownRole'],
    ['post', '/api/ropc/auth/role/create', 'ROLE_LIMIT', 'request.reason.roleLimit'],
    ['post', '/api/ropc/business', 'ORG_LIMIT', 'request.reason.orgLimit'],
    ['post', '/api/ropc/business', 'ADMIN_NOT_FOUND', 'request.reason.adminNotFound'],
  ])('%s %s with reasonCode %s shows %s', (method, url, reasonCode, key) => {
    const { handler, biz, effects } = load();
    handler.errorHandler(biz('060103', { url, method, data: { reasonCode }, message: 'Operation not allowed' }));
    expect(effects()).toEqual({ ...none, error: [[key]] });
  });

  it('the same reason on another interface is not taken from a foreign table', () => {
    const { handler, biz, effects } = load();
    handler.errorHandler(
      biz('060103', {
        url: '/api/ropc/auth/role/create',
        method: 'post',
        data: { reasonCode: 'ROLE_IN_USE' },
        message: 'Operation not allowed',
      }),
    );
    expect(effects()).toEqual({ ...none, error: [['Operation not allowed']] });
  });

  it.each([[{ reasonCode: 'UNKNOWN' }], [{}], [null], [undefined]])(
    'an unknown or missing reason (%j) shows the platform message',
    (data) => {
      const { handler, biz, effects } = load();
      handler.errorHandler(
        biz('060103', {
          url: '/api/ropc/auth/role/delete/r-3',
          method: 'delete',
          data,
          message: 'Operation not allowed',
        }),
      );
      expect(effects()).toEqual({ ...none, error: [['Operation not allowed']] });
    },
  );

  it('no reason and no message: the fallback', () => {
    const { handler, biz, effects } = load();
    handler.errorHandler(biz('060103', { url: '/api/ropc/x', data: null }));
    expect(effects()).toEqual({ ...none, error: [['request.error.fallback']] });
  });
});

describe('the showType wrapper', () => {
  const shapeA = (errors: typeof import('./errors'), showType: number | undefined, code = '020001') =>
    new errors.BizError({ code, message: 'Device offline', showType, url: '/api/ropc/devices', method: 'get' });

  it('0 is silent', () => {
    const { handler, errors, effects } = load();
    handler.errorHandler(shapeA(errors, 0));
    expect(effects()).toEqual(none);
  });

  it('1 shows a warning message', () => {
    const { handler, errors, effects } = load();
    handler.errorHandler(shapeA(errors, 1));
    expect(effects()).toEqual({ ...none, warning: [['Device offline']] });
  });

  it('2 shows an error message', () => {
    const { handler, errors, effects } = load();
    handler.errorHandler(shapeA(errors, 2));
    expect(effects()).toEqual({ ...none, error: [['Device offline']] });
  });

  it('4 shows a notification titled with errorCode, described by errorMessage', () => {
    const { handler, errors, effects } = load();
    handler.errorHandler(shapeA(errors, 4));
    expect(effects()).toEqual({ ...none, notify: [['020001', 'Device offline']] });
  });

  it('9 redirects to /exception with errorCode and errorMessage in the query', () => {
    const { handler, errors, effects } = load();
    handler.errorHandler(new errors.BizError({ code: '020001', message: 'Device & <offline>', showType: 9 }));
    expect(effects()).toEqual({
      ...none,
      push: [['/exception?errorCode=020001&errorMessage=Device+%26+%3Coffline%3E']],
    });
  });

  it.each([3, 5, 99, undefined])('%s (other or missing) shows an error message', (showType) => {
    const { handler, errors, effects } = load();
    handler.errorHandler(shapeA(errors, showType));
    expect(effects()).toEqual({ ...none, error: [['Device offline']] });
  });

  it('a code of the common table keeps its translated message inside a warning or an error message', () => {
    const { handler, errors, effects } = load();
    handler.errorHandler(shapeA(errors, 1, '010002'));
    handler.errorHandler(shapeA(errors, 2, '010002'));
    expect(effects()).toEqual({ ...none, warning: [['request.code.010002']], error: [['request.code.010002']] });
  });

  it('a notification and the exception page carry the platform errorMessage even for a code of the table', () => {
    const { handler, errors, effects } = load();
    handler.errorHandler(shapeA(errors, 4, '010002'));
    handler.errorHandler(shapeA(errors, 9, '010002'));
    expect(effects()).toEqual({
      ...none,
      notify: [['010002', 'Device offline']],
      push: [['/exception?errorCode=010002&errorMessage=Device+offline']],
    });
  });

  it('a notification without an errorMessage falls back to the table, then the fallback text', () => {
    const { handler, errors, effects } = load();
    handler.errorHandler(new errors.BizError({ code: '010002', message: ' ', showType: 4 }));
    handler.errorHandler(new errors.BizError({ code: 'E77', message: '', showType: 4 }));
    expect(effects()).toEqual({
      ...none,
      notify: [
        ['010002', 'request.code.010002'],
        ['E77', 'request.error.fallback'],
      ],
    });
  });
});

describe('per-request options', () => {
  it('isShowError false suppresses the toast of a business error', () => {
    const { handler, biz, effects } = load();
    handler.errorHandler(biz('010002'), { customParams: { isShowError: false } });
    expect(effects()).toEqual(none);
  });

  it('isShowError false also suppresses a notification and the exception page', () => {
    const { handler, errors, effects } = load();
    handler.errorHandler(new errors.BizError({ code: 'X', message: 'm', showType: 4 }), {
      customParams: { isShowError: false },
    });
    handler.errorHandler(new errors.BizError({ code: 'X', message: 'm', showType: 9 }), {
      customParams: { isShowError: false },
    });
    expect(effects()).toEqual(none);
  });

  it('isShowError false in the x-custom-params header counts too', () => {
    const { handler, biz, effects } = load();
    handler.errorHandler(biz('010002'), { headers: { 'x-custom-params': '{"isShowError":false}' } });
    expect(effects()).toEqual(none);
  });

  it('isShowError true or absent shows the toast', () => {
    const { handler, biz, effects } = load();
    handler.errorHandler(biz('010002'), { customParams: { isShowError: true } });
    expect(effects().error).toEqual([['request.code.010002']]);
  });

  it('skipErrorHandler rethrows the same error silently, even for 000401', () => {
    const { handler, biz, effects } = load();
    const error = biz('000401');
    expect(() => handler.errorHandler(error, { skipErrorHandler: true })).toThrow(error);
    const other = biz('000500');
    expect(() => handler.errorHandler(other, { skipErrorHandler: true })).toThrow(other);
    expect(effects()).toEqual(none);
    expect(localStorage.getItem('token')).toBeNull();
  });
});

describe('transport failures', () => {
  it.each([
    ['timeout', undefined, 'request.error.timeout'],
    ['offline', undefined, 'request.error.offline'],
    ['network', undefined, 'request.error.network'],
    ['notJson', undefined, 'request.error.notJson'],
    ['malformed', undefined, 'request.error.malformed'],
    ['http', 404, 'request.error.http4xx {"status":404}'],
    ['http', 500, 'request.error.http5xx {"status":500}'],
    ['http', 502, 'request.error.http5xx {"status":502}'],
    ['http', 504, 'request.error.timeout'],
  ] as const)('%s (%s) shows a clear message', (kind, status, text) => {
    const { handler, errors, effects } = load();
    handler.errorHandler(new errors.TransportError(kind, 'x', status));
    expect(effects()).toEqual({ ...none, error: [[text]] });
  });

  it.each([
    ['timeout', undefined],
    ['http', 504],
  ] as const)('a write that ends in %s (%s) says it may have been saved and reloads the lists', (kind, status) => {
    const { handler, errors, effects } = load();
    const reloads = jest.fn();
    window.addEventListener('ropc:uncertain-write', reloads);
    handler.errorHandler(new errors.TransportError(kind, 'x', status), { isWrite: true });
    handler.errorHandler(new errors.TransportError(kind, 'x', status), {
      isWrite: true,
      customParams: { isShowError: false },
    });
    window.removeEventListener('ropc:uncertain-write', reloads);
    expect(effects()).toEqual({ ...none, error: [['request.error.writeUncertain']] });
    expect(reloads).toHaveBeenCalledTimes(2); // the lists reload even when the toast is muted
  });

  it('a read that times out, and a write that fails for sure, keep their usual message and reload nothing', () => {
    const { handler, errors, effects } = load();
    const reloads = jest.fn();
    window.addEventListener('ropc:uncertain-write', reloads);
    handler.errorHandler(new errors.TransportError('timeout', 'x'));
    handler.errorHandler(new errors.TransportError('http', 'x', 500), { isWrite: true });
    window.removeEventListener('ropc:uncertain-write', reloads);
    expect(effects()).toEqual({
      ...none,
      error: [['request.error.timeout'], ['request.error.http5xx {"status":500}']],
    });
    expect(reloads).not.toHaveBeenCalled();
  });

  it('a cancelled request shows nothing', () => {
    const { handler, errors, effects } = load();
    handler.errorHandler(new errors.TransportError('cancelled', 'cancelled'));
    expect(effects()).toEqual(none);
  });

  it('isShowError false suppresses transport toasts', () => {
    const { handler, errors, effects } = load();
    handler.errorHandler(new errors.TransportError('timeout', 'x'), { customParams: { isShowError: false } });
    expect(effects()).toEqual(none);
  });

  it('an error without error info shows its own message', () => {
    const { handler, effects } = load();
    handler.errorHandler(new Error('Something odd'));
    expect(effects()).toEqual({ ...none, error: [['Something odd']] });
  });

  it.each([[new Error('')], ['a string'], [undefined]])('nothing to say (%p): the fallback', (error) => {
    const { handler, effects } = load();
    handler.errorHandler(error);
    expect(effects()).toEqual({ ...none, error: [['request.error.fallback']] });
  });
});

// eslint-disable-next-line jest/no-export -- a module, not a script: each test file has its own load()
export {};
