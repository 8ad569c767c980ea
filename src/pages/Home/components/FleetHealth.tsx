/**
 * Fleet health: for the period and scope of the cards, the alarms by type and the devices that need attention
 * most (ongoing alarms first, then alarm count and total alarm time). A type or a device opens the alarm list filtered to it
 * and to the period's days, which the platform counted in the organisation's time zone as that list does.
 * Loaded after the cards, like the charts and the overview. Live alarms re-read it in place (at most every 2 s).
 */
import { CheckCircleOutlined } from '@ant-design/icons';
import { useRequest } from 'ahooks';
import { Button, Card, Flex, Table, Tag, theme, type TableColumnsType } from 'antd';
import { Text, Paragraph } from '@/components/PlainText';
import { cardRows } from '@/components/ResponsiveTable/cardRows';
import { AlarmTypeLabel, useAlarmUrl, useDurationText, useLiveRefresh } from '@/features/alarms';
import { useT } from '@/locales/t';
import { getDashboardAlarms } from '@/services/ropc/dashboard';
import { useFormat } from '../hooks/useFormat';
import type { Period } from '@/domain/metrics';
import Columns from './Columns';
import LoadError from './LoadError';
import './fleetHealth.css';
import './fleetPhone.css';

type Device = API.DashboardAlarmDevice;

const heading = { margin: '0 0 12px', fontSize: 15, fontWeight: 600 } as const;

export default function FleetHealth({ period }: { period: Period }) {
  const t = useT();
  const format = useFormat();
  const durationText = useDurationText();
  const { token } = theme.useToken();
  const [, setAlarmUrl] = useAlarmUrl();
  const { data, error, loading, refresh } = useRequest(() => getDashboardAlarms({ period }), { refreshDeps: [period] });
  useLiveRefresh(refresh);

  if (error) return <LoadError title="home.error.fleet" onRetry={refresh} />;
  const shown = data?.period === period ? data : undefined;

  /** The full alarm list over the page, filtered to the period's days (and a device or a type). */
  const openAlarms = (filter: { alarmDevice?: string; alarmType?: string }) =>
    shown &&
    setAlarmUrl({
      alarms: 'open',
      alarmDevice: undefined,
      alarmType: undefined,
      alarmRead: undefined,
      alarmPage: undefined,
      alarmId: undefined,
      alarmFrom: shown.from,
      alarmTo: shown.to,
      ...filter,
    });

  const columns: TableColumnsType<Device> = [
    {
      key: 'device',
      title: t('home.column.device'),
      render: (_, row) => (
        <>
          <Button
            type="link"
            style={{ padding: 0, height: 'auto', fontWeight: 600 }}
            aria-label={t('home.fleet.open', { device: row.deviceName })}
            onClick={(event) => {
              event.stopPropagation();
              openAlarms({ alarmDevice: row.deviceId });
            }}
          >
            {row.deviceName}
          </Button>
          <div style={{ color: token.colorTextSecondary, fontSize: 12 }}>
            {row.orgName} · {t(`home.deviceType.${row.deviceType}`)}
          </div>
        </>
      ),
    },
    {
      key: 'count',
      title: t('home.fleet.column.alarms'),
      dataIndex: 'alarmCount',
      align: 'right',
      render: (n: number) => <strong style={{ fontVariantNumeric: 'tabular-nums' }}>{format.number(n)}</strong>,
    },
    {
      key: 'duration',
      title: t('home.fleet.column.duration'),
      dataIndex: 'durationSeconds',
      align: 'right',
      render: (s: number) => durationText(s),
    },
    {
      key: 'ongoing',
      title: t('home.fleet.column.ongoing'),
      dataIndex: 'ongoingCount',
      align: 'right',
      render: (n: number) =>
        n ? (
          <Tag color="error" style={{ marginInlineEnd: 0 }}>
            {format.number(n)}
          </Tag>
        ) : (
          <span style={{ color: token.colorTextSecondary }}>0</span>
        ),
    },
  ];

  const maxType = Math.max(1, ...(shown?.byType || []).map((b) => b.count));
  return (
    <Card
      data-testid="fleet-health"
      className="fleet-health"
      style={{ marginTop: 16 }}
      loading={!shown && loading}
      title={<h2 style={{ margin: 0, fontSize: 18, fontWeight: 600 }}>{t('home.fleet.title')}</h2>}
      extra={
        shown ? (
          <Text data-testid="fleet-totals">
            {t('home.fleet.totals', { total: shown.total, ongoing: shown.ongoing, devices: shown.deviceCount })}
          </Text>
        ) : null
      }
    >
      {shown ? (
        <>
          <Paragraph tone="secondary" style={{ marginTop: -8 }}>
            {t('home.fleet.scope', { range: format.range(shown.from, shown.to) })}
          </Paragraph>
          {shown.total === 0 ? (
            <Flex gap={8} align="center" style={{ color: token.colorSuccessText }}>
              <CheckCircleOutlined aria-hidden /> {t('home.fleet.none')}
            </Flex>
          ) : (
            <Columns tracks={{ xs: 1, xl: [9, 15] }} gap={[32, 24]}>
              <div>
                <h3 style={heading}>{t('home.fleet.byType')}</h3>
                <ul aria-label={t('home.fleet.byType')} style={{ listStyle: 'none', margin: 0, padding: 0 }}>
                  {shown.byType.map(({ type, count }) => (
                    <li key={type}>
                      <button
                        type="button"
                        className="fleet-type"
                        disabled={!count}
                        aria-label={t('home.fleet.openType', { type: t(`alarm.type.${type}`), count })}
                        onClick={() => openAlarms({ alarmType: type })}
                        style={{
                          display: 'grid',
                          gridTemplateColumns: 'minmax(150px, 1fr) 2fr 40px',
                          alignItems: 'center',
                          gap: 8,
                          width: '100%',
                          padding: '4px 0',
                          cursor: count ? 'pointer' : 'default',
                          opacity: count ? 1 : 0.55,
                        }}
                      >
                        <AlarmTypeLabel type={type} />
                        <span aria-hidden style={{ height: 8, borderRadius: 4, background: token.colorFillSecondary }}>
                          <span
                            style={{
                              display: 'block',
                              height: 8,
                              borderRadius: 4,
                              width: `${(count / maxType) * 100}%`,
                              background: token.colorPrimary,
                            }}
                          />
                        </span>
                        <span style={{ textAlign: 'right', fontVariantNumeric: 'tabular-nums' }}>
                          {format.number(count)}
                        </span>
                      </button>
                    </li>
                  ))}
                </ul>
              </div>
              <div>
                <h3 style={heading}>{t('home.fleet.devices')}</h3>
                <Table<Device>
                  rowKey="deviceId"
                  size="small"
                  {...cardRows(columns)}
                  dataSource={shown.devices}
                  pagination={false}
                  scroll={{ x: 'max-content' }}
                  onRow={(row) => ({
                    onClick: () => openAlarms({ alarmDevice: row.deviceId }),
                    style: { cursor: 'pointer' },
                  })}
                />
                <Text tone="secondary" style={{ display: 'block', marginTop: 8, fontSize: 12 }}>
                  {t('home.fleet.devices.hint')}
                </Text>
              </div>
            </Columns>
          )}
        </>
      ) : null}
    </Card>
  );
}
