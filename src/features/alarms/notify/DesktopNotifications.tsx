/**
 * My account → Notifications: desktop notifications of alarms on this browser, off until the user turns them on.
 * Turning the switch on is the only thing that asks the browser's permission; the switch turns them off again.
 * Shows the state (on, off, blocked by the browser with how to allow them, not supported) and the alarm types that
 * notify.
 */
import { useModel } from '@umijs/max';
import { Alert, Flex, Switch, Tag, Typography } from 'antd';
import { useEffect, useState, type ReactNode } from 'react';
import { ALARM_TYPES } from '@/domain/alarmTypes';
import { useT } from '@/locales/t';
import AlarmTypeLabel from '../center/AlarmTypeLabel';
import { useChosenTypes } from './chosenTypes';
import { desktopState, turnDesktopOff, turnDesktopOn } from './desktop';

interface Props {
  /** Where the organisation's alarm types are chosen (Platform Settings), when the user may open it. */
  typesLink?: ReactNode;
}

export default function DesktopNotifications({ typesLink }: Props) {
  const t = useT();
  const { initialState } = useModel('@@initialState');
  const userId = initialState?.userInfo?.userId;
  const [state, setState] = useState(() => desktopState(userId));
  const [asking, setAsking] = useState(false);
  const isChosen = useChosenTypes();
  const chosen = ALARM_TYPES.filter(isChosen);

  // The user may allow them in the browser's site settings meanwhile: read the permission again on coming back.
  useEffect(() => {
    const again = () => setState(desktopState(userId));
    again();
    window.addEventListener('focus', again);
    return () => window.removeEventListener('focus', again);
  }, [userId]);

  const change = async (on: boolean) => {
    if (!userId) return;
    if (!on) {
      setState(turnDesktopOff(userId));
      return;
    }
    setAsking(true);
    try {
      setState(await turnDesktopOn(userId));
    } finally {
      setAsking(false);
    }
  };

  return (
    <section aria-labelledby="desktop-alarms-heading">
      <Typography.Title level={3} id="desktop-alarms-heading" style={{ fontSize: 16, marginTop: 0 }}>
        {t('alarm.desktop.title')}
      </Typography.Title>
      <Typography.Paragraph type="secondary">{t('alarm.desktop.intro')}</Typography.Paragraph>
      <Flex align="center" gap={12} wrap>
        <Switch
          checked={state === 'on'}
          loading={asking}
          disabled={!userId || state === 'blocked' || state === 'unsupported'}
          aria-label={t('alarm.desktop.switch')}
          aria-describedby="desktop-alarms-state"
          data-testid="desktop-alarms-switch"
          onChange={change}
        />
        <span id="desktop-alarms-state" role="status" data-testid="desktop-alarms-state">
          {t(`alarm.desktop.state.${state}`)}
        </span>
      </Flex>
      {state === 'blocked' ? (
        <Alert
          type="warning"
          showIcon
          style={{ marginTop: 12 }}
          message={t('alarm.desktop.blocked.title')}
          description={t('alarm.desktop.blocked.help')}
        />
      ) : null}
      <Typography.Paragraph style={{ marginTop: 16, marginBottom: 8 }}>
        {chosen.length ? t('alarm.desktop.types') : t('alarm.desktop.noTypes')}
      </Typography.Paragraph>
      <Flex wrap gap={4} data-testid="desktop-alarms-types">
        {chosen.map((type) => (
          <Tag key={type} style={{ marginInlineEnd: 0 }}>
            <AlarmTypeLabel type={type} />
          </Tag>
        ))}
      </Flex>
      <Typography.Paragraph type="secondary" style={{ marginTop: 8, marginBottom: 0 }}>
        {t('alarm.desktop.typesWhere')} {typesLink}
      </Typography.Paragraph>
    </section>
  );
}
