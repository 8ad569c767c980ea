import { getRuntimeConfig, runtimeConfigProblems } from './runtimeConfig';

beforeEach(() => {
  delete window.ROPC_CONFIG;
});

describe('logoutRedirect', () => {
  it('defaults to /home', () => {
    expect(getRuntimeConfig().logoutRedirect).toBe('/home');
  });

  it('keeps a same-origin path from config.js', () => {
    window.ROPC_CONFIG = { logoutRedirect: ' /document?tab=2#top ' };
    expect(getRuntimeConfig().logoutRedirect).toBe('/document?tab=2#top');
  });

  it.each(['//evil.example', 'https://evil.example/home', '/\\evil.example', 'javascript:alert(1)'])(
    'replaces %s by /home',
    (logoutRedirect) => {
      window.ROPC_CONFIG = { logoutRedirect };
      expect(getRuntimeConfig().logoutRedirect).toBe('/home');
    },
  );
});

describe('the schema of config.js', () => {
  let warn: jest.SpyInstance;
  beforeEach(() => {
    warn = jest.spyOn(console, 'warn').mockImplementation(() => {});
  });
  afterEach(() => warn.mockRestore());

  it('uses the default for a malformed value and reports it once in the console', () => {
    window.ROPC_CONFIG = { assetCache: 'of', tokenCookie: 'a=b; c', loginUrl: '/sso/login' };
    const config = getRuntimeConfig();
    expect(config).toMatchObject({ assetCache: 'on', tokenCookie: 'token', loginUrl: '/sso/login' });
    getRuntimeConfig();
    expect(warn.mock.calls.map(([line]) => line)).toEqual([
      'config.js: "assetCache" has an invalid value (of); the default is used',
      'config.js: "tokenCookie" has an invalid value (a=b; c); the default is used',
    ]);
  });

  it('ignores an unknown key, lists it as a problem and names the key it was meant to be', () => {
    window.ROPC_CONFIG = { analytiks: 'console' } as Window['ROPC_CONFIG'];
    expect(getRuntimeConfig().analytics).toBe('none');
    expect(runtimeConfigProblems()).toEqual([
      { key: 'analytiks', kind: 'unknown', value: 'console', suggestion: 'analytics' },
    ]);
    expect(warn).toHaveBeenCalledWith('config.js: unknown key "analytiks" is ignored (did you mean "analytics"?)');
  });

  it('finds no problem in an empty or missing configuration', () => {
    expect(runtimeConfigProblems()).toEqual([]);
    window.ROPC_CONFIG = { logoutUrl: '', analytics: '  ' };
    expect(runtimeConfigProblems()).toEqual([]);
    expect(getRuntimeConfig().logoutUrl).toBe('/mock-login');
  });
});
