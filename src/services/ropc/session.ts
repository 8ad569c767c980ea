/** The calls the startup sequence and the shell make: organisations, current user, permissions, logout. */
import { ropc, userApi } from './client';

export const listMyOrganizations = () => ropc.get<API.OrgListItem[]>('/business/user/list');

export const getCurrentUser = () => userApi.post<API.UserInfo>('/user/info');

export const getRoleInfo = () => ropc.post<API.RoleInfo>('/auth/role/info');

/** Silent: logout goes on locally whatever the platform answers (an expired session must not bounce to login). */
export const logout = (timeout?: number) => userApi.post<null>('/auth/logout', {}, { skipErrorHandler: true, timeout });
