import type en from '../en-US/account';

export default {
  'account.title': 'account',
} satisfies Record<keyof typeof en, string>;
