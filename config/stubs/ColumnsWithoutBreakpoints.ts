/**
 * Stands in for antd's grid styles where antd's Col imports them (rule columns-without-breakpoints in
 * config/bundle.ts): the same column classes (span, offset, push, pull, order, flex) without their copies per
 * breakpoint (`xs={12}`, `md={8}`...), which were 63 of the 74 KB of CSS a Col made in the browser on the first
 * visit of a table page (its search form). The console's columns come from ProTable's search form, which sizes
 * them with `span` and `offset` from its own width; no Col in the console takes a breakpoint (config/bundle.test.ts
 * checks src). Row's styles are antd's own.
 */
import type { CSSObject } from '@ant-design/cssinjs';
import { genStyleHooks } from 'antd/es/theme/internal';

const COLUMNS = 24;

const share = (n: number) => `${(n / COLUMNS) * 100}%`;

/** The classes of a span of n columns and of its offset, push, pull and order, as antd names them. */
function columnClasses(componentCls: string, n: number): CSSObject {
  if (n === 0)
    return {
      [`${componentCls}-0`]: { display: 'none' },
      [`${componentCls}-push-0`]: { insetInlineStart: 'auto' },
      [`${componentCls}-pull-0`]: { insetInlineEnd: 'auto' },
      [`${componentCls}-offset-0`]: { marginInlineStart: 0 },
      [`${componentCls}-order-0`]: { order: 0 },
    };
  return {
    // antd reads `display` from a variable, so a form can override it (antd issue 44456).
    [`${componentCls}-${n}`]: [
      { '--ant-display': 'block', display: 'block' },
      { display: 'var(--ant-display)', flex: `0 0 ${share(n)}`, maxWidth: share(n) },
    ],
    [`${componentCls}-push-${n}`]: { insetInlineStart: share(n) },
    [`${componentCls}-pull-${n}`]: { insetInlineEnd: share(n) },
    [`${componentCls}-offset-${n}`]: { marginInlineStart: share(n) },
    [`${componentCls}-order-${n}`]: { order: n },
  };
}

export const useColStyle = genStyleHooks(
  'Grid',
  ({ componentCls, prefixCls }) => {
    const columns: CSSObject = {};
    for (let n = COLUMNS; n >= 0; n -= 1) Object.assign(columns, columnClasses(componentCls, n));
    columns[`${componentCls}-flex`] = { flex: `var(--${prefixCls}-flex)` };
    return [{ [componentCls]: { position: 'relative', maxWidth: '100%', minHeight: 1 } }, columns];
  },
  () => ({}),
);
