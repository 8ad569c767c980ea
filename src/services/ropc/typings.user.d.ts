// Members of an organisation (/user). Shared with the account list, which answers the same rows.
declare namespace API {
  type DefaultRoleCode = Schemas['DefaultRoleCode'];

  type Member = Schemas['Member'];

  /** The writes on a member row: change role and remove (/user), edit, reset password and delete (/account). */
  type MemberAction = Schemas['MemberAction'];

  /**
   * OUT_OF_SCOPE: the account also belongs to an organisation outside the caller's administrative scope (010015);
   * DISTRIBUTOR_STAFF: the account of distributor staff, managed by its distributor (010015);
   * SELF: one's own account cannot be deleted, removed or given another role (010016);
   * LAST_ADMIN: the only administrator of this organisation (of any, for delete) (010017).
   */
  type MemberDenyReason = Schemas['MemberDenyReason'];

  type PeopleQuery = Schemas['PeopleQuery'];

  type AddUserParams = Schemas['AddUserParams'];

  /**
   * The same answer for a new account and an invited existing one (created: always true): defaultPassword is the
   * one-time password or the invitation's code, given once here.
   */
  type AddUserResult = Schemas['AddUserResult'];

  type ChangeRoleParams = Schemas['ChangeRoleParams'];
}
