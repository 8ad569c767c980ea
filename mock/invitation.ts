// The signed-in user's invitations (mock/_sim/people/invitations.ts): accept with the code, or decline.
import { route, SimError } from './_sim/http';
import { Codes } from './_sim/messages';
import { dropInvitations, takeInvitation } from './_sim/people/invitations';
import { db } from './_sim/store';
import { iso, now } from './_sim/clock';

export default {
  'POST /api/user/user/invitation/accept': route({ access: 'user' }, ({ user, body }): null => {
    const invitation = takeInvitation(user.userId, body.id, body.code ?? '');
    const store = db();
    const role = store.roles.find((r) => r.id === invitation.roleId && r.busId === invitation.busId);
    if (!role) throw new SimError(Codes.notFound);
    if (!store.memberships.some((m) => m.userId === user.userId && m.busId === invitation.busId)) {
      const { busId, remark } = invitation;
      store.memberships.push({ userId: user.userId, busId, roleId: role.id, remark, createdAt: iso(now()) });
    }
    dropInvitations(user.userId, invitation.busId);
    return null;
  }),
  'POST /api/user/user/invitation/decline': route({ access: 'user' }, ({ user, body }): null => {
    takeInvitation(user.userId, body.id);
    return null;
  }),
};
