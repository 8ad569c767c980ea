// The shared name rules (spec section 5) against generated hostile inputs.
import {
  ACCOUNT_LENGTH,
  checkAccount,
  checkName,
  CODE_LENGTH,
  FORBIDDEN_NAME_CHARS,
  hasForbiddenChar,
  hasOuterSpace,
  isEmailOrPhone,
  lengthOf,
  NAME_LENGTH,
  ORG_NAME_LENGTH,
} from './nameRules';

const WHITESPACE: Array<[string, string]> = [
  ['space', ' '],
  ['tab', '\t'],
  ['newline', '\n'],
  ['carriage return', '\r'],
  ['ideographic space U+3000', '\u3000'],
  ['no-break space U+00A0', '\u00a0'],
];

const SPEC_FORBIDDEN = `< > / ? ; : ' " [ ] { } | ( ) \` ~`.split(' ');
const ALLOWED_PUNCTUATION = [
  '-',
  '_',
  '.',
  ',',
  '&',
  '@',
  '#',
  '!',
  '+',
  '=',
  '*',
  '%',
  '$',
  '^',
  '\\',
  '·',
  '、',
  '。',
];

const nameOf = (n: number, ch = 'a') => ch.repeat(n);

describe('forbidden characters', () => {
  it('are exactly the characters of the specification', () => {
    expect([...FORBIDDEN_NAME_CHARS].sort()).toEqual([...SPEC_FORBIDDEN].sort());
  });

  describe.each(SPEC_FORBIDDEN)('%s', (ch) => {
    it.each([
      ['at the start', `${ch}Harbour`],
      ['in the middle', `Harb${ch}our`],
      ['at the end', `Harbour${ch}`],
      ['alone', ch],
      ['repeated', `${ch}${ch}${ch}${ch}`],
    ])('is refused %s', (_where, value) => {
      expect(hasForbiddenChar(value)).toBe(true);
      expect(checkName(value)).toBe('special');
      expect(checkName(value, ORG_NAME_LENGTH)).toBe('special');
    });
  });

  it.each(ALLOWED_PUNCTUATION)('allows %s, which the specification does not forbid', (ch) => {
    expect(checkName(`Harb${ch}our`, ORG_NAME_LENGTH)).toBeUndefined();
  });

  it('refuses full-width look-alikes only when they are the listed characters', () => {
    // Full-width brackets are different characters and are not in the list.
    expect(checkName('東京（本社）', ORG_NAME_LENGTH)).toBeUndefined();
    expect(checkName('東京(本社)', ORG_NAME_LENGTH)).toBe('special');
  });
});

describe('outer white space', () => {
  describe.each(WHITESPACE)('%s', (_label, ws) => {
    it('is refused at the start', () => {
      expect(hasOuterSpace(`${ws}Harbour`)).toBe(true);
      expect(checkName(`${ws}Harbour`, ORG_NAME_LENGTH)).toBe('space');
    });
    it('is refused at the end', () => {
      expect(checkName(`Harbour${ws}`, ORG_NAME_LENGTH)).toBe('space');
    });
    it('is refused on both sides', () => {
      expect(checkName(`${ws}Harbour${ws}`, ORG_NAME_LENGTH)).toBe('space');
    });
    it('is refused as the whole value', () => {
      expect(checkName(`${ws}${ws}${ws}${ws}`, ORG_NAME_LENGTH)).toBe('space');
    });
  });

  it('allows white space inside a name', () => {
    expect(checkName('Harbour Facilities Group', ORG_NAME_LENGTH)).toBeUndefined();
    expect(checkName('東京\u3000本社', ORG_NAME_LENGTH)).toBeUndefined();
  });

  it('reports a forbidden character before outer space', () => {
    expect(checkName(' Harbour<', ORG_NAME_LENGTH)).toBe('special');
  });
});

describe('length', () => {
  it.each([
    [3, 'tooShort'],
    [4, undefined],
    [64, undefined],
    [65, 'tooLong'],
  ])('an organization name of %i characters gives %s', (n, problem) => {
    expect(checkName(nameOf(n), ORG_NAME_LENGTH)).toBe(problem);
  });

  it.each([
    [1, undefined],
    [64, undefined],
    [65, 'tooLong'],
  ])('an account name of %i characters gives %s', (n, problem) => {
    expect(checkAccount(nameOf(n))).toBe(problem);
    expect(checkName(nameOf(n), ACCOUNT_LENGTH, { special: false })).toBe(problem);
  });

  it('an empty or missing value is required', () => {
    expect(checkName('', ORG_NAME_LENGTH)).toBe('required');
    expect(checkName(undefined, ORG_NAME_LENGTH)).toBe('required');
    expect(checkName(null)).toBe('required');
    expect(checkName(42)).toBe('required');
  });

  it('codes are at most 32 characters', () => {
    expect(checkName(nameOf(32), CODE_LENGTH)).toBeUndefined();
    expect(checkName(nameOf(33), CODE_LENGTH)).toBe('tooLong');
  });

  it('the default name length is 1-64', () => {
    expect(checkName('a')).toBeUndefined();
    expect(checkName(nameOf(64))).toBeUndefined();
    expect(checkName(nameOf(65))).toBe('tooLong');
    expect(NAME_LENGTH).toEqual({ min: 1, max: 64 });
  });
});

describe('emoji and CJK text', () => {
  const characters: Array<[string, string]> = [
    ['a CJK ideograph', '洁'],
    ['a kana', 'ク'],
    ['a hangul syllable', '한'],
    ['an emoji outside the BMP', '🧹'],
    ['an emoji with a skin tone', '👍🏽'],
    ['a flag', '🇯🇵'],
    ['a ZWJ family', '👨‍👩‍👧'],
    ['a letter with a combining accent', 'e\u0301'],
  ];

  it.each(characters)('%s counts as one character', (_label, ch) => {
    expect(lengthOf(ch)).toBe(1);
    expect(lengthOf(ch.repeat(4))).toBe(4);
  });

  it.each(characters)('a name of 4 and of 64 of %s is valid, 3 and 65 are not', (_label, ch) => {
    expect(checkName(ch.repeat(3), ORG_NAME_LENGTH)).toBe('tooShort');
    expect(checkName(ch.repeat(4), ORG_NAME_LENGTH)).toBeUndefined();
    expect(checkName(ch.repeat(64), ORG_NAME_LENGTH)).toBeUndefined();
    expect(checkName(ch.repeat(65), ORG_NAME_LENGTH)).toBe('tooLong');
  });

  it('allows mixed scripts and emoji', () => {
    expect(checkName('上海洁净物业管理', ORG_NAME_LENGTH)).toBeUndefined();
    expect(checkName('東京クリーンサービス', ORG_NAME_LENGTH)).toBeUndefined();
    expect(checkName('Clean 🧹 Team ✨', ORG_NAME_LENGTH)).toBeUndefined();
  });

  it('still refuses forbidden characters and outer space around CJK text', () => {
    expect(checkName('上海「洁净」/物业', ORG_NAME_LENGTH)).toBe('special');
    expect(checkName('\u3000上海洁净', ORG_NAME_LENGTH)).toBe('space');
  });
});

describe('administrator accounts', () => {
  it.each([
    'admin@harbour.example',
    'kanri@tokyo-clean.example',
    'a.b+c@sub.example.co.jp',
    '13800138000',
    '+81 90-1234-5678',
    '+1 415 555 0100',
  ])('accepts %s', (value) => expect(isEmailOrPhone(value)).toBe(true));

  it.each([
    '',
    'admin',
    'admin@',
    '@harbour.example',
    'admin@harbour',
    'admin @harbour.example',
    'a<b@harbour.example',
    '12345',
    'phone:13800138000',
    '１３８００１３８０００',
  ])('refuses %j', (value) => expect(isEmailOrPhone(value)).toBe(false));
});
