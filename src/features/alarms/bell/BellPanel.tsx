/** The bell's list of recent alarms, with an only-unread switch and "More" to the full list. */
import { useRequest, useThrottleFn } from 'ahooks';
import { Button, Empty, Flex, Spin, Switch, theme, Typography } from 'antd';
import { useState } from 'react';
import { useT } from '@/locales/t';
import { pageAlarms } from '@/services/ropc/alarm';
import { useAlarmsChanged } from '../center/events';
import { CLOSED_LIST, useAlarmUrl } from '../center/urlState';
import { useLiveSignals } from '../live/bus';
import AlarmSummary from './AlarmSummary';

const RECENT = 6;
const LIVE_READ_MS = 1000;

interface Props {
  /** Close and give focus back to the bell (Escape). */
  onClose: () => void;
  /** Close because another view opens. */
  onLeave: () => void;
}

export default function BellPanel({ onClose, onLeave }: Props) {
  const t = useT();
  const [, set] = useAlarmUrl();
  const { token } = theme.useToken();
  const [onlyUnread, setOnlyUnread] = useState(false);
  const { data, loading, refresh } = useRequest(
    // Alarm types the organisation muted in Platform Settings are not listed here (the full list has them).
    () => pageAlarms({ current: 1, pageSize: RECENT, read: onlyUnread ? 'unread' : undefined, notifiedOnly: true }),
    { refreshDeps: [onlyUnread] },
  );
  useAlarmsChanged(refresh);
  // A burst of streamed alarms reads the list at most once a second.
  const { run: follow } = useThrottleFn(refresh, { wait: LIVE_READ_MS });
  useLiveSignals(follow);

  const openAlarm = (id: string) => {
    onLeave();
    set({ alarmId: id });
  };
  const more = () => {
    onLeave();
    set({ ...CLOSED_LIST, alarms: 'open', alarmRead: onlyUnread ? 'unread' : undefined });
  };
  const list = data?.list || [];

  return (
    <section
      aria-label={t('alarm.bell.recent')}
      className="alarm-bell-panel"
      onKeyDown={(event) => {
        if (event.key === 'Escape') onClose();
      }}
    >
      <Flex justify="space-between" align="center" style={{ padding: '0 4px 8px' }}>
        <Typography.Text strong>{t('alarm.bell.recent')}</Typography.Text>
        <label style={{ display: 'inline-flex', alignItems: 'center', gap: 8, cursor: 'pointer' }}>
          {t('alarm.bell.onlyUnread')}
          <Switch size="small" checked={onlyUnread} onChange={setOnlyUnread} />
        </label>
      </Flex>
      <Spin spinning={loading}>
        {list.length === 0 ? (
          <Empty
            image={Empty.PRESENTED_IMAGE_SIMPLE}
            description={loading ? ' ' : t(onlyUnread ? 'alarm.emptyUnread' : 'alarm.empty')}
          />
        ) : (
          <ul style={{ listStyle: 'none', margin: 0, padding: 0, maxHeight: 'min(60vh, 520px)', overflowY: 'auto' }}>
            {list.map((alarm) => (
              <li key={alarm.id}>
                <AlarmSummary alarm={alarm} onOpen={() => openAlarm(alarm.id)} />
              </li>
            ))}
          </ul>
        )}
      </Spin>
      <Flex justify="center" style={{ borderTop: `1px solid ${token.colorSplit}`, paddingTop: 4, marginTop: 4 }}>
        <Button type="link" onClick={more}>
          {t('alarm.bell.more')}
        </Button>
      </Flex>
    </section>
  );
}
