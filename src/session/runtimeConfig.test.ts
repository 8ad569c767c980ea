import { getRuntimeConfig } from './runtimeConfig';

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
