import { act, renderHook } from '@testing-library/react';
import { publishLiveSignal } from './bus';
import { LIVE_REFRESH_MS, useLiveRefresh } from './useLiveRefresh';

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

const reset = () => act(() => publishLiveSignal({ type: 'reset' }));

it('re-reads at once, then at most once per interval during a burst, the last time after it', () => {
  const refresh = jest.fn();
  renderHook(() => useLiveRefresh(refresh));
  for (let i = 0; i < 50; i += 1) reset();
  expect(refresh).toHaveBeenCalledTimes(1);
  act(() => jest.advanceTimersByTime(LIVE_REFRESH_MS));
  expect(refresh).toHaveBeenCalledTimes(2);
  act(() => jest.advanceTimersByTime(LIVE_REFRESH_MS * 3));
  expect(refresh).toHaveBeenCalledTimes(2);
});

it('re-reads nothing once the view is gone', () => {
  const refresh = jest.fn();
  const { unmount } = renderHook(() => useLiveRefresh(refresh));
  reset();
  reset();
  unmount();
  act(() => jest.advanceTimersByTime(LIVE_REFRESH_MS * 2));
  reset();
  expect(refresh).toHaveBeenCalledTimes(1);
});
