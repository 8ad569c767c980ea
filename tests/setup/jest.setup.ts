// Makes antd and pro-components render in jsdom.
import '@testing-library/jest-dom';
import { configure } from '@testing-library/react';

// findBy/waitFor give up after this long (the library's default is 1 s): a bound for a failure, never a wait, wide
// enough for a busy two-core machine.
configure({ asyncUtilTimeout: 20_000 });

if (!window.matchMedia) {
  Object.defineProperty(window, 'matchMedia', {
    writable: true,
    value: (query: string) => ({
      matches: false,
      media: query,
      onchange: null,
      addListener: () => {},
      removeListener: () => {},
      addEventListener: () => {},
      removeEventListener: () => {},
      dispatchEvent: () => false,
    }),
  });
}

class ResizeObserverStub {
  observe() {}
  unobserve() {}
  disconnect() {}
}
(globalThis as unknown as { ResizeObserver: unknown }).ResizeObserver ||= ResizeObserverStub;

Object.defineProperty(window, 'scrollTo', { writable: true, value: () => {} });
// antd measures scrollbars through this; jsdom returns nothing useful.
Object.defineProperty(window.HTMLElement.prototype, 'scrollIntoView', { writable: true, value: () => {} });

// Umi's runtime plugins (locale, request...) expect the plugin manager the app creates at boot.
// eslint-disable-next-line @typescript-eslint/no-var-requires
require('@@/core/plugin').createPluginManager();

// The app loads the full catalog of the active language at startup (src/locales/load.ts); tests get all three.
/* eslint-disable @typescript-eslint/no-var-requires */
const { addLocale } = require('@@/plugin-locale/localeExports');
addLocale('en-US', require('@/locales/catalogs/en-US').default);
addLocale('ja-JP', require('@/locales/catalogs/ja-JP').default);
addLocale('zh-CN', require('@/locales/catalogs/zh-CN').default);
/* eslint-enable @typescript-eslint/no-var-requires */

// No test reaches the network (tests/setup/noNetwork.ts).
/* eslint-disable-next-line @typescript-eslint/no-var-requires */
require('./noNetwork').installNetworkGuard();
