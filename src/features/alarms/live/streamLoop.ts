/**
 * The leader tab's stream, for as long as it leads: reconnects with back-off and jitter, resumes with the last
 * event id, and falls back to polling when the platform has no stream or it keeps failing (then tries again later).
 */
import { backoffDelay } from './backoff';
import type { StreamAttempt, StreamEnd } from './connection';
import type { SseMessage } from './sseParser';
import type { LiveMode } from './status';
import type { AlarmStreamEvent, LiveSignal } from './types';

/** Failed attempts in a row before the console polls instead. */
export const MAX_FAILURES = 5;
/** While polling, the stream is tried again after this long. */
export const STREAM_RETRY_MS = 5 * 60_000;

export interface LoopDeps {
  connect: (attempt: StreamAttempt) => Promise<StreamEnd>;
  /** Publishes a signal (this tab and the others). */
  deliver: (signal: LiveSignal, lastEventId?: string) => void;
  setMode: (mode: LiveMode) => void;
  /** Where to resume: the last event id this tab has heard (from the stream or from a previous leader). */
  lastEventId?: string;
  random?: () => number;
  wait?: (ms: number, signal: AbortSignal) => Promise<void>;
}

export function waitFor(ms: number, signal: AbortSignal): Promise<void> {
  return new Promise((resolve) => {
    if (signal.aborted) {
      resolve();
      return;
    }
    let timer: ReturnType<typeof setTimeout> | undefined;
    const done = () => {
      clearTimeout(timer);
      signal.removeEventListener('abort', done);
      resolve();
    };
    timer = setTimeout(done, ms);
    signal.addEventListener('abort', done);
  });
}

const KINDS = new Set(['raised', 'updated', 'cleared']);

/** The event an `event: alarm` message carries, or undefined when it is not one the console can use. */
export function alarmEventOf(message: SseMessage): AlarmStreamEvent | undefined {
  if (message.event !== 'alarm' || !message.id) return undefined;
  try {
    const data = JSON.parse(message.data);
    if (!data || !KINDS.has(data.kind) || typeof data.alarm?.id !== 'string' || typeof data.unread !== 'number')
      return undefined;
    return { id: message.id, kind: data.kind, alarm: data.alarm, unread: data.unread };
  } catch {
    return undefined;
  }
}

/** Runs until `signal` aborts, or until the platform refuses the stream (mode `off`: the bell polls as before). */
export async function streamLoop(deps: LoopDeps, signal: AbortSignal): Promise<void> {
  const wait = deps.wait || waitFor;
  let lastEventId = deps.lastEventId;
  let failures = 0;
  let mode: LiveMode | undefined;
  const enter = (next: LiveMode) => {
    if (next === mode) return;
    mode = next;
    deps.setMode(next);
  };
  const poll = async () => {
    enter('polling');
    deps.deliver({ type: 'reset' }, lastEventId); // the views read again; the bell polls from now on
    await wait(STREAM_RETRY_MS, signal);
    failures = 0;
  };
  let opened = false;
  const onOpen = () => {
    opened = true;
    failures = 0;
    const resumed = !!lastEventId && mode !== 'polling';
    enter('stream');
    // Without a resume point (a first stream, or back from polling) something may have come meanwhile.
    if (!resumed) deps.deliver({ type: 'reset' }, lastEventId);
  };
  const onMessage = (message: SseMessage) => {
    if (message.id) lastEventId = message.id;
    if (message.event === 'reset') deps.deliver({ type: 'reset' }, lastEventId);
    const event = alarmEventOf(message);
    if (event) deps.deliver({ type: 'event', event }, lastEventId);
  };
  while (!signal.aborted) {
    opened = false;
    // eslint-disable-next-line no-await-in-loop -- one attempt after the other, by design
    const end = await deps.connect({ lastEventId, signal, onOpen, onMessage });
    if (signal.aborted || end === 'stopped') return;
    if (end === 'refused') {
      enter('off');
      return;
    }
    if (end === 'absent') {
      await poll();
      continue;
    }
    if (!opened) failures += 1;
    if (failures >= MAX_FAILURES) {
      await poll();
      continue;
    }
    await wait(backoffDelay(failures, deps.random), signal);
  }
}
