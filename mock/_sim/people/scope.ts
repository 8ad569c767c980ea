/**
 * The caller's administrative scope over other people's accounts (mock/README.md, "Administrative scope").
 *
 * The scope of an action code is the organisation in effect (x-bus-id) and its sub-organisations where the caller
 * holds that code. A write on a member (edit, reset the password, delete the account, change the role, remove) is
 * allowed only when every organisation the member's account belongs to lies in that scope, so an administrator of
 * one customer can never take over an account that also opens another; and only when the caller holds every code
 * of the member's role (nobody acts on more than they hold, ./grants.ts). Besides: nobody deletes, removes or changes
 * the role of their own account, an organisation keeps at least one administrator, and the accounts of distributor
 * staff (which open a whole distributor network) are left to their distributor.
 */
import { holdsEveryCode } from '../../../src/domain/fullRole';
import { lineageOf, permissionsOf } from '../access';
import { codesBeyondHeld } from './grants';
import { SimError, type Ctx } from '../http';
import { Codes } from '../messages';
import { db } from '../store';
import type { Account } from '../types';

export type Caller = Pick<Ctx, 'user' | 'busId' | 'sourceBusId' | 'permissions'>;

/** The writes of the user list and of the account list, as the rows' `denied` maps name them. */
export const USER_ACTIONS: readonly API.MemberAction[] = ['user:update', 'user:remove'];
export const ACCOUNT_ACTIONS: readonly API.MemberAction[] = ['account:update', 'account:reset', 'account:delete'];

/** Whether `orgId` is x-bus-id or below it, and the caller holds `code` there. */
export function inScope(caller: Caller, orgId: string, code: string): boolean {
  return (
    lineageOf(orgId).some((o) => o.busId === caller.busId) &&
    permissionsOf(caller.user, orgId, caller.sourceBusId).includes(code)
  );
}

// An administrator holds every code (the default Administrator role, or any role edited to hold them all).
const isAdminRole = (roleId: string) => holdsEveryCode(db().roles.find((r) => r.id === roleId)?.permissions ?? []);

/** The organisations in which this account holds the only administrator membership (a role holding every code). */
export function soleAdminOf(userId: string): string[] {
  const memberships = db().memberships;
  return memberships
    .filter((m) => m.userId === userId && isAdminRole(m.roleId))
    .map((m) => m.busId)
    .filter((busId) => !memberships.some((o) => o.busId === busId && o.userId !== userId && isAdminRole(o.roleId)));
}

/**
 * Why the platform refuses `code` on this member, or undefined when it allows it. `demotes`: a role change that
 * takes away the administrator role (for the list, any change: the only one left to a last administrator is none).
 */
export function denial(
  caller: Caller,
  target: Account,
  code: API.MemberAction,
  demotes = true,
): API.MemberDenyReason | undefined {
  const self = target.userId === caller.user.userId;
  const accountLevel = code.startsWith('account:');
  const removes = code === 'account:delete' || code === 'user:remove' || (code === 'user:update' && demotes);
  if (self && (removes || code === 'user:update')) return 'SELF';
  // One's own name and password are one's own business (the personal center), wherever else one belongs.
  if (self) return undefined;
  if (accountLevel && target.distributorId) return 'DISTRIBUTOR_STAFF';
  const orgs = db()
    .memberships.filter((m) => m.userId === target.userId)
    .map((m) => m.busId);
  if (!orgs.every((orgId) => inScope(caller, orgId, code))) return 'OUT_OF_SCOPE';
  // Before the last administrator: holding more than the caller, the member is not theirs whoever else is admin.
  if (codesBeyondHeld(caller, target.userId, code).length) return 'HOLDS_MORE';
  const sole = removes ? soleAdminOf(target.userId) : [];
  if (code === 'account:delete' ? sole.length > 0 : sole.includes(caller.busId)) return 'LAST_ADMIN';
  return undefined;
}

/**
 * Throws the business error of a refused write: 010016 oneself, 010015 outside the scope, 010018 a member holding
 * codes the caller lacks (`data.codes`), 010017 last administrator.
 */
export function requireManageable(caller: Caller, target: Account, code: API.MemberAction, demotes = true): void {
  const reason = denial(caller, target, code, demotes);
  if (reason === 'SELF') throw new SimError(Codes.ownAccount);
  if (reason === 'HOLDS_MORE')
    throw new SimError(Codes.beyondHeld, { codes: codesBeyondHeld(caller, target.userId, code) });
  if (reason === 'LAST_ADMIN') throw new SimError(Codes.lastAdmin);
  if (reason) throw new SimError(Codes.outOfScope, { reasonCode: reason });
}

/** A list row with the writes (of those the caller holds in x-bus-id) that the platform would refuse, and why. */
export function withDenied(caller: Caller, row: API.Member, actions: readonly API.MemberAction[]): API.Member {
  const target = db().accounts.find((a) => a.userId === row.userId);
  const denied: API.Member['denied'] = {};
  if (target) {
    actions
      .filter((code) => caller.permissions.includes(code))
      .forEach((code) => {
        const reason = denial(caller, target, code);
        if (reason) denied[code] = reason;
      });
  }
  return { ...row, denied };
}
