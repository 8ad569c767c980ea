import { renderHook } from '@testing-library/react';
import { BizError, TransportError } from './errors';
import { useIdempotentCreate } from './idempotency';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

function setup() {
  const { result } = renderHook(() => useIdempotentCreate());
  const keys: string[] = [];
  const submit = (payload: unknown, answer: () => Promise<unknown>) =>
    result.current(payload, (key) => {
      keys.push(key);
      return answer();
    });
  return { submit, keys };
}

describe('useIdempotentCreate', () => {
  it('sends a fresh UUID with each submit', async () => {
    const { submit, keys } = setup();
    await submit({ name: 'Night shift' }, async () => ({ id: 'r1' }));
    await submit({ name: 'Night shift' }, async () => ({ id: 'r2' })); // a second role of the same name: a new create
    expect(keys[0]).toMatch(UUID);
    expect(keys[1]).toMatch(UUID);
    expect(keys[1]).not.toBe(keys[0]);
  });

  it('reuses the key when the same submit is retried after a timeout or a 504, and only then', async () => {
    const { submit, keys } = setup();
    await expect(
      submit({ name: 'Night shift' }, () => Promise.reject(new TransportError('timeout', 'timeout'))),
    ).rejects.toBeInstanceOf(TransportError);
    await expect(
      submit({ name: 'Night shift' }, () => Promise.reject(new TransportError('http', 'HTTP 504', 504))),
    ).rejects.toBeInstanceOf(TransportError);
    await submit({ name: 'Night shift' }, async () => ({ id: 'r1' }));
    expect(new Set(keys).size).toBe(1);

    await expect(
      submit({ name: 'Day shift' }, () => Promise.reject(new TransportError('timeout', 'timeout'))),
    ).rejects.toBeTruthy();
    await submit({ name: 'Day shift (edited)' }, async () => ({ id: 'r2' })); // other values: another create
    expect(keys[4]).not.toBe(keys[3]);
  });

  it('starts afresh after a definite refusal', async () => {
    const { submit, keys } = setup();
    await expect(
      submit({ name: 'Night shift' }, () =>
        Promise.reject(new BizError({ code: '010007', message: '', url: '/x', method: 'post' })),
      ),
    ).rejects.toBeTruthy();
    await submit({ name: 'Night shift' }, async () => ({ id: 'r1' }));
    expect(keys[1]).not.toBe(keys[0]);
  });
});
