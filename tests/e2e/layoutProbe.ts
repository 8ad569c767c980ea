// What the layout checks measure in the page: horizontal overflow of the document and words broken one
// character per line (a text whose lines each hold one character, or a short word split with one character alone).
import type { Page } from '@playwright/test';

export interface LayoutReport {
  overflow: number;
  broken: string[];
}

/** Runs in the page. Kept free of closures over test code: Playwright serialises it. */
function measure(): LayoutReport {
  const doc = document.documentElement;
  const broken: string[] = [];
  const hidden = (el: Element) => {
    for (let node: Element | null = el; node; node = node.parentElement) {
      const style = getComputedStyle(node);
      if (style.visibility === 'hidden' || style.display === 'none' || style.clip === 'rect(0px, 0px, 0px, 0px)') return true;
    }
    return false;
  };
  const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
  const range = document.createRange();
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const text = node.textContent || '';
    const chars = Array.from(text).filter((c) => c.trim());
    if (chars.length < 2 || !node.parentElement) continue;
    range.selectNodeContents(node);
    const lines = new Set(Array.from(range.getClientRects()).filter((r) => r.width > 0).map((r) => Math.round(r.top)));
    if (lines.size < 2 || hidden(node.parentElement)) continue;
    // Count the visible characters of each line.
    const perLine = new Map<number, number>();
    let offset = 0;
    for (const ch of Array.from(text)) {
      if (ch.trim()) {
        range.setStart(node, offset);
        range.setEnd(node, offset + ch.length);
        const rect = range.getClientRects()[0];
        if (rect) perLine.set(Math.round(rect.top), (perLine.get(Math.round(rect.top)) || 0) + 1);
      }
      offset += ch.length;
    }
    const counts = Array.from(perLine.values());
    const allSingle = counts.length > 1 && counts.every((n) => n === 1);
    const shortSplit = chars.length <= 12 && !/\s/.test(text.trim()) && counts.length > 1 && counts.some((n) => n === 1);
    if (allSingle || shortSplit) broken.push(`${text.trim()} [${counts.join('|')}] in <${node.parentElement.tagName.toLowerCase()} class="${node.parentElement.className}">`);
  }
  return { overflow: doc.scrollWidth - doc.clientWidth, broken };
}

export const measureLayout = (page: Page): Promise<LayoutReport> => page.evaluate(measure);
