// The living plan PR: on a push to a cplan branch (or `/plan check`), re-detect from
// the head's plan-note.md, commit only what changed (so the bot's own commit changes nothing next
// time), comment only on new conflicts, resolve the threads of conflicts that went away or were
// ticked resolved, and report a `cplan / conflicts` check run.
import { parseUsageReport } from '../core/shared/usage.js';
import { buildSessionArtifacts, type SessionFile } from '../core/render/artifacts.js';
import type { CplanConfig } from '../core/config/config.js';
import { failingConflicts } from '../core/engine/detect.js';
import type { Conflict, PlanNote } from '../core/shared/model.js';
import { parsePlanNote } from '../core/note/parse.js';
import { buildReviewDraft, conflictMarkersIn } from '../core/texts/review.js';
import { markdownTable } from '../core/safety/markdown-table.js';
import { type PointLinks, sourceLinks } from '../core/render/permalinks.js';
import { safeText } from '../core/safety/text-safety.js';
import { BranchStore } from '../session/branch-store.js';
import {
  BranchMovedError,
  type CheckRun,
  type CheckRunAnnotation,
  type Forge,
  type PullRequestInfo,
  type ReviewThread,
} from '../forge/types.js';
import { inProcessChecker, type NoteChecker } from '../planner/note-check.js';
import type { Clock } from '../planner/types.js';
import type { Snapshot, SnapshotFilters } from '../repo/types.js';
import { linkTargetOf, snapshotLinks } from '../planner/permalinks.js';
import type { EventBase, Logger } from './context.js';
import { countConflicts, snapshotFilters } from './flow-build.js';
import { planPullVerdict } from './plan-pull.js';
import { type PostedConflicts, postedConflicts } from './posted.js';
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
  /** The repository's default branch: never a plan branch, whatever `branch_prefix` says. */
  defaultBranch?: string;
  /** The app's own login when known: only its reviews' conflict markers count as posted. */
  self?: string;
}

/**
 * The one way to a re-check's context: the ports of the event (its note checker, snapshot loader,
 * web URL, default branch), the config it runs under and the app's own login when known. Pushes
 * (App, worker, Action) and `/plan check` all build it here.
 */
export function recheckContextOf(base: EventBase, config: CplanConfig, self?: string): RecheckContext {
  return {
    forge: base.forge,
    config,
    clock: base.clock,
    log: base.log,
    ...(base.noteChecker ? { checker: base.noteChecker } : {}),
    loadSnapshot: base.loadSnapshot,
    defaultBranch: base.defaultBranch,
    ...(base.webUrl ? { webUrl: base.webUrl } : {}),
    ...(self ? { self } : {}),
  };
}

export interface RecheckResult {
  /** `superseded`: a newer push landed while checking; its own re-check reports on it. */
  status: 'ignored' | 'checked' | 'superseded';
  committed: boolean;
  newConflicts: number;
  resolvedThreads: number;
  conclusion?: 'success' | 'failure' | 'neutral';
  conflicts?: Conflict[];
  /** Why an ignored PR is not re-checked. */
  why?: 'fork' | 'not-plan' | 'closed' | 'no-session';
}

const LEVEL = { critical: 'failure', high: 'failure', medium: 'warning' } as const;

/**
 * Task files a re-check writes at most. Each is one blob of a tree; a 20 000-task note would
 * otherwise rewrite 20 000 files per push, far past GitHub's content-creation limits (80 a
 * minute, 500 an hour). Past it the task files are left as they are and the check run says so.
 */
export const MAX_TASK_FILES = 500;

export async function recheckPullRequest(ctx: RecheckContext, pr: PullRequestInfo): Promise<RecheckResult> {
  const none = { committed: false, newConflicts: 0, resolvedThreads: 0 };
  const verdict = planPullVerdict(pr, ctx.config, { owner: ctx.forge.owner, repo: ctx.forge.repo, defaultBranch: ctx.defaultBranch });
  if (!verdict.plan) return { status: 'ignored', ...none, why: verdict.why };
  const sessionDir = await locateSessionAt(ctx.forge, pr.headSha, ctx.config.output_dir);
  if (!sessionDir) return { status: 'ignored', ...none, why: 'no-session' };
  // Writes go onto the head that was read, or nowhere: a newer push always wins.
  const store = new BranchStore({
    forge: ctx.forge,
    branch: pr.headRef,
    baseSha: pr.headSha,
    head: pr.headSha,
    sessionDir,
    onlyOnto: true,
  });
  const text = (await store.read('plan-note.md')) ?? '';
  const previousJson = await store.read('conflicts.json');
  const checked = await (ctx.checker ?? inProcessChecker()).check(text);
  if (!checked.ok) return reportRefused(ctx, pr, checked.reason);
  const note = parsePlanNote(checked.text);
  const detection = { note, conflicts: checked.conflicts, changed: checked.changed };
  const links = await recheckLinks(ctx, note);
  const artifacts = sessionArtifacts(ctx, { note, conflicts: detection.conflicts, links }, previousJson, await store.read('usage.json'));
  const { files: changed, taskFilesSkipped } = await changedFiles(store, detection, artifacts);
  let head = pr.headSha;
  if (changed.length > 0) {
    try {
      await store.write(changed, 'cplan: re-check conflicts');
    } catch (error) {
      if (!(error instanceof BranchMovedError)) throw error;
      ctx.log.info(`re-check of #${pr.number} at ${pr.headSha.slice(0, 7)} superseded: ${error.message}`);
      return { status: 'superseded', ...none };
    }
    head = store.headSha ?? head;
  }
  const notePath = `${sessionDir}/plan-note.md`;
  const posted = await postedConflicts(ctx.forge, pr.number, ctx.self);
  const fresh = await commentOnNewConflicts(ctx, pr.number, head, { note, notePath, conflicts: detection.conflicts, posted, links });
  const resolvedThreads = await resolveGoneThreads(ctx, posted.threads, detection.conflicts);
  const run = checkRunOf(ctx, detection, notePath, head, taskFilesSkipped);
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
): Promise<{ files: SessionFile[]; taskFilesSkipped: number }> {
  const changed: SessionFile[] = [];
  if (detection.changed) changed.push({ path: 'plan-note.md', content: detection.note.toString() });
  for (const file of artifacts.filter((f) => !f.path.includes('/.task/'))) {
    if ((await store.read(file.path)) !== file.content) changed.push(file);
  }
  const tasks = artifacts.filter((f) => f.path.includes('/.task/'));
  if (changed.length === 0) return { files: changed, taskFilesSkipped: 0 };
  if (tasks.length > MAX_TASK_FILES) return { files: changed, taskFilesSkipped: tasks.length };
  // Task files follow the tasks: rewrite them when the note or its summaries changed (no reads),
  // and remove the files of tasks a person deleted.
  const keep = new Set(tasks.map((f) => f.path));
  const stale = (await store.listed()).filter((p) => p.includes('/.task/') && !keep.has(p));
  changed.push(...tasks, ...stale.map((path) => ({ path, content: '', delete: true })));
  return { files: changed, taskFilesSkipped: 0 };
}

/** One review with a line comment per open conflict the PR does not show yet; their count. */
async function commentOnNewConflicts(
  ctx: RecheckContext,
  pullNumber: number,
  head: string,
  input: { note: PlanNote; notePath: string; conflicts: Conflict[]; posted: PostedConflicts; links: PointLinks | undefined },
): Promise<number> {
  const fresh = input.conflicts.filter((c) => c.decision === 'open' && !input.posted.fingerprints.has(c.fingerprint));
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
async function resolveGoneThreads(ctx: RecheckContext, threads: ReviewThread[], conflicts: Conflict[]): Promise<number> {
  const open = new Set(conflicts.filter((c) => c.decision === 'open').map((c) => c.fingerprint));
  let resolvedThreads = 0;
  for (const thread of threads) {
    const fingerprint = conflictMarkersIn(thread.body)[0];
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
  taskFilesSkipped = 0,
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
    ...(taskFilesSkipped > 0
      ? [
          '',
          `The note has ${taskFilesSkipped} tasks, more than the ${MAX_TASK_FILES} task files a re-check writes: the \`.task/\` files were left as they were (plan.md, plan.json and conflicts.json are up to date). Split the plan to get them back.`,
        ]
      : []),
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
