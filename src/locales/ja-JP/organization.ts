import type en from '../en-US/organization';

export default {
  'organization.title': 'organization',
} satisfies Record<keyof typeof en, string>;
