import { sinceTime } from './sinceTime';

const now = Date.parse('2026-12-01T20:00:00Z');

describe('sinceTime', () => {
  it('writes the clock time alone for today in the zone', () => {
    expect(sinceTime('2026-12-01T17:05:00Z', 'en-US', 'UTC', now)).toBe('17:05');
  });

  it('adds the date for another day, in the zone', () => {
    // 02:30 UTC on Dec 1 is still Nov 30 in Los Angeles.
    expect(sinceTime('2026-12-01T02:30:00Z', 'en-US', 'America/Los_Angeles', now)).toBe('Nov 30, 18:30');
    expect(sinceTime('2026-11-29T03:00:00Z', 'ja-JP', 'Asia/Tokyo', now)).toBe('11月29日 12:00');
  });

  it('answers nothing for a bad time', () => {
    expect(sinceTime('soon', 'en-US', 'UTC', now)).toBe('');
  });
});
