/** Organization management: child organisations of the current one, create, open, rename; the region tree. */
import { PAGE_READ, ropc, createOptions, WRITE } from './client';
import { ORG_CHILD_PAGE_PATH } from './paths';

export const listChildOrganizations = (query: API.OrganizationQuery) =>
  ropc.post<API.Page<API.Organization>>(ORG_CHILD_PAGE_PATH, query, PAGE_READ);

export const createOrganization = (body: API.OrganizationCreate, idempotencyKey?: string) =>
  ropc.post<API.Organization>('/business', body, createOptions(idempotencyKey));

export const getOrganization = (busId: string) =>
  ropc.get<API.Organization>(`/business/${encodeURIComponent(busId)}`, PAGE_READ);

export const renameOrganization = (busId: string, name: string) =>
  ropc.patch<API.Organization>(`/business/${encodeURIComponent(busId)}`, { name }, WRITE);

export const getRegionTree = () => ropc.get<API.RegionOption[]>('/region/tree', PAGE_READ);
