/**
 * Reloads the session (permissions, user info) when a change touches the signed-in user: their own role's
 * permissions, their membership's role, their own account. Menus and buttons then follow at once.
 */
import { useModel } from '@umijs/max';
import { useCallback } from 'react';

export function useSessionRefresh() {
  const { initialState, refresh } = useModel('@@initialState');
  const userId = initialState?.userInfo?.userId;
  const roleId = initialState?.userInfo?.roleId;
  const ifSelf = useCallback(async (id: string) => (id === userId ? refresh() : undefined), [userId, refresh]);
  const ifOwnRole = useCallback(async (id: string) => (id === roleId ? refresh() : undefined), [roleId, refresh]);
  return { userId, ifSelf, ifOwnRole };
}
