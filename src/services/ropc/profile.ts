/** The signed-in user's own profile and password (user-level calls under /api/user). */
import { userApi, WRITE } from './client';

export const updateProfile = (body: API.ProfilePatch) => userApi.patch<API.ProfileAnswer>('/user/profile', body, WRITE);

export const changePassword = (body: API.PasswordChange) => userApi.post<null>('/user/password', body, WRITE);
