// The ja-JP catalog: one file per area in ./ja-JP/.
import common from './ja-JP/common';
import layout from './ja-JP/layout';
import menu from './ja-JP/menu';
import request from './ja-JP/request';
import validation from './ja-JP/validation';
import type { Catalog } from './types';

export default {
  ...common,
  ...menu,
  ...layout,
  ...request,
  ...validation,
} satisfies Catalog;
