/** The errors the request layer raises, and the normalisation of the two answer shapes. */
import { Code } from './codes';

export type TransportKind = 'http' | 'notJson' | 'timeout' | 'offline' | 'cancelled';

export class BizError extends Error {
  readonly code: string;
  readonly showType?: number;
  readonly data?: unknown;
  readonly url: string;
  readonly method: string;

  constructor(opts: { code: string; message: string; showType?: number; data?: unknown; url?: string; method?: string }) {
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

export interface ShapeA {
  success: boolean;
  data?: unknown;
  errorCode?: string;
  errorMessage?: string;
  showType?: number;
}

export interface ShapeB {
  code: string;
  msg?: string;
  data?: unknown;
}

export function isShapeA(body: unknown): body is ShapeA {
  return !!body && typeof body === 'object' && typeof (body as ShapeA).success === 'boolean';
}

export function isShapeB(body: unknown): body is ShapeB {
  return !!body && typeof body === 'object' && typeof (body as ShapeB).code === 'string';
}

/**
 * Returns the unwrapped data of a successful answer or throws a BizError for a failed one.
 * A body that is neither shape (an HTML page from a proxy, malformed JSON) is a transport error.
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
      showType: body.showType,
      data: body.data,
      url,
      method,
    });
  }
  throw new TransportError('notJson', 'The answer was not JSON');
}
