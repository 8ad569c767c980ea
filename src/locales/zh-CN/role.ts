import type en from '../en-US/role';

export default {
  'role.title': 'role',
} satisfies Record<keyof typeof en, string>;
