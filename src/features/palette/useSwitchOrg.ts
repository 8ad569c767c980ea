/** Switches the current organisation as the header's switcher does (src/session/currentOrg). */
import { useModel } from '@umijs/max';
import { useCallback } from 'react';
import { switchOrganization } from '@/session/currentOrg';

export function useSwitchOrg() {
  const { initialState, refresh } = useModel('@@initialState');
  const current = initialState?.currentOrgId;
  return useCallback(
    async (busId: string) => void (await switchOrganization(busId, current, refresh)),
    [current, refresh],
  );
}
