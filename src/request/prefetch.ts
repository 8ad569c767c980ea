/**
 * Reads asked ahead of a call the page is likely to make next (the dashboard's other periods, once its figures are
 * on screen): a success answer is held for KEEP_MS and handed to the first identical call (heldAnswers.ts), which
 * is then answered without a round trip. A prefetch is silent (no toast; a failure is simply not held), and is
 * not made in alternate mode, whose calls are never answered from held answers.
 */
import type { HeaderSource } from './headers';
import { callOf, holdAnswers, type OutgoingCall } from './heldAnswers';

/** How long a prefetched answer may stand in for the platform's. */
export const KEEP_MS = 60_000;

interface PrefetchConfig extends OutgoingCall {
  /** Set by the typed client for a CallOptions.prefetch read. */
  prefetch?: boolean;
  /** The session the prefetch is made for, noted when it leaves. */
  prefetchFor?: HeaderSource;
}

/** A request interceptor: notes the session a prefetch is made for (none in alternate mode). */
export function notePrefetch<T extends PrefetchConfig>(config: T, source: HeaderSource): T {
  return config.prefetch && !source.mode ? { ...config, prefetchFor: source } : config;
}

/** A response interceptor, ahead of the envelope's handling: holds a prefetch's answer as it came. */
export function keepPrefetched<T extends { config?: PrefetchConfig; data?: unknown }>(response: T): T {
  const source = response.config?.prefetchFor;
  if (response.config && source) {
    const at = Date.now();
    holdAnswers([
      {
        ...callOf(response.config),
        answer: Promise.resolve(response.data),
        token: source.token,
        locale: source.locale,
        busId: () => source.currentOrgId,
        usable: () => Date.now() - at < KEEP_MS,
      },
    ]);
  }
  return response;
}
