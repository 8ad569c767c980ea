/** One boot call: fetch with the request layer's headers, ended by its timeout (REQUEST_TIMEOUT). */
import { REQUEST_TIMEOUT } from '@/request/codes';
import { buildHeaders } from '@/request/headers';
import type { BootFailure } from './state';

export interface Caller {
  token: string;
  locale: string;
}

export interface Call {
  method: 'GET' | 'POST';
  url: string;
  /** The JSON body of a POST ('{}' when empty), '' for a GET. */
  body: string;
}

/** The parsed answer of a call made for `orgId`, or how it failed; never rejects. */
export function ask(call: Call, caller: Caller, orgId: string, timeout = REQUEST_TIMEOUT): Promise<unknown> {
  // AbortSignal.timeout is newer than the build's targets (Safari 15): the same with a controller.
  const controller = new AbortController();
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    controller.abort();
  }, timeout);
  const fail = (failure: BootFailure) => failure;
  return fetch(call.url, {
    method: call.method,
    headers: {
      'Content-Type': 'application/json',
      ...buildHeaders({ token: caller.token, locale: caller.locale, currentOrgId: orgId, mode: null }),
    },
    credentials: 'same-origin',
    body: call.method === 'POST' ? call.body || '{}' : undefined,
    signal: controller.signal,
  })
    .then((res) => (res.ok ? res.json() : fail({ failed: 'http', status: res.status })))
    .catch(() => fail({ failed: timedOut ? 'timeout' : 'network' }))
    .finally(() => clearTimeout(timer));
}
