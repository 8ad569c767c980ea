/** Log Out: tell the platform, forget the session locally whatever it answers, go to the logout page. */
import { logout } from '@/services/ropc/session';
import { goToLogout } from './redirects';
import { endSessionHere } from './sessionEnd';
import { clearSession } from './storage';

/** A logout call that hangs must not keep the user waiting for the 30 s request timeout. */
export const LOGOUT_TIMEOUT_MS = 5000;

let pending: Promise<void> | undefined;

/** Safe to call twice (a double click): one logout call, one navigation. */
export function logoutAndLeave(): Promise<void> {
  if (!pending) {
    endSessionHere(); // the alarm stream closes in every tab, before the platform forgets the token
    pending = (async () => {
      // Retried once (a dropped connection, a gateway hiccup); a failing logout still logs out locally.
      for (let attempt = 0; attempt < 2; attempt += 1) {
        try {
          await logout(LOGOUT_TIMEOUT_MS);
          break;
        } catch {
          // next attempt, or give up on the platform
        }
      }
      // Leaving first: the request layer sends nothing once the console is leaving (a poll that fires before the
      // browser has left would otherwise go out without the session cleared below).
      goToLogout();
      clearSession();
    })();
  }
  return pending;
}

/** For tests only. */
export function resetLogout() {
  pending = undefined;
}
