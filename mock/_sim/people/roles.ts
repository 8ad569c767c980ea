/** Roles of an organisation as the role endpoints answer them, the permission tree and the payload checks. */
import { holdsEveryCode, isLastFullRole } from '../../../src/domain/fullRole';
import { ACTION_CODES, MENU_CODES, menuOf, type PermissionCode } from '../../../src/domain/permissions';
import { Codes } from '../messages';
import { SimError } from '../http';
import { db } from '../store';
import { invalidParam, requireName, sameName } from '../validate';
import type { Role } from '../types';

/**
 * Menus with their action codes, then the action groups that have no menu of their own (code: the prefix of
 * those actions, e.g. tutorial).
 */
export function powerTree(): API.PowerNode[] {
  const nodes: API.PowerNode[] = MENU_CODES.map((code) => ({ code, menu: true, actions: [] }));
  ACTION_CODES.forEach((action) => {
    const group = menuOf(action) as string;
    let node = nodes.find((n) => n.code === group);
    if (!node) {
      node = { code: group, menu: false, actions: [] };
      nodes.push(node);
    }
    node.actions.push(action);
  });
  return nodes;
}

export const roleView = (role: Role): API.Role => ({
  id: role.id,
  name: role.name,
  builtIn: role.builtIn,
  permissions: [...role.permissions],
  userCount: db().memberships.filter((m) => m.roleId === role.id).length,
  lastFullRole: isLastFullRole(role, rolesOf(role.busId)),
  createdAt: role.createdAt,
});

/**
 * Throws 060103 LAST_FULL_ROLE when `role` is its organisation's last role holding every code and `codes` (its
 * codes after an update; none: a delete) would leave the organisation without one.
 */
export function requireNotLastFullRole(role: Role, codes: readonly string[] = []): void {
  if (isLastFullRole(role, rolesOf(role.busId)) && !holdsEveryCode(codes))
    throw new SimError(Codes.specialReason, { reasonCode: 'LAST_FULL_ROLE' });
}

/** Default roles first, then the newest. */
export function rolesOf(busId: string): Role[] {
  return db()
    .roles.filter((r) => r.busId === busId)
    .sort((a, b) => Number(!!b.builtIn) - Number(!!a.builtIn) || b.createdAt.localeCompare(a.createdAt));
}

export function requireRole(busId: string, id: unknown): Role {
  const role = db().roles.find((r) => r.id === id && r.busId === busId);
  if (!role) throw new SimError(Codes.notFound);
  return role;
}

/** Known codes only, in the canonical order; an action brings its menu with it. */
/** At most this many codes in a role's `permissions` (contract: RolePayload, RoleUpdate). */
export const MAX_ROLE_CODES = 64;

export function requirePermissions(value: unknown): PermissionCode[] {
  if (!Array.isArray(value)) throw invalidParam('permissions', 'required');
  // The contract's maxItems, checked before the codes: a list too long is refused as such.
  if (value.length > MAX_ROLE_CODES) throw invalidParam('permissions', 'tooLong', { max: MAX_ROLE_CODES, list: true });
  const known = new Set<string>([...MENU_CODES, ...ACTION_CODES]);
  if (value.some((code) => typeof code !== 'string' || !known.has(code))) throw invalidParam('permissions', 'unknown');
  const chosen = new Set<string>(value);
  value.forEach((code: string) => {
    const menu = code.split(':')[0];
    if (code.includes(':') && (MENU_CODES as readonly string[]).includes(menu)) chosen.add(menu);
  });
  return [...MENU_CODES, ...ACTION_CODES].filter((code) => chosen.has(code));
}

/** Role names follow the name rules and are unique within the organisation (010007, rule "duplicate"). */
export function requireRoleName(busId: string, value: unknown, exceptId?: string): string {
  const name = requireName(value, 'name');
  if (db().roles.some((r) => r.busId === busId && r.id !== exceptId && sameName(r.name, name))) {
    throw invalidParam('name', 'duplicate');
  }
  return name;
}
