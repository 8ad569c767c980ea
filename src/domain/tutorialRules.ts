/**
 * The rules of a video tutorial (contract/openapi.yaml, tag Tutorials), as pure functions shared by the add
 * form and the simulator's server-side checks, so this file imports nothing.
 */
export const TUTORIAL_LANGUAGES = ['en-US', 'ja-JP', 'zh-CN'] as const;
export type TutorialLanguage = (typeof TUTORIAL_LANGUAGES)[number];

export const isTutorialLanguage = (value: unknown): value is TutorialLanguage =>
  typeof value === 'string' && (TUTORIAL_LANGUAGES as readonly string[]).includes(value);

export const DESCRIPTION_MAX = 500;
export const VIDEO_URL_MAX = 2048;
/** Up to 9:59:59. */
export const DURATION_MAX_SECONDS = 10 * 3600 - 1;

export type VideoUrlProblem = 'required' | 'tooLong' | 'url';

// White space anywhere, control characters and backslashes (browsers read "\" as "/", hiding another host).
const UNSAFE = /[\s\u0000-\u001f\u007f-\u009f\\]/;

/**
 * A video address is an absolute http(s) URL with a host and no user name or password, or a path on the
 * console's own origin ("/media/a.webm", never "//host"). Everything else (javascript:, data:, ftp:, "www.x.com",
 * "video.mp4") is refused with rule "url".
 */
export function checkVideoUrl(value: unknown): VideoUrlProblem | undefined {
  if (typeof value !== 'string' || value.trim() === '') return 'required';
  if (value.length > VIDEO_URL_MAX) return 'tooLong';
  if (UNSAFE.test(value)) return 'url';
  if (value.startsWith('/')) return /^\/[^/]/.test(value) ? undefined : 'url';
  // Exactly two slashes then the host: URL() would also read "https:///host" or "https:host" as a host.
  if (!/^https?:\/\/[^/]/i.test(value)) return 'url';
  try {
    const url = new URL(value);
    if (url.protocol !== 'http:' && url.protocol !== 'https:') return 'url';
    return url.hostname && !url.username && !url.password ? undefined : 'url';
  } catch {
    return 'url';
  }
}

/**
 * A duration typed by a person: minutes ("12"), minutes and seconds ("12:30") or hours, minutes and seconds
 * ("1:05:00"); full-width digits and colons count. Answers the seconds, undefined for an empty text, or
 * 'invalid' (malformed, zero or over DURATION_MAX_SECONDS).
 */
export function parseDuration(text: unknown): number | 'invalid' | undefined {
  if (text === undefined || text === null) return undefined;
  if (typeof text !== 'string') return 'invalid';
  const value = text.normalize('NFKC').trim();
  if (value === '') return undefined;
  let seconds: number;
  let match: RegExpExecArray | null;
  if ((match = /^(\d{1,3})$/.exec(value))) seconds = Number(match[1]) * 60;
  else if ((match = /^(\d{1,3}):([0-5]\d)$/.exec(value))) seconds = Number(match[1]) * 60 + Number(match[2]);
  else if ((match = /^(\d):([0-5]\d):([0-5]\d)$/.exec(value)))
    seconds = Number(match[1]) * 3600 + Number(match[2]) * 60 + Number(match[3]);
  else return 'invalid';
  return seconds >= 1 && seconds <= DURATION_MAX_SECONDS ? seconds : 'invalid';
}

/** A video clock: "4:05", "12:30", "1:05:00". */
export function formatClock(seconds: number): string {
  const total = Math.max(0, Math.floor(seconds));
  const h = Math.floor(total / 3600);
  const m = Math.floor((total % 3600) / 60);
  const s = String(total % 60).padStart(2, '0');
  return h > 0 ? `${h}:${String(m).padStart(2, '0')}:${s}` : `${m}:${s}`;
}
