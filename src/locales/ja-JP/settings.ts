import type en from '../en-US/settings';

export default {
  'settings.title': 'settings',
} satisfies Record<keyof typeof en, string>;
