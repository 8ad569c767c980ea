/**
 * The first calls of the shell (settings, preferences, the unread count) and, on /home, of the dashboard (the
 * period's summary and trend): each exactly as the app makes it (method, address, body), with the permission it
 * needs. The platform answers the settings to any menu code, the unread count and the dashboard to `home`.
 */
import { DEFAULT_PERIOD, parsePeriod } from '@/domain/metrics';
import { MENU_CODES, type PermissionCode } from '@/domain/permissions';
import { API_PREFIX, USER_API_PREFIX } from '@/request/codes';
import {
  DASHBOARD_SUMMARY_PATH,
  DASHBOARD_TREND_PATH,
  ORG_SETTINGS_PATH,
  PREFERENCES_PATH,
  UNREAD_COUNT_PATH,
} from '@/services/ropc/paths';
import { HOME_PATH } from '@/session/paths';
import type { Call } from './ask';

export interface EarlyCallSpec extends Call {
  /** Whether the permissions of the chosen organisation allow the call. */
  needs: (codes: string[]) => boolean;
}

const HOME: PermissionCode = 'home';
/** Any permission at all: the shell is shown (no permission at all is the no-permission page, which asks nothing). */
const anyCode = (codes: string[]) => codes.length > 0;
const anyMenu = (codes: string[]) => codes.some((code) => (MENU_CODES as readonly string[]).includes(code));
const home = (codes: string[]) => codes.includes(HOME);

export function earlyCallsFor(pathname: string, search: string): EarlyCallSpec[] {
  const calls: EarlyCallSpec[] = [
    { method: 'GET', url: `${API_PREFIX}${ORG_SETTINGS_PATH}`, body: '', needs: anyMenu },
    { method: 'GET', url: `${USER_API_PREFIX}${PREFERENCES_PATH}`, body: '', needs: anyCode },
    { method: 'GET', url: `${API_PREFIX}${UNREAD_COUNT_PATH}`, body: '', needs: home },
  ];
  if (pathname === HOME_PATH) {
    // The dashboard period of the address, as the page reads it (Last 7 Days when absent or unknown).
    const body = JSON.stringify({ period: parsePeriod(new URLSearchParams(search).get('period')) ?? DEFAULT_PERIOD });
    calls.push(
      { method: 'POST', url: `${API_PREFIX}${DASHBOARD_SUMMARY_PATH}`, body, needs: home },
      { method: 'POST', url: `${API_PREFIX}${DASHBOARD_TREND_PATH}`, body, needs: home },
    );
  }
  return calls;
}
