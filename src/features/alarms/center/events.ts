/** Tells every alarm view (bell count, bell list, drawer) that read states changed, so they reload. */
import { useEffect, useRef } from 'react';

type Listener = () => void;
const listeners = new Set<Listener>();

export function notifyAlarmsChanged() {
  listeners.forEach((listener) => listener());
}

export function useAlarmsChanged(listener: Listener) {
  const latest = useRef(listener);
  latest.current = listener;
  useEffect(() => {
    const call = () => latest.current();
    listeners.add(call);
    return () => {
      listeners.delete(call);
    };
  }, []);
}
