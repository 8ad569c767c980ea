/**
 * Permission codes carried in menuAuths (documented in contract/openapi.yaml). Shared by the console and the simulator,
 * so this file imports nothing.
 */
export const MENU_CODES = ['home', 'organization', 'manufacturer', 'user', 'account', 'role', 'settings'] as const;

export const ACTION_CODES = [
  'organization:create',
  'organization:update',
  'manufacturer:create',
  'user:create',
  'user:update',
  'user:remove',
  'account:update',
  'account:reset',
  'account:delete',
  'role:create',
  'role:update',
  'role:delete',
  'tutorial:create',
  'settings:update',
] as const;

export type MenuCode = (typeof MENU_CODES)[number];
export type ActionCode = (typeof ACTION_CODES)[number];
export type PermissionCode = MenuCode | ActionCode;

export const ALL_CODES: PermissionCode[] = [...MENU_CODES, ...ACTION_CODES];

/** The menu an action belongs to: "role:create" -> "role". */
export function menuOf(code: PermissionCode): MenuCode {
  return code.split(':')[0] as MenuCode;
}
