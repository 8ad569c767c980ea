import { safeRedirectPath } from './safeRedirect';

describe('safeRedirectPath', () => {
  it.each(['/home', '/organization?current=2', '/role#top'])('keeps the same-origin path %s', (path) => {
    expect(safeRedirectPath(path)).toBe(path);
  });

  it.each(['//evil.example', 'https://evil.example/home', '/\\evil.example', 'javascript:alert(1)', ' //evil', '/%0a/evil\\x', '', 'home'])(
    'rejects %s',
    (value) => {
      expect(safeRedirectPath(value)).toBe('/home');
    },
  );
});
