/**
 * A row action the platform would refuse (the row's `denied` map, mock/README.md "Administrative scope"): shown
 * disabled where the action would be, with the reason on hover and on keyboard focus. The button stays focusable
 * (aria-disabled, not disabled) so keyboard and screen-reader users reach the explanation too.
 */
import { Button, theme, Tooltip } from 'antd';
import { type ReactNode, useId } from 'react';
import { VISUALLY_HIDDEN } from '@/components/visuallyHidden';

interface Props {
  /** Why the action is not available (translated). */
  reason: string;
  children: ReactNode;
}

export default function DeniedAction({ reason, children }: Props) {
  const id = useId();
  const { token } = theme.useToken();
  return (
    <>
      {/* The tooltip sits on a wrapper: on the button itself it would replace aria-describedby with its own. */}
      <Tooltip title={reason} trigger={['hover', 'focus']}>
        <span style={{ display: 'inline-block' }}>
          <Button
            type="link"
            size="small"
            aria-disabled
            aria-describedby={id}
            style={{ color: token.colorTextDisabled, cursor: 'not-allowed' }}
            onClick={(event) => event.preventDefault()}
          >
            {children}
          </Button>
        </span>
      </Tooltip>
      <span id={id} style={VISUALLY_HIDDEN}>
        {reason}
      </span>
    </>
  );
}
