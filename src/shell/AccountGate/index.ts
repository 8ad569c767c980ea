/** What an account must settle at sign-in before or beside the console: its one-time password, its invitations. */
export { default as FirstPasswordStep } from './FirstPasswordStep';
export { default as PendingInvitations } from './PendingInvitations';

/** The account still has its one-time password: the first-sign-in step comes before anything else. */
export const mustChangePassword = (session: { userInfo?: API.UserInfo } | undefined) =>
  !!session?.userInfo?.mustChangePassword;
