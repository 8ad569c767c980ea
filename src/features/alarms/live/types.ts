/**
 * The live alarm layer's vocabulary (issue 46): what the platform's stream sends (contract/openapi.yaml,
 * `GET /api/ropc/alarm/stream`, server-sent events) and what the layer tells the views of this tab.
 */

export type AlarmEventKind = 'raised' | 'updated' | 'cleared';

/** One `event: alarm` of the stream, its `data` parsed, with the SSE `id` it came with. */
export interface AlarmStreamEvent {
  /** The event's id: a cut stream resumes after it (`Last-Event-ID`). */
  id: string;
  kind: AlarmEventKind;
  /** The alarm as the list shows it, after the event. */
  alarm: API.AlarmItem;
  /** The caller's unread count after the event (muted types left out, as the bell counts). */
  unread: number;
}

/**
 * What a view hears: an event; or `reset`, when events may have been missed (a resume the platform could not
 * serve, a change to polling, a tab waking up): read again what you show.
 */
export type LiveSignal = { type: 'event'; event: AlarmStreamEvent } | { type: 'reset' };
