/** A documentation page read as a flat outline: chapters and sections in reading order, for navigation and search. */
import type { DocBlock, DocPage } from './types';

export interface OutlineEntry {
  id: string;
  title: string;
  /** 2 for a chapter, 3 for a section (their heading levels). */
  level: 2 | 3;
  chapterId: string;
  chapterTitle: string;
  blocks: DocBlock[];
}

export function outlineOf(doc: DocPage): OutlineEntry[] {
  return doc.chapters.flatMap((chapter) => [
    {
      id: chapter.id,
      title: chapter.title,
      level: 2 as const,
      chapterId: chapter.id,
      chapterTitle: chapter.title,
      blocks: chapter.intro ? [{ type: 'p' as const, text: chapter.intro }] : [],
    },
    ...chapter.sections.map((section) => ({
      ...section,
      level: 3 as const,
      chapterId: chapter.id,
      chapterTitle: chapter.title,
    })),
  ]);
}

/** Every anchor of the page, in reading order. */
export const idsOf = (doc: DocPage): string[] => outlineOf(doc).map((entry) => entry.id);

/** The searchable texts of a block (links are not content of their own). */
export function textsOf(block: DocBlock): string[] {
  switch (block.type) {
    case 'steps':
    case 'list':
      return block.items;
    case 'table':
      return [block.caption, ...block.rows.map((row) => row.join(' · '))];
    case 'see':
      return [];
    default:
      return [block.text];
  }
}

/** The id named by a location hash (#alarm-x), or undefined. */
export function idFromHash(hash: string): string | undefined {
  const raw = hash.replace(/^#/, '');
  if (!raw) return undefined;
  try {
    return decodeURIComponent(raw);
  } catch {
    return raw;
  }
}
