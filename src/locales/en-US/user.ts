// Messages of the user area (keys start with the area's prefix). Shared people-list labels live here too.
export default {
  'user.title': 'Members of this organization',
  'user.column.account': 'Account',
  'user.column.nickname': 'Nickname',
  'user.column.role': 'Role',
  'user.self': 'You',
  'user.add': 'Add user',
  'user.add.org': 'The user joins {org}.',
  'user.add.success': 'User Added Successfully',
  'user.field.account.placeholder': 'E-mail address or phone number',
  'user.field.account.extra':
    'An existing account joins this organization; a new account is created with the default password.',
  'user.field.role.required': 'Select a role',
  'user.changeRole': 'Change role',
  'user.changeRole.title': 'Change the role of {account}',
  'user.changeRole.success': 'Role changed.',
  'user.remove': 'Remove',
  'user.remove.confirm': 'Confirm removing this user from the organization?',
  'user.remove.detail': '“{account}” leaves {org}. The account itself stays, with its other organizations.',
  'user.denied.OUT_OF_SCOPE':
    'Not available: this account also belongs to an organization outside your administration.',
  'user.denied.DISTRIBUTOR_STAFF': 'Not available: this is a distributor staff account, managed by its distributor.',
  'user.denied.SELF': 'Not available for your own account.',
  'user.denied.LAST_ADMIN': 'Not available: this is the last administrator of the organization.',
  'user.intro': 'Who belongs to this organization and which role each member holds here.',
  'user.column.joinedAt': 'Joined',
};
