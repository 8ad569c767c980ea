import { Badge } from 'antd';
import { useT } from '@/locales/t';

/** Unread (a blue dot, bold) or read. */
export default function ReadState({ read }: { read: boolean }) {
  const t = useT();
  return read ? (
    <Badge status="default" text={t('alarm.state.read')} />
  ) : (
    <Badge status="processing" text={<strong>{t('alarm.state.unread')}</strong>} />
  );
}
