/** Log Out: tell the platform, forget the session locally whatever it answers, go to the logout page. */
import { logout } from '@/services/ropc/session';
import { getRuntimeConfig } from './runtimeConfig';
import { withRedirect } from './redirects';
import { clearSession } from './storage';

export async function logoutAndLeave() {
  try {
    await logout();
  } catch {
    // A failing logout call still logs out locally.
  }
  clearSession();
  window.location.assign(withRedirect(getRuntimeConfig().logoutUrl, '/home'));
}
