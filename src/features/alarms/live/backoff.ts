/** Reconnect delays: exponential back-off with full jitter, so many consoles cut at once do not return at once. */

export const BACKOFF_BASE_MS = 1000;
export const BACKOFF_CAP_MS = 30_000;

/** A delay in [0, min(cap, base × 2^attempt)) for the `attempt`th retry in a row (0 for the first). */
export function backoffDelay(attempt: number, random: () => number = Math.random): number {
  const ceiling = Math.min(BACKOFF_CAP_MS, BACKOFF_BASE_MS * 2 ** Math.max(0, Math.min(attempt, 30)));
  return Math.floor(random() * ceiling);
}
