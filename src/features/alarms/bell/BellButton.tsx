/** The bell itself: an icon button whose badge shows the capped unread count and whose label says the count. */
import { BellOutlined } from '@ant-design/icons';
import { Badge, Button, type ButtonProps } from 'antd';
import { forwardRef } from 'react';
import { useT } from '@/locales/t';
import { BELL_ATTRIBUTE } from '../center/useFocusReturn';
import { unreadBadgeText } from './unreadCount';

interface Props extends Omit<ButtonProps, 'icon' | 'type'> {
  count: number;
  expanded?: boolean;
}

const BellButton = forwardRef<HTMLButtonElement, Props>(function BellButton({ count, expanded, ...rest }, ref) {
  const t = useT();
  return (
    <Button
      {...rest}
      ref={ref}
      {...{ [BELL_ATTRIBUTE]: '' }}
      type="text"
      aria-label={t('alarm.bell.label', { count })}
      aria-haspopup="dialog"
      aria-expanded={!!expanded}
      icon={
        <Badge count={unreadBadgeText(count)} size="small" offset={[4, -2]}>
          <BellOutlined aria-hidden style={{ fontSize: 18 }} />
        </Badge>
      }
    />
  );
});

export default BellButton;
