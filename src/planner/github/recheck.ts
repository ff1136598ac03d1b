// The living plan PR (spec §8.7): on a push to a cplan branch (or `/plan check`), re-detect from
// the head's plan-note.md, commit only what changed (so the bot's own commit changes nothing next
// time), comment only on new conflicts, resolve the threads of conflicts that went away or were
// ticked resolved, and report a `cplan / conflicts` check run.
import { parseUsageReport } from '../../core/usage.js';
import { buildSessionArtifacts, fingerprintsOf, type SessionFile } from '../../core/artifacts.js';
import type { CplanConfig } from '../../core/config.js';
import { failingConflicts } from '../../core/detect.js';
import type { Conflict } from '../../core/model.js';
import { parsePlanNote } from '../../core/parse.js';
import { buildReviewDraft } from '../../core/review.js';
import { markdownTable } from '../../core/markdown-table.js';
import { safeText } from '../../core/text-safety.js';
import { BranchStore } from '../../stores/branch-store.js';
import type { CheckRunAnnotation, Forge, PullRequestInfo } from '../../forge/types.js';
import { inProcessChecker, type NoteChecker } from '../note-check.js';
import type { Clock } from '../types.js';
import type { Logger } from './context.js';
import { countConflicts } from './flow.js';
import { locateSessionAt } from './session.js';

export const CHECK_NAME = 'cplan / conflicts';

export interface RecheckContext {
  forge: Forge;
  config: CplanConfig;
  clock: Clock;
  log: Logger;
  /** Runs detection on the untrusted note within a budget (a worker thread in the App). */
  checker?: NoteChecker;
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
  const usageText = await store.read('usage.json');
  const usage = parseUsageReport(usageText);
  const provider = typeof note.frontmatter.provider === 'string' ? note.frontmatter.provider : undefined;
  const source = (note.frontmatter.source ?? {}) as { repo?: unknown; issue?: unknown };
  const artifacts = buildSessionArtifacts({
    note,
    conflicts: detection.conflicts,
    now: ctx.clock.now().toISOString(),
    ...(previousJson !== undefined ? { previousConflictsJson: previousJson } : {}),
    ...(usage ? { usage } : {}),
    ...(provider ? { provider } : {}),
    ...(typeof source.repo === 'string' ? { repo: source.repo } : {}),
    ...(typeof source.issue === 'number' ? { issue: source.issue } : {}),
  });
  const changed: SessionFile[] = [];
  if (detection.changed) changed.push({ path: 'plan-note.md', content: note.toString() });
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
  let head = pr.headSha;
  if (changed.length > 0) {
    await store.write(changed, 'cplan: re-check conflicts');
    head = store.headSha ?? head;
  }

  const before = fingerprintsOf(previousJson);
  const notePath = `${sessionDir}/plan-note.md`;
  const fresh = detection.conflicts.filter((c) => c.decision === 'open' && !before.has(c.fingerprint));
  if (fresh.length > 0) {
    const draft = buildReviewDraft(note, detection.conflicts, {
      notePath,
      reviewEvent: ctx.config.review_event,
      only: (c) => fresh.includes(c),
    });
    await ctx.forge.createReview({
      pullNumber: pr.number,
      commitSha: head,
      body: draft.body,
      event: draft.event,
      comments: draft.comments.map(({ path, line, body }) => ({ path, line, body })),
    });
  }

  const open = new Set(detection.conflicts.filter((c) => c.decision === 'open').map((c) => c.fingerprint));
  let resolvedThreads = 0;
  for (const thread of await ctx.forge.listReviewThreads(pr.number)) {
    const fingerprint = /cplan:conflict-comment fingerprint=([A-Za-z0-9_-]+)/.exec(thread.body)?.[1];
    if (!fingerprint || thread.isResolved || open.has(fingerprint)) continue;
    await ctx.forge.resolveReviewThread(thread.id);
    resolvedThreads++;
  }

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
  await ctx.forge.createCheckRun({
    name: CHECK_NAME,
    headSha: head,
    conclusion,
    title:
      failing.length > 0
        ? `${failing.length} open conflict${failing.length === 1 ? '' : 's'} at or above ${ctx.config.fail_on}`
        : 'No open conflict at or above the threshold',
    summary,
    annotations,
  });
  ctx.log.info(
    `re-check of #${pr.number}: ${detection.conflicts.length} conflicts, ${fresh.length} new, ${resolvedThreads} threads resolved, committed: ${changed.length > 0}`,
  );
  return {
    status: 'checked',
    committed: changed.length > 0,
    newConflicts: fresh.length,
    resolvedThreads,
    conclusion,
    conflicts: detection.conflicts,
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
