// The signed-in user's profile and password (mock/README.md, section Personal center and platform settings).
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
