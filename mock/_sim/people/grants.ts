/**
 * Nobody grants more than they hold (mock/README.md "Administrative scope"; the rule is src/domain/grants.ts):
 * adding a member, changing a member's role, creating and updating a role need every code of the role to be one
 * the caller holds in x-bus-id (010018, `data.codes` the others), and nobody changes the codes of their own role
 * (060103 OWN_ROLE). Administrators and distributor staff in alternate mode hold every code.
 */
import { sameCodes, ungrantable } from '../../../src/domain/grants';
import { SimError, type Ctx } from '../http';
import { Codes } from '../messages';
import type { Role } from '../types';

type Caller = Pick<Ctx, 'permissions' | 'role'>;

/** Throws 010018 with the codes the caller does not hold. */
export function requireGrantable(caller: Caller, codes: readonly string[]): void {
  const missing = ungrantable(caller.permissions, codes);
  if (missing.length) throw new SimError(Codes.beyondHeld, { codes: missing });
}

/** Throws 060103 OWN_ROLE when `role` is the caller's own role in x-bus-id and `codes` change its codes. */
export function requireNotOwnCodes(caller: Caller, role: Role, codes: readonly string[]): void {
  if (caller.role?.id === role.id && !sameCodes(role.permissions, codes))
    throw new SimError(Codes.specialReason, { reasonCode: 'OWN_ROLE' });
}
