/** What an account must settle at sign-in before or beside the console: its one-time password, its invitations. */
export { default as FirstPasswordStep } from './FirstPasswordStep';
export { default as PendingInvitations } from './PendingInvitations';
export { mustChangePassword } from './mustChangePassword';
