import { ExportOutlined } from '@ant-design/icons';
import { Link, useIntl } from '@umijs/max';
import { Descriptions, Typography } from 'antd';
import { useTimeZone } from '@/session/orgSettings';
import { VISUALLY_HIDDEN } from '@/components/visuallyHidden';
import { useT } from '@/locales/t';
import { alarmAnchor } from '@/domain/alarmTypes';
import { formatAbsoluteTime } from '@/utils/duration';
import AlarmState from './AlarmState';
import AlarmTime from './AlarmTime';
import ReadState from './ReadState';
import { useDurationText } from './useDurationText';

/** The details of an alarm; server text (reason, remedies) is rendered as text. */
export default function AlarmDetailBody({ alarm, read }: { alarm: API.AlarmDetail; read: boolean }) {
  const t = useT();
  const { locale } = useIntl();
  const timeZone = useTimeZone();
  const durationText = useDurationText();
  return (
    <>
      <Descriptions
        size="small"
        bordered
        column={1}
        styles={{ label: { width: 160 } }}
        items={[
          { key: 'org', label: t('alarm.field.organization'), children: alarm.orgName },
          { key: 'device', label: t('alarm.field.device'), children: alarm.deviceName },
          { key: 'time', label: t('alarm.field.time'), children: <AlarmTime iso={alarm.startedAt} full /> },
          { key: 'state', label: t('alarm.field.state'), children: <AlarmState endedAt={alarm.endedAt} /> },
          ...(alarm.endedAt
            ? [
                {
                  key: 'ended',
                  label: t('alarm.field.endedAt'),
                  children: formatAbsoluteTime(alarm.endedAt, locale, timeZone),
                },
              ]
            : []),
          { key: 'duration', label: t('alarm.field.duration'), children: durationText(alarm.durationSeconds) },
          { key: 'read', label: t('alarm.field.read'), children: <ReadState read={read} /> },
        ]}
      />
      <Typography.Title level={5} style={{ marginTop: 20 }}>
        {t('alarm.detail.reason')}
      </Typography.Title>
      <Typography.Paragraph>{alarm.reason}</Typography.Paragraph>
      <Typography.Title level={5}>{t('alarm.detail.remedies')}</Typography.Title>
      <ol style={{ paddingInlineStart: 20 }}>
        {alarm.remedies.map((remedy, index) => (
          // eslint-disable-next-line react/no-array-index-key -- remedies are an ordered list of plain strings
          <li key={index} style={{ marginBottom: 4 }}>
            {remedy}
          </li>
        ))}
      </ol>
      <Link
        to={`/document/maintenanceInstructions#${alarmAnchor(alarm.type)}`}
        target="_blank"
        rel="noopener noreferrer"
      >
        {t('alarm.detail.manual')} <ExportOutlined aria-hidden />
        <span style={VISUALLY_HIDDEN}>{t('alarm.detail.newTab')}</span>
      </Link>
    </>
  );
}
