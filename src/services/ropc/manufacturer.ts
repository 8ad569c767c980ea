/** Manufacturer (distributor) management: the current distributor, its network, adding a subordinate. */
import { PAGE_READ, ropc, createOptions } from './client';

/** The distributor the user acts for here (contract/openapi.yaml, tag Distributors), or null for a directly served organisation. */
export const getCurrentDistributor = () => ropc.get<API.Distributor | null>('/distributor/current', PAGE_READ);

export const listDistributors = (query: API.DistributorQuery) =>
  ropc.post<API.Page<API.Distributor>>('/distributor/page', query, PAGE_READ);

/** Creates a subordinate of the current distributor. There is no delete: the platform answers 010011. */
export const createDistributor = (body: API.DistributorCreate, idempotencyKey?: string) =>
  ropc.post<API.Distributor>('/distributor', body, createOptions(idempotencyKey));
