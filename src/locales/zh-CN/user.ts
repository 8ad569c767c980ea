import type en from '../en-US/user';

export default {
  'user.title': 'user',
} satisfies Record<keyof typeof en, string>;
