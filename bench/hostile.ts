// Worst case: every hostile generator at 1 MB, parse + detect, each under 1 s; and the scaling
// property — doubling an input's size at most about triples its time (linear code gives ~2×,
// quadratic 4×). Medians of a few runs; inputs below 5 ms are too noisy to judge a ratio by.
import { detectConflicts } from '../src/core/detect.js';
import { parsePlanNote } from '../src/core/parse.js';
import { HOSTILE_GENERATORS } from './hostile-notes.js';
import { median, round, time } from './measure.js';

const SIZE = 1_000_000;
const LIMIT_MS = 1000;
const MAX_RATIO = 3.2;
const NOISE_FLOOR_MS = 5;

function parseDetect(text: string): number {
  const runs: number[] = [];
  for (let r = 0; r < 3; r++) {
    const [note, parseMs] = time(() => parsePlanNote(text));
    const [, detectMs] = time(() => detectConflicts(note));
    runs.push(parseMs + detectMs);
  }
  return median(runs);
}

export function benchHostile() {
  const shapes: Record<string, { bytes: number; half_ms: number; full_ms: number; ratio: number | null }> = {};
  const failures: string[] = [];
  for (const [name, generate] of Object.entries(HOSTILE_GENERATORS)) {
    const half = parseDetect(generate(SIZE / 2));
    const text = generate(SIZE);
    const full = parseDetect(text);
    const ratio = full >= NOISE_FLOOR_MS ? round(full / Math.max(half, 0.01)) : null;
    shapes[name] = { bytes: text.length, half_ms: half, full_ms: full, ratio };
    if (full > LIMIT_MS) failures.push(`${name}: ${full} ms at 1 MB (limit ${LIMIT_MS} ms)`);
    if (ratio !== null && ratio > MAX_RATIO) failures.push(`${name}: doubling the input took ${ratio}× the time (limit ${MAX_RATIO}×)`);
  }
  const worst = Object.entries(shapes).sort((a, b) => b[1].full_ms - a[1].full_ms)[0];
  return {
    limit_ms: LIMIT_MS,
    max_doubling_ratio: MAX_RATIO,
    worst: worst ? { shape: worst[0], ms: worst[1].full_ms } : null,
    pass: failures.length === 0,
    failures,
    shapes,
  };
}
