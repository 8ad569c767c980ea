/**
 * What tells the user of a new alarm of a type the organisation notifies: a small notice in the console with "View"
 * (a burst is one notice that counts), a polite live region for screen readers and, when the user turned them on in
 * My account, a desktop notification from the tab that holds the stream (one per alarm however many tabs are open).
 * Mounted after the first paint (../center/index.tsx).
 */
import { useIntl, useModel } from '@umijs/max';
import { useDebounceFn } from 'ahooks';
import { Button, notification } from 'antd';
import { useRef, useState } from 'react';
import { VISUALLY_HIDDEN } from '@/components/visuallyHidden';
import { useT } from '@/locales/t';
import { useLiveSignals } from '../live/bus';
import { isStreamLeader } from '../live/leader';
import { CLOSED_LIST, useAlarmUrl } from '../center/urlState';
import { useChosenTypes } from './chosenTypes';
import { desktopState, showDesktopNotification } from './desktop';
import { addToBatch, type Batch } from './noticeBatch';

const NOTICE_KEY = 'live-alarms';
/** The tag of a burst's one desktop notification: a later burst replaces it. */
const BURST_TAG = 'live-alarms';
/** Events of one burst arrive within this of each other; a notice waits at most the longer time. */
const SETTLE_MS = 300;
const MAX_WAIT_MS = 1500;

export default function AlarmNotices() {
  const t = useT();
  const { locale } = useIntl();
  const { initialState } = useModel('@@initialState');
  const userId = initialState?.userInfo?.userId;
  const [, setUrl] = useAlarmUrl();
  const isChosen = useChosenTypes();
  const [api, holder] = notification.useNotification();
  const [announcement, setAnnouncement] = useState('');
  // The open notice's batch, and what came since the last desktop notification.
  const notice = useRef<Batch>();
  const desktop = useRef<Batch>();

  const title = (batch: Batch) =>
    batch.count === 1
      ? t('alarm.notice.one', { type: t(`alarm.type.${batch.latest.type}`) })
      : t('alarm.live.count', { count: batch.count });
  const where = (alarm: API.AlarmItem) => `${alarm.deviceName} · ${alarm.orgName}`;
  const open = (batch: Batch) => {
    notice.current = undefined;
    api.destroy(NOTICE_KEY);
    if (batch.count === 1) setUrl({ alarmId: batch.latest.id });
    else setUrl({ ...CLOSED_LIST, alarmId: undefined, alarms: 'open' });
  };

  const flush = useDebounceFn(
    () => {
      const shown = notice.current;
      if (shown) {
        api.open({
          key: NOTICE_KEY,
          role: 'status',
          message: title(shown),
          description: shown.count === 1 ? <bdi>{where(shown.latest)}</bdi> : undefined,
          duration: 10,
          actions: (
            <Button type="primary" size="small" onClick={() => open(shown)}>
              {t('alarm.notice.view')}
            </Button>
          ),
          onClose: () => {
            notice.current = undefined;
          },
        });
        setAnnouncement(
          shown.count === 1
            ? t('alarm.notice.announce', {
                type: t(`alarm.type.${shown.latest.type}`),
                device: shown.latest.deviceName,
              })
            : t('alarm.live.count', { count: shown.count }),
        );
      }
      const batch = desktop.current;
      desktop.current = undefined;
      if (batch && isStreamLeader() && desktopState(userId) === 'on') {
        showDesktopNotification(
          batch.count === 1 ? batch.latest.id : BURST_TAG,
          { title: title(batch), body: batch.count === 1 ? where(batch.latest) : '', lang: locale },
          () => open(batch),
        );
      }
    },
    { wait: SETTLE_MS, maxWait: MAX_WAIT_MS },
  );

  // It loads once the stream runs: the alarms that came while it loaded are noticed too.
  useLiveSignals(
    (signal) => {
      if (signal.type !== 'event' || signal.event.kind !== 'raised') return;
      const { alarm } = signal.event;
      if (!isChosen(alarm.type)) return;
      notice.current = addToBatch(notice.current, alarm);
      desktop.current = addToBatch(desktop.current, alarm);
      flush.run();
    },
    { recent: true },
  );

  return (
    <>
      {holder}
      <div aria-live="polite" aria-atomic="true" style={VISUALLY_HIDDEN} data-testid="alarm-announcer">
        {announcement}
      </div>
    </>
  );
}
