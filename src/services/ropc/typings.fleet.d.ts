// Home's fleet health (mock/README.md, section Fleet health).
declare namespace API {
  interface DashboardAlarmsQuery {
    period: DashboardPeriod;
    /** Devices answered, most alarms first: 1-50, default 10. */
    limit?: number;
  }

  interface DashboardAlarmDevice {
    deviceId: string;
    deviceName: string;
    deviceType: DeviceType;
    busId: string;
    orgName: string;
    /** Alarms that started in the period. */
    alarmCount: number;
    /** Their durations added up (an ongoing alarm's until now), seconds. */
    durationSeconds: number;
    /** Of them, still active. */
    ongoingCount: number;
  }

  interface DashboardAlarms {
    period: DashboardPeriod;
    /** The summary's days, YYYY-MM-DD, counted as whole days of `timeZone` (as the alarm list's day filter). */
    from: string;
    to: string;
    /** The organisation's time zone (IANA). */
    timeZone: string;
    total: number;
    ongoing: number;
    /** Devices with at least one alarm in the period. */
    deviceCount: number;
    /** Every alarm type, most alarms first (zeros included). */
    byType: Array<{ type: AlarmTypeKey; count: number }>;
    devices: DashboardAlarmDevice[];
  }

  /** Needs attention now: the ongoing alarms in scope, by device (getDashboardAttention). */
  interface DashboardAttentionAlarm {
    id: string;
    type: AlarmTypeKey;
    startedAt: string;
  }

  interface DashboardAttentionDevice {
    deviceId: string;
    deviceName: string;
    deviceType: DeviceType;
    busId: string;
    /** The site: the device's organisation. */
    orgName: string;
    /** Its ongoing alarms, the oldest first. */
    alarms: DashboardAttentionAlarm[];
  }

  interface DashboardAttention {
    ongoing: number;
    deviceCount: number;
    /** Up to 10, the most ongoing alarms first. */
    devices: DashboardAttentionDevice[];
  }
}
