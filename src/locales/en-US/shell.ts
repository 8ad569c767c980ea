// Messages of the shell: header switchers, user menu, alternate mode, config.js notice, startup and page-load
// failures.
export default {
  'shell.org.label': 'Current organization',
  'shell.org.settings': 'Platform Settings of {name}',
  'shell.org.search': 'Search organizations',
  'shell.org.count': '{count, plural, =0 {No organization found} one {# organization} other {# organizations}}',
  'shell.org.noMatch': 'No organization matches',
  'shell.user.menu': 'Account menu',
  'shell.user.profile': 'My account',
  'shell.user.settings': 'Platform Settings',
  'shell.mode.viewing': 'Viewing organization: {name}',
  'shell.mode.exit': 'Back to my organizations',
  'shell.config.title': 'The configuration of this deployment (config.js) has errors',
  'shell.config.unknown': 'Unknown key “{key}” (value “{value}”): it is ignored.',
  'shell.config.unknownSuggest': 'Unknown key “{key}” (value “{value}”): it is ignored. Did you mean “{suggestion}”?',
  'shell.config.invalid': '“{key}” has an invalid value, “{value}”: the console uses “{fallback}” instead.',
  'shell.config.notObject': 'config.js does not assign an object to window.ROPC_CONFIG: every key keeps its default.',
  'shell.config.advice':
    'Correct config.js on the server. The operations guide (docs/operations.md, “Runtime configuration”) lists every key and its values.',
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
