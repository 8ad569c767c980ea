/** The errors the request layer raises, and the unwrapping of the platform's two answer shapes. */
import { Code } from './codes';

/**
 * http: a 4xx/5xx without a business code; notJson: a page (HTML, text) instead of data; malformed: broken JSON;
 * timeout; offline: the browser has no network; network: the platform cannot be reached; cancelled: aborted
 * by the console or by leaving the page.
 */
export type TransportKind = 'http' | 'notJson' | 'malformed' | 'timeout' | 'offline' | 'network' | 'cancelled';

export class BizError extends Error {
  readonly code: string;
  readonly showType?: number;
  readonly data?: unknown;
  /** The URL the message tables are looked up with (x-custom-params.originUrl when given). */
  readonly url: string;
  readonly method: string;

  constructor(opts: {
    code: string;
    message: string;
    showType?: number;
    data?: unknown;
    url?: string;
    method?: string;
  }) {
    super(opts.message);
    this.name = 'BizError';
    this.code = opts.code;
    this.showType = opts.showType;
    this.data = opts.data;
    this.url = opts.url || '';
    this.method = (opts.method || 'get').toLowerCase();
  }
}

export class TransportError extends Error {
  readonly kind: TransportKind;
  readonly status?: number;

  constructor(kind: TransportKind, message: string, status?: number) {
    super(message);
    this.name = 'TransportError';
    this.kind = kind;
    this.status = status;
  }
}

/** Shape (a): the Umi/Ant Design Pro wrapper. */
export interface ShapeA {
  success: boolean;
  data?: unknown;
  errorCode?: string;
  errorMessage?: string;
  showType?: number;
}

/** Shape (b): the platform envelope. */
export interface ShapeB {
  code: string;
  msg?: string;
  data?: unknown;
}

const isObject = (body: unknown): body is Record<string, unknown> =>
  !!body && typeof body === 'object' && !Array.isArray(body);

export function isShapeA(body: unknown): body is ShapeA {
  return isObject(body) && typeof body.success === 'boolean';
}

export function isShapeB(body: unknown): body is ShapeB {
  return isObject(body) && typeof body.code === 'string';
}

/** Whether `body` is a success answer of either shape (the one whose data unwrap returns). */
export function isSuccess(body: unknown): body is ShapeA | ShapeB {
  return isShapeB(body) ? body.code === Code.success : isShapeA(body) && body.success;
}

/**
 * Returns the unwrapped data of a successful answer or throws a BizError for a failed one.
 * A body that is neither shape is a transport error: `notJson` for a page, `malformed` for broken JSON.
 */
export function unwrap(body: unknown, url = '', method = 'get'): unknown {
  if (isShapeB(body)) {
    if (body.code === Code.success) return body.data;
    throw new BizError({ code: body.code, message: body.msg || '', data: body.data, url, method });
  }
  if (isShapeA(body)) {
    if (body.success) return body.data;
    throw new BizError({
      code: body.errorCode || Code.defaultError,
      message: body.errorMessage || '',
      showType: typeof body.showType === 'number' ? body.showType : undefined,
      data: body.data,
      url,
      method,
    });
  }
  if (typeof body === 'string' && looksLikeJson(body))
    throw new TransportError('malformed', 'The answer was broken JSON');
  throw new TransportError('notJson', 'The answer was not the platform envelope');
}

/** A string axios could not parse that starts like JSON: broken or cut-off JSON rather than a page. */
function looksLikeJson(text: string): boolean {
  return /^\s*[[{"]/.test(text);
}
