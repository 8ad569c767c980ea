/** The request plugin's runtime configuration: headers in, envelope out, errors to the one handler. */
import type { RequestConfig } from '@umijs/max';
import { getLocale } from '@umijs/max';
import { orgConfirmation } from '@/session/orgConfirmation';
import { isOtherSession } from '@/session/otherTabs';
import { isLeaving } from '@/session/redirects';
import { storedMode, storedOrgId, storedToken } from '@/session/storage';
import { REQUEST_TIMEOUT } from './codes';
import { errorHandler, type HandlerOptions } from './errorHandler';
import { buildHeaders, type CustomParams, type HeaderSource } from './headers';
import { normalizeFailure, normalizeResponse } from './normalize';

/**
 * Read at every request: switching organisation, mode or language applies to the next call. The saved organisation
 * only once this visit's organisation list has confirmed it (src/session/orgConfirmation.ts).
 */
export function currentHeaderSource(): HeaderSource {
  const currentOrgId = orgConfirmation.pending() ? '' : storedOrgId.get();
  return { token: storedToken.get(), currentOrgId, locale: getLocale(), mode: storedMode.get() };
}

interface OutgoingConfig {
  customParams?: CustomParams;
  headers?: Record<string, unknown> & { set?: (values: Record<string, string>) => unknown };
  [key: string]: unknown;
}

export function withSessionHeaders(config: OutgoingConfig): OutgoingConfig {
  // Once the console is leaving (Log Out, an ended session) nothing more goes to the platform: the call is cancelled,
  // which the error handler passes over.
  if (isLeaving())
    throw Object.assign(new Error('The session has ended'), { name: 'CanceledError', code: 'ERR_CANCELED' });
  const source = currentHeaderSource();
  // Another tab has signed out or in as someone else: this page load never speaks with that token; it reloads
  // (or goes to login) instead, and the call is cancelled like any call of a page being left.
  if (isOtherSession(source.token))
    throw Object.assign(new Error('Another session has started'), { name: 'CanceledError', code: 'ERR_CANCELED' });
  const { customParams, ...rest } = config;
  const headers = buildHeaders(source, customParams);
  if (rest.headers && typeof rest.headers.set === 'function') {
    rest.headers.set(headers); // axios' AxiosHeaders
    return rest;
  }
  return { ...rest, headers: { ...(rest.headers || {}), ...headers } };
}

export const requestConfig: RequestConfig = {
  timeout: REQUEST_TIMEOUT,
  withCredentials: true,
  headers: { 'Content-Type': 'application/json' },
  // ETIMEDOUT for a timeout, so ECONNABORTED means the browser aborted (the user left the page).
  transitional: { clarifyTimeoutError: true, silentJSONParsing: true, forcedJSONParsing: true },
  errorConfig: {
    // No errorThrower: normalizeResponse already turns `success: false` into a BizError, and the plugin's own
    // check would otherwise run on the unwrapped data.
    errorHandler: (error: unknown, opts: unknown) => errorHandler(error, opts as HandlerOptions),
  },
  // Every call leaves as itself: the session headers go on, the envelope comes off. Answers asked early or ahead
  // are the query cache's (src/request/queryCache.ts), asked before a call reaches this layer.
  requestInterceptors: [(config: any) => withSessionHeaders(config) as any],
  responseInterceptors: [
    [(response: any) => normalizeResponse(response), (error: unknown) => Promise.reject(normalizeFailure(error))],
  ],
};
