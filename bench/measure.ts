// Small timing helpers for the benchmark: wall time in ms, medians and percentiles.
import { performance } from 'node:perf_hooks';

export function time<T>(fn: () => T): [T, number] {
  const start = performance.now();
  const value = fn();
  return [value, round(performance.now() - start)];
}

export async function timeAsync<T>(fn: () => Promise<T>): Promise<[T, number]> {
  const start = performance.now();
  const value = await fn();
  return [value, round(performance.now() - start)];
}

export function round(n: number, digits = 2): number {
  const f = 10 ** digits;
  return Math.round(n * f) / f;
}

export function median(values: number[]): number {
  return percentile(values, 50);
}

export function percentile(values: number[], p: number): number {
  if (values.length === 0) return 0;
  const sorted = [...values].sort((a, b) => a - b);
  const index = Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1));
  return round(sorted[index] as number);
}
