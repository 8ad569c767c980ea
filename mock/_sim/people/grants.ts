/**
 * Nobody grants, or acts on, more than they hold (mock/README.md "Administrative scope"; the rule is
 * src/domain/grants.ts): adding a member, changing a member's role, creating and updating a role need every code
 * of the role to be one the caller holds in x-bus-id; updating or deleting a role, and every write on a member,
 * need every code of the target's current role too (010018, `data.codes` the others). Nobody changes the codes of
 * their own role (060103 OWN_ROLE). Administrators and distributor staff in alternate mode hold every code.
 */
import { ALL_CODES } from '../../../src/domain/permissions';
import { sameCodes, ungrantable } from '../../../src/domain/grants';
import { permissionsOf } from '../access';
import { SimError, type Ctx } from '../http';
import { Codes } from '../messages';
import { db } from '../store';
import type { Role } from '../types';

type Caller = Pick<Ctx, 'permissions' | 'role'>;
type MemberCaller = Pick<Ctx, 'user' | 'busId' | 'sourceBusId' | 'permissions'>;

/** Throws 010018 with the codes the caller does not hold: of a role given or set, or of a role acted on. */
export function requireGrantable(caller: Pick<Ctx, 'permissions'>, codes: readonly string[]): void {
  const missing = ungrantable(caller.permissions, codes);
  if (missing.length) throw new SimError(Codes.beyondHeld, { codes: missing });
}

/** Throws 060103 OWN_ROLE when `role` is the caller's own role in x-bus-id and `codes` change its codes. */
export function requireNotOwnCodes(caller: Caller, role: Role, codes: readonly string[]): void {
  if (caller.role?.id === role.id && !sameCodes(role.permissions, codes))
    throw new SimError(Codes.specialReason, { reasonCode: 'OWN_ROLE' });
}

/**
 * The codes of the member's current role that the caller lacks, in the canonical order: for a write on the
 * membership (`user:*`) its role in x-bus-id; for a write on the account (`account:*`), which reaches every
 * organisation of it, its role in each, against what the caller holds there.
 */
export function codesBeyondHeld(caller: MemberCaller, userId: string, code: API.MemberAction): string[] {
  const store = db();
  const memberships = store.memberships.filter(
    (m) => m.userId === userId && (code.startsWith('account:') || m.busId === caller.busId),
  );
  const missing = new Set<string>();
  memberships.forEach((m) => {
    const held =
      m.busId === caller.busId ? caller.permissions : permissionsOf(caller.user, m.busId, caller.sourceBusId);
    const role = store.roles.find((r) => r.id === m.roleId);
    ungrantable(held, role?.permissions ?? []).forEach((c) => missing.add(c));
  });
  return ALL_CODES.filter((c) => missing.has(c));
}
