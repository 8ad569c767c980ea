/**
 * config/babelTargets.ts: with the options it gives Umi's Babel preset, the console's code keeps the syntax of the
 * browsers in .umirc.ts's `targets`; without them (Umi's own options) it came out as ES5.
 */
import { transformSync } from '@umijs/bundler-utils/compiled/babel/core';
import { withTargets } from './babelTargets';

const TARGETS = { chrome: 100, edge: 100, firefox: 100, safari: 15 };
// Where Umi puts them (@umijs/bundler-webpack): babel-loader's top level, an option Babel's types do not list yet.
const TOP_LEVEL = { targets: TARGETS };
const SOURCE = `
  export class Failure extends Error {}
  export async function all(items: number[]) {
    for (const item of items) await item;
    return () => items.length;
  }
`;

/** The code Umi's preset makes of SOURCE, with the preset options Umi starts from, or ours. */
function compiled(presetOpts: object): string {
  return (
    transformSync(SOURCE, {
      filename: `${__dirname}/../src/sample.ts`,
      babelrc: false,
      configFile: false,
      browserslistConfigFile: false,
      ...TOP_LEVEL,
      presets: [[require.resolve('@umijs/babel-preset-umi'), presetOpts]],
    })?.code ?? ''
  );
}

const UMI_OPTS = { presetEnv: {}, presetReact: {}, presetTypeScript: {}, pluginTransformRuntime: {} };

describe('the console code compiled for its targets', () => {
  it('keeps classes, for…of, arrow and async functions as written', () => {
    const code = compiled(withTargets(UMI_OPTS, TARGETS));
    expect(code).toContain('class Failure extends Error {}');
    expect(code).toContain('export async function all(items)');
    expect(code).toContain('for (const item of items) await item;');
    expect(code).toContain('return () => items.length;');
    expect(code).not.toMatch(/regeneratorRuntime|createClass|createForOfIteratorHelper/);
  });

  it("is needed: with Umi's own options the same code is ES5 through helpers", () => {
    const code = compiled(UMI_OPTS);
    expect(code).toMatch(/regeneratorRuntime/);
    expect(code).not.toContain('class Failure');
  });

  it('keeps whatever else the options carry', () => {
    expect(withTargets({ presetEnv: { bugfixes: true }, presetReact: { runtime: 'automatic' } }, TARGETS)).toEqual({
      presetEnv: { bugfixes: true, targets: TARGETS },
      presetReact: { runtime: 'automatic' },
    });
  });
});
