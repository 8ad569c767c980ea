/**
 * After the static shell's first frame: the layout's, this address's page's and this language's catalog files
 * (the <meta name="ropc-preload"> elements the build writes, config/appShell.ts), then, while the bundle downloads,
 * the browser's number and date data (a first Intl formatter, one per idle moment).
 */
import { PRELOAD_FAILED_EVENT } from '@/components/preloadFailures';
import { whenIdle } from '@/utils/whenIdle';

function filesOf(doc: Document, key: string): string[] {
  const meta = doc.querySelector<HTMLMetaElement>(`meta[name="ropc-preload"][data-key="${key}"]`);
  return meta?.content ? meta.content.split(' ') : [];
}

export function pageFiles(doc: Document, path: string): string[] {
  return filesOf(doc, `route:${path}`);
}

export function preloadPage(doc: Document, page: string[], locale: string) {
  for (const href of [...filesOf(doc, 'layout'), ...page, ...filesOf(doc, `catalog:${locale}`)]) {
    const link = doc.createElement('link');
    link.rel = 'preload';
    link.as = 'script';
    // After the bundle itself, which has to run first.
    link.fetchPriority = 'low';
    link.href = href;
    // A script whose preload failed never loads in Chromium (no error event either): the app shows the
    // "could not be loaded, reload" message instead of spinning (src/components/preloadFailures.ts).
    link.onerror = () => {
      (window.__ropcFailedPreloads = window.__ropcFailedPreloads || []).push(href);
      window.dispatchEvent(new Event(PRELOAD_FAILED_EVENT));
    };
    doc.head.appendChild(link);
  }
}

/**
 * The first Intl formatter a page makes loads the browser's locale data (about 0.2 s of the main thread under 4x
 * CPU throttling): loaded while the main thread waits for the bundle, so a bundle that has arrived runs first.
 */
export function loadLocaleData(locale: string) {
  const formatters = [() => new Intl.NumberFormat(locale).format(0), () => new Intl.DateTimeFormat(locale).format(0)];
  const next = () => {
    const make = formatters.shift();
    if (!make) return;
    const run = () => {
      try {
        make();
      } catch {
        // an unknown locale: the app reports nothing either
      }
      next();
    };
    whenIdle(run, 1000);
  };
  next();
}

/** After the shell's first paint (each preload link costs the main thread a few ms); a hidden tab paints none. */
export function afterFirstPaint(doc: Document, then: () => void) {
  if (doc.visibilityState === 'hidden' || typeof requestAnimationFrame !== 'function') then();
  else requestAnimationFrame(() => setTimeout(then, 0));
}
