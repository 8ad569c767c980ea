// The simulator holds itself to contract/openapi.yaml: a request or an answer off the document is a violation, and
// testing.ts's call() fails the test that caused it.
import { route } from './http';
import { clearFaults, setFaults } from './faults';
import { resetStore } from './store';
import { signIn } from './identity';
import {
  contract,
  findOperation,
  requestProblems,
  responseProblems,
  takeViolations,
  violations,
  warmUp,
} from './contract';
import { call, callKey } from './testing';
import roles from '../role';
import sessions from '../session';

beforeEach(() => {
  resetStore();
  clearFaults();
  takeViolations();
});

const headers = (token: string, busId = 'org-1') => ({
  'x-access-token': token,
  'x-bus-id': busId,
  'x-locale': 'en-US',
});

describe('the document', () => {
  it("holds the specification's 12 endpoints with their paths and methods (section 7)", () => {
    const spec = [
      'GET /api/ropc/business/user/list',
      'POST /api/ropc/business',
      'POST /api/ropc/business/page/child',
      'POST /api/ropc/auth/role/power/list',
      'POST /api/ropc/auth/role/info',
      'POST /api/ropc/auth/role/list',
      'DELETE /api/ropc/auth/role/delete/{id}',
      'POST /api/ropc/auth/role/find/{id}',
      'POST /api/ropc/auth/role/create',
      'PATCH /api/ropc/auth/role/update',
      'POST /api/user/auth/logout',
      'POST /api/user/user/info',
    ];
    const marked = contract()
      .operations.filter((op) => op.spec['x-spec'])
      .map((op) => `${op.method} ${op.path}`);
    expect(marked.sort()).toEqual([...spec].sort());
  });

  it('states the scope, the permission code and the answers of every operation', () => {
    const { operations } = contract();
    expect(operations.length).toBeGreaterThanOrEqual(46);
    operations.forEach((op) => {
      const where = `${op.method} ${op.path}`;
      expect([where, op.spec['x-scope']]).toEqual([where, expect.stringMatching(/^(public|user|org)$/)]);
      expect([where, 'x-permission' in op.spec]).toEqual([where, true]);
      expect([where, op.operationId]).toEqual([where, expect.stringMatching(/^\w+$/)]);
      expect([where, Object.keys(op.spec.responses)]).toEqual([where, expect.arrayContaining(['200'])]);
      expect([where, op.spec.description]).toEqual([where, expect.stringContaining('**Permission:**')]);
    });
  });
});

describe('requests', () => {
  it('finds operations by method and path, parameters included', () => {
    expect(findOperation('DELETE', '/api/ropc/auth/role/delete/org-1-supervisor')?.operationId).toBe('deleteRole');
    expect(findOperation('GET', '/api/ropc/alarm/unread-count')?.operationId).toBe('getUnreadAlarmCount');
    expect(findOperation('GET', '/api/ropc/alarm/a-7')?.operationId).toBe('getAlarm');
    expect(findOperation('PUT', '/api/ropc/auth/role/update')).toBeUndefined();
  });

  it('refuses an unknown path, a missing header, an unknown field and a page size over 200', () => {
    const h = headers('tok');
    expect(requestProblems({ method: 'POST', path: '/api/ropc/nope', headers: h }).problems).toEqual([
      expect.stringContaining('not an operation'),
    ]);
    expect(
      requestProblems({ method: 'POST', path: '/api/ropc/auth/role/list', headers: { 'x-locale': 'en-US' }, body: {} })
        .problems,
    ).toEqual(expect.arrayContaining(['header x-access-token is required', 'header x-bus-id is required']));
    expect(
      requestProblems({
        method: 'POST',
        path: '/api/ropc/auth/role/list',
        headers: h,
        body: { current: 1, pageSize: 10, keyword: 'x' },
      }).problems,
    ).toEqual([expect.stringContaining('(keyword)')]);
    expect(
      requestProblems({ method: 'POST', path: '/api/ropc/user/page', headers: h, body: { pageSize: 1000 } }).problems,
    ).toEqual([expect.stringContaining('body/pageSize must be <= 200')]);
    expect(
      requestProblems({
        method: 'POST',
        path: '/api/ropc/auth/role/list',
        headers: h,
        body: { current: 2, pageSize: 200, name: 'x' },
      }).problems,
    ).toEqual([]);
  });

  it('records a request off the contract that does not say it is a test probe', async () => {
    const token = signIn('u-admin')!;
    await expect(
      callKey(roles, 'POST /api/ropc/auth/role/list', {
        strict: true,
        headers: headers(token),
        body: { current: 1, pageSize: 10, sorter: {} },
      }),
    ).rejects.toThrow(/request POST \/api\/ropc\/auth\/role\/list: body .*\(sorter\)/);
  });

  it('lets a test probe send a bad request, and still checks the answer', async () => {
    const res = await callKey(roles, 'POST /api/ropc/auth/role/create', {
      as: 'u-admin',
      busId: 'org-1',
      body: { name: '', permissions: 'all' },
    });
    expect(res.body).toMatchObject({ code: '010007', data: { field: 'name', rule: 'required' } });
    expect(violations().violations).toEqual([]);
  });
});

describe('answers', () => {
  it('accepts the envelope of each code the operation lists, with 010007 as { field, rule }', () => {
    const op = findOperation('POST', '/api/ropc/auth/role/create')!;
    expect(responseProblems(op, 200, { code: '000200', msg: 'success', data: { id: 'r-1' } })).toEqual([]);
    expect(
      responseProblems(op, 200, { code: '010007', msg: 'Required', data: { field: 'name', rule: 'required' } }),
    ).toEqual([]);
    expect(responseProblems(op, 200, { code: '060103', msg: 'x', data: { reasonCode: 'ROLE_LIMIT' } })).toEqual([]);
    expect(responseProblems(op, 500, { code: '000500', msg: 'System error', data: null })).toEqual([]);
  });

  it.each([
    ['a code the operation does not answer', 200, { code: '010003', msg: 'x', data: null }],
    ['010007 without its field', 200, { code: '010007', msg: 'x', data: { rule: 'required' } }],
    ["060103 with another endpoint's reason", 200, { code: '060103', msg: 'x', data: { reasonCode: 'ROLE_IN_USE' } }],
    ['a success without data', 200, { code: '000200', msg: 'success' }],
    ['an extra field in data', 200, { code: '000200', msg: 'success', data: { id: 'r-1', extra: 1 } }],
    ['an HTTP status it does not answer', 404, { code: '010008', msg: 'x', data: null }],
  ])('refuses %s', (_label, status, body) => {
    expect(responseProblems(findOperation('POST', '/api/ropc/auth/role/create')!, status, body)).not.toEqual([]);
  });

  it('fails the test when a handler answers off the contract', async () => {
    const wrong = route({}, () => ({ menuAuths: 'everything' }));
    await expect(
      call(wrong, { method: 'POST', path: '/api/ropc/auth/role/info', as: 'u-admin', busId: 'org-1' }),
    ).rejects.toThrow(/response POST \/api\/ropc\/auth\/role\/info: answer\/data\/menuAuths must be array/);
  });

  it('checks a forced answer of kind "answer" (a platform bug), not the other faults', async () => {
    setFaults({ rules: [{ path: '/api/user/user/info', kind: 'answer', data: { userId: 'u-admin' } }] });
    await expect(callKey(sessions, 'POST /api/user/user/info', { as: 'u-admin' })).rejects.toThrow(
      /must have required property 'account'/,
    );
    setFaults({ rules: [{ path: '/api/user/user/info', status: 502, html: true }] });
    expect((await callKey(sessions, 'POST /api/user/user/info', { as: 'u-admin' })).statusCode).toBe(502);
  });

  it('answers every seeded read of the startup within the contract', async () => {
    const token = signIn('u-admin')!;
    const res = await callKey(sessions, 'POST /api/ropc/auth/role/info', {
      strict: true,
      headers: headers(token),
      body: {},
    });
    expect(res.body.code).toBe('000200');
    const list = await callKey(sessions, 'GET /api/ropc/business/user/list', { strict: true, headers: headers(token) });
    expect(list.body.data.length).toBeGreaterThan(0);
  });
});

describe('warmUp', () => {
  it('compiles every operation without recording anything', () => {
    warmUp();
    expect(violations().violations).toEqual([]);
  });
});
