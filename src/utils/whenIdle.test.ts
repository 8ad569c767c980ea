// whenIdle: the browser's idle callback, bounded by a timeout; the next task without one; both cancellable.
import { whenIdle } from './whenIdle';

afterEach(() => {
  delete (window as Partial<Window>).requestIdleCallback;
  delete (window as Partial<Window>).cancelIdleCallback;
  jest.useRealTimers();
});

it('asks the browser for an idle moment within the timeout, and cancels that request', () => {
  const request = jest.fn((_: IdleRequestCallback, options?: IdleRequestOptions) => 7 + (options?.timeout ?? 0));
  const cancel = jest.fn();
  Object.assign(window, { requestIdleCallback: request, cancelIdleCallback: cancel });
  const callback = jest.fn();
  const stop = whenIdle(callback, 500);
  expect(request).toHaveBeenCalledWith(callback, { timeout: 500 });
  stop();
  expect(cancel).toHaveBeenCalledWith(507);
});

it('without idle callbacks runs on the next task, unless cancelled', () => {
  jest.useFakeTimers();
  const callback = jest.fn();
  whenIdle(callback, 500);
  expect(callback).not.toHaveBeenCalled();
  jest.advanceTimersByTime(0);
  expect(callback).toHaveBeenCalledTimes(1);
  const cancelled = jest.fn();
  whenIdle(cancelled, 500)();
  jest.advanceTimersByTime(0);
  expect(cancelled).not.toHaveBeenCalled();
});
