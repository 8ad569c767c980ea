import { cachedFormatterCount, dateTimeFormat, numberFormat, relativeTimeFormat } from './intlCache';

describe('intlCache', () => {
  it('makes a formatter once per locale and options, and it formats like a new one', () => {
    const options: Intl.DateTimeFormatOptions = { dateStyle: 'medium', timeZone: 'Asia/Tokyo' };
    const first = dateTimeFormat('ja-JP', options);
    const count = cachedFormatterCount();
    expect(dateTimeFormat('ja-JP', { dateStyle: 'medium', timeZone: 'Asia/Tokyo' })).toBe(first);
    expect(cachedFormatterCount()).toBe(count);
    const at = new Date('2026-11-27T00:00:00Z');
    expect(first.format(at)).toBe(new Intl.DateTimeFormat('ja-JP', options).format(at));
  });

  it('keeps locales, options and kinds apart', () => {
    expect(numberFormat('en-US', { maximumFractionDigits: 1 }).format(1234.56)).toBe('1,234.6');
    expect(numberFormat('en-US', { maximumFractionDigits: 0 }).format(1234.56)).toBe('1,235');
    expect(numberFormat('de-DE', { maximumFractionDigits: 0 }).format(1234.56)).toBe('1.235');
    expect(relativeTimeFormat('en-US', { numeric: 'auto' }).format(-1, 'day')).toBe('yesterday');
  });

  it('caches nothing when the constructor throws (an unknown time zone)', () => {
    const count = cachedFormatterCount();
    expect(() => dateTimeFormat('en-US', { timeZone: 'Mars/Olympus' })).toThrow(RangeError);
    expect(cachedFormatterCount()).toBe(count);
  });
});
