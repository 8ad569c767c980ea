/**
 * Invitations: adding an account that already exists never joins it. The account's holder sees the invitation
 * (user/info) and accepts it with the one-time code the inviting administrator was shown; the membership starts
 * then. So an administrator learns nothing about which accounts exist, and whoever holds an account cannot take
 * a membership meant for the person the administrator gave the code to.
 */
import { timingSafeEqual } from 'crypto';
import { Codes } from '../messages';
import { SimError } from '../http';
import { db, defineArea, newId } from '../store';
import { iso, now } from '../clock';
import type { Account, Role } from '../types';

export interface Invitation {
  id: string;
  userId: string;
  busId: string;
  roleId: string;
  remark: string;
  code: string;
  invitedAt: string;
}

const invitations = defineArea('invitations', (): Invitation[] => []);

/** Invites `account` to busId with `role`; a pending invitation of the same account there is replaced. */
export function invite(account: Account, busId: string, role: Role, remark: string, code: string): Invitation {
  const rows = invitations.get().filter((i) => !(i.userId === account.userId && i.busId === busId));
  const invitation = {
    id: newId('inv'),
    userId: account.userId,
    busId,
    roleId: role.id,
    remark,
    code,
    invitedAt: iso(now()),
  };
  invitations.set([...rows, invitation]);
  return invitation;
}

/** The pending invitations of a user whose organisation and role still exist, oldest first. */
export function invitationsOf(userId: string): API.Invitation[] {
  const store = db();
  return invitations
    .get()
    .filter((i) => i.userId === userId)
    .flatMap((i) => {
      const org = store.orgs.find((o) => o.busId === i.busId);
      const role = store.roles.find((r) => r.id === i.roleId && r.busId === i.busId);
      return org && role
        ? [
            {
              id: i.id,
              busId: i.busId,
              orgName: org.name,
              roleName: role.name,
              roleBuiltIn: role.builtIn,
              invitedAt: i.invitedAt,
            },
          ]
        : [];
    });
}

const sameCode = (a: string, b: string) => {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
};

/**
 * The user's invitation `id` when `code` is its code; 010008 otherwise (an unknown id, someone else's
 * invitation and a wrong code answer alike).
 */
export function takeInvitation(userId: string, id: unknown, code?: unknown): Invitation {
  const found = invitations.get().find((i) => i.id === id && i.userId === userId);
  if (!found || (code !== undefined && (typeof code !== 'string' || !sameCode(code.trim(), found.code))))
    throw new SimError(Codes.notFound);
  invitations.set(invitations.get().filter((i) => i !== found));
  return found;
}

/** Drops the invitations of an account (deleted) or to an organisation for an account (now a member there). */
export function dropInvitations(userId: string, busId?: string) {
  invitations.set(invitations.get().filter((i) => !(i.userId === userId && (!busId || i.busId === busId))));
}
