// The ja-JP messages Umi's locale plugin registers at boot: what shows before the full catalog of the active
// language arrives (./load.ts): the loading spinner, the tab title and menu, startup failures and request errors.
import common from './ja-JP/common';
import layout from './ja-JP/layout';
import menu from './ja-JP/menu';
import request from './ja-JP/request';
import shell from './ja-JP/shell';
import type { BootMessages } from './bootKeys';

export default { ...common, ...menu, ...layout, ...request, ...shell } satisfies BootMessages;
