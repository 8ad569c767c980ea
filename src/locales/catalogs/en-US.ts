// The full en-US catalog, one file per area in ../en-US/: loaded on demand for the active language (../load.ts).
import common from '../en-US/common';
import layout from '../en-US/layout';
import menu from '../en-US/menu';
import request from '../en-US/request';
import validation from '../en-US/validation';
import shell from '../en-US/shell';
import home from '../en-US/home';
import alarm from '../en-US/alarm';
import alarmLive from '../en-US/alarmLive';
import organization from '../en-US/organization';
import manufacturer from '../en-US/manufacturer';
import user from '../en-US/user';
import account from '../en-US/account';
import role from '../en-US/role';
import profile from '../en-US/profile';
import settings from '../en-US/settings';
import document from '../en-US/document';
import tutorial from '../en-US/tutorial';
import help from '../en-US/help';

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
};
