// Types of the distributor (manufacturer) endpoints (contract/openapi.yaml, tag Distributors).
declare namespace API {
  type Distributor = Schemas['Distributor'];

  type DistributorQuery = Schemas['DistributorQuery'];

  type DistributorCreate = Schemas['DistributorCreate'];
}
