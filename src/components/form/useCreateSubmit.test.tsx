import { act, renderHook } from '@testing-library/react';
import { message } from 'antd';
import { useCreateSubmit } from './useCreateSubmit';

jest.mock('@/locales/t', () => ({ useT: () => (key: string) => key }));

describe('useCreateSubmit', () => {
  beforeEach(() => jest.spyOn(message, 'success').mockImplementation(() => undefined as never));
  afterEach(() => jest.restoreAllMocks());

  it('creates with an idempotency key, says so and hands the answer on', async () => {
    const create = jest.fn(async (body: { name: string }) => ({ id: 'x', ...body }));
    const onCreated = jest.fn();
    const onRefused = jest.fn();
    const { result } = renderHook(() => useCreateSubmit(create, { onCreated, onRefused }));
    let closed = false;
    await act(async () => {
      closed = await result.current({ name: 'Night shift' });
    });
    expect(closed).toBe(true);
    expect(create).toHaveBeenCalledWith({ name: 'Night shift' }, expect.stringMatching(/^[0-9a-f-]{36}$/));
    expect(message.success).toHaveBeenCalledWith('success.add');
    expect(onCreated).toHaveBeenCalledWith({ id: 'x', name: 'Night shift' });
    expect(onRefused).not.toHaveBeenCalled();
  });

  it('keeps the dialog open on a refusal and lets the form mark its fields', async () => {
    const refusal = new Error('duplicate');
    const onCreated = jest.fn();
    const onRefused = jest.fn();
    const { result } = renderHook(() => useCreateSubmit(() => Promise.reject(refusal), { onCreated, onRefused }));
    let closed = true;
    await act(async () => {
      closed = await result.current({ name: 'Night shift' });
    });
    expect(closed).toBe(false);
    expect(onRefused).toHaveBeenCalledWith(refusal);
    expect(onCreated).not.toHaveBeenCalled();
    expect(message.success).not.toHaveBeenCalled();
  });
});
