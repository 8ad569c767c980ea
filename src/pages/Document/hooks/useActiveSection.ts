/**
 * Which section the reader is at, for the side navigation: the last one whose heading passed under the header.
 * At the end of the page, where the last sections can no longer scroll that far, the linked section (if it is in
 * view) or else the last one in view.
 */
import { useEffect, useState } from 'react';

/** Headings above this line (px from the top of the viewport, under the sticky header) count as read. */
const READ_LINE = 120;

function pick(ids: string[], preferred?: string): string | undefined {
  const viewport = window.innerHeight;
  const atEnd = window.scrollY > 0 && window.scrollY + viewport >= document.documentElement.scrollHeight - 2;
  let current: string | undefined = ids[0];
  let lastInView: string | undefined;
  for (const id of ids) {
    const top = document.getElementById(id)?.getBoundingClientRect().top;
    if (top === undefined) continue;
    if (top < viewport) lastInView = id;
    if (top <= READ_LINE) current = id;
  }
  if (!atEnd) return current;
  const linked = preferred && document.getElementById(preferred)?.getBoundingClientRect();
  return linked && linked.top >= 0 && linked.top < viewport ? preferred : lastInView;
}

export function useActiveSection(ids: string[], enabled: boolean, preferred?: string): string | undefined {
  const [active, setActive] = useState<string>();

  useEffect(() => {
    if (!enabled || !ids.length) return undefined;
    let frame = 0;
    const measure = () => {
      frame = 0;
      setActive(pick(ids, preferred));
    };
    const onScroll = () => {
      if (!frame) frame = window.requestAnimationFrame(measure);
    };
    measure();
    window.addEventListener('scroll', onScroll, { passive: true });
    window.addEventListener('resize', onScroll);
    return () => {
      window.removeEventListener('scroll', onScroll);
      window.removeEventListener('resize', onScroll);
      if (frame) window.cancelAnimationFrame(frame);
    };
  }, [ids, enabled, preferred]);

  return active;
}
