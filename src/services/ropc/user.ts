/** Members of the current organisation: list, add, change role, remove. */
import { PAGE_READ, ropc, createOptions, WRITE } from './client';
import { MEMBER_PAGE_PATH } from './paths';

export const listMembers = (query: API.PeopleQuery) =>
  ropc.post<API.Page<API.Member>>(MEMBER_PAGE_PATH, query, PAGE_READ);

export const addUser = (body: API.AddUserParams, idempotencyKey?: string) =>
  ropc.post<API.AddUserResult>('/user/add', body, createOptions(idempotencyKey));

export const changeMemberRole = (body: API.ChangeRoleParams) => ropc.patch<null>('/user/role', body, WRITE);

export const removeMember = (userId: string) =>
  ropc.delete<null>(`/user/remove/${encodeURIComponent(userId)}`, undefined, WRITE);
