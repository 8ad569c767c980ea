/**
 * The shape every trim rule of config/bundle.ts relies on: for each place a library imports a module the build
 * replaces, the original still exists at its path, and both the original and the stand-in export every name the
 * library imports from it. A production build fails at its start when one does not hold (EveryStandInFits in
 * config/bundle.ts), and config/trimShapes.test.ts runs the same check; webpack's `exportsPresence: 'error'` then
 * catches any other import of a missing name while the build compiles.
 */
import { existsSync, readFileSync } from 'fs';
import { dirname, join } from 'path';
import { initSync, parse } from 'es-module-lexer';
import ts from 'typescript';
import { TRIMMED_FIELDS } from './bundleFields';

export interface Shape {
  /** The trim rule (config/bundle.ts TRIM_RULES name). */
  rule: string;
  /** The library file that imports the replaced module (from the repository root). */
  importer: string;
  /** The import request as the importer writes it. */
  request: string;
  /** The file the request resolves to without the rule. */
  original: string;
  /** The file the rule puts in its place. */
  standIn: string;
}

const NM = 'node_modules';
const STUBS = 'config/stubs';
const PRO_FIELD = `${NM}/@ant-design/pro-field/es`;
const PRO_FORM = `${NM}/@ant-design/pro-form/es`;
const SCHEMA_FORM = `${PRO_FORM}/components/SchemaForm`;
const PRO_LAYOUT = `${NM}/@ant-design/pro-layout/es`;
const UMI_LAYOUT = 'src/.umi/plugin-layout';
const DYNAMIC_CSS = `${NM}/rc-util/es/Dom/dynamicCSS.js`;
const STATISTIC = `${NM}/@ant-design/cssinjs-utils/es/util/statistic.js`;

const one = (rule: string, importer: string, request: string, original: string, standIn: string): Shape => ({
  rule,
  importer,
  request,
  original,
  standIn,
});

export const SHAPES: readonly Shape[] = [
  one(
    'pro-provider-locales',
    `${NM}/@ant-design/pro-provider/es/intl.js`,
    './locale/zh_TW',
    `${NM}/@ant-design/pro-provider/es/locale/zh_TW.js`,
    `${NM}/@ant-design/pro-provider/es/locale/en_US.js`,
  ),
  ...TRIMMED_FIELDS.map((field) =>
    one(
      'pro-field-value-types',
      `${PRO_FIELD}/index.js`,
      `./components/${field}`,
      `${PRO_FIELD}/components/${field}/index.js`,
      `${STUBS}/UnusedProField.tsx`,
    ),
  ),
  ...[`${SCHEMA_FORM}/index.js:../../`, `${SCHEMA_FORM}/layoutType/StepsForm.js:../../../`].map((at) => {
    const [importer, up] = at.split(':');
    return one(
      'pro-form-steps',
      importer,
      `${up}layouts/StepsForm`,
      `${PRO_FORM}/layouts/StepsForm/index.js`,
      `${STUBS}/UnusedStepsForm.tsx`,
    );
  }),
  ...['ModalForm', 'DrawerForm', 'LightFilter'].map((layout) =>
    one(
      'schema-form-layouts',
      `${SCHEMA_FORM}/index.js`,
      `../../layouts/${layout}`,
      `${PRO_FORM}/layouts/${layout}/index.js`,
      `${STUBS}/UnusedSchemaLayouts.tsx`,
    ),
  ),
  one(
    'lazy-column-setting',
    `${NM}/@ant-design/pro-table/es/components/ToolBar/index.js`,
    '../ColumnSetting',
    `${NM}/@ant-design/pro-table/es/components/ColumnSetting/index.js`,
    'src/components/LazyColumnSetting.tsx',
  ),
  one(
    'table-filter-tree',
    `${NM}/antd/es/table/hooks/useFilter/FilterDropdown.js`,
    '../../../tree',
    `${NM}/antd/es/tree/index.js`,
    `${STUBS}/UnusedFilterTree.tsx`,
  ),
  one(
    'one-icons-package',
    `${UMI_LAYOUT}/icons.tsx`,
    '', // absolute paths into the package, one per icon: the package's own entry stands for them
    `${NM}/@umijs/plugins/${NM}/@ant-design/icons/es/index.js`,
    `${NM}/@ant-design/icons/es/index.js`,
  ),
  one('lodash-merge', 'src/.umi/plugin-antd/runtime.tsx', '', `${NM}/lodash/merge.js`, `${NM}/lodash-es/merge.js`),
  one(
    'no-regenerator-runtime',
    'src/.umi/core/polyfill.ts',
    '', // imported for its side effect only
    `${NM}/regenerator-runtime/runtime.js`,
    `${STUBS}/NoRegeneratorRuntime.ts`,
  ),
  one(
    'layout-exception',
    `${UMI_LAYOUT}/Layout.tsx`,
    './Exception',
    `${UMI_LAYOUT}/Exception.tsx`,
    'src/shell/layout/LayoutException.tsx',
  ),
  one(
    'layout-right-render',
    `${UMI_LAYOUT}/Layout.tsx`,
    './rightRender',
    `${UMI_LAYOUT}/rightRender.tsx`,
    `${STUBS}/NoRightRender.tsx`,
  ),
  one(
    'pro-layout-locales',
    `${PRO_LAYOUT}/locales/index.js`,
    './zh-TW',
    `${PRO_LAYOUT}/locales/zh-TW.js`,
    `${PRO_LAYOUT}/locales/en-US.js`,
  ),
  one(
    'pro-error-boundary',
    `${NM}/@ant-design/pro-utils/es/index.js`,
    './components/ErrorBoundary',
    `${NM}/@ant-design/pro-utils/es/components/ErrorBoundary/index.js`,
    'src/components/ProErrorBoundary.ts',
  ),
  one(
    'form-provider-only',
    `${NM}/antd/es/form/context.js`,
    'rc-field-form',
    `${NM}/rc-field-form/es/index.js`,
    `${NM}/rc-field-form/es/FormContext.js`,
  ),
  one(
    'indexed-dynamic-css',
    `${NM}/rc-util/es/getScrollBarSize.js`,
    './Dom/dynamicCSS',
    DYNAMIC_CSS,
    `${STUBS}/IndexedDynamicCSS.ts`,
  ),
  one(
    'indexed-dynamic-css',
    `${NM}/@ant-design/cssinjs/es/hooks/useStyleRegister.js`,
    'rc-util/es/Dom/dynamicCSS',
    DYNAMIC_CSS,
    `${STUBS}/IndexedDynamicCSS.ts`,
  ),
  one(
    'native-object-spread',
    `${NM}/@ant-design/cssinjs/es/hooks/useStyleRegister.js`,
    '@babel/runtime/helpers/esm/objectSpread2',
    `${NM}/@babel/runtime/helpers/esm/objectSpread2.js`,
    `${STUBS}/NativeObjectSpread.ts`,
  ),
  ...['index', 'token'].map((file) =>
    one(
      'button-without-preset-colors',
      `${NM}/antd/es/button/style/${file}.js`,
      '../../theme/interface',
      `${NM}/antd/es/theme/interface/index.js`,
      `${STUBS}/ButtonWithoutPresetColors.ts`,
    ),
  ),
  ...['genStyleUtils', 'getDefaultComponentToken'].map((file) =>
    one(
      'token-merge-by-prototype',
      `${NM}/@ant-design/cssinjs-utils/es/util/${file}.js`,
      './statistic',
      STATISTIC,
      `${STUBS}/TokenMergeByPrototype.ts`,
    ),
  ),
  one(
    'native-resize-observer',
    `${NM}/rc-resize-observer/es/utils/observerUtil.js`,
    'resize-observer-polyfill',
    `${NM}/resize-observer-polyfill/dist/ResizeObserver.es.js`,
    `${STUBS}/NativeResizeObserver.ts`,
  ),
];

const ROOT = join(__dirname, '..');
const source = (file: string) => readFileSync(join(ROOT, file), 'utf8');

/** Umi writes its generated files to src/.umi in dev and setup, src/.umi-production in a build. */
function located(file: string): string {
  const production = file.replace(/^src\/\.umi\//, 'src/.umi-production/');
  return production !== file && existsSync(join(ROOT, production)) ? production : file;
}

/** Plain JavaScript of a file, TypeScript and JSX stripped. */
function javascript(file: string): string {
  const text = source(file);
  if (!/\.tsx?$/.test(file)) return text;
  const options = { module: ts.ModuleKind.ESNext, target: ts.ScriptTarget.ES2020, jsx: ts.JsxEmit.ReactJSX };
  return ts.transpileModule(text, { compilerOptions: options, fileName: file }).outputText;
}

/** The names a module exports (`default` included), following `export *` into relative files; CommonJS: default. */
export function exportsOf(file: string): Set<string> {
  initSync();
  const code = javascript(file);
  const [imports, exports, , hasModuleSyntax] = parse(code);
  if (!hasModuleSyntax) return new Set(['default']);
  const names = new Set(exports.map((e) => e.n));
  imports
    .filter((i) => i.n?.startsWith('.') && /^export\s*\*\s*from/.test(code.slice(i.ss, i.se)))
    .forEach((i) => {
      const base = join(dirname(file), i.n!);
      const target = [`${base}.js`, `${base}/index.js`].find((f) => existsSync(join(ROOT, f)));
      if (target) exportsOf(target).forEach((name) => name !== 'default' && names.add(name));
    });
  return names;
}

/** The names `importer` imports from `request` (`default` for a default import); none for a side-effect import. */
export function importedNames(importer: string, request: string): string[] {
  initSync();
  const code = javascript(importer);
  const [imports] = parse(code);
  return imports
    .filter((i) => i.n === request && i.d === -1)
    .flatMap((i) => {
      const clause = /^import\s+([\s\S]*?)\s+from\s*['"]/.exec(code.slice(i.ss, i.se))?.[1] ?? '';
      const named = /\{([^}]*)\}/.exec(clause)?.[1] ?? '';
      const names = named
        .split(',')
        .map((part) => part.trim().split(/\s+as\s+/)[0])
        .filter((name) => name && !name.startsWith('type '));
      return /^[\w$]+/.test(clause) && !clause.startsWith('*') ? ['default', ...names] : names;
    });
}

/** What no longer fits, one line per problem; empty when every stand-in fits its library. */
export function shapeProblems(shapes: readonly Shape[] = SHAPES): string[] {
  return shapes.flatMap((shape) => {
    const at = `trim rule ${shape.rule}`;
    const original = located(shape.original);
    const importer = located(shape.importer);
    const missing = [original, importer, shape.standIn].filter((file) => !existsSync(join(ROOT, file)));
    if (missing.length) return [`${at}: ${missing.join(', ')} no longer exists`];
    if (!shape.request) return [];
    const wanted = importedNames(importer, shape.request);
    if (!wanted.length) return [`${at}: ${importer} no longer imports ${shape.request}`];
    const lacking = (file: string) => {
      const names = exportsOf(file);
      return wanted.filter((name) => !names.has(name));
    };
    const fromOriginal = lacking(original);
    const fromStandIn = lacking(shape.standIn);
    return [
      ...(fromOriginal.length ? [`${at}: ${original} no longer exports ${fromOriginal.join(', ')}`] : []),
      ...(fromStandIn.length
        ? [`${at}: ${shape.standIn} does not export ${fromStandIn.join(', ')}, which ${importer} imports`]
        : []),
    ];
  });
}
