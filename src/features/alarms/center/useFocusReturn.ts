/**
 * Focus back where the eye goes when the details of alarm `id` close. The details dialog unmounts at once when
 * its address parameter goes (no close animation for antd to restore focus after), so this hook does it: to the
 * element that opened them; else (it was redrawn: opening marks the alarm read; or the details came from a link,
 * a reload or back/forward) to that alarm's row in the open list, else the open list itself, so that Esc closes
 * the list next and Tab goes on inside it; with no list, to the bell.
 */
import { useEffect, useState } from 'react';

/** The bell's button carries this attribute (AlarmBell/BellButton). */
export const BELL_ATTRIBUTE = 'data-alarm-bell';

function fallback(id: string): HTMLElement | undefined {
  const drawers = document.querySelectorAll<HTMLElement>('.ant-drawer-open');
  const drawer = drawers[drawers.length - 1];
  if (drawer) {
    const row = drawer.querySelector<HTMLElement>(`tr[data-row-key="${CSS.escape(id)}"] button`);
    return row || drawer;
  }
  return document.querySelector<HTMLElement>(`[${BELL_ATTRIBUTE}]`) || undefined;
}

export function useFocusReturn(id: string) {
  // Read on the first render: the dialog's own effects move the focus into it before this component's run.
  const [opener] = useState(() => (document.activeElement instanceof HTMLElement ? document.activeElement : null));
  useEffect(() => {
    return () => {
      if (opener && opener !== document.body && opener.isConnected) opener.focus();
      else fallback(id)?.focus();
    };
  }, [opener, id]);
}
