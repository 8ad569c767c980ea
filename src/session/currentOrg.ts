/**
 * The organisation in effect: the alternate-mode target (spec section 4) when there is one, else the user's
 * current organisation; its name from the user's organisation list; and the switch between organisations.
 */
import type { SessionContext } from './startup';
import { storedOrgId } from './storage';

type Session = Pick<SessionContext, 'mode' | 'currentOrgId'> | null | undefined;
type OrgList = Pick<SessionContext, 'orgList'> | null | undefined;

/** The business id every request acts on: the alternate-mode target, else the current organisation. */
export function orgInEffect(session: Session): string | undefined {
  return session?.mode?.busId || session?.currentOrgId || undefined;
}

/** The name of one of the user's organisations; undefined when it is not in their list. */
export function orgNameOf(session: OrgList, busId: string | undefined): string | undefined {
  return busId ? session?.orgList?.find((org) => org.busId === busId)?.name : undefined;
}

/**
 * Makes `busId` the current organisation: saved (it is the x-bus-id from now on, and the choice at the next start),
 * then the session reloads with the permissions there; the main layout remounts the page on the new id. Nothing
 * happens (undefined) when it already is the current one.
 */
export function switchOrganization(
  busId: string,
  currentOrgId: string | undefined,
  refresh: () => Promise<unknown>,
): Promise<unknown> | undefined {
  if (busId === currentOrgId) return undefined;
  storedOrgId.set(busId);
  return refresh();
}
