// The zh-CN catalog: one file per area in ./zh-CN/.
import common from './zh-CN/common';
import layout from './zh-CN/layout';
import menu from './zh-CN/menu';
import request from './zh-CN/request';
import validation from './zh-CN/validation';
import type { Catalog } from './types';

export default {
  ...common,
  ...menu,
  ...layout,
  ...request,
  ...validation,
} satisfies Catalog;
