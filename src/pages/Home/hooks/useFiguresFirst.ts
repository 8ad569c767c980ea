/**
 * Figures first, charts after: the trend handed to the charts changes only once the figures of the same period
 * are on screen, and one painted frame later, so a period switch never waits behind the charts' redraw.
 */
import { useEffect, useState } from 'react';

export function useFiguresFirst<T>(trend: T | undefined, figuresShown: boolean): T | undefined {
  const [held, setHeld] = useState<T | undefined>(undefined);
  useEffect(() => {
    if (!figuresShown || trend === undefined || trend === held) return undefined;
    let timer = 0;
    const frame = requestAnimationFrame(() => {
      timer = window.setTimeout(() => setHeld(trend), 0);
    });
    return () => {
      cancelAnimationFrame(frame);
      window.clearTimeout(timer);
    };
  }, [trend, figuresShown, held]);
  return held;
}
