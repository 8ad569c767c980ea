import type en from '../en-US/shell';

export default {
  'shell.title': 'shell',
} satisfies Record<keyof typeof en, string>;
