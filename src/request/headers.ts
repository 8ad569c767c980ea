/** Builds the headers every request carries (spec section 7). */
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
  if (customParams && Object.keys(customParams).length > 0) {
    headers['x-custom-params'] = JSON.stringify(customParams);
  }
  return headers;
}

export function readCustomParams(headers: unknown): CustomParams {
  const raw =
    headers && typeof headers === 'object'
      ? (headers as Record<string, unknown>)['x-custom-params']
      : undefined;
  if (typeof raw !== 'string') return {};
  try {
    const parsed = JSON.parse(raw);
    return parsed && typeof parsed === 'object' ? parsed : {};
  } catch {
    return {};
  }
}
