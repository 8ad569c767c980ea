/**
 * The console's one query cache: TanStack Query (through Umi Max's reactQuery plugin), holding the reads asked
 * before the app's own call. Its rules, all of them here:
 * - early: the shell's and the landing page's first reads, asked by boot before the bundle ran (src/speed/boot).
 *   Boot seeds them as entries; they stand in for the app's identical read while the user is on the page they
 *   landed on, so a page opened later never shows an answer from the start of the visit.
 * - ahead: a read the page will likely make next (the dashboard's other periods), asked with the library's
 *   prefetch; it stands in for AHEAD_MS.
 * - An entry answers the first identical read (method, address, body, token, organisation, language) once, waiting
 *   for it when it is still on its way; the read after it (a refresh, a poll) asks the platform again.
 * - Only a success is taken. A failed entry leaves the read to the network, except a timeout: the spec's 30 s are
 *   spent, so the read ends with the timeout message instead of waiting as long again.
 * - Alternate mode caches nothing.
 * A read the cache answers is not sent: in DevTools each call shows once, as the request boot or the prefetch made.
 */
import { type Query, QueryClient } from '@tanstack/react-query';
import { TransportError, unwrap } from './errors';

/** How long an answer asked ahead stands in for the platform's. */
export const AHEAD_MS = 60_000;

export const queryClient = new QueryClient({
  defaultOptions: {
    // Entries are asked once and taken once: the library neither retries nor refreshes them on its own.
    queries: { retry: false, gcTime: AHEAD_MS, networkMode: 'always', refetchOnWindowFocus: false },
  },
});

/** A read as the cache names it: its method, its address and its JSON body ('' for none). */
export interface Read {
  method: string;
  url: string;
  body: string;
}

/** Whose read it is (the session's headers); none in alternate mode. */
export interface ReadScope {
  token: string;
  busId: string;
  locale: string;
}

interface EntryMeta extends Record<string, unknown> {
  usable: () => boolean;
}

const keyOf = (read: Read, scope: ReadScope) =>
  ['read', read.method.toUpperCase(), read.url, read.body, scope.token, scope.busId, scope.locale] as const;

/** The entry of this read, when there is one that may still stand in; an unusable one is dropped. */
function entryOf(read: Read, scope: ReadScope | undefined): Query | undefined {
  if (!scope) return undefined;
  const queryKey = keyOf(read, scope);
  const query = queryClient.getQueryCache().find({ queryKey, exact: true });
  if (!query) return undefined;
  if ((query.meta as EntryMeta | undefined)?.usable()) return query;
  queryClient.removeQueries({ queryKey, exact: true });
  return undefined;
}

/** The data of the platform's answer (as the request layer unwraps it), or its error. */
export function dataOf(body: unknown, read: Read): unknown {
  return unwrap(body, read.url, read.method.toLowerCase());
}

/** Adds an entry whose answer `answer` brings (boot's call, or the prefetch's read). */
export function seedRead(read: Read, scope: ReadScope, answer: () => Promise<unknown>, usable: () => boolean) {
  const meta: EntryMeta = { usable };
  return queryClient.prefetchQuery({ queryKey: keyOf(read, scope), queryFn: answer, meta, staleTime: Infinity });
}

/** Asks `read` ahead: its success answers the first identical read of the next AHEAD_MS. */
export function prefetchRead(read: Read, scope: ReadScope | undefined, fetch: () => Promise<unknown>) {
  if (!scope) return Promise.resolve();
  const until = Date.now() + AHEAD_MS;
  return seedRead(read, scope, fetch, () => Date.now() < until);
}

/** The data of this read's entry when it has come and is a success, left in the cache: what a render may show. */
export function peekRead<T>(read: Read, scope: ReadScope | undefined): T | undefined {
  const query = entryOf(read, scope);
  return query?.state.status === 'success' ? (query.state.data as T) : undefined;
}

const spentTimeout = (error: unknown) => error instanceof TransportError && error.kind === 'timeout';

/**
 * The app's read: its entry's data when the cache holds a usable one (then taken), else `fetch()` (the request
 * layer). A timed-out entry goes to `onError` (the request layer's error handling) and rejects.
 */
export async function takeRead<T>(
  read: Read,
  scope: ReadScope | undefined,
  fetch: () => Promise<T>,
  onError: (error: unknown) => void,
): Promise<T> {
  const query = entryOf(read, scope);
  if (!query) return fetch();
  try {
    // A success already there, or the one call still on its way: the library hands out the same answer.
    if (query.state.status === 'error') throw query.state.error;
    return (await queryClient.fetchQuery({ queryKey: query.queryKey, staleTime: Infinity })) as T;
  } catch (error) {
    if (!spentTimeout(error)) return fetch();
    onError(error);
    throw error;
  } finally {
    queryClient.removeQueries({ queryKey: query.queryKey, exact: true });
  }
}
