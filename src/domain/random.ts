/**
 * A small seeded PRNG (mulberry32): the same seed always gives the same numbers, so the simulator's fleet is the
 * same on every start and a generated test case can be named by its seed. Never Math.random where it must repeat.
 */
export type Rng = () => number;

export function createRng(seed: number): Rng {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
