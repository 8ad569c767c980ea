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
  }

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

  /** created: a new account was made with the default password (given once here). */
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
