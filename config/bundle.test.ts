/**
 * Guards the bundle trimming of config/bundle.ts: the pro-field value types and pro-form fields replaced by a text
 * stand-in must not be used anywhere in src/. When this fails, the console started using one: take it off
 * TRIMMED_FIELDS in config/bundle.ts (and measure with `npm run bench:bundle`).
 */
import { readdirSync, readFileSync, statSync } from 'fs';
import { join } from 'path';
import { EveryRuleMatched, EveryStandInFits, SIDE_EFFECT_FREE, TRIM_RULES, TRIMMED_FIELDS, trimBundle } from './bundle';
import type { Resource } from './trimRules';

/** The valueTypes each trimmed pro-field component renders. */
const VALUE_TYPES: Record<(typeof TRIMMED_FIELDS)[number], string[]> = {
  ColorPicker: ['color'],
  DatePicker: ['date', 'dateWeek', 'dateMonth', 'dateQuarter', 'dateYear', 'dateTime'],
  RangePicker: ['dateRange', 'dateTimeRange', 'dateWeekRange', 'dateMonthRange', 'dateQuarterRange', 'dateYearRange'],
  TimePicker: ['time', 'timeRange'],
  FromNow: ['fromNow'],
  Image: ['image'],
  Progress: ['progress'],
  Rate: ['rate'],
  Slider: ['slider'],
  DigitRange: ['digitRange'],
  Money: ['money'],
  Percent: ['percent'],
  Second: ['second'],
  TreeSelect: ['treeSelect'],
  Segmented: ['segmented'],
  Code: ['code', 'jsonCode'],
  Digit: ['digit'],
  Switch: ['switch'],
};

/** pro-form fields built on the trimmed value types, and the stubbed StepsForm. */
const PRO_FORM_COMPONENTS =
  /\b(ProFormDate\w*|ProFormDateTime\w*|ProFormTime\w*|ProFormColorPicker|ProFormSlider|ProFormRate|ProFormMoney|ProFormTreeSelect|ProFormSegmented|ProFormDigit\w*|ProFormSwitch|StepsForm|StepForm)\b/;

function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (name.startsWith('.umi')) return [];
    if (statSync(path).isDirectory()) return sources(path);
    return /\.(ts|tsx)$/.test(name) && !/\.test\.tsx?$/.test(name) ? [path] : [];
  });
}

const SRC = join(__dirname, '..', 'src');

describe('bundle trimming', () => {
  const files = sources(SRC).map((path) => ({ path: path.slice(SRC.length + 1), text: readFileSync(path, 'utf8') }));

  it('finds the sources it checks', () => {
    expect(files.some((f) => f.path.includes('pages/Organization'))).toBe(true);
  });

  it('no source uses a trimmed pro-field value type', () => {
    const trimmed = Object.values(VALUE_TYPES).flat();
    const used = files.flatMap(({ path, text }) =>
      [...text.matchAll(/valueType\s*[:=]\s*\{?\s*['"](\w+)['"]/g)]
        .map((m) => m[1])
        .filter((t) => trimmed.includes(t))
        .map((t) => `${path}: ${t}`),
    );
    expect(used).toEqual([]);
  });

  it('no source uses a pro-form field built on them, nor StepsForm', () => {
    const used = files
      .filter(({ text }) => PRO_FORM_COMPONENTS.test(text))
      .map(({ path, text }) => `${path}: ${text.match(PRO_FORM_COMPONENTS)?.[0]}`);
    expect(used).toEqual([]);
  });

  it('no source renders a schema form or a light-filter table, whose dialog layouts are trimmed', () => {
    const used = files
      .filter(({ text }) => /\b(BetaSchemaForm|SchemaForm)\b|filterType\s*:\s*['"]light['"]/.test(text))
      .map(({ path }) => path);
    expect(used).toEqual([]);
  });

  it('no button takes a preset colour, whose styles are trimmed', () => {
    expect(files.filter(({ text }) => /<Button\b[^>]*\scolor=/.test(text)).map(({ path }) => path)).toEqual([]);
  });

  it('no column takes a breakpoint, whose classes are trimmed', () => {
    // antd's Col itself, or a ProForm laid out on its grid (`grid`, with `colProps`).
    const usesCol =
      /import\s*\{[^}]*\bCol\b[^}]*\}\s*from\s*['"]antd['"]|\bcolProps\b|<\w+\b[^>]*\sgrid[\s=/>]|\bgrid:\s*true/;
    expect(files.filter(({ text }) => usesCol.test(text)).map(({ path }) => path)).toEqual([]);
  });

  it("no column filters in antd Table's tree mode, whose Tree is trimmed", () => {
    expect(files.filter(({ text }) => /filterMode/.test(text)).map(({ path }) => path)).toEqual([]);
  });

  it('every trimmed component has its value types listed', () => {
    expect(Object.keys(VALUE_TYPES).sort()).toEqual([...TRIMMED_FIELDS].sort());
  });
});

/** One request each rule must trim (the module as the library imports it), and where webpack asks it from. */
const SAMPLES: Record<string, Resource> = {
  'pro-provider-locales': { request: './locale/de_DE', context: '/n/@ant-design/pro-provider/es' },
  'pro-field-value-types': { request: './components/Money', context: '/n/@ant-design/pro-field/es' },
  'pro-form-steps': { request: '../../layouts/StepsForm', context: '/n/@ant-design/pro-form/es/components/SchemaForm' },
  'schema-form-layouts': {
    request: '../../layouts/ModalForm',
    context: '/n/@ant-design/pro-form/es/components/SchemaForm',
  },
  'lazy-column-setting': { request: '../ColumnSetting', context: '/n/@ant-design/pro-table/es/components/ToolBar' },
  'table-filter-tree': { request: '../../../tree', context: '/n/antd/es/table/hooks/useFilter' },
  'one-icons-package': {
    request: '/p/node_modules/@umijs/plugins/node_modules/@ant-design/icons/es/icons/Home',
    context: '/p',
  },
  'lodash-merge': { request: '/p/node_modules/lodash/merge', context: '/p/src/.umi-production/plugin-antd' },
  'no-regenerator-runtime': { request: 'regenerator-runtime/runtime', context: '/p/src/.umi-production/core' },
  'layout-exception': { request: './Exception', context: '/p/src/.umi-production/plugin-layout' },
  'layout-right-render': { request: './rightRender', context: '/p/src/.umi-production/plugin-layout' },
  'pro-layout-locales': { request: './zh-TW', context: '/n/@ant-design/pro-layout/es/locales' },
  'pro-error-boundary': { request: './components/ErrorBoundary', context: '/n/@ant-design/pro-utils/es' },
  'form-provider-only': {
    request: 'rc-field-form',
    context: '/n/antd/es/form',
    contextInfo: { issuer: '/n/antd/es/form/context.js' },
  },
  'native-resize-observer': { request: 'resize-observer-polyfill', context: '/n/rc-resize-observer/es/utils' },
  'token-merge-by-prototype': { request: './statistic', context: '/n/@ant-design/cssinjs-utils/es/util' },
  'indexed-dynamic-css': { request: 'rc-util/es/Dom/dynamicCSS', context: '/n/@ant-design/cssinjs/es/hooks' },
  'native-object-spread': { request: '@babel/runtime/helpers/esm/objectSpread2', context: '/n/antd/es/button' },
  'button-without-preset-colors': {
    request: '../../theme/interface',
    context: '/n/antd/es/button/style',
    contextInfo: { issuer: '/n/antd/es/button/style/index.js' },
  },
};

/** trimBundle against a recording stand-in of webpack-chain and webpack's compiler hooks. */
function buildWith(env: string) {
  const plugins = new Map<string, any[]>();
  const sideEffectFree = new Map<string, { test?: RegExp; sideEffects?: boolean }>();
  const parser = new Map<string, any>([['javascript', { url: 'relative' }]]);
  const memo = {
    plugin: (name: string) => ({ use: (_plugin: unknown, args: any[] = []) => plugins.set(name, args) }),
    module: {
      parser: { get: (key: string) => parser.get(key), set: (key: string, value: unknown) => parser.set(key, value) },
      rule: (name: string) => {
        const rule: { test?: RegExp; sideEffects?: boolean } = {};
        sideEffectFree.set(name, rule);
        const chain = {
          test: (test: RegExp) => ((rule.test = test), chain),
          sideEffects: (flag: boolean) => ((rule.sideEffects = flag), chain),
        };
        return chain;
      },
    },
  };
  class NormalModuleReplacementPlugin {}
  trimBundle(memo as any, { webpack: { NormalModuleReplacementPlugin, WebpackError: Error }, env });
  const resolve = (name: string, resource: Resource) => plugins.get(name)![1](resource);
  const compile = (modules: () => void) => {
    const [matches, webpack] = plugins.get('every-trim-rule-matched')!;
    let onCompilation: (compilation: any) => void = () => {};
    let onFinishModules = () => {};
    new EveryRuleMatched(matches, webpack).apply({
      hooks: { thisCompilation: { tap: (_: string, fn: any) => (onCompilation = fn) } },
    });
    const compilation = {
      errors: [] as Error[],
      hooks: { finishModules: { tap: (_: string, fn: any) => (onFinishModules = fn) } },
    };
    onCompilation(compilation);
    modules();
    onFinishModules();
    return compilation.errors.map((error) => error.message);
  };
  return { plugins, resolve, compile, sideEffectFree, parser };
}

describe('the table of trim rules', () => {
  it('gives every rule a unique name, what it replaces, why and its measured gain', () => {
    expect(new Set(TRIM_RULES.map((r) => r.name)).size).toBe(TRIM_RULES.length);
    TRIM_RULES.forEach((r) =>
      expect([r.name, r.replaces.length > 10, r.why.length > 10, r.gain.length > 10]).toEqual([
        r.name,
        true,
        true,
        true,
      ]),
    );
    SIDE_EFFECT_FREE.forEach((p) => expect([p.name, p.gain.length > 10]).toEqual([p.name, true]));
  });

  /** As webpack applies a rule: its request filter first, then its own decision. */
  const trims = (r: (typeof TRIM_RULES)[number], resource: Resource) =>
    r.request.test(resource.request) && r.replace(resource) !== undefined;

  it.each(TRIM_RULES.map((r) => [r.name, r] as const))(
    '%s trims its sample and leaves an unrelated module alone',
    (_, r) => {
      const sample = SAMPLES[r.name];
      expect(trims(r, sample)).toBe(true);
      expect(trims(r, { request: './Unrelated', context: sample.context })).toBe(false);
    },
  );

  /** Whether the rule named `name` replaces `request` made from `context`. */
  const trimmedBy = (name: string) => {
    const rule = TRIM_RULES.find((r) => r.name === name)!;
    return (request: string, context: string) => trims(rule, { request, context });
  };

  it("replaces rc-util's dynamicCSS for every importer, its own included, and no other package's", () => {
    const trimmed = trimmedBy('indexed-dynamic-css');
    expect(trimmed('rc-util/es/Dom/dynamicCSS', '/n/@ant-design/icons/es')).toBe(true);
    expect(trimmed('./Dom/dynamicCSS', '/n/rc-util/es')).toBe(true);
    expect(trimmed('./Dom/dynamicCSS', '/n/@rc-component/util/es')).toBe(false);
    expect(trimmed('@rc-component/util/es/Dom/dynamicCSS', '/n/@rc-component/portal/es')).toBe(false);
  });

  it("replaces cssinjs-utils' statistic for its own modules only", () => {
    const trimmed = trimmedBy('token-merge-by-prototype');
    expect(trimmed('./statistic', '/n/@ant-design/cssinjs-utils/es/util')).toBe(true);
    expect(trimmed('./util/statistic', '/n/@ant-design/cssinjs-utils/es')).toBe(true);
    expect(trimmed('./statistic', '/n/antd/es/statistic')).toBe(false);
    expect(trimmed('./statistic', '/n/@ant-design/pro-card/es/components')).toBe(false);
  });

  it("leaves antd's forms their whole rc-field-form", () => {
    const rule = TRIM_RULES.find((r) => r.name === 'form-provider-only')!;
    expect(
      rule.replace({
        request: 'rc-field-form',
        context: '/n/antd/es/form',
        contextInfo: { issuer: '/n/antd/es/form/Form.js' },
      }),
    ).toBeUndefined();
    expect(rule.replace({ request: 'rc-field-form', context: '/n/antd/es/form' })).toBeUndefined();
  });

  it('fails a production build naming the rules that never matched', () => {
    const { resolve, compile } = buildWith('production');
    const errors = compile(() =>
      TRIM_RULES.filter((r) => r.name !== 'table-filter-tree').forEach((r) => resolve(r.name, { ...SAMPLES[r.name] })),
    );
    expect(errors).toEqual([expect.stringContaining('trim rule(s) never matched: table-filter-tree.')]);
  });

  it('passes a production build in which every rule matched', () => {
    const { resolve, compile } = buildWith('production');
    expect(compile(() => TRIM_RULES.forEach((r) => resolve(r.name, { ...SAMPLES[r.name] })))).toEqual([]);
  });

  it("declares Umi's useRequest package free of side effects, and nothing else", () => {
    const { sideEffectFree } = buildWith('production');
    const rule = sideEffectFree.get('umi-use-request-side-effect-free');
    expect(rule?.sideEffects).toBe(false);
    expect(rule?.test?.test('/p/node_modules/@umijs/plugins/node_modules/@ahooksjs/use-request/es/index.js')).toBe(
      true,
    );
    expect(rule?.test?.test('/p/node_modules/ahooks/es/useRequest/index.js')).toBe(false);
    expect([...sideEffectFree.keys()]).toEqual(SIDE_EFFECT_FREE.map((p) => p.name));
  });

  it('does not check a development build (it compiles lazily)', () => {
    expect(buildWith('development').plugins.has('every-trim-rule-matched')).toBe(false);
    expect(buildWith('development').plugins.has('every-stand-in-fits')).toBe(false);
  });

  it('fails any build on an import of a name a module lacks, keeping the parser options it had', () => {
    expect(buildWith('development').parser.get('javascript')).toEqual({ url: 'relative', exportsPresence: 'error' });
  });

  it('checks the shapes of the stand-ins before a production build compiles', () => {
    expect(buildWith('production').plugins.has('every-stand-in-fits')).toBe(true);
    let check = () => {};
    new EveryStandInFits().apply({ hooks: { beforeRun: { tap: (_: string, fn: () => void) => (check = fn) } } });
    expect(check).not.toThrow();
  });
});
