/** The account still has its one-time password: the first-sign-in step comes before anything else. */
export const mustChangePassword = (session: { userInfo?: API.UserInfo } | undefined) =>
  !!session?.userInfo?.mustChangePassword;
