import { alarmItem } from '@test/alarmItem';
import type { AlarmStreamEvent } from '../live/types';
import { liveChange, matchesFilter } from './liveRows';
import type { AlarmListState } from './urlState';

const alarm = alarmItem;
const event = (kind: AlarmStreamEvent['kind'], item: API.AlarmItem): AlarmStreamEvent => ({
  id: '1',
  kind,
  alarm: item,
  unread: 1,
});
const PAGE_1: AlarmListState = { current: 1, pageSize: 2 };
const page = (...ids: string[]) => ({ list: ids.map((id) => alarm(id)), total: 5 });

describe('the list filter applied to a live alarm', () => {
  it('takes an alarm only when every filter does', () => {
    const a = alarm('a');
    expect(matchesFilter(a, {})).toBe(true);
    expect(matchesFilter(a, { type: 'machineTrapped', state: 'ongoing', read: 'unread', busId: 'org-1' })).toBe(true);
    expect(matchesFilter(a, { type: 'deviceFailure' })).toBe(false);
    expect(matchesFilter(a, { state: 'cleared' })).toBe(false);
    expect(matchesFilter(a, { read: 'read' })).toBe(false);
    expect(matchesFilter(a, { deviceId: 'dev-2' })).toBe(false);
    expect(matchesFilter(a, { busId: 'org-2' })).toBe(false);
    expect(matchesFilter(a, { to: '2026-12-01T23:59:59.999Z' })).toBe(false);
    expect(matchesFilter(a, { from: '2026-12-02T00:00:00.000Z', to: '2026-12-02T23:59:59.999Z' })).toBe(true);
  });
});

describe('a live event on the page shown', () => {
  it('puts a new alarm of the filter on top of page 1, newest first, keeping the page size', () => {
    const change = liveChange(page('b', 'c'), event('raised', alarm('a')), PAGE_1, {});
    expect(change).toEqual({ kind: 'prepend', page: { list: [alarm('a'), alarm('b')], total: 6 } });
  });

  it('counts it instead on a later page or another order, so no row moves', () => {
    expect(liveChange(page('b'), event('raised', alarm('a')), { ...PAGE_1, current: 2 }, {}).kind).toBe('pending');
    const oldestFirst = { ...PAGE_1, sortField: 'startedAt', sortOrder: 'ascend' } as const;
    expect(liveChange(page('b'), event('raised', alarm('a')), oldestFirst, {}).kind).toBe('pending');
    const byDuration = { ...PAGE_1, sortField: 'duration', sortOrder: 'descend' } as const;
    expect(liveChange(page('b'), event('raised', alarm('a')), byDuration, {}).kind).toBe('pending');
  });

  it('ignores an alarm the filter does not take', () => {
    expect(liveChange(page('b'), event('raised', alarm('a')), PAGE_1, { type: 'deviceFailure' }).kind).toBe('none');
  });

  it('changes a row on screen in place, even one the filter no longer takes', () => {
    const cleared = alarm('c', { endedAt: '2026-12-02T05:10:00.000Z' });
    const change = liveChange(page('b', 'c'), event('cleared', cleared), PAGE_1, { state: 'ongoing' });
    expect(change).toEqual({ kind: 'replace', page: { list: [alarm('b'), cleared], total: 5 } });
  });

  it('does nothing with an update of a row not on screen, or before the page has come', () => {
    expect(liveChange(page('b'), event('updated', alarm('z')), PAGE_1, {}).kind).toBe('none');
    expect(liveChange(undefined, event('raised', alarm('a')), PAGE_1, {}).kind).toBe('none');
  });
});
