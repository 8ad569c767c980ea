// The zh-CN messages Umi's locale plugin registers at boot: what shows before the full catalog of the active
// language arrives (./load.ts): the loading spinner, the tab title and menu, startup failures and request errors.
import common from './zh-CN/common';
import layout from './zh-CN/layout';
import menu from './zh-CN/menu';
import request from './zh-CN/request';
import shell from './zh-CN/shell';
import type { BootMessages } from './bootKeys';

export default { ...common, ...menu, ...layout, ...request, ...shell } satisfies BootMessages;
