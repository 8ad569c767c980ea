import type en from '../en-US/alarm';

export default {
  'alarm.title': 'alarm',
} satisfies Record<keyof typeof en, string>;
