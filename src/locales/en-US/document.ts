// Messages of the document area (keys start with the area's prefix): the chrome of the documentation site.
// The documentation itself is text data in src/documentation, loaded per language on demand.
export default {
  'document.title': 'Documentation',
  'document.tab.guide': 'User guide',
  'document.nav.label': 'Documents',
  'document.backToConsole': 'Back to console',
  'document.skipToContent': 'Skip to content',
  'document.toc.label': 'On this page',
  'document.toc.toggle': 'Contents',
  'document.search.label': 'Search this document',
  'document.search.placeholder': 'Search this document',
  'document.search.results': 'Search results',
  'document.search.count':
    '{matches, plural, one {# match} other {# matches}} in {sections, plural, one {# section} other {# sections}}',
  'document.search.more': '{count, plural, one {# more match in this section} other {# more matches in this section}}',
  'document.search.empty': 'Nothing in this document matches “{query}”.',
  'document.search.emptyHint': 'Check the spelling, try a shorter or different word, or browse the contents.',
  'document.search.clear': 'Clear search',
  'document.search.escape': 'Esc clears the search.',
  'document.callout.note': 'Note',
  'document.callout.warning': 'Warning',
  'document.seeAlso': 'See also:',
  'document.load.error': 'The documentation could not be loaded.',
  'document.load.hint': 'Check your network connection, then try again.',
  'document.backToTop': 'Back to top',
};
