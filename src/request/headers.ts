/** Builds the headers every request carries (spec section 7) and the optional x-custom-params header. */
import type { ModeState } from '@/session/storage';

export interface CustomParams {
  /** The URL used to look up an interface-specific message instead of the request's own. */
  originUrl?: string;
  /** false: no toast for this request's errors. */
  isShowError?: boolean;
}

export interface HeaderSource {
  token: string;
  currentOrgId: string;
  locale: string;
  mode: ModeState | null;
}

export const CUSTOM_PARAMS_HEADER = 'x-custom-params';

/** JSON with every non-ASCII character escaped: header values must be ASCII or the browser refuses the request. */
export function encodeCustomParams(params: CustomParams): string {
  const known: CustomParams = {};
  if (typeof params.originUrl === 'string') known.originUrl = params.originUrl;
  if (typeof params.isShowError === 'boolean') known.isShowError = params.isShowError;
  return JSON.stringify(known).replace(
    /[\u007f-\uffff]/g,
    (ch) => `\\u${ch.charCodeAt(0).toString(16).padStart(4, '0')}`,
  );
}

export function buildHeaders(source: HeaderSource, customParams?: CustomParams): Record<string, string> {
  const headers: Record<string, string> = {
    'x-access-token': source.token,
    'x-locale': source.locale,
  };
  if (source.mode) {
    headers['x-mode'] = source.mode.mode;
    headers['x-bus-id'] = source.mode.busId;
    if (source.mode.fromBusId) headers['x-source-bus-id'] = source.mode.fromBusId;
  } else {
    headers['x-bus-id'] = source.currentOrgId;
  }
  if (customParams && (customParams.originUrl !== undefined || customParams.isShowError !== undefined)) {
    headers[CUSTOM_PARAMS_HEADER] = encodeCustomParams(customParams);
  }
  return headers;
}

/** Reads x-custom-params back from request headers (a plain object or axios' AxiosHeaders). */
export function readCustomParams(headers: unknown): CustomParams {
  let raw: unknown;
  if (headers && typeof headers === 'object') {
    const getter = (headers as { get?: (name: string) => unknown }).get;
    raw =
      typeof getter === 'function'
        ? getter.call(headers, CUSTOM_PARAMS_HEADER)
        : (headers as Record<string, unknown>)[CUSTOM_PARAMS_HEADER];
  }
  if (typeof raw !== 'string') return {};
  try {
    const parsed = JSON.parse(raw);
    return parsed && typeof parsed === 'object' && !Array.isArray(parsed) ? parsed : {};
  } catch {
    return {};
  }
}
