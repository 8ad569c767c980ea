// Startup and shell calls: the user's organisations, the current user, permissions, logout.
import { header, route } from './_sim/http';
import { canOpen, orgsOf, permissionsOf, roleOf } from './_sim/access';
import { db } from './_sim/store';
import { signOut } from './_sim/identity';
import { invitationsOf } from './_sim/people/invitations';

export default {
  // The user's organisations; in alternate mode also the organisation opened from the distributor.
  'GET /api/ropc/business/user/list': route({ access: 'user' }, ({ user, sourceBusId, busId }): API.OrgListItem[] => {
    const mine = orgsOf(user);
    if (sourceBusId && busId && !mine.some((o) => o.busId === busId) && canOpen(user, busId, sourceBusId)) {
      const opened = db().orgs.find((o) => o.busId === busId);
      if (opened) mine.push(opened);
    }
    return mine.map((o) => ({ busId: o.busId, name: o.name, code: o.code }));
  }),
  'POST /api/user/user/info': route({ access: 'user' }, ({ user, busId, sourceBusId }): API.UserInfo => {
    const role = busId && canOpen(user, busId, sourceBusId) ? roleOf(user, busId, sourceBusId) : undefined;
    return {
      userId: user.userId,
      account: user.account,
      nickname: user.nickname,
      email: user.email,
      phone: user.phone,
      roleId: role?.id,
      roleName: role?.name,
      // The default roles' marker, so the console can show their translated name.
      roleBuiltIn: role?.builtIn ?? null,
      mustChangePassword: !!user.mustChangePassword,
      invitations: invitationsOf(user.userId),
    };
  }),
  'POST /api/ropc/auth/role/info': route({ access: 'org' }, ({ user, busId, sourceBusId, role }): API.RoleInfo => ({
    menuAuths: permissionsOf(user, busId, sourceBusId),
    roleId: role?.id,
    roleName: role?.name,
  })),
  // Always succeeds, even for an unknown token (signing out twice is not an error).
  'POST /api/user/auth/logout': route({ access: 'public' }, ({ req }): null => {
    signOut(header(req, 'x-access-token'));
    return null;
  }),
};
