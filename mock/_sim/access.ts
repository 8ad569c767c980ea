/**
 * Who may do what: the signed-in user of a token, the organisations a user may open (memberships, their child
 * organisations, and in alternate mode those the user's distributor serves) and the permission codes there.
 */
import { ALL_CODES } from '../../src/domain/permissions';
import { db } from './store';
import type { Account, Membership, Org, Role } from './types';

export function userOfToken(token: string): Account | undefined {
  const store = db();
  const session = token ? store.sessions.find((s) => s.token === token) : undefined;
  return session ? store.accounts.find((a) => a.userId === session.userId) : undefined;
}

/** The organisation and its ancestors, nearest first (a cycle in edited data cannot loop). */
export function lineageOf(busId: string): Org[] {
  const orgs = db().orgs;
  const out: Org[] = [];
  let org = orgs.find((o) => o.busId === busId);
  while (org && !out.includes(org)) {
    out.push(org);
    const parentId: string | null = org.parentId;
    org = parentId ? orgs.find((o) => o.busId === parentId) : undefined;
  }
  return out;
}

/** A distributor and its subordinates, at any depth. */
export function distributorTree(id: string): Set<string> {
  const tree = new Set<string>([id]);
  const queue = [id];
  while (queue.length) {
    const parent = queue.shift();
    db()
      .distributors.filter((d) => d.parentId === parent && !tree.has(d.id))
      .forEach((d) => {
        tree.add(d.id);
        queue.push(d.id);
      });
  }
  return tree;
}

/** The membership that governs a user in an organisation: its own, else the nearest ancestor's. */
export function membershipOf(user: Account, busId: string): Membership | undefined {
  const memberships = db().memberships;
  for (const org of lineageOf(busId)) {
    const found = memberships.find((m) => m.userId === user.userId && m.busId === org.busId);
    if (found) return found;
  }
  return undefined;
}

/** Alternate mode: the user is staff of `sourceBusId` (or of a distributor above it) and it serves the org. */
export function servedFrom(user: Account, busId: string, sourceBusId?: string): boolean {
  if (!sourceBusId || !user.distributorId || !distributorTree(user.distributorId).has(sourceBusId)) return false;
  const served = distributorTree(sourceBusId);
  return lineageOf(busId).some((o) => !!o.distributorId && served.has(o.distributorId));
}

/** Whether the user may open `busId` (x-bus-id), given the source business id of alternate mode. */
export function canOpen(user: Account, busId: string, sourceBusId?: string): boolean {
  if (!busId || !lineageOf(busId).length) return false;
  return !!membershipOf(user, busId) || servedFrom(user, busId, sourceBusId);
}

/** The role in effect: the membership's, or in alternate mode the organisation's default administrator role. */
export function roleOf(user: Account, busId: string, sourceBusId?: string): Role | undefined {
  const store = db();
  const membership = membershipOf(user, busId);
  if (membership) return store.roles.find((r) => r.id === membership.roleId);
  if (servedFrom(user, busId, sourceBusId))
    return store.roles.find((r) => r.busId === busId && r.builtIn === 'default_admin');
  return undefined;
}

/** The permission codes (menuAuths) of a user in an organisation; none when the user may not open it. */
export function permissionsOf(user: Account, busId: string, sourceBusId?: string): string[] {
  if (!canOpen(user, busId, sourceBusId)) return [];
  // Distributor staff in alternate mode act as the administrator, whatever became of the default roles.
  if (!membershipOf(user, busId)) return [...ALL_CODES];
  return [...(roleOf(user, busId, sourceBusId)?.permissions ?? [])];
}

/** The organisations of the user's memberships (the organisation switcher), in seed order. */
export function orgsOf(user: Account): Org[] {
  const mine = new Set(
    db()
      .memberships.filter((m) => m.userId === user.userId)
      .map((m) => m.busId),
  );
  return db().orgs.filter((o) => mine.has(o.busId));
}
