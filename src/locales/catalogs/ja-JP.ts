// The full ja-JP catalog, one file per area in ../ja-JP/: loaded on demand for the active language (../load.ts).
import common from '../ja-JP/common';
import layout from '../ja-JP/layout';
import menu from '../ja-JP/menu';
import request from '../ja-JP/request';
import validation from '../ja-JP/validation';
import shell from '../ja-JP/shell';
import home from '../ja-JP/home';
import alarm from '../ja-JP/alarm';
import alarmLive from '../ja-JP/alarmLive';
import organization from '../ja-JP/organization';
import manufacturer from '../ja-JP/manufacturer';
import user from '../ja-JP/user';
import account from '../ja-JP/account';
import role from '../ja-JP/role';
import profile from '../ja-JP/profile';
import settings from '../ja-JP/settings';
import document from '../ja-JP/document';
import tutorial from '../ja-JP/tutorial';
import help from '../ja-JP/help';
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
