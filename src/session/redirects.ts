/** Where the console sends the user: the identity login, the logout page, /noAuth and /exception. */
import { history } from '@umijs/max';
import { browser } from './navigation';
import { EXCEPTION_PATH, NO_AUTH_PATH } from './paths';
import { getRuntimeConfig } from './runtimeConfig';
import { safeRedirectPath } from '@/domain/safeRedirect';

export { safeRedirectPath };

export { EXCEPTION_PATH, HOME_PATH, NO_AUTH_PATH } from './paths';

/** The address to come back to: the current path and query, without a redirect parameter (no nesting). */
export function currentAddress(): string {
  const { pathname, search, hash } = window.location;
  const params = new URLSearchParams(search);
  params.delete('redirect');
  const query = params.toString();
  return `${pathname}${query ? `?${query}` : ''}${hash}`;
}

function isSameOrigin(url: string): boolean {
  try {
    return new URL(url, window.location.href).origin === window.location.origin;
  } catch {
    return true;
  }
}

/**
 * `base` with `redirect` set to a same-origin path, encoded exactly once and replacing any redirect already
 * there. An identity service on another origin gets the absolute address (it could not resolve a path).
 */
export function withRedirect(base: string, path: string): string {
  const safe = safeRedirectPath(path);
  const sameOrigin = isSameOrigin(base);
  const url = new URL(base, window.location.href);
  url.searchParams.set('redirect', sameOrigin ? safe : `${window.location.origin}${safe}`);
  const relative = !/^([a-z][a-z0-9+.-]*:)?\/\//i.test(base);
  return relative ? `${url.pathname}${url.search}${url.hash}` : url.href;
}

let leaving = false;

/** Sends the browser to the identity login once, however many callers ask (a burst of 000401 answers). */
export function goToLogin(redirect = currentAddress()) {
  if (leaving) return;
  leaving = true;
  browser.replace(withRedirect(getRuntimeConfig().loginUrl, redirect));
}

/** Logout: to the logout page, coming back to the configured address (spec section 4; /home by default). */
export function goToLogout() {
  leaving = true;
  const { logoutUrl, logoutRedirect } = getRuntimeConfig();
  browser.assign(withRedirect(logoutUrl, logoutRedirect));
}

/** True once the console has started leaving for login or logout: later failures stay silent. */
export function isLeaving() {
  return leaving;
}

/** For tests only: forget that a redirect was started. */
export function resetLeaving() {
  leaving = false;
}

export function goToNoAuth() {
  if (window.location.pathname === NO_AUTH_PATH) return;
  history.replace(NO_AUTH_PATH);
}

export function goToException(errorCode: string, errorMessage: string) {
  const query = new URLSearchParams({ errorCode, errorMessage });
  history.push(`${EXCEPTION_PATH}?${query.toString()}`);
}
