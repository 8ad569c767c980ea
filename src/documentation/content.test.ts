// The shipped documentation in every language: the same anchors everywhere (so links work whatever the reader's
// language), one section per alarm type, links that resolve, and no empty text.
import enAlarm from '@/locales/en-US/alarm';
import jaAlarm from '@/locales/ja-JP/alarm';
import zhAlarm from '@/locales/zh-CN/alarm';
import { ALARM_TYPES, alarmAnchor } from '@/domain/alarmTypes';
import { LOCALES } from '@/session/locale';
import enMaintenance from './en-US/maintenance';
import enProduct from './en-US/product';
import jaMaintenance from './ja-JP/maintenance';
import jaProduct from './ja-JP/product';
import { CONTENT_LOADERS } from './load';
import { idsOf, outlineOf, textsOf } from './outline';
import type { DocBlock, DocKind, DocPage } from './types';
import zhMaintenance from './zh-CN/maintenance';
import zhProduct from './zh-CN/product';

const DOCS: Record<string, Record<DocKind, DocPage>> = {
  'en-US': { product: enProduct, maintenance: enMaintenance },
  'ja-JP': { product: jaProduct, maintenance: jaMaintenance },
  'zh-CN': { product: zhProduct, maintenance: zhMaintenance },
};
const blockShape = (block: DocBlock) => {
  if (block.type === 'steps' || block.type === 'list') return `${block.type}:${block.items.length}`;
  if (block.type === 'table') return `table:${block.head.length}x${block.rows.length}`;
  if (block.type === 'see') return `see:${block.refs.map((ref) => ref.id).join()}`;
  return block.type;
};
const KINDS: DocKind[] = ['product', 'maintenance'];
const CASES = Object.keys(DOCS).flatMap((locale) => KINDS.map((kind) => [locale, kind] as const));

describe('documentation content', () => {
  it('ships a loader for every language and page, and content for every loader', () => {
    expect(Object.keys(CONTENT_LOADERS).sort()).toEqual([...LOCALES].sort());
    expect(Object.keys(DOCS).sort()).toEqual([...LOCALES].sort());
    LOCALES.forEach((locale) => expect(Object.keys(CONTENT_LOADERS[locale]).sort()).toEqual([...KINDS].sort()));
  });

  it.each(KINDS)('%s has the same section ids, in the same order, in every language', (kind) => {
    const english = idsOf(DOCS['en-US'][kind]);
    expect(english.length).toBeGreaterThan(10);
    expect(idsOf(DOCS['ja-JP'][kind])).toEqual(english);
    expect(idsOf(DOCS['zh-CN'][kind])).toEqual(english);
  });

  it.each(Object.keys(DOCS))('the %s maintenance instructions have a section for every alarm type', (locale) => {
    const ids = idsOf(DOCS[locale].maintenance);
    const missing = ALARM_TYPES.map(alarmAnchor).filter((anchor) => !ids.includes(anchor));
    expect(missing).toEqual([]);
  });

  it.each([
    ['en-US', enAlarm],
    ['ja-JP', jaAlarm],
    ['zh-CN', zhAlarm],
  ] as const)('the %s alarm sections are titled with the alarm type names the console shows', (locale, catalog) => {
    const entries = outlineOf(DOCS[locale].maintenance);
    ALARM_TYPES.forEach((type) => {
      expect(entries.find((entry) => entry.id === alarmAnchor(type))?.title).toBe(catalog[`alarm.type.${type}`]);
    });
  });

  it.each(CASES)('%s %s: ids are unique anchors', (locale, kind) => {
    const ids = idsOf(DOCS[locale][kind]);
    expect(new Set(ids).size).toBe(ids.length);
    ids.forEach((id) => {
      expect(id).toMatch(/^[a-z][A-Za-z0-9-]*$/);
    });
    // Every id is also free on the other page (a link written for one never lands on the other by accident).
    const other = idsOf(DOCS[locale][kind === 'product' ? 'maintenance' : 'product']);
    expect(ids.filter((id) => other.includes(id))).toEqual([]);
  });

  it.each(CASES)('%s %s: every link resolves to a section', (locale, kind) => {
    const broken: string[] = [];
    outlineOf(DOCS[locale][kind]).forEach((entry) =>
      entry.blocks.forEach((block) => {
        if (block.type !== 'see') return;
        block.refs.forEach((ref) => {
          const target = 'doc' in ref ? ref.doc : kind;
          if (!idsOf(DOCS[locale][target]).includes(ref.id)) broken.push(`${entry.id} -> ${target}#${ref.id}`);
          if ('doc' in ref && !ref.label.trim()) broken.push(`${entry.id}: empty label`);
        });
      }),
    );
    expect(broken).toEqual([]);
  });

  it.each(CASES)('%s %s: no empty text, and every table row has the columns of its head', (locale, kind) => {
    const doc = DOCS[locale][kind];
    expect(doc.intro.trim()).not.toBe('');
    const problems: string[] = [];
    outlineOf(doc).forEach((entry) => {
      if (!entry.title.trim()) problems.push(`${entry.id}: empty title`);
      if (entry.level === 3 && !entry.blocks.length) problems.push(`${entry.id}: no content`);
      entry.blocks.forEach((block) => {
        if (textsOf(block).some((text) => !text.trim())) problems.push(`${entry.id}: empty ${block.type}`);
        if ((block.type === 'steps' || block.type === 'list') && !block.items.length)
          problems.push(`${entry.id}: empty ${block.type}`);
        if (block.type === 'table') {
          if (block.head.some((cell) => !cell.trim())) problems.push(`${entry.id}: empty table head`);
          block.rows.forEach(
            (row) => row.length !== block.head.length && problems.push(`${entry.id}: row of ${row.length} cells`),
          );
        }
      });
    });
    expect(problems).toEqual([]);
  });

  it.each(['ja-JP', 'zh-CN'])('%s is translated, not a copy of English', (locale) => {
    KINDS.forEach((kind) => {
      const english = outlineOf(DOCS['en-US'][kind]);
      const translated = outlineOf(DOCS[locale][kind]);
      const same = translated.filter((entry, index) => entry.title === english[index].title).map((entry) => entry.id);
      expect(same).toEqual([]);
      // The same structure: each section has the same blocks, with as many steps, items and rows, in the same order.
      const shape = (entry: (typeof english)[number]) => [entry.id, entry.blocks.map(blockShape)];
      expect(translated.map(shape)).toEqual(english.map(shape));
    });
  });
});
