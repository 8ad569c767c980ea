/**
 * The addresses of the calls the boot script makes too (src/speed/boot), relative to their API's prefix
 * (src/request/codes.ts: API_PREFIX, USER_API_PREFIX). Import-free, so that boot asks exactly what the services ask.
 */
export const ORG_LIST_PATH = '/business/user/list';
export const USER_INFO_PATH = '/user/info';
export const ROLE_INFO_PATH = '/auth/role/info';
export const ORG_SETTINGS_PATH = '/settings';
export const PREFERENCES_PATH = '/user/preferences';
export const UNREAD_COUNT_PATH = '/alarm/unread-count';
export const DASHBOARD_SUMMARY_PATH = '/dashboard/summary';
export const DASHBOARD_TREND_PATH = '/dashboard/trend';
/** The lists the table pages open with. */
export const ORG_CHILD_PAGE_PATH = '/business/page/child';
export const MEMBER_PAGE_PATH = '/user/page';
export const ACCOUNT_PAGE_PATH = '/account/page';
export const ROLE_PAGE_PATH = '/auth/role/list';
