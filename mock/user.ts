// Users and members of the current organisation (x-bus-id): list, add (create or invite), change role, remove.
import { holdsEveryCode } from '../src/domain/fullRole';
import { canOpen, paginate, route, SimError } from './_sim/http';
import { Codes } from './_sim/messages';
import { requireGrantable } from './_sim/people/grants';
import { findAccountByName, peopleOf, requireMember, requireOrgRole } from './_sim/people/members';
import { requireManageable, USER_ACTIONS, withDenied } from './_sim/people/scope';
import { invite } from './_sim/people/invitations';
import { oneTimePassword } from './_sim/people/oneTimePassword';
import { db, newId } from './_sim/store';
import { iso, now } from './_sim/clock';
import { optionalText, requireAccount, requireName } from './_sim/validate';

export default {
  'POST /api/ropc/user/page': route({ read: 'user' }, (ctx): API.Page<API.Member> => {
    const page = paginate(peopleOf(ctx.busId, ctx.body, 'membership'), ctx.body);
    return { ...page, list: page.list.map((row) => withDenied(ctx, row, USER_ACTIONS)) };
  }),

  'POST /api/ropc/user/add': route({ permission: 'user:create' }, (ctx): API.AddUserResult => {
    const { busId, body } = ctx;
    const name = requireAccount(body.account).trim();
    const nickname = body.nickname ? requireName(body.nickname, 'nickname') : '';
    const role = requireOrgRole(busId, body.roleId);
    const remark = optionalText(body.remark, 'remark');
    requireGrantable(ctx, role.permissions); // 010018, whoever the account is
    const store = db();
    const existing = findAccountByName(name);
    if (existing) {
      // Already a member here: 010006. Staff of a distributor serving this organisation reach it through
      // their manufacturer (alternate mode) already: 010005.
      if (store.memberships.some((m) => m.userId === existing.userId && m.busId === busId))
        throw new SimError(Codes.userExists);
      if (existing.distributorId && canOpen(existing, busId, existing.distributorId))
        throw new SimError(Codes.joinedManufacturer);
    }
    // The same answer either way, so that it tells nobody whether the account existed (contract, "Users").
    const password = oneTimePassword();
    if (existing) {
      invite(existing, busId, role, remark, password);
      return { userId: newId('u'), account: name, created: true, defaultPassword: password };
    }
    const created = iso(now());
    const account = {
      userId: newId('u'),
      account: name,
      nickname,
      password,
      mustChangePassword: true,
      email: name.includes('@') ? name : '',
      phone: name.includes('@') ? '' : name,
      remark: '',
      ownerBusId: busId,
      distributorId: null,
      createdAt: created,
    };
    store.accounts.push(account);
    store.memberships.push({ userId: account.userId, busId, roleId: role.id, remark, createdAt: created });
    return { userId: account.userId, account: name, created: true, defaultPassword: password };
  }),

  'PATCH /api/ropc/user/role': route({ permission: 'user:update' }, (ctx): null => {
    const { account, membership } = requireMember(ctx.busId, ctx.body.userId);
    const role = requireOrgRole(ctx.busId, ctx.body.roleId);
    if (role.id === membership.roleId) return null; // no change: nothing to refuse
    requireManageable(ctx, account, 'user:update', !holdsEveryCode(role.permissions));
    requireGrantable(ctx, role.permissions);
    membership.roleId = role.id;
    return null;
  }),

  'DELETE /api/ropc/user/remove/:userId': route({ permission: 'user:remove' }, (ctx): null => {
    const { account, membership } = requireMember(ctx.busId, ctx.params.userId);
    // Oneself (010016), an account of another organisation too (010015), the last administrator here (010017).
    requireManageable(ctx, account, 'user:remove');
    const store = db();
    store.memberships = store.memberships.filter((m) => m !== membership);
    return null;
  }),
};
