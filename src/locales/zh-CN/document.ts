import type en from '../en-US/document';

export default {
  'document.title': 'document',
} satisfies Record<keyof typeof en, string>;
