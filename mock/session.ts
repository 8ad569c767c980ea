// Startup and shell calls: the user's organisations, the current user, permissions, logout.
import { db } from './_sim/store';
import { canOpen, permissionsOf, route, type Req, type Res } from './_sim/http';
import { signOut } from './_sim/identity';

const header = (req: Req, name: string) => String(req.headers[name] || '');

export default {
  'GET /api/ropc/business/user/list': route({ access: 'user' }, ({ user, sourceBusId, busId }) => {
    const store = db();
    const mine = new Set(store.memberships.filter((m) => m.userId === user.userId).map((m) => m.busId));
    if (sourceBusId && busId && canOpen(user, busId, sourceBusId)) mine.add(busId);
    return store.orgs.filter((o) => mine.has(o.busId)).map((o) => ({ busId: o.busId, name: o.name, code: o.code }));
  }),
  'POST /api/user/user/info': route({ access: 'user' }, ({ user, busId, sourceBusId }) => {
    const store = db();
    const membership = store.memberships.find((m) => m.userId === user.userId && m.busId === busId);
    const role = membership ? store.roles.find((r) => r.id === membership.roleId) : undefined;
    return {
      userId: user.userId,
      account: user.account,
      nickname: user.nickname,
      email: user.email,
      phone: user.phone,
      roleId: role?.id,
      roleName: role?.name,
      distributorId: user.distributorId,
      sourceBusId,
    };
  }),
  'POST /api/ropc/auth/role/info': route({ access: 'org' }, ({ user, busId, sourceBusId }) => {
    const store = db();
    const membership = store.memberships.find((m) => m.userId === user.userId && m.busId === busId);
    const role = membership ? store.roles.find((r) => r.id === membership.roleId) : undefined;
    return { menuAuths: permissionsOf(user, busId, sourceBusId), roleId: role?.id, roleName: role?.name };
  }),
  'POST /api/user/auth/logout': (req: Req, res: Res) => {
    signOut(header(req, 'x-access-token'));
    res.status(200).json({ code: '000200', msg: 'success', data: null });
  },
};
