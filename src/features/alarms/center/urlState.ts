/**
 * The alarm views' query parameters: ?alarms=open opens the list drawer with its filters, sort and page
 * (alarmType, alarmRead, state ongoing|cleared, alarmOrg, alarmDevice, alarmFrom, alarmTo as YYYY-MM-DD, alarmSort
 * startedAt|duration, alarmOrder ascend|descend, alarmPage, alarmPageSize); `state` is unprefixed because Home's
 * totals link to it (…?alarms=open&state=ongoing).
 * ?alarmId=.. opens one alarm's details. Unknown values are ignored.
 */
import { useEffect, useRef } from 'react';
import { pagingOf } from '@/hooks/urlPaging';
import { useUrlState, type UrlValues } from '@/hooks/useUrlState';
import { ALARM_TYPES, type AlarmType } from '@/domain/alarmTypes';
import { zonedInstant } from '@/domain/timeZones';

export const LIST_KEYS = [
  'alarms',
  'alarmType',
  'alarmRead',
  'state',
  'alarmOrg',
  'alarmDevice',
  'alarmFrom',
  'alarmTo',
  'alarmSort',
  'alarmOrder',
  'alarmPage',
  'alarmPageSize',
] as const;
export const ALARM_KEYS = [...LIST_KEYS, 'alarmId'] as const;
export type AlarmKey = (typeof ALARM_KEYS)[number];

export interface AlarmListState {
  type?: AlarmType;
  read?: 'read' | 'unread';
  state?: API.AlarmState;
  busId?: string;
  deviceId?: string;
  from?: string;
  to?: string;
  sortField?: 'startedAt' | 'duration';
  sortOrder?: 'ascend' | 'descend';
  current: number;
  pageSize: number;
}

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const day = (value?: string) => (value && DAY.test(value) && !Number.isNaN(Date.parse(value)) ? value : undefined);

export function listStateOf(values: UrlValues): AlarmListState {
  const type = ALARM_TYPES.find((t) => t === values.alarmType);
  const read = values.alarmRead === 'read' || values.alarmRead === 'unread' ? values.alarmRead : undefined;
  const state = values.state === 'ongoing' || values.state === 'cleared' ? values.state : undefined;
  const sortField = values.alarmSort === 'startedAt' || values.alarmSort === 'duration' ? values.alarmSort : undefined;
  return {
    type,
    read,
    state,
    busId: values.alarmOrg || undefined,
    deviceId: values.alarmDevice || undefined,
    sortField,
    sortOrder: sortField ? (values.alarmOrder === 'ascend' ? 'ascend' : 'descend') : undefined,
    from: day(values.alarmFrom),
    to: day(values.alarmTo),
    ...pagingOf({ current: values.alarmPage, pageSize: values.alarmPageSize }),
  };
}

/** The filter the platform takes: whole days of the organisation's time zone (else the browser's) become ISO instants. */
export function filterOf(state: AlarmListState, timeZone?: string): API.AlarmFilter {
  return {
    type: state.type,
    read: state.read,
    state: state.state,
    busId: state.busId,
    deviceId: state.deviceId,
    from: state.from ? zonedInstant(state.from, '00:00:00', timeZone).toISOString() : undefined,
    to: state.to ? zonedInstant(state.to, '23:59:59.999', timeZone).toISOString() : undefined,
  };
}

/**
 * What belongs to one organisation and is cleared when the current one changes: the organisation and device filters, the page
 * (another organisation has other totals) and an open alarm. Type, read state and days still make sense.
 */
const ORG_SPECIFIC = { alarmOrg: undefined, alarmDevice: undefined, alarmPage: undefined, alarmId: undefined } as const;

/** Every list parameter cleared (closing the drawer). */
export const CLOSED_LIST = Object.fromEntries(LIST_KEYS.map((k) => [k, undefined])) as Record<
  (typeof LIST_KEYS)[number],
  undefined
>;

export const useAlarmUrl = () => useUrlState(ALARM_KEYS);

/**
 * Clears the organisation-specific parameters when `scope` (the current organisation) changes: switching keeps
 * the page and the open drawer. No scope (the session reloading) is not a change: the last known one counts.
 */
export function useOrgSpecificReset(scope: string | undefined) {
  const [, set] = useAlarmUrl();
  const previous = useRef(scope);
  useEffect(() => {
    if (!scope) return;
    if (previous.current && previous.current !== scope) set(ORG_SPECIFIC);
    previous.current = scope;
  }, [scope, set]);
}
