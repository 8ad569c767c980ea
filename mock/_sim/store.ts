/**
 * The one in-memory store of the simulator. Core tables (organisations, distributors, accounts, memberships,
 * roles, devices, sessions) are seeded here; each area (tasks, alarms, tutorials, settings...) defines its own
 * table with defineArea, seeded on first use and again after reset. Seeding is deterministic: the same seed
 * (SIM_SEED) and anchor (SIM_NOW, else today) give the same rows, whatever order areas are first used in.
 * The state lives on globalThis so Umi's mock reload (dev, on every mock file change) keeps data and sessions;
 * after changing seed code, POST /api/__sim/reset.
 */
import { resetClockAdvance, seedAnchor, withFrozenClock } from './clock';
import { createRng, hashText, type Rng } from './random';
import { seedCore, type CoreTables } from './seed/core';
import { envScale, seedScale } from './seed/scale';

const DEFAULT_SEED = 20261122;

/** SIM_SEED as a number (a non-numeric text is hashed), else the default seed. */
export function envSeed(): number {
  const raw = (process.env.SIM_SEED || '').trim();
  if (!raw) return DEFAULT_SEED;
  return /^\d+$/.test(raw) ? Number(raw) >>> 0 : hashText(raw);
}

/** The seed of the environment at start (resetStore({ seed }) can seed differently: see currentSeed()). */
export const SEED = envSeed();

interface SimState {
  seed: number;
  /** SIM_SCALE: the larger tenant of seed/scale.ts is appended. */
  scale: boolean;
  anchor: Date;
  core: CoreTables;
  areas: Map<string, unknown>;
  /** The source text of each area's seed function, to reseed an area whose code changed. */
  areaSources: Map<string, string>;
  counters: Map<string, number>;
}

const g = globalThis as unknown as { __ropcSim?: SimState };

function seedAt(seed: number, anchor: Date, scale: boolean): CoreTables {
  return withFrozenClock(anchor, () => {
    const core = seedCore(createRng(seed));
    if (scale) seedScale(core, seed);
    return core;
  });
}

function state(): SimState {
  if (!g.__ropcSim) {
    const anchor = seedAnchor();
    const scale = envScale();
    g.__ropcSim = {
      seed: SEED,
      scale,
      anchor,
      core: seedAt(SEED, anchor, scale),
      areas: new Map(),
      areaSources: new Map(),
      counters: new Map(),
    };
  }
  return g.__ropcSim;
}

/** The core tables, live: handlers mutate them in place. Call db() inside handlers, never once at module load. */
export function db(): CoreTables {
  return state().core;
}

export interface Area<T> {
  /** The table, seeded on first use. */
  get(): T;
  /** Replaces the table (e.g. after filtering rows out). */
  set(value: T): void;
}

/**
 * Declares an area table. Its seed gets the core tables as seeded (not as edited since), a generator of its own
 * (the seed plus the area name) and a clock frozen at the anchor, so it is the same whenever it first runs.
 */
export function defineArea<T>(name: string, seed: (core: CoreTables, rng: Rng) => T): Area<T> {
  const s = state();
  const source = seed.toString();
  if (s.areaSources.has(name) && s.areaSources.get(name) !== source) s.areas.delete(name);
  s.areaSources.set(name, source);
  return {
    get(): T {
      const st = state();
      if (!st.areas.has(name)) {
        const pristine = seedAt(st.seed, st.anchor, st.scale);
        st.areas.set(
          name,
          withFrozenClock(st.anchor, () => seed(pristine, createRng(st.seed + hashText(name)))),
        );
      }
      return st.areas.get(name) as T;
    },
    set(value: T) {
      state().areas.set(name, value);
    },
  };
}

/**
 * Restores the seed: every table as on first start (or as `seed` and `scale` give; `scale` absent: SIM_SCALE), and
 * the clock's own time (an advance is undone).
 * Sessions survive so signed-in users stay signed in. The core object keeps its identity.
 */
export function resetStore(options: { seed?: number; scale?: boolean } = {}) {
  const s = state();
  const sessions = s.core.sessions;
  s.seed = options.seed === undefined ? SEED : options.seed >>> 0;
  s.scale = options.scale === undefined ? envScale() : options.scale;
  resetClockAdvance();
  s.anchor = seedAnchor();
  Object.assign(s.core, seedAt(s.seed, s.anchor, s.scale), { sessions });
  s.areas.clear();
  s.counters.clear();
}

/** Whether the larger tenant (SIM_SCALE) is seeded. */
export function currentScale(): boolean {
  return state().scale;
}

/** The seed the store was last seeded with. */
export function currentSeed(): number {
  return state().seed;
}

/** What the store holds, for GET /api/__sim. */
export function storeInfo() {
  const s = state();
  const tables: Record<string, number> = {};
  Object.entries(s.core).forEach(([key, rows]) => {
    tables[key] = (rows as unknown[]).length;
  });
  return { seed: s.seed, scale: s.scale, anchor: s.anchor.toISOString(), tables, areas: [...s.areas.keys()].sort() };
}

/**
 * A new id for a created row: `<prefix>-n<count>`, counted per prefix from the last reset, so a scripted
 * sequence of writes gives the same ids every run. Never equal to a seeded id.
 */
export function newId(prefix: string): string {
  const counters = state().counters;
  const n = (counters.get(prefix) || 0) + 1;
  counters.set(prefix, n);
  return `${prefix}-n${n}`;
}
