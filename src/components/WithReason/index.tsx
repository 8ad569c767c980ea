/**
 * Something the user may not use, with the reason on hover and on keyboard focus, and as its accessible
 * description. `children` renders the thing, given the id that describes it and the disabled look.
 */
import { theme, Tooltip } from 'antd';
import { type CSSProperties, type ReactNode, useId } from 'react';
import { VISUALLY_HIDDEN } from '@/components/visuallyHidden';

interface Props {
  /** Why it is not available (translated). */
  reason: string;
  /** The style of the wrapper the tooltip sits on. */
  wrapperStyle?: CSSProperties;
  children: (describedBy: string, disabledStyle: CSSProperties) => ReactNode;
}

export default function WithReason({ reason, wrapperStyle, children }: Props) {
  const id = useId();
  const { token } = theme.useToken();
  return (
    <>
      {/* The tooltip sits on a wrapper: on the thing itself it would replace aria-describedby with its own. */}
      <Tooltip title={reason} trigger={['hover', 'focus']}>
        <span style={wrapperStyle}>{children(id, { color: token.colorTextDisabled, cursor: 'not-allowed' })}</span>
      </Tooltip>
      <span id={id} style={VISUALLY_HIDDEN}>
        {reason}
      </span>
    </>
  );
}
