/**
 * Focus back where it was when a view opened over the alarm list, once the view has gone. The details dialog
 * unmounts at once when its address parameter goes (no close animation for antd to restore focus after), and the
 * row that opened it may have been redrawn (opening marks the alarm read): then the open drawer takes the focus,
 * so that Esc closes the list next, as it should, and Tab goes on inside it.
 */
import { useEffect, useState } from 'react';

export function useFocusReturn() {
  // Read on the first render: the dialog's own effects move the focus into it before this component's run.
  const [opener] = useState(() => (document.activeElement instanceof HTMLElement ? document.activeElement : null));
  useEffect(() => {
    return () => {
      if (opener && opener !== document.body && opener.isConnected) {
        opener.focus();
        return;
      }
      const drawers = document.querySelectorAll<HTMLElement>('.ant-drawer-open');
      drawers[drawers.length - 1]?.focus();
    };
  }, [opener]);
}
