import { renderHook } from '@testing-library/react';
import { publishLiveSignal, subscribeLiveSignals, useLiveSignals } from './bus';

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
});
