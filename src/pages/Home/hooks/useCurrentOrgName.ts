/** The name of the organisation Home describes (with its sub-organisations): the organisation in effect. */
import { useModel } from '@umijs/max';
import { orgInEffect, orgNameOf } from '@/session/currentOrg';

export function useCurrentOrgName(): string {
  const { initialState } = useModel('@@initialState');
  return orgNameOf(initialState, orgInEffect(initialState)) || '';
}
