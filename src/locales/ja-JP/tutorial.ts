import type en from '../en-US/tutorial';

export default {
  'tutorial.title': 'tutorial',
} satisfies Record<keyof typeof en, string>;
