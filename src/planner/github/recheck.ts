// The living plan PR: on a push to a cplan branch (or `/plan check`), re-detect from
// the head's plan-note.md, commit only what changed (so the bot's own commit changes nothing next
// time), comment only on new conflicts, resolve the threads of conflicts that went away or were
// ticked resolved, and report a `cplan / conflicts` check run.
import { parseUsageReport } from '../../core/usage.js';
import { buildSessionArtifacts, fingerprintsOf, type SessionFile } from '../../core/artifacts.js';
import type { CplanConfig } from '../../core/config.js';
import { failingConflicts } from '../../core/detect.js';
import type { Conflict, PlanNote } from '../../core/model.js';
import { parsePlanNote } from '../../core/parse.js';
import { buildReviewDraft } from '../../core/review.js';
import { markdownTable } from '../../core/markdown-table.js';
import { type PointLinks, sourceLinks } from '../../core/permalinks.js';
import { safeText } from '../../core/text-safety.js';
import { BranchStore } from '../../stores/branch-store.js';
import type { CheckRun, CheckRunAnnotation, Forge, PullRequestInfo } from '../../forge/types.js';
import { inProcessChecker, type NoteChecker } from '../note-check.js';
import type { Clock } from '../types.js';
import type { Snapshot, SnapshotFilters } from '../../repo/types.js';
import { linkTargetOf, snapshotLinks } from '../permalinks.js';
import type { Logger } from './context.js';
import { countConflicts, snapshotFilters } from './flow-build.js';
import { locateSessionAt } from './session.js';

export const CHECK_NAME = 'cplan / conflicts';

export interface RecheckContext {
  forge: Forge;
  config: CplanConfig;
  clock: Clock;
  log: Logger;
  /** Runs detection on the untrusted note within a budget (a worker thread in the App). */
  checker?: NoteChecker;
  /** Loads the planned commit, for permalinks to symbols; without it only line ranges get line anchors. */
  loadSnapshot?: (sha: string, filters: SnapshotFilters) => Promise<Snapshot>;
  /** The server's web URL for permalinks (default github.com). */
  webUrl?: string;
}

export interface RecheckResult {
  status: 'ignored' | 'checked';
  committed: boolean;
  newConflicts: number;
  resolvedThreads: number;
  conclusion?: 'success' | 'failure' | 'neutral';
  conflicts?: Conflict[];
}

const LEVEL = { critical: 'failure', high: 'failure', medium: 'warning' } as const;

export async function recheckPullRequest(ctx: RecheckContext, pr: PullRequestInfo): Promise<RecheckResult> {
  const ignored: RecheckResult = { status: 'ignored', committed: false, newConflicts: 0, resolvedThreads: 0 };
  if (!pr.headRef.startsWith(ctx.config.branch_prefix) || pr.state !== 'open') return ignored;
  const sessionDir = await locateSessionAt(ctx.forge, pr.headSha, ctx.config.output_dir);
  if (!sessionDir) return ignored;
  const store = new BranchStore({ forge: ctx.forge, branch: pr.headRef, baseSha: pr.headSha, head: pr.headSha, sessionDir });
  const text = (await store.read('plan-note.md')) ?? '';
  const previousJson = await store.read('conflicts.json');
  const checked = await (ctx.checker ?? inProcessChecker()).check(text);
  if (!checked.ok) return reportRefused(ctx, pr, checked.reason);
  const note = parsePlanNote(checked.text);
  const detection = { note, conflicts: checked.conflicts, changed: checked.changed };
  const links = await recheckLinks(ctx, note);
  const artifacts = sessionArtifacts(ctx, { note, conflicts: detection.conflicts, links }, previousJson, await store.read('usage.json'));
  const changed = await changedFiles(store, detection, artifacts);
  let head = pr.headSha;
  if (changed.length > 0) {
    await store.write(changed, 'cplan: re-check conflicts');
    head = store.headSha ?? head;
  }
  const notePath = `${sessionDir}/plan-note.md`;
  const fresh = await commentOnNewConflicts(ctx, pr.number, head, { note, notePath, conflicts: detection.conflicts, previousJson, links });
  const resolvedThreads = await resolveGoneThreads(ctx, pr.number, detection.conflicts);
  const run = checkRunOf(ctx, detection, notePath, head);
  await ctx.forge.createCheckRun(run);
  ctx.log.info(
    `re-check of #${pr.number}: ${detection.conflicts.length} conflicts, ${fresh} new, ${resolvedThreads} threads resolved, committed: ${changed.length > 0}`,
  );
  return {
    status: 'checked',
    committed: changed.length > 0,
    newConflicts: fresh,
    resolvedThreads,
    conclusion: run.conclusion,
    conflicts: detection.conflicts,
  };
}

/**
 * Links of the note's points at its planned commit (`source: { repo, commit }`): symbols to their
 * spans when the commit loads, else only line ranges get line anchors; none without a source.
 */
async function recheckLinks(ctx: RecheckContext, note: PlanNote): Promise<PointLinks | undefined> {
  const server = ctx.webUrl ?? 'https://github.com';
  const source = (note.frontmatter.source ?? {}) as { repo?: unknown; commit?: unknown };
  const repo = typeof source.repo === 'string' ? source.repo : undefined;
  const commit = typeof source.commit === 'string' ? source.commit : undefined;
  const target = linkTargetOf({ server }, { ...(repo ? { repo } : {}), ...(commit ? { commit } : {}) });
  if (!target || !commit || !ctx.loadSnapshot) return sourceLinks(note, server);
  try {
    return snapshotLinks(await ctx.loadSnapshot(commit, snapshotFilters(ctx.config)), target);
  } catch (error) {
    ctx.log.warn(`permalinks without symbol lines: the planned commit ${commit} did not load (${(error as Error).message})`);
    return sourceLinks(note, server);
  }
}

/** The session's files as the re-detected note makes them (plan.md, plan.json, conflicts.json, …). */
function sessionArtifacts(
  ctx: RecheckContext,
  { note, conflicts, links }: { note: PlanNote; conflicts: Conflict[]; links: PointLinks | undefined },
  previousJson: string | undefined,
  usageText: string | undefined,
): SessionFile[] {
  const usage = parseUsageReport(usageText);
  const provider = typeof note.frontmatter.provider === 'string' ? note.frontmatter.provider : undefined;
  const source = (note.frontmatter.source ?? {}) as { repo?: unknown; issue?: unknown };
  return buildSessionArtifacts({
    note,
    conflicts,
    now: ctx.clock.now().toISOString(),
    ...(previousJson !== undefined ? { previousConflictsJson: previousJson } : {}),
    ...(usage ? { usage } : {}),
    ...(provider ? { provider } : {}),
    ...(typeof source.repo === 'string' ? { repo: source.repo } : {}),
    ...(typeof source.issue === 'number' ? { issue: source.issue } : {}),
    ...(links ? { links } : {}),
  });
}

/** Only what differs from the branch, so the bot's own commit changes nothing next time. */
async function changedFiles(
  store: BranchStore,
  detection: { note: PlanNote; changed: boolean },
  artifacts: SessionFile[],
): Promise<SessionFile[]> {
  const changed: SessionFile[] = [];
  if (detection.changed) changed.push({ path: 'plan-note.md', content: detection.note.toString() });
  for (const file of artifacts.filter((f) => !f.path.includes('/.task/'))) {
    if ((await store.read(file.path)) !== file.content) changed.push(file);
  }
  // Task files follow the tasks: rewrite them when the note or its summaries changed (no reads),
  // and remove the files of tasks a person deleted.
  if (changed.length > 0) {
    const tasks = artifacts.filter((f) => f.path.includes('/.task/'));
    const keep = new Set(tasks.map((f) => f.path));
    const stale = (await store.listed()).filter((p) => p.includes('/.task/') && !keep.has(p));
    changed.push(...tasks, ...stale.map((path) => ({ path, content: '', delete: true })));
  }
  return changed;
}

/** One review with a line comment per open conflict that earlier runs did not comment on; their count. */
async function commentOnNewConflicts(
  ctx: RecheckContext,
  pullNumber: number,
  head: string,
  input: { note: PlanNote; notePath: string; conflicts: Conflict[]; previousJson: string | undefined; links: PointLinks | undefined },
): Promise<number> {
  const before = fingerprintsOf(input.previousJson);
  const fresh = input.conflicts.filter((c) => c.decision === 'open' && !before.has(c.fingerprint));
  if (fresh.length === 0) return 0;
  const draft = buildReviewDraft(input.note, input.conflicts, {
    notePath: input.notePath,
    reviewEvent: ctx.config.review_event,
    only: (c) => fresh.includes(c),
    ...(input.links ? { links: input.links } : {}),
  });
  await ctx.forge.createReview({
    pullNumber,
    commitSha: head,
    body: draft.body,
    event: draft.event,
    comments: draft.comments.map(({ path, line, body }) => ({ path, line, body })),
  });
  return fresh.length;
}

/** Resolves the threads of conflicts that went away or were ticked resolved; their count. */
async function resolveGoneThreads(ctx: RecheckContext, pullNumber: number, conflicts: Conflict[]): Promise<number> {
  const open = new Set(conflicts.filter((c) => c.decision === 'open').map((c) => c.fingerprint));
  let resolvedThreads = 0;
  for (const thread of await ctx.forge.listReviewThreads(pullNumber)) {
    const fingerprint = /cplan:conflict-comment fingerprint=([A-Za-z0-9_-]+)/.exec(thread.body)?.[1];
    if (!fingerprint || thread.isResolved || open.has(fingerprint)) continue;
    await ctx.forge.resolveReviewThread(thread.id);
    resolvedThreads++;
  }
  return resolvedThreads;
}

/** Pure: the `cplan / conflicts` check run of the head, an annotation per conflict. */
function checkRunOf(
  ctx: Pick<RecheckContext, 'config'>,
  detection: { note: PlanNote; conflicts: Conflict[] },
  notePath: string,
  head: string,
): CheckRun {
  const { note } = detection;
  const failing = failingConflicts(detection.conflicts, ctx.config.fail_on);
  const lineOf = new Map(note.tasks.map((t) => [t.id, t.line]));
  const annotations: CheckRunAnnotation[] = detection.conflicts.map((c) => ({
    path: notePath,
    line: lineOf.get(c.tasks_involved[0] ?? '') ?? 1,
    level: c.decision === 'resolved' ? 'notice' : LEVEL[c.severity],
    title: `${c.id} ${c.severity} ${c.type}${c.decision === 'resolved' ? ' (resolved)' : ''}`,
    message: `${c.description}\n${c.suggested_resolution}`,
  }));
  const counts = countConflicts(detection.conflicts);
  const rows = detection.conflicts.map((c) => [
    c.id,
    c.severity,
    `\`${c.type}\``,
    c.tasks_involved.join(', '),
    safeText(c.location, 80),
    c.decision,
  ]);
  const summary = [
    `${counts.open} open conflicts (${counts.critical} critical · ${counts.high} high · ${counts.medium} medium); failing at \`fail_on: ${ctx.config.fail_on}\`.`,
    '',
    ...(rows.length > 0
      ? [markdownTable(['id', 'severity', 'type', 'tasks', 'location', 'decision'], rows)]
      : ['✅ No conflicts detected.']),
  ].join('\n');
  const conclusion = failing.length > 0 ? 'failure' : 'success';
  return {
    name: CHECK_NAME,
    headSha: head,
    conclusion,
    title:
      failing.length > 0
        ? `${failing.length} open conflict${failing.length === 1 ? '' : 's'} at or above ${ctx.config.fail_on}`
        : 'No open conflict at or above the threshold',
    summary,
    annotations,
  };
}

/** Over budget: a neutral check run that says why, and nothing written to the branch. */
async function reportRefused(ctx: RecheckContext, pr: PullRequestInfo, reason: string): Promise<RecheckResult> {
  ctx.log.warn(`re-check of #${pr.number} refused: ${reason}`);
  await ctx.forge.createCheckRun({
    name: CHECK_NAME,
    headSha: pr.headSha,
    conclusion: 'neutral',
    title: 'plan-note.md was not re-checked',
    summary: `${reason}. Nothing was committed and no comment was posted. Split or shorten the note, then push again or comment \`/plan check\`.`,
    annotations: [],
  });
  return { status: 'checked', committed: false, newConflicts: 0, resolvedThreads: 0, conclusion: 'neutral' };
}
