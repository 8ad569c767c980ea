import type en from '../en-US/document';

export default {
  'document.title': 'document',
  'document.tab.guide': '文档',
} satisfies Record<keyof typeof en, string>;
