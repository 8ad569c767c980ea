/**
 * The write actions of a people row: hidden without the action code; disabled with its reason when the platform
 * would refuse it on this row (`row.denied`, else the console's own rule for oneself: a platform that does not
 * send the map still refuses deleting, removing or re-roling oneself).
 */
import { useAccess } from '@umijs/max';
import type { ReactNode } from 'react';
import DeniedAction from '@/components/DeniedAction';
import { useSessionRefresh } from '@/components/SessionRefresh';
import { useT } from '@/locales/t';

const SELF_REFUSED: readonly API.MemberAction[] = ['user:update', 'user:remove', 'account:delete'];

const KEYS = {
  OUT_OF_SCOPE: 'user.denied.OUT_OF_SCOPE',
  DISTRIBUTOR_STAFF: 'user.denied.DISTRIBUTOR_STAFF',
  SELF: 'user.denied.SELF',
  HOLDS_MORE: 'user.denied.HOLDS_MORE',
  LAST_ADMIN: 'user.denied.LAST_ADMIN',
} as const satisfies Record<API.MemberDenyReason, string>;

export function useDeniedReason(): (row: API.Member, action: API.MemberAction) => string | undefined {
  const t = useT();
  const { userId } = useSessionRefresh();
  return (row, action) => {
    const reason =
      row.denied?.[action] ?? (row.userId === userId && SELF_REFUSED.includes(action) ? 'SELF' : undefined);
    if (!reason) return undefined;
    // A reason this console does not know yet still disables the action, with the scope explanation.
    return t(Object.prototype.hasOwnProperty.call(KEYS, reason) ? KEYS[reason] : KEYS.OUT_OF_SCOPE);
  };
}

/** `action(row, code, label, button)`: null without the code, a DeniedAction when refused here, else the button. */
export function useRowAction() {
  const access = useAccess() as Record<string, boolean>;
  const reasonOf = useDeniedReason();
  return (row: API.Member, code: API.MemberAction, label: string, button: ReactNode): ReactNode => {
    if (!access[code]) return null;
    const reason = reasonOf(row, code);
    return reason ? (
      <DeniedAction key={code} reason={reason}>
        {label}
      </DeniedAction>
    ) : (
      button
    );
  };
}
