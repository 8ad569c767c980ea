// Messages of the user area (keys start with the area's prefix). Shared people-list labels live here too.
export default {
  'user.title': 'Members of this organization',
  'user.column.account': 'Account',
  'user.column.nickname': 'Nickname',
  'user.column.role': 'Role',
  'user.self': 'You',
  'user.add': 'Add user',
  'user.add.success': 'User Added Successfully',
  'user.field.account.placeholder': 'E-mail address or phone number',
  'user.field.account.extra':
    'A new account is created with a one-time password; an existing account is invited and joins when its holder accepts with that code.',
  'user.field.role.placeholder': 'Select a role',
  'user.field.role.required': 'Select a role',
  'user.field.role.unavailable': 'You can give only roles whose permissions you hold. Not available: {roles}.',
  'user.role.notHeld': 'Not available: this role has permissions you do not hold.',
  'user.changeRole': 'Change role',
  'user.changeRole.title': 'Change the role of {account}',
  'user.changeRole.success': 'Role changed.',
  'user.remove': 'Remove',
  'user.remove.confirm': 'Confirm removing this user from the organization?',
  'user.denied.OUT_OF_SCOPE':
    'Not available: this account also belongs to an organization outside your administration.',
  'user.denied.DISTRIBUTOR_STAFF': 'Not available: this is a distributor staff account, managed by its distributor.',
  'user.denied.SELF': 'Not available for your own account.',
  'user.denied.LAST_ADMIN': 'Not available: this is the last administrator of the organization.',
  'user.intro': 'Who belongs to this organization and which role each member holds here.',
  'user.column.joinedAt': 'Joined',
};
