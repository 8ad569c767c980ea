/**
 * The open list follows live alarm events in place: on page 1 of the newest-first order a new alarm of the filter
 * goes on top, marked new until opened; on any other page or order the rows stay where they are and the new alarms
 * are counted for a "show" link; a changed row on screen changes in place; a reset re-reads.
 */
import { useEffect, useRef, useState } from 'react';
import { useLiveSignals } from '../live/bus';
import { liveChange } from './liveRows';
import type { AlarmListState } from './urlState';

interface Args {
  page?: API.Page<API.AlarmItem>;
  state: AlarmListState;
  filter: API.AlarmFilter;
  mutate: (page: API.Page<API.AlarmItem>) => void;
  refresh: () => void;
  /** Shows the newest alarms: page 1 of the current filter and order. */
  showFirstPage: () => void;
}

export function useLiveList({ page, state, filter, mutate, refresh, showFirstPage }: Args) {
  const [fresh, setFresh] = useState<ReadonlySet<string>>(() => new Set());
  const [pending, setPending] = useState<string[]>([]);
  const filterKey = JSON.stringify(filter);
  // The page as last changed: a burst delivers several events before React renders again.
  const shown = useRef(page);
  shown.current = page;

  // Another filter or order is another list: what was counted for the old one does not apply.
  useEffect(() => setPending([]), [filterKey, state.sortField, state.sortOrder]);

  useLiveSignals((signal) => {
    if (signal.type === 'reset') {
      setPending([]);
      refresh();
      return;
    }
    const change = liveChange(shown.current, signal.event, state, filter);
    if (change.kind === 'prepend' || change.kind === 'replace') {
      shown.current = change.page;
      mutate(change.page);
    }
    if (change.kind === 'prepend') setFresh((ids) => new Set(ids).add(signal.event.alarm.id));
    if (change.kind === 'pending')
      setPending((ids) => (ids.includes(signal.event.alarm.id) ? ids : [...ids, signal.event.alarm.id]));
  });

  return {
    /** Alarms that came in while the list was open and have not been opened yet. */
    fresh,
    /** How many alarms of the filter came in that the page does not show. */
    pending: pending.length,
    showPending: () => {
      setFresh((ids) => new Set([...ids, ...pending]));
      setPending([]);
      if (state.current === 1) refresh();
      else showFirstPage();
    },
    seen: (id: string) =>
      setFresh((ids) => {
        if (!ids.has(id)) return ids;
        const next = new Set(ids);
        next.delete(id);
        return next;
      }),
  };
}
