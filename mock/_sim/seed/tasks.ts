/**
 * Cleaning tasks: the 90 days before the seed's day (UTC) per seeded device, deterministic for a seed and a day,
 * then day by day up to "now" while the simulator runs (growTasks), so a console left open across midnight, or
 * for days, still reads finished days. Only tasks that have ended by now count (tasksEndedBy). Fleets grow busier over the
 * quarter, weekends are quieter, some tasks are interrupted, a few devices are new, in maintenance for a stretch,
 * or out of service this week, so the dashboards have something true to say.
 */
import { addDays, dayKey } from '../../../src/domain/metrics';
import { now } from '../clock';
import { createRng, hashText, int, type Rng } from '../random';
import { defineArea } from '../store';
import { isScaledOrg } from './scale';
import type { Device } from '../types';

export const TASK_DAYS = 90;

export interface Task {
  id: string;
  deviceId: string;
  busId: string;
  /** YYYY-MM-DD (UTC) of the start. */
  day: string;
  start: string;
  /** Working time from start to end, minutes. */
  minutes: number;
  /** Time spent actually cleaning, minutes. */
  effectiveMinutes: number;
  plannedArea: number;
  actualArea: number;
}

export interface TaskTable {
  tasks: Task[];
  firstDay: string;
  /** The last UTC day generated (growTasks moves it up to today). */
  lastDay: string;
  /** Each device's plan and its own stream for the days generated after the seed. */
  plans: Map<string, { device: Device; plan: DevicePlan }>;
  growSeed: number;
  /** Each task's end (ms), parallel to tasks. */
  ends: number[];
}

interface Profile {
  perDay: number;
  area: [number, number];
  /** Cleaning speed while effective, m²/h. */
  speed: [number, number];
}

const PROFILES: Record<Device['type'], Profile> = {
  scrubber: { perDay: 2.4, area: [900, 2600], speed: [1100, 1500] },
  sweeper: { perDay: 2.0, area: [1500, 4200], speed: [1800, 2600] },
  vacuum: { perDay: 2.8, area: [350, 1200], speed: [500, 750] },
  disinfection: { perDay: 1.6, area: [600, 1800], speed: [1200, 1700] },
};

const between = (rng: Rng, [min, max]: [number, number]) => min + rng() * (max - min);
const r1 = (value: number) => Math.round(value * 10) / 10;

interface DevicePlan {
  load: number;
  /** Days ago before which the device did not exist yet. */
  commissionedAgo: number;
  /** Days ago [from, to] without tasks (maintenance, or out of service up to yesterday). */
  idle: [number, number] | null;
}

function planOf(rng: Rng): DevicePlan {
  const roll = rng();
  const idleStart = int(rng, 12, 80);
  return {
    load: 0.7 + rng() * 0.5,
    commissionedAgo: roll < 0.08 ? int(rng, 20, 60) : TASK_DAYS,
    idle: roll > 0.95 ? [int(rng, 9, 14), 1] : roll > 0.85 ? [idleStart, idleStart - int(rng, 4, 10)] : null,
  };
}

function dayTasks(device: Device, plan: DevicePlan, ago: number, today: string, rng: Rng, out: Task[]) {
  const day = addDays(today, -ago);
  const weekday = new Date(`${day}T00:00:00Z`).getUTCDay();
  const profile = PROFILES[device.type];
  const growth = 0.85 + (0.3 * (TASK_DAYS - ago)) / (TASK_DAYS - 1);
  const expected = profile.perDay * plan.load * growth * (weekday === 0 || weekday === 6 ? 0.55 : 1);
  const count = Math.floor(expected + rng());
  let clock = Date.parse(`${day}T00:00:00Z`) + int(rng, 6 * 60, 8 * 60) * 60_000;
  for (let n = 0; n < count; n += 1) {
    const plannedArea = Math.round(between(rng, profile.area) / 10) * 10;
    const completion = rng() < 0.08 ? 0.35 + rng() * 0.5 : 0.9 + rng() * 0.1;
    const actualArea = Math.round(plannedArea * completion);
    const effectiveMinutes = (actualArea / between(rng, profile.speed)) * 60;
    const minutes = effectiveMinutes * (1.1 + rng() * 0.25);
    const end = clock + minutes * 60_000;
    if (end > Date.parse(`${day}T23:59:00Z`)) break;
    out.push({
      id: `task-${device.id}-${day}-${n + 1}`,
      deviceId: device.id,
      busId: device.busId,
      day,
      start: new Date(clock).toISOString(),
      minutes: r1(minutes),
      effectiveMinutes: r1(effectiveMinutes),
      plannedArea,
      actualArea,
    });
    clock = end + int(rng, 20, 90) * 60_000;
  }
}

const endOf = (task: Task) => Date.parse(task.start) + task.minutes * 60_000;

export function seedTasks(devices: Device[], rng: Rng, at: Date = now()): TaskTable {
  const today = dayKey(at);
  const tasks: Task[] = [];
  const plans: TaskTable['plans'] = new Map();
  devices.forEach((device) => {
    const plan = planOf(rng);
    plans.set(device.id, { device, plan });
    for (let ago = TASK_DAYS; ago >= 1; ago -= 1) {
      const idle = plan.idle && ago <= plan.idle[0] && ago >= plan.idle[1];
      if (ago >= plan.commissionedAgo || idle) continue;
      dayTasks(device, plan, ago, today, rng, tasks);
    }
  });
  const growSeed = Math.floor(rng() * 2 ** 31);
  return {
    tasks,
    firstDay: addDays(today, -TASK_DAYS),
    lastDay: addDays(today, -1),
    plans,
    growSeed,
    ends: tasks.map(endOf),
  };
}

/**
 * Generates the UTC days after the table's last one up to the day of `at` (whole days: tasksEndedBy hides what
 * has not happened yet). Each day of each device has its own stream, so the rows do not depend on when it runs.
 * A device out of service up to the seed's yesterday stays so; the fleet keeps the seed's last level of work.
 */
export function growTasks(table: TaskTable, at: Date = now()): TaskTable {
  const today = dayKey(at);
  while (table.lastDay < today) {
    const day = addDays(table.lastDay, 1);
    const before = table.tasks.length;
    table.plans.forEach(({ device, plan }) => {
      if (plan.idle && plan.idle[1] === 1) return;
      dayTasks(device, plan, 0, day, createRng(table.growSeed + hashText(`${device.id}/${day}`)), table.tasks);
    });
    for (let i = before; i < table.tasks.length; i += 1) table.ends.push(endOf(table.tasks[i]));
    table.lastDay = day;
  }
  return table;
}

// The larger tenant (SIM_SCALE) has no task history: 90 days of 10,000 devices would not fit a dev server.
export const taskTable = defineArea('tasks', (core, rng) =>
  seedTasks(
    core.devices.filter((d) => !isScaledOrg(d.busId)),
    rng,
  ),
);

/** The tasks that have ended by `at` (generating the days up to it first). */
export function tasksEndedBy(at: Date = now()): Task[] {
  const table = growTasks(taskTable.get(), at);
  const cut = at.getTime();
  return table.tasks.filter((_, i) => table.ends[i] <= cut);
}
