/** A small seeded PRNG (mulberry32) so the same seed always gives the same fleet. Never use Math.random in seeds. */
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

/** A stable 31-bit number for a text (area names, string seeds). */
export function hashText(text: string): number {
  let h = 0;
  for (const ch of text) h = (Math.imul(h, 31) + (ch.codePointAt(0) || 0)) | 0;
  return Math.abs(h);
}

export const int = (rng: Rng, min: number, max: number) => min + Math.floor(rng() * (max - min + 1));
export const float = (rng: Rng, min: number, max: number) => min + rng() * (max - min);
export const chance = (rng: Rng, probability: number) => rng() < probability;
export const pick = <T>(rng: Rng, items: readonly T[]): T => items[Math.floor(rng() * items.length)];
export const round = (value: number, digits = 1) => Math.round(value * 10 ** digits) / 10 ** digits;

/** A shuffled copy (Fisher-Yates). */
export function shuffle<T>(rng: Rng, items: readonly T[]): T[] {
  const out = [...items];
  for (let i = out.length - 1; i > 0; i -= 1) {
    const j = Math.floor(rng() * (i + 1));
    [out[i], out[j]] = [out[j], out[i]];
  }
  return out;
}
