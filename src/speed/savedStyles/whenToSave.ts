/**
 * When a page saves antd's generated styles (what a save writes is ./savedStyles.ts's): once the page's content is
 * on screen and the browser is idle; then, while the page stays open, at the next idle moment after antd's style
 * cache has new entries (the header's controls, the menu, dialogs rendered ahead, what the user opens); and when
 * the tab is hidden or left, what is still unsaved. Saving a grown sheet checks and writes all of it (about 0.15 s
 * of a 4x throttled main thread): done when idle, so leaving the page, which holds up the next page's start,
 * usually finds nothing new to write.
 */
import { contentReady, preloadWhenIdle } from '@/components/LazyDialog/idlePreload';
import { whenIdle } from '@/utils/whenIdle';

/** How often an open page looks whether antd's style cache holds entries it did not hold at the last save. */
export const RESAVE_CHECK_MS = 2000;

/**
 * Calls `save` at those moments; `keys` are antd's cache keys (an entry replaced by another, as when a closing
 * dropdown's menu restyles, leaves the count as it was). Returns the function that stops.
 */
export function keepSaved(save: () => void, keys: () => Iterable<string>): () => void {
  // The cache's keys at the last save; undefined until the first.
  let saved: Set<string> | undefined;
  let cancelResave: (() => void) | undefined;
  const saveNow = () => {
    // A save on leaving or hiding makes a pending idle one needless.
    cancelResave?.();
    cancelResave = undefined;
    saved = new Set(keys());
    save();
  };
  const grown = () => {
    for (const key of keys()) if (!saved?.has(key)) return true;
    return false;
  };
  const cancelFirst = preloadWhenIdle(saveNow, contentReady);
  const check = window.setInterval(() => {
    if (saved && !cancelResave && grown()) cancelResave = whenIdle(saveNow, RESAVE_CHECK_MS);
  }, RESAVE_CHECK_MS);
  const onHidden = () => {
    if (document.visibilityState === 'hidden') saveNow();
  };
  document.addEventListener('visibilitychange', onHidden);
  window.addEventListener('pagehide', saveNow);
  return () => {
    cancelFirst();
    window.clearInterval(check);
    cancelResave?.();
    document.removeEventListener('visibilitychange', onHidden);
    window.removeEventListener('pagehide', saveNow);
  };
}
