// The signed-in user's profile and password (contract/openapi.yaml, tag Settings).
declare namespace API {
  interface ProfilePatch {
    nickname: string;
    /** '' clears it; at least one of email and phone stays. */
    email?: string;
    phone?: string;
  }

  interface ProfileAnswer {
    userId: string;
    account: string;
    nickname: string;
    email: string;
    phone: string;
  }

  interface PasswordChange {
    currentPassword: string;
    newPassword: string;
  }
}
