/**
 * How this tab hears of alarms: `stream` (a stream is open in this browser, the views follow it), `polling` (the
 * platform has no stream or it failed: the bell polls) or `off` (the live layer is not running: the bell polls).
 */
import { useSyncExternalStore } from 'react';

export type LiveMode = 'off' | 'stream' | 'polling';

let mode: LiveMode = 'off';
const listeners = new Set<() => void>();

export function getLiveMode(): LiveMode {
  return mode;
}

export function setLiveMode(next: LiveMode) {
  if (next === mode) return;
  mode = next;
  listeners.forEach((listener) => listener());
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

export function useLiveMode(): LiveMode {
  return useSyncExternalStore(subscribe, getLiveMode, getLiveMode);
}
