/**
 * Needs attention now: the first thing on Home. Every ongoing alarm of the scope by device (the device, its site,
 * each alarm's type and since when), each one click from its details and remedy; the totals open the alarm list
 * filtered to ongoing alarms. Nothing ongoing: one calm line. Light on purpose (no table, no chart): it is in
 * Home's first load. Live alarms re-read it in place (at most every 2 s).
 */
import { CheckCircleOutlined } from '@ant-design/icons';
import { useIntl } from '@umijs/max';
import { useRequest } from 'ahooks';
import { Button, Flex, Skeleton, theme } from 'antd';
import { Text } from '@/components/PlainText';
import { useT } from '@/locales/t';
import { getDashboardAttention } from '@/services/ropc/dashboard';
import { useTimeZone } from '@/session/orgSettings';
import { useUrlState } from '@/hooks/useUrlState';
import { ALARM_KEYS, CLOSED_LIST, useDurationText, useLiveRefresh } from '@/features/alarms';
import { sinceTime } from '../sinceTime';
import LoadError from './LoadError';
import Panel from './Panel';

/** The oldest alarms of a device shown here; the rest are one click away in the list, filtered to the device (a
 * device with thousands of ongoing alarms would otherwise make Home thousands of buttons long). */
const ALARMS_PER_DEVICE = 3;

export default function NeedsAttention() {
  const t = useT();
  const { locale } = useIntl();
  const { token } = theme.useToken();
  const timeZone = useTimeZone();
  const durationText = useDurationText();
  const [, setUrl] = useUrlState(ALARM_KEYS);
  const { data, error, refresh } = useRequest(getDashboardAttention, { refreshOnWindowFocus: true });
  useLiveRefresh(refresh);

  if (error) return <LoadError title="home.error.attention" onRetry={refresh} />;
  const nowMs = Date.now();
  const openList = () => setUrl({ ...CLOSED_LIST, alarmId: undefined, alarms: 'open', state: 'ongoing' });
  const openAlarm = (alarmId: string) => setUrl({ alarmId });
  const openDevice = (deviceId: string) =>
    setUrl({ ...CLOSED_LIST, alarmId: undefined, alarms: 'open', state: 'ongoing', alarmDevice: deviceId });

  return (
    <Panel size="small" data-testid="needs-attention" style={{ marginBottom: 16 }} aria-labelledby="attention-title">
      <Flex wrap gap={8} justify="space-between" align="baseline">
        <h2 id="attention-title" style={{ margin: 0, fontSize: 18, fontWeight: 600 }}>
          {t('home.attention.title')}
        </h2>
        {data?.ongoing ? (
          <Button type="link" style={{ padding: 0, height: 'auto' }} onClick={openList} data-testid="attention-totals">
            {t('home.attention.totals', { ongoing: data.ongoing, devices: data.deviceCount })}
          </Button>
        ) : null}
      </Flex>
      {!data ? (
        <Skeleton active title={false} paragraph={{ rows: 2 }} />
      ) : !data.ongoing ? (
        <Flex
          gap={8}
          align="center"
          style={{ color: token.colorSuccessText, marginTop: 8 }}
          data-testid="attention-calm"
        >
          <CheckCircleOutlined aria-hidden /> {t('home.attention.none')}
        </Flex>
      ) : (
        <ul
          style={{ listStyle: 'none', margin: '8px 0 0', padding: 0, minWidth: 0, overflowWrap: 'anywhere' }}
          aria-labelledby="attention-title"
        >
          {data.devices.map((device) => (
            <li
              key={device.deviceId}
              data-testid="attention-device"
              style={{ padding: '8px 0', borderTop: `1px solid ${token.colorSplit}` }}
            >
              <Flex wrap gap={4} align="baseline">
                <Text strong>{device.deviceName}</Text>
                <Text tone="secondary" style={{ fontSize: 12 }}>
                  {device.orgName} · {t(`home.deviceType.${device.deviceType}`)}
                </Text>
              </Flex>
              {device.alarms.slice(0, ALARMS_PER_DEVICE).map((alarm) => (
                <Flex key={alarm.id} wrap gap={8} align="baseline">
                  <Button
                    type="link"
                    danger
                    style={{ padding: 0, height: 'auto', whiteSpace: 'normal', textAlign: 'start' }}
                    aria-label={t('home.attention.open', {
                      type: t(`alarm.type.${alarm.type}`),
                      device: device.deviceName,
                    })}
                    onClick={() => openAlarm(alarm.id)}
                  >
                    {t(`alarm.type.${alarm.type}`)}
                  </Button>
                  <Text tone="secondary" style={{ fontSize: 12 }}>
                    <time dateTime={alarm.startedAt}>
                      {t('home.attention.since', {
                        time: sinceTime(alarm.startedAt, locale, timeZone, nowMs),
                        duration: durationText((nowMs - Date.parse(alarm.startedAt)) / 1000),
                      })}
                    </time>
                  </Text>
                </Flex>
              ))}
              {device.alarms.length > ALARMS_PER_DEVICE ? (
                <Button type="link" style={{ padding: 0, height: 'auto' }} onClick={() => openDevice(device.deviceId)}>
                  {t('home.attention.moreAlarms', { count: device.alarms.length - ALARMS_PER_DEVICE })}
                </Button>
              ) : null}
            </li>
          ))}
          {data.deviceCount > data.devices.length ? (
            <li style={{ paddingTop: 8, borderTop: `1px solid ${token.colorSplit}` }}>
              <Button type="link" style={{ padding: 0, height: 'auto' }} onClick={openList}>
                {t('home.attention.more', { devices: data.deviceCount - data.devices.length })}
              </Button>
            </li>
          ) : null}
        </ul>
      )}
    </Panel>
  );
}
