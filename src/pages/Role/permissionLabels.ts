/** The translated name of each permission code and action group. */
import type { MessageKey } from '@/locales/types';
import type { PermissionCode } from '@/domain/permissions';

export const PERMISSION_LABELS: Record<PermissionCode | 'tutorial', MessageKey> = {
  home: 'role.perm.home',
  organization: 'role.perm.organization',
  manufacturer: 'role.perm.manufacturer',
  user: 'role.perm.user',
  account: 'role.perm.account',
  role: 'role.perm.role',
  settings: 'role.perm.settings',
  tutorial: 'role.perm.tutorial',
  'organization:create': 'role.perm.organization.create',
  'organization:update': 'role.perm.organization.update',
  'manufacturer:create': 'role.perm.manufacturer.create',
  'user:create': 'role.perm.user.create',
  'user:update': 'role.perm.user.update',
  'user:remove': 'role.perm.user.remove',
  'account:update': 'role.perm.account.update',
  'account:reset': 'role.perm.account.reset',
  'account:delete': 'role.perm.account.delete',
  'role:create': 'role.perm.role.create',
  'role:update': 'role.perm.role.update',
  'role:delete': 'role.perm.role.delete',
  'tutorial:create': 'role.perm.tutorial.create',
  'settings:update': 'role.perm.settings.update',
};

export const labelKeyOf = (code: string): MessageKey | undefined =>
  PERMISSION_LABELS[code as keyof typeof PERMISSION_LABELS];
