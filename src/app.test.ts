// The analytics calls where they are made (spec section 7): Umi calls onRouteChange on every route change.
import { resetAnalytics } from '@/analytics';
import { browserInfo } from '@/analytics/browserInfo';
import { onRouteChange } from './app';

let info: jest.SpyInstance;
const routeChange = (pathname: string, search = '', hash = '') =>
  onRouteChange({ location: { pathname, search, hash } as Location });
const events = () => info.mock.calls.filter(([tag]) => tag === '[analytics]').map(([, name, props]) => [name, props]);

beforeEach(() => {
  resetAnalytics();
  window.ROPC_CONFIG = { analytics: 'console', appVersion: '3.1.0' };
  info = jest.spyOn(console, 'info').mockImplementation(() => {});
});

afterEach(() => {
  jest.restoreAllMocks();
  delete window.ROPC_CONFIG;
});

describe('onRouteChange analytics', () => {
  it('sends client_open once per load (browser, version, app_version, origin), then PageVisit with the path only', () => {
    routeChange('/home');
    routeChange('/role', '?current=2&token=tok-secret', '#top');
    routeChange('/user');
    const { name, version } = browserInfo(navigator.userAgent);
    expect(events()).toEqual([
      [
        'client_open',
        { browser: name, browser_version: version, app_version: '3.1.0', origin: window.location.origin },
      ],
      ['PageVisit', { path: '/home' }],
      ['PageVisit', { path: '/role' }],
      ['PageVisit', { path: '/user' }],
    ]);
  });

  it('a production build reports nothing until ops set analytics in config.js', () => {
    const env = process.env.NODE_ENV;
    process.env.NODE_ENV = 'production';
    try {
      window.ROPC_CONFIG = { appVersion: '3.1.0' };
      routeChange('/home');
      expect(events()).toEqual([]);
      window.ROPC_CONFIG = { analytics: 'console', appVersion: '3.1.0' };
      routeChange('/role');
      expect(events().map(([event]) => event)).toEqual(['PageVisit']);
    } finally {
      process.env.NODE_ENV = env;
    }
  });
});
