/** Roles of the current organisation and the permission tree they are built from. */
import { MAX_PAGE_SIZE } from '@/domain/paging';
import { createOptions, PAGE_READ, ropc, WRITE } from './client';
import { ROLE_PAGE_PATH } from './paths';

export const listRoles = (query: API.RoleQuery) => ropc.post<API.Page<API.Role>>(ROLE_PAGE_PATH, query, PAGE_READ);

/** Every role of the organisation, for role pickers (the platform pages at most 200 rows). */
export const listAllRoles = () => listRoles({ current: 1, pageSize: MAX_PAGE_SIZE }).then((page) => page.list);

export const listPowers = () => ropc.post<API.PowerNode[]>('/auth/role/power/list', {}, PAGE_READ);

export const findRole = (id: string) => ropc.post<API.Role>(`/auth/role/find/${encodeURIComponent(id)}`, {}, PAGE_READ);

export const createRole = (body: API.RolePayload, idempotencyKey?: string) =>
  ropc.post<{ id: string }>('/auth/role/create', body, createOptions(idempotencyKey));

export const updateRole = (body: API.RolePayload & { id: string }) =>
  ropc.patch<null>('/auth/role/update', body, WRITE);

export const deleteRole = (id: string) =>
  ropc.delete<null>(`/auth/role/delete/${encodeURIComponent(id)}`, undefined, WRITE);
