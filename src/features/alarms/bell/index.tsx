/** The header's alarm bell: the unread count, and on click a list of recent alarms. */
import { Popover } from 'antd';
import { lazy, Suspense, useRef, useState } from 'react';
import { useAlarmScope } from '../center/scope';
import { useLiveAlarms } from '../live/useLiveAlarms';
import OverlayBoundary from '@/components/OverlayBoundary';
import BellButton from './BellButton';
import './bellSheet.css';
import { useUnreadCount } from './useUnreadCount';

const BellPanel = lazy(() => import('./BellPanel'));

export default function AlarmBell() {
  const scope = useAlarmScope();
  const count = useUnreadCount(scope);
  useLiveAlarms(scope);
  const [open, setOpen] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  if (!scope) return null;

  const close = () => {
    setOpen(false);
    button.current?.focus();
  };
  return (
    <Popover
      open={open}
      onOpenChange={setOpen}
      trigger="click"
      placement="bottomRight"
      arrow={false}
      rootClassName="alarm-bell-sheet"
      // Inside the header, right after the button, so Tab reaches the list.
      getPopupContainer={(trigger) => trigger.parentElement || document.body}
      // The list reloads each time it opens.
      destroyOnHidden
      content={
        <OverlayBoundary resetKey={open} onClose={() => setOpen(false)}>
          <Suspense fallback={null}>
            <BellPanel onClose={close} onLeave={() => setOpen(false)} />
          </Suspense>
        </OverlayBoundary>
      }
    >
      <BellButton ref={button} count={count} expanded={open} />
    </Popover>
  );
}
