/** My account → Notifications: desktop notifications of alarms, and where the organisation chooses their types. */
import { useAccess } from '@umijs/max';
import { Button, Skeleton } from 'antd';
import { Suspense } from 'react';
import { DesktopNotifications } from '@/features/alarms';
import { useT } from '@/locales/t';
import { usePanelUrl } from './panelUrl';

export default function NotificationsTab() {
  const t = useT();
  const access = useAccess();
  const { open } = usePanelUrl();
  return (
    <Suspense fallback={<Skeleton active paragraph={{ rows: 4 }} />}>
      <DesktopNotifications
        typesLink={
          access.settings ? (
            <Button type="link" style={{ padding: 0, height: 'auto' }} onClick={() => open('settings')}>
              {t('alarm.desktop.openSettings')}
            </Button>
          ) : undefined
        }
      />
    </Suspense>
  );
}
