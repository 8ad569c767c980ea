// Messages of the account area (keys start with the area's prefix), including the default-password notice.
export default {
  'account.title': 'Accounts of this organization',
  'account.edit.title': 'Edit account',
  'account.resetPassword': 'Reset password',
  'account.resetPassword.confirm': 'Reset the account password to the default password?',
  'account.delete.confirm': 'Delete this account? It is removed from every organization and cannot sign in again.',
  'account.delete.detail': 'Account to delete: {account}',
  'account.password.title.added': 'One-time password',
  'account.password.title.reset': 'Password reset',
  'account.password.added':
    'Give {account} this one-time password: with it they sign in for the first time and choose their own, or, if they already have an account, accept the invitation:',
  'account.password.reset':
    'The password of {account} was reset and their sessions were ended. Their one-time password:',
  'account.password.hint':
    'It is shown only this once. Share it with the user securely: they must change it when they sign in.',
  'account.copy.label': 'Copy the default password',
  'account.copy.failed': 'Could not copy. Select the password and copy it manually.',
  'account.intro':
    "The sign-in accounts of this organization's members: account name, nickname, password reset and deletion.",
  'account.column.createdAt': 'Account created',
};
