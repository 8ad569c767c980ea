/**
 * The boot script: built from this module by the build (config/appShell.ts) into boot.<hash>.js, which index.html
 * loads after config.js and before the bundle. Each of its parts is optional for the app (src/session/boot.ts falls
 * back to the normal startup when anything here is missing or failed):
 * 1. the startup calls in the spec's order, and the first calls they allow (./startupCalls.ts), unless ops turned
 *    them off (`earlyCalls: 'off'`), there is no token, the address is the documentation or in alternate mode;
 * 2. the theme and antd's saved styles, before the static shell paints (./styles.ts); the tab title in the
 *    visit's language;
 * 3. preloads of the layout, the page and the catalog, and the browser's number and date data (./preload.ts).
 */
import { readModeFromQuery } from '@/session/mode';
import { isDocumentPath, pageOf } from '@/session/paths';
import { LOCAL_LOCALE, LOCAL_ORG } from '@/session/storageKeys';
import { pickStartupLocale } from '@/session/startupLocale';
import { bootConfig } from './config';
import { afterFirstPaint, loadLocaleData, pageFiles, preloadPage } from './preload';
import { startCalls } from './startupCalls';
import { applySavedStyles, applyTheme } from './styles';

function cookie(doc: Document, name: string): string {
  for (const part of doc.cookie ? doc.cookie.split('; ') : []) {
    const eq = part.indexOf('=');
    if (part.slice(0, eq) !== name) continue;
    try {
      return decodeURIComponent(part.slice(eq + 1));
    } catch {
      return '';
    }
  }
  return '';
}

function stored(key: string): string {
  try {
    return localStorage.getItem(key) || '';
  } catch {
    return '';
  }
}

/**
 * Umi's preload helper adds a <script data-webpack> per chunk of the first route; when one fails, webpack later
 * finds that element, waits on it and never hears its error. A failed one is removed, so webpack loads the chunk
 * itself and its failure reaches the app's error boundary.
 */
function dropFailedChunkScripts() {
  window.addEventListener(
    'error',
    (event) => {
      const el = event.target as Element | null;
      if (el?.tagName === 'SCRIPT' && el.hasAttribute('data-webpack')) el.parentNode?.removeChild(el);
    },
    true,
  );
}

export function runBoot(doc: Document = document, location: Pick<Location, 'pathname' | 'search'> = window.location) {
  const config = bootConfig(window.ROPC_CONFIG);
  dropFailedChunkScripts();

  const path = pageOf(location.pathname.replace(/\/+$/, '') || '/');
  const token = cookie(doc, config('tokenCookie'));
  const locale = pickStartupLocale([cookie(doc, config('localeCookie')), stored(LOCAL_LOCALE)], config('dataCentre'));
  // The calls leave first: checking and inserting the saved styles holds the main thread for a while on a repeat
  // visit (about 0.1 s under the benchmark's 4x CPU throttling), and the list's round trip can run meanwhile.
  if (
    config('earlyCalls') !== 'off' &&
    token &&
    !isDocumentPath(path) &&
    !readModeFromQuery(location.search) &&
    typeof fetch === 'function'
  )
    window.__ropcBoot = startCalls({
      token,
      locale,
      savedOrg: stored(LOCAL_ORG),
      pathname: path,
      search: location.search,
    });

  applySavedStyles(doc, applyTheme(doc), config('savedStyles') !== 'off');
  const title = doc.querySelector<HTMLMetaElement>(`meta[name="ropc-title"][data-locale="${locale}"]`);
  if (title?.content) doc.title = title.content;

  const page = pageFiles(doc, path);
  afterFirstPaint(doc, () => {
    if (token && page.length) preloadPage(doc, page, locale);
    loadLocaleData(locale);
  });
}
