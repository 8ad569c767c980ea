/**
 * The answers public/boot.js asked for before the bundle ran (step 4 there: the shell's settings, preferences and
 * unread count, and /home's summary and trend). The app's first identical call (method, address, body, token,
 * organisation, language, not in alternate mode) takes the answer instead of asking the platform again, once.
 * Only a success answer is taken: a failed or refused one, or one still missing, leaves the call to the network
 * and the request layer's usual handling. Nothing is taken once the user has left the page they landed on, so a
 * page opened later never shows an answer from the start of the visit.
 */
import { unwrap } from './errors';
import type { HeaderSource } from './headers';

/** One call of boot.js: its answer resolves to the parsed body, or null when the call failed. */
export interface EarlyCall {
  method: string;
  url: string;
  /** The JSON body of a POST, '' for a GET. */
  body: string;
  answer: Promise<unknown>;
}

interface Held {
  token: string;
  locale: string;
  /** The organisation the calls were made for, once known (boot.js chooses it on a first visit). */
  busId: () => string;
  landing: string;
  calls: EarlyCall[];
}

let held: Held | undefined;

/** Keeps boot.js's early calls (src/session/boot.ts, when startup adopts the boot state). */
export function holdEarlyCalls(state: { token: string; locale: string; busId: string; early?: unknown }) {
  const calls = Array.isArray(state.early) ? (state.early as EarlyCall[]) : [];
  held = calls.length
    ? { token: state.token, locale: state.locale, busId: () => state.busId, landing: window.location.pathname, calls }
    : undefined;
}

export function forgetEarlyCalls() {
  held = undefined;
}

interface OutgoingCall {
  method?: string;
  url?: string;
  data?: unknown;
}

function bodyOf(data: unknown): string {
  if (data === undefined || data === null) return '';
  return typeof data === 'string' ? data : JSON.stringify(data);
}

/**
 * The early call that is this request, removed from the held ones; undefined when there is none (or the user has
 * left the landing page, or the session, organisation or language differ).
 */
function takeCall(config: OutgoingCall, source: HeaderSource): EarlyCall | undefined {
  if (!held) return undefined;
  if (window.location.pathname !== held.landing) {
    held = undefined;
    return undefined;
  }
  if (source.mode || source.token !== held.token || source.locale !== held.locale) return undefined;
  if (source.currentOrgId !== held.busId()) return undefined;
  const method = (config.method || 'get').toUpperCase();
  const body = method === 'GET' ? '' : bodyOf(config.data);
  const index = held.calls.findIndex((c) => c.method === method && c.url === config.url && c.body === body);
  if (index < 0) return undefined;
  const [call] = held.calls.splice(index, 1);
  return call;
}

function succeeded(body: unknown): boolean {
  try {
    unwrap(body);
    return true;
  } catch {
    return false;
  }
}

/**
 * A request interceptor: when boot.js already has this call's success answer, the request gets an adapter that
 * answers with it (axios then runs the response interceptors on it as on any answer); otherwise it goes unchanged.
 */
export async function withEarlyAnswer<T extends OutgoingCall>(config: T, source: HeaderSource): Promise<T> {
  const call = takeCall(config, source);
  if (!call) return config;
  const body = await call.answer.catch(() => null);
  if (!succeeded(body)) return config;
  const adapter = (sent: { signal?: AbortSignal }) =>
    sent.signal?.aborted
      ? // A read of a page that has been left ends with it, as the network call would (src/request/pageScope.ts).
        Promise.reject(Object.assign(new Error('canceled'), { name: 'CanceledError', code: 'ERR_CANCELED' }))
      : Promise.resolve({ data: body, status: 200, statusText: 'OK', headers: {}, config: sent, request: {} });
  return { ...config, adapter };
}
