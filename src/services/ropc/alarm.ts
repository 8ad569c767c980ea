/** Alarm messages of the current organisation (and its sub-organisations). */
import { ropc, WRITE } from './client';
import { UNREAD_COUNT_PATH } from './paths';

export const pageAlarms = (params: API.AlarmPageParams) => ropc.post<API.Page<API.AlarmItem>>('/alarm/page', params);

/** Polled by the header bell: failures stay silent (the next poll retries); 000401/000402 still apply. */
export const getUnreadAlarmCount = () =>
  ropc.get<API.AlarmUnreadCount>(UNREAD_COUNT_PATH, { customParams: { isShowError: false } });

export const getAlarm = (id: string) => ropc.get<API.AlarmDetail>(`/alarm/${encodeURIComponent(id)}`);

export const markAlarmRead = (id: string) => ropc.post<API.AlarmReadResult>(`/alarm/${encodeURIComponent(id)}/read`);

/** Marks every unread alarm that matches the filter as read. */
export const markAllAlarmsRead = (filter: API.AlarmFilter) =>
  ropc.post<API.AlarmReadResult>('/alarm/read-all', filter, WRITE);

export const listAlarmDevices = () => ropc.get<API.AlarmDevice[]>('/alarm/devices');

/** Alarms per type for the list's filter (its type left out): the counts on the type filter. */
export const countAlarmTypes = (filter: API.AlarmFilter) =>
  ropc.post<API.AlarmTypeCount[]>('/alarm/type-counts', { ...filter, type: undefined });
