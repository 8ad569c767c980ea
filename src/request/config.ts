/** The request plugin's runtime configuration: headers in, envelope out, errors to the one handler. */
import type { RequestConfig } from '@umijs/max';
import { getLocale } from '@umijs/max';
import { storedMode, storedOrgId, storedToken } from '@/session/storage';
import { REQUEST_TIMEOUT } from './codes';
import { errorHandler, type HandlerOptions } from './errorHandler';
import { buildHeaders } from './headers';
import { normalizeFailure, normalizeResponse } from './normalize';
import { BizError } from './errors';

export const requestConfig: RequestConfig = {
  timeout: REQUEST_TIMEOUT,
  withCredentials: true,
  headers: { 'Content-Type': 'application/json' },
  errorConfig: {
    errorThrower: (body: unknown) => {
      // Shape (a) with success: false; normalizeResponse normally throws first.
      const b = body as { errorCode?: string; errorMessage?: string; showType?: number };
      throw new BizError({ code: b.errorCode || '000500', message: b.errorMessage || '', showType: b.showType });
    },
    errorHandler: (error: unknown, opts: unknown) => errorHandler(error, opts as HandlerOptions),
  },
  requestInterceptors: [
    (config: any) => {
      const session = {
        token: storedToken.get(),
        currentOrgId: storedOrgId.get(),
        locale: getLocale(),
        mode: storedMode.get(),
      };
      const { customParams, ...rest } = config;
      return { ...rest, headers: { ...rest.headers, ...buildHeaders(session, customParams) } };
    },
  ],
  responseInterceptors: [
    [(response: any) => normalizeResponse(response), (error: unknown) => Promise.reject(normalizeFailure(error))],
  ],
};
