/**
 * Intl formatters made once per locale and options. Building one loads the locale's data and costs far more than
 * formatting with it (a table of dates built one per cell; a dashboard card four), so every formatter of the
 * console and the simulator comes from here. A constructor that throws (an unknown time zone) caches nothing.
 * Shared with the simulator, so this file imports nothing.
 */
type Options = Intl.DateTimeFormatOptions | Intl.NumberFormatOptions | Intl.RelativeTimeFormatOptions;

const cache = new Map<string, unknown>();

function cached<F>(kind: string, locale: string | undefined, options: Options | undefined, make: () => F): F {
  const key = `${kind}|${locale ?? ''}|${options ? JSON.stringify(options) : ''}`;
  let formatter = cache.get(key) as F | undefined;
  if (formatter === undefined) {
    formatter = make();
    cache.set(key, formatter);
  }
  return formatter;
}

export const dateTimeFormat = (locale?: string, options?: Intl.DateTimeFormatOptions): Intl.DateTimeFormat =>
  cached('date', locale, options, () => new Intl.DateTimeFormat(locale, options));

export const numberFormat = (locale?: string, options?: Intl.NumberFormatOptions): Intl.NumberFormat =>
  cached('number', locale, options, () => new Intl.NumberFormat(locale, options));

export const relativeTimeFormat = (
  locale?: string,
  options?: Intl.RelativeTimeFormatOptions,
): Intl.RelativeTimeFormat => cached('relative', locale, options, () => new Intl.RelativeTimeFormat(locale, options));

/** How many formatters were made (for tests). */
export const cachedFormatterCount = () => cache.size;
