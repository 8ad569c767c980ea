/**
 * A change the platform may or may not have made: the call timed out (the console's 30 s, or nginx's 504) after the
 * request left. The request layer says so and announces it; the lists on screen reload to show what happened.
 */
import { useEffect, useRef } from 'react';
import { TransportError } from './errors';

const EVENT = 'ropc:uncertain-write';

/** A timeout, or the gateway's timeout answer: the platform may still have done the work. */
export function isUncertain(error: unknown): boolean {
  return (
    error instanceof TransportError && (error.kind === 'timeout' || (error.kind === 'http' && error.status === 504))
  );
}

export function announceUncertainWrite() {
  window.dispatchEvent(new Event(EVENT));
}

/** Calls `reload` after a write timed out anywhere in the console, so the list shows whether it was saved. */
export function useReloadOnUncertainWrite(reload: () => unknown) {
  const latest = useRef(reload);
  latest.current = reload;
  useEffect(() => {
    const listener = () => latest.current();
    window.addEventListener(EVENT, listener);
    return () => window.removeEventListener(EVENT, listener);
  }, []);
}
