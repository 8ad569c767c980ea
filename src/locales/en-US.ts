// The en-US catalog: one file per area in ./en-US/.
import common from './en-US/common';
import layout from './en-US/layout';
import menu from './en-US/menu';
import request from './en-US/request';
import validation from './en-US/validation';


export default {
  ...common,
  ...menu,
  ...layout,
  ...request,
  ...validation,
};
