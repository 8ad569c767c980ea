/**
 * The alarms table: about 300 alarms raised by the seeded devices over the last 30 days, every type, some still
 * ongoing. Read state is per user: older alarms start read for everyone, the rest as each user opens them.
 */
import { ALARM_TYPES, type AlarmType } from '../../../src/domain/alarmTypes';
import { now } from '../clock';
import { int } from '../random';
import { currentScale, defineArea } from '../store';
import { SCALE } from './scale';
import { ALARM_TEXTS } from './alarmTexts';

export const ALARM_COUNT = 300;

export interface AlarmRow {
  id: string;
  busId: string;
  deviceId: string;
  type: AlarmType;
  /** Which of the type's causes (ALARM_TEXTS[type][variant]). */
  variant: number;
  startedAt: string;
  /** null while the alarm is still active. */
  endedAt: string | null;
  /** Read for every user since the seed. */
  seededRead: boolean;
  /** Users who opened it (or marked it read) since. */
  readBy: string[];
}

const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;

export const alarms = defineArea('alarms', (core, rng) => {
  const start = now().getTime();
  const rows: Omit<AlarmRow, 'id'>[] = [];
  const count = currentScale() ? SCALE.alarms : ALARM_COUNT;
  for (let i = 0; i < count; i += 1) {
    const device = core.devices[Math.floor(rng() * core.devices.length)];
    const type = ALARM_TYPES[i % ALARM_TYPES.length];
    // Denser in the last days, as a live fleet would look.
    const ageMs = Math.floor(rng() ** 2 * 30 * DAY) + int(rng, 1, 30) * MINUTE;
    const startedAt = start - ageMs;
    const roll = rng();
    const lengthMs =
      (roll < 0.1 ? int(rng, 24 * 60, 3 * 24 * 60) : roll < 0.5 ? int(rng, 60, 600) : int(rng, 1, 59)) * MINUTE +
      int(rng, 0, 59) * 1000;
    const ongoing = startedAt + lengthMs >= start || (ageMs < 2 * DAY && rng() < 0.15);
    rows.push({
      busId: device.busId,
      deviceId: device.id,
      type,
      variant: int(rng, 0, ALARM_TEXTS[type].length - 1),
      startedAt: new Date(startedAt).toISOString(),
      endedAt: ongoing ? null : new Date(startedAt + lengthMs).toISOString(),
      seededRead: rng() < (ageMs > 3 * DAY ? 0.85 : 0.25),
      readBy: [],
    });
  }
  rows.sort((a, b) => b.startedAt.localeCompare(a.startedAt));
  return rows.map((row, n): AlarmRow => ({ id: `alm-${String(n + 1).padStart(4, '0')}`, ...row }));
});

export const isReadBy = (row: AlarmRow, userId: string) => row.seededRead || row.readBy.includes(userId);

export function markRead(row: AlarmRow, userId: string): boolean {
  if (isReadBy(row, userId)) return false;
  row.readBy.push(userId);
  return true;
}
