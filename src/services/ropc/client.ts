/** The one way services call the platform: typed, prefixed, with typed per-request options. */
import { request } from '@umijs/max';
import { API_PREFIX, USER_API_PREFIX } from '@/request/codes';
import type { CustomParams } from '@/request/headers';
import { currentHeaderSource } from '@/request/config';
import { peekSettled, takeSettled } from '@/request/heldAnswers';
import { IDEMPOTENCY_HEADER } from '@/request/idempotency';
import { pageSignal } from '@/request/pageScope';

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
  /**
   * A read asked ahead of a call the page is likely to make: its success answer answers that call for a minute
   * (src/request/prefetch.ts). Silent: no toast, the failure is the caller's to ignore.
   */
  prefetch?: boolean;
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

function call<T>(prefix: string, method: Method, path: string, body: unknown, options: CallOptions = {}): Promise<T> {
  const { params, timeout, cancelOnLeave, signal, write, idempotencyKey, prefetch, ...rest } = options;
  const scoped = signal || (cancelOnLeave ? pageSignal() : undefined);
  return request<T>(`${prefix}${path}`, {
    method,
    data: body,
    ...(idempotencyKey ? { headers: { [IDEMPOTENCY_HEADER]: idempotencyKey } } : {}),
    ...(write ? { isWrite: true } : {}),
    ...(prefetch ? { prefetch: true, skipErrorHandler: true } : {}),
    ...(params ? { params } : {}),
    ...(timeout ? { timeout } : {}),
    ...(scoped ? { signal: scoped } : {}),
    ...rest,
  });
}

const heldCall = (path: string, body?: unknown) => ({ method: 'POST', url: `${API_PREFIX}${path}`, data: body ?? {} });

/**
 * The data of a POST the console already holds the answer to, when that answer has come (src/request/heldAnswers.ts:
 * boot.js's early calls, prefetches); undefined when it has not, and the call is then made as usual. Taken once.
 */
const heldPost = <T>(path: string, body?: unknown): T | undefined =>
  takeSettled(heldCall(path, body), currentHeaderSource())?.data as T | undefined;

/** The same data, left held: what a render may show (heldAnswers.peekSettled). */
const peekHeldPost = <T>(path: string, body?: unknown): T | undefined =>
  peekSettled(heldCall(path, body), currentHeaderSource())?.data as T | undefined;

export const ropc = {
  heldPost,
  peekHeldPost,
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
