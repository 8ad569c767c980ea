import type en from '../en-US/profile';

export default {
  'profile.title': 'profile',
} satisfies Record<keyof typeof en, string>;
