/**
 * One open alarm stream (contract: `GET /api/ropc/alarm/stream`, server-sent events): the caller's events of the
 * feed (alarmFeed.ts), a resume after `Last-Event-ID` or `event: reset` when the feed no longer keeps what came
 * after it, a heartbeat comment, and the end when the client goes away. Which alarms the caller sees and how they
 * read are the alarm list's (mock/alarm.ts hands them in as a `Caller`).
 */
import type { AlarmRow } from './seed/alarms';
import {
  eventsAfter,
  heartbeatMs,
  newestEventId,
  streamEnabled,
  subscribe,
  type FeedEvent,
  type Subscriber,
} from './alarmFeed';
import { header, type Handler, type Req, type Res } from './http';

/** The caller as the alarm list sees them, read when events are sent (the organisation tree may change). */
export interface Caller {
  /** Whether a row is in the caller's scope (built once per batch of events). */
  scope(): (row: AlarmRow) => boolean;
  /** The row as the alarm list answers it to the caller. */
  item(row: AlarmRow): API.AlarmItem;
  /** What `alarm/unread-count` answers the caller now. */
  unread(): number;
  /** Whether the caller's session still holds (a stream of an ended session ends). */
  signedIn(): boolean;
}

/** The Node response as a stream writes it (Umi's dev and preview servers compress: `flush` sends at once). */
interface StreamRes extends Res {
  write(chunk: string): unknown;
  flush?: () => void;
  on(event: 'close', listener: () => void): unknown;
  writableEnded?: boolean;
  /** True once the client has gone, even before 'close' had a listener (Node emits it once, and not again). */
  destroyed?: boolean;
}

const HEARTBEAT = ': hb\n\n';

const alarmEvent = (id: number, data: unknown) => `id: ${id}\nevent: alarm\ndata: ${JSON.stringify(data)}\n\n`;
const resetEvent = (id: number) => `id: ${id}\nevent: reset\ndata: {}\n\n`;

/** Starts the stream on `res` (route() has checked the token, the organisation and the permission). */
export function openStream(req: Req, raw: Res, caller: Caller) {
  const res = raw as StreamRes;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let unsubscribe = () => {};
  let ended = false;

  const end = () => {
    if (ended) return;
    ended = true;
    if (timer) clearTimeout(timer);
    unsubscribe();
    if (!res.writableEnded) res.end();
  };
  const send = (text: string) => {
    if (ended || !text) return;
    if (res.destroyed) {
      end();
      return;
    }
    res.write(text);
    res.flush?.();
  };
  const eventsText = (events: FeedEvent[]) => {
    if (!events.length) return '';
    const inScope = caller.scope();
    const mine = events.filter((event) => inScope(event.row));
    if (!mine.length) return '';
    const unread = caller.unread();
    return mine
      .map((event) =>
        alarmEvent(event.id, {
          kind: event.kind,
          alarm: caller.item({ ...event.row, endedAt: event.endedAt }),
          unread,
        }),
      )
      .join('');
  };
  const beat = () => {
    if (!caller.signedIn()) {
      end();
      return;
    }
    send(HEARTBEAT);
    timer = setTimeout(beat, heartbeatMs());
  };
  const rearm = () => {
    if (timer) clearTimeout(timer);
    timer = setTimeout(beat, heartbeatMs());
  };
  const subscriber: Subscriber = {
    deliver: (events) => (caller.signedIn() ? send(eventsText(events)) : end()),
    reset: () => send(resetEvent(newestEventId())),
    rearm,
    end,
  };

  // A client that went away while route() checked the call (a console restarting its stream at once) has had its
  // 'close': a subscriber now would be an open stream nobody reads, for ever.
  if (res.destroyed) return;
  res.status(200);
  res.setHeader('Content-Type', 'text/event-stream; charset=utf-8');
  res.setHeader('Cache-Control', 'no-store');
  res.setHeader('X-Accel-Buffering', 'no');
  // The first bytes at once: headers and a heartbeat pass every proxy that does not buffer.
  send(HEARTBEAT);
  const lastId = header(req, 'last-event-id');
  if (lastId) {
    const resume = eventsAfter(lastId);
    send(resume === 'reset' ? resetEvent(newestEventId()) : eventsText(resume.events));
  }
  // In the same turn as the resume: no event falls between the two.
  unsubscribe = subscribe(subscriber);
  res.on('close', end);
  rearm();
}

/** The stream's route, answering a plain 404 while the stream is switched off (a platform without it). */
export function whenOffered(handler: Handler): Handler {
  return async (req, res) => {
    if (streamEnabled()) return handler(req, res);
    res.setHeader('Cache-Control', 'no-store');
    res.status(404).setHeader('Content-Type', 'text/plain; charset=utf-8');
    res.end('Not Found');
    return undefined;
  };
}
