/** The startup sequence of spec section 4, run by getInitialState. */
import { setLocale } from '@umijs/max';
import { getCurrentUser, getRoleInfo, listMyOrganizations } from '@/services/ropc/session';
import { readModeFromQuery } from './mode';
import { resolveStartupLocale } from './locale';
import { goToLogin, goToNoAuth } from './redirects';
import { type ModeState, storedLocale, storedMode, storedOrgId, storedToken, tokenCookie } from './storage';

export interface SessionContext {
  userInfo?: API.UserInfo;
  permissions: string[];
  orgList: API.OrgListItem[];
  currentOrgId?: string;
  mode?: ModeState | null;
  /** Startup could not reach the platform; the shell offers a retry. */
  failed?: boolean;
}

export const emptyContext = (): SessionContext => ({ permissions: [], orgList: [] });

export function chooseOrg(orgList: API.OrgListItem[], saved: string): string | undefined {
  if (saved && orgList.some((org) => org.busId === saved)) return saved;
  return orgList[0]?.busId;
}

export async function startSession(location: Pick<Location, 'pathname' | 'search'> = window.location): Promise<SessionContext> {
  // 1. token from the cookie into local storage; locale
  const token = tokenCookie.get();
  if (token) storedToken.set(token);
  const locale = resolveStartupLocale();
  storedLocale.set(locale);
  setLocale(locale, false);

  // 2. no token: to login, nothing requested
  if (!token) {
    storedToken.remove();
    goToLogin();
    return emptyContext();
  }

  // 3. documentation opens without the session
  if (location.pathname === '/document' || location.pathname.startsWith('/document/')) return emptyContext();

  // 4./5. alternate mode from the query, or the saved organisation
  const mode = readModeFromQuery(location.search);
  if (mode) storedMode.set(mode);
  else storedMode.remove();

  // Permissions depend on x-bus-id: in alternate mode it is known now, otherwise after the organisation list.
  const roleInfoInMode = mode ? getRoleInfo() : undefined;
  const [orgList, userInfo] = await Promise.all([listMyOrganizations(), getCurrentUser()]);

  let currentOrgId = storedOrgId.get() || undefined;
  if (!mode) {
    currentOrgId = chooseOrg(orgList || [], storedOrgId.get());
    if (currentOrgId) storedOrgId.set(currentOrgId);
  }
  const roleInfo = orgList?.length ? await (roleInfoInMode || getRoleInfo()) : undefined;

  // 6. nothing to show without organisations or menu permissions
  const permissions = roleInfo?.menuAuths || [];
  if (!orgList?.length || !permissions.length) {
    goToNoAuth();
    return { userInfo, permissions: [], orgList: orgList || [], currentOrgId, mode };
  }
  return { userInfo, permissions, orgList, currentOrgId, mode };
}
