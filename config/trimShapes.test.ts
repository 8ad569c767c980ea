import { join } from 'path';
import { TRIM_RULES } from './bundle';
import { exportsOf, importedNames, SHAPES, shapeProblems } from './trimShapes';

describe('the shapes the trim rules rely on', () => {
  it('hold today: every original exists and every stand-in exports what its library imports', () => {
    expect(shapeProblems()).toEqual([]);
  });

  it('are declared for every trim rule', () => {
    const declared = new Set(SHAPES.map((shape) => shape.rule));
    expect(TRIM_RULES.map((rule) => rule.name).filter((name) => !declared.has(name))).toEqual([]);
  });

  it('read the names a library imports and a stand-in exports', () => {
    expect(importedNames('node_modules/antd/es/form/context.js', 'rc-field-form')).toEqual(['FormProvider']);
    expect(importedNames('node_modules/@ant-design/pro-field/es/index.js', './components/TimePicker')).toEqual([
      'default',
      'FieldTimeRangePicker',
    ]);
    expect([...exportsOf('config/stubs/TokenMergeByPrototype.ts')].sort()).toEqual([
      '_statistic_build_',
      'default',
      'merge',
      'statistic',
    ]);
    expect(exportsOf('node_modules/antd/es/theme/interface/index.js').has('PresetColors')).toBe(true);
  });

  it('name a stand-in that lacks an export its library imports, and an original that moved', () => {
    const [shape] = SHAPES.filter((s) => s.rule === 'indexed-dynamic-css');
    expect(shapeProblems([{ ...shape, standIn: 'config/stubs/NoRegeneratorRuntime.ts' }])).toEqual([
      'trim rule indexed-dynamic-css: config/stubs/NoRegeneratorRuntime.ts does not export removeCSS, updateCSS, ' +
        'which node_modules/rc-util/es/getScrollBarSize.js imports',
    ]);
    expect(shapeProblems([{ ...shape, original: 'node_modules/rc-util/es/Dom/moved.js' }])).toEqual([
      'trim rule indexed-dynamic-css: node_modules/rc-util/es/Dom/moved.js no longer exists',
    ]);
  });
});

describe('the stand-ins jest runs (tests/setup/standIns.js)', () => {
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  const { STAND_INS } = require('../tests/setup/standIns') as { STAND_INS: { rule: string; to: string }[] };

  it('are the build’s: each names a trim rule and its stand-in', () => {
    const root = join(__dirname, '..');
    STAND_INS.forEach(({ rule, to }) => {
      const standIns = SHAPES.filter((shape) => shape.rule === rule).map((shape) => join(root, shape.standIn));
      expect([rule, standIns]).toEqual([rule, expect.arrayContaining([to])]);
    });
  });

  it('are what a library module gets in unit tests', () => {
    expect(require.resolve('rc-util/lib/Dom/dynamicCSS')).toBe(join(__dirname, 'stubs', 'IndexedDynamicCSS.ts'));
    expect(require.resolve('@babel/runtime/helpers/esm/objectSpread2')).toBe(
      join(__dirname, 'stubs', 'NativeObjectSpread.ts'),
    );
  });
});
