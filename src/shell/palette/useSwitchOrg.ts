/** Switches the current organisation as the header's switcher does: saved, then the session refreshed for it. */
import { useModel } from '@umijs/max';
import { useCallback } from 'react';
import { storedOrgId } from '@/session/storage';

export function useSwitchOrg() {
  const { initialState, refresh } = useModel('@@initialState');
  const current = initialState?.currentOrgId;
  return useCallback(
    async (busId: string) => {
      if (busId === current) return;
      storedOrgId.set(busId);
      await refresh();
    },
    [current, refresh],
  );
}
