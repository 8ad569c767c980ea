/**
 * antd's styles, saved for the next visit. antd generates every component's CSS in the browser (CSS-in-JS): on a
 * throttled load of /home that is about a third of the main thread's work before the content shows. Once a page
 * is idle, the styles generated so far are saved in localStorage with their cache paths (the map antd's style
 * engine reads to know a style is already in a stylesheet, as it does for a CSS file extracted on a server); on
 * the next visit of the same build the boot script (src/speed/boot) puts them in a <style> first in <head>, before the bundle runs,
 * and antd generates only what is missing. Saved per build (a new build starts over) and per theme, growing with what
 * the visits show: pro-layout's styles carry no theme hash in their selectors, so a sheet saved in one theme would
 * style the layout of the other. A visit in the other theme starts over; a page that switched theme saves nothing
 * (it holds both themes' styles).
 */
import { extractStyle } from '@ant-design/cssinjs';
import type Cache from '@ant-design/cssinjs/es/Cache';
import { CSS_FILE_STYLE } from '@ant-design/cssinjs/es/util/cacheMapUtil';
import { getRuntimeConfig } from '@/session/runtimeConfig';
import type { ThemeMode } from '@/theme/preference';
import { isSheetOf, PATH_ENTRY, SAVED_STYLES_KEY, savedStylesOf, type SavedStyles } from './form';

export { MAX_SAVED_CHARS, SAVED_STYLES_KEY, type SavedStyles } from './form';

/** The build of this page (index.html's <meta name="ropc-build">); none in `npm start`, which saves nothing. */
export function currentBuild(): string {
  return document.querySelector<HTMLMetaElement>('meta[name="ropc-build"]')?.content || '';
}

/**
 * The sheet this page last wrote, as written: while localStorage still holds exactly that text, the next save (the
 * one on leaving the page, which holds up the next page's start) takes it as checked instead of parsing and
 * checking a few hundred kilobytes again. Another tab's write changes the text, and is read and checked.
 */
let lastWritten: { json: string; sheet: SavedStyles } | undefined;

/** The sheet saved for `build` in `theme`, when it has the form ./form.ts checks (anything else starts over). */
export function readSaved(build: string, theme: ThemeMode): SavedStyles | undefined {
  try {
    const json = localStorage.getItem(SAVED_STYLES_KEY);
    if (lastWritten && json === lastWritten.json)
      return isSheetOf(lastWritten.sheet, build, theme) ? lastWritten.sheet : undefined;
    return savedStylesOf(JSON.parse(json || 'null'), build, theme);
  } catch {
    // unreadable: start over
  }
  return undefined;
}

const MAP_RULE = /\.data-ant-cssinjs-cache-path\{content:"([^"]*)";\}\s*$/;

function parsePaths(paths: string): Map<string, string> {
  const map = new Map<string, string>();
  paths
    .split(';')
    .filter((item) => PATH_ENTRY.test(item))
    .map((item) => item.split(':'))
    .forEach(([path, hash]) => map.set(path, hash));
  return map;
}

/**
 * The styles of `cache` not yet saved, added to the saved ones (`readPrevious`): styles that came from the saved
 * sheet and styles this visit already saved are skipped (antd's `once` extraction). Undefined when nothing is new.
 */
export function addNewStyles(
  cache: Cache,
  build: string,
  theme: ThemeMode,
  readPrevious: () => SavedStyles | undefined,
): SavedStyles | undefined {
  cache.cache.forEach((value, key) => {
    const style = (value as [number, unknown[]])[1];
    if (key.startsWith('style%') && style?.[0] === CSS_FILE_STYLE) cache.extracted.add(key);
  });
  const text = extractStyle(cache, { plain: true, types: ['style'], once: true });
  const rule = MAP_RULE.exec(text);
  const fresh = parsePaths(rule ? rule[1] : '');
  if (!fresh.size) return undefined;
  // Read (and parse) the saved sheet only when there is something to add: most saves find nothing new.
  const saved = readPrevious();
  const paths = parsePaths(saved?.paths || '');
  fresh.forEach((hash, path) => paths.set(path, hash));
  return {
    build,
    theme,
    css: (saved?.css || '') + text.slice(0, rule ? rule.index : text.length),
    paths: [...paths].map(([path, hash]) => `${path}:${hash}`).join(';'),
  };
}

/**
 * Saves what this visit generated in `theme` since the last save, added to what earlier visits saved in it (a sheet
 * of the other theme is replaced); a failure (quota, private mode) only costs the saving.
 */
export function saveStyles(cache: Cache, theme: ThemeMode, build = currentBuild()) {
  if (!build) return;
  if (getRuntimeConfig().savedStyles === 'off') {
    forgetSaved();
    return;
  }
  try {
    const next = addNewStyles(cache, build, theme, () => readSaved(build, theme));
    if (!next) return;
    // Over MAX_SAVED_CHARS, or styles of a form boot.js would refuse: the next visit generates them.
    if (!savedStylesOf(next, build, theme)) {
      localStorage.removeItem(SAVED_STYLES_KEY);
      return;
    }
    const json = JSON.stringify(next);
    localStorage.setItem(SAVED_STYLES_KEY, json);
    lastWritten = { json, sheet: next };
  } catch {
    forgetSaved();
  }
}

/** Drops the saved sheet (ops turned saving off, or it could not be written). */
function forgetSaved() {
  try {
    localStorage.removeItem(SAVED_STYLES_KEY);
  } catch {
    // storage unavailable
  }
}
