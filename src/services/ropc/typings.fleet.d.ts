// Home's fleet health (mock/README.md, section Fleet health).
declare namespace API {
  type DashboardAlarmsQuery = Schemas['DashboardAlarmsQuery'];

  type DashboardAlarmDevice = Schemas['DashboardAlarmDevice'];

  type DashboardAlarms = Schemas['DashboardAlarms'];

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

  type DashboardAttention = Schemas['DashboardAttention'];
}
