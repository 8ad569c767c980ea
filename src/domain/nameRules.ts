/**
 * The name rules of spec section 5, as pure functions. Shared by every form (through components/form/rules)
 * and by the simulator's server-side checks, so this file imports nothing.
 */
export const FORBIDDEN_NAME_CHARS = [
  '<',
  '>',
  '/',
  '?',
  ';',
  ':',
  "'",
  '"',
  '[',
  ']',
  '{',
  '}',
  '|',
  '(',
  ')',
  '`',
  '~',
] as const;

export type NameProblem = 'required' | 'invisible' | 'special' | 'space' | 'tooShort' | 'tooLong';

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

/**
 * Zero-width and bidi control characters (U+200B-U+200F, U+202A-U+202E, U+2066-U+2069, U+FEFF, and the word joiner
 * U+2060 and Arabic letter mark U+061C of the same kinds): invisible, they make a name that looks like another one
 * ("Administrator" + U+200B) or that reads backwards (U+202E). The zero width joiner of an emoji sequence stays allowed.
 */
export const INVISIBLE_CHARS = /[\u061c\u200b-\u200f\u202a-\u202e\u2060\u2066-\u2069\ufeff]/;

/** A zero width joiner inside an emoji sequence (a family, a profession: 👩‍🔧) is part of the emoji, not hidden. */
// No lookbehind: Safari before 16.4 cannot parse it.
const EMOJI_JOINER = /(\p{Extended_Pictographic}[\uFE0F\u{1F3FB}-\u{1F3FF}]?)\u200d(?=\p{Extended_Pictographic})/gu;

export const hasInvisibleChar = (value: string) => INVISIBLE_CHARS.test(value.replace(EMOJI_JOINER, '$1'));

/**
 * Latin look-alikes among Cyrillic and Greek letters, for the duplicate check only: a small table of the letters
 * drawn like Latin ones (each case on its own: Greek "Η" looks like H, "η" does not), not Unicode's confusables list.
 */
const LOOK_ALIKES: Record<string, string> = {
  // Cyrillic
  А: 'A',
  В: 'B',
  Е: 'E',
  К: 'K',
  М: 'M',
  Н: 'H',
  О: 'O',
  Р: 'P',
  С: 'C',
  Т: 'T',
  У: 'Y',
  Х: 'X',
  І: 'I',
  Ј: 'J',
  Ѕ: 'S',
  а: 'a',
  е: 'e',
  о: 'o',
  р: 'p',
  с: 'c',
  у: 'y',
  х: 'x',
  і: 'i',
  ј: 'j',
  ѕ: 's',
  ԁ: 'd',
  ӏ: 'l',
  һ: 'h',
  ԛ: 'q',
  ԝ: 'w',
  // Greek
  Α: 'A',
  Β: 'B',
  Ε: 'E',
  Ζ: 'Z',
  Η: 'H',
  Ι: 'I',
  Κ: 'K',
  Μ: 'M',
  Ν: 'N',
  Ο: 'O',
  Ρ: 'P',
  Τ: 'T',
  Υ: 'Y',
  Χ: 'X',
  α: 'a',
  ι: 'i',
  κ: 'k',
  ν: 'v',
  ο: 'o',
  ρ: 'p',
  τ: 't',
  υ: 'u',
};

/**
 * The form in which two names are compared for duplicates: NFKC (full-width and half-width alike), without
 * invisible characters or outer space, Cyrillic and Greek look-alikes read as the Latin letters they mimic, then
 * case-folded (upper then lower case, so that "ß" and "SS" agree).
 */
export function nameKey(value: unknown): string {
  if (typeof value !== 'string') return '';
  const visible = value.normalize('NFKC').replace(new RegExp(INVISIBLE_CHARS.source, 'g'), '').trim();
  return Array.from(visible, (ch) => LOOK_ALIKES[ch] ?? ch)
    .join('')
    .toUpperCase()
    .toLowerCase()
    .normalize('NFKC');
}

/** Whether two names are the same name as people read them (nameKey); empty names are never the same. */
export const sameName = (a: unknown, b: unknown) => {
  const key = nameKey(a);
  return key !== '' && key === nameKey(b);
};

/** Leading or trailing white space of any kind (space, tab, ideographic space, newline). */
export const hasOuterSpace = (value: string) => value !== value.trim() || /^[\s\u3000]|[\s\u3000]$/.test(value);

/** The first problem of a name, or undefined when it is valid. */
export function checkName(
  value: unknown,
  length: LengthRule = NAME_LENGTH,
  options: { special?: boolean } = {},
): NameProblem | undefined {
  if (typeof value !== 'string' || value.length === 0) return 'required';
  if (hasInvisibleChar(value)) return 'invisible';
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
