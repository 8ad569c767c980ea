/**
 * Adopting the startup calls the boot script (src/speed/boot) started before the bundle ran (window.__ropcBoot). A
 * call is adopted only when it was made with the token, language and organisation startup has chosen; a success is
 * used as it is, a refused token ends the session, and a timeout (the boot call's own, or the gateway's 504) is
 * reported as the request layer reports one: the spec's 30 s are spent, so the call is not made again. Anything else
 * (no boot script, another failure or refusal, another organisation) runs the call as before, through the request
 * layer and its error handling. Each boot is adopted once (Retry calls again).
 */
import { Code } from '@/request/codes';
import { errorHandler } from '@/request/errorHandler';
import { BizError, TransportError, unwrap } from '@/request/errors';
import { dataOf, type ReadScope, seedRead } from '@/request/queryCache';
import { pageOf } from './paths';
import { type BootFailure, type BootState, type EarlyCall, isBootFailure } from '@/speed/boot/state';

export type { BootState };

/**
 * The boot state when it was made for this token and language (then forgotten, so a retry calls again); its early
 * calls become entries of the query cache (src/request/queryCache.ts), which hands each answer to the same read of
 * the app.
 */
export function takeBoot(token: string, locale: string): BootState | undefined {
  if (typeof window === 'undefined') return undefined;
  const boot = window.__ropcBoot;
  delete window.__ropcBoot;
  if (!boot || typeof boot !== 'object' || !boot.calls || boot.token !== token || boot.locale !== locale)
    return undefined;
  seedOnceChosen(boot);
  return boot;
}

/** The data of an early call's answer; a failure throws (a timeout, its own or the gateway's, as a timeout). */
function earlyData(body: unknown, call: EarlyCall): unknown {
  if (body === null) throw new Error('Not asked early');
  if (isBootFailure(body))
    throw timeoutOf(body) ? new TransportError('timeout', 'timeout') : new TransportError('network', 'Failed');
  return dataOf(body, call);
}

/** Boot's early calls as entries of the query cache, for `scope`; they stand in while the user stays on this page. */
export function seedEarlyReads(calls: EarlyCall[], scope: ReadScope) {
  const landing = pageOf(window.location.pathname);
  const usable = () => pageOf(window.location.pathname) === landing;
  for (const call of calls) void seedRead(call, scope, () => call.answer.then((body) => earlyData(body, call)), usable);
}

/** The early calls are for the organisation boot chose: known once its list has come (boot registered first). */
function seedOnceChosen(boot: BootState) {
  boot.calls.orgList?.then(
    () => {
      if (boot.busId) seedEarlyReads(boot.early || [], { token: boot.token, busId: boot.busId, locale: boot.locale });
    },
    () => undefined,
  );
}

/** The timeout a failed boot call ran into (its own, or nginx's 504), as the request layer names it. */
function timeoutOf(failure: BootFailure): TransportError | undefined {
  if (failure.failed === 'timeout') return new TransportError('timeout', 'timeout');
  if (failure.failed === 'http' && failure.status === 504) return new TransportError('http', 'HTTP 504', 504);
  return undefined;
}

/**
 * The data of a successful boot answer, else what `fallback` (today's call) gives. A refused token (000401) is
 * the platform's answer about this session, not a failed call: it goes to the request layer's error handling
 * (to the login page) as the same call made now would, instead of being asked again; so does a timeout.
 */
export async function adopt<T>(started: Promise<unknown> | undefined, fallback: () => Promise<T>): Promise<T> {
  if (!started) return fallback();
  let body: unknown;
  try {
    body = await started;
  } catch {
    return fallback();
  }
  if (isBootFailure(body)) {
    const timeout = timeoutOf(body);
    if (!timeout) return fallback();
    errorHandler(timeout);
    throw timeout;
  }
  try {
    return unwrap(body) as T;
  } catch (error) {
    if (error instanceof BizError && error.code === Code.sessionExpired) {
      errorHandler(error);
      throw error;
    }
    return fallback();
  }
}
