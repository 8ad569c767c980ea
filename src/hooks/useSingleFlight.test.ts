import { act, renderHook } from '@testing-library/react';
import { useSingleFlight } from './useSingleFlight';

describe('useSingleFlight', () => {
  it('runs a second call made while the first is pending not at all, and runs again once it settled', async () => {
    let finish: (value: string) => void = () => {};
    const fn = jest.fn(
      (name: string) =>
        new Promise<string>((resolve) => {
          finish = () => resolve(`done ${name}`);
        }),
    );
    const { result } = renderHook(() => useSingleFlight(fn));

    let first: Promise<string | undefined> = Promise.resolve(undefined);
    let second: Promise<string | undefined> = Promise.resolve(undefined);
    act(() => {
      first = result.current[0]('a');
      second = result.current[0]('b');
    });
    expect(fn).toHaveBeenCalledTimes(1);
    expect(result.current[1]).toBe(true);
    await expect(second).resolves.toBeUndefined();

    await act(async () => finish('a'));
    await expect(first).resolves.toBe('done a');
    expect(result.current[1]).toBe(false);

    act(() => {
      result.current[0]('c');
    });
    expect(fn).toHaveBeenCalledTimes(2);
    expect(fn).toHaveBeenLastCalledWith('c');
  });

  it('is free again after a failure', async () => {
    const fn = jest.fn().mockRejectedValueOnce(new Error('nope')).mockResolvedValueOnce('ok');
    const { result } = renderHook(() => useSingleFlight(fn));
    await act(async () => {
      await expect(result.current[0]()).rejects.toThrow('nope');
    });
    expect(result.current[1]).toBe(false);
    await act(async () => {
      await expect(result.current[0]()).resolves.toBe('ok');
    });
  });
});
