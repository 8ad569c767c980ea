// Shared with the simulator's login page, so this file imports nothing.
const ORIGIN = 'http://origin.invalid';

/** A path that a browser would read as another host ("//x", "/\\x") once the URL parser has normalised it. */
const leavesOrigin = (path: string) => !path.startsWith('/') || path.startsWith('//') || path.startsWith('/\\');

/**
 * Accepts only a same-origin path ("/home?x=1"); anything that could leave the site
 * ("//evil", "https://evil", "/\\evil", "javascript:", "/..//evil") becomes "/home".
 * The check runs again on the normalised result: dot segments can turn "/..//evil" into "//evil".
 */
export function safeRedirectPath(value: string | null | undefined): string {
  if (!value || typeof value !== 'string') return '/home';
  const trimmed = value.trim();
  if (leavesOrigin(trimmed)) return '/home';
  if (/[\u0000-\u001f\u007f\\]/.test(trimmed)) return '/home';
  try {
    const url = new URL(trimmed, ORIGIN);
    if (url.origin !== ORIGIN) return '/home';
    const result = url.pathname + url.search + url.hash;
    if (leavesOrigin(result) || new URL(result, ORIGIN).origin !== ORIGIN) return '/home';
    return result;
  } catch {
    return '/home';
  }
}
