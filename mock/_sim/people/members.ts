/**
 * The people of an organisation as the user and account endpoints answer them: a member row joins an account,
 * its membership in x-bus-id and the membership's role; filters and lookups shared by mock/user.ts and
 * mock/account.ts.
 */
import { Codes } from '../messages';
import { SimError } from '../http';
import { db } from '../store';
import { invalidParam, sameName } from '../validate';
import type { Account, Membership, Role } from '../types';

/** A member row as the console reads it (builtIn: default_admin / default_user, which the console translates). */
export type MemberRow = API.Member;

export interface PeopleFilter {
  account?: unknown;
  nickname?: unknown;
  roleId?: unknown;
}

const text = (value: unknown) => (typeof value === 'string' ? value.trim().toLocaleLowerCase() : '');

/** One row per member of busId. `since`: membership = when the user joined, account = when it was created. */
export function peopleOf(busId: string, filter: PeopleFilter, since: 'membership' | 'account'): MemberRow[] {
  const store = db();
  const account = text(filter.account);
  const nickname = text(filter.nickname);
  const roleId = typeof filter.roleId === 'string' ? filter.roleId : '';
  return store.memberships
    .filter((m) => m.busId === busId && (!roleId || m.roleId === roleId))
    .map((m) => {
      const acc = store.accounts.find((a) => a.userId === m.userId);
      const role = store.roles.find((r) => r.id === m.roleId);
      return acc ? toRow(acc, m, role, since) : undefined;
    })
    .filter((row): row is MemberRow => !!row)
    .filter(
      (row) => row.account.toLocaleLowerCase().includes(account) && row.nickname.toLocaleLowerCase().includes(nickname),
    )
    .sort((a, b) => b.createdAt.localeCompare(a.createdAt) || a.account.localeCompare(b.account));
}

function toRow(acc: Account, m: Membership, role: Role | undefined, since: 'membership' | 'account'): MemberRow {
  return {
    userId: acc.userId,
    account: acc.account,
    nickname: acc.nickname,
    roleId: m.roleId,
    roleName: role?.name || '',
    builtIn: role?.builtIn ?? null,
    remark: m.remark,
    createdAt: since === 'membership' ? m.createdAt : acc.createdAt,
  };
}

export const findAccountByName = (name: string) => db().accounts.find((a) => sameName(a.account, name));

/** The account and membership of a member of busId; 010004 when the organisation has no such member. */
export function requireMember(busId: string, userId: unknown): { account: Account; membership: Membership } {
  const store = db();
  const membership = store.memberships.find((m) => m.busId === busId && m.userId === userId);
  const account = membership && store.accounts.find((a) => a.userId === membership.userId);
  if (!membership || !account) throw new SimError(Codes.accountMissing);
  return { account, membership };
}

/** A role of busId, or 010007 on the field. */
export function requireOrgRole(busId: string, roleId: unknown, field = 'roleId'): Role {
  const role = typeof roleId === 'string' ? db().roles.find((r) => r.id === roleId && r.busId === busId) : undefined;
  if (!role) throw invalidParam(field, 'required');
  return role;
}
