/** The one way services call the platform: typed, prefixed, with typed per-request options. */
import { request } from '@umijs/max';
import { API_PREFIX, USER_API_PREFIX } from '@/request/codes';
import type { CustomParams } from '@/request/headers';
import { currentHeaderSource } from '@/request/config';
import { TransportError } from '@/request/errors';
import { errorHandler } from '@/request/errorHandler';
import { IDEMPOTENCY_HEADER } from '@/request/idempotency';
import { pageSignal } from '@/request/pageScope';
import { isLeaving } from '@/session/redirects';
import { peekRead, prefetchRead, type Read, type ReadScope, takeRead } from '@/request/queryCache';

export interface CallOptions {
  /** Sent as the x-custom-params header: originUrl picks the message table, isShowError: false mutes the toast. */
  customParams?: CustomParams;
  /** The caller handles every failure itself: no toast, no navigation, the error is rethrown as is. */
  skipErrorHandler?: boolean;
  /** Abort when the page goes away (no toast for a cancelled request). */
  signal?: AbortSignal;
  /** A read of the page on screen: aborted when the user leaves that page (src/request/pageScope.ts). */
  cancelOnLeave?: boolean;
  /** Query string parameters. */
  params?: Record<string, unknown>;
  /** Milliseconds; the default is REQUEST_TIMEOUT (30 s). */
  timeout?: number;
  /** A change: when it times out the user hears that it may have been saved, and the lists reload. */
  write?: boolean;
  /** Sent as Idempotency-Key (creates): the platform answers a repeated key with its first answer. */
  idempotencyKey?: string;
}

/** The options of a change. */
export const WRITE: CallOptions = { write: true };
/** The options of a create carrying its idempotency key (src/request/idempotency.ts). */
export const createOptions = (idempotencyKey?: string): CallOptions => ({
  write: true,
  ...(idempotencyKey ? { idempotencyKey } : {}),
});

/** The options of a read made by the page on screen: it ends with the page. */
export const PAGE_READ: CallOptions = { cancelOnLeave: true };

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

const readOf = (method: Method, url: string, body: unknown, params?: Record<string, unknown>): Read => ({
  method,
  url,
  body: JSON.stringify(method === 'GET' ? params : body) ?? '',
});

/** The session the cache keys a read by; none in alternate mode, whose reads are never cached. */
function readScope(): ReadScope | undefined {
  const source = currentHeaderSource();
  return source.mode || !source.token
    ? undefined
    : { token: source.token, busId: source.currentOrgId, locale: source.locale };
}

function send<T>(prefix: string, method: Method, path: string, body: unknown, options: CallOptions = {}): Promise<T> {
  const { params, timeout, cancelOnLeave, signal, write, idempotencyKey, ...rest } = options;
  const scoped = signal || (cancelOnLeave ? pageSignal() : undefined);
  return request<T>(`${prefix}${path}`, {
    method,
    data: body,
    ...(idempotencyKey ? { headers: { [IDEMPOTENCY_HEADER]: idempotencyKey } } : {}),
    ...(write ? { isWrite: true } : {}),
    ...(params ? { params } : {}),
    ...(timeout ? { timeout } : {}),
    ...(scoped ? { signal: scoped } : {}),
    ...rest,
  });
}

/**
 * A call. A read the query cache holds an answer to (asked early by boot, or ahead) takes it instead of going out
 * (src/request/queryCache.ts); everything else goes through the request layer.
 */
function call<T>(prefix: string, method: Method, path: string, body: unknown, options: CallOptions = {}): Promise<T> {
  const network = () => send<T>(prefix, method, path, body, options);
  // A write, or a console that is leaving (the request layer then cancels the call), asks no cache.
  if (options.write || isLeaving()) return network();
  const read = readOf(method, `${prefix}${path}`, body, options.params);
  const scoped = options.signal || (options.cancelOnLeave ? pageSignal() : undefined);
  return takeRead<T>(read, readScope(), network, (error) => errorHandler(error, options)).then((data) => {
    // A read of a page that has been left ends with it, as the network call would (src/request/pageScope.ts).
    if (scoped?.aborted) throw new TransportError('cancelled', 'The page was left');
    return data;
  });
}

/** Asks a POST read ahead of the page's likely call (the library's prefetch): silent, its failure simply not kept. */
const prefetchPost = (path: string, body: unknown, options: CallOptions = {}): Promise<void> =>
  prefetchRead(readOf('POST', `${API_PREFIX}${path}`, body), readScope(), () =>
    send(API_PREFIX, 'POST', path, body, { ...options, skipErrorHandler: true }),
  );

/** The data of a POST read the cache holds and has, left there: what a first render may show. */
const peekPost = <T>(path: string, body?: unknown): T | undefined =>
  peekRead<T>(readOf('POST', `${API_PREFIX}${path}`, body ?? {}), readScope());

export const ropc = {
  prefetchPost,
  peekPost,
  get: <T>(path: string, options?: CallOptions) => call<T>(API_PREFIX, 'GET', path, undefined, options),
  post: <T>(path: string, body?: unknown, options?: CallOptions) =>
    call<T>(API_PREFIX, 'POST', path, body ?? {}, options),
  put: <T>(path: string, body?: unknown, options?: CallOptions) =>
    call<T>(API_PREFIX, 'PUT', path, body ?? {}, options),
  patch: <T>(path: string, body?: unknown, options?: CallOptions) =>
    call<T>(API_PREFIX, 'PATCH', path, body ?? {}, options),
  delete: <T>(path: string, body?: unknown, options?: CallOptions) =>
    call<T>(API_PREFIX, 'DELETE', path, body, options),
};

export const userApi = {
  post: <T>(path: string, body?: unknown, options?: CallOptions) =>
    call<T>(USER_API_PREFIX, 'POST', path, body ?? {}, options),
  get: <T>(path: string, options?: CallOptions) => call<T>(USER_API_PREFIX, 'GET', path, undefined, options),
  patch: <T>(path: string, body?: unknown, options?: CallOptions) =>
    call<T>(USER_API_PREFIX, 'PATCH', path, body ?? {}, options),
};
