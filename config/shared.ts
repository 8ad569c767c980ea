/**
 * The one module the app (src/) and the build (config/) share: neither imports the other anywhere else
 * (docs/architecture.md, "Boundaries"). The route table, the light theme's tokens, the logo, and the names the
 * build's service worker and the app agree on.
 */
export { default as routes } from './routes';
export { default as lightTheme } from './theme';
export { LOGO_URL } from './logo';

/**
 * The browser tab's title per language before the app sets the route's (src/shell/layout/title.ts): the catalogs'
 * `title.platform`, which the static shell shows from its first paint (config/appShell.ts, src/speed/boot).
 */
export const PLATFORM_TITLES = {
  'en-US': 'Customer Operations Platform',
  'ja-JP': '顧客運営プラットフォーム',
  'zh-CN': '客户运营平台',
} as const;

/** The service worker's file in dist/ (config/assetCache.ts) and the address the app registers. */
export const WORKER_FILE = 'sw.js';
export const WORKER_URL = `/${WORKER_FILE}`;
/** Every cache the worker makes starts with this; the app deletes only these when ops switch it off. */
export const CACHE_PREFIX = 'ropc-assets-';
