/**
 * One call of an async action at a time: a call made while the previous one is still pending is ignored and
 * answers undefined. The guard is a ref, so it holds even for two clicks before React re-renders (a form's
 * submit validates asynchronously first); `busy` is the same state for rendering (loading, disabled).
 */
import { useCallback, useRef, useState } from 'react';

export function useSingleFlight<T extends unknown[], R = unknown>(fn: (...a: T) => Promise<R>) {
  const latest = useRef(fn);
  latest.current = fn;
  const flying = useRef(false);
  const [busy, setBusy] = useState(false);

  const run = useCallback(async (...args: T): Promise<R | undefined> => {
    if (flying.current) return undefined;
    flying.current = true;
    setBusy(true);
    try {
      return await latest.current(...args);
    } finally {
      flying.current = false;
      setBusy(false);
    }
  }, []);

  return [run, busy] as const;
}
