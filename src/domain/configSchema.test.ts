import Ajv2020 from 'ajv/dist/2020';
import { CONFIG_KEYS, CONFIG_SCHEMA, checkRuntimeConfig } from './configSchema.mjs';
import { createRng } from './random';

const problemKeys = (given: unknown) => checkRuntimeConfig(given).problems.map((problem) => problem.key);

describe('checkRuntimeConfig', () => {
  it('keeps valid values, trimmed, and leaves empty ones to their default', () => {
    const given = { loginUrl: ' https://id.example.test/login ', logoutUrl: '', analytics: 'beacon:/collect' };
    expect(checkRuntimeConfig(given)).toEqual({
      values: { loginUrl: 'https://id.example.test/login', analytics: 'beacon:/collect' },
      problems: [],
    });
  });

  it('names an unknown key and the key it was probably meant to be', () => {
    expect(checkRuntimeConfig({ analytiks: 'none', AssetCache: 'off', colour: 'red' }).problems).toEqual([
      { key: 'analytiks', kind: 'unknown', value: 'none', suggestion: 'analytics' },
      { key: 'AssetCache', kind: 'unknown', value: 'off', suggestion: 'assetCache' },
      { key: 'colour', kind: 'unknown', value: 'red' },
    ]);
    // Keys every object has are still unknown keys.
    expect(problemKeys(JSON.parse('{"constructor": "x", "__proto__": "y", "toString": "z"}'))).toEqual([
      'constructor',
      '__proto__',
      'toString',
    ]);
  });

  it.each([
    ['assetCache', 'of'],
    ['assetCache', false],
    ['analytics', 'beakon:/collect'],
    ['analytics', 'beacon://evil.example/collect'],
    ['loginUrl', 'javascript:alert(1)'],
    ['loginUrl', 'sso/login'],
    ['logoutRedirect', '//evil.example'],
    ['logoutRedirect', '/\\evil.example'],
    ['tokenCookie', 'a=b; c'],
    ['dataCentre', 'CN'],
    ['appVersion', 3],
    ['appVersion', 'x'.repeat(65)],
  ])('refuses %s = %p, naming the key and the value', (key, value) => {
    const { values, problems } = checkRuntimeConfig({ [key]: value });
    expect(values).toEqual({});
    expect(problems).toEqual([{ key, kind: 'invalid', value: expect.any(String) }]);
    expect(problems[0].value).toContain(String(value).slice(0, 10));
  });

  it('refuses a configuration that is not an object', () => {
    expect(checkRuntimeConfig('loginUrl=/sso').problems).toEqual([
      { key: 'ROPC_CONFIG', kind: 'invalid', value: 'loginUrl=/sso' },
    ]);
    expect(checkRuntimeConfig(undefined).problems).toEqual([]);
  });
});

const PIECES = [
  '/',
  '//',
  '\\',
  ' ',
  'a',
  'Z',
  '.',
  '-',
  '_',
  '=',
  ';',
  ':',
  'https://',
  'beacon:',
  'none',
  'on',
  'off',
];
const KEYS = [...CONFIG_KEYS, 'loginURL', 'extra'];

test('ajv, a full JSON Schema validator, gives the same verdict as checkRuntimeConfig on every key', () => {
  const validate = new Ajv2020({ allErrors: true, strict: true }).compile(CONFIG_SCHEMA);
  const next = createRng(45);
  const pick = <T>(list: readonly T[]) => list[Math.floor(next() * list.length)];
  for (let run = 0; run < 3000; run += 1) {
    const given: Record<string, unknown> = {};
    for (let n = Math.floor(next() * 4); n >= 0; n -= 1) {
      const text = Array.from({ length: Math.floor(next() * 5) }, () => pick(PIECES)).join('');
      given[pick(KEYS)] = next() < 0.1 ? pick([1, true, null, ['/x']]) : text;
    }
    // What both check: the trimmed values, without the keys left empty (which mean the default).
    const trimmed = Object.fromEntries(
      Object.entries(given)
        .map(([key, value]): [string, unknown] => [key, typeof value === 'string' ? value.trim() : value])
        .filter(([key, value]) => value !== '' || !(CONFIG_KEYS as string[]).includes(key)),
    );
    validate(trimmed);
    const byAjv = new Set(
      (validate.errors ?? []).map((error) => error.params.additionalProperty ?? error.instancePath.slice(1)),
    );
    expect({ given, refused: new Set(problemKeys(given)) }).toEqual({ given, refused: byAjv });
  }
});
