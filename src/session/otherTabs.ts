/**
 * Another tab logged out, signed in as someone else or switched organisation: this tab must not go on showing the
 * old data or writing with the new user's token. The token (cookie, copied to local storage at startup) and the
 * organisation (local storage) are watched; a signed-out token sends this tab to login, any other change reloads it.
 */
import { goToLogin, isLeaving } from './redirects';
import { endSessionHere } from './sessionEnd';
import { clearSession, LOCAL_ORG, LOCAL_TOKEN, storedOrgId, storedToken, tokenCookie } from './storage';

export interface TabActions {
  reload: () => void;
  leave: () => void;
}

const defaults: TabActions = {
  reload: () => window.location.reload(),
  leave: () => {
    clearSession();
    goToLogin();
  },
};

/** The watch of this page load: the token it started with, and its check. */
let watching: { token: string; check: () => void } | undefined;

/**
 * Whether a call about to leave with `token` would speak for another session than the one this page load started
 * with: another tab signed out or in as someone else, and this tab has not heard yet (a storage or cookie event is
 * delivered after the change, and a read made on idle can come first). The watch then acts at once (login or
 * reload), and the caller must not send. False when nothing is watched (before startup has signed in).
 */
export function isOtherSession(token: string): boolean {
  if (!watching || token === watching.token) return false;
  watching.check();
  return true;
}

/** Starts watching; answers a stop function. Safe to call once per page load. */
export function watchOtherTabs(actions: TabActions = defaults): () => void {
  const token = storedToken.get() || tokenCookie.get();
  const org = storedOrgId.get();
  let done = false;
  const act = (what: keyof TabActions) => {
    if (done || isLeaving()) return;
    done = true;
    endSessionHere(); // nothing of the old session goes on listening (the alarm stream)
    actions[what]();
  };
  const check = () => {
    // The cookie is what the identity service changes; local storage is what another console tab changes.
    const cookie = tokenCookie.get();
    const stored = storedToken.get();
    if (!cookie && !stored) act('leave');
    else if ((cookie && cookie !== token) || (stored && stored !== token)) act('reload');
  };
  // Storage events come from other tabs only: this tab's own organisation switch never reloads it.
  const onStorage = (event: StorageEvent) => {
    if (event.key === null || event.key === LOCAL_TOKEN) check();
    else if (event.key === LOCAL_ORG && event.newValue !== org) act('reload');
  };
  const onVisible = () => {
    if (document.visibilityState === 'visible') check();
  };
  const cookieStore = (window as unknown as { cookieStore?: EventTarget }).cookieStore;
  const watch = { token, check };
  watching = watch;
  window.addEventListener('storage', onStorage);
  window.addEventListener('focus', check);
  document.addEventListener('visibilitychange', onVisible);
  cookieStore?.addEventListener('change', check);
  return () => {
    if (watching === watch) watching = undefined;
    window.removeEventListener('storage', onStorage);
    window.removeEventListener('focus', check);
    document.removeEventListener('visibilitychange', onVisible);
    cookieStore?.removeEventListener('change', check);
  };
}
