/**
 * What the player can do with a video address under the console's Content-Security-Policy (default-src 'self',
 * no media-src; img-src 'self' data: blob:): play it in <video> when it is on the console's own origin, else
 * offer a link that opens it in a new tab; an address that breaks the video URL rule gets neither.
 */
import { checkVideoUrl } from '@/domain/tutorialRules';

export type Playback =
  { kind: 'video'; src: string } | { kind: 'link'; href: string; host: string } | { kind: 'invalid' };

/** The URL resolved against the console's origin, when it passes the video URL rule. */
function resolve(value: unknown, origin: string): URL | undefined {
  if (checkVideoUrl(value)) return undefined;
  try {
    return new URL(value as string, origin);
  } catch {
    return undefined;
  }
}

export function playbackOf(videoUrl: unknown, origin: string): Playback {
  const url = resolve(videoUrl, origin);
  if (!url) return { kind: 'invalid' };
  if (url.origin === origin) return { kind: 'video', src: videoUrl as string };
  return { kind: 'link', href: url.href, host: url.host };
}

/** A thumbnail is shown only from the console's own origin (anything else would be blocked by the CSP). */
export function sameOriginImage(imageUrl: unknown, origin: string): string | undefined {
  const url = resolve(imageUrl, origin);
  return url && url.origin === origin ? (imageUrl as string) : undefined;
}
