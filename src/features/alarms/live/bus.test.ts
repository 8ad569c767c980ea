import { renderHook } from '@testing-library/react';
import type { LiveSignal } from './types';
import {
  forgetRecentLiveSignals,
  publishLiveSignal,
  RECENT_MAX,
  RECENT_MS,
  subscribeLiveSignals,
  useLiveSignals,
} from './bus';

describe('the live alarm bus', () => {
  it('delivers every signal to every subscriber until it leaves', () => {
    const a = jest.fn();
    const b = jest.fn();
    const leaveA = subscribeLiveSignals(a);
    const leaveB = subscribeLiveSignals(b);
    publishLiveSignal({ type: 'reset' });
    leaveA();
    publishLiveSignal({ type: 'reset' });
    leaveB();
    expect(a).toHaveBeenCalledTimes(1);
    expect(b).toHaveBeenCalledTimes(2);
  });

  it('calls the latest listener of a mounted component, and none after unmount', () => {
    const first = jest.fn();
    const second = jest.fn();
    const { rerender, unmount } = renderHook(({ listener }) => useLiveSignals(listener), {
      initialProps: { listener: first },
    });
    rerender({ listener: second });
    publishLiveSignal({ type: 'reset' });
    unmount();
    publishLiveSignal({ type: 'reset' });
    expect(first).not.toHaveBeenCalled();
    expect(second).toHaveBeenCalledTimes(1);
  });

  describe('a view that subscribes late (the alarm notices load once the stream runs)', () => {
    const raised = (id: string): LiveSignal => ({
      type: 'event',
      event: { id, kind: 'raised', unread: 1, alarm: { id } as API.AlarmItem },
    });
    const ids = (listener: jest.Mock) => listener.mock.calls.map(([signal]) => signal.event?.id ?? signal.type);
    beforeEach(() => {
      jest.useFakeTimers();
      forgetRecentLiveSignals();
    });
    afterEach(() => jest.useRealTimers());

    it('hears first the events of the last seconds, then the new ones; without asking, only the new ones', () => {
      publishLiveSignal(raised('old'));
      jest.advanceTimersByTime(RECENT_MS);
      publishLiveSignal(raised('a1'));
      publishLiveSignal(raised('a2'));
      const late = jest.fn();
      const plain = jest.fn();
      renderHook(() => useLiveSignals(late, { recent: true }));
      renderHook(() => useLiveSignals(plain));
      publishLiveSignal(raised('a3'));
      expect(ids(late)).toEqual(['a1', 'a2', 'a3']);
      expect(ids(plain)).toEqual(['a3']);
    });

    it('hears the last RECENT_MAX of a burst, however long the burst', () => {
      for (let i = 0; i < 10_000; i += 1) publishLiveSignal(raised(`b${i}`));
      const late = jest.fn();
      renderHook(() => useLiveSignals(late, { recent: true }));
      expect(ids(late)).toEqual(Array.from({ length: RECENT_MAX }, (_, i) => `b${10_000 - RECENT_MAX + i}`));
    });

    it('hears nothing from before a reset, or from a stream that has stopped', () => {
      publishLiveSignal(raised('a1'));
      publishLiveSignal({ type: 'reset' });
      const afterReset = jest.fn();
      renderHook(() => useLiveSignals(afterReset, { recent: true }));
      expect(afterReset).not.toHaveBeenCalled();
      publishLiveSignal(raised('a2'));
      forgetRecentLiveSignals();
      const afterStop = jest.fn();
      renderHook(() => useLiveSignals(afterStop, { recent: true }));
      expect(afterStop).not.toHaveBeenCalled();
    });
  });
});
