// Roles of the current organisation (x-bus-id) and the permission tree they are built from.
import { paginate, route, SimError } from './_sim/http';
import { Codes } from './_sim/messages';
import {
  powerTree,
  requireNotLastFullRole,
  requirePermissions,
  requireRole,
  requireRoleName,
  roleView,
  rolesOf,
} from './_sim/people/roles';
import { requireGrantable, requireNotOwnCodes } from './_sim/people/grants';
import { db, newId } from './_sim/store';
import { iso, now } from './_sim/clock';

export default {
  'POST /api/ropc/auth/role/list': route(
    { read: ['role', 'user', 'account'] },
    ({ busId, body }): API.Page<API.Role> => {
      const name = typeof body.name === 'string' ? body.name.trim().toLocaleLowerCase() : '';
      const rows = rolesOf(busId).filter((r) => r.name.toLocaleLowerCase().includes(name));
      const page = paginate(rows, body);
      return { list: page.list.map(roleView), total: page.total };
    },
  ),

  'POST /api/ropc/auth/role/power/list': route({ read: 'role' }, (): API.PowerNode[] => powerTree()),

  'POST /api/ropc/auth/role/find/:id': route({ read: 'role' }, ({ busId, params }): API.Role =>
    roleView(requireRole(busId, params.id)),
  ),

  'POST /api/ropc/auth/role/create': route({ permission: 'role:create' }, (ctx): { id: string } => {
    const { busId, body } = ctx;
    const name = requireRoleName(busId, body.name);
    const permissions = requirePermissions(body.permissions);
    requireGrantable(ctx, permissions);
    const role = { id: newId(`${busId}-role`), busId, builtIn: null, name, permissions, createdAt: iso(now()) };
    db().roles.push(role);
    return { id: role.id };
  }),

  'PATCH /api/ropc/auth/role/update': route({ permission: 'role:update' }, (ctx): null => {
    const { busId, body } = ctx;
    // The default roles are edited like any role (docs/product-decisions.md, "Default roles").
    const role = requireRole(busId, body.id);
    // A role holding a code the caller lacks is not theirs to change, rename included (010018).
    requireGrantable(ctx, role.permissions);
    const name = requireRoleName(busId, body.name, role.id);
    const permissions = requirePermissions(body.permissions);
    // Its own role's codes are nobody's to change (060103 OWN_ROLE); a rename alone is fine.
    requireNotOwnCodes(ctx, role, permissions);
    // The organisation's last role holding every code keeps every code (060103 LAST_FULL_ROLE).
    requireNotLastFullRole(role, permissions);
    requireGrantable(ctx, permissions);
    role.name = name;
    role.permissions = permissions;
    return null;
  }),

  'DELETE /api/ropc/auth/role/delete/:id': route({ permission: 'role:delete' }, (ctx): null => {
    const role = requireRole(ctx.busId, ctx.params.id);
    // Nor to delete (010018): asked before the organisation's own rules, as on a member.
    requireGrantable(ctx, role.permissions);
    // Asked first: moving its members elsewhere would not make it deletable.
    requireNotLastFullRole(role);
    const users = db().memberships.filter((m) => m.roleId === role.id).length;
    if (users > 0) throw new SimError(Codes.specialReason, { reasonCode: 'ROLE_IN_USE', users });
    const store = db();
    store.roles = store.roles.filter((r) => r !== role);
    return null;
  }),
};
