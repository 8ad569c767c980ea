// Shared with the simulator's login page, so this file imports nothing.
/**
 * Accepts only a same-origin path ("/home?x=1"); anything that could leave the site
 * ("//evil", "https://evil", "/\\evil", "javascript:") becomes "/home".
 */
export function safeRedirectPath(value: string | null | undefined): string {
  if (!value || typeof value !== 'string') return '/home';
  const trimmed = value.trim();
  if (!trimmed.startsWith('/') || trimmed.startsWith('//') || trimmed.startsWith('/\\')) return '/home';
  if (/[\u0000-\u001f\\]/.test(trimmed)) return '/home';
  try {
    const url = new URL(trimmed, 'http://origin.invalid');
    if (url.origin !== 'http://origin.invalid') return '/home';
    return url.pathname + url.search + url.hash;
  } catch {
    return '/home';
  }
}
