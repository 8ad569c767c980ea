/**
 * How one live alarm event changes the page of the list on screen, without a re-read: the platform's filter rules
 * (mock/alarm.ts) applied to the alarm, and where a new row may go without moving the rows the user is reading.
 */
import type { AlarmStreamEvent } from '../live/types';
import type { AlarmListState } from './urlState';

/** Whether the list's filter, as sent to the platform, takes this alarm. */
export function matchesFilter(alarm: API.AlarmItem, filter: API.AlarmFilter): boolean {
  if (filter.type && alarm.type !== filter.type) return false;
  if (filter.busId && alarm.busId !== filter.busId) return false;
  if (filter.deviceId && alarm.deviceId !== filter.deviceId) return false;
  if (filter.read && alarm.read !== (filter.read === 'read')) return false;
  if (filter.state && !alarm.endedAt !== (filter.state === 'ongoing')) return false;
  const started = Date.parse(alarm.startedAt);
  if (filter.from && started < Date.parse(filter.from)) return false;
  if (filter.to && started > Date.parse(filter.to)) return false;
  return true;
}

/** A new alarm goes on top of the shown page only on page 1 of the newest-first order. */
export const takesNewRowsOnTop = (state: AlarmListState) =>
  state.current === 1 && (!state.sortField || (state.sortField === 'startedAt' && state.sortOrder !== 'ascend'));

export type LiveChange =
  | { kind: 'prepend'; page: API.Page<API.AlarmItem> }
  | { kind: 'replace'; page: API.Page<API.AlarmItem> }
  | { kind: 'pending' }
  | { kind: 'none' };

/** What the event does to `page` (the page shown for `state` and `filter`). */
export function liveChange(
  page: API.Page<API.AlarmItem> | undefined,
  event: AlarmStreamEvent,
  state: AlarmListState,
  filter: API.AlarmFilter,
): LiveChange {
  if (!page) return { kind: 'none' };
  const { alarm } = event;
  const index = page.list.findIndex((row) => row.id === alarm.id);
  // A row on screen changes in place (cleared, read): it stays until the next re-read even if the filter no longer
  // takes it, so nothing moves under the user's pointer.
  if (index >= 0) {
    const list = page.list.slice();
    list[index] = alarm;
    return { kind: 'replace', page: { ...page, list } };
  }
  if (event.kind !== 'raised' || !matchesFilter(alarm, filter)) return { kind: 'none' };
  if (!takesNewRowsOnTop(state)) return { kind: 'pending' };
  return {
    kind: 'prepend',
    page: { ...page, list: [alarm, ...page.list].slice(0, state.pageSize), total: page.total + 1 },
  };
}
