import type en from '../en-US/home';

export default {
  'home.title': 'home',
} satisfies Record<keyof typeof en, string>;
