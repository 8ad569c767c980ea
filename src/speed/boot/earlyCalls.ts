/**
 * The first calls of the shell (settings, preferences, the unread count) and of the landing page (on /home the
 * dashboard's summary and trend, on a table page its list): each exactly as the app makes it (method, address,
 * body), with the permission it needs. The platform answers the settings to any menu code, the unread count and the
 * dashboard to `home`, a list to its page's code.
 */
import { DEFAULT_PERIOD, parsePeriod } from '@/domain/metrics';
import { MENU_CODES, type PermissionCode } from '@/domain/permissions';
import { pagingOf } from '@/hooks/urlPaging';
import { API_PREFIX, USER_API_PREFIX } from '@/request/codes';
import {
  ACCOUNT_PAGE_PATH,
  DASHBOARD_SUMMARY_PATH,
  DASHBOARD_TREND_PATH,
  MEMBER_PAGE_PATH,
  ORG_CHILD_PAGE_PATH,
  ORG_SETTINGS_PATH,
  PREFERENCES_PATH,
  ROLE_PAGE_PATH,
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

/**
 * The table pages' lists, each read with its page's menu code. Boot does not carry the route table (config/routes.ts):
 * earlyCalls.test.ts holds every menu page of it either here, with its route's access code, or in NO_EARLY_LIST.
 */
export const LISTS: Record<string, { path: string; code: PermissionCode }> = {
  '/organization': { path: ORG_CHILD_PAGE_PATH, code: 'organization' },
  '/user': { path: MEMBER_PAGE_PATH, code: 'user' },
  '/account': { path: ACCOUNT_PAGE_PATH, code: 'account' },
  '/role': { path: ROLE_PAGE_PATH, code: 'role' },
};

/** The menu pages whose first read boot does not ask. */
export const NO_EARLY_LIST: Record<string, string> = {
  '/home': 'the dashboard: its summary and trend are asked above',
  '/manufacturer': "its table waits for the current distributor's read, whose answer decides what it shows",
};

/**
 * A table page's first read, as its ProTable asks it (src/hooks/useUrlTable.ts): the page and size of the address
 * (page 1 of the spec's size by default). An address with anything else (a filter, an opened detail) is left to
 * the page: its body is the form's to build.
 */
function listCall(pathname: string, search: string): EarlyCallSpec | undefined {
  const list = LISTS[pathname];
  const query = new URLSearchParams(search);
  if (!list || [...query.keys()].some((key) => key !== 'current' && key !== 'pageSize')) return undefined;
  const body = JSON.stringify(
    pagingOf({ current: query.get('current') ?? undefined, pageSize: query.get('pageSize') ?? undefined }),
  );
  return { method: 'POST', url: `${API_PREFIX}${list.path}`, body, needs: (codes) => codes.includes(list.code) };
}

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
  const list = listCall(pathname, search);
  if (list) calls.push(list);
  return calls;
}
