/**
 * Idempotency-Key on writes (mock/README.md): for five minutes a repeated key from the same user on the same method
 * and path answers the first answer (success or business error) without running the handler again; a repeat that
 * arrives while the first is still running waits for it.
 */
export const IDEMPOTENCY_TTL_MS = 5 * 60_000;
export const MAX_KEY_LENGTH = 255;

interface Entry {
  expires: number;
  outcome: Promise<unknown>;
}

// On globalThis so that Umi's mock reload keeps the answers, like the store and the faults.
const g = globalThis as unknown as { __ropcIdempotency?: Map<string, Entry> };
const entries = () => (g.__ropcIdempotency ||= new Map());

export function clearIdempotency() {
  entries().clear();
}

/** A usable key: non-empty, at most MAX_KEY_LENGTH visible ASCII characters; anything else is ignored. */
export function usableKey(value: string): string | undefined {
  return value && value.length <= MAX_KEY_LENGTH && /^[\x21-\x7e]+$/.test(value) ? value : undefined;
}

/**
 * Runs `run` once per scope within the TTL and hands every caller the same outcome. `keep` decides whether a
 * failure is remembered (a business answer is; a crash is not, so a retry can succeed).
 */
export function once<T>(
  scope: string,
  run: () => Promise<T>,
  keep: (error: unknown) => boolean,
  clock = Date.now,
): Promise<T> {
  const map = entries();
  const time = clock();
  map.forEach((entry, key) => {
    if (entry.expires <= time) map.delete(key);
  });
  const known = map.get(scope);
  if (known) return known.outcome as Promise<T>;
  const outcome = run();
  map.set(scope, { expires: time + IDEMPOTENCY_TTL_MS, outcome });
  outcome.catch((error) => {
    if (!keep(error)) map.delete(scope);
  });
  return outcome;
}
