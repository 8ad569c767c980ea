/**
 * Idempotency keys for creates (`Idempotency-Key`, mock/README.md): a fresh UUID for each submit of a form, the same
 * one only when that same submit is retried after an answer that left it unknown whether the platform created it.
 */
import { useRef } from 'react';
import { isUncertain } from './uncertainWrite';

export const IDEMPOTENCY_HEADER = 'Idempotency-Key';

export function newIdempotencyKey(): string {
  if (typeof crypto !== 'undefined' && typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  // crypto.randomUUID needs a secure context; plain-HTTP deployments still get a random v4 UUID.
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = (bytes[6] & 0x0f) | 0x40;
  bytes[8] = (bytes[8] & 0x3f) | 0x80;
  const hex = Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/**
 * Runs a create with a key: `run(payload, (key) => createX(payload, key))`. After an uncertain failure (timeout, 504)
 * the next submit of an identical payload reuses the key, so the platform answers its first answer instead of
 * creating twice; any other payload, or any definite answer, starts afresh.
 */
export function useIdempotentCreate() {
  const pending = useRef<{ key: string; payload: string } | null>(null);
  return async function run<T>(payload: unknown, create: (key: string) => Promise<T>): Promise<T> {
    const body = JSON.stringify(payload);
    const key = pending.current?.payload === body ? pending.current.key : newIdempotencyKey();
    try {
      const answer = await create(key);
      pending.current = null;
      return answer;
    } catch (error) {
      pending.current = isUncertain(error) ? { key, payload: body } : null;
      throw error;
    }
  };
}
