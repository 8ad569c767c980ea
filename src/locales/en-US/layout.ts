export default {
  'layout.noAuth':
    'You currently have no organization permissions, please contact the administrator for configuration.',
  'layout.noAuth.account': 'Signed-in account',
  'layout.noAuth.org': 'Organization',
  'layout.noAuth.noOrg': 'None: this account belongs to no organization',
  'layout.noAuth.orgWithId': '{name} ({id})',
  'layout.noAuth.forAdmin': 'Send these details to your administrator, who can then give this account a role.',
  'layout.noAuth.copy': 'Copy the account and organization',
  'layout.noAuth.copied': 'Account: {account}\nOrganization: {org}',
  'layout.forbidden': 'You do not have permission to open this page.',
  'layout.notFound': 'The page you opened does not exist.',
  'layout.exception.title': 'Something went wrong',
  'layout.chunkError': 'A new version of the console was deployed. Reload the page to continue.',
  'layout.logout': 'Log Out',
  'layout.language': 'Language',
  'layout.breadcrumb': 'Breadcrumb',
  'layout.welcome': 'Welcome, {name}',
};
