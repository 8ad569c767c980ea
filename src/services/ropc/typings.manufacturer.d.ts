// Types of the distributor (manufacturer) endpoints (contract/openapi.yaml, tag Distributors).
declare namespace API {
  interface Distributor {
    id: string;
    name: string;
    code: string;
    /** 1 for a first-level distributor, parent's level + 1 below it. */
    level: number;
    parentId: string | null;
    parentName: string | null;
    createdAt: string;
  }

  interface DistributorQuery extends PageParams {
    name?: string;
    code?: string;
  }

  interface DistributorCreate {
    name: string;
    code?: string;
  }
}
