// Accounts of the members of the current organisation (x-bus-id): list, edit, reset the password, delete.
// Every write is limited to the caller's administrative scope (_sim/people/scope.ts).
import { paginate, route, SimError } from './_sim/http';
import { Codes } from './_sim/messages';
import { findAccountByName, peopleOf, requireMember } from './_sim/people/members';
import { ACCOUNT_ACTIONS, requireManageable, withDenied } from './_sim/people/scope';
import { endSessions } from './_sim/identity';
import { dropInvitations } from './_sim/people/invitations';
import { oneTimePassword } from './_sim/people/oneTimePassword';
import { clearAttempts } from './_sim/people/passwordAttempts';
import { db } from './_sim/store';
import { optionalText, requireAccount, requireName } from './_sim/validate';

export default {
  'POST /api/ropc/account/page': route({ read: 'account' }, (ctx): API.Page<API.Member> => {
    const page = paginate(peopleOf(ctx.busId, ctx.body, 'account'), ctx.body);
    return { ...page, list: page.list.map((row) => withDenied(ctx, row, ACCOUNT_ACTIONS)) };
  }),

  'PATCH /api/ropc/account/update': route({ permission: 'account:update' }, (ctx): null => {
    const { busId, body } = ctx;
    const { account, membership } = requireMember(busId, body.userId);
    requireManageable(ctx, account, 'account:update');
    const name = requireAccount(body.account ?? account.account).trim();
    const nickname = body.nickname ? requireName(body.nickname, 'nickname') : '';
    const remark = optionalText(body.remark, 'remark');
    const clash = findAccountByName(name);
    if (clash && clash.userId !== account.userId) throw new SimError(Codes.accountDuplicate);
    account.account = name;
    account.nickname = nickname;
    membership.remark = remark;
    return null;
  }),

  'POST /api/ropc/account/password/reset': route({ permission: 'account:reset' }, (ctx): API.ResetPasswordResult => {
    const { account } = requireMember(ctx.busId, ctx.body.userId);
    requireManageable(ctx, account, 'account:reset');
    // A fresh one-time password, to be changed at the next sign-in; every session of the account ends.
    account.password = oneTimePassword();
    account.mustChangePassword = true;
    clearAttempts(account.userId);
    endSessions(account.userId);
    return { userId: account.userId, account: account.account, defaultPassword: account.password };
  }),

  'DELETE /api/ropc/account/delete/:userId': route({ permission: 'account:delete' }, (ctx): null => {
    const { account } = requireMember(ctx.busId, ctx.params.userId);
    // Oneself (010016), another organisation's account (010015), a last administrator (010017).
    requireManageable(ctx, account, 'account:delete');
    const store = db();
    store.accounts = store.accounts.filter((a) => a !== account);
    store.memberships = store.memberships.filter((m) => m.userId !== account.userId);
    store.sessions = store.sessions.filter((s) => s.userId !== account.userId);
    dropInvitations(account.userId);
    return null;
  }),
};
