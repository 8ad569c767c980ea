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
import { holdEarlyCalls } from '@/request/earlyAnswers';
import { BizError, TransportError, unwrap } from '@/request/errors';
import { type BootFailure, type BootState, isBootFailure } from '@/speed/boot/state';

export type { BootState };

/**
 * The boot state when it was made for this token and language (then forgotten, so a retry calls again); its early
 * calls go to the request layer, which hands each answer to the same call of the app.
 */
export function takeBoot(token: string, locale: string): BootState | undefined {
  if (typeof window === 'undefined') return undefined;
  const boot = window.__ropcBoot;
  delete window.__ropcBoot;
  if (!boot || typeof boot !== 'object' || !boot.calls || boot.token !== token || boot.locale !== locale)
    return undefined;
  holdEarlyCalls(boot);
  return boot;
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
