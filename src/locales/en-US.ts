// The en-US messages Umi's locale plugin registers at boot: what shows before the full catalog of the active
// language arrives (./load.ts): the loading spinner, the tab title and menu, startup failures and request errors.
import common from './en-US/common';
import layout from './en-US/layout';
import menu from './en-US/menu';
import request from './en-US/request';
import shell from './en-US/shell';

export default { ...common, ...menu, ...layout, ...request, ...shell };
