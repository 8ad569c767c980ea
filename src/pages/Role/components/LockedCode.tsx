/**
 * The name of a permission the user may not change in this role, with the reason on hover and, when `focusable`,
 * on keyboard focus too (as DeniedAction does for row actions); the reason is also part of its accessible text.
 */
import type { ReactNode } from 'react';
import WithReason from '@/components/WithReason';

interface Props {
  reason: string;
  focusable: boolean;
  children: ReactNode;
}

export default function LockedCode({ reason, focusable, children }: Props) {
  return (
    <WithReason reason={reason}>
      {(describedBy, disabledStyle) => (
        <span tabIndex={focusable ? 0 : undefined} aria-describedby={describedBy} data-locked style={disabledStyle}>
          {children}
        </span>
      )}
    </WithReason>
  );
}
