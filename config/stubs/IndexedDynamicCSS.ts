/**
 * Stands in for rc-util's Dom/dynamicCSS (wired in config/bundle.ts, rule indexed-dynamic-css): the module through
 * which antd's style engine and its icons put their CSS into <head>. The same functions with the same results, but
 * a style it has already found is found again through an index, and a style whose text it wrote is not read back.
 * The original lists every <style> of <head> and reads their attributes on each call, and reads the whole CSS text
 * of the style it finds to compare it: antd calls it once per mounted component that has styles (about 390 calls
 * before /home's figures), so a throttled first load spent ~0.15 s in it besides inserting the styles. A style it
 * does not know is looked for by the browser's selector engine, and a queued style's place is found from the end
 * of <head>, past its scripts, links and metas (tens) instead of through antd's styles (hundreds): in CPU profiles
 * of a throttled first load of /organization these two listings still took 70-165 ms. A style's text is set as text,
 * not as HTML: the original's innerHTML ran the HTML parser for each (400 styles: 107-200 ms under 4x throttling,
 * against 47-72 ms).
 *
 * Left out: the original's support for micro-frontend hosts that redirect appendChild into another container
 * (qiankun); the console is never mounted in one.
 */
import canUseDom from 'rc-util/es/Dom/canUseDom';

type Prepend = boolean | 'queue';
type Container = Element | ShadowRoot;

export interface Options {
  attachTo?: Container;
  csp?: { nonce?: string };
  prepend?: Prepend;
  priority?: number;
  mark?: string;
}

const APPEND_ORDER = 'data-rc-order';
const APPEND_PRIORITY = 'data-rc-priority';
const MARK_KEY = 'rc-util-key';

const markOf = ({ mark }: Options) => (mark ? (mark.startsWith('data-') ? mark : `data-${mark}`) : MARK_KEY);

const containerOf = (option: Options): Container => option.attachTo || document.querySelector('head') || document.body;

const orderOf = (prepend?: Prepend) => (prepend === 'queue' ? 'prependQueue' : prepend ? 'prepend' : 'append');

const stylesIn = (container: Container) =>
  Array.from(container.children).filter((node): node is HTMLStyleElement => node.tagName === 'STYLE');

/** The last prepended or queued style of the container, in its order, whose priority is at most `priority`. */
function lastQueuedUpTo(container: Container, priority: number) {
  for (let node = container.lastElementChild; node; node = node.previousElementSibling) {
    if (node.tagName !== 'STYLE') continue;
    const order = node.getAttribute(APPEND_ORDER);
    if (
      (order === 'prepend' || order === 'prependQueue') &&
      priority >= Number(node.getAttribute(APPEND_PRIORITY) || 0)
    )
      return node;
  }
  return null;
}

/** The first <style> child of the container whose `mark` attribute is `key`, found by the browser's selector engine. */
function firstMarked(container: Container, mark: string, key: string): HTMLStyleElement | undefined {
  if (container instanceof Element) {
    try {
      const quoted = `"${key.replace(/["\\]/g, '\\$&')}"`;
      return container.querySelector<HTMLStyleElement>(`:scope > style[${mark}=${quoted}]`) ?? undefined;
    } catch {
      // a mark that is no attribute name a selector can hold: listed below
    }
  }
  return stylesIn(container).find((node) => node.getAttribute(mark) === key);
}

/** Per container, the style found last for a mark and key. Checked on use: someone else may have moved it. */
const found = new WeakMap<Container, Map<string, HTMLStyleElement>>();
/** The CSS text this module last wrote into a style. */
const written = new WeakMap<HTMLStyleElement, string>();

export function injectCSS(css: string, option: Options = {}) {
  if (!canUseDom()) return null;
  const { csp, prepend, priority = 0 } = option;
  const order = orderOf(prepend);
  const style = document.createElement('style');
  style.setAttribute(APPEND_ORDER, order);
  if (order === 'prependQueue' && priority) style.setAttribute(APPEND_PRIORITY, `${priority}`);
  if (csp?.nonce) style.nonce = csp.nonce;
  // The same single text node as the original's innerHTML, without running the HTML parser for it.
  style.textContent = css;
  written.set(style, css);
  const container = containerOf(option);
  if (!prepend) {
    container.appendChild(style);
    return style;
  }
  if (order === 'prependQueue') {
    // After the last prepended style of the same or a lower priority, as the original queues them.
    const last = lastQueuedUpTo(container, priority);
    if (last) {
      container.insertBefore(style, last.nextSibling);
      return style;
    }
  }
  container.insertBefore(style, container.firstChild);
  return style;
}

function indexIn(container: Container) {
  let index = found.get(container);
  if (!index) found.set(container, (index = new Map()));
  return index;
}

function findStyle(key: string, option: Options) {
  const container = containerOf(option);
  const mark = markOf(option);
  const index = indexIn(container);
  const id = `${mark}\n${key}`;
  const known = index.get(id);
  if (known && known.parentNode === container && known.getAttribute(mark) === key) return known;
  const style = firstMarked(container, mark, key);
  if (style) index.set(id, style);
  else index.delete(id);
  return style;
}

export function removeCSS(key: string, option: Options = {}) {
  const style = findStyle(key, option);
  if (style) containerOf(option).removeChild(style);
}

export function updateCSS(css: string, key: string, option: Options = {}) {
  const existing = findStyle(key, option);
  if (existing) {
    if (option.csp?.nonce && existing.nonce !== option.csp.nonce) existing.nonce = option.csp.nonce;
    if ((written.get(existing) ?? existing.textContent) !== css) existing.textContent = css;
    written.set(existing, css);
    return existing;
  }
  const style = injectCSS(css, option) as HTMLStyleElement;
  const mark = markOf(option);
  style.setAttribute(mark, key);
  indexIn(containerOf(option)).set(`${mark}\n${key}`, style);
  return style;
}

/** The original clears its cache of real containers (for tests); this module has none to clear. */
export function clearContainerCache() {}
