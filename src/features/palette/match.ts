/**
 * The palette's matching: case-, width- and accent-insensitive, every typed word must appear; a label that
 * starts with the query ranks first, then one with a word starting with it, then any other match. Pure, so a
 * list of thousands of organisations is searched in one pass without a render per item.
 */

export interface Searchable {
  label: string;
  /** More text that matches (a code, an organisation, a chapter), not shown as the label. */
  keywords?: string;
}

export const normalise = (text: string) =>
  text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .normalize('NFKC')
    .toLowerCase();

function score(item: Searchable, words: string[], query: string): number {
  const label = normalise(item.label);
  const all = `${label} ${normalise(item.keywords || '')}`;
  if (!words.every((word) => all.includes(word))) return -1;
  if (label.startsWith(query)) return 3;
  if (label.split(/[\s\-_/()·:]+/).some((part) => part.startsWith(words[0]))) return 2;
  return label.includes(words[0]) ? 1 : 0;
}

/** The items matching `query`, best first (stable within a rank); all of them, in order, for an empty query. */
export function matchItems<T extends Searchable>(items: readonly T[], query: string): T[] {
  const q = normalise(query.trim());
  if (!q) return [...items];
  const words = q.split(/\s+/);
  return items
    .map((item, index) => ({ item, index, score: score(item, words, q) }))
    .filter((r) => r.score >= 0)
    .sort((a, b) => b.score - a.score || a.index - b.index)
    .map((r) => r.item);
}
