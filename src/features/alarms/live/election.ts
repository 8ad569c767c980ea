/**
 * One leader per name across the browser's tabs, with Web Locks: the leader holds the lock for as long as it runs
 * (its tab's life), the other tabs wait in the lock's queue, and the browser hands it to the next one as soon as
 * the leader's tab closes or crashes. docs/decisions/013-one-alarm-stream-per-browser.md says why.
 */
import { setStreamLeader } from './leader';

export interface LockManagerLike {
  request(name: string, options: { signal?: AbortSignal }, callback: () => Promise<void>): Promise<unknown>;
}

export function browserLocks(): LockManagerLike | undefined {
  return typeof navigator !== 'undefined' ? (navigator as { locks?: LockManagerLike }).locks : undefined;
}

function untilAborted(signal: AbortSignal): Promise<void> {
  return new Promise((resolve) => {
    if (signal.aborted) resolve();
    else signal.addEventListener('abort', () => resolve(), { once: true });
  });
}

/**
 * Runs `lead` in this tab once it is elected under `name`, and keeps the lead until `signal` aborts. Without Web
 * Locks (an insecure origin, an old browser) every tab leads its own stream: more connections, nothing lost.
 */
export function elect(
  name: string,
  signal: AbortSignal,
  lead: (signal: AbortSignal) => Promise<void>,
  locks: LockManagerLike | undefined = browserLocks(),
) {
  const hold = async () => {
    if (signal.aborted) return;
    setStreamLeader(true);
    try {
      await lead(signal);
      await untilAborted(signal);
    } finally {
      setStreamLeader(false);
    }
  };
  // An aborted wait rejects with AbortError: the tab simply stops waiting.
  if (locks) locks.request(name, { signal }, hold).catch(() => undefined);
  else hold().catch(() => undefined);
}
