/**
 * The open list follows live alarm events in place: on page 1 of the newest-first order a new alarm of the filter
 * goes on top, marked new until opened; on any other page or order the rows stay where they are and the new alarms
 * are counted for a "show" link; a changed row on screen changes in place; a reset re-reads.
 */
import { useEffect, useRef, useState } from 'react';
import { useLiveSignals } from '../live/bus';
import type { AlarmStreamEvent } from '../live/types';
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

/** How long a raised alarm is kept to re-apply to a read answered after it: longer than a read may take (30 s). */
const RECENT_MS = 35_000;

export function useLiveList({ page, state, filter, mutate, refresh, showFirstPage }: Args) {
  const [fresh, setFresh] = useState<ReadonlySet<string>>(() => new Set());
  const [pending, setPending] = useState<string[]>([]);
  const filterKey = JSON.stringify(filter);
  // The page as last changed: a burst delivers several events before React renders again.
  const shown = useRef(page);
  shown.current = page;
  /** The page this hook last set, and the events of late: a read sent before an alarm was raised and answered
   * after it does not list it, and would take the new row away. */
  const mutated = useRef<API.Page<API.AlarmItem>>();
  const recent = useRef<{ at: number; event: AlarmStreamEvent }[]>([]);
  const change = (next: API.Page<API.AlarmItem>) => {
    shown.current = next;
    mutated.current = next;
    mutate(next);
  };

  // Another filter or order is another list: what was counted for the old one does not apply.
  useEffect(() => {
    setPending([]);
    recent.current = [];
  }, [filterKey, state.sortField, state.sortOrder]);

  // A read answered: put back on top the alarms raised meanwhile that it does not list yet, as they are now.
  useEffect(() => {
    if (!page || page === mutated.current) return;
    recent.current = recent.current.filter((entry) => Date.now() - entry.at < RECENT_MS);
    const latest = new Map<string, AlarmStreamEvent>();
    for (const { event } of recent.current) {
      const raised = event.kind === 'raised' || latest.get(event.alarm.id)?.kind === 'raised';
      if (raised) latest.set(event.alarm.id, { ...event, kind: 'raised' });
    }
    let next = page;
    for (const event of latest.values()) {
      if (next.list.some((row) => row.id === event.alarm.id)) continue;
      const missing = liveChange(next, event, state, filter);
      if (missing.kind === 'prepend') next = missing.page;
    }
    if (next !== page) change(next);
  }, [page]);

  useLiveSignals((signal) => {
    if (signal.type === 'reset') {
      setPending([]);
      refresh();
      return;
    }
    recent.current = [...recent.current.slice(-99), { at: Date.now(), event: signal.event }];
    const result = liveChange(shown.current, signal.event, state, filter);
    if (result.kind === 'prepend' || result.kind === 'replace') change(result.page);
    if (result.kind === 'prepend') setFresh((ids) => new Set(ids).add(signal.event.alarm.id));
    if (result.kind === 'pending')
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
