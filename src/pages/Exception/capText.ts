/** Limits for text the error page takes from its address: enough for any real platform message. */
export const MAX_MESSAGE_LENGTH = 300;
export const MAX_CODE_LENGTH = 32;

/** Trimmed, control characters removed, at most `max` characters (by code point) with an ellipsis when cut. */
export function capText(value: string | null, max: number): string {
  // eslint-disable-next-line no-control-regex
  const clean = (value || '').replace(/[\u0000-\u001f\u007f]+/g, ' ').trim();
  const chars = Array.from(clean);
  return chars.length > max ? `${chars.slice(0, max - 1).join('')}…` : clean;
}
