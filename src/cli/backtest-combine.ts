// `cplan backtest --combine A.json B.json …`: saved reports as one table, a row per report and a
// row over all their commits (src/backtest/combine.ts).
import { basename, resolve } from 'node:path';
import { combineReports, type CombinedReport, parseReport, ReportError } from '../backtest/combine.js';
import type { OverallFigures, RatioTotal } from '../backtest/metrics.js';
import { FEWEST_COMMITS, type Interval } from '../backtest/intervals.js';
import { UsageError } from './errors.js';
import { readText } from './io.js';
import { plainLine } from './text.js';

export async function runCombine(files: readonly string[], json: boolean, out: (text: string) => void, cwd: string): Promise<number> {
  if (files.length === 0) throw new UsageError('--combine needs the reports to combine: cplan backtest --combine a.json b.json');
  const reports = [];
  for (const file of files) {
    const text = await readText(resolve(cwd, file), file);
    try {
      reports.push({ name: basename(file).replace(/\.json$/i, ''), report: parseReport(text) });
    } catch (error) {
      if (error instanceof ReportError) throw new UsageError(`${file}: ${error.message}`);
      throw error;
    }
  }
  const combined = combineReports(reports);
  out(json ? `${JSON.stringify(combined, null, 2)}\n` : formatCombined(combined));
  return 0;
}

const fixed = (value: number | null, digits = 2) => (value === null ? '–' : value.toFixed(digits));
const share = (ratio: RatioTotal) => (ratio.total === 0 ? '–' : `${ratio.count}/${ratio.total}`);

function cells(name: string, o: OverallFigures): string[] {
  return [
    name,
    String(o.commits),
    fixed(o.recall_ratio),
    fixed(o.precision),
    fixed(o.hit_rate),
    share(o.anchors),
    share(o.test_links),
    share(o.dependencies),
    fixed(o.size.spearman),
    fixed(o.mean_plan_size, 1),
  ];
}

/** A row per report, then the commits of all of them together, then how far those figures could move. */
export function formatCombined(combined: CombinedReport): string {
  const header = ['report', 'commits', 'recall ÷ BM25', 'precision', 'hit rate', 'anchors', 'test links', 'deps', 'size ρ', 'files'];
  const rows = combined.rows.map((row) => cells(plainLine(row.name).slice(0, 60), row.overall));
  const all = cells(`all ${combined.rows.length}`, combined.overall);
  const widths = header.map((h, i) => Math.max(h.length, ...[...rows, all].map((r) => (r[i] as string).length)));
  const line = (row: string[]) =>
    row
      .map((cell, i) => (i === 0 ? cell.padEnd(widths[i] as number) : cell.padStart(widths[i] as number)))
      .join('  ')
      .trimEnd();
  const range = (interval: Interval) => (interval === null ? '–' : `${interval[0].toFixed(2)}–${interval[1].toFixed(2)}`);
  const i = combined.intervals;
  return [
    line(header),
    ...rows.map(line),
    line(all),
    '',
    i === null
      ? `95% range: – (needs at least ${FEWEST_COMMITS} commits, ${combined.overall.commits} measured)`
      : `95% range over all: recall ratio ${range(i.recall_ratio)}  precision ${range(i.precision)}  hit rate ${range(i.hit_rate)}  ` +
        `anchors ${range(i.anchors)}  size ${range(i.size)} (${i.resamples} resamples of the commits)`,
    '',
  ].join('\n');
}
