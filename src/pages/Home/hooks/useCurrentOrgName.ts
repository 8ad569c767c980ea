/** The name of the organisation Home describes (with its sub-organisations): the alternate mode's, else the current one. */
import { useModel } from '@umijs/max';

export function useCurrentOrgName(): string {
  const { initialState } = useModel('@@initialState');
  const currentId = initialState?.mode?.busId || initialState?.currentOrgId;
  return initialState?.orgList?.find((o) => o.busId === currentId)?.name || '';
}
