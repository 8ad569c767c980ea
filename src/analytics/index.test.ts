import { reportClientOpen, reportPageVisit, resetAnalytics } from './index';
import { browserInfo } from './browserInfo';

const readBlob = (blob: Blob) =>
  new Promise<string>((resolve) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.readAsText(blob);
  });

let info: jest.SpyInstance;
let beacon: jest.Mock;

beforeEach(() => {
  resetAnalytics();
  window.ROPC_CONFIG = { analytics: 'console', appVersion: '2.4.1' };
  info = jest.spyOn(console, 'info').mockImplementation(() => {});
  beacon = jest.fn(() => true);
  Object.defineProperty(window.navigator, 'sendBeacon', { value: beacon, configurable: true });
});

afterEach(() => {
  jest.restoreAllMocks();
  delete window.ROPC_CONFIG;
});

const events = () => info.mock.calls.map(([, name, props]) => [name, props]);

describe('events', () => {
  it('sends client_open once per load, with browser, version, app_version and origin', () => {
    reportPageVisit('/home');
    reportPageVisit('/role');
    reportClientOpen();
    const opens = events().filter(([name]) => name === 'client_open');
    expect(opens).toHaveLength(1);
    const { name, version } = browserInfo(navigator.userAgent);
    expect(opens[0][1]).toEqual({
      browser: name,
      browser_version: version,
      app_version: '2.4.1',
      origin: window.location.origin,
    });
  });

  it('sends PageVisit with the path on every route change, client_open first', () => {
    reportPageVisit('/home');
    reportPageVisit('/role');
    reportPageVisit('/home');
    expect(events().map(([name, props]) => (name === 'PageVisit' ? props.path : name))).toEqual([
      'client_open',
      '/home',
      '/role',
      '/home',
    ]);
  });

  it('a change of the query string alone is not a new visit', () => {
    reportPageVisit('/user');
    reportPageVisit('/user?current=2');
    expect(events().filter(([name]) => name === 'PageVisit')).toHaveLength(1);
  });

  it('never sends the token or query values that carry ids', () => {
    localStorage.setItem('token', 'tok-secret');
    document.cookie = 'token=tok-secret; path=/';
    window.history.replaceState(null, '', '/?mode=distributor&busId=org-2&fromBusId=dist-1');
    reportPageVisit('/?mode=distributor&busId=org-2&fromBusId=dist-1#x');
    reportPageVisit('/organization?id=org-7&token=tok-secret');
    const sent = JSON.stringify(info.mock.calls);
    expect(sent).not.toContain('tok-secret');
    expect(sent).not.toContain('org-2');
    expect(sent).not.toContain('dist-1');
    expect(sent).not.toContain('org-7');
    expect(
      events()
        .filter(([name]) => name === 'PageVisit')
        .map(([, p]) => p.path),
    ).toEqual(['/', '/organization']);
  });
});

describe('sinks', () => {
  it("'none' sends nothing", () => {
    window.ROPC_CONFIG = { analytics: 'none' };
    reportPageVisit('/home');
    expect(info).not.toHaveBeenCalled();
    expect(beacon).not.toHaveBeenCalled();
  });

  it("'beacon:/path' posts each event as JSON to that same-origin path", async () => {
    window.ROPC_CONFIG = { analytics: 'beacon:/collect', appVersion: '2.4.1' };
    reportPageVisit('/home');
    expect(beacon).toHaveBeenCalledTimes(2);
    expect(beacon.mock.calls.map(([path]) => path)).toEqual(['/collect', '/collect']);
    const body = JSON.parse(await readBlob(beacon.mock.calls[1][1]));
    expect(body).toMatchObject({ event: 'PageVisit', props: { path: '/home' } });
    expect(info).not.toHaveBeenCalled();
  });

  it.each([
    'beacon:https://tracker.example/collect',
    'beacon://tracker.example',
    'beacon:',
    'beacon:collect',
    'unknown',
  ])('%s sends nothing', (setting) => {
    window.ROPC_CONFIG = { analytics: setting };
    reportPageVisit('/home');
    expect(beacon).not.toHaveBeenCalled();
    expect(info).not.toHaveBeenCalled();
  });

  it('defaults to none in production and console in development', () => {
    const env = process.env.NODE_ENV;
    try {
      window.ROPC_CONFIG = { analytics: '' };
      process.env.NODE_ENV = 'production';
      reportPageVisit('/home');
      expect(info).not.toHaveBeenCalled();
      resetAnalytics();
      process.env.NODE_ENV = 'development';
      reportPageVisit('/home');
      expect(events().map(([name]) => name)).toEqual(['client_open', 'PageVisit']);
    } finally {
      process.env.NODE_ENV = env;
    }
  });

  it('a failing sink never disturbs the user', () => {
    window.ROPC_CONFIG = { analytics: 'beacon:/collect' };
    beacon.mockImplementation(() => {
      throw new Error('quota');
    });
    expect(() => reportPageVisit('/home')).not.toThrow();
  });
});

describe('browserInfo', () => {
  it.each([
    [
      'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.6478.126 Safari/537.36',
      'Chrome',
      '126.0',
    ],
    [
      'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/125.0.0.0 Safari/537.36 Edg/125.0.2535.92',
      'Edge',
      '125.0',
    ],
    ['Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:127.0) Gecko/20100101 Firefox/127.0', 'Firefox', '127.0'],
    [
      'Mozilla/5.0 (Macintosh; Intel Mac OS X 14_5) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Safari/605.1.15',
      'Safari',
      '17.5',
    ],
    [
      'Mozilla/5.0 (Windows NT 10.0) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Safari/537.36 OPR/110.0.0.0',
      'Opera',
      '110.0',
    ],
    ['curl/8.0', 'Other', ''],
  ])('%s is %s %s', (ua, name, version) => {
    expect(browserInfo(ua)).toEqual({ name, version });
  });
});
