// Spec section 9: the dictionaries default to zh-CN, while the startup language stays en-US (zh-CN for cn).
import { getIntl, getLocale } from '@umijs/max';
import { localeInfo } from '@@/plugin-locale/localeExports';
import { resolveStartupLocale } from '@/session/locale';
import zhCN from './catalogs/zh-CN';
import { loadCatalog, resetLoadedCatalogs, type CatalogImporter } from './load';
import type { Catalog } from './types';

describe('dictionary default zh-CN', () => {
  const saved = { ...localeInfo['ja-JP'].messages };
  afterEach(() => {
    localeInfo['ja-JP'].messages = saved;
  });

  it('shows the zh-CN text of a key missing from the active catalog', () => {
    const rest = { ...saved };
    delete rest['success.edit'];
    localeInfo['ja-JP'].messages = rest;
    // getIntl builds the intl object through Umi's runtime `locale` hook, exported by app.tsx.
    expect(getIntl('ja-JP', true).formatMessage({ id: 'success.edit' })).toBe(zhCN['success.edit']);
    // keys the catalog has are its own
    expect(getIntl('ja-JP', true).formatMessage({ id: 'title.platform' })).toBe(saved['title.platform']);
  });

  it('loads the zh-CN catalog for a language the console has no dictionary for', async () => {
    resetLoadedCatalogs();
    const never: CatalogImporter = () => Promise.reject(new Error('not this one'));
    const zh = jest.fn(() => Promise.resolve({ default: {} as Catalog }));
    await loadCatalog('fr-FR', { 'en-US': never, 'ja-JP': never, 'zh-CN': zh });
    expect(zh).toHaveBeenCalledTimes(1);
    resetLoadedCatalogs();
  });
});

describe('startup language (unchanged)', () => {
  beforeEach(() => {
    localStorage.clear();
    document.cookie = 'locale=; max-age=0; path=/';
    delete window.ROPC_CONFIG;
  });
  afterAll(() => delete window.ROPC_CONFIG);

  it('is en-US on a first visit, not the dictionary default', () => {
    expect(resolveStartupLocale()).toBe('en-US');
    expect(getLocale()).toBe('en-US');
  });

  it('is zh-CN when config.js targets the cn data centre', () => {
    window.ROPC_CONFIG = { dataCentre: 'cn' };
    expect(resolveStartupLocale()).toBe('zh-CN');
  });
});
