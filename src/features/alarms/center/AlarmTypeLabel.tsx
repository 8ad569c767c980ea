/** An alarm type as the user sees it: its icon (coloured by severity) and translated name. */
import {
  AimOutlined,
  ColumnHeightOutlined,
  ExceptionOutlined,
  ExperimentOutlined,
  HddOutlined,
  LoginOutlined,
  StopOutlined,
  SwapOutlined,
  ThunderboltOutlined,
  ToolOutlined,
} from '@ant-design/icons';
import { useIntl } from '@umijs/max';
import { wordBreaks } from '@/components/wordBreaks';
import { useT } from '@/locales/t';
import type { AlarmType } from '@/domain/alarmTypes';
import '@/components/cjkWords.css';

const RED = '#cf1322';
const ORANGE = '#d46b08';
const BLUE = '#0958d9';

const LOOK: Record<AlarmType, [typeof ToolOutlined, string]> = {
  taskException: [ExceptionOutlined, ORANGE],
  deviceFailure: [ToolOutlined, RED],
  locationLoss: [AimOutlined, ORANGE],
  consumableReplacement: [SwapOutlined, BLUE],
  rechargeFailed: [ThunderboltOutlined, RED],
  elevatorRide: [ColumnHeightOutlined, ORANGE],
  workstationFailure: [HddOutlined, RED],
  machineTrapped: [StopOutlined, RED],
  abnormalSupply: [ExperimentOutlined, BLUE],
  abnormalGate: [LoginOutlined, ORANGE],
};

export default function AlarmTypeLabel({ type, strong }: { type: AlarmType; strong?: boolean }) {
  const t = useT();
  const { locale } = useIntl();
  const [Icon, color] = LOOK[type] || LOOK.taskException;
  return (
    <span style={{ display: 'inline-flex', alignItems: 'center', gap: 8 }}>
      <Icon aria-hidden style={{ color, fontSize: 16 }} />
      <span className="cjk-words" style={{ fontWeight: strong ? 600 : undefined }}>
        {wordBreaks(t(`alarm.type.${type}`), locale)}
      </span>
    </span>
  );
}
