import type en from '../en-US/manufacturer';

export default {
  'manufacturer.title': 'manufacturer',
} satisfies Record<keyof typeof en, string>;
