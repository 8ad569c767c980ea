/**
 * New alarms while the simulator runs: raised on demand (`POST /api/__sim/alarms/raise`, a burst with `count`), on
 * a schedule (`POST /api/__sim/alarms/schedule`; `SIM_ALARM_EVERY_MS` at start, which `npm start` sets), or
 * cleared. They join the alarms table like the seeded ones (list, unread count, bell, fleet health) and go out on
 * the stream (alarmFeed.ts).
 */
import { ALARM_TYPES, type AlarmType } from '../../src/domain/alarmTypes';
import { now } from './clock';
import { createRng, hashText, int, pick } from './random';
import { currentSeed, db, newId } from './store';
import { alarms, type AlarmRow } from './seed/alarms';
import { ALARM_TEXTS } from './seed/alarmTexts';
import { publish, scheduleRaises } from './alarmFeed';

/** The largest burst one call raises. */
export const MAX_BURST = 10_000;

export interface RaiseInput {
  /** An organisation: a device of it (else of the whole fleet). */
  busId?: string;
  type?: AlarmType;
  /** A device's name (within busId when given). */
  deviceName?: string;
  count?: number;
}

/** What is wrong with the input, as lines `field: what it must be` ([] when nothing). */
export function raiseProblems(input: Record<string, unknown>): string[] {
  const { busId, type, deviceName, count } = input;
  const problems: string[] = [];
  if (busId !== undefined && !db().orgs.some((o) => o.busId === busId)) problems.push('busId: an organisation id');
  if (type !== undefined && !ALARM_TYPES.includes(type as AlarmType))
    problems.push(`type: one of ${ALARM_TYPES.join(', ')}`);
  if (deviceName !== undefined && (typeof deviceName !== 'string' || !devicesOf(input as RaiseInput).length))
    problems.push('deviceName: the name of a device (of busId when given)');
  if (count !== undefined && !(Number.isInteger(count) && (count as number) >= 1 && (count as number) <= MAX_BURST))
    problems.push(`count: a whole number from 1 to ${MAX_BURST}`);
  return problems;
}

function devicesOf({ busId, deviceName }: RaiseInput) {
  return db().devices.filter(
    (d) => (busId === undefined || d.busId === busId) && (deviceName === undefined || d.name === deviceName),
  );
}

/** Raises `count` (default 1) alarms now, newest first in the table, and sends them out; the rows in raise order. */
export function raiseAlarms(input: RaiseInput = {}): AlarmRow[] {
  const devices = devicesOf(input);
  if (!devices.length) throw new Error('no device to raise an alarm on');
  const startedAt = now().toISOString();
  const rows = Array.from({ length: input.count ?? 1 }, (): AlarmRow => {
    const id = newId('alm');
    // Its own generator per id: the same seed and sequence of raises give the same alarms.
    const rng = createRng(currentSeed() + hashText(id));
    const type = input.type ?? pick(rng, ALARM_TYPES);
    const device = pick(rng, devices);
    return {
      id,
      busId: device.busId,
      deviceId: device.id,
      type,
      variant: int(rng, 0, ALARM_TEXTS[type].length - 1),
      startedAt,
      endedAt: null,
      seededRead: false,
      readBy: [],
    };
  });
  alarms.get().unshift(...[...rows].reverse());
  publish('raised', rows);
  return rows;
}

/** Clears an ongoing alarm now and sends it out; undefined when there is no such ongoing alarm. */
export function clearAlarm(id: string): AlarmRow | undefined {
  const row = alarms.get().find((r) => r.id === id && !r.endedAt);
  if (!row) return undefined;
  row.endedAt = now().toISOString();
  publish('cleared', [row]);
  return row;
}

/** `SIM_ALARM_EVERY_MS`: the schedule at start and after a reset (unset: none). */
export const envSchedule = () => Math.max(0, Math.floor(Number(process.env.SIM_ALARM_EVERY_MS) || 0));

/** Raises one alarm of the fleet every `everyMs` (0: stops). */
export const scheduleAlarms = (everyMs: number) => scheduleRaises(everyMs, () => raiseAlarms());
