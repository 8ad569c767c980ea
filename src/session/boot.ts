/**
 * Adopting the startup calls public/boot.js started before the bundle ran (window.__ropcBoot). A call is
 * adopted only when it was made with the token, language and organisation startup has chosen and answered
 * success; anything else (no boot script, a failed or refused call, another organisation) runs the call as
 * before, through the request layer and its error handling. Each boot is adopted once (Retry calls again).
 */
import { Code } from '@/request/codes';
import { errorHandler } from '@/request/errorHandler';
import { type EarlyCall, holdEarlyCalls } from '@/request/earlyAnswers';
import { BizError, unwrap } from '@/request/errors';

/** What boot.js leaves: its promises resolve to the parsed answer, or null when the call failed. */
export interface BootState {
  token: string;
  busId: string;
  locale: string;
  calls: Partial<Record<'orgList' | 'userInfo' | 'roleInfo', Promise<unknown>>>;
  /** The first calls of the shell and the landing page, taken by the same calls of the app (request/earlyAnswers). */
  early?: EarlyCall[];
}

declare global {
  interface Window {
    __ropcBoot?: BootState;
  }
}

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

/**
 * The data of a successful boot answer, else what `fallback` (today's call) gives. A refused token (000401) is
 * the platform's answer about this session, not a failed call: it goes to the request layer's error handling
 * (to the login page) as the same call made now would, instead of being asked again.
 */
export async function adopt<T>(started: Promise<unknown> | undefined, fallback: () => Promise<T>): Promise<T> {
  if (!started) return fallback();
  let body: unknown;
  try {
    body = await started;
  } catch {
    return fallback();
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
