import { safeRedirectPath } from './safeRedirect';
import { createRng } from './random';

const PIECES = [
  '/',
  '//',
  '\\',
  '.',
  '..',
  '/..',
  '/./',
  '%2e',
  '%2E%2E',
  '%2f',
  '%5c',
  'evil.example',
  '@',
  ':',
  'https:',
  'javascript:',
  '?',
  '#',
  ' ',
  '\t',
  '\n',
  'home',
  '%00',
  '\u3000',
  'ａ',
];

/** What a browser does with the redirect: resolve it against the console's own page. */
const landsOn = (path: string) => new URL(path, 'https://console.example/mock-login?x=1');

describe('safeRedirectPath', () => {
  it.each(['/home', '/organization?current=2', '/role#top'])('keeps the same-origin path %s', (path) => {
    expect(safeRedirectPath(path)).toBe(path);
  });

  it.each([
    '//evil.example',
    'https://evil.example/home',
    '/\\evil.example',
    'javascript:alert(1)',
    ' //evil',
    '/%0a/evil\\x',
    '',
    'home',
  ])('rejects %s', (value) => {
    expect(safeRedirectPath(value)).toBe('/home');
  });

  it.each([
    '/..//evil.example',
    '/.//evil.example',
    '/a/../..//evil.example',
    '/%2e%2e//evil.example',
    '/./..//evil.example/x?y',
  ])('rejects %s, which normalises to another host', (value) => {
    expect(safeRedirectPath(value)).toBe('/home');
  });

  it('never leaves the origin for generated hostile input', () => {
    const next = createRng(18);
    for (let i = 0; i < 5000; i += 1) {
      const length = 1 + Math.floor(next() * 8);
      let input = next() < 0.8 ? '/' : '';
      for (let j = 0; j < length; j += 1) input += PIECES[Math.floor(next() * PIECES.length)];
      const result = safeRedirectPath(input);
      const target = landsOn(result);
      if (target.origin !== 'https://console.example' || !result.startsWith('/') || /^\/[/\\]/.test(result)) {
        throw new Error(`safeRedirectPath(${JSON.stringify(input)}) = ${JSON.stringify(result)} leaves the origin`);
      }
      // Idempotent: a path it accepted is accepted again unchanged.
      if (safeRedirectPath(result) !== result)
        throw new Error(`safeRedirectPath is not stable for ${JSON.stringify(input)}`);
    }
  });
});
