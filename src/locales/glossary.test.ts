/**
 * The glossary's forbidden terms (docs/glossary.md, "Forbidden terms") appear in no message of their language.
 * The table is the one list: a new forbidden term is a new row there, not a case here.
 */
import { readFileSync } from 'fs';
import { join } from 'path';
import enUS from './catalogs/en-US';
import jaJP from './catalogs/ja-JP';
import zhCN from './catalogs/zh-CN';

const CATALOGS: Record<string, Record<string, string>> = { 'en-US': enUS, 'ja-JP': jaJP, 'zh-CN': zhCN };

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
});
