import enBoot from './en-US';
import enUS from './catalogs/en-US';
import jaJP from './catalogs/ja-JP';
import zhCN from './catalogs/zh-CN';
import * as enAreas from './en-US/areas';
import jaBoot from './ja-JP';
import zhBoot from './zh-CN';

const catalogs: Record<string, Record<string, string>> = { 'en-US': enUS, 'ja-JP': jaJP, 'zh-CN': zhCN };
const placeholders = (text: string) => Array.from(text.matchAll(/\{\s*(\w+)\s*[,}]/g), (m) => m[1]).sort();

describe('catalog parity', () => {
  const keys = Object.keys(enUS).sort();

  it.each(Object.keys(catalogs))('%s has exactly the keys of en-US', (locale) => {
    expect(Object.keys(catalogs[locale]).sort()).toEqual(keys);
  });

  it.each(Object.keys(catalogs))('%s has no empty message', (locale) => {
    const empty = Object.entries(catalogs[locale]).filter(([, text]) => typeof text !== 'string' || text.trim() === '');
    expect(empty).toEqual([]);
  });

  it.each(['ja-JP', 'zh-CN'])('%s uses the same placeholders as en-US', (locale) => {
    const mismatched = keys.filter(
      (key) => placeholders(catalogs[locale][key]).join() !== placeholders(enUS[key as keyof typeof enUS]).join(),
    );
    expect(mismatched).toEqual([]);
  });

  it('merges areas that share no key (one area would silently override another)', () => {
    const keysOfAreas = Object.values(enAreas).flatMap((area) => Object.keys(area));
    expect(keysOfAreas).toHaveLength(new Set(keysOfAreas).size);
    expect(keysOfAreas).toHaveLength(keys.length);
  });

  it('translates the platform title', () => {
    expect(enUS['title.platform']).toBe('Customer Operations Platform');
    expect(zhCN['title.platform']).toBe('客户运营平台');
    expect(jaJP['title.platform']).not.toBe(enUS['title.platform']);
  });

  it.each([
    ['ja-JP', jaBoot, jaJP],
    ['zh-CN', zhBoot, zhCN],
  ])('the %s boot messages are those of its full catalog, with the keys of en-US', (_, boot, full) => {
    expect(Object.keys(boot).sort()).toEqual(Object.keys(enBoot).sort());
    Object.entries(boot).forEach(([key, text]) => expect(full[key as keyof typeof full]).toBe(text));
  });

  it('boots with what shows before the catalog arrives: title, menu, loading, startup failure', () => {
    for (const key of [
      'title.platform',
      'menu.home',
      'shell.loading',
      'request.startup.failed',
      'request.startup.failedHint',
      'common.retry',
      'layout.logout',
    ]) {
      expect(enBoot).toHaveProperty([key]);
    }
  });
});
