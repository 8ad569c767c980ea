/** The startup sequence of spec section 4, run by getInitialState. */
import { setLocale } from '@umijs/max';
import { Code } from '@/request/codes';
import { BizError } from '@/request/errors';
import { getCurrentUser, getRoleInfo, listMyOrganizations } from '@/services/ropc/session';
import { adopt, type BootState, takeBoot } from './boot';
import { resolveStartupLocale } from './locale';
import { readModeFromQuery } from './mode';
import { chooseOrg, orgConfirmation } from './orgConfirmation';
import { isDocumentPath } from './paths';
import { goToLogin, goToNoAuth, isLeaving } from './redirects';
import { type ModeState, storedMode, storedOrgId, storedToken, tokenCookie } from './storage';

export interface SessionContext {
  userInfo?: API.UserInfo;
  permissions: string[];
  orgList: API.OrgListItem[];
  currentOrgId?: string;
  mode?: ModeState | null;
  /** A startup call failed (HTTP error, timeout, offline...): the shell shows StartupFailed with a retry. */
  failed?: boolean;
  /** The layout theme once switched after startup (src/theme): a change renders the layout again. */
  theme?: 'light' | 'dark';
}

export const emptyContext = (): SessionContext => ({ permissions: [], orgList: [] });

export { isDocumentPath };

export { chooseOrg };

/** Step 1: the token from the cookie into local storage, and the UI language. */
function adoptTokenAndLocale(): { token: string; locale: string } {
  const token = tokenCookie.get();
  if (token) storedToken.set(token);
  const locale = resolveStartupLocale();
  // setLocale stores the choice itself; storing it first would make it a no-op (it compares with the stored one).
  setLocale(locale, false);
  return { token, locale };
}

/**
 * Steps 5-6. x-bus-id is read when a request is built: the list goes without one, the user and permission calls wait
 * for the organisation chosen from it, then run together; in alternate mode x-bus-id is the mode's, so all three run
 * together. The boot script (src/speed/boot) may have started them before the bundle ran, in the same order: its
 * answers are adopted when they were asked for the organisation chosen here (src/session/boot.ts), else the calls
 * run now.
 */
async function loadSession(mode: ModeState | null, boot?: BootState): Promise<SessionContext> {
  if (mode) {
    const [orgList, userInfo, roleInfo] = await Promise.all([listMyOrganizations(), getCurrentUser(), getRoleInfo()]);
    return finish({ userInfo, orgList: orgList || [], currentOrgId: storedOrgId.get() || undefined, mode }, roleInfo);
  }
  // The list is asked with no organisation: the saved one may be one the user has left (src/session/orgConfirmation).
  orgConfirmation.open();
  const orgList = (await adopt(boot?.calls.orgList, listMyOrganizations)) || [];
  const currentOrgId = chooseOrg(orgList, storedOrgId.get());
  if (currentOrgId) {
    storedOrgId.set(currentOrgId);
    orgConfirmation.close();
  }
  const early = boot && boot.busId === currentOrgId ? boot.calls : {};
  // Without an organisation there is no x-bus-id to ask permissions for: the answer is /noAuth anyway.
  const [userInfo, roleInfo] = await Promise.all([
    adopt(early.userInfo, getCurrentUser),
    orgList.length ? adopt(early.roleInfo, getRoleInfo) : undefined,
  ]);
  return finish({ userInfo, orgList, currentOrgId, mode: null }, roleInfo);
}

function finish(context: Omit<SessionContext, 'permissions'>, roleInfo: API.RoleInfo | undefined): SessionContext {
  const permissions = roleInfo?.menuAuths || [];
  if (!context.orgList.length || !permissions.length) {
    goToNoAuth();
    return { ...context, permissions: [] };
  }
  return { ...context, permissions };
}

export async function startSession(
  location: Pick<Location, 'pathname' | 'search'> = window.location,
): Promise<SessionContext> {
  const { token, locale } = adoptTokenAndLocale();
  const boot = takeBoot(token, locale);

  // 2. no token: to login, nothing requested
  if (!token) {
    storedToken.remove();
    goToLogin();
    return emptyContext();
  }

  // 3. documentation opens without the session
  if (isDocumentPath(location.pathname)) return emptyContext();

  // 4./5. alternate mode from the query (the current organisation stays), or none
  const mode = readModeFromQuery(location.search);
  if (mode) storedMode.set(mode);
  else storedMode.remove();

  try {
    return await loadSession(mode, mode ? undefined : boot);
  } catch (error) {
    // The request layer has already shown the error or started navigating; never leave a white screen.
    if (isLeaving()) return { ...emptyContext(), mode };
    if (error instanceof BizError && error.code === Code.noAccess) {
      goToNoAuth();
      return { ...emptyContext(), mode };
    }
    return { ...emptyContext(), mode, failed: true };
  }
}
