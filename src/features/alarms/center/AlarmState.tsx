import { Tag } from 'antd';
import { useT } from '@/locales/t';

/** The alarm's own state: ongoing (no end yet, a blue tag) or cleared; not the user's read status. */
export default function AlarmState({ endedAt }: { endedAt: string | null }) {
  const t = useT();
  return endedAt ? (
    <Tag style={{ marginInlineEnd: 0 }}>{t('alarm.cleared')}</Tag>
  ) : (
    <Tag color="processing" style={{ marginInlineEnd: 0 }}>
      {t('alarm.ongoing')}
    </Tag>
  );
}
