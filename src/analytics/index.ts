/**
 * Analytics: client_open once per load (browser, version, app_version, origin) and PageVisit with the path on
 * every route change, through the sink ROPC_CONFIG.analytics names. Events carry no token, no query string and
 * no hash (query values can carry ids).
 */
import { getRuntimeConfig } from '@/session/runtimeConfig';
import { browserInfo } from './browserInfo';
import { sinkFor, type AnalyticsEvent } from './sinks';

let opened = false;
let lastPath: string | undefined;

function send(event: AnalyticsEvent['event'], props: Record<string, string>) {
  try {
    sinkFor(getRuntimeConfig().analytics)({ event, props, time: new Date().toISOString() });
  } catch {
    // Analytics never disturbs the user.
  }
}

/** The path alone: whatever follows ? or # is dropped. */
export function pathOnly(path: string): string {
  return path.split(/[?#]/)[0] || '/';
}

export function reportClientOpen() {
  if (opened) return;
  opened = true;
  const { name, version } = browserInfo(typeof navigator !== 'undefined' ? navigator.userAgent : '');
  send('client_open', {
    browser: name,
    browser_version: version,
    app_version: getRuntimeConfig().appVersion,
    origin: window.location.origin,
  });
}

/** Called on every route change; the first call of a load also sends client_open. Query-only changes are not visits. */
export function reportPageVisit(path: string) {
  reportClientOpen();
  const clean = pathOnly(path);
  if (clean === lastPath) return;
  lastPath = clean;
  send('PageVisit', { path: clean });
}

/** For tests only. */
export function resetAnalytics() {
  opened = false;
  lastPath = undefined;
}
