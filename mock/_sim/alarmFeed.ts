/**
 * The alarm events behind the platform's stream (contract: `GET /api/ropc/alarm/stream`): one increasing sequence
 * of ids for the whole simulator, the last 1,000 events kept for a resume (`Last-Event-ID`), the open streams, and
 * the stream's switches (offered or not, heartbeat). Who may see which event is the stream's (alarmStream.ts).
 * On globalThis, so that Umi's mock reload keeps the sequence, the kept events and the open streams.
 */
import type { AlarmRow } from './seed/alarms';

export type AlarmEventKind = 'raised' | 'updated' | 'cleared';

export interface FeedEvent {
  id: number;
  kind: AlarmEventKind;
  /** The live row (its read state is read when the event is sent). */
  row: AlarmRow;
  /** The alarm's end as the event saw it: a replayed `raised` shows the alarm ongoing even if cleared since. */
  endedAt: string | null;
}

/** What a resume gets: the later events, or `reset` when they are no longer all kept. */
export type Resume = { events: FeedEvent[] } | 'reset';

/** An open stream, as the feed drives it. */
export interface Subscriber {
  deliver(events: FeedEvent[]): void;
  /** The store was reset: what the client shows is gone. */
  reset(): void;
  /** The heartbeat changed. */
  rearm(): void;
  /** Ends the stream (a cut, or the stream switched off). */
  end(): void;
}

/** Events kept for a resume. */
export const KEPT_EVENTS = 1000;
/** The heartbeat's default period (the contract asks for at least every 15 s). */
export const DEFAULT_HEARTBEAT_MS = 10_000;

interface FeedState {
  /** The id of the newest event (the first id of a process is its start time in ms, above any earlier run's). */
  newest: number;
  /** Every event after this id is kept. */
  floor: number;
  kept: FeedEvent[];
  subscribers: Set<Subscriber>;
  enabled: boolean;
  heartbeatMs: number;
  schedule?: { everyMs: number; timer: ReturnType<typeof setInterval> };
}

const g = globalThis as unknown as { __ropcAlarmFeed?: FeedState };

function state(): FeedState {
  if (!g.__ropcAlarmFeed) {
    const start = Date.now();
    g.__ropcAlarmFeed = {
      newest: start,
      floor: start,
      kept: [],
      subscribers: new Set(),
      enabled: true,
      heartbeatMs: DEFAULT_HEARTBEAT_MS,
    };
  }
  return g.__ropcAlarmFeed;
}

/** Adds events of `kind` for these rows (one id each, in order) and sends them to every open stream. */
export function publish(kind: AlarmEventKind, rows: AlarmRow[]): FeedEvent[] {
  const s = state();
  const events = rows.map((row) => {
    s.newest += 1;
    return { id: s.newest, kind, row, endedAt: row.endedAt };
  });
  s.kept.push(...events);
  const dropped = s.kept.length - KEPT_EVENTS;
  if (dropped > 0) s.floor = s.kept.splice(0, dropped)[dropped - 1].id;
  [...s.subscribers].forEach((subscriber) => subscriber.deliver(events));
  return events;
}

/** The events after `lastId`, or `reset` when some of them are no longer kept (or the id is not one of ours). */
export function eventsAfter(lastId: string): Resume {
  const s = state();
  if (!/^\d{1,15}$/.test(lastId)) return 'reset';
  const id = Number(lastId);
  if (id < s.floor || id > s.newest) return 'reset';
  return { events: s.kept.filter((event) => event.id > id) };
}

export const newestEventId = () => state().newest;

export function subscribe(subscriber: Subscriber): () => void {
  const { subscribers } = state();
  subscribers.add(subscriber);
  return () => {
    subscribers.delete(subscriber);
  };
}

/** How many streams are open. */
export const openStreams = () => state().subscribers.size;

/** Ends every open stream now (they resume with Last-Event-ID); how many there were. */
export function cutStreams(): number {
  const all = [...state().subscribers];
  all.forEach((subscriber) => subscriber.end());
  return all.length;
}

export const streamEnabled = () => state().enabled;
export const heartbeatMs = () => state().heartbeatMs;

/** Offers the stream or not (a platform without it answers 404; open streams end), and its heartbeat. */
export function configureStream(options: { enabled?: boolean; heartbeatMs?: number }) {
  const s = state();
  if (options.enabled !== undefined) s.enabled = options.enabled;
  if (!s.enabled) cutStreams();
  if (options.heartbeatMs !== undefined && options.heartbeatMs !== s.heartbeatMs) {
    s.heartbeatMs = options.heartbeatMs;
    [...s.subscribers].forEach((subscriber) => subscriber.rearm());
  }
}

/** Raises with `raise` every `everyMs` (0: never) while the simulator runs. */
export function scheduleRaises(everyMs: number, raise: () => void) {
  const s = state();
  if (s.schedule) clearInterval(s.schedule.timer);
  s.schedule = undefined;
  if (everyMs > 0) {
    const timer = setInterval(() => {
      try {
        raise();
      } catch (error) {
        console.error('[simulator] could not raise a scheduled alarm', error);
      }
    }, everyMs);
    (timer as { unref?: () => void }).unref?.();
    s.schedule = { everyMs, timer };
  }
}

export const scheduleEveryMs = () => state().schedule?.everyMs || 0;

/**
 * After a reset of the store: nothing before is kept (a resume gets `reset`), open streams are told to read again,
 * and the stream is offered with the default heartbeat.
 */
export function resetFeed() {
  const s = state();
  s.kept = [];
  s.floor = s.newest;
  s.enabled = true;
  configureStream({ heartbeatMs: DEFAULT_HEARTBEAT_MS });
  [...s.subscribers].forEach((subscriber) => subscriber.reset());
}
