/** Where the console sends the user: the identity login, the no-permission page, the exception page. */
import { history } from '@umijs/max';
import { getRuntimeConfig } from './runtimeConfig';
import { safeRedirectPath } from './safeRedirect';

export { safeRedirectPath };

/** The address to come back to: the current path, without a nested redirect parameter. */
export function currentAddress(): string {
  const { pathname, search, hash } = window.location;
  const params = new URLSearchParams(search);
  params.delete('redirect');
  const query = params.toString();
  return `${pathname}${query ? `?${query}` : ''}${hash}`;
}

export function withRedirect(base: string, redirect: string): string {
  const separator = base.includes('?') ? '&' : '?';
  return `${base}${separator}redirect=${encodeURIComponent(redirect)}`;
}

let leaving = false;

/** Sends the browser to the identity login once, however many callers ask (a burst of 000401 answers). */
export function goToLogin(redirect = currentAddress()) {
  if (leaving) return;
  leaving = true;
  window.location.assign(withRedirect(getRuntimeConfig().loginUrl, safeRedirectPath(redirect)));
}

export function isLeaving() {
  return leaving;
}

/** For tests only: forget that a redirect was started. */
export function resetLeaving() {
  leaving = false;
}

export function goToNoAuth() {
  if (window.location.pathname === '/noAuth') return;
  history.replace('/noAuth');
}

export function goToException(errorCode: string, errorMessage: string) {
  const query = new URLSearchParams({ errorCode, errorMessage });
  history.push(`/exception?${query.toString()}`);
}
