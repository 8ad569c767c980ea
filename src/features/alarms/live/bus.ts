/**
 * The tab's live alarm signals: the transport (one stream per browser, or polling) publishes, views subscribe.
 * Each event reaches a tab once, whichever tab holds the stream.
 */
import { useEffect, useRef } from 'react';
import type { LiveSignal } from './types';

type Listener = (signal: LiveSignal) => void;
const listeners = new Set<Listener>();

export function publishLiveSignal(signal: LiveSignal) {
  for (const listener of [...listeners]) listener(signal);
}

export function subscribeLiveSignals(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Calls the latest `listener` for every signal while the component is mounted. */
export function useLiveSignals(listener: Listener) {
  const latest = useRef(listener);
  latest.current = listener;
  useEffect(() => subscribeLiveSignals((signal) => latest.current(signal)), []);
}
