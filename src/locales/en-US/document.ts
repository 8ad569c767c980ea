// Messages of the document area (keys start with the area's prefix).
export default {
  'document.title': 'document',
  'document.tab.guide': 'Documentation',
};
