/**
 * What a dialog form is open for. `key` changes on every opening, so the form mounts fresh (no values left from
 * the last time, an edit form reloads) while closing keeps it mounted for its animation.
 */
import { useCallback, useState } from 'react';

export function useDialog<T = undefined>() {
  const [state, setState] = useState<{ target?: T; open: boolean; count: number }>({ open: false, count: 0 });
  const show = useCallback((target?: T) => setState((s) => ({ target, open: true, count: s.count + 1 })), []);
  const hide = useCallback(() => setState((s) => ({ ...s, open: false })), []);
  // The first opening keeps the key a dialog rendered ahead (LazyDialog/renderAhead.tsx) was mounted with.
  return { target: state.target, open: state.open, key: String(Math.max(state.count, 1)), show, hide };
}
