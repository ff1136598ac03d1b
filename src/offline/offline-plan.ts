// Tasks of the offline planner from the retrieved file groups: one task per file (a source's tests
// as a second point), anchored where the requirement points (offline-anchor.ts), with criteria that
// fit the kind of file (offline-criteria.ts). An applied migration is never edited: its task adds
// the next migration of its folder.
import { indexSnapshot } from '../retrieval/repo-index.js';
import { tokenize } from '../retrieval/tokens.js';
import type { Snapshot } from '../repo/types.js';
import type { FileGroup, PlannedFile } from './offline-retrieve.js';
import type { SubmittedTask } from '../contract/types.js';
import { declaresNewFile } from '../core/note/validate.js';
import { type Anchor, anchorFor } from './offline-anchor.js';
import { criteriaFor, type FileRole, nextMigration, roleOf } from './offline-criteria.js';
import { clauseFor, isGeneric, lowerFirst, spelled, topicOf, withoutAttributes } from './offline-words.js';

interface TaskText {
  zh: boolean;
}

/**
 * The matched terms (stems) that are evidence: not generic verbs, and found in the file's path or
 * in its text outside markup attributes (`<li key={o.id}>` is no evidence for "API key").
 */
export function evidenceTerms(snapshot: Snapshot, file: PlannedFile): string[] {
  const terms = file.matched.filter((t) => !isGeneric(t));
  if (file.create || terms.length === 0) return terms;
  const own = new Set([...tokenize(file.path), ...tokenize(withoutAttributes(snapshot.readFile(file.path) ?? ''))]);
  return terms.filter((t) => own.has(t));
}

/** What a planned file becomes: itself, or for an applied migration the next one of its folder. */
interface Target {
  path: string;
  create: boolean;
  role: FileRole;
  after?: string;
}

function targetOf(snapshot: Snapshot, file: PlannedFile, topic: string): Target {
  const role = roleOf(file.path, file.kind);
  if (role !== 'migration') return { path: file.path, create: file.create === true, role };
  const next = nextMigration(snapshot, file.path, topic);
  if (file.create) return { path: file.path, create: true, role, ...(next ? { after: next.after } : {}) };
  return next ? { path: next.path, create: true, role, after: next.after } : { path: file.path, create: false, role: 'code' };
}

/** Where the change's new test case goes: a test of the group, else the file's existing test, else the convention's path. */
function testOf(snapshot: Snapshot, file: PlannedFile, covering: PlannedFile[]): { path: string; existing: boolean } | undefined {
  if (file.create || file.kind !== 'source') return undefined;
  const index = indexSnapshot(snapshot);
  const existing = covering[0]?.path ?? index.testsFor(file.path)[0];
  if (existing !== undefined) return { path: existing, existing: true };
  const path = index.newTestPathFor(file.path);
  return path === undefined ? undefined : { path, existing: false };
}

export function groupTasks(snapshot: Snapshot, group: FileGroup, requirement: string, maxTasks: number, text: TaskText): SubmittedTask[] {
  const tests = new Map<string, PlannedFile[]>();
  for (const file of group.files) if (file.covers) tests.set(file.covers, [...(tests.get(file.covers) ?? []), file]);
  const leads = group.files.filter((f) => !f.covers || !group.files.some((g) => g.path === f.covers));
  const tasks: SubmittedTask[] = [];
  const planned = new Set<string>();
  for (const file of leads) {
    if (tasks.length >= Math.max(1, maxTasks)) break;
    const evidence = evidenceTerms(snapshot, file);
    const role = roleOf(file.path, file.kind);
    const clause = clauseFor(requirement, evidence, role === 'doc' || role === 'test' ? role : 'code');
    const target = targetOf(snapshot, file, topicOf(clause));
    // Two applied migrations of a folder, or one and the new migration retrieval planned: one new file.
    const key =
      target.role === 'migration' && target.create ? `migration:${target.path.slice(0, target.path.lastIndexOf('/'))}` : target.path;
    if (planned.has(key)) continue;
    planned.add(key);
    const task = taskOf(snapshot, { file, target, evidence, clause, covering: tests.get(file.path) ?? [] }, requirement, text.zh);
    tasks.push({ ...task, key: `t${tasks.length + 1}` });
  }
  return tasks;
}

const WHOLE: Anchor = { location: '*', reason: 'file', terms: [] };

interface Planned {
  file: PlannedFile;
  target: Target;
  evidence: string[];
  clause: string;
  covering: PlannedFile[];
}

function taskOf(snapshot: Snapshot, planned: Planned, requirement: string, zh: boolean): SubmittedTask {
  const { file, target, clause, covering } = planned;
  const anchor: Anchor = target.create ? WHOLE : anchorFor(snapshot, file, requirement);
  const topic = topicOf(clause);
  const test = testOf(snapshot, file, covering);
  const size = target.create ? 0 : (snapshot.readFile(target.path) ?? '').length;
  return {
    key: 't1',
    title: titleOf(target, anchor, zh),
    description: describe(planned, anchor, requirement, zh),
    complexity: size > 20_000 ? 'High' : size > 3_000 ? 'Medium' : 'Low',
    conflict_risk: /(^|\/)(index|main|app|server|router)\.[a-z]+$/.test(target.path) ? 'High' : 'Medium',
    scope: `\`${target.path}\``,
    depends_on: [],
    needs_from_domains: [],
    modification_points: [
      { file: target.path, location: anchor.location, change: changeOf(target, anchor, clause, zh) },
      ...covering.map((t) => ({
        file: t.path,
        location: '*',
        change: changeOf({ ...target, role: 'test', create: false }, WHOLE, clause, zh),
      })),
    ],
    convergence_criteria: criteriaFor({
      path: target.path,
      role: target.role,
      anchor,
      clause,
      topic,
      create: target.create,
      ...(target.after ? { after: target.after } : {}),
      ...(test ? { test } : {}),
      zh,
    }),
    estimated_effort: size > 10_000 ? 'High' : 'Medium',
  };
}

function titleOf(target: Target, anchor: Anchor, zh: boolean): string {
  if (target.role === 'migration' && target.create) return zh ? `新增迁移 ${target.path}` : `Add migration ${target.path}`;
  if (target.create) return zh ? `新建 ${target.path}` : `Create ${target.path}`;
  if (target.role === 'test') return zh ? `在 ${target.path} 中补充用例` : `Add a case to ${target.path}`;
  if (anchor.reason === 'heading')
    return zh ? `修改 ${target.path} 的「${anchor.location}」一节` : `Change the “${anchor.location}” section of ${target.path}`;
  if (anchor.location === '*') return zh ? `修改 ${target.path}` : `Change ${target.path}`;
  return zh ? `修改 ${target.path} 中的 ${anchor.location}` : `Change ${anchor.location} in ${target.path}`;
}

function changeOf(target: Target, anchor: Anchor, clause: string, zh: boolean): string {
  if (target.create) return 'new file';
  const topic = topicOf(clause);
  const what = anchor.location === '*' ? (zh ? '该文件' : 'the file') : anchor.location;
  const text = zh
    ? target.role === 'test'
      ? `为「${topic}」补充用例`
      : `为「${topic}」修改${what}`
    : target.role === 'test'
      ? `add a case for ${lowerFirst(topic)}`
      : target.role === 'doc'
        ? `document ${lowerFirst(topic)}`
        : lowerFirst(clause);
  if (!declaresNewFile(text)) return text;
  // The requirement's own words may say "create" or "add a new", which would mark the point as creating its file.
  return zh ? `按需求的这一部分修改${what}` : `change ${what} for this part of the requirement`;
}

/** Why this file and this anchor, in the requirement's own words. */
function describe(planned: Planned, anchor: Anchor, requirement: string, zh: boolean): string {
  const { file, target, evidence, clause } = planned;
  const head = `${clause.charAt(0).toUpperCase()}${clause.slice(1)}.`;
  if (target.role === 'migration' && target.create) {
    const after = target.after ? ` ${zh ? '排在' : 'after'} ${target.after}` : '';
    return zh ? `${head} 新迁移${after}：已执行的迁移不再修改。` : `${head} A new migration${after}: an applied migration is never edited.`;
  }
  if (target.create) return zh ? `${head} 新文件，放在同类文件旁边。` : `${head} A new file, beside the files of its kind.`;
  const words = spelled(evidence, requirement);
  const generic = spelled(file.matched.filter(isGeneric), requirement);
  const why =
    words.length > 0
      ? zh
        ? `该文件含有需求中的词：${words.join('、')}。`
        : `The file holds the requirement's words ${words.join(', ')}.`
      : zh
        ? `该文件只匹配了泛泛的词（${generic.join('、') || '无'}），请确认它属于本计划。`
        : `The file matched only generic words${generic.length > 0 ? ` (${generic.join(', ')})` : ''}; check that it belongs in this plan.`;
  return `${head} ${why} ${anchorWhy(anchor, requirement, zh)}`;
}

function anchorWhy(anchor: Anchor, requirement: string, zh: boolean): string {
  const terms = spelled(anchor.terms, requirement).join(zh ? '、' : ', ');
  switch (anchor.reason) {
    case 'named':
      return zh
        ? `需求点名了 \`${anchor.location}\`，文件中声明了它。`
        : `The requirement names \`${anchor.location}\`, which the file declares.`;
    case 'matched':
      return zh ? `\`${anchor.location}\` 与之最相符（${terms}）。` : `\`${anchor.location}\` matches them best (${terms}).`;
    case 'heading':
      return zh ? `「${anchor.location}」一节与之相符（${terms}）。` : `The section “${anchor.location}” matches (${terms}).`;
    default:
      return zh ? '没有哪个声明特别相符，任务指向整个文件。' : 'No single declaration stands out, so the task points at the whole file.';
  }
}
