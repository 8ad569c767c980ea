/** One switch per alarm type: notify it in the console (counted on the bell, listed in it) or mute it. */
import { Switch, theme } from 'antd';
import { AlarmTypeLabel } from '@/features/alarms';
import { useT } from '@/locales/t';
import { ALARM_TYPES, type AlarmType } from '@/domain/alarmTypes';

type Value = Partial<Record<AlarmType, boolean>>;

interface Props {
  value?: Value;
  onChange?: (value: Value) => void;
  disabled?: boolean;
  id?: string;
}

export default function AlarmNotificationsField({ value = {}, onChange, disabled, id }: Props) {
  const t = useT();
  const { token } = theme.useToken();
  return (
    <ul
      id={id}
      style={{
        listStyle: 'none',
        margin: 0,
        padding: 0,
        border: `1px solid ${token.colorBorderSecondary}`,
        borderRadius: token.borderRadius,
      }}
    >
      {ALARM_TYPES.map((type, index) => {
        const on = value[type] !== false;
        return (
          <li
            key={type}
            style={{
              display: 'flex',
              alignItems: 'center',
              justifyContent: 'space-between',
              gap: 12,
              padding: '8px 12px',
              borderTop: index ? `1px solid ${token.colorBorderSecondary}` : undefined,
            }}
          >
            <AlarmTypeLabel type={type} />
            <span style={{ display: 'inline-flex', alignItems: 'center', gap: 8 }}>
              {/* The state in words for sighted users; the switch itself tells screen readers. */}
              <span
                aria-hidden
                style={{ color: on ? token.colorText : token.colorTextSecondary, minWidth: 48, textAlign: 'end' }}
              >
                {t(on ? 'settings.alarms.on' : 'settings.alarms.off')}
              </span>
              <Switch
                checked={on}
                disabled={disabled}
                aria-label={t('settings.alarms.notify', { type: t(`alarm.type.${type}`) })}
                onChange={(checked) => onChange?.({ ...value, [type]: checked })}
              />
            </span>
          </li>
        );
      })}
    </ul>
  );
}
