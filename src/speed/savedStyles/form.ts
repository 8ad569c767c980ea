/**
 * The form a saved style sheet must have before it is applied or added to (anything else in localStorage, whoever
 * wrote it, is dropped): exactly `{ build, theme, css, paths }` of this build and theme; `css` as antd's style
 * engine writes it (no control characters; its strings closed; its braces balanced; outside strings no escape, no
 * load and no at-rule other than @media, @keyframes, @supports, @layer and @container; not the cache-path rule
 * boot appends); `paths` a list of `path:hash` of plain characters. The boot script (src/speed/boot), which applies
 * the sheet before the bundle runs, imports these checks: form.test.ts holds both to one table of hostile sheets.
 */
import type { ThemeMode } from '@/theme/preference';

/** Where the sheet is kept in localStorage. */
export const SAVED_STYLES_KEY = 'ropc.styles';

/** A saved sheet over this many characters is dropped: the next visit saves what it generates anew. */
export const MAX_SAVED_CHARS = 1_500_000;

/** What boot.js reads: the CSS text, and the cache paths it holds ("path:hash;path:hash"). */
export interface SavedStyles {
  build: string;
  /** The theme the styles were generated in (boot.js puts them in place only for a visit in the same theme). */
  theme: ThemeMode;
  css: string;
  paths: string;
}

const KEYS = 'build,css,paths,theme';
const STRINGS = /"(?:[^"\\]|\\.)*"|'(?:[^'\\]|\\.)*'/g;
// eslint-disable-next-line no-control-regex
const CONTROL = /[\u0000-\u001f\u007f]/;
/** Outside strings: a quote (a string left open), an escape, a load, or an at-rule antd does not write. */
const UNSAFE_OUTSIDE_STRINGS =
  /["'\\]|url\(|image-set\(|expression\(|@(?!(media|keyframes|supports|layer|container)\b)|data-ant-cssinjs-cache-path/i;
/** One `path:hash` entry: antd's paths are `|`-separated names (`1g3r1lh|Button-Button|ant-btn|anticon`). */
export const PATH_ENTRY = /^[\w|.-]+:[\w-]+$/;

const NOT_BRACES = /[^{}]+/g;
const OPEN = '{'.charCodeAt(0);

/**
 * Whether every `}` closes an open `{` and none is left open: walked over the braces alone, a few thousand in a
 * sheet of hundreds of thousands of characters, which boot checks before the shell paints on a repeat visit.
 */
function balanced(css: string) {
  const braces = css.replace(NOT_BRACES, '');
  let depth = 0;
  for (let i = 0; i < braces.length; i += 1) {
    if (braces.charCodeAt(i) === OPEN) depth += 1;
    else if (--depth < 0) return false;
  }
  return depth === 0;
}

/** The CSS text of a saved sheet, checked as the doc comment says. */
export function isSavedCss(css: unknown): css is string {
  if (typeof css !== 'string' || css.length > MAX_SAVED_CHARS || CONTROL.test(css)) return false;
  const outside = css.replace(STRINGS, ' ');
  return !UNSAFE_OUTSIDE_STRINGS.test(outside) && balanced(outside);
}

export function isSavedPaths(paths: unknown): paths is string {
  return typeof paths === 'string' && paths.split(';').every((entry) => PATH_ENTRY.test(entry));
}

/** Whether `value` has the form of a saved sheet, of any build and theme (boot removes one that has not). */
export function isSavedForm(value: unknown): value is SavedStyles {
  if (!value || typeof value !== 'object' || Array.isArray(value)) return false;
  const saved = value as Record<string, unknown>;
  return (
    Object.keys(saved).sort().join() === KEYS &&
    typeof saved.build === 'string' &&
    (saved.theme === 'light' || saved.theme === 'dark') &&
    isSavedCss(saved.css) &&
    isSavedPaths(saved.paths)
  );
}

/** Whether a sheet of the right form was saved by `build` in `theme`. */
export const isSheetOf = (sheet: SavedStyles, build: string, theme: ThemeMode) =>
  !!build && sheet.build === build && sheet.theme === theme;

/** `value` when it is a sheet of `build` in `theme` of the right form, else undefined. */
export function savedStylesOf(value: unknown, build: string, theme: ThemeMode): SavedStyles | undefined {
  return isSavedForm(value) && isSheetOf(value, build, theme) ? value : undefined;
}
