/**
 * What the signed-in user may hand out here (src/domain/grants.ts): the codes of startup's menuAuths, and
 * their own role in this organisation, whose codes nobody may change (the platform answers 010018 and 060103
 * OWN_ROLE otherwise).
 */
import { useModel } from '@umijs/max';
import { useMemo } from 'react';
import { mayGrant } from '@/domain/grants';

export interface Grants {
  /** Whether a role with these codes may be given, or a role set to them, changed or deleted. */
  mayGrant: (codes: readonly string[]) => boolean;
  /** Whether the user holds this code (and so may put it in a role). */
  holds: (code: string) => boolean;
  /** The user's own role in this organisation, when the platform named it. */
  ownRoleId?: string;
}

export function useGrants(): Grants {
  const { initialState } = useModel('@@initialState');
  const held = initialState?.permissions;
  const ownRoleId = initialState?.userInfo?.roleId;
  return useMemo(() => {
    const codes = held || [];
    return { mayGrant: (wanted) => mayGrant(codes, wanted), holds: (code) => codes.includes(code), ownRoleId };
  }, [held, ownRoleId]);
}
