/** The signed-in user's own profile and password (user-level calls under /api/user). */
import { userApi, WRITE } from './client';

export const updateProfile = (body: API.ProfilePatch) => userApi.patch<API.ProfileAnswer>('/user/profile', body, WRITE);

export const changePassword = (body: API.PasswordChange) => userApi.post<null>('/user/password', body, WRITE);

/** Joins the organisation of an invitation of the signed-in account, with the code its administrator gave. */
export const acceptInvitation = (body: API.InvitationAnswer) =>
  userApi.post<null>('/user/invitation/accept', body, WRITE);

export const declineInvitation = (body: API.InvitationAnswer) =>
  userApi.post<null>('/user/invitation/decline', body, WRITE);
