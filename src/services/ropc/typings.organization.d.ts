// Types of the organization endpoints (contract/openapi.yaml, tag Organizations).
declare namespace API {
  type OperationModel = Schemas['OperationModel'];

  /** A child organisation as the list and the detail answer it; regionNames are in the language of x-locale. */
  type Organization = Schemas['Organization'];

  type OrganizationQuery = Schemas['OrganizationQuery'];

  type OrganizationCreate = Schemas['OrganizationCreate'];

  /** One node of the region picker, labelled in the language of x-locale. */
  type RegionOption = Schemas['RegionOption'];
}
