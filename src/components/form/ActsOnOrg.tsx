/**
 * The first line of a form that acts on the organisation in effect: it names that organisation ("The user joins
 * Harbour Convention Center."), so nobody adds a user or a role to the wrong one after switching.
 */
import { useModel } from '@umijs/max';
import { Typography } from 'antd';
import { useT } from '@/locales/t';
import { orgInEffect, orgNameOf } from '@/session/currentOrg';

export type ActsOnKey = 'user.add.org' | 'role.add.org' | 'organization.create.org';

/** The name of the organisation requests act on (its id when the list does not have it). */
export function useOrgInEffectName(): string | undefined {
  const { initialState } = useModel('@@initialState');
  const busId = orgInEffect(initialState);
  return orgNameOf(initialState, busId) || busId;
}

export default function ActsOnOrg({ text }: { text: ActsOnKey }) {
  const t = useT();
  const org = useOrgInEffectName();
  if (!org) return null;
  return (
    <Typography.Paragraph type="secondary" data-testid="acts-on-org">
      {t(text, { org })}
    </Typography.Paragraph>
  );
}
