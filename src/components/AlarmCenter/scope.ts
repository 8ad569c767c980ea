/** The organisation whose alarms are shown: the alternate-mode business id, else the current organisation. */
import { useModel } from '@umijs/max';

/** The organisation in effect, once the user holds any permission code there (the platform's display settings). */
export function useOrgInEffect(): string | undefined {
  const { initialState } = useModel('@@initialState');
  if (!initialState?.permissions?.length) return undefined;
  return initialState.mode?.busId || initialState.currentOrgId || undefined;
}

/** The alarms' organisation: the platform answers alarms only with the menu code `home` (mock/README.md). */
export function useAlarmScope(): string | undefined {
  const { initialState } = useModel('@@initialState');
  const busId = useOrgInEffect();
  return initialState?.permissions?.includes('home') ? busId : undefined;
}
