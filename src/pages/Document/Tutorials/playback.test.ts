import { playbackOf, sameOriginImage } from './playback';

const ORIGIN = 'https://console.example';

describe('playbackOf', () => {
  it('plays a path or a URL of the console origin in the video element', () => {
    expect(playbackOf('/api/ropc/tutorial/media/alarms.webm', ORIGIN)).toEqual({
      kind: 'video',
      src: '/api/ropc/tutorial/media/alarms.webm',
    });
    expect(playbackOf('https://console.example/media/a.webm', ORIGIN)).toEqual({
      kind: 'video',
      src: 'https://console.example/media/a.webm',
    });
    expect(playbackOf('HTTPS://CONSOLE.EXAMPLE:443/media/a.webm', ORIGIN).kind).toBe('video');
  });

  it('links to any other origin, even a sibling host, port or scheme', () => {
    expect(playbackOf('https://videos.example.com/a.mp4', ORIGIN)).toEqual({
      kind: 'link',
      href: 'https://videos.example.com/a.mp4',
      host: 'videos.example.com',
    });
    expect(playbackOf('http://console.example/media/a.webm', ORIGIN).kind).toBe('link');
    expect(playbackOf('https://console.example:8443/a.webm', ORIGIN)).toMatchObject({
      kind: 'link',
      host: 'console.example:8443',
    });
    expect(playbackOf('https://cdn.console.example/a.webm', ORIGIN).kind).toBe('link');
  });

  it.each(['javascript:alert(1)', 'data:video/mp4;base64,AAAA', '//evil.example/a.mp4', 'video.mp4', '', null, 42])(
    'neither plays nor links %j',
    (url) => {
      expect(playbackOf(url, ORIGIN)).toEqual({ kind: 'invalid' });
    },
  );
});

describe('sameOriginImage', () => {
  it('keeps images of the console origin only', () => {
    expect(sameOriginImage('/tutorials/alarm.svg', ORIGIN)).toBe('/tutorials/alarm.svg');
    expect(sameOriginImage('https://console.example/t.png', ORIGIN)).toBe('https://console.example/t.png');
    expect(sameOriginImage('https://images.example.com/t.png', ORIGIN)).toBeUndefined();
    expect(sameOriginImage('data:image/svg+xml,<svg onload=alert(1)>', ORIGIN)).toBeUndefined();
    expect(sameOriginImage(null, ORIGIN)).toBeUndefined();
  });
});
