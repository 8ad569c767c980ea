// What the layout checks measure in the page: horizontal overflow of the document, content cut at the window's edge
// by an element that hides its overflow (which would mask the document's), an open dialog, drawer or menu reaching
// past the window's sides or scrolling sideways itself, and words broken one character per line (a text whose lines
// each hold one character, or a short word split with one character alone).
import type { Page } from '@playwright/test';

export interface LayoutReport {
  overflow: number;
  /** When the page overflows: the outermost elements reaching past the window's right side. */
  culprits: string[];
  /** Parts of the page's frame that hide sideways overflow while their content reaches past the window's right. */
  clipped: string[];
  /** Open overlays wider than the window, or scrolling sideways. */
  overlays: string[];
  broken: string[];
}

/** Runs in the page. Kept free of closures over test code: Playwright serialises it. */
function measure(): LayoutReport {
  const doc = document.documentElement;
  const broken: string[] = [];
  const hidden = (el: Element) => {
    for (let node: Element | null = el; node; node = node.parentElement) {
      const style = getComputedStyle(node);
      if (style.visibility === 'hidden' || style.display === 'none' || style.clip === 'rect(0px, 0px, 0px, 0px)')
        return true;
      // Transparent, or clipped to (almost) nothing: a screen-reader-only text (a select's live region).
      if (style.opacity === '0') return true;
      const clipped = style.display !== 'inline' && style.overflowX !== 'visible' && style.overflowY !== 'visible';
      if (clipped && (node.clientWidth <= 1 || node.clientHeight <= 1)) return true;
    }
    return false;
  };
  /** The element and its nearest classed ancestors, so a report says where in the page it is. */
  const where = (el: Element) => {
    const path: string[] = [];
    for (let node: Element | null = el; node && path.length < 4; node = node.parentElement) {
      const cls = typeof node.className === 'string' ? node.className.trim().split(/\s+/).filter(Boolean) : [];
      if (node === el || cls.length) path.push([node.tagName.toLowerCase(), ...cls.slice(0, 2)].join('.'));
    }
    return path.join(' < ');
  };
  const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
  const range = document.createRange();
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const text = node.textContent || '';
    const chars = Array.from(text).filter((c) => c.trim());
    if (chars.length < 2 || !node.parentElement) continue;
    range.selectNodeContents(node);
    const lines = new Set(
      Array.from(range.getClientRects())
        .filter((r) => r.width > 0)
        .map((r) => Math.round(r.top)),
    );
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
    const shortSplit =
      chars.length <= 12 && !/\s/.test(text.trim()) && counts.length > 1 && counts.some((n) => n === 1);
    if (allSingle || shortSplit) broken.push(`${text.trim()} [${counts.join('|')}] in ${where(node.parentElement)}`);
  }
  const overlays: string[] = [];
  for (const el of Array.from(
    document.querySelectorAll('.ant-modal, .ant-drawer-content-wrapper, .ant-dropdown, .ant-popover'),
  )) {
    const box = el.getBoundingClientRect();
    if (box.width === 0 || hidden(el)) continue;
    if (box.left < -1 || box.right > doc.clientWidth + 1)
      overlays.push(
        `${where(el)} spans ${Math.round(box.left)}px to ${Math.round(box.right)}px of a ${doc.clientWidth}px window`,
      );
  }
  for (const el of Array.from(document.querySelectorAll('.ant-modal-wrap, .ant-modal-body, .ant-drawer-body'))) {
    if (el.clientWidth === 0 || hidden(el)) continue;
    if (el.scrollWidth > el.clientWidth + 1)
      overlays.push(`${where(el)} is ${el.scrollWidth - el.clientWidth}px wider than its box`);
  }
  const overflow = doc.scrollWidth - doc.clientWidth;
  const culprits: string[] = [];
  if (overflow > 0) {
    // Where an element's box or its own text ends (a text that cannot wrap runs past a box that does not cut it).
    const reach = (el: Element) => {
      let right = el.getBoundingClientRect().right;
      if (getComputedStyle(el).overflowX !== 'visible') return right; // its text is cut at its box
      for (const child of Array.from(el.childNodes)) {
        if (child.nodeType !== Node.TEXT_NODE || !child.textContent?.trim()) continue;
        range.selectNodeContents(child);
        right = Math.max(right, range.getBoundingClientRect().right);
      }
      return right;
    };
    // Inside a scrolling or clipping box, it does not widen the page.
    const contained = (el: Element) => {
      for (let node = el.parentElement; node && node !== document.body; node = node.parentElement)
        if (getComputedStyle(node).overflowX !== 'visible') return true;
      return false;
    };
    for (const el of Array.from(document.body.querySelectorAll('*'))) {
      if (culprits.length >= 3) break;
      const right = reach(el);
      if (right <= doc.clientWidth + 1 || contained(el) || hidden(el)) continue;
      if (el.parentElement && el.parentElement.getBoundingClientRect().right <= doc.clientWidth + 1)
        culprits.push(`${where(el)} ends at ${Math.round(right)}px`);
    }
  }
  // The page's frame (the layout around <main>, <main>, and the page's own wrappers in it) must not hide what is too
  // wide: that would keep the document from overflowing while cutting the content off. A component inside may clip
  // its own content on purpose (an input, a card's rounded corners, an ellipsis).
  const clipped: string[] = [];
  const main = document.querySelector('main');
  const frame: Element[] = [];
  for (let node = main?.parentElement; node && node !== doc; node = node.parentElement) frame.push(node);
  if (main) frame.push(main, ...Array.from(main.querySelectorAll(':scope > *, :scope > * > *')));
  for (const el of frame) {
    const style = getComputedStyle(el);
    if (style.overflowX !== 'hidden' && style.overflowX !== 'clip') continue;
    if (style.textOverflow === 'ellipsis' || el.scrollWidth <= el.clientWidth + 1) continue;
    const reach = el.getBoundingClientRect().left + el.clientLeft + el.scrollWidth;
    if (reach > doc.clientWidth + 1 && !hidden(el))
      clipped.push(
        `${where(el)} cuts its content at ${Math.round(reach - el.scrollWidth + el.clientWidth)}px of ${Math.round(reach)}px`,
      );
  }
  return { overflow, culprits, clipped, overlays, broken };
}

export const measureLayout = (page: Page): Promise<LayoutReport> => page.evaluate(measure);
