// Issue 17: look-alike names. Zero-width and bidi control characters are refused by the name rules (console and
// simulator share them; the translated message is tested in src/components/form/rules.invisible.test.ts);
// duplicates compare NFKC-normalised, case-folded names.
import { checkAccount, checkName, nameKey, sameName } from './nameRules';

const INVISIBLES = [
  '\u200b',
  '\u200c',
  '\u200d',
  '\u200e',
  '\u200f',
  '\u202a',
  '\u202b',
  '\u202c',
  '\u202d',
  '\u202e',
  '\u2066',
  '\u2067',
  '\u2068',
  '\u2069',
  '\ufeff',
];

describe('zero-width and bidi control characters', () => {
  it.each(INVISIBLES.map((ch) => [`U+${ch.codePointAt(0)!.toString(16).toUpperCase()}`, ch]))(
    'refuses %s inside, before or after a name and an account',
    (_, ch) => {
      expect(checkName(`Admin${ch}istrator`)).toBe('invisible');
      expect(checkName(`${ch}Administrator`)).toBe('invisible');
      expect(checkName(`Administrator${ch}`)).toBe('invisible');
      expect(checkAccount(`admin${ch}@harbour.example`)).toBe('invisible');
    },
  );

  it('refuses an account that reads backwards (U+202E)', () => {
    expect(checkAccount('\u202emoc.elpmaxe@nimda')).toBe('invisible');
  });

  it('keeps names in every script, and the joiners of emoji sequences', () => {
    expect(checkName('Team 👨\u200d👩\u200d👧')).toBeUndefined();
    expect(checkName('👩🏽\u200d🔧 crew')).toBeUndefined();
    expect(checkName('a\u200d👧')).toBe('invisible');
    expect(checkName('東京クリーンサービス')).toBeUndefined();
    expect(checkName('上海洁净物业管理')).toBeUndefined();
    expect(checkName('Сергей')).toBeUndefined();
  });
});

describe('duplicate names compare as people read them', () => {
  it('NFKC-normalised and case-folded', () => {
    expect(sameName('Ａｄｍｉｎｉｓｔｒａｔｏｒ', 'administrator')).toBe(true);
    expect(sameName('ADMINISTRATOR', 'administrator')).toBe(true);
    expect(sameName('Straße', 'STRASSE')).toBe(true);
    expect(sameName('ｶﾀｶﾅ', 'カタカナ')).toBe(true);
    expect(sameName('Administrator', 'Administrators')).toBe(false);
  });

  it('without invisible characters (a name stored before the rule)', () => {
    expect(sameName('Administrator\u200b', 'Administrator')).toBe(true);
    expect(sameName('\u202eAdministrator', 'administrator')).toBe(true);
  });

  it('reading Cyrillic and Greek look-alikes as Latin letters', () => {
    expect(sameName('Admіnistrator', 'Administrator')).toBe(true); // U+0456 Cyrillic і
    expect(sameName('АDMIN', 'admin')).toBe(true); // U+0410 Cyrillic А
    expect(sameName('ΗARBOUR', 'harbour')).toBe(true); // U+0397 Greek Eta
    expect(nameKey('Сергей')).not.toBe(nameKey('Sergei'));
  });
});
