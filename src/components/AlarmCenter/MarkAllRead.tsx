/** Marks every unread alarm that matches the list's current filters as read. */
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
    <Popconfirm title={t('alarm.readAll.confirm')} okText={t('common.confirm')} cancelText={t('common.cancel')} onConfirm={confirm} disabled={disabled}>
      <Button icon={<CheckOutlined />} disabled={disabled}>
        {t('alarm.readAll')}
      </Button>
    </Popconfirm>
  );
}
