/** The alarms feature's public surface: the header's bell, the list and details over any page, and the pieces
 * other views show of it. Import it from here; its folders are its own. */
import { lazy } from 'react';

export { default as AlarmBell } from './bell';
export { default as AlarmCenter } from './center';
export { default as AlarmTime } from './center/AlarmTime';
export { default as AlarmTypeLabel } from './center/AlarmTypeLabel';
export { notifyAlarmsChanged, useAlarmsChanged } from './center/events';
export { useAlarmScope, useOrgInEffect } from './center/scope';
export { ALARM_KEYS, CLOSED_LIST, useAlarmUrl } from './center/urlState';
export { useDurationText } from './center/useDurationText';
export { publishLiveSignal, useLiveSignals } from './live/bus';
export type { AlarmStreamEvent, LiveSignal } from './live/types';
export { useLiveRefresh } from './live/useLiveRefresh';
/** My account's desktop notifications control, loaded with the tab that shows it. */
export const DesktopNotifications = lazy(() => import('./notify/DesktopNotifications'));
