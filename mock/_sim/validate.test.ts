import { FORBIDDEN_NAME_CHARS } from '../../src/domain/nameRules';
import { SimError } from './http';
import { createRng, int, pick } from './random';
import {
  ORG_NAME_LENGTH,
  optionalText,
  requireAccount,
  requireBoolean,
  requireCodes,
  requireContacts,
  requireId,
  requireIds,
  requireInt,
  requireName,
  requireOneOf,
  requireText,
  sameName,
} from './validate';

/** The `{ field, rule }` a check fails with, or 'ok'. */
function outcome(check: () => unknown): string {
  try {
    check();
    return 'ok';
  } catch (error) {
    if (!(error instanceof SimError)) throw error;
    expect(error.code).toBe('010007');
    return (error.data as { rule: string }).rule;
  }
}

const NOT_STRINGS = [undefined, null, 0, 42, NaN, true, {}, [], ['name'], { toString: () => 'name' }, () => 'name'];
const rng = createRng(5);
/** Valid names with one forbidden character put somewhere inside. */
const withForbidden = FORBIDDEN_NAME_CHARS.map((ch) => {
  const base = 'Harbour Site';
  const at = int(rng, 1, base.length - 1);
  return base.slice(0, at) + ch + base.slice(at);
});

describe('requireName', () => {
  it.each(['Harbour Site', '東京クリーン', '上海洁净', 'A', 'Émile & Co.', 'x'.repeat(64), '😀'.repeat(64)])(
    'accepts %s',
    (name) => {
      expect(requireName(name, 'name')).toBe(name);
    },
  );

  it.each(NOT_STRINGS.map((v) => [v]))('refuses %p as required', (value) => {
    expect(outcome(() => requireName(value, 'name'))).toBe('required');
  });

  it.each(withForbidden)('refuses the special character in %s', (name) => {
    expect(outcome(() => requireName(name, 'name'))).toBe('special');
  });

  it.each([' lead', 'trail ', '\tTab', 'Line\n', '\u3000全角', 'nbsp\u00a0', '   '])(
    'refuses outer space in %p',
    (name) => {
      expect(outcome(() => requireName(name, 'name'))).toBe('space');
    },
  );

  it.each(['Null\u0000byte', 'Bell\u0007', 'Del\u007f', 'Sep\u2028x', 'Lone\ud800x', 'Lone\udc00x'])(
    'refuses the control character in %p',
    (name) => {
      expect(outcome(() => requireName(name, 'name'))).toBe('special');
    },
  );

  it('counts characters, not UTF-16 units, against the lengths', () => {
    expect(outcome(() => requireName('😀'.repeat(65), 'name'))).toBe('tooLong');
    expect(outcome(() => requireName('abc', 'name', ORG_NAME_LENGTH))).toBe('tooShort');
    expect(outcome(() => requireName('組織名称', 'name', ORG_NAME_LENGTH))).toBe('ok');
    expect(outcome(() => requireName('x'.repeat(1_000_000), 'name'))).toBe('tooLong');
  });

  it('names the field', () => {
    let thrown: unknown;
    try {
      requireName('', 'orgName');
    } catch (error) {
      thrown = error;
    }
    expect((thrown as SimError).data).toEqual({ field: 'orgName', rule: 'required' });
  });

  it('refuses generated hostile names and accepts generated valid ones', () => {
    const r = createRng(11);
    const alphabet = [...'abcXYZ 東京上海😀-_.,@#&', ...FORBIDDEN_NAME_CHARS, '\u0000', '\n', '\u3000'];
    for (let i = 0; i < 300; i += 1) {
      const name = Array.from({ length: int(r, 0, 70) }, () => pick(r, alphabet)).join('');
      const chars = Array.from(name);
      const bad =
        name === '' ||
        chars.some((c) => (FORBIDDEN_NAME_CHARS as readonly string[]).includes(c) || c === '\u0000') ||
        /^[\s\u3000]|[\s\u3000]$/.test(name) ||
        chars.length > 64;
      expect(outcome(() => requireName(name, 'name')) !== 'ok').toBe(bad);
    }
  });
});

describe('requireAccount', () => {
  it.each(['admin@harbour.example', '13800138000', 'a', 'name(with)brackets'])(
    'accepts %s (special characters allowed)',
    (acc) => {
      expect(requireAccount(acc)).toBe(acc);
    },
  );

  it.each([
    ['', 'required'],
    [' admin@x.example', 'space'],
    ['x'.repeat(65), 'tooLong'],
    ['a\u0000b', 'special'],
    [12345, 'required'],
  ])('refuses %p (%s)', (value, rule) => {
    expect(outcome(() => requireAccount(value))).toBe(rule);
  });
});

describe('texts', () => {
  it('requireText needs a non-blank text within the limit', () => {
    expect(outcome(() => requireText('  ', 'remark'))).toBe('required');
    expect(outcome(() => requireText({}, 'remark'))).toBe('required');
    expect(outcome(() => requireText('ok', 'remark', 2))).toBe('ok');
    expect(outcome(() => requireText('too long', 'remark', 2))).toBe('tooLong');
  });

  it('optionalText gives "" for nothing and refuses other types', () => {
    expect(optionalText(undefined, 'remark')).toBe('');
    expect(optionalText(null, 'remark')).toBe('');
    expect(optionalText('Line 1\nLine 2', 'remark')).toBe('Line 1\nLine 2');
    expect(outcome(() => optionalText(5, 'remark'))).toBe('type');
    expect(outcome(() => optionalText('x'.repeat(256), 'remark'))).toBe('tooLong');
  });
});

describe('requireContacts', () => {
  it('trims and drops repeats', () => {
    expect(requireContacts([' a@b.example ', 'A@B.example', '+81 90-1234-5678'])).toEqual([
      'a@b.example',
      '+81 90-1234-5678',
    ]);
  });

  it.each([
    [undefined, 'required'],
    [[], 'required'],
    ['a@b.example', 'required'],
    [['not-an-email'], 'contact'],
    [[42], 'contact'],
    [[null], 'contact'],
    [['<script>@x.example'], 'contact'],
    [[`${'a'.repeat(250)}@b.example`], 'contact'],
    [Array.from({ length: 21 }, (_, i) => `u${i}@b.example`), 'tooLong'],
  ])('refuses %p (%s)', (value, rule) => {
    expect(outcome(() => requireContacts(value))).toBe(rule);
  });
});

describe('ids, choices, numbers, flags, codes', () => {
  it('requireId and requireIds', () => {
    expect(requireId('org-1')).toBe('org-1');
    expect(requireId(7)).toBe('7');
    expect(outcome(() => requireId(''))).toBe('required');
    expect(outcome(() => requireId({ $ne: 1 }))).toBe('required');
    expect(outcome(() => requireId('x'.repeat(129)))).toBe('type');
    expect(requireIds(['a', 'b', 'a'])).toEqual(['a', 'b']);
    expect(outcome(() => requireIds([]))).toBe('required');
    expect(outcome(() => requireIds(['a', {}]))).toBe('required');
  });

  it('requireOneOf', () => {
    expect(requireOneOf('sweeper', ['scrubber', 'sweeper'] as const, 'type')).toBe('sweeper');
    expect(outcome(() => requireOneOf('toString', ['a'], 'type'))).toBe('oneOf');
    expect(outcome(() => requireOneOf(undefined, ['a'], 'type'))).toBe('required');
  });

  it('requireInt', () => {
    expect(requireInt('7', 'days', { min: 1, max: 30 })).toBe(7);
    expect(outcome(() => requireInt('7.5', 'days'))).toBe('type');
    expect(outcome(() => requireInt('0x10', 'days'))).toBe('type');
    expect(outcome(() => requireInt(31, 'days', { max: 30 }))).toBe('range');
    expect(outcome(() => requireInt(Infinity, 'days'))).toBe('type');
  });

  it('requireBoolean', () => {
    expect(requireBoolean(false, 'read')).toBe(false);
    expect(outcome(() => requireBoolean('true', 'read'))).toBe('type');
    expect(outcome(() => requireBoolean(undefined, 'read'))).toBe('required');
  });

  it('requireCodes accepts known permission codes only', () => {
    expect(requireCodes(['home', 'role:create', 'home'])).toEqual(['home', 'role:create']);
    expect(requireCodes([])).toEqual([]);
    expect(outcome(() => requireCodes(['home', 'root']))).toBe('oneOf');
    expect(outcome(() => requireCodes('home'))).toBe('required');
  });
});

describe('sameName', () => {
  it('ignores case, outer space and width', () => {
    expect(sameName('Harbour Site', ' harbour site ')).toBe(true);
    expect(sameName('ＡＢＣＤ', 'abcd')).toBe(true);
    expect(sameName('東京', '東京 本社')).toBe(false);
    expect(sameName('', '')).toBe(false);
    expect(sameName(undefined as unknown as string, 'x')).toBe(false);
  });
});

describe('invisible characters and look-alike duplicates (issue 17)', () => {
  it('refuses zero-width and bidi characters in names and accounts with rule "invisible" and its text', () => {
    const error = (() => {
      try {
        requireName('Admin\u200bistrator', 'name');
      } catch (e) {
        return e as SimError;
      }
      return undefined;
    })();
    expect(error).toMatchObject({ code: '010007', data: { field: 'name', rule: 'invisible' } });
    expect(error!.msg).toMatchObject({ 'en-US': 'Must not contain invisible or text-direction characters' });
    expect(() => requireAccount('\u202emoc.elpmaxe@nimda')).toThrow(
      expect.objectContaining({ data: { field: 'account', rule: 'invisible' } }),
    );
  });

  it('finds duplicates across width, case, invisible characters and Cyrillic look-alikes', () => {
    expect(sameName('Admіnistrator', 'ADMINISTRATOR')).toBe(true);
    expect(sameName('Administrator\ufeff', 'administrator')).toBe(true);
  });
});
