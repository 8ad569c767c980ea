// The documentation quotes the console's labels and messages; these tests tie each quote to the catalog it comes
// from, so that renaming a label in a catalog fails here until the documentation says the new name.
import { ALARM_TYPES } from '@/domain/alarmTypes';
import { METRIC_KEYS } from '@/domain/metrics';
import { FORBIDDEN_NAME_CHARS } from '@/domain/nameRules';
import enUS from '@/locales/catalogs/en-US';
import jaJP from '@/locales/catalogs/ja-JP';
import zhCN from '@/locales/catalogs/zh-CN';
import type { MessageKey } from '@/locales/types';
import enMaintenance from './en-US/maintenance';
import enProduct from './en-US/product';
import jaMaintenance from './ja-JP/maintenance';
import jaProduct from './ja-JP/product';
import { outlineOf, textsOf } from './outline';
import type { DocBlock, DocPage } from './types';
import zhMaintenance from './zh-CN/maintenance';
import zhProduct from './zh-CN/product';

type Locale = 'en-US' | 'ja-JP' | 'zh-CN';
const LOCALES: Locale[] = ['en-US', 'ja-JP', 'zh-CN'];
const CATALOGS: Record<Locale, Record<MessageKey, string>> = { 'en-US': enUS, 'ja-JP': jaJP, 'zh-CN': zhCN };
const DOCS: Record<Locale, { product: DocPage; maintenance: DocPage }> = {
  'en-US': { product: enProduct, maintenance: enMaintenance },
  'ja-JP': { product: jaProduct, maintenance: jaMaintenance },
  'zh-CN': { product: zhProduct, maintenance: zhMaintenance },
};
/** How each language quotes a label in running text. */
const QUOTES: Record<Locale, RegExp> = { 'en-US': /“([^”]+)”/g, 'ja-JP': /「([^」]+)」/g, 'zh-CN': /“([^”]+)”/g };

/**
 * Quotes that are not the console's: labels on the robot's own screen or app, and a printed sign. Everything
 * else in quotation marks must be a catalog text.
 */
const NOT_CONSOLE: Record<Locale, string[]> = {
  'en-US': ['Return to charge', 'Relocalise'],
  'ja-JP': ['充電に戻る', '自己位置の再推定', '床が濡れています'],
  'zh-CN': ['回充', '重新定位', '小心地滑'],
};

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * A catalog message as a pattern: a plain argument ({name}) matches any text, a plural or select argument matches
 * any of its branches (# as any text), so "{count, plural, …}" does not match everything.
 */
function messagePattern(message: string): RegExp {
  let at = 0;
  function sub(inPlural: boolean): string {
    let pattern = '';
    while (at < message.length && message[at] !== '}') {
      const char = message[at];
      if (char === '{') pattern += argument();
      else {
        pattern += inPlural && char === '#' ? '.+' : escape(char);
        at += 1;
      }
    }
    return pattern;
  }
  function argument(): string {
    const close = message.indexOf('}', at);
    const open = message.indexOf('{', at + 1);
    const head = message.slice(at + 1, open > -1 && open < close ? open : close);
    const [, kind] = head.split(',').map((part) => part.trim());
    if (kind !== 'plural' && kind !== 'select') {
      at = close + 1;
      return '.+';
    }
    at = open;
    const branches: string[] = [];
    while (message[at] === '{') {
      at += 1;
      branches.push(sub(kind === 'plural'));
      at += 1; // the branch's }
      while (at < message.length && message[at] !== '{' && message[at] !== '}') at += 1; // the next selector
    }
    at += 1; // the argument's }
    return `(?:${branches.join('|')})`;
  }
  return new RegExp(`^${sub(false)}$`, 's');
}

const patterns = (locale: Locale) => Object.values(CATALOGS[locale]).map(messagePattern);
const isCatalogText = (locale: Locale, text: string, all = patterns(locale)) => all.some((p) => p.test(text));

const allTexts = (doc: DocPage): string[] => [
  doc.intro,
  ...outlineOf(doc).flatMap((entry) => [entry.title, ...entry.blocks.flatMap(textsOf)]),
];

function tableOf(doc: DocPage, sectionId: string): Extract<DocBlock, { type: 'table' }> {
  const block = outlineOf(doc)
    .find((entry) => entry.id === sectionId)
    ?.blocks.find((b) => b.type === 'table');
  if (block?.type !== 'table') throw new Error(`no table in #${sectionId}`);
  return block;
}

const column = (doc: DocPage, sectionId: string, index: number) =>
  tableOf(doc, sectionId).rows.map((row) => row[index]);

describe('the documentation quotes the console as it is', () => {
  it.each(LOCALES)('every quoted label or message of the %s documentation is a text of its catalog', (locale) => {
    const all = patterns(locale);
    const stale = [DOCS[locale].product, DOCS[locale].maintenance]
      .flatMap(allTexts)
      .flatMap((text) => Array.from(text.matchAll(QUOTES[locale]), (match) => match[1]))
      .filter((quote) => !NOT_CONSOLE[locale].includes(quote) && !isCatalogText(locale, quote, all));
    expect(stale).toEqual([]);
  });

  it('can tell a stale label from a current one', () => {
    expect(isCatalogText('zh-CN', '添加组织')).toBe(true);
    expect(isCatalogText('zh-CN', '新增组织')).toBe(false);
    expect(isCatalogText('en-US', 'Viewing organization: Harbour Convention Center')).toBe(true);
    expect(isCatalogText('en-US', 'Viewing organization:')).toBe(false);
    expect(isCatalogText('en-US', '3 ongoing alarms on 2 devices')).toBe(true);
    expect(isCatalogText('en-US', 'Add Organization')).toBe(false);
  });

  it.each(LOCALES)('the %s messages table lists messages the console shows', (locale) => {
    const messages = column(DOCS[locale].product, 'common-messages', 0);
    expect(messages.filter((message) => !isCatalogText(locale, message))).toEqual([]);
  });

  it.each(LOCALES)('the %s key figures are named and defined as on Home', (locale) => {
    const t = CATALOGS[locale];
    const keys = METRIC_KEYS;
    const table = tableOf(DOCS[locale].product, 'home-kpis');
    // A figure's name may carry its unit, in the language's own brackets: "Time per task (min)".
    expect(table.rows.map((row) => row[0].replace(/ ?[(（][^)）]*[)）]$/, ''))).toEqual(
      keys.map((key) => t[`home.kpi.${key}`]),
    );
    expect(table.rows.map((row) => row[1])).toEqual(keys.map((key) => t[`home.kpi.${key}.help`]));
  });

  it.each(LOCALES)('the %s alarm types are the names the console shows', (locale) => {
    expect(column(DOCS[locale].product, 'alarms-types', 0)).toEqual(
      ALARM_TYPES.map((type) => CATALOGS[locale][`alarm.type.${type}`]),
    );
  });

  it.each(LOCALES)('the %s permissions table names the permissions as the role editor does', (locale) => {
    const t = CATALOGS[locale];
    const separator = locale === 'en-US' ? ', ' : '、';
    const known = new Set(
      (Object.keys(t) as MessageKey[]).filter((key) => key.startsWith('role.perm.')).map((key) => t[key].toLowerCase()),
    );
    const rows = tableOf(DOCS[locale].product, 'manage-roles').rows;
    const unknown = rows.flatMap(([menu, actions]) =>
      [menu, ...actions.split(separator)].filter((label) => !known.has(label.toLowerCase())),
    );
    expect(unknown).toEqual([]);
  });

  it.each(LOCALES)('the %s naming rules list the characters the console refuses', (locale) => {
    const rules = outlineOf(DOCS[locale].product)
      .find((entry) => entry.id === 'naming-rules')!
      .blocks.flatMap(textsOf);
    expect(rules.some((text) => text.endsWith(FORBIDDEN_NAME_CHARS.join(' ')))).toBe(true);
  });
});
