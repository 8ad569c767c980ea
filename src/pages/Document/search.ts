/**
 * In-page search: finds the chapters and sections whose title or text contains the query, ignoring case and
 * full-width/half-width differences (NFKC), so it works for Latin, Japanese and Chinese text alike. Answers
 * character ranges into the original text, so the page highlights exactly what matched.
 */
import { type OutlineEntry, textsOf } from '@/documentation/outline';

export type Range = [start: number, end: number];

export interface Snippet {
  text: string;
  ranges: Range[];
}

export interface SearchHit {
  entry: OutlineEntry;
  titleRanges: Range[];
  snippets: Snippet[];
  /** Occurrences in the title and the text. */
  count: number;
}

export interface SearchResult {
  hits: SearchHit[];
  total: number;
}

/** Longest snippet shown for one paragraph; longer ones are cut around the first match. */
export const SNIPPET_LENGTH = 220;
const LEAD = 60;
const ELLIPSIS = '…';

/** One character as compared: NFKC (full-width = half-width), lower case, typographic quotes as plain ones. */
const foldChar = (char: string) =>
  char.normalize('NFKC').toLowerCase().replace(/\s+/g, ' ').replace(/[‘’]/g, "'").replace(/[“”]/g, '"');

/** A text folded for comparison and, for each folded unit, where its character starts and ends in the original. */
interface Folded {
  text: string;
  folded: string;
  starts: number[];
  ends: number[];
}

function fold(text: string): Folded {
  let folded = '';
  const starts: number[] = [];
  const ends: number[] = [];
  let index = 0;
  for (const char of text) {
    const piece = foldChar(char);
    for (let k = 0; k < piece.length; k += 1) {
      starts.push(index);
      ends.push(index + char.length);
    }
    folded += piece;
    index += char.length;
  }
  return { text, folded, starts, ends };
}

/** The query as it is compared: folded, spaces collapsed, trimmed. */
export const normalizeQuery = (query: string) => foldChar(query).replace(/ +/g, ' ').trim();

function matchFolded({ folded, starts, ends }: Folded, needle: string): Range[] {
  const ranges: Range[] = [];
  if (!needle) return ranges;
  for (let at = folded.indexOf(needle); at !== -1; at = folded.indexOf(needle, at + needle.length)) {
    ranges.push([starts[at], ends[at + needle.length - 1]]);
  }
  return ranges;
}

/** Non-overlapping occurrences of the query in the text, as ranges of the original text. */
export const findMatches = (text: string, query: string): Range[] => matchFolded(fold(text), normalizeQuery(query));

/** The text cut to SNIPPET_LENGTH around its first match, with the ranges moved along. */
export function snippetOf(text: string, ranges: Range[]): Snippet {
  if (text.length <= SNIPPET_LENGTH) return { text, ranges };
  const start = Math.max(0, Math.min(ranges[0][0] - LEAD, text.length - SNIPPET_LENGTH));
  const end = Math.min(text.length, start + SNIPPET_LENGTH);
  const prefix = start > 0 ? ELLIPSIS : '';
  const shift = prefix.length - start;
  return {
    text: `${prefix}${text.slice(start, end)}${end < text.length ? ELLIPSIS : ''}`,
    ranges: ranges.filter(([s, e]) => s >= start && e <= end).map(([s, e]) => [s + shift, e + shift]),
  };
}

/** The page folded once, so each keystroke only compares. */
export type SearchIndex = Array<{ entry: OutlineEntry; title: Folded; texts: Folded[] }>;

export const indexOutline = (entries: OutlineEntry[]): SearchIndex =>
  entries.map((entry) => ({ entry, title: fold(entry.title), texts: entry.blocks.flatMap(textsOf).map(fold) }));

export function searchIndex(index: SearchIndex, query: string): SearchResult {
  const needle = normalizeQuery(query);
  if (!needle) return { hits: [], total: 0 };
  const hits: SearchHit[] = [];
  index.forEach(({ entry, title, texts }) => {
    const titleRanges = matchFolded(title, needle);
    let count = titleRanges.length;
    const snippets: Snippet[] = [];
    texts.forEach((text) => {
      const ranges = matchFolded(text, needle);
      if (!ranges.length) return;
      count += ranges.length;
      snippets.push(snippetOf(text.text, ranges));
    });
    if (count) hits.push({ entry, titleRanges, snippets, count });
  });
  // A section named after the query comes first; otherwise reading order.
  const ranked = [...hits.filter((hit) => hit.titleRanges.length), ...hits.filter((hit) => !hit.titleRanges.length)];
  return { hits: ranked, total: hits.reduce((sum, hit) => sum + hit.count, 0) };
}

export const searchOutline = (entries: OutlineEntry[], query: string) => searchIndex(indexOutline(entries), query);
