/** The organisation whose alarms are shown: the alternate-mode business id, else the current organisation. */
import { useModel } from '@umijs/max';
import { orgInEffect } from '@/session/currentOrg';

export function useAlarmScope(): string | undefined {
  const { initialState } = useModel('@@initialState');
  if (!initialState?.permissions?.length) return undefined;
  return orgInEffect(initialState);
}
