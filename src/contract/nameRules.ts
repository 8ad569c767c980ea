/**
 * The name rules of spec section 5, as pure functions. Shared by every form (through components/form/rules)
 * and by the simulator's server-side checks, so this file imports nothing.
 */
export const FORBIDDEN_NAME_CHARS = ['<', '>', '/', '?', ';', ':', "'", '"', '[', ']', '{', '}', '|', '(', ')', '`', '~'] as const;

export type NameProblem = 'required' | 'special' | 'space' | 'tooShort' | 'tooLong';

export interface LengthRule {
  min?: number;
  max?: number;
}

export const ORG_NAME_LENGTH: LengthRule = { min: 4, max: 64 };
export const ACCOUNT_LENGTH: LengthRule = { min: 1, max: 64 };
/** Where the spec shows no maximum, names stay within what the platform stores. */
export const NAME_LENGTH: LengthRule = { min: 1, max: 64 };
/** Organisation and distributor codes: optional labels of up to 32 characters, otherwise the name rules. */
export const CODE_LENGTH: LengthRule = { min: 1, max: 32 };

const forbidden = new Set<string>(FORBIDDEN_NAME_CHARS);

type Segmenter = { segment(input: string): Iterable<unknown> };
type SegmenterCtor = new (locale?: string, options?: { granularity: 'grapheme' }) => Segmenter;
const SegmenterImpl = (Intl as unknown as { Segmenter?: SegmenterCtor }).Segmenter;
const graphemes = SegmenterImpl ? new SegmenterImpl(undefined, { granularity: 'grapheme' }) : undefined;

/**
 * Characters as people count them, not UTF-16 units: an emoji (even a flag or a family joined with ZWJ) or a
 * CJK character counts once. Without Intl.Segmenter (older browsers), code points are counted.
 */
export function lengthOf(value: string, stopAfter = Infinity): number {
  let n = 0;
  // Counting stops past `stopAfter`: a hostile megabyte-long name costs no more than a long one.
  const units = (graphemes ? graphemes.segment(value) : value)[Symbol.iterator]();
  while (n <= stopAfter && !units.next().done) n += 1;
  return n;
}

export const hasForbiddenChar = (value: string) => Array.from(value).some((ch) => forbidden.has(ch));

/** Leading or trailing white space of any kind (space, tab, ideographic space, newline). */
export const hasOuterSpace = (value: string) => value !== value.trim() || /^[\s\u3000]|[\s\u3000]$/.test(value);

/** The first problem of a name, or undefined when it is valid. */
export function checkName(value: unknown, length: LengthRule = NAME_LENGTH, options: { special?: boolean } = {}): NameProblem | undefined {
  if (typeof value !== 'string' || value.length === 0) return 'required';
  if (options.special !== false && hasForbiddenChar(value)) return 'special';
  if (hasOuterSpace(value)) return 'space';
  const n = lengthOf(value, length.max);
  if (length.min !== undefined && n < length.min) return 'tooShort';
  if (length.max !== undefined && n > length.max) return 'tooLong';
  return undefined;
}

/** Account names: 1-64 characters, no leading or trailing space (special characters such as @ are allowed). */
export const checkAccount = (value: unknown) => checkName(value, ACCOUNT_LENGTH, { special: false });

const EMAIL = /^[^\s@<>()[\]\\,;:"]+@[^\s@<>()[\]\\,;:"]+\.[^\s@<>()[\]\\,;:"]{2,}$/;
const PHONE = /^\+?[0-9][0-9 -]{5,18}[0-9]$/;

export const isEmail = (value: string) => EMAIL.test(value);
export const isPhone = (value: string) => PHONE.test(value);

/** An administrator account must be a valid e-mail address or phone number. */
export const isEmailOrPhone = (value: string) => isEmail(value) || isPhone(value);
