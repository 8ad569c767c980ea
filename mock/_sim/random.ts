/** The seeded PRNG the seeds use (never Math.random in seeds), and helpers over it. */
import { createRng, type Rng } from '../../src/domain/random';

export { createRng, type Rng };

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
