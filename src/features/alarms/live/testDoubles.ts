/** Test doubles of the browser's Web Locks and BroadcastChannel: several "tabs" in one test. */
import type { LockManagerLike } from './election';

/** Web Locks, exclusive mode: one holder per name, the others queued in order, an aborted wait rejects. */
export function fakeLocks(): LockManagerLike {
  const held = new Set<string>();
  const queues = new Map<string, (() => void)[]>();
  const grant = (name: string) => {
    const next = queues.get(name)?.shift();
    if (next) next();
    else held.delete(name);
  };
  return {
    request(name, { signal }, callback) {
      return new Promise((resolve, reject) => {
        const run = () => {
          held.add(name);
          callback()
            .then(resolve, reject)
            .finally(() => grant(name));
        };
        if (!held.has(name)) {
          run();
          return;
        }
        const queue = queues.get(name) || [];
        queues.set(name, queue);
        queue.push(run);
        signal?.addEventListener('abort', () => {
          const at = queue.indexOf(run);
          if (at < 0) return;
          queue.splice(at, 1);
          reject(new DOMException('aborted', 'AbortError'));
        });
      });
    },
  };
}

interface FakeChannel {
  postMessage(message: unknown): void;
  close(): void;
  onmessage: ((event: MessageEvent) => void) | null;
}

/** BroadcastChannel: a message reaches every other open channel of the same name, never its sender. */
export function fakeChannels() {
  const open = new Set<{ name: string; channel: FakeChannel }>();
  const posted: unknown[] = [];
  const openChannel = (name: string): FakeChannel => {
    const entry = { name, channel: undefined as unknown as FakeChannel };
    entry.channel = {
      onmessage: null,
      postMessage(message) {
        posted.push(message);
        const data = structuredCloneish(message);
        [...open]
          .filter((other) => other !== entry && other.name === name)
          .forEach((other) => queueMicrotask(() => other.channel.onmessage?.({ data } as MessageEvent)));
      },
      close() {
        open.delete(entry);
      },
    };
    open.add(entry);
    return entry.channel;
  };
  return { openChannel, posted, openCount: () => open.size };
}

function structuredCloneish<T>(value: T): T {
  return JSON.parse(JSON.stringify(value));
}
