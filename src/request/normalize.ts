/** Turns every way a request can end into data or one of our two error types. */
import { Code } from './codes';
import { BizError, TransportError, isShapeA, isShapeB, unwrap } from './errors';
import { readCustomParams } from './headers';

interface AxiosLikeConfig {
  url?: string;
  method?: string;
  headers?: unknown;
}

interface AxiosLikeResponse {
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

/** A failed axios request (HTTP error, timeout, offline, cancel) becomes a BizError or a TransportError. */
export function normalizeFailure(error: unknown): Error {
  if (error instanceof BizError || error instanceof TransportError) return error;
  const e = (error || {}) as AxiosLikeError;
  if (e.__CANCEL__ || e.code === 'ERR_CANCELED' || e.name === 'CanceledError' || e.name === 'AbortError') {
    return new TransportError('cancelled', 'cancelled');
  }
  if (e.code === 'ECONNABORTED' || e.code === 'ETIMEDOUT') {
    return new TransportError('timeout', e.message || 'timeout');
  }
  if (e.response) {
    const body = parseBody(e.response.data);
    const url = lookupUrl(e.response.config || e.config);
    const method = e.response.config?.method || e.config?.method;
    if (isShapeB(body) || isShapeA(body)) {
      try {
        unwrap(body, url, method);
      } catch (bizError) {
        if (bizError instanceof BizError) return bizError;
      }
      if (isShapeB(body) && body.code === Code.success) return new TransportError('http', 'http', e.response.status);
    }
    return new TransportError('http', `HTTP ${e.response.status}`, e.response.status);
  }
  if (typeof navigator !== 'undefined' && navigator.onLine === false) {
    return new TransportError('offline', e.message || 'offline');
  }
  if (e.code === 'ERR_NETWORK') return new TransportError('offline', e.message || 'network');
  return error instanceof Error ? error : new Error(String(e.message || 'request failed'));
}
