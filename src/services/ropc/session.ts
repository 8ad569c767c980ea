/** The calls the startup sequence and the shell make: organisations, current user, permissions, logout. */
import { ropc, userApi } from './client';
import { ORG_LIST_PATH, ROLE_INFO_PATH, USER_INFO_PATH } from './paths';

export const listMyOrganizations = () => ropc.get<API.OrgListItem[]>(ORG_LIST_PATH);

export const getCurrentUser = () => userApi.post<API.UserInfo>(USER_INFO_PATH);

export const getRoleInfo = () => ropc.post<API.RoleInfo>(ROLE_INFO_PATH);

/** Silent: logout goes on locally whatever the platform answers (an expired session must not bounce to login). */
export const logout = (timeout?: number) => userApi.post<null>('/auth/logout', {}, { skipErrorHandler: true, timeout });
