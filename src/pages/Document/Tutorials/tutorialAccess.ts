/**
 * The /document area starts without a session (spec section 4, step 3), so the tutorial area settles what it
 * needs itself when its tab opens: the organisation its requests name in x-bus-id (chosen as startup step 5
 * does: alternate mode keeps the mode's, else the saved one if the user still belongs to it, else the first),
 * then the user's permission codes there (POST /auth/role/info) for the add button.
 */
import type { PermissionCode } from '@/domain/permissions';
import { getRoleInfo, listMyOrganizations } from '@/services/ropc/session';
import { chooseOrg } from '@/session/startup';
import { storedMode, storedOrgId, storedToken } from '@/session/storage';

export interface AccessSources {
  hasToken: () => boolean;
  inAlternateMode: () => boolean;
  savedOrgId: () => string;
  saveOrgId: (id: string) => void;
  listOrgs: () => Promise<API.OrgListItem[] | null | undefined>;
  roleInfo: () => Promise<API.RoleInfo | null | undefined>;
}

export const browserSources: AccessSources = {
  hasToken: () => !!storedToken.get(),
  inAlternateMode: () => !!storedMode.get(),
  savedOrgId: () => storedOrgId.get(),
  saveOrgId: (id) => storedOrgId.set(id),
  listOrgs: listMyOrganizations,
  roleInfo: getRoleInfo,
};

export const CREATE_CODE: PermissionCode = 'tutorial:create';

/** org: x-bus-id is settled; none: the user has no organisation (platform tutorials only); signedOut: no token. */
export type Settled = 'org' | 'none' | 'signedOut';

/** Settles the organisation; rejects when the organisation list cannot be loaded. */
export async function settleOrganization(sources: AccessSources): Promise<Settled> {
  // Without a token startup has already sent the user to login: ask nothing.
  if (!sources.hasToken()) return 'signedOut';
  if (sources.inAlternateMode()) return 'org';
  const orgs = (await sources.listOrgs()) || [];
  const chosen = chooseOrg(orgs, sources.savedOrgId());
  if (chosen) sources.saveOrgId(chosen);
  return chosen ? 'org' : 'none';
}

/** Whether the user may add tutorials in the settled organisation; any failure means no. */
export async function mayCreate(sources: AccessSources, settled: Settled): Promise<boolean> {
  if (settled !== 'org') return false;
  try {
    const info = await sources.roleInfo();
    return !!info?.menuAuths?.includes(CREATE_CODE);
  } catch {
    return false; // the request layer has said why; the list stays usable
  }
}
