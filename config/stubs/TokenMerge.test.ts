/**
 * config/stubs/TokenMergeByPrototype.ts against the module it replaces: every style hook of antd makes the same CSS,
 * rule for rule, whether its tokens are merged by copy (antd's) or by prototype (the stand-in).
 */
import { readdirSync, existsSync } from 'fs';
import { join } from 'path';
import { styleRules } from '@test/styleRules';

const ANTD_ES = join(__dirname, '../../node_modules/antd/es');
const STATISTIC = '@ant-design/cssinjs-utils/lib/util/statistic';

/** Every antd component directory with a style hook, and the class prefix it styles. */
const COMPONENTS = readdirSync(ANTD_ES).filter((name) => existsSync(join(ANTD_ES, name, 'style', 'index.js')));

type Hook = (prefixCls: string, rootCls?: string) => unknown;

/** The CSS of every style hook of antd, as flat rules; with the merge and the number of hooks that made it. */
function antdRules(mocks?: () => void): { rules: string[]; hooks: number; merge: unknown } {
  let hooks = 0;
  let merge: unknown;
  const rules = styleRules(() => {
    merge = (require('@ant-design/cssinjs-utils') as { mergeToken: unknown }).mergeToken;
    const found: Array<[string, Hook]> = [];
    for (const name of COMPONENTS) {
      const hook = (require(join(ANTD_ES, name, 'style', 'index.js')) as { default?: unknown }).default;
      if (typeof hook === 'function' && hook.length >= 1) found.push([`ant-${name}`, hook as Hook]);
    }
    hooks = found.length;
    // Each hook once, in the same order on every render (a style hook that is not a hook of this shape throws and
    // is left out alike on both sides).
    return () => {
      for (const [prefixCls, styleHook] of found) {
        try {
          styleHook(prefixCls, `${prefixCls}-root`);
        } catch {
          // not a style hook of this shape
        }
      }
    };
  }, mocks);
  return { rules, hooks, merge };
}

describe('TokenMergeByPrototype', () => {
  const standIn = () => jest.doMock(STATISTIC, () => jest.requireActual('./TokenMergeByPrototype'));

  it("makes antd's CSS, rule for rule, for every style hook of antd", () => {
    const antd = antdRules();
    const merged = antdRules(standIn);
    // Each registry has its own instance of the modules: the same code, not the same function.
    const standInMerge = String(jest.requireActual('./TokenMergeByPrototype').merge);
    expect(String(merged.merge)).toBe(standInMerge);
    expect(String(antd.merge)).not.toBe(standInMerge);
    expect(antd.hooks).toBeGreaterThan(50);
    expect(antd.rules.length).toBeGreaterThan(3000);
    expect(merged.rules).toEqual(antd.rules);
  });

  it('would show a merge that lost a key', () => {
    const antd = antdRules();
    const lossy = antdRules(() =>
      jest.doMock(STATISTIC, () => {
        const actual = jest.requireActual('./TokenMergeByPrototype');
        return {
          ...actual,
          merge: (...objects: unknown[]) => {
            const merged = actual.merge(...objects);
            merged.colorPrimary = undefined;
            return merged;
          },
        };
      }),
    );
    expect(lossy.rules).not.toEqual(antd.rules);
  });

  it('reads every key as a copy would: later objects win, the first is not changed', () => {
    const { merge } = jest.requireActual('./TokenMergeByPrototype');
    const token = { a: 1, b: 2, c: 3 };
    const merged = merge(token, { b: 20 }, { c: undefined, d: 4 });
    expect([merged.a, merged.b, merged.c, merged.d]).toEqual([1, 20, undefined, 4]);
    expect(token).toEqual({ a: 1, b: 2, c: 3 });
    expect(merge(undefined, { a: 1 })).toEqual({ a: 1 });
  });
});
