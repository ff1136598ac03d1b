// Tasks of the offline planner from the retrieved file groups: one task per source file (with the
// tests that cover it as a second point), at the declaration that best matches the requirement.
import { indexSnapshot } from '../retrieval/repo-index.js';
import { bestSymbol } from '../retrieval/symbols.js';
import { queryTerms, spelledAs, tokenize } from '../retrieval/tokens.js';
import type { Snapshot } from '../repo/types.js';
import type { FileGroup, PlannedFile } from './offline-retrieve.js';
import type { SubmittedTask } from '../contract/types.js';

/** The declaration whose name shares most words with the requirement, else the one at the match. */
export function symbolFor(snapshot: Snapshot, file: PlannedFile, requirement: string): string {
  if (file.create) return '*';
  const terms = new Set(queryTerms(requirement));
  let best: { name: string; overlap: number; size: number } | null = null;
  for (const symbol of indexSnapshot(snapshot).symbolsOf(file.path)) {
    const overlap = tokenize(symbol.name).filter((t) => terms.has(t)).length;
    // On a tie the larger declaration: the function `route` over the table `routes` it reads.
    const size = (symbol.end ?? symbol.line) - symbol.line;
    if (overlap > 0 && (best === null || overlap > best.overlap || (overlap === best.overlap && size > best.size)))
      best = { name: symbol.name, overlap, size };
  }
  if (best) return best.name;
  return bestSymbol(file.path, snapshot.readFile(file.path) ?? '', file.line) ?? '*';
}

/**
 * A changed source without tests: where its new test goes by the repository's convention. Said,
 * not planned as a file: measured on real histories, such a guessed path was never the file a
 * change created (tests there gather by topic as often as by source), and naming it cost precision.
 */
function newTestCriterion(snapshot: Snapshot, file: PlannedFile, tested: boolean, zh: boolean): string[] {
  if (tested || file.create || file.kind !== 'source') return [];
  const index = indexSnapshot(snapshot);
  if (index.testsFor(file.path).length > 0) return [];
  const path = index.newTestPathFor(file.path);
  if (!path) return [];
  return [
    zh
      ? `新测试覆盖该改动（按本仓库惯例可放在 \`${path}\`）`
      : `new tests cover the change (by this repository's convention in \`${path}\`)`,
  ];
}

interface TaskText {
  zh: boolean;
  summary: string;
}

export function groupTasks(snapshot: Snapshot, group: FileGroup, requirement: string, maxTasks: number, text: TaskText): SubmittedTask[] {
  const tests = new Map<string, PlannedFile[]>();
  for (const file of group.files) if (file.covers) tests.set(file.covers, [...(tests.get(file.covers) ?? []), file]);
  const leads = group.files.filter((f) => !f.covers || !group.files.some((g) => g.path === f.covers));
  return leads.slice(0, Math.max(1, maxTasks)).map((file, i) => {
    const symbol = symbolFor(snapshot, file, requirement);
    const where = symbol === '*' ? file.path : `${symbol} in ${file.path}`;
    const covering = tests.get(file.path) ?? [];
    const size = (snapshot.readFile(file.path) ?? '').length;
    return {
      key: `t${i + 1}`,
      title: text.zh ? `${file.create ? '新建' : '修改'} ${where}` : `${file.create ? 'Create' : 'Change'} ${where}`,
      description: `${text.zh ? '离线启发式' : 'Offline heuristic'}: ${file.create ? 'new file beside its siblings' : `matches ${spelledAs(file.matched.slice(0, 6), requirement).join(', ')}`}; ${text.summary} (offline heuristic)`,
      complexity: size > 20_000 ? 'High' : size > 3_000 ? 'Medium' : 'Low',
      conflict_risk: /(^|\/)(index|main|app|server|router)\.[a-z]+$/.test(file.path) ? 'High' : 'Medium',
      scope: `\`${file.path}\``,
      depends_on: [],
      needs_from_domains: [],
      modification_points: [
        {
          file: file.path,
          location: symbol,
          change: file.create
            ? 'new file'
            : text.zh
              ? `按需求修改 ${symbol}`
              : `change ${symbol === '*' ? 'the file' : symbol} for the requirement`,
        },
        ...covering.map((test) => ({
          file: test.path,
          location: '*',
          change: text.zh ? `为 ${symbol} 的改动补充测试` : `cover the change to ${symbol === '*' ? file.path : symbol}`,
        })),
      ],
      convergence_criteria: [
        text.zh ? `${file.path} 的改动满足需求且测试通过` : `${file.path} implements the requirement and its tests pass`,
        ...newTestCriterion(snapshot, file, covering.length > 0, text.zh),
      ],
      estimated_effort: size > 10_000 ? 'High' : 'Medium',
    };
  });
}
