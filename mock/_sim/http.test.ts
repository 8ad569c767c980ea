import { paginate, route, SimError, type Ctx } from './http';
import { Codes, localeOf, messages } from './messages';
import { resetStore } from './store';
import { expireSessions, signIn } from './identity';
import { clearFaults } from './faults';
import { call, type CallOptions } from './testing';

let seen: Ctx | undefined;
const echo = route({}, (ctx) => {
  seen = ctx;
  return { ok: true };
});
const send = (options: CallOptions, handler = echo) => call(handler, options);

beforeEach(() => {
  resetStore();
  clearFaults();
  seen = undefined;
});

describe('route(): the token', () => {
  it.each([
    ['no token', {}],
    ['an unknown token', { token: 'tok-made-up' }],
  ])('answers 000401 for %s', async (_label, options: CallOptions) => {
    const res = await send({ ...options, busId: 'org-1' });
    expect(res.body).toEqual({ code: '000401', msg: 'Session expired', data: null });
    expect(seen).toBeUndefined();
  });

  it('answers 000401 once the session has been ended', async () => {
    const token = signIn('u-admin')!;
    expect((await send({ token, busId: 'org-1' })).body.code).toBe('000200');
    expireSessions('u-admin');
    expect((await send({ token, busId: 'org-1' })).body.code).toBe('000401');
  });

  it('lets public routes through without a token', async () => {
    const open = route({ access: 'public' }, ({ user }) => ({ user: user?.userId ?? null }));
    expect((await send({}, open)).body).toEqual({ code: '000200', msg: 'success', data: { user: null } });
  });

  it('needs no x-bus-id on user routes', async () => {
    const mine = route({ access: 'user' }, ({ user, permissions }) => ({ user: user.userId, permissions }));
    expect((await send({ as: 'u-noorg' }, mine)).body.data).toEqual({ user: 'u-noorg', permissions: [] });
  });
});

describe('route(): caching', () => {
  it.each([
    ['a success', { as: 'u-admin', busId: 'org-1' }],
    ['a refusal', { busId: 'org-1' }],
  ])('answers %s with Cache-Control: no-store', async (_label, options: CallOptions) => {
    expect((await send(options)).headers['cache-control']).toBe('no-store');
  });

  it('answers an HTTP 500 with Cache-Control: no-store', async () => {
    const broken = route({ access: 'public' }, () => {
      throw new Error('broken');
    });
    const res = await send({}, broken);
    expect(res.statusCode).toBe(500);
    expect(res.headers['cache-control']).toBe('no-store');
  });
});

describe('route(): access to x-bus-id', () => {
  it.each([
    ['no x-bus-id', 'u-admin', undefined],
    ['an organisation the user is not in', 'u-operator', 'org-2'],
    ['an organisation that does not exist', 'u-admin', 'org-404'],
    ['any organisation for a user without any', 'u-noorg', 'org-1'],
  ])('answers 000402 for %s', async (_label, as, busId) => {
    const res = await send({ as, busId });
    expect(res.body.code).toBe('000402');
    expect(res.body.msg).toBe('No access');
    expect(seen).toBeUndefined();
  });

  it('opens a member organisation with the role of the membership', async () => {
    await send({ as: 'u-operator', busId: 'org-1' });
    expect(seen!.busId).toBe('org-1');
    expect(seen!.org!.name).toBe('Harbour Facilities Group');
    expect(seen!.role!.builtIn).toBe('default_user');
    expect(seen!.permissions).toEqual(['home', 'user', 'account']);
  });

  it('opens child organisations with the role held in the parent', async () => {
    await send({ as: 'u-operator', busId: 'org-1-1' });
    expect(seen!.role!.id).toBe('org-1-user');
    expect(seen!.permissions).toEqual(['home', 'user', 'account']);
  });
});

describe('route(): alternate mode', () => {
  const asDistributor = (busId: string, fromBusId: string, as = 'u-distributor') =>
    send({ as, busId, mode: { fromBusId } });

  it('opens an organisation served by the user distributor or its subordinates, as its administrator', async () => {
    expect((await asDistributor('org-3', 'dist-1')).body.code).toBe('000200');
    expect(seen!.sourceBusId).toBe('dist-1');
    expect(seen!.role!.id).toBe('org-3-admin');
    expect(seen!.permissions).toContain('role:delete');
    expect((await asDistributor('org-3-2', 'dist-1')).body.code).toBe('000200');
  });

  it('lets subordinate distributor staff open only what their distributor serves', async () => {
    expect((await asDistributor('org-2', 'dist-2', 'u-dist-kanto')).body.code).toBe('000200');
    expect((await asDistributor('org-3', 'dist-2', 'u-dist-kanto')).body.code).toBe('000402');
    expect((await asDistributor('org-2', 'dist-1', 'u-dist-kanto')).body.code).toBe('000402');
  });

  it.each([
    ['another distributor as the source', 'org-3', 'dist-4'],
    ['an organisation the distributor does not serve', 'org-1-8', 'dist-1'],
    ['an organisation nobody serves', 'org-1', 'dist-1'],
  ])('answers 000402 for %s', async (_label, busId, fromBusId) => {
    expect((await asDistributor(busId, fromBusId)).body.code).toBe('000402');
  });

  it('needs x-mode: the source business id alone opens nothing', async () => {
    const res = await send({ as: 'u-distributor', busId: 'org-3', headers: { 'x-source-bus-id': 'dist-1' } });
    expect(res.body.code).toBe('000402');
  });
});

describe('route(): permission codes', () => {
  const create = route({ permission: 'role:create' }, () => 'created');
  const both = route({ permission: ['role:create', 'role:delete'] }, () => 'both');

  it('answers 010012 when the role lacks the code, in the language of x-locale', async () => {
    expect((await send({ as: 'u-operator', busId: 'org-1' }, create)).body).toEqual({
      code: '010012',
      msg: 'Permission denied',
      data: null,
    });
    expect((await send({ as: 'u-operator', busId: 'org-1', locale: 'ja-JP' }, create)).body.msg).toBe(
      '権限がありません',
    );
    expect((await send({ as: 'u-supervisor', busId: 'org-1' }, both)).body.code).toBe('010012');
    expect((await send({ as: 'u-noauth', busId: 'org-1' }, create)).body.code).toBe('010012');
  });

  it('runs the write when the role has every code', async () => {
    expect((await send({ as: 'u-admin', busId: 'org-2' }, create)).body.data).toBe('created');
    expect((await send({ as: 'u-admin', busId: 'org-2' }, both)).body.data).toBe('both');
  });
});

describe('route(): answers', () => {
  const failing = route({}, () => {
    throw new SimError(Codes.orgDuplicate, { field: 'name' });
  });

  it.each([
    ['en-US', 'Organization name is duplicate'],
    ['ja-JP', '組織名が重複しています'],
    ['zh-CN', '组织名称重复'],
    ['ja', '組織名が重複しています'],
    ['ZH_cn', '组织名称重复'],
    ['fr-FR', 'Organization name is duplicate'],
  ])('turns a SimError into the envelope in %s', async (locale, msg) => {
    const res = await send({ as: 'u-admin', busId: 'org-1', locale }, failing);
    expect(res.statusCode).toBe(200);
    expect(res.body).toEqual({ code: '010002', msg, data: { field: 'name' } });
  });

  it('takes a message of its own from a SimError, as text or per language', async () => {
    const own = route({}, () => {
      throw new SimError(
        Codes.specialReason,
        { reasonCode: 'ROLE_IN_USE' },
        { 'en-US': 'In use', 'ja-JP': '使用中', 'zh-CN': '使用中' },
      );
    });
    expect((await send({ as: 'u-admin', busId: 'org-1', locale: 'ja-JP' }, own)).body).toEqual({
      code: '060103',
      msg: '使用中',
      data: { reasonCode: 'ROLE_IN_USE' },
    });
  });

  it('answers HTTP 500 with 000500 for an unexpected exception, also from an async handler', async () => {
    const broken = route({}, () => (undefined as unknown as { x: number }).x);
    const rejected = route({}, async () => Promise.reject(new Error('boom')));
    for (const handler of [broken, rejected]) {
      const res = await send({ as: 'u-admin', busId: 'org-1', locale: 'zh-CN' }, handler);
      expect(res.statusCode).toBe(500);
      expect(res.body).toEqual({ code: '000500', msg: '系统错误', data: null });
    }
  });

  it('answers 000500 for data that is not JSON instead of failing the server', async () => {
    const cyclic: Record<string, unknown> = {};
    cyclic.self = cyclic;
    const res = await send(
      { as: 'u-admin', busId: 'org-1' },
      route({}, () => cyclic),
    );
    expect(res.statusCode).toBe(500);
    expect(res.body.code).toBe('000500');
  });

  it('waits for an async handler and answers null for undefined', async () => {
    const later = route({}, async () => 'later');
    const nothing = route({}, () => undefined);
    expect((await send({ as: 'u-admin', busId: 'org-1' }, later)).body.data).toBe('later');
    expect((await send({ as: 'u-admin', busId: 'org-1' }, nothing)).body).toEqual({
      code: '000200',
      msg: 'success',
      data: null,
    });
  });

  it('hands the handler a body without prototype keys, and {} for a body that is not an object', async () => {
    const body = JSON.parse('{"name":"A","__proto__":{"admin":true},"nested":{"constructor":{"x":1},"ok":1}}');
    await send({ as: 'u-admin', busId: 'org-1', body });
    expect(seen!.body).toEqual({ name: 'A', nested: { ok: 1 } });
    expect(({} as Record<string, unknown>).admin).toBeUndefined();
    await send({ as: 'u-admin', busId: 'org-1', body: 'name=A' });
    expect(seen!.body).toEqual({});
  });

  it('has a message in all three languages for every code', () => {
    Object.values(Codes).forEach((code) => {
      expect(Object.keys(messages[code]).sort()).toEqual(['en-US', 'ja-JP', 'zh-CN']);
      Object.values(messages[code]).forEach((text) => expect(text.trim()).not.toBe(''));
    });
    expect(localeOf(undefined)).toBe('en-US');
  });
});

describe('paginate', () => {
  const rows = Array.from({ length: 25 }, (_, i) => i + 1);

  it('defaults to page 1 of 10', () => {
    expect(paginate(rows, {})).toEqual({ list: rows.slice(0, 10), total: 25 });
  });

  it('pages with current and pageSize, numbers or texts', () => {
    expect(paginate(rows, { current: 3, pageSize: 10 })).toEqual({ list: [21, 22, 23, 24, 25], total: 25 });
    expect(paginate(rows, { current: '2', pageSize: '5' }).list).toEqual([6, 7, 8, 9, 10]);
    expect(paginate(rows, { current: 9, pageSize: 10 })).toEqual({ list: [], total: 25 });
  });

  it.each([0, -1, 'abc', null, 1.7, NaN, Infinity, {}, '1e999'])(
    'falls back to the defaults for current/pageSize %p',
    (bad) => {
      const page = paginate(rows, { current: bad, pageSize: bad });
      expect(page.total).toBe(25);
      expect(page.list.length).toBeLessThanOrEqual(10);
      expect(page.list[0]).toBe(1);
    },
  );

  it('caps pageSize at 200', () => {
    const many = Array.from({ length: 500 }, (_, i) => i);
    expect(paginate(many, { pageSize: 10_000 }).list).toHaveLength(200);
  });
});
