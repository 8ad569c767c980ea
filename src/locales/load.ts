/**
 * The full message catalog of the active language, loaded on demand: the entry bundle carries only the boot
 * messages of the three languages (src/locales/<locale>.ts), so nobody downloads two catalogs they never read.
 * getInitialState loads the catalog alongside the startup calls; a language change reloads the page.
 */
import { addLocale, getLocale } from '@umijs/max';
import { setIntl } from '@@/plugin-locale/localeExports';
import { type AppLocale, isAppLocale } from '@/session/locale';
import { DICTIONARY_DEFAULT } from './fallback';
import type { Catalog } from './types';

export type CatalogImporter = () => Promise<{ default: Catalog }>;

const IMPORTERS: Record<AppLocale, CatalogImporter> = {
  'en-US': () => import(/* webpackChunkName: "catalog-en-US" */ './catalogs/en-US'),
  'ja-JP': () => import(/* webpackChunkName: "catalog-ja-JP" */ './catalogs/ja-JP'),
  'zh-CN': () => import(/* webpackChunkName: "catalog-zh-CN" */ './catalogs/zh-CN'),
};

const loaded = new Set<string>();

/**
 * Adds the catalog of `locale` (default: the current one) to the intl messages, keeping antd's and dayjs'
 * locales, and refreshes the intl object that t() uses outside React. Rejects when the chunk cannot load.
 */
export async function loadCatalog(
  locale: string = getLocale(),
  importers: Record<AppLocale, CatalogImporter> = IMPORTERS,
): Promise<void> {
  const target: AppLocale = isAppLocale(locale) ? locale : DICTIONARY_DEFAULT;
  if (loaded.has(target)) return;
  const { default: messages } = await importers[target]();
  // Without extra locales, addLocale keeps the antd and dayjs locales already registered for this language.
  (addLocale as (name: string, messages: object) => void)(target, messages);
  loaded.add(target);
  if (getLocale() === target) setIntl(target);
}

/** For tests: forget what was loaded. */
export function resetLoadedCatalogs() {
  loaded.clear();
}
