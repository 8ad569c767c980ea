/**
 * The glossary's forbidden terms (docs/glossary.md, "Forbidden terms") appear in no message of their language, and
 * in no text of the in-app documentation of that language (which quotes the UI's labels).
 * The table is the one list: a new forbidden term is a new row there, not a case here.
 */
import { readFileSync } from 'fs';
import { join } from 'path';
import { FORBIDDEN_NAME_CHARS } from '@/domain/nameRules';
import enMaintenance from '@/documentation/en-US/maintenance';
import enProduct from '@/documentation/en-US/product';
import jaMaintenance from '@/documentation/ja-JP/maintenance';
import jaProduct from '@/documentation/ja-JP/product';
import { textsOf } from '@/documentation/outline';
import type { DocPage } from '@/documentation/types';
import zhMaintenance from '@/documentation/zh-CN/maintenance';
import zhProduct from '@/documentation/zh-CN/product';
import enUS from './catalogs/en-US';
import jaJP from './catalogs/ja-JP';
import zhCN from './catalogs/zh-CN';

const CATALOGS: Record<string, Record<string, string>> = { 'en-US': enUS, 'ja-JP': jaJP, 'zh-CN': zhCN };

const DOCS: Record<string, DocPage[]> = {
  'en-US': [enProduct, enMaintenance],
  'ja-JP': [jaProduct, jaMaintenance],
  'zh-CN': [zhProduct, zhMaintenance],
};

/** Every text a reader sees in a documentation page: intro, titles and blocks. */
const docTexts = (doc: DocPage): string[] => [
  doc.intro,
  ...doc.chapters.flatMap((chapter) => [
    chapter.title,
    chapter.intro ?? '',
    ...chapter.sections.flatMap((section) => [section.title, ...section.blocks.flatMap(textsOf)]),
  ]),
];

interface Forbidden {
  locale: string;
  term: string;
  instead: string;
}

/** The rows of the table under "## Forbidden terms": language | forbidden | use instead | why. */
function forbiddenTerms(markdown: string): Forbidden[] {
  const section = markdown.split(/^## Forbidden terms$/m)[1]?.split(/^## /m)[0] ?? '';
  return section
    .split('\n')
    .filter((line) => line.startsWith('|'))
    .map((line) =>
      line
        .slice(1, -1)
        .split('|')
        .map((cell) => cell.trim()),
    )
    .filter(([locale]) => locale in CATALOGS)
    .map(([locale, term, instead]) => ({ locale, term, instead }));
}

/**
 * The one literal the documentation may quote with half-width brackets: the naming rules' list of refused
 * characters, which holds "(" and ")" themselves (a full-width bracket there would be a different, allowed
 * character). Only that exact list is taken out before matching; a bracket anywhere else still fails.
 */
const NAME_CHARS_LITERAL = FORBIDDEN_NAME_CHARS.join(' ');
const withoutLiterals = (text: string) => text.split(NAME_CHARS_LITERAL).join('');

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** Latin words match as whole words (so "Query" does not catch "{query}"); CJK text and punctuation anywhere. */
const matcher = (term: string) => new RegExp(/^[A-Za-z]/.test(term) ? `\\b${escape(term)}\\b` : escape(term));

const rows = forbiddenTerms(readFileSync(join(__dirname, '../../docs/glossary.md'), 'utf8'));

describe('the glossary forbids terms', () => {
  it('lists forbidden terms for every language', () => {
    for (const locale of Object.keys(CATALOGS)) expect(rows.some((row) => row.locale === locale)).toBe(true);
  });

  it.each(rows.map((row) => [row.locale, row.term, row.instead]))('%s uses no "%s" (use "%s")', (locale, term) => {
    const pattern = matcher(term);
    const hits = Object.entries(CATALOGS[locale])
      .filter(([, text]) => pattern.test(text))
      .map(([key, text]) => `${key}: ${text}`);
    expect(hits).toEqual([]);
  });

  it.each(rows.map((row) => [row.locale, row.term, row.instead]))(
    '%s documentation uses no "%s" (use "%s")',
    (locale, term) => {
      const pattern = matcher(term);
      const hits = DOCS[locale].flatMap(docTexts).filter((text) => pattern.test(withoutLiterals(text)));
      expect(hits).toEqual([]);
    },
  );
});
