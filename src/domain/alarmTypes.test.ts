// Spec section 3: the ten alarm types. ALARM_TYPES feeds the alarm list's filter, the notification settings and
// the simulator (seeds and validation), so this list is pinned here, each with its English name from the spec.
import enUS from '@/locales/catalogs/en-US';
import { ALARM_TYPES } from './alarmTypes';

const SPEC_TEN = [
  ['taskException', 'task exception'],
  ['deviceFailure', 'device failure'],
  ['locationLoss', 'location loss'],
  ['consumableReplacement', 'consumable replacement'],
  ['rechargeFailed', 'recharge failed'],
  ['elevatorRide', 'abnormal elevator ride'],
  ['workstationFailure', 'workstation failure'],
  ['machineTrapped', 'machine trapped'],
  ['abnormalSupply', 'abnormal supply'],
  ['abnormalGate', 'abnormal gate'],
] as const;

describe('ALARM_TYPES', () => {
  it('is exactly the ten types of the specification, in its order', () => {
    expect([...ALARM_TYPES]).toEqual(SPEC_TEN.map(([type]) => type));
  });

  it('names each type as the specification does', () => {
    expect(ALARM_TYPES.map((type) => enUS[`alarm.type.${type}`].toLowerCase())).toEqual(
      SPEC_TEN.map(([, name]) => name),
    );
  });
});
