/**
 * Idempotency-Key on writes (mock/README.md): for five minutes a repeated key in the same scope (the account, the
 * organisation, the method and the path) with the same body answers the first answer (success or
 * business error) without running the handler again; a repeat that arrives while the first is still running
 * waits for it. The same key with another body is refused (KeyReusedError), never answered the first answer.
 */
import { createHash } from 'crypto';

export const IDEMPOTENCY_TTL_MS = 5 * 60_000;
export const MAX_KEY_LENGTH = 255;

interface Entry {
  expires: number;
  fingerprint: string;
  outcome: Promise<unknown>;
}

/** The same key in the same scope with a different body. */
export class KeyReusedError extends Error {
  constructor() {
    super('idempotency key reused with another body');
  }
}

/** JSON with sorted keys, so that the same body sent in another key order is the same request. */
function canonical(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`;
  if (value && typeof value === 'object')
    return `{${Object.keys(value)
      .sort()
      .map((key) => `${JSON.stringify(key)}:${canonical((value as Record<string, unknown>)[key])}`)
      .join(',')}}`;
  return JSON.stringify(value ?? null);
}

/** A digest of a request body, compared when a key comes again. */
export const fingerprintOf = (body: unknown) => createHash('sha256').update(canonical(body)).digest('base64url');

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
 * Runs `run` once per scope within the TTL and hands every caller with the same body fingerprint the same outcome. `keep` decides whether a
 * failure is remembered (a business answer is; a crash is not, so a retry can succeed).
 */
export function once<T>(
  scope: string,
  fingerprint: string,
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
  if (known)
    return known.fingerprint === fingerprint ? (known.outcome as Promise<T>) : Promise.reject(new KeyReusedError());
  const outcome = run();
  map.set(scope, { expires: time + IDEMPOTENCY_TTL_MS, fingerprint, outcome });
  outcome.catch((error) => {
    if (!keep(error)) map.delete(scope);
  });
  return outcome;
}
