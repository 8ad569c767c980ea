/**
 * The ten alarm types of the specification. The key is the platform's value, the locale key suffix
 * (alarm.type.<key>) and the maintenance-instructions anchor (#alarm-<key>). Imports nothing (shared with mock/).
 */
export const ALARM_TYPES = [
  'taskException',
  'deviceFailure',
  'locationLoss',
  'consumableReplacement',
  'rechargeFailed',
  'elevatorRide',
  'workstationFailure',
  'machineTrapped',
  'abnormalSupply',
  'abnormalGate',
] as const;

export type AlarmType = (typeof ALARM_TYPES)[number];

export const alarmAnchor = (type: AlarmType) => `alarm-${type}`;
