/**
 * Another tab logged out, signed in as someone else or switched organisation: this tab must not go on showing the
 * old data or writing with the new user's token. The token (cookie, copied to local storage at startup) and the
 * organisation (local storage) are watched; a signed-out token sends this tab to login, any other change reloads it.
 */
import { goToLogin, isLeaving } from './redirects';
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

/** Starts watching; answers a stop function. Safe to call once per page load. */
export function watchOtherTabs(actions: TabActions = defaults): () => void {
  const token = storedToken.get() || tokenCookie.get();
  const org = storedOrgId.get();
  let done = false;
  const act = (what: keyof TabActions) => {
    if (done || isLeaving()) return;
    done = true;
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
  window.addEventListener('storage', onStorage);
  window.addEventListener('focus', check);
  document.addEventListener('visibilitychange', onVisible);
  cookieStore?.addEventListener('change', check);
  return () => {
    window.removeEventListener('storage', onStorage);
    window.removeEventListener('focus', check);
    document.removeEventListener('visibilitychange', onVisible);
    cookieStore?.removeEventListener('change', check);
  };
}
