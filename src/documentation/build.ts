/** Short constructors that keep the content modules readable. */
import type { DocBlock, DocChapter, DocPage, DocRef, DocSection } from './types';

export const p = (text: string): DocBlock => ({ type: 'p', text });
export const h = (text: string): DocBlock => ({ type: 'h', text });
export const steps = (...items: string[]): DocBlock => ({ type: 'steps', items });
export const list = (...items: string[]): DocBlock => ({ type: 'list', items });
export const note = (text: string): DocBlock => ({ type: 'note', text });
export const warning = (text: string): DocBlock => ({ type: 'warning', text });
export const table = (caption: string, head: string[], rows: string[][]): DocBlock => ({
  type: 'table',
  caption,
  head,
  rows,
});
export const see = (...refs: DocRef[]): DocBlock => ({ type: 'see', refs });

export const section = (id: string, title: string, blocks: DocBlock[]): DocSection => ({ id, title, blocks });
export const chapter = (id: string, title: string, intro: string, sections: DocSection[]): DocChapter => ({
  id,
  title,
  intro,
  sections,
});
export const page = (intro: string, chapters: DocChapter[]): DocPage => ({ intro, chapters });
