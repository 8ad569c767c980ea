/**
 * A row action the platform would refuse (the row's `denied` map, mock/README.md "Administrative scope"): shown
 * disabled where the action would be, with the reason on hover and on keyboard focus. The button stays focusable
 * (aria-disabled, not disabled) so keyboard and screen-reader users reach the explanation too.
 */
import { Button } from 'antd';
import type { ReactNode } from 'react';
import WithReason from '@/components/WithReason';

interface Props {
  /** Why the action is not available (translated). */
  reason: string;
  children: ReactNode;
}

export default function DeniedAction({ reason, children }: Props) {
  return (
    <WithReason reason={reason} wrapperStyle={{ display: 'inline-block' }}>
      {(describedBy, disabledStyle) => (
        <Button
          type="link"
          size="small"
          aria-disabled
          aria-describedby={describedBy}
          style={disabledStyle}
          onClick={(event) => event.preventDefault()}
        >
          {children}
        </Button>
      )}
    </WithReason>
  );
}
