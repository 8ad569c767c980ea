import { renderHook } from '@testing-library/react';
import { useSingleFlight } from './useSingleFlight';

function deferred() {
  let resolve: (value: string) => void = () => {};
  let reject: (error: Error) => void = () => {};
  const promise = new Promise<string>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

describe('useSingleFlight', () => {
  it('answers whileBusy without running while a call is in flight, and runs again once it settled', async () => {
    const first = deferred();
    const run = jest.fn().mockReturnValueOnce(first.promise).mockResolvedValueOnce('third');
    const { result } = renderHook(() => useSingleFlight(run, false));
    const a = result.current('a');
    await expect(result.current('b')).resolves.toBe(false);
    expect(run).toHaveBeenCalledTimes(1);
    first.resolve('first');
    await expect(a).resolves.toBe('first');
    await expect(result.current('c')).resolves.toBe('third');
    expect(run.mock.calls).toEqual([['a'], ['c']]);
  });

  it('is free again after a failure, which it passes on', async () => {
    const run = jest.fn().mockRejectedValueOnce(new Error('offline')).mockResolvedValueOnce('ok');
    const { result } = renderHook(() => useSingleFlight(run, false));
    await expect(result.current()).rejects.toThrow('offline');
    await expect(result.current()).resolves.toBe('ok');
  });

  it('runs the latest function given, across re-renders', async () => {
    const { result, rerender } = renderHook(({ n }) => useSingleFlight(async () => n, false), { initialProps: { n: 1 } });
    rerender({ n: 2 });
    await expect(result.current()).resolves.toBe(2);
  });
});
