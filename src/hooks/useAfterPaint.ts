/**
 * True one painted frame after `ready` turns true, at the browser's next idle moment (within IDLE_TIMEOUT_MS): lets
 * what is on screen paint before heavier, less urgent parts (the side menu's entries, the header's controls, charts,
 * tables below the fold) render or are requested, and lets answers already in (the dashboard's figures, on a repeat
 * visit) render before them. Where the browser has no idle callbacks (Safari), the next task.
 */
import { useEffect, useState } from 'react';
import { whenIdle } from '@/utils/whenIdle';

export const IDLE_TIMEOUT_MS = 1000;

export function useAfterPaint(ready: boolean): boolean {
  const [painted, setPainted] = useState(false);
  useEffect(() => {
    if (!ready || painted) return undefined;
    let cancelIdle = () => {};
    const frame = requestAnimationFrame(() => {
      cancelIdle = whenIdle(() => setPainted(true), IDLE_TIMEOUT_MS);
    });
    return () => {
      cancelAnimationFrame(frame);
      cancelIdle();
    };
  }, [ready, painted]);
  return painted;
}
