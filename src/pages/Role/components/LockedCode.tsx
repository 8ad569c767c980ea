/**
 * The name of a permission the user may not change in this role, with the reason on hover and, when `focusable`,
 * on keyboard focus too (as DeniedAction does for row actions); the reason is also part of its accessible text.
 */
import { Tooltip, theme } from 'antd';
import { type ReactNode, useId } from 'react';
import { VISUALLY_HIDDEN } from '@/components/visuallyHidden';

interface Props {
  reason: string;
  focusable: boolean;
  children: ReactNode;
}

export default function LockedCode({ reason, focusable, children }: Props) {
  const id = useId();
  const { token } = theme.useToken();
  return (
    <>
      {/* The tooltip sits on a wrapper: on the name itself it would replace aria-describedby with its own. */}
      <Tooltip title={reason} trigger={['hover', 'focus']}>
        <span>
          <span
            tabIndex={focusable ? 0 : undefined}
            aria-describedby={id}
            data-locked
            style={{ color: token.colorTextDisabled, cursor: 'not-allowed' }}
          >
            {children}
          </span>
        </span>
      </Tooltip>
      <span id={id} style={VISUALLY_HIDDEN}>
        {reason}
      </span>
    </>
  );
}
