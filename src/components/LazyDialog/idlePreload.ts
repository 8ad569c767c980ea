/**
 * Preloads a dialog's code once the page is ready and the browser is idle, so its first open does not wait for
 * the network (the pointer/focus preload of AddButton only helps when the user is slow to click). "Ready": the
 * page's main content is on screen (a table's rows, its empty state or a notice), so the preload never competes
 * with the page's own first load.
 */
import { whenIdle } from '@/utils/whenIdle';

/**
 * A table page's content: its rows, its empty state once loaded, or a notice. antd keeps a loading table's empty
 * placeholder under the spinner's blur while the first read is on its way, so the placeholder counts only
 * outside a blurred container. `scripts/slow-profile.mjs` times table pages by the same selector (a unit test holds
 * the two alike).
 */
export const PAGE_READY =
  'main .ant-table-row, main .ant-spin-container:not(.ant-spin-blur) .ant-table-placeholder, main .ant-alert, main .ant-result';

/**
 * Any page's main content: a table page's, the dashboard's figures (not its welcome heading, which shows before
 * them) or its empty state, a document's text.
 */
export const CONTENT_READY = `${PAGE_READY}, main [data-testid="kpi-value"], main .ant-empty, .doc-article`;

/** Whether any page's main content is on screen (for what the shell preloads, on every page). */
export const contentReady = () => !!document.querySelector(CONTENT_READY);

const CHECK_EVERY_MS = 300;
const IDLE_TIMEOUT_MS = 2000;

/** Calls `preload` when the page is ready and idle; returns a cancel function. */
export function preloadWhenIdle(
  preload: () => void,
  isReady: () => boolean = () => !!document.querySelector(PAGE_READY),
): () => void {
  let cancelled = false;
  let timer = 0;
  let cancelIdle = () => {};
  const schedule = () => {
    timer = window.setTimeout(() => {
      cancelIdle = whenIdle(() => {
        if (cancelled) return;
        if (isReady()) preload();
        else schedule();
      }, IDLE_TIMEOUT_MS);
    }, CHECK_EVERY_MS);
  };
  schedule();
  return () => {
    cancelled = true;
    window.clearTimeout(timer);
    cancelIdle();
  };
}
