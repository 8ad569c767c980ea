// Types of the organization endpoints (contract/openapi.yaml, tag Organizations).
declare namespace API {
  type OperationModel = 'direct' | 'leased' | 'distributor';

  /** A child organisation as the list and the detail answer it; regionNames are in the language of x-locale. */
  interface Organization {
    busId: string;
    name: string;
    code: string;
    parentId: string | null;
    /** Region codes from country down to city or district. */
    region: string[];
    regionNames: string[];
    /** Area information: the street address. */
    address: string;
    /** Administrator accounts (e-mail or phone). */
    admins: string[];
    operationModel: OperationModel;
    createdAt: string;
  }

  interface OrganizationQuery extends PageParams {
    name?: string;
    code?: string;
  }

  interface OrganizationCreate {
    name: string;
    code?: string;
    region: string[];
    address: string;
    admins: string[];
    operationModel: OperationModel;
  }

  /** One node of the region picker, labelled in the language of x-locale. */
  interface RegionOption {
    value: string;
    label: string;
    children?: RegionOption[];
  }
}
