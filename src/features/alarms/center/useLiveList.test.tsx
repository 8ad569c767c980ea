import { alarmItem } from '@test/alarmItem';
import { act, renderHook } from '@testing-library/react';
import { useState } from 'react';
import { publishLiveSignal } from '../live/bus';
import { useLiveList } from './useLiveList';
import type { AlarmListState } from './urlState';

const alarm = (id: string) => alarmItem(id);
const raise = (id: string) =>
  act(() => publishLiveSignal({ type: 'event', event: { id, kind: 'raised', alarm: alarm(id), unread: 1 } }));

function renderList(state: AlarmListState, filter: API.AlarmFilter = {}) {
  const calls = { mutate: jest.fn(), refresh: jest.fn(), showFirstPage: jest.fn() };
  // The page as useRequest holds it: `mutate` replaces it.
  const view = renderHook(() => {
    const [page, setPage] = useState<API.Page<API.AlarmItem>>({ list: [alarm('old')], total: 1 });
    const live = useLiveList({
      page,
      state,
      filter,
      ...calls,
      mutate: (next) => {
        calls.mutate(next);
        setPage(next);
      },
    });
    return { ...live, page };
  });
  return { ...calls, view };
}

it('puts a burst on top of page 1, every alarm of it, each marked new until opened', () => {
  const { mutate, view } = renderList({ current: 1, pageSize: 10 });
  raise('a');
  // A burst: two events before React renders again.
  act(() => {
    publishLiveSignal({ type: 'event', event: { id: 'b', kind: 'raised', alarm: alarm('b'), unread: 2 } });
    publishLiveSignal({ type: 'event', event: { id: 'c', kind: 'raised', alarm: alarm('c'), unread: 3 } });
  });
  expect(view.result.current.page).toEqual({ list: ['c', 'b', 'a', 'old'].map(alarm), total: 4 });
  expect(mutate).toHaveBeenCalledTimes(3);
  expect([...view.result.current.fresh]).toEqual(['a', 'b', 'c']);
  act(() => view.result.current.seen('b'));
  expect([...view.result.current.fresh]).toEqual(['a', 'c']);
});

it('leaves a later page as it is and offers the new alarms, shown on page 1 with the filter kept', () => {
  const { mutate, showFirstPage, view } = renderList({ current: 3, pageSize: 10 });
  raise('a');
  raise('b');
  expect(mutate).not.toHaveBeenCalled();
  expect(view.result.current.pending).toBe(2);
  act(() => view.result.current.showPending());
  expect(showFirstPage).toHaveBeenCalledTimes(1);
  expect(view.result.current.pending).toBe(0);
  expect([...view.result.current.fresh]).toEqual(['a', 'b']);
});

it('neither shows nor counts an alarm the filter does not take', () => {
  const { mutate, view } = renderList({ current: 2, pageSize: 10 }, { type: 'deviceFailure' });
  raise('a');
  expect(mutate).not.toHaveBeenCalled();
  expect(view.result.current.pending).toBe(0);
});

it('reads the page again on a reset', () => {
  const { refresh } = renderList({ current: 1, pageSize: 10 });
  act(() => publishLiveSignal({ type: 'reset' }));
  expect(refresh).toHaveBeenCalledTimes(1);
});

it('puts back an alarm raised while a read was on its way, which the read did not list yet', () => {
  const mutate = jest.fn();
  const view = renderHook(() => {
    const [page, setPage] = useState<API.Page<API.AlarmItem>>({ list: [alarm('old')], total: 1 });
    const live = useLiveList({
      page,
      state: { current: 1, pageSize: 10 },
      filter: {},
      refresh: jest.fn(),
      showFirstPage: jest.fn(),
      mutate: (next) => {
        mutate(next);
        setPage(next);
      },
    });
    return { ...live, page, answerRead: setPage };
  });
  raise('a');
  expect(view.result.current.page.list.map((row) => row.id)).toEqual(['a', 'old']);
  // The read sent before 'a' was raised answers now, without it; a later read that lists it is taken as it is.
  act(() => view.result.current.answerRead({ list: [alarm('old'), alarm('older')], total: 2 }));
  expect(view.result.current.page).toEqual({ list: ['a', 'old', 'older'].map(alarm), total: 3 });
  act(() => view.result.current.answerRead({ list: ['a', 'old', 'older'].map(alarm), total: 3 }));
  expect(view.result.current.page).toEqual({ list: ['a', 'old', 'older'].map(alarm), total: 3 });
});

it('does not put back an alarm raised and cleared meanwhile that the filter no longer takes', () => {
  const view = renderHook(() => {
    const [page, setPage] = useState<API.Page<API.AlarmItem>>({ list: [alarm('old')], total: 1 });
    const live = useLiveList({
      page,
      state: { current: 1, pageSize: 10 },
      filter: { state: 'ongoing' },
      refresh: jest.fn(),
      showFirstPage: jest.fn(),
      mutate: setPage,
    });
    return { ...live, page, answerRead: setPage };
  });
  raise('a');
  const cleared = { ...alarm('a'), endedAt: '2026-12-02T05:01:00.000Z' };
  act(() => publishLiveSignal({ type: 'event', event: { id: 'a2', kind: 'cleared', alarm: cleared, unread: 1 } }));
  act(() => view.result.current.answerRead({ list: [alarm('old')], total: 1 }));
  expect(view.result.current.page).toEqual({ list: [alarm('old')], total: 1 });
});
