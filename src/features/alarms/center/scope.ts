/** The organisation whose alarms are shown: the alternate-mode business id, else the current organisation. */
import { useModel } from '@umijs/max';
import { orgInEffect } from '@/session/currentOrg';

/** The organisation in effect, once the user holds any permission code there (the platform's display settings). */
export function useOrgInEffect(): string | undefined {
  const { initialState } = useModel('@@initialState');
  if (!initialState?.permissions?.length) return undefined;
  return orgInEffect(initialState);
}

/** The alarms' organisation: the platform answers alarms only with the menu code `home` (mock/README.md). */
export function useAlarmScope(): string | undefined {
  const { initialState } = useModel('@@initialState');
  const busId = useOrgInEffect();
  return initialState?.permissions?.includes('home') ? busId : undefined;
}
