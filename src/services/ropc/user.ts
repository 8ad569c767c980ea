/** Members of the current organisation: list, add, change role, remove. */
import { PAGE_READ, ropc } from './client';

export const listMembers = (query: API.PeopleQuery) => ropc.post<API.Page<API.Member>>('/user/page', query, PAGE_READ);

export const addUser = (body: API.AddUserParams) => ropc.post<API.AddUserResult>('/user/add', body);

export const changeMemberRole = (body: API.ChangeRoleParams) => ropc.patch<null>('/user/role', body);

export const removeMember = (userId: string) => ropc.delete<null>(`/user/remove/${encodeURIComponent(userId)}`);
