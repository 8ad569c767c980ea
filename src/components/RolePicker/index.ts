/** How roles are named (the default roles translated) and the role choices of the current organisation. */
import { useRequest } from 'ahooks';
import { useCallback, useMemo } from 'react';
import type { MessageKey } from '@/locales/types';
import { useT } from '@/locales/t';
import { listAllRoles } from '@/services/ropc/role';

const DEFAULT_ROLE_NAMES: Record<API.DefaultRoleCode, MessageKey> = {
  default_admin: 'role.default.admin',
  default_user: 'role.default.user',
};

/** The default role a role is, by its marker or (as some platforms answer) by its name. */
export function defaultRoleOf(role: { name?: string; builtIn?: string | null }): API.DefaultRoleCode | undefined {
  const code = role.builtIn || role.name;
  return code === 'default_admin' || code === 'default_user' ? code : undefined;
}

/** The names a default role bears until someone renames it: its code, and its name in the spec. */
const PLATFORM_NAMES: Record<API.DefaultRoleCode, readonly string[]> = {
  default_admin: ['default_admin', 'Administrator'],
  default_user: ['default_user', 'Ordinary user'],
};

/** The default role a role is while it keeps the platform's name (shown translated); none once renamed. */
export function unrenamedDefaultOf(role: { name?: string; builtIn?: string | null }): API.DefaultRoleCode | undefined {
  const code = defaultRoleOf(role);
  return code && PLATFORM_NAMES[code].includes(role.name ?? '') ? code : undefined;
}

/** A role's name as shown: a default role's in the user's language until it is renamed, any other's as named. */
export function useRoleLabel() {
  const t = useT();
  return useCallback(
    (role: { name?: string; roleName?: string; builtIn?: string | null }) => {
      const name = role.name ?? role.roleName ?? '';
      const code = unrenamedDefaultOf({ name, builtIn: role.builtIn });
      return code ? t(DEFAULT_ROLE_NAMES[code]) : name;
    },
    [t],
  );
}

/** Select options of every role of the organisation (value: role id), loaded once `ready`. */
export function useRoleOptions(ready = true) {
  const label = useRoleLabel();
  const { data, loading } = useRequest(listAllRoles, { ready });
  const options = useMemo(() => (data || []).map((role) => ({ value: role.id, label: label(role) })), [data, label]);
  return { options, loading };
}
