/**
 * Reloads the session (permissions, user info) when a change touches the signed-in user: their own role's
 * permissions, their membership's role, their own account. Menus and buttons then follow at once.
 */
import { useModel } from '@umijs/max';
import { useCallback } from 'react';
import { getRoleInfo } from '@/services/ropc/session';

const sameCodes = (a: string[], b: string[]) => a.length === b.length && a.every((code) => b.includes(code));

export function useSessionRefresh() {
  const { initialState, refresh } = useModel('@@initialState');
  const userId = initialState?.userInfo?.userId;
  const permissions = initialState?.permissions;

  const ifSelf = useCallback(async (id: string) => (id === userId ? refresh() : undefined), [userId, refresh]);

  /** After a role was saved: refresh when it is the user's role here, i.e. when their permissions moved. */
  const ifOwnRole = useCallback(
    async (roleId: string) => {
      // userInfo.roleId can be missing (the user info may be read before the organisation is chosen), so ask.
      const info = await getRoleInfo().catch(() => undefined);
      if (info && (info.roleId === roleId || !sameCodes(info.menuAuths || [], permissions || []))) await refresh();
    },
    [permissions, refresh],
  );

  return { userId, ifSelf, ifOwnRole };
}
