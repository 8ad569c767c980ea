/**
 * Reads asked ahead of a call the page is likely to make next (the dashboard's other periods, once its figures are
 * on screen): held from the moment they leave, so the first identical call (heldAnswers.ts) waits for an answer
 * still coming instead of asking again, and is answered without a round trip once it has come. A success answer
 * stands in for the platform's for KEEP_MS. A prefetch is silent (no toast; a failure is simply not taken), and is
 * not made to be held in alternate mode, whose calls are never answered from held answers.
 */
import type { HeaderSource } from './headers';
import { callOf, holdAnswers, type OutgoingCall } from './heldAnswers';

/** How long a prefetched answer may stand in for the platform's. */
export const KEEP_MS = 60_000;

interface PrefetchConfig extends OutgoingCall {
  /** Set by the typed client for a CallOptions.prefetch read. */
  prefetch?: boolean;
  /** Settles the held answer of this prefetch: its parsed answer, or null when it failed. */
  settlePrefetch?: (answer: unknown) => void;
}

/** A request interceptor: holds the answer of a prefetch as it leaves (none in alternate mode). */
export function holdPrefetch<T extends PrefetchConfig>(config: T, source: HeaderSource): T {
  if (!config.prefetch || source.mode) return config;
  let settle: (answer: unknown) => void = () => undefined;
  const answer = new Promise<unknown>((resolve) => {
    settle = resolve;
  });
  const at = Date.now();
  holdAnswers([
    {
      ...callOf(config),
      answer,
      token: source.token,
      locale: source.locale,
      busId: () => source.currentOrgId,
      usable: () => Date.now() - at < KEEP_MS,
    },
  ]);
  return { ...config, settlePrefetch: settle };
}

/** A response interceptor, ahead of the envelope's handling: a prefetch's answer as it came. */
export function keepPrefetched<T extends { config?: PrefetchConfig; data?: unknown }>(response: T): T {
  response.config?.settlePrefetch?.(response.data);
  return response;
}

/** Its error side: a prefetch that failed (network, timeout, cancelled) settles as nothing to take. */
export function dropFailedPrefetch(error: unknown): Promise<never> {
  (error as { config?: PrefetchConfig } | undefined)?.config?.settlePrefetch?.(null);
  return Promise.reject(error);
}
