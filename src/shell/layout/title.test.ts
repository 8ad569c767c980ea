import type { MessageKey } from '@/locales/types';
import enUS from '@/locales/catalogs/en-US';
import jaJP from '@/locales/catalogs/ja-JP';
import zhCN from '@/locales/catalogs/zh-CN';
import { setIntl } from '@@/plugin-locale/localeExports';
import { applyTitle, buildTitle } from './title';

const from = (catalog: Record<string, string>) => (key: MessageKey) => catalog[key] ?? key;

describe('buildTitle', () => {
  it('puts the translated route name before the platform title', () => {
    expect(buildTitle('/role', from(enUS))).toBe('Role Management - Customer Operations Platform');
    expect(buildTitle('/role', from(jaJP))).toBe('ロール管理 - 顧客運営プラットフォーム');
    expect(buildTitle('/role', from(zhCN))).toBe('角色管理 - 客户运营平台');
  });

  it('names nested routes by their full key', () => {
    expect(buildTitle('/document/productDocumentation', from(enUS))).toBe(
      'Product Documentation - Customer Operations Platform',
    );
  });

  it('falls back to the platform title for a route without a name', () => {
    expect(buildTitle('/', from(zhCN))).toBe('客户运营平台');
    expect(buildTitle('/', from(enUS))).toBe('Customer Operations Platform');
  });

  it('never shows an untranslated key', () => {
    expect(buildTitle('/role', (key) => (key === 'title.platform' ? 'Platform' : key))).toBe('Platform');
  });

  it('titles an unknown path as not found', () => {
    expect(buildTitle('/missing', from(enUS))).toBe('Page Not Found - Customer Operations Platform');
  });
});

describe('applyTitle', () => {
  it('writes the title in the current UI language', () => {
    setIntl('zh-CN');
    applyTitle('/home');
    expect(document.title).toBe('首页 - 客户运营平台');
    setIntl('en-US');
  });
});
