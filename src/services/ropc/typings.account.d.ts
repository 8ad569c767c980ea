// Accounts of the members of an organisation (/account).
declare namespace API {
  interface UpdateAccountParams {
    userId: string;
    account: string;
    nickname?: string;
    remark?: string;
  }

  interface ResetPasswordResult {
    userId: string;
    account: string;
    defaultPassword: string;
  }
}
