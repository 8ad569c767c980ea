/** Where analytics events go, chosen by ROPC_CONFIG.analytics: 'none', 'console' or 'beacon:/same-origin/path'. */
export interface AnalyticsEvent {
  event: 'client_open' | 'PageVisit';
  props: Record<string, string>;
  time: string;
}

export type Sink = (event: AnalyticsEvent) => void;

const none: Sink = () => {};

// eslint-disable-next-line no-console
const toConsole: Sink = (event) => console.info('[analytics]', event.event, event.props);

function beacon(path: string): Sink {
  return (event) => {
    const body = JSON.stringify(event);
    try {
      if (typeof navigator !== 'undefined' && typeof navigator.sendBeacon === 'function') {
        navigator.sendBeacon(path, new Blob([body], { type: 'application/json' }));
        return;
      }
      void fetch(path, {
        method: 'POST',
        body,
        keepalive: true,
        credentials: 'same-origin',
        headers: { 'Content-Type': 'application/json' },
      }).catch(() => {});
    } catch {
      // Analytics never disturbs the user.
    }
  };
}

/** Only a same-origin path is accepted for beacons; anything else sends nothing. */
export function sinkFor(setting: string): Sink {
  if (setting === 'console') return toConsole;
  if (setting.startsWith('beacon:')) {
    const path = setting.slice('beacon:'.length).trim();
    if (path.startsWith('/') && !path.startsWith('//') && !path.includes('\\')) return beacon(path);
  }
  return none;
}
