/**
 * Before the static shell paints: the theme of the last user (data-theme on <html>), and antd's styles saved by an
 * earlier visit of this build in this theme (src/speed/savedStyles), first in <head> with the cache paths antd's
 * style engine reads to skip generating them. Queued as antd queues its own (data-rc-order): what antd generates
 * later goes after them and wins where both style the same selector (pro-layout's styles carry no theme hash).
 * A sheet of another form, whoever wrote it, is removed; with `savedStyles: 'off'` every saved sheet is.
 */
import { LOCAL_THEME } from '@/session/storageKeys';
import { isSavedForm, SAVED_STYLES_KEY } from '@/speed/savedStyles/form';

export type Theme = 'light' | 'dark';

function read<T>(fn: () => T, fallback: T): T {
  try {
    return fn();
  } catch {
    return fallback; // storage disabled or unreadable: nothing early
  }
}

/** The theme the last user chose (src/session/storage.ts, storedTheme), put on <html>. */
export function applyTheme(doc: Document): Theme | undefined {
  const last: unknown = read(() => JSON.parse(localStorage.getItem(LOCAL_THEME) || '{}')?.last, undefined);
  if (last !== 'dark' && last !== 'light') return undefined;
  doc.documentElement.setAttribute('data-theme', last);
  doc.documentElement.style.colorScheme = last;
  return last;
}

export function applySavedStyles(doc: Document, theme: Theme | undefined, enabled: boolean) {
  const raw = read(() => localStorage.getItem(SAVED_STYLES_KEY), null);
  if (raw === null) return;
  const saved: unknown = read(() => JSON.parse(raw), undefined);
  if (!enabled || !isSavedForm(saved)) {
    read(() => localStorage.removeItem(SAVED_STYLES_KEY), undefined);
    return;
  }
  const build = doc.querySelector<HTMLMetaElement>('meta[name="ropc-build"]')?.content;
  if (!build || saved.build !== build || saved.theme !== (theme === 'dark' ? 'dark' : 'light')) return;
  const sheet = doc.createElement('style');
  sheet.id = 'ropc-saved-styles';
  sheet.setAttribute('data-rc-order', 'prependQueue');
  sheet.textContent = `${saved.css}.data-ant-cssinjs-cache-path{content:"${saved.paths}";}`;
  doc.head.insertBefore(sheet, doc.head.firstChild);
}
