/**
 * True one painted frame after `ready` turns true, at the browser's next idle moment (within IDLE_TIMEOUT_MS): lets
 * what is on screen paint before heavier, less urgent parts (the side menu's entries, the header's controls, charts,
 * tables below the fold) render or are requested, and lets answers already in (the dashboard's figures, on a repeat
 * visit) render before them. Where the browser has no idle callbacks (Safari), the next task.
 */
import { useEffect, useState } from 'react';

export const IDLE_TIMEOUT_MS = 1000;

export function useAfterPaint(ready: boolean): boolean {
  const [painted, setPainted] = useState(false);
  useEffect(() => {
    if (!ready || painted) return undefined;
    let timer = 0;
    let idle = 0;
    const frame = requestAnimationFrame(() => {
      const done = () => setPainted(true);
      if (typeof window.requestIdleCallback === 'function')
        idle = window.requestIdleCallback(done, { timeout: IDLE_TIMEOUT_MS });
      else timer = window.setTimeout(done, 0);
    });
    return () => {
      cancelAnimationFrame(frame);
      window.clearTimeout(timer);
      if (idle) window.cancelIdleCallback(idle);
    };
  }, [ready, painted]);
  return painted;
}
