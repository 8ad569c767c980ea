// Alarm messages (contract/openapi.yaml, tag Alarms).
declare namespace API {
  type AlarmTypeKey = Schemas['AlarmType'];

  type AlarmState = 'ongoing' | 'cleared';

  /** Filters of the alarm list; from/to are ISO instants bounding the start time. */
  type AlarmFilter = Schemas['AlarmFilter'];

  type AlarmPageParams = Schemas['AlarmPageParams'];

  type AlarmTypeCount = Schemas['AlarmTypeCount'];

  type AlarmItem = Schemas['AlarmItem'];

  /** reason and remedies are in the language of x-locale. */
  type AlarmDetail = Schemas['AlarmDetail'];

  type AlarmUnreadCount = Schemas['AlarmUnreadCount'];

  /** How many alarms changed from unread to read. */
  type AlarmReadResult = Schemas['AlarmReadResult'];

  type AlarmDevice = Schemas['AlarmDevice'];
}
