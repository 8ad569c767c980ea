// The full zh-CN catalog, one file per area in ../zh-CN/: loaded on demand for the active language (../load.ts).
import common from '../zh-CN/common';
import layout from '../zh-CN/layout';
import menu from '../zh-CN/menu';
import request from '../zh-CN/request';
import validation from '../zh-CN/validation';
import shell from '../zh-CN/shell';
import home from '../zh-CN/home';
import alarm from '../zh-CN/alarm';
import alarmLive from '../zh-CN/alarmLive';
import organization from '../zh-CN/organization';
import manufacturer from '../zh-CN/manufacturer';
import user from '../zh-CN/user';
import account from '../zh-CN/account';
import role from '../zh-CN/role';
import profile from '../zh-CN/profile';
import settings from '../zh-CN/settings';
import document from '../zh-CN/document';
import tutorial from '../zh-CN/tutorial';
import help from '../zh-CN/help';
import type { Catalog } from '../types';

export default {
  ...common,
  ...menu,
  ...layout,
  ...request,
  ...validation,
  ...shell,
  ...home,
  ...alarm,
  ...alarmLive,
  ...organization,
  ...manufacturer,
  ...user,
  ...account,
  ...role,
  ...profile,
  ...settings,
  ...document,
  ...tutorial,
  ...help,
} satisfies Catalog;
