/** Turns every way a request can end into its data, a BizError or a TransportError. */
import { BizError, TransportError, isShapeA, isShapeB, unwrap } from './errors';
import { readCustomParams } from './headers';

interface AxiosLikeConfig {
  url?: string;
  method?: string;
  headers?: unknown;
}

export interface AxiosLikeResponse {
  data: unknown;
  status: number;
  config?: AxiosLikeConfig;
}

interface AxiosLikeError {
  code?: string;
  message?: string;
  response?: AxiosLikeResponse;
  config?: AxiosLikeConfig;
  __CANCEL__?: boolean;
  name?: string;
}

/** The URL used to look up messages: x-custom-params.originUrl when given. */
function lookupUrl(config?: AxiosLikeConfig): string | undefined {
  return readCustomParams(config?.headers).originUrl || config?.url;
}

function parseBody(data: unknown): unknown {
  if (typeof data !== 'string') return data;
  try {
    return JSON.parse(data);
  } catch {
    return data;
  }
}

/** A 2xx answer: unwrap the platform envelope into its data, or throw. */
export function normalizeResponse<T extends AxiosLikeResponse>(response: T): T {
  const body = parseBody(response.data);
  const data = unwrap(body, lookupUrl(response.config), response.config?.method);
  return { ...response, data };
}

function isCancel(e: AxiosLikeError): boolean {
  if (e.__CANCEL__ || e.code === 'ERR_CANCELED' || e.name === 'CanceledError' || e.name === 'AbortError') return true;
  // The browser aborted the request (the page is being left): axios reports ECONNABORTED "Request aborted".
  return e.code === 'ECONNABORTED' && !/timeout/i.test(e.message || '');
}

function isTimeout(e: AxiosLikeError): boolean {
  return e.code === 'ETIMEDOUT' || (e.code === 'ECONNABORTED' && /timeout/i.test(e.message || ''));
}

/** An answer with an error status: its business error when it carries one, else an HTTP error. */
function fromResponse(e: AxiosLikeError, response: AxiosLikeResponse): Error {
  const body = parseBody(response.data);
  const config = response.config || e.config;
  if (isShapeA(body) || isShapeB(body)) {
    try {
      unwrap(body, lookupUrl(config), config?.method);
    } catch (bizError) {
      if (bizError instanceof BizError) return bizError;
    }
  }
  return new TransportError('http', `HTTP ${response.status}`, response.status);
}

/** A failed axios request (HTTP error, timeout, offline, cancel) becomes a BizError or a TransportError. */
export function normalizeFailure(error: unknown): Error {
  if (error instanceof BizError || error instanceof TransportError) return error;
  const e = (error || {}) as AxiosLikeError;
  if (isCancel(e)) return new TransportError('cancelled', 'cancelled');
  if (isTimeout(e)) return new TransportError('timeout', e.message || 'timeout');
  if (e.response) return fromResponse(e, e.response);
  if (typeof navigator !== 'undefined' && navigator.onLine === false)
    return new TransportError('offline', e.message || 'offline');
  if (e.code === 'ERR_NETWORK') return new TransportError('network', e.message || 'network');
  return error instanceof Error ? error : new Error(String(e.message || 'request failed'));
}
