import type en from '../en-US/document';

export default {
  'document.title': 'document',
  'document.tab.guide': 'ドキュメント',
} satisfies Record<keyof typeof en, string>;
