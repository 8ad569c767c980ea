import { BACKOFF_BASE_MS, BACKOFF_CAP_MS, backoffDelay } from './backoff';

describe('the reconnect back-off', () => {
  it('doubles its ceiling per failure up to the cap, with full jitter below it', () => {
    for (let attempt = 0; attempt < 12; attempt += 1) {
      const ceiling = Math.min(BACKOFF_CAP_MS, BACKOFF_BASE_MS * 2 ** attempt);
      expect(backoffDelay(attempt, () => 0)).toBe(0);
      expect(backoffDelay(attempt, () => 0.5)).toBe(Math.floor(ceiling / 2));
      expect(backoffDelay(attempt, () => 0.999999)).toBeLessThan(ceiling);
      expect(backoffDelay(attempt, () => 0.999999)).toBeGreaterThanOrEqual(ceiling - 1);
    }
    expect(backoffDelay(1000, () => 0.999999)).toBeLessThan(BACKOFF_CAP_MS);
  });

  it('spreads many clients over the whole window', () => {
    const delays = Array.from({ length: 2000 }, () => backoffDelay(3));
    expect(Math.min(...delays)).toBeGreaterThanOrEqual(0);
    expect(Math.max(...delays)).toBeLessThan(8000);
    expect(Math.min(...delays)).toBeLessThan(1000);
    expect(Math.max(...delays)).toBeGreaterThan(7000);
  });
});
