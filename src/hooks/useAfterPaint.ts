/**
 * True one painted frame after `ready` turns true: lets what is on screen paint before heavier, less urgent
 * modules (charts, tables below the fold) are requested.
 */
import { useEffect, useState } from 'react';

export function useAfterPaint(ready: boolean): boolean {
  const [painted, setPainted] = useState(false);
  useEffect(() => {
    if (!ready || painted) return undefined;
    let timer = 0;
    const frame = requestAnimationFrame(() => {
      timer = window.setTimeout(() => setPainted(true), 0);
    });
    return () => {
      cancelAnimationFrame(frame);
      window.clearTimeout(timer);
    };
  }, [ready, painted]);
  return painted;
}
