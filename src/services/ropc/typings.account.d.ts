// Accounts of the members of an organisation (/account).
declare namespace API {
  type UpdateAccountParams = Schemas['UpdateAccountParams'];

  type ResetPasswordResult = Schemas['ResetPasswordResult'];
}
