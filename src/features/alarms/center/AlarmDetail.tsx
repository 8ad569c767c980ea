/** One alarm: where and when, how long, the reason and remedies in the user's language. Opening it marks it read. */
import { useRequest } from 'ahooks';
import { Button, Modal, Result, Skeleton } from 'antd';
import { useEffect, useState } from 'react';
import { useT } from '@/locales/t';
import { getAlarm, markAlarmRead } from '@/services/ropc/alarm';
import AlarmDetailBody from './AlarmDetailBody';
import AlarmTypeLabel from './AlarmTypeLabel';
import { notifyAlarmsChanged } from './events';
import { useAlarmUrl } from './urlState';
import { useFocusReturn } from './useFocusReturn';

/** Above antd's drawers and modals (1000), below its messages (2010). */
const DETAILS_Z_INDEX = 1100;

export default function AlarmDetail({ id }: { id: string }) {
  const t = useT();
  const [, set] = useAlarmUrl();
  const { data, loading, error } = useRequest(() => getAlarm(id));
  const [markedRead, setMarkedRead] = useState(false);
  useFocusReturn(id);

  useEffect(() => {
    if (!data || data.read) return;
    markAlarmRead(data.id).then(
      () => {
        setMarkedRead(true);
        notifyAlarmsChanged();
      },
      () => undefined, // the request layer has told the user; it stays unread
    );
  }, [data]);

  const close = () => set({ alarmId: undefined });
  return (
    <Modal
      open
      width={680}
      // Above the list whatever mounted first (a link, a reload or back/forward loads both at once).
      zIndex={DETAILS_Z_INDEX}
      title={data ? <AlarmTypeLabel type={data.type} /> : t('alarm.title')}
      onCancel={close}
      footer={
        <Button type="primary" onClick={close}>
          {t('alarm.detail.close')}
        </Button>
      }
    >
      {loading && !data ? <Skeleton active /> : null}
      {error && !data ? <Result status="warning" subTitle={t('alarm.detail.unavailable')} /> : null}
      {data ? <AlarmDetailBody alarm={data} read={data.read || markedRead} /> : null}
    </Modal>
  );
}
