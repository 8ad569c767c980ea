/**
 * config/stubs/NativeObjectSpread.ts against Babel's own helper: the same arguments give the same object (keys in
 * the same order, the same descriptors, the same prototype), including the cases where Object.assign would differ.
 */
// @ts-expect-error Babel's helpers ship without types.
import babelSpread from '@babel/runtime/helpers/objectSpread2';
import nativeSpread from './NativeObjectSpread';

type Spread = (target: any, ...sources: any[]) => any;

/** Everything observable of an object's own properties, in order. */
function shape(object: object) {
  return {
    prototype: Object.getPrototypeOf(object),
    keys: Reflect.ownKeys(object).map(String),
    descriptors: Reflect.ownKeys(object).map((key) => {
      const { get, set, ...rest } = Object.getOwnPropertyDescriptor(object, key)!;
      return { ...rest, get: get && 'getter', set: set && 'setter', value: rest.value };
    }),
  };
}

const SYMBOL = Symbol('s');
const HIDDEN = Symbol('hidden');

/** Each case builds fresh arguments (a spread may mutate its target). */
const CASES: Record<string, () => unknown[]> = {
  'one spread source': () => [{}, { a: 1, b: 2 }],
  'babel placeholders and a literal': () => [{}, { a: 1 }, {}, { b: 2 }, { a: 3, c: 4 }],
  'a literal before the spread': () => [{ z: 0, a: 0 }, { a: 1 }],
  'null and undefined sources': () => [{}, null, { a: 1 }, undefined],
  'a string source': () => [{}, 'ab'],
  'a number source': () => [{}, 5],
  'symbols, enumerable or not': () => {
    const source: Record<PropertyKey, unknown> = { a: 1, [SYMBOL]: 's' };
    Object.defineProperty(source, HIDDEN, { value: 'h', enumerable: false });
    return [{}, source];
  },
  'non-enumerable keys stay behind': () => [{}, Object.defineProperty({ a: 1 }, 'b', { value: 2, enumerable: false })],
  'a getter in a spread source runs': () => [
    {},
    {
      get a() {
        return 1;
      },
    },
  ],
  'a getter in a literal stays a getter': () => [
    {},
    {},
    {},
    {
      get a() {
        return 1;
      },
    },
  ],
  'a spread over a literal getter replaces it': () => [
    {},
    {},
    {},
    {
      get a() {
        return 1;
      },
    },
    { a: 2 },
  ],
  'a spread over a literal setter does not call it': () => [
    {},
    {},
    {},
    {
      set a(_: unknown) {
        throw new Error('setter called');
      },
    },
    { a: 2 },
  ],
  'a key of Object.prototype': () => [{}, { toString: 'own', hasOwnProperty: 1 }],
  'an own __proto__ key is a property, not a prototype': () => [
    {},
    JSON.parse('{"__proto__": {"polluted": true}, "a": 1}'),
  ],
  'a target with another prototype': () => [Object.create({ inherited: 1 }), { inherited: 2, a: 1 }],
  'a target without prototype': () => [Object.create(null), { a: 1 }],
  'inherited keys of a source stay behind': () => [
    {},
    Object.create({ inherited: 1 }, { a: { value: 1, enumerable: true } }),
  ],
  'later keys win, first order kept': () => [{}, { a: 1, b: 1 }, {}, { c: 1 }, { b: 2, a: 2, d: 2 }],
  'a large token object': () => [{}, Object.fromEntries(Array.from({ length: 400 }, (_, i) => [`token${i}`, i]))],
};

describe('the native object spread', () => {
  it.each(Object.keys(CASES))('gives what Babel gives: %s', (name) => {
    const expected = (babelSpread as Spread)(...(CASES[name]() as [any]));
    const actual = (nativeSpread as Spread)(...(CASES[name]() as [any]));
    expect(shape(actual)).toEqual(shape(expected));
  });

  it('returns its target, filled', () => {
    const target = {};
    expect(nativeSpread(target, { a: 1 })).toBe(target);
    expect(target).toEqual({ a: 1 });
  });

  it('copies each spread source of a plain target with one Object.assign, and none after a literal accessor', () => {
    const assign = jest.spyOn(Object, 'assign');
    nativeSpread({}, { a: 1 }, {}, { b: 2 });
    expect(assign).toHaveBeenCalledTimes(2);
    assign.mockClear();
    nativeSpread(
      {},
      {},
      {
        get a() {
          return 1;
        },
      },
      { b: 2 },
    );
    // The empty source before the getter only.
    expect(assign.mock.calls.map(([, source]) => source)).toEqual([{}]);
    assign.mockRestore();
  });

  it('leaves a polluted prototype alone', () => {
    nativeSpread({}, JSON.parse('{"__proto__": {"polluted": true}}'));
    expect(({} as { polluted?: boolean }).polluted).toBeUndefined();
  });
});
