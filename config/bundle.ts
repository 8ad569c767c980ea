// Bundle trimming measured with `npm run bench:bundle` (docs/performance.md). Every trim is one row of TRIM_RULES;
// a production build fails when a row never matched (config/trimRules.ts), when a replaced module or an export a
// stand-in must provide changed shape (config/trimShapes.ts), and on any import of a name a module lacks
// (exportsPresence), so a library upgrade that renames or moves a module cannot silently undo a trim.
import type { IApi } from '@umijs/max';
import { join } from 'path';
import { TRIMMED_FIELDS } from './bundleFields';
import { shapeProblems } from './trimShapes';
import { type Resource, RuleMatches, type TrimRule, unmatchedRulesMessage } from './trimRules';

type ChainConfig = Parameters<NonNullable<Parameters<IApi['chainWebpack']>[0]>>[0];

const PRO_LOCALES_KEPT = /[\\/]pro-provider[\\/]es[\\/]locale[\\/](en_US|ja_JP|zh_CN)(\.js)?$/;
const PRO_LOCALE = /[\\/]pro-provider[\\/]es[\\/]locale[\\/][a-z]{2}_[A-Z]{2}(\.js)?$/;

export { TRIMMED_FIELDS };

const FIELD_REQUEST = new RegExp(`^\\./components/(${TRIMMED_FIELDS.join('|')})$`);
const IN_PRO_FIELD = /[\\/]@ant-design[\\/]pro-field[\\/]es$/;
const STEPS_FORM_REQUEST = /^(\.\.\/)+layouts\/StepsForm$/;
const IN_PRO_FORM = /[\\/]@ant-design[\\/]pro-form[\\/]es[\\/]/;
const STUBS = join(__dirname, 'stubs');
const SCHEMA_LAYOUT_REQUEST = /^\.\.\/\.\.\/layouts\/(ModalForm|DrawerForm|LightFilter)$/;
const IN_SCHEMA_FORM = /[\\/]@ant-design[\\/]pro-form[\\/]es[\\/]components[\\/]SchemaForm$/;
const IN_PRO_TABLE_TOOLBAR = /[\\/]@ant-design[\\/]pro-table[\\/]es[\\/]components[\\/]ToolBar$/;
const LAZY_COLUMN_SETTING = join(__dirname, '..', 'src', 'components', 'LazyColumnSetting.tsx');
const IN_TABLE_FILTER = /[\\/]antd[\\/]es[\\/]table[\\/]hooks[\\/]useFilter$/;
const NODE_MODULES = join(__dirname, '..', 'node_modules');
const UMI_PLUGINS_ICONS =
  /^(.*[\\/]node_modules[\\/]@umijs[\\/]plugins[\\/]node_modules[\\/]@ant-design[\\/]icons)([\\/].*)?$/;
const IN_UMI_CORE = /[\\/]src[\\/]\.umi(-production|-test)?[\\/]core$/;
const IN_LAYOUT_PLUGIN = /[\\/]src[\\/]\.umi(-production|-test)?[\\/]plugin-layout$/;
const LAYOUT_EXCEPTION = join(__dirname, '..', 'src', 'shell', 'layout', 'LayoutException.tsx');
const IN_PRO_UTILS = /[\\/]@ant-design[\\/]pro-utils[\\/]es$/;
const PRO_ERROR_BOUNDARY = join(__dirname, '..', 'src', 'components', 'ProErrorBoundary.ts');

const ANTD_FORM_CONTEXT = /[\\/]antd[\\/]es[\\/]form[\\/]context\.js$/;
const IN_RC_RESIZE_OBSERVER = /[\\/]rc-resize-observer[\\/]es[\\/]utils$/;

const RC_UTIL_DYNAMIC_CSS = /^(rc-util[\\/]es[\\/]|\.[\\/])Dom[\\/]dynamicCSS(\.js)?$/;
const IN_RC_UTIL_ES = /[\\/]rc-util[\\/]es$/;

const ANTD_BUTTON_STYLE = /[\\/]antd[\\/]es[\\/]button[\\/]style[\\/](index|token)\.js$/;

const CSSINJS_UTILS_STATISTIC = /^\.\/(util\/)?statistic(\.js)?$/;
const IN_CSSINJS_UTILS_ES = /[\\/]@ant-design[\\/]cssinjs-utils[\\/]es([\\/]util)?$/;

const LODASH_MERGE = /^(lodash|.*[\\/]node_modules[\\/]lodash)[\\/]merge(\.js)?$/;

/** The gain of trims that were measured together, not one by one. */
const TABLE_PAGES_GROUP =
  'size only, not measured alone: one of ten changes that took the table pages from ~700 to ~640 KB gzip';
const WITH_PRO_FIELD = 'size only, not measured alone (it came with pro-field-value-types)';
/**
 * Issue 43's re-measure: each rule it named removed alone, BENCH_RUNS=5, one sitting on a quiet machine, against the
 * median of three runs of the build with every rule (content /home 3.18 s, /organization 4.35 s).
 */
const reMeasured = (home: string, organization: string) =>
  `; removed alone, content /home ${home}, /organization ${organization} (BENCH_RUNS=5, decision 012): kept`;

const stub = (file: string) => join(STUBS, file);
const when = (matches: boolean, to: string) => (matches ? to : undefined);

/** The trims, one row each: webpack hands `replace` every request matching `request`; it answers the new request. */
export const TRIM_RULES: readonly TrimRule[] = [
  {
    name: 'pro-provider-locales',
    replaces: "pro-provider's table texts of ~30 languages, by its en_US",
    why: 'the console speaks three languages (en-US, ja-JP, zh-CN)',
    gain: 'size only, not measured alone (it came with the first byte budget, beside dayjs for moment)',
    request: /[\\/]locale[\\/][a-z]{2}_[A-Z]{2}$/,
    replace: ({ request, context }) => {
      const full = `${context}/${request.replace(/^\.\//, '').replace(/^\.\.\//, '')}`;
      return when(PRO_LOCALE.test(full) && !PRO_LOCALES_KEPT.test(full), './locale/en_US');
    },
  },
  {
    name: 'pro-field-value-types',
    replaces: `pro-field's ${TRIMMED_FIELDS.join(', ')} renderers, by config/stubs/UnusedProField.tsx`,
    why: "ProTable's field renderer imports every value type eagerly; the console renders none of these",
    gain: 'size only: ~125 KB gzip off every table page (bench:bundle bytes)',
    request: /components[\\/][A-Za-z]+$/,
    replace: ({ request, context }) =>
      when(IN_PRO_FIELD.test(context) && FIELD_REQUEST.test(request), stub('UnusedProField.tsx')),
  },
  {
    name: 'pro-form-steps',
    replaces: "pro-form's StepsForm, by config/stubs/UnusedStepsForm.tsx",
    why: 'no page is a steps form',
    gain: WITH_PRO_FIELD,
    request: /layouts[\\/]StepsForm$/,
    replace: ({ request, context }) =>
      when(IN_PRO_FORM.test(`${context}/`) && STEPS_FORM_REQUEST.test(request), stub('UnusedStepsForm.tsx')),
  },
  {
    name: 'schema-form-layouts',
    replaces: "SchemaForm's ModalForm, DrawerForm and LightFilter layouts, by config/stubs/UnusedSchemaLayouts.tsx",
    why: "ProTable's search form imports them; the console's tables use the default query form",
    gain: TABLE_PAGES_GROUP,
    request: /layouts[\\/](ModalForm|DrawerForm|LightFilter)$/,
    replace: ({ request, context }) =>
      when(IN_SCHEMA_FORM.test(context) && SCHEMA_LAYOUT_REQUEST.test(request), stub('UnusedSchemaLayouts.tsx')),
  },
  {
    name: 'lazy-column-setting',
    replaces: "ProTable toolbar's ColumnSetting, by src/components/LazyColumnSetting.tsx",
    why: 'column settings load when the user reaches for them, not with every table',
    gain: TABLE_PAGES_GROUP,
    request: /^\.\.\/ColumnSetting$/,
    replace: ({ context }) => when(IN_PRO_TABLE_TOOLBAR.test(context), LAZY_COLUMN_SETTING),
  },
  {
    name: 'table-filter-tree',
    replaces: "antd Table filter dropdown's Tree, by config/stubs/UnusedFilterTree.tsx",
    why: 'Tree serves filterMode "tree", which no column of the console uses',
    gain: TABLE_PAGES_GROUP,
    request: /^\.\.\/\.\.\/\.\.\/tree$/,
    replace: ({ context }) => when(IN_TABLE_FILTER.test(context), stub('UnusedFilterTree.tsx')),
  },
  {
    name: 'one-icons-package',
    replaces: "the @ant-design/icons 4 copy inside @umijs/plugins, by the console's @ant-design/icons 5",
    why: "the layout's menu icons need no second icons package",
    gain: TABLE_PAGES_GROUP,
    request: /@umijs[\\/]plugins[\\/]node_modules[\\/]@ant-design[\\/]icons/,
    replace: ({ request }) => {
      const match = UMI_PLUGINS_ICONS.exec(request);
      return match ? join(NODE_MODULES, '@ant-design', 'icons') + (match[2] || '') : undefined;
    },
  },
  {
    name: 'lodash-merge',
    replaces: "CommonJS lodash/merge in Umi's runtime antd config, by lodash-es/merge",
    why: 'the pages already carry lodash-es',
    gain: TABLE_PAGES_GROUP,
    request: LODASH_MERGE,
    replace: () => 'lodash-es/merge',
  },
  {
    name: 'no-regenerator-runtime',
    replaces: "regenerator-runtime in Umi's core, by config/stubs/NoRegeneratorRuntime.ts",
    why: 'every target runs generators natively, and no dependency uses the global',
    gain: TABLE_PAGES_GROUP,
    request: /regenerator-runtime[\\/]runtime(\.js)?$/,
    replace: ({ context }) => when(IN_UMI_CORE.test(context), stub('NoRegeneratorRuntime.ts')),
  },
  {
    name: 'layout-exception',
    replaces: "the layout plugin's Result-based 403/404, by src/shell/layout/LayoutException.tsx",
    why: "light status screens instead of antd Result, with the console's catalog texts",
    gain: WITH_PRO_FIELD,
    request: /^\.\/Exception$/,
    replace: ({ context }) => when(IN_LAYOUT_PLUGIN.test(context), LAYOUT_EXCEPTION),
  },
  {
    name: 'layout-right-render',
    replaces: "the layout plugin's rightRender, by config/stubs/NoRightRender.tsx",
    why: "the plugin's default header content is unused: the shell renders its own header actions",
    gain: WITH_PRO_FIELD,
    request: /^\.\/rightRender$/,
    replace: ({ context }) => when(IN_LAYOUT_PLUGIN.test(context), stub('NoRightRender.tsx')),
  },
  {
    name: 'pro-layout-locales',
    replaces: "pro-layout's zh-TW, it-IT and ko-KR texts, by its en-US",
    why: 'the console needs en-US and zh-CN of them',
    gain: WITH_PRO_FIELD,
    request: /^\.\/(zh-TW|it-IT|ko-KR)$/,
    replace: ({ context }) => when(/[\\/]pro-layout[\\/]es[\\/]locales$/.test(context), './en-US'),
  },
  {
    name: 'pro-error-boundary',
    replaces: "pro-utils' ErrorBoundary, by src/components/ProErrorBoundary.ts",
    why: "pro-components' boundary is English-only; the console's own is translated",
    gain: 'none sought: it is kept for its translated texts, not for speed',
    request: /^\.\/components\/ErrorBoundary$/,
    replace: ({ context }) => when(IN_PRO_UTILS.test(context), PRO_ERROR_BOUNDARY),
  },
  {
    name: 'form-provider-only',
    replaces:
      "the whole rc-field-form (fields, validation, async-validator) behind antd's form context, by its FormProvider",
    why: 'every antd component reads the form context, so the first load carried the form engine; forms bring it',
    gain: 'size only: ~16 KB gzip off /home (bench:bundle bytes)',
    request: /^rc-field-form$/,
    replace: ({ contextInfo }) =>
      when(ANTD_FORM_CONTEXT.test(contextInfo?.issuer ?? ''), 'rc-field-form/es/FormContext'),
  },
  {
    name: 'indexed-dynamic-css',
    replaces: "rc-util's Dom/dynamicCSS, by config/stubs/IndexedDynamicCSS.ts",
    why: "antd's style engine asks it for a style once per styled component: the original lists and reads <head> each time",
    gain:
      "main thread: rc-util's style insertion 365 → 254 ms on a throttled cold /home, then 70-165 ms less on " +
      '/organization (CPU profiles, three loads each)',
    request: /Dom[\\/]dynamicCSS(\.js)?$/,
    replace: ({ request, context }) =>
      when(
        RC_UTIL_DYNAMIC_CSS.test(request) && (!request.startsWith('.') || IN_RC_UTIL_ES.test(context)),
        stub('IndexedDynamicCSS.ts'),
      ),
  },
  {
    name: 'native-object-spread',
    replaces: "Babel's objectSpread2 helper (ES modules build), by config/stubs/NativeObjectSpread.ts",
    why: 'antd spreads its design tokens through it key by key; Object.assign copies them at once, to the same result',
    gain:
      'main thread: @babel/runtime 272 → 147 ms plus 98 ms in the stand-in, throttled cold /home (CPU profiles)' +
      reMeasured('+3.8 %', '−4.1 %'),
    request: /^@babel[\\/]runtime[\\/]helpers[\\/]esm[\\/]objectSpread2(\.js)?$/,
    replace: () => stub('NativeObjectSpread.ts'),
  },
  {
    name: 'button-without-preset-colors',
    replaces:
      "antd's PresetColors in the Button's styles and tokens, by config/stubs/ButtonWithoutPresetColors.ts (none)",
    why: 'a Button made styles for 13 preset colours in every variant on each first visit: 48 of its 70 KB of CSS',
    gain:
      'CSS before content, with a Col trim since removed: /home 250 → 202 KB, /organization 487 → 376 KB' +
      reMeasured('+3.1 %', '−3.4 %'),
    request: /^\.\.\/\.\.\/theme\/interface$/,
    replace: ({ contextInfo }) =>
      when(ANTD_BUTTON_STYLE.test(contextInfo?.issuer ?? ''), stub('ButtonWithoutPresetColors.ts')),
  },
  {
    name: 'token-merge-by-prototype',
    replaces: "@ant-design/cssinjs-utils' util/statistic, by config/stubs/TokenMergeByPrototype.ts",
    why: 'for each component it styled, antd copied its ~550 design tokens key by key into a new object to merge them',
    gain:
      "main thread: antd's token merge 43-101 ms → ~1 ms on a throttled cold /organization " +
      '(CPU profiles, five loads)',
    request: CSSINJS_UTILS_STATISTIC,
    replace: ({ context }) => when(IN_CSSINJS_UTILS_ES.test(context), stub('TokenMergeByPrototype.ts')),
  },
  {
    name: 'native-resize-observer',
    replaces: "rc-resize-observer's resize-observer-polyfill, by config/stubs/NativeResizeObserver.ts",
    why: 'every target browser has ResizeObserver; the polyfill only ever hands out the native one there',
    gain:
      'size only, not measured alone: with form-provider-only and the use-request entry, ' +
      '/home 448.0 → 423.6 KB gzip',
    request: /^resize-observer-polyfill$/,
    replace: ({ context }) => when(IN_RC_RESIZE_OBSERVER.test(context), stub('NativeResizeObserver.ts')),
  },
];

/**
 * Packages that do not declare `sideEffects: false` although importing them has no effect: webpack then keeps them
 * even when nothing uses what they export. Declaring it lets the build drop them when unused, and keeps them when
 * used. The byte budgets of `npm run check:budget` notice when an entry stops mattering.
 */
export const SIDE_EFFECT_FREE = [
  {
    name: 'umi-use-request-side-effect-free',
    test: /[\\/]@ahooksjs[\\/]use-request[\\/]/,
    why: "Umi's request plugin exports its useRequest from every first load; the console uses ahooks' useRequest",
    gain: 'size only: ~6 KB gzip off every first load (bench:bundle bytes)',
  },
] as const;

const CHECK = 'every-trim-rule-matched';

/** Fails the compilation when, after every module was built, a trim rule has replaced nothing. */
export class EveryRuleMatched {
  constructor(
    private readonly matches: RuleMatches,
    private readonly webpack: any,
  ) {}

  apply(compiler: any) {
    compiler.hooks.thisCompilation.tap(CHECK, (compilation: any) => {
      this.matches.reset();
      compilation.hooks.finishModules.tap(CHECK, () => {
        const message = unmatchedRulesMessage(this.matches.unmatched());
        if (message) compilation.errors.push(new this.webpack.WebpackError(message));
      });
    });
  }
}

const SHAPE_CHECK = 'every-stand-in-fits';

/** Fails the build at its start when a replaced module or an export a stand-in must provide changed shape. */
export class EveryStandInFits {
  apply(compiler: any) {
    compiler.hooks.beforeRun.tap(SHAPE_CHECK, () => {
      const problems = shapeProblems();
      if (problems.length)
        throw new Error(
          `config/bundle.ts: a stand-in no longer fits what it replaces (config/trimShapes.ts):\n${problems.join('\n')}\n` +
            'Update the stand-in or the rule to the library, or remove the rule, then measure with npm run bench:bundle.',
        );
    });
  }
}

export function trimBundle(memo: ChainConfig, { webpack, env }: { webpack: any; env?: string }) {
  // An import of a name its module does not export fails the build, not just warns: a stand-in short of an
  // export the library started to import, or a library module that changed shape, stops the build.
  memo.module.parser.set('javascript', { ...memo.module.parser.get('javascript'), exportsPresence: 'error' });
  const matches = new RuleMatches(TRIM_RULES);
  for (const rule of TRIM_RULES) {
    memo
      .plugin(rule.name)
      .use(webpack.NormalModuleReplacementPlugin, [
        rule.request,
        (resource: Resource) => matches.apply(rule, resource),
      ]);
  }
  for (const pkg of SIDE_EFFECT_FREE) memo.module.rule(pkg.name).test(pkg.test).sideEffects(false);
  // Only a production build resolves every module once; dev compiles lazily and may not meet every target.
  if (env === 'production') {
    memo.plugin(CHECK).use(EveryRuleMatched, [matches, webpack]);
    memo.plugin(SHAPE_CHECK).use(EveryStandInFits);
  }
  return memo;
}
