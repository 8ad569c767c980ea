// Members of an organisation (/user). Shared with the account list, which answers the same rows.
declare namespace API {
  type DefaultRoleCode = 'default_admin' | 'default_user';

  interface Member {
    userId: string;
    account: string;
    nickname: string;
    roleId: string;
    roleName: string;
    /** Set for the default roles; the console shows them translated. */
    builtIn: DefaultRoleCode | null;
    remark: string;
    createdAt: string;
    /**
     * The writes of this list (among those the caller's role holds) that the platform would refuse on this row,
     * with the reason; the console disables them and says why. Absent or empty: none (the platform still checks).
     */
    denied?: Partial<Record<MemberAction, MemberDenyReason>>;
  }

  /** The writes on a member row: change role and remove (/user), edit, reset password and delete (/account). */
  type MemberAction = 'user:update' | 'user:remove' | 'account:update' | 'account:reset' | 'account:delete';

  /**
   * OUT_OF_SCOPE: the account also belongs to an organisation outside the caller's administrative scope (010015);
   * DISTRIBUTOR_STAFF: the account of distributor staff, managed by its distributor (010015);
   * SELF: one's own account cannot be deleted, removed or given another role (010016);
   * LAST_ADMIN: the only administrator of this organisation (of any, for delete) (010017).
   */
  type MemberDenyReason = 'OUT_OF_SCOPE' | 'DISTRIBUTOR_STAFF' | 'SELF' | 'LAST_ADMIN';

  interface PeopleQuery extends PageParams {
    account?: string;
    nickname?: string;
    roleId?: string;
  }

  interface AddUserParams {
    account: string;
    nickname?: string;
    roleId: string;
    remark?: string;
  }

  /**
   * The same answer for a new account and an invited existing one (created: always true): defaultPassword is the
   * one-time password or the invitation's code, given once here.
   */
  interface AddUserResult {
    userId: string;
    account: string;
    created: boolean;
    defaultPassword?: string;
  }

  interface ChangeRoleParams {
    userId: string;
    roleId: string;
  }
}
