import { Button, theme } from 'antd';
import type { CSSProperties } from 'react';
import { useT } from '@/locales/t';
import AlarmTime from '../center/AlarmTime';
import AlarmTypeLabel from '../center/AlarmTypeLabel';
import ReadState from '../center/ReadState';
import { useDurationText } from '../center/useDurationText';

const ITEM: CSSProperties = {
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'stretch',
  gap: 2,
  height: 'auto',
  padding: '8px 10px',
  textAlign: 'start',
  whiteSpace: 'normal',
};
const ROW: CSSProperties = { display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 8 };

/**
 * One alarm in the bell's list: type, read status, organisation and device, when it started (clock time and how
 * long ago), then its state with its duration in words ("Ongoing for 23 h 44 min"), so a time is never read as a
 * duration.
 */
export default function AlarmSummary({ alarm, onOpen }: { alarm: API.AlarmItem; onOpen: () => void }) {
  const t = useT();
  const durationText = useDurationText();
  const { token } = theme.useToken();
  // Secondary text at 0.65 alpha: readable contrast in light and dark themes.
  const META: CSSProperties = { color: token.colorTextSecondary, fontSize: 12 };
  return (
    <Button
      type="text"
      block
      style={alarm.read ? ITEM : { ...ITEM, background: token.colorPrimaryBg }}
      onClick={onOpen}
    >
      <span style={ROW}>
        <AlarmTypeLabel type={alarm.type} strong={!alarm.read} />
        <ReadState read={alarm.read} />
      </span>
      <span style={META}>
        {alarm.orgName} · {alarm.deviceName}
      </span>
      <span style={META}>
        <AlarmTime iso={alarm.startedAt} />
      </span>
      <span style={alarm.endedAt ? META : { ...META, color: token.colorInfoText }}>
        {t(alarm.endedAt ? 'alarm.bell.clearedAfter' : 'alarm.bell.ongoingFor', {
          duration: durationText(alarm.durationSeconds),
        })}
      </span>
    </Button>
  );
}
