// Bundle trimming measured with `npm run bench:bundle` (see README, "Speed").
import type { IApi } from '@umijs/max';
import { join } from 'path';

type ChainConfig = Parameters<NonNullable<Parameters<IApi['chainWebpack']>[0]>>[0];

/** pro-components bundles the tables of ~30 languages; the console speaks three. */
const PRO_LOCALES_KEPT = /[\\/]pro-provider[\\/]es[\\/]locale[\\/](en_US|ja_JP|zh_CN)(\.js)?$/;
const PRO_LOCALE = /[\\/]pro-provider[\\/]es[\\/]locale[\\/][a-z]{2}_[A-Z]{2}(\.js)?$/;

/**
 * pro-field value types the console never renders. ProTable's field renderer imports all of them eagerly; they are
 * replaced by a text stand-in (config/stubs/UnusedProField.tsx). config/bundle.test.ts fails when the code
 * starts using one of them: then take it off this list.
 */
export const TRIMMED_FIELDS = [
  'ColorPicker',
  'DatePicker',
  'RangePicker',
  'TimePicker',
  'FromNow',
  'Image',
  'Progress',
  'Rate',
  'Slider',
  'DigitRange',
  'Money',
  'Percent',
  'Second',
  'TreeSelect',
  'Segmented',
  'Code',
  'Digit',
  'Switch',
] as const;

const FIELD_REQUEST = new RegExp(`^\\./components/(${TRIMMED_FIELDS.join('|')})$`);
const IN_PRO_FIELD = /[\\/]@ant-design[\\/]pro-field[\\/]es$/;
const STEPS_FORM_REQUEST = /^(\.\.\/)+layouts\/StepsForm$/;
const IN_PRO_FORM = /[\\/]@ant-design[\\/]pro-form[\\/]es[\\/]/;
const STUBS = join(__dirname, 'stubs');
/** Layouts the schema form behind ProTable's search imports but the console's tables never use (see the stub). */
const SCHEMA_LAYOUT_REQUEST = /^\.\.\/\.\.\/layouts\/(ModalForm|DrawerForm|LightFilter)$/;
const IN_SCHEMA_FORM = /[\\/]@ant-design[\\/]pro-form[\\/]es[\\/]components[\\/]SchemaForm$/;
const IN_PRO_TABLE_TOOLBAR = /[\\/]@ant-design[\\/]pro-table[\\/]es[\\/]components[\\/]ToolBar$/;
const LAZY_COLUMN_SETTING = join(__dirname, '..', 'src', 'components', 'LazyColumnSetting.tsx');
const IN_TABLE_FILTER = /[\\/]antd[\\/]es[\\/]table[\\/]hooks[\\/]useFilter$/;
const NODE_MODULES = join(__dirname, '..', 'node_modules');
/** @umijs/plugins ships @ant-design/icons 4 for the layout's menu icons; the console's icons 5 serve them too. */
const UMI_PLUGINS_ICONS = /^(.*[\\/]node_modules[\\/]@umijs[\\/]plugins[\\/]node_modules[\\/]@ant-design[\\/]icons)([\\/].*)?$/;
const IN_UMI_CORE = /[\\/]src[\\/]\.umi(-production|-test)?[\\/]core$/;
const IN_LAYOUT_PLUGIN = /[\\/]src[\\/]\.umi(-production|-test)?[\\/]plugin-layout$/;
const LAYOUT_EXCEPTION = join(__dirname, '..', 'src', 'shell', 'layout', 'LayoutException.tsx');
const IN_PRO_UTILS = /[\\/]@ant-design[\\/]pro-utils[\\/]es$/;
const PRO_ERROR_BOUNDARY = join(__dirname, '..', 'src', 'components', 'ProErrorBoundary.ts');

export function trimBundle(memo: ChainConfig, { webpack }: { webpack: any }) {
  memo.plugin('pro-provider-locales').use(webpack.NormalModuleReplacementPlugin, [
    /[\\/]locale[\\/][a-z]{2}_[A-Z]{2}$/,
    (resource: { request: string; context: string }) => {
      const full = `${resource.context}/${resource.request.replace(/^\.\//, '').replace(/^\.\.\//, '')}`;
      if (PRO_LOCALE.test(full) && !PRO_LOCALES_KEPT.test(full)) resource.request = './locale/en_US';
    },
  ]);
  memo.plugin('pro-field-value-types').use(webpack.NormalModuleReplacementPlugin, [
    /components[\\/][A-Za-z]+$/,
    (resource: { request: string; context: string }) => {
      if (IN_PRO_FIELD.test(resource.context) && FIELD_REQUEST.test(resource.request)) resource.request = join(STUBS, 'UnusedProField.tsx');
    },
  ]);
  memo.plugin('pro-form-steps').use(webpack.NormalModuleReplacementPlugin, [
    /layouts[\\/]StepsForm$/,
    (resource: { request: string; context: string }) => {
      if (IN_PRO_FORM.test(`${resource.context}/`) && STEPS_FORM_REQUEST.test(resource.request)) resource.request = join(STUBS, 'UnusedStepsForm.tsx');
    },
  ]);
  memo.plugin('schema-form-layouts').use(webpack.NormalModuleReplacementPlugin, [
    /layouts[\\/](ModalForm|DrawerForm|LightFilter)$/,
    (resource: { request: string; context: string }) => {
      if (IN_SCHEMA_FORM.test(resource.context) && SCHEMA_LAYOUT_REQUEST.test(resource.request)) resource.request = join(STUBS, 'UnusedSchemaLayouts.tsx');
    },
  ]);
  // Column settings load when the user reaches for them (src/components/LazyColumnSetting.tsx).
  memo.plugin('lazy-column-setting').use(webpack.NormalModuleReplacementPlugin, [
    /^\.\.\/ColumnSetting$/,
    (resource: { request: string; context: string }) => {
      if (IN_PRO_TABLE_TOOLBAR.test(resource.context)) resource.request = LAZY_COLUMN_SETTING;
    },
  ]);
  // antd Table's filter dropdown imports Tree for filterMode "tree", which no column of the console uses.
  memo.plugin('table-filter-tree').use(webpack.NormalModuleReplacementPlugin, [
    /^\.\.\/\.\.\/\.\.\/tree$/,
    (resource: { request: string; context: string }) => {
      if (IN_TABLE_FILTER.test(resource.context)) resource.request = join(STUBS, 'UnusedFilterTree.tsx');
    },
  ]);
  memo.plugin('one-icons-package').use(webpack.NormalModuleReplacementPlugin, [
    /@umijs[\\/]plugins[\\/]node_modules[\\/]@ant-design[\\/]icons/,
    (resource: { request: string }) => {
      const match = UMI_PLUGINS_ICONS.exec(resource.request);
      if (match) resource.request = join(NODE_MODULES, '@ant-design', 'icons') + (match[2] || '');
    },
  ]);
  // Umi's runtime antd config merges with CommonJS lodash; the pages already carry lodash-es.
  memo.resolve.alias.set('lodash/merge', 'lodash-es/merge');
  memo.plugin('no-regenerator-runtime').use(webpack.NormalModuleReplacementPlugin, [
    /regenerator-runtime[\\/]runtime(\.js)?$/,
    (resource: { request: string; context: string }) => {
      if (IN_UMI_CORE.test(resource.context)) resource.request = join(STUBS, 'NoRegeneratorRuntime.ts');
    },
  ]);
  memo.plugin('layout-exception').use(webpack.NormalModuleReplacementPlugin, [
    /^\.\/Exception$/,
    (resource: { request: string; context: string }) => {
      if (IN_LAYOUT_PLUGIN.test(resource.context)) resource.request = LAYOUT_EXCEPTION;
    },
  ]);
  memo.plugin('layout-right-render').use(webpack.NormalModuleReplacementPlugin, [
    /^\.\/rightRender$/,
    (resource: { request: string; context: string }) => {
      if (IN_LAYOUT_PLUGIN.test(resource.context)) resource.request = join(STUBS, 'NoRightRender.tsx');
    },
  ]);
  // pro-layout's own texts: it ships en-US, zh-CN, zh-TW, it-IT and ko-KR; the console needs the first two.
  memo.plugin('pro-layout-locales').use(webpack.NormalModuleReplacementPlugin, [
    /^\.\/(zh-TW|it-IT|ko-KR)$/,
    (resource: { request: string; context: string }) => {
      if (/[\\/]pro-layout[\\/]es[\\/]locales$/.test(resource.context)) resource.request = './en-US';
    },
  ]);
  memo.plugin('pro-error-boundary').use(webpack.NormalModuleReplacementPlugin, [
    /^\.\/components\/ErrorBoundary$/,
    (resource: { request: string; context: string }) => {
      if (IN_PRO_UTILS.test(resource.context)) resource.request = PRO_ERROR_BOUNDARY;
    },
  ]);
  return memo;
}
