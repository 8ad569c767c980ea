/**
 * The tab's live alarm signals: the transport (one stream per browser, or polling) publishes, views subscribe.
 * Each event reaches a tab once, whichever tab holds the stream. A view that loads only once the stream runs (the
 * alarm notices) asks for the events of the last seconds as it subscribes, so an alarm that came while its code
 * loaded is not lost to it.
 */
import { useEffect, useRef } from 'react';
import type { LiveSignal } from './types';

type Listener = (signal: LiveSignal) => void;
const listeners = new Set<Listener>();

/** How long an event stays for a view that subscribes late, and how many at the most (a burst keeps its last). */
export const RECENT_MS = 5000;
export const RECENT_MAX = 50;
let recent: { at: number; signal: LiveSignal }[] = [];
const fresh = () => recent.filter(({ at }) => Date.now() - at < RECENT_MS);

export function publishLiveSignal(signal: LiveSignal) {
  // A reset says events may have been missed: views read again, and nothing older is handed on.
  if (signal.type === 'reset') recent = [];
  else {
    recent.push({ at: Date.now(), signal });
    if (recent.length > RECENT_MAX) recent.shift();
  }
  for (const listener of [...listeners]) listener(signal);
}

/** The stream of this scope has stopped (Log Out, another organisation): its events go to no later view. */
export function forgetRecentLiveSignals() {
  recent = [];
}

export function subscribeLiveSignals(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/**
 * Calls the latest `listener` for every signal while the component is mounted; with `recent`, first for the events
 * of the last RECENT_MS.
 */
export function useLiveSignals(listener: Listener, { recent: withRecent = false } = {}) {
  const latest = useRef(listener);
  latest.current = listener;
  useEffect(() => {
    if (withRecent) fresh().forEach(({ signal }) => latest.current(signal));
    return subscribeLiveSignals((signal) => latest.current(signal));
  }, [withRecent]);
}
