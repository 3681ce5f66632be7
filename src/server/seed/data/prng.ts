/** Small seeded PRNG (mulberry32) so that demo data and art are the same on every run. */
export function prng(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Integer in [min, max] from a PRNG draw. */
export const between = (rand: () => number, min: number, max: number): number => min + Math.floor(rand() * (max - min + 1));
