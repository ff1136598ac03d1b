// The brief a coding agent gets for one task of the plan (an issue comment or an agent prompt):
// what to change and where, when it is done, what is merged before it, the files it owns while in
// flight (its lease), the leases of the other tasks in flight it must not touch, and a budget hint.
// Everything from the note (a person or a model wrote it) is redacted of secrets, then sanitised,
// and the whole brief is scanned once more: no pings, no raw HTML, no hidden text, no markers.
import type { Level, Locale, ModificationPoint, PlanNote, Task } from '../shared/model.js';
import { redactSecrets } from '../shared/secrets.js';
import { capLength, inlineCode, safeBlock, safeInline, safeText } from '../safety/text-safety.js';
import { convergenceCriteria, extra } from '../render/render-json.js';
import { linkOf, unquote, type PointLinks } from '../render/permalinks.js';

/** A task in flight: its id, the lease it holds (`leaseOf`) and its pull request when one is open. */
export interface InFlightTask {
  taskId: string;
  lease: string[];
  pr?: number;
}

export interface BriefInput {
  note: PlanNote;
  links?: PointLinks;
  issueOf?: (taskId: string) => number | undefined;
  inFlight?: InFlightTask[];
  /** Defaults to the note's locale. */
  locale?: Locale;
}

const MAX_DESCRIPTION = 6000;
const MAX_ITEM = 400;
const MAX_CODE = 160;

interface BriefWords {
  description: string;
  points: string;
  noPoints: string;
  criteria: string;
  defaultCriterion: string;
  dependsOn: string;
  mergedFirst: string;
  notInPlan: string;
  lease: string;
  leaseIntro: string;
  noLease: string;
  doNotTouch: string;
  doNotTouchIntro: string;
  overlap: (files: string) => string;
  budget: string;
  budgetHint: (level: Level | null, files: number) => string;
  unverified: string;
}

const files = (n: number, zh: boolean) => (zh ? `${n} 个文件` : `${n} file${n === 1 ? '' : 's'}`);

const WORDS: Record<Locale, BriefWords> = {
  en: {
    description: 'Description',
    points: 'Modification points',
    noPoints: 'none named: stay within the scope of the task',
    criteria: 'Convergence criteria',
    defaultCriterion: 'the change is done and reviewed',
    dependsOn: 'Depends on',
    mergedFirst: 'These tasks are merged first: build on their changes and do not redo them.',
    notInPlan: 'not in the plan',
    lease: 'Lease',
    leaseIntro: 'The files and places this task owns while it is in flight:',
    noLease: 'no files: change nothing another task holds',
    doNotTouch: 'Do not touch',
    doNotTouchIntro: 'Leases of other tasks in flight: leave these files and places alone.',
    overlap: (list) => `⚠️ Also held by this task's lease: ${list}. Wait for that task to merge, or coordinate before editing them.`,
    budget: 'Budget',
    budgetHint: (level, n) =>
      level === 'Low'
        ? `Low complexity: keep the change small (${files(n, false)}).`
        : level === 'High'
          ? `High complexity: plan it in steps, each one reviewable on its own (${files(n, false)}).`
          : `${level ?? 'Unrated'} complexity: keep the change moderate (${files(n, false)}).`,
    unverified: 'unverified',
  },
  zh: {
    description: '描述',
    points: '修改点',
    noPoints: '未列出：只在任务范围内修改',
    criteria: '收敛标准',
    defaultCriterion: '修改完成并通过评审',
    dependsOn: '依赖',
    mergedFirst: '这些任务先合并：在它们的修改之上工作，不要重做。',
    notInPlan: '不在计划中',
    lease: '租约',
    leaseIntro: '本任务进行期间独占的文件和位置：',
    noLease: '无文件：不要修改其他任务持有的内容',
    doNotTouch: '不要修改',
    doNotTouchIntro: '其他进行中任务的租约：不要改动这些文件和位置。',
    overlap: (list) => `⚠️ 与本任务的租约重叠：${list}。请等该任务合并，或先协调再修改。`,
    budget: '预算',
    budgetHint: (level, n) =>
      level === 'Low'
        ? `复杂度低：保持改动小（${files(n, true)}）。`
        : level === 'High'
          ? `复杂度高：分步骤规划，每一步可单独评审（${files(n, true)}）。`
          : `复杂度${level === 'Medium' ? '中' : '未评估'}：保持改动适中（${files(n, true)}）。`,
    unverified: '未验证',
  },
};

/** Credentials out: before any cap or sanitiser can cut a token into a shape the scan misses. */
const redact = (text: string) => redactSecrets(String(text ?? '')).text;
/** Untrusted text for one line. */
const line = (text: string, max = MAX_ITEM) => safeText(redact(text), max);
/** Untrusted text as a code span: its `<` cannot open markup and its `@` cannot ping, even outside code. */
const code = (text: string) => safeInline(inlineCode(capLength(redact(String(text ?? '').replace(/[[\]]/g, '')), MAX_CODE)));
/** Untrusted Markdown block; a marker or tag quoted in its code cannot act either (a joiner after `<`). */
const block = (text: string) => safeBlock(capLength(redact(text), MAX_DESCRIPTION)).replace(/<(?=[!/?A-Za-z])/g, '<\u200D');
/** A positive issue or PR number, else undefined. */
const numberOf = (n: unknown) => (typeof n === 'number' && Number.isSafeInteger(n) && n > 0 ? n : undefined);
/** A link destination that cannot break out of `(…)` or carry markup; else none. */
function safeUrl(url: string | undefined): string | undefined {
  if (!url || !/^(?:https?:\/\/|\.{1,2}\/)[^\s<>"'`\\]*$/.test(url)) return undefined;
  return url.replace(/\(/g, '%28').replace(/\)/g, '%29');
}

/** A point's place: `file:location`, or the file alone for the whole file. */
function placeOf(point: Pick<ModificationPoint, 'file' | 'location'>): string | undefined {
  if (!point.file) return undefined;
  const where = unquote(point.location ?? '');
  return where === '' || where === '*' ? point.file : `${point.file}:${where}`;
}

/** What a task owns while in flight: each point's `file:location` and each file, sorted, once each. */
export function leaseOf(task: Task): string[] {
  const lease = new Set<string>();
  for (const point of task.modificationPoints) {
    const place = placeOf(point);
    if (!point.file || !place) continue;
    lease.add(point.file);
    lease.add(place);
  }
  return [...lease].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
}

/** The files of a lease (its entries that are files of the task's points). */
const leaseFiles = (task: Task) => new Set(task.modificationPoints.flatMap((p) => (p.file ? [p.file] : [])));

function pointLines(task: Task, links: PointLinks | undefined, w: BriefWords): string[] {
  const lines = task.modificationPoints.map((point) => {
    const place = placeOf(point);
    const flag = point.unverified !== undefined ? ` (⚠️ ${w.unverified}: ${line(point.unverified, 200)})` : '';
    if (!place) return `- ${line(point.change)}${flag}`;
    const url = safeUrl(linkOf(point, links));
    const where = url ? `[${code(place)}](${url})` : code(place);
    return `- ${where} — ${line(point.change)}${flag}`;
  });
  return lines.length > 0 ? lines : [`- ${w.noPoints}`];
}

function dependencyLines(task: Task, input: BriefInput, w: BriefWords): string[] {
  if (task.dependsOn.length === 0) return [];
  const byId = new Map(input.note.tasks.map((t) => [t.id, t]));
  const deps = task.dependsOn.map((id) => {
    const issue = numberOf(input.issueOf?.(id));
    const dep = byId.get(id);
    const title = dep ? line(dep.title, 200) : `(${w.notInPlan})`;
    return `- ${issue ? `#${issue} ` : ''}${line(id, 40)} — ${title}`;
  });
  return [`#### ${w.dependsOn}`, '', w.mergedFirst, '', ...deps, ''];
}

function leaseLines(task: Task, w: BriefWords): string[] {
  const lease = leaseOf(task);
  return [
    `#### ${w.lease}`,
    '',
    w.leaseIntro,
    '',
    ...(lease.length > 0 ? lease.map((entry) => `- ${code(entry)}`) : [`- ${w.noLease}`]),
    '',
  ];
}

function neighbourLines(task: Task, inFlight: InFlightTask[], w: BriefWords): string[] {
  const others = inFlight.filter((other) => other.taskId !== task.id);
  if (others.length === 0) return [];
  const own = new Set(leaseOf(task));
  const lines = others.map((other) => {
    const pr = numberOf(other.pr);
    const held = [...new Set(other.lease)].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
    const shared = held.filter((entry) => own.has(entry));
    const entries = held.length > 0 ? held.map(code).join(', ') : '—';
    const item = `- ${line(other.taskId, 40)}${pr ? ` (PR #${pr})` : ''}: ${entries}`;
    return shared.length > 0 ? `${item}\n  ${w.overlap(shared.map(code).join(', '))}` : item;
  });
  return [`#### ${w.doNotTouch}`, '', w.doNotTouchIntro, '', ...lines, ''];
}

/** The brief for one task, in the input's locale (else the note's). */
export function buildTaskBrief(task: Task, input: BriefInput): string {
  const w = WORDS[input.locale ?? input.note.locale] ?? WORDS.en;
  const description = extra(task, ['Description', '描述', '说明']);
  const criteria = convergenceCriteria(task);
  const lines = [
    `### ${line(task.id, 40)}: ${line(task.title, 250)}`,
    '',
    ...(description ? [`#### ${w.description}`, '', block(description), ''] : []),
    `#### ${w.points}`,
    '',
    ...pointLines(task, input.links, w),
    '',
    `#### ${w.criteria}`,
    '',
    ...(criteria.length > 0 ? criteria.map((c) => `- [ ] ${line(c)}`) : [`- [ ] ${w.defaultCriterion}`]),
    '',
    ...dependencyLines(task, input, w),
    ...leaseLines(task, w),
    ...neighbourLines(task, input.inFlight ?? [], w),
    `**${w.budget}**: ${w.budgetHint(task.complexity, leaseFiles(task).size)}`,
  ];
  // A last scan of the whole text: a token the sanitiser's cuts or joins could have made is caught here.
  return redactSecrets(lines.join('\n')).text;
}
