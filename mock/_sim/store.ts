/**
 * The one in-memory store of the simulator. Core tables (organisations, distributors, accounts, memberships,
 * roles, devices, sessions) are seeded here; each area (tasks, alarms, tutorials, settings...) defines its own
 * table with defineArea, seeded from the core on first use and again after reset.
 */
import { createRng, type Rng } from './random';
import { seedCore, type CoreTables } from './seed/core';

export const SEED = Number(process.env.SIM_SEED || 20261122);

interface AreaDef<T> {
  name: string;
  seed: (core: CoreTables, rng: Rng) => T;
}

const areaDefs = new Map<string, AreaDef<unknown>>();
const areaValues = new Map<string, unknown>();
let core: CoreTables = seedCore(createRng(SEED));

/** The core tables, live: handlers mutate them in place. */
export function db(): CoreTables {
  return core;
}

/** Declares an area table; `get()` seeds it on first use from the current core tables. */
export function defineArea<T>(name: string, seed: (core: CoreTables, rng: Rng) => T) {
  areaDefs.set(name, { name, seed } as AreaDef<unknown>);
  return {
    get(): T {
      if (!areaValues.has(name)) areaValues.set(name, seed(core, createRng(SEED + hash(name))));
      return areaValues.get(name) as T;
    },
  };
}

/** Restores the seed: every table as on first start. Sessions survive so signed-in users stay signed in. */
export function resetStore() {
  const sessions = core.sessions;
  core = seedCore(createRng(SEED));
  core.sessions = sessions;
  areaValues.clear();
}

function hash(text: string): number {
  let h = 0;
  for (const ch of text) h = (Math.imul(h, 31) + ch.charCodeAt(0)) | 0;
  return Math.abs(h);
}

let counter = 0;
/** A new id for a created row, unique within this process. */
export function newId(prefix: string): string {
  counter += 1;
  return `${prefix}-${Date.now().toString(36)}${counter.toString(36)}`;
}
