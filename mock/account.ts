// Accounts of the members of the current organisation (x-bus-id): list, edit, reset the password, delete.
import { paginate, route, SimError } from './_sim/http';
import { Codes } from './_sim/messages';
import { findAccountByName, peopleOf, requireMember } from './_sim/people/members';
import { DEFAULT_PASSWORD } from './_sim/seed/core';
import { db } from './_sim/store';
import { optionalText, requireAccount, requireName } from './_sim/validate';

export default {
  'POST /api/ropc/account/page': route({}, ({ busId, body }): API.Page<API.Member> => paginate(peopleOf(busId, body, 'account'), body)),

  'PATCH /api/ropc/account/update': route({ permission: 'account:update' }, ({ busId, body }): null => {
    const { account, membership } = requireMember(busId, body.userId);
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

  'POST /api/ropc/account/password/reset': route({ permission: 'account:reset' }, ({ busId, body }): API.ResetPasswordResult => {
    const { account } = requireMember(busId, body.userId);
    account.password = DEFAULT_PASSWORD;
    return { userId: account.userId, account: account.account, defaultPassword: DEFAULT_PASSWORD };
  }),

  'DELETE /api/ropc/account/delete/:userId': route({ permission: 'account:delete' }, ({ busId, params, user }): null => {
    const { account } = requireMember(busId, params.userId);
    // Deleting one's own account would end the session mid-action; the console hides it, the platform refuses it.
    if (account.userId === user.userId) throw new SimError(Codes.conflict);
    const store = db();
    store.accounts = store.accounts.filter((a) => a !== account);
    store.memberships = store.memberships.filter((m) => m.userId !== account.userId);
    store.sessions = store.sessions.filter((s) => s.userId !== account.userId);
    return null;
  }),
};
