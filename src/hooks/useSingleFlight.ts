/**
 * One submit at a time. ProForm shows loading only after a re-render, so two clicks (or Enter and a click) in
 * quick succession both reach onFinish; this ref is set synchronously, so the second call answers `whileBusy`
 * (for a form: false, the dialog stays) without running.
 */
import { useCallback, useRef } from 'react';

export function useSingleFlight<A extends unknown[], R, B = R>(run: (...args: A) => Promise<R>, whileBusy: B): (...args: A) => Promise<R | B> {
  const busy = useRef(false);
  const latest = useRef(run);
  latest.current = run;
  return useCallback(
    async (...args: A) => {
      if (busy.current) return whileBusy;
      busy.current = true;
      try {
        return await latest.current(...args);
      } finally {
        busy.current = false;
      }
    },
    [whileBusy],
  );
}
