import { checkVideoUrl, formatClock, parseDuration, VIDEO_URL_MAX } from './tutorialRules';

describe('checkVideoUrl', () => {
  it.each([
    'https://videos.example.com/a.mp4',
    'HTTP://videos.example.com/a.webm?t=10#x',
    'https://例え.jp/動画.mp4',
    'http://127.0.0.1:8080/v.webm',
    '/api/ropc/tutorial/media/first-start.webm',
    '/a',
  ])('accepts %s', (url) => {
    expect(checkVideoUrl(url)).toBeUndefined();
  });

  it.each([
    ['javascript:alert(1)', 'url'],
    [' javascript:alert(1)', 'url'],
    ['java\tscript:alert(1)', 'url'],
    ['vbscript:msgbox(1)', 'url'],
    ['data:text/html,<script>alert(1)</script>', 'url'],
    ['blob:https://console.example/uuid', 'url'],
    ['file:///etc/passwd', 'url'],
    ['ftp://files.example.com/a.mp4', 'url'],
    ['https:videos.example.com/a.mp4', 'url'],
    ['https:/videos.example.com/a.mp4', 'url'],
    ['https:\\\\evil.example/a.mp4', 'url'],
    ['https://evil.example\\@videos.example.com/', 'url'],
    ['https://user@videos.example.com/a.mp4', 'url'],
    ['https://:secret@videos.example.com/a.mp4', 'url'],
    ['https://', 'url'],
    ['https:///a.mp4', 'url'],
    ['//evil.example/a.mp4', 'url'],
    ['/\\evil.example', 'url'],
    ['/', 'url'],
    ['www.example.com/a.mp4', 'url'],
    ['video.mp4', 'url'],
    ['../video.mp4', 'url'],
    ['https://videos.example.com/a b.mp4', 'url'],
    ['https://videos.example.com/a\u2028.mp4', 'url'],
    ['https://videos.example.com/\u0000', 'url'],
    ['https://videos.example.com/a.mp4 ', 'url'],
    ['', 'required'],
    ['  ', 'required'],
    [undefined, 'required'],
    [null, 'required'],
    [42, 'required'],
    [['https://videos.example.com/a.mp4'], 'required'],
    [`https://videos.example.com/${'a'.repeat(VIDEO_URL_MAX)}`, 'tooLong'],
  ])('refuses %j (%s)', (url, problem) => {
    expect(checkVideoUrl(url)).toBe(problem);
  });

  it('refuses every generated address whose scheme is not http(s)', () => {
    const schemes = ['javascript', 'data', 'ftp', 'mailto', 'tel', 'ws', 'wss', 'chrome', 'about', 'httpx', 'https+x'];
    schemes.forEach((scheme) => {
      ['', '//', '///'].forEach((slashes) =>
        expect(checkVideoUrl(`${scheme}:${slashes}videos.example.com/a.mp4`)).toBe('url'),
      );
    });
  });
});

describe('parseDuration', () => {
  it.each([
    ['12', 720],
    ['0:45', 45],
    ['12:30', 750],
    ['1:05:00', 3900],
    ['９:５９:５９', 35999],
    ['１２：３０', 750],
    [' 4:05 ', 245],
    ['599', 35940],
  ])('reads %s as %d seconds', (text, seconds) => {
    expect(parseDuration(text)).toBe(seconds);
  });

  it.each(['0', '0:00', '12:60', '12:5', '1:2:3', '10:00:00', '1000', '-5', '1.5', '12m', 'abc', '12:30:00:00'])(
    'refuses %s',
    (text) => {
      expect(parseDuration(text)).toBe('invalid');
    },
  );

  it('has no value for an empty text', () => {
    expect(parseDuration('')).toBeUndefined();
    expect(parseDuration('  ')).toBeUndefined();
    expect(parseDuration(undefined)).toBeUndefined();
    expect(parseDuration(12)).toBe('invalid');
  });
});

it('formats a video clock', () => {
  expect(formatClock(5)).toBe('0:05');
  expect(formatClock(495)).toBe('8:15');
  expect(formatClock(3900)).toBe('1:05:00');
  expect(formatClock(-3)).toBe('0:00');
});
