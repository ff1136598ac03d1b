// A small seeded generator (mulberry32): the same draws on every machine and every run, for the
// backtest's resampling and the hostile-input bench's mutations. Not for anything secret. Pure.

/** Numbers in [0, 1) from `seed`, the same sequence for the same seed. */
export function prng(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
