import { readFileSync, writeFileSync } from 'fs';
import { join } from 'path';
import { SIDE_EFFECT_FREE, TRIM_RULES } from './bundle';
import { trimTable, withTrimTable } from './trimTable';

const DOC = join(__dirname, '..', 'docs', 'architecture.md');

describe("the docs' table of replaced library modules", () => {
  it('lists every trim rule of config/bundle.ts as it stands', () => {
    const doc = readFileSync(DOC, 'utf8');
    if (process.env.UPDATE_DOCS === '1') writeFileSync(DOC, withTrimTable(doc));
    expect(readFileSync(DOC, 'utf8')).toContain(trimTable());
  });

  it('has a row per rule, ending in its measured gain', () => {
    for (const rule of [...TRIM_RULES, ...SIDE_EFFECT_FREE]) {
      const row = trimTable()
        .split('\n')
        .find((line) => line.startsWith(`| \`${rule.name}\` |`));
      expect(row?.endsWith(` ${rule.gain} |`)).toBe(true);
    }
  });
});
