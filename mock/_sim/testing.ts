/**
 * Helpers for unit tests of simulator handlers: small fake req/res objects and signed-in request headers.
 * `const res = await call(handlers['POST /api/ropc/auth/role/list'], { as: 'u-admin', busId: 'org-1', body: {} })`
 * then `res.statusCode`, `res.body` (parsed JSON when JSON) and `res.headers`.
 */
import type { Req, Res } from './http';
import { signIn } from './identity';
import { PROBE_HEADER, takeViolations } from './contract';
import type { Locale } from './types';
import { MODULES } from './standalone';

export interface FakeRes extends Res {
  statusCode: number;
  headers: Record<string, string>;
  /** The JSON answer, or the text sent. */
  body: any;
  /** The raw text of end()/send(). */
  text?: string;
  ended: boolean;
  destroyed: boolean;
  cookies: Record<string, string>;
  redirectedTo?: string;
  /** What write() sent, in order (a stream). */
  chunks: string[];
  write(chunk: string): boolean;
  on(event: string, listener: () => void): FakeRes;
  /** The client goes away: the 'close' listeners run. */
  hangUp(): void;
}

export function fakeRes(): FakeRes {
  const closeListeners: Array<() => void> = [];
  const res: FakeRes = {
    statusCode: 200,
    headers: {},
    body: undefined,
    ended: false,
    destroyed: false,
    cookies: {},
    chunks: [],
    write(chunk) {
      res.headersSent = true;
      res.chunks.push(chunk);
      return true;
    },
    on(event, listener) {
      if (event === 'close') closeListeners.push(listener);
      return res;
    },
    hangUp() {
      closeListeners.splice(0).forEach((listener) => listener());
    },
    status(code) {
      res.statusCode = code;
      return res;
    },
    setHeader(name, value) {
      res.headers[name.toLowerCase()] = value;
    },
    json(body) {
      res.headers['content-type'] ||= 'application/json';
      res.body = JSON.parse(JSON.stringify(body));
      res.ended = true;
    },
    send(body) {
      res.text = body;
      res.body = body;
      res.ended = true;
    },
    end(body) {
      res.text = body;
      try {
        res.body = body === undefined ? undefined : JSON.parse(body);
      } catch {
        res.body = body;
      }
      res.ended = true;
    },
    destroy() {
      res.destroyed = true;
    },
  };
  return Object.assign(res, {
    cookie(name: string, value: string) {
      res.cookies[name] = value;
    },
    redirect(statusOrUrl: number | string, url?: string) {
      res.statusCode = typeof statusOrUrl === 'number' ? statusOrUrl : 302;
      res.redirectedTo = typeof statusOrUrl === 'string' ? statusOrUrl : url;
      res.ended = true;
    },
  });
}

export interface CallOptions {
  method?: string;
  path?: string;
  /** Signs this user in and sends the token. */
  as?: string;
  token?: string;
  busId?: string;
  locale?: Locale | string;
  /** Alternate mode: sends x-mode and x-source-bus-id. */
  mode?: { mode?: string; fromBusId: string };
  headers?: Record<string, string>;
  body?: unknown;
  query?: Record<string, unknown>;
  params?: Record<string, string>;
  /** Hold the request to the contract too (default: a test's request may be off the contract; its answer never). */
  strict?: boolean;
  /** The client went away before the handler answered (Node then never emits 'close' again). */
  goneBefore?: boolean;
}

export function fakeReq(options: CallOptions = {}): Req {
  const headers: Record<string, string> = {
    ...(options.strict ? {} : { [PROBE_HEADER]: '1' }),
    ...(options.headers || {}),
  };
  const token = options.token ?? (options.as ? signIn(options.as) : undefined);
  if (token) headers['x-access-token'] = token;
  if (options.busId) headers['x-bus-id'] = options.busId;
  if (options.locale) headers['x-locale'] = options.locale;
  if (options.mode) {
    headers['x-mode'] = options.mode.mode || 'distributor';
    headers['x-source-bus-id'] = options.mode.fromBusId;
  }
  return {
    method: options.method || 'POST',
    path: options.path || '/api/ropc/test',
    headers,
    body: options.body,
    query: options.query,
    params: options.params,
  };
}

type AnyHandler = (req: Req, res: any) => unknown;

/**
 * Calls a handler with a fake request and waits for its answer (route() handlers settle once answered). Throws
 * when the simulator broke the contract (contract/openapi.yaml) meanwhile: an answer, or a `strict` request.
 */
export async function call(handler: AnyHandler, options: CallOptions = {}): Promise<FakeRes> {
  const res = fakeRes();
  if (options.goneBefore) res.destroyed = true;
  takeViolations();
  await handler(fakeReq(options), res);
  const broken = takeViolations();
  if (broken.length) {
    throw new Error(
      `Contract violation:\n${broken.map((v) => `${v.kind} ${v.method} ${v.path}: ${v.problems.join('; ')}`).join('\n')}`,
    );
  }
  return res;
}

/**
 * Calls the handler of a mock file's key, e.g. `callKey(roles, 'DELETE /api/ropc/auth/role/delete/:id',
 * { as: 'u-admin', busId: 'org-1', params: { id: 'org-1-user' } })`; method and path come from the key.
 */
export function callKey(handlers: Record<string, unknown>, key: string, options: CallOptions = {}): Promise<FakeRes> {
  const handler = handlers[key];
  if (typeof handler !== 'function') throw new Error(`No handler for ${key}`);
  const [method, pattern] = key.split(/\s+/);
  const path = pattern.replace(/:(\w+)/g, (_, name: string) =>
    encodeURIComponent(options.params?.[name] ?? `:${name}`),
  );
  return call(handler as AnyHandler, { method, path, ...options });
}

/**
 * The simulator's endpoints as a test calls them: by key, answering the JSON body, in en-US unless the options
 * say otherwise. `const api = endpoints({ as: 'u-admin', busId: 'org-1' })`, then
 * `(await api('POST /api/ropc/user/add', { body })).code`.
 */
export function endpoints(defaults: CallOptions = {}) {
  const handlers: Record<string, unknown> = Object.assign({}, ...Object.values(MODULES));
  return async (key: string, options: CallOptions = {}) =>
    (await callKey(handlers, key, { locale: 'en-US', ...defaults, ...options })).body;
}
