/** The docs' table of library modules the build replaces, made from the rule tables of config/bundle.ts. */
import { SIDE_EFFECT_FREE, TRIM_RULES } from './bundle';

export const TABLE_START =
  '<!-- trim-table:start (generated from config/bundle.ts: UPDATE_DOCS=1 npx jest config/trimTable) -->';
export const TABLE_END = '<!-- trim-table:end -->';

const cell = (text: string) => text.replace(/\|/g, '\\|').replace(/\s+/g, ' ').trim();

/** One row per trim rule and per package declared free of side effects, in table order. */
export function trimTable(): string {
  const rows = [
    ...TRIM_RULES.map(
      (rule) => `| \`${rule.name}\` | ${cell(rule.replaces)} | ${cell(rule.why)} | ${cell(rule.gain)} |`,
    ),
    ...SIDE_EFFECT_FREE.map(
      (entry) =>
        `| \`${entry.name}\` | declared free of side effects: ${cell(String(entry.test))} | ${cell(entry.why)} | ` +
        `${cell(entry.gain)} |`,
    ),
  ];
  return [
    TABLE_START,
    '| rule | replaces | why | measured gain |',
    '| --- | --- | --- | --- |',
    ...rows,
    TABLE_END,
  ].join('\n');
}

/** The document with its generated table replaced by today's. */
export function withTrimTable(doc: string): string {
  const start = doc.indexOf(TABLE_START);
  const end = doc.indexOf(TABLE_END);
  if (start < 0 || end < start) throw new Error('docs/architecture.md has no trim-table markers');
  return doc.slice(0, start) + trimTable() + doc.slice(end + TABLE_END.length);
}
