// Messages of the shell: header switchers, user menu, alternate mode, startup and page-load failures.
export default {
  'shell.org.label': 'Current organization',
  'shell.org.settings': 'Platform Settings of {name}',
  'shell.org.search': 'Search organizations',
  'shell.org.count': '{count, plural, =0 {No organization found} one {# organization} other {# organizations}}',
  'shell.org.noMatch': 'No organization matches',
  'shell.user.menu': 'Account menu',
  'shell.user.profile': 'Personal Center',
  'shell.user.settings': 'Platform Settings',
  'shell.mode.viewing': 'Viewing organization: {name}',
  'shell.mode.exit': 'Back to my organizations',
  'shell.chunk.title': 'This page could not be loaded',
  'shell.chunk.partTitle': 'This part of the console could not be loaded',
  'shell.chunk.offline':
    'You appear to be offline, so this page could not be fetched. Check the network connection, then reload.',
  'shell.chunk.partOffline':
    'You appear to be offline, so this part could not be fetched. Check the network connection, then reload.',
  'shell.error.description': 'An unexpected error stopped this page. Reload the page to try again.',
  'shell.error.cause': 'What failed:',
  'shell.exception.code': 'Error code',
  'shell.exception.message': 'Message',
  'shell.exception.fromAddress': 'The error code and message below came with the address of this page.',
  'shell.menu.toggle': 'Show or hide the menu',
  'shell.loading': 'Loading page',
};
