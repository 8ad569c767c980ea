/**
 * Marks every unread alarm that the list shows for its current filters as read, muted alarm types included: the
 * list shows them, only the bell leaves them out (its count then drops by the notified ones among them).
 */
import { CheckOutlined } from '@ant-design/icons';
import { Button, message, Popconfirm } from 'antd';
import { useT } from '@/locales/t';
import { markAllAlarmsRead } from '@/services/ropc/alarm';
import { notifyAlarmsChanged } from './events';

export default function MarkAllRead({ filter, disabled }: { filter: API.AlarmFilter; disabled?: boolean }) {
  const t = useT();
  const confirm = async () => {
    try {
      const { count } = await markAllAlarmsRead(filter);
      message.success(t('alarm.readAll.done', { count }));
      notifyAlarmsChanged();
    } catch {
      // the request layer has told the user
    }
  };
  return (
    <Popconfirm
      title={t('alarm.readAll.confirm')}
      okText={t('common.confirm')}
      cancelText={t('common.cancel')}
      onConfirm={confirm}
      disabled={disabled}
    >
      <Button icon={<CheckOutlined />} disabled={disabled}>
        {t('alarm.readAll')}
      </Button>
    </Popconfirm>
  );
}
