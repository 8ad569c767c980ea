import { getIntl, getLocale, setLocale } from '@umijs/max';
import { localeInfo } from '@@/plugin-locale/localeExports';
import { loadCatalog, resetLoadedCatalogs, type CatalogImporter } from './load';
import type { Catalog } from './types';

const catalog = (text: string) => ({ default: { 'home.title': text } as unknown as Catalog });

function importers(overrides: Partial<Record<'en-US' | 'ja-JP' | 'zh-CN', CatalogImporter>>) {
  const never: CatalogImporter = () => Promise.reject(new Error('not this one'));
  return { 'en-US': never, 'ja-JP': never, 'zh-CN': never, ...overrides };
}

describe('loadCatalog', () => {
  const saved = JSON.parse(JSON.stringify(localeInfo['ja-JP'].messages));
  beforeEach(() => {
    resetLoadedCatalogs();
    setLocale('ja-JP', false);
  });
  afterEach(() => {
    localeInfo['ja-JP'].messages = saved;
    setLocale('en-US', false);
  });

  it('adds the catalog of the current language and t() outside React speaks it at once', async () => {
    const ja = jest.fn(() => Promise.resolve(catalog('テスト用ホーム')));
    await loadCatalog(getLocale(), importers({ 'ja-JP': ja }));
    expect(ja).toHaveBeenCalledTimes(1);
    expect(getIntl().formatMessage({ id: 'home.title' })).toBe('テスト用ホーム');
    // antd's locale is kept
    expect(localeInfo['ja-JP'].antd.locale).toBe('ja');
    // the boot messages stay
    expect(localeInfo['ja-JP'].messages['title.platform']).toBe(saved['title.platform']);
  });

  it('loads a language once', async () => {
    const ja = jest.fn(() => Promise.resolve(catalog('一度だけ')));
    await loadCatalog('ja-JP', importers({ 'ja-JP': ja }));
    await loadCatalog('ja-JP', importers({ 'ja-JP': ja }));
    expect(ja).toHaveBeenCalledTimes(1);
  });

  it('falls back to the dictionary default zh-CN for a language the console does not speak', async () => {
    const zh = jest.fn(() => Promise.resolve(catalog('测试用首页')));
    await loadCatalog('fr-FR', importers({ 'zh-CN': zh }));
    expect(zh).toHaveBeenCalledTimes(1);
  });

  it('rejects when the chunk cannot load, and tries again next time', async () => {
    const failing = jest.fn(() => Promise.reject(new Error('ChunkLoadError')));
    await expect(loadCatalog('ja-JP', importers({ 'ja-JP': failing }))).rejects.toThrow('ChunkLoadError');
    const ja = jest.fn(() => Promise.resolve(catalog('再試行')));
    await loadCatalog('ja-JP', importers({ 'ja-JP': ja }));
    expect(ja).toHaveBeenCalledTimes(1);
  });
});
