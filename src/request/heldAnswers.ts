/**
 * Answers the console already holds for a call it is about to make: the calls the boot script made before the
 * bundle ran (earlyAnswers.ts) and the reads asked ahead of a likely call (prefetch.ts). The app's first identical
 * call (method, address, body, token, organisation, language, not in alternate mode) takes a held answer while it
 * is usable, once, instead of asking the platform again. Only a success answer is taken: a failed or refused one,
 * or one still missing, leaves the call to the network and the request layer's usual handling.
 */
import { isBootFailure } from '@/speed/boot/state';
import { unwrap } from './errors';
import type { HeaderSource } from './headers';

export interface HeldAnswer {
  method: string;
  url: string;
  /** The JSON body of a POST, '' for a GET. */
  body: string;
  /** Resolves to the parsed answer, or null when the call failed. */
  answer: Promise<unknown>;
  token: string;
  locale: string;
  /** The organisation the call was made for (boot.js chooses it on a first visit, so it is read late). */
  busId: () => string;
  /** Whether it may still be handed out; one that may not is dropped. */
  usable: () => boolean;
  /** Set once the answer has come (holdAnswers): its parsed body, or null when the call failed. */
  settled?: { body: unknown };
}

let held: HeldAnswer[] = [];

export interface OutgoingCall {
  method?: string;
  url?: string;
  data?: unknown;
}

export function bodyOf(data: unknown): string {
  if (data === undefined || data === null) return '';
  return typeof data === 'string' ? data : JSON.stringify(data);
}

const sameCall = (a: Pick<HeldAnswer, 'method' | 'url' | 'body'>, b: Pick<HeldAnswer, 'method' | 'url' | 'body'>) =>
  a.method === b.method && a.url === b.url && a.body === b.body;

/** The call's method, address and body as held answers name them. */
export function callOf(config: OutgoingCall): Pick<HeldAnswer, 'method' | 'url' | 'body'> {
  const method = (config.method || 'get').toUpperCase();
  return { method, url: config.url || '', body: method === 'GET' ? '' : bodyOf(config.data) };
}

/** Holds answers; a newer answer to the same call for the same session replaces the older one. */
export function holdAnswers(answers: HeldAnswer[]) {
  held = held.filter(
    (old) => !answers.some((a) => sameCall(a, old) && a.token === old.token && a.locale === old.locale),
  );
  held.push(...answers);
  for (const answer of answers) {
    answer.answer.then(
      (body) => {
        answer.settled = { body };
      },
      () => {
        answer.settled = { body: null };
      },
    );
  }
}

/** Drops the held answers `which` selects (all by default). */
export function dropAnswers(which: (answer: HeldAnswer) => boolean = () => true) {
  held = held.filter((answer) => !which(answer));
}

/** Where the held answer to this call is; -1 when there is none. */
function indexOf(call: ReturnType<typeof callOf>, source: HeaderSource): number {
  held = held.filter((answer) => answer.usable());
  if (source.mode) return -1;
  return held.findIndex(
    (answer) =>
      sameCall(answer, call) &&
      answer.token === source.token &&
      answer.locale === source.locale &&
      answer.busId() === source.currentOrgId,
  );
}

/** The held answer that is this request, removed from the held ones; undefined when there is none. */
function take(config: OutgoingCall, source: HeaderSource): HeldAnswer | undefined {
  const index = indexOf(callOf(config), source);
  return index < 0 ? undefined : held.splice(index, 1)[0];
}

function succeeded(body: unknown): boolean {
  try {
    unwrap(body);
    return true;
  } catch {
    return false;
  }
}

/** Where this call's held answer is and its data, when it has already come and is a success. */
function settledAnswer(config: OutgoingCall, source: HeaderSource): { index: number; data: unknown } | undefined {
  const call = callOf(config);
  const index = indexOf(call, source);
  const settled = index < 0 ? undefined : held[index].settled;
  if (!settled || !succeeded(settled.body)) return undefined;
  return { index, data: unwrap(settled.body, call.url, call.method.toLowerCase()) };
}

/**
 * The data of this call's held answer when it has already come and is a success, left held; undefined otherwise.
 * For a render: React may throw a render away (when something beside it suspends) and render again, so a render
 * looks, and the call that follows the commit takes (takeSettled, or the call itself through withHeldAnswer).
 */
export function peekSettled(config: OutgoingCall, source: HeaderSource): { data: unknown } | undefined {
  const found = settledAnswer(config, source);
  return found && { data: found.data };
}

/**
 * The data of this call's held answer when it has already come and is a success, taken as the call would take it
 * (once); undefined otherwise, and the answer stays for the call. A page that rendered what peekSettled gave
 * takes it so once it has committed, instead of a placeholder and a second render once its call has been answered.
 */
export function takeSettled(config: OutgoingCall, source: HeaderSource): { data: unknown } | undefined {
  const found = settledAnswer(config, source);
  if (!found) return undefined;
  held.splice(found.index, 1);
  return { data: found.data };
}

/**
 * A request interceptor: when a held answer is this call's success answer, the request gets an adapter that
 * answers with it (axios then runs the response interceptors on it as on any answer); otherwise it goes unchanged.
 */
export async function withHeldAnswer<T extends OutgoingCall>(config: T, source: HeaderSource): Promise<T> {
  const answer = take(config, source);
  if (!answer) return config;
  const body = await answer.answer.catch(() => null);
  if (isBootFailure(body) && (body.failed === 'timeout' || body.status === 504)) {
    // The boot script's call ran into the timeout (its own or the gateway's): the spec's 30 s are spent, so the
    // call ends with the timeout message instead of waiting as long again.
    const timedOut = () => Promise.reject(Object.assign(new Error('timeout'), { code: 'ETIMEDOUT' }));
    return { ...config, adapter: timedOut };
  }
  if (!succeeded(body)) return config;
  const adapter = (sent: { signal?: AbortSignal }) =>
    sent.signal?.aborted
      ? // A read of a page that has been left ends with it, as the network call would (src/request/pageScope.ts).
        Promise.reject(Object.assign(new Error('canceled'), { name: 'CanceledError', code: 'ERR_CANCELED' }))
      : Promise.resolve({ data: body, status: 200, statusText: 'OK', headers: {}, config: sent, request: {} });
  return { ...config, adapter };
}
