// Alarm messages (contract/openapi.yaml, tag Alarms).
declare namespace API {
  type AlarmTypeKey = import('../../domain/alarmTypes').AlarmType;

  type AlarmState = 'ongoing' | 'cleared';

  /** Filters of the alarm list; from/to are ISO instants bounding the start time. */
  interface AlarmFilter {
    type?: AlarmTypeKey;
    /** One organisation of the scope (its own alarms, not its sub-organisations'). */
    busId?: string;
    deviceId?: string;
    read?: 'read' | 'unread';
    /** The alarm's own state, apart from the user's read state: ongoing (no end yet) or cleared. */
    state?: AlarmState;
    from?: string;
    to?: string;
    /** Only the alarm types the organisation notifies in the console (the bell's recent list). */
    notifiedOnly?: boolean;
  }

  type AlarmPageParams = PageParams &
    AlarmFilter & {
      /** Default: newest first. */
      sortField?: 'startedAt' | 'duration';
      sortOrder?: 'ascend' | 'descend';
    };

  interface AlarmTypeCount {
    type: AlarmTypeKey;
    count: number;
  }

  interface AlarmItem {
    id: string;
    type: AlarmTypeKey;
    /** The organisation the device belongs to (the current one or a sub-organisation). */
    busId: string;
    orgName: string;
    deviceId: string;
    deviceName: string;
    startedAt: string;
    /** null while the alarm is still active. */
    endedAt: string | null;
    /** Until endedAt, or until now while active. */
    durationSeconds: number;
    /** For the signed-in user. */
    read: boolean;
  }

  /** reason and remedies are in the language of x-locale. */
  interface AlarmDetail extends AlarmItem {
    reason: string;
    remedies: string[];
  }

  interface AlarmUnreadCount {
    count: number;
  }

  /** How many alarms changed from unread to read. */
  interface AlarmReadResult {
    count: number;
  }

  interface AlarmDevice {
    id: string;
    name: string;
    busId: string;
    orgName: string;
  }
}
