/**
 * The documentation as typed text data: a page of chapters, each of sections, each of blocks. Every chapter and
 * section has a stable id (the #anchor), the same in every language. Rendered by React as text, never as HTML.
 */

export type DocKind = 'product' | 'maintenance';

/** A link to a section: of the same page by id, or of the other page (with the label to show). */
export type DocRef = { id: string } | { doc: DocKind; id: string; label: string };

export type DocBlock =
  | { type: 'p'; text: string }
  /** A sub-heading inside a section. */
  | { type: 'h'; text: string }
  /** Numbered steps, done in order. */
  | { type: 'steps'; items: string[] }
  | { type: 'list'; items: string[] }
  | { type: 'note'; text: string }
  | { type: 'warning'; text: string }
  | { type: 'table'; caption: string; head: string[]; rows: string[][] }
  | { type: 'see'; refs: DocRef[] };

export interface DocSection {
  id: string;
  title: string;
  blocks: DocBlock[];
}

export interface DocChapter {
  id: string;
  title: string;
  /** One paragraph under the chapter heading. */
  intro?: string;
  sections: DocSection[];
}

export interface DocPage {
  /** The lead paragraph under the page title. */
  intro: string;
  chapters: DocChapter[];
}
