// The planning run on GitHub (spec §2, §8): session on a branch, live status comment, one commit
// per phase, the plan PR and the conflict review. Shared by the App and the Action.
import type { SubDomainProposal } from '../../agents/types.js';
import type { PlanFlags } from '../../core/commands.js';
import type { CplanConfig } from '../../core/config.js';
import { fingerprintsOf } from '../../core/artifacts.js';
import { setFrontmatter } from '../../core/edit.js';
import { describeError } from '../../core/errors.js';
import type { Conflict } from '../../core/model.js';
import { asciiSlug, buildSessionId } from '../../core/names.js';
import { parsePlanNote } from '../../core/parse.js';
import { renderStatusComment, type StatusView } from '../../core/status-comment.js';
import { computeWaves } from '../../core/waves.js';
import { BranchStore } from '../../stores/branch-store.js';
import type { SnapshotFilters } from '../../repo/types.js';
import { type PlanRunResult, runPlan } from '../run.js';
import { StatusUpdater } from '../status-updater.js';
import type { RunState } from '../types.js';
import type { FlowContext, FlowResult } from './context.js';
import { publishPlan } from './publish.js';
import { freeBranch, issueBranch, locateSession } from './session.js';
import { ensureStatusComment } from './status.js';

export type RunCommand =
  | { kind: 'plan'; text: string; flags: PlanFlags }
  | { kind: 'continue'; flags: PlanFlags }
  | { kind: 'approve'; answers: string }
  | { kind: 'split'; domains: { focus_area: string; description: string }[] }
  | { kind: 'cancel' }
  | { kind: 'replan'; domain: string; feedback: string };

/** Issue title + body + the command's extra text (spec §3), capped so a huge body cannot blow the budget. */
export function composeRequirement(title: string, body: string, extra = ''): string {
  return [title.trim(), (body ?? '').trim(), extra.trim()]
    .filter((s) => s !== '')
    .join('\n\n')
    .slice(0, 20_000);
}

export async function runOnGitHub(ctx: FlowContext, command: RunCommand): Promise<FlowResult> {
  const flags = 'flags' in command ? command.flags : undefined;
  const config = {
    ...ctx.config,
    ...(flags?.maxDomains ? { max_domains: flags.maxDomains } : {}),
    ...(flags?.locale ? { locale: flags.locale } : {}),
    ...(flags?.model ? { model: flags.model } : {}),
  };
  // A dispatched task has no issue (number 0): its branch is named from the text.
  const baseBranch =
    ctx.issue.number > 0 ? issueBranch(config.branch_prefix, ctx.issue.number) : `${config.branch_prefix}${asciiSlug(ctx.issue.title)}`;
  const fresh = command.kind === 'plan' && command.flags.fresh;
  const location = fresh
    ? { branch: await freeBranch(ctx.forge, baseBranch), head: undefined, sessionDir: undefined }
    : await locateSession(ctx.forge, baseBranch, config.output_dir);
  const needsSession = command.kind !== 'plan';
  if (needsSession && !location.sessionDir) {
    return reply(ctx, `There is no cplan session for this issue yet. Start one with \`${config.trigger}\`.`);
  }
  const defaultHead = await ctx.forge.branchHead(ctx.defaultBranch);
  if (!defaultHead) return reply(ctx, `The default branch \`${ctx.defaultBranch}\` has no commits to plan against.`);

  const store = new BranchStore({
    forge: ctx.forge,
    branch: location.branch,
    baseSha: defaultHead,
    sessionDir: location.sessionDir ?? '',
    head: location.head,
  });
  const existingNote = location.sessionDir ? parsePlanNote((await store.read('plan-note.md')) ?? '') : undefined;
  const existingStatus = existingNote?.frontmatter.status;
  if ((command.kind === 'approve' || command.kind === 'split') && existingStatus !== 'awaiting-approval') {
    return reply(ctx, `Nothing is waiting for approval on this issue (the session is ${String(existingStatus ?? 'unknown')}).`);
  }

  const requirement = composeRequirement(ctx.issue.title, ctx.issue.body, command.kind === 'plan' ? command.text : '');
  const sessionId = existingNote?.sessionId ?? buildSessionId(requirement, ctx.clock.now());
  if (!location.sessionDir) store.setSessionDir(`${config.output_dir}/${sessionId}`);
  const startedAt = ctx.clock.now().toISOString();
  const status = await ensureStatusComment(ctx, sessionId, location.sessionDir !== undefined);
  const base: StatusView = {
    sessionId,
    status: 'running',
    run: null,
    branch: location.branch,
    startedAt,
    updatedAt: startedAt,
    trigger: config.trigger,
    ...(ctx.workflowUrl ? { workflowUrl: ctx.workflowUrl } : {}),
  };
  const updater = new StatusUpdater<StatusView>((view) => status.write(renderStatusComment(view)), ctx.statusIntervalMs ?? 2000);
  let view: StatusView = base;
  // The status comment appears before any slow work (snapshot download, model calls).
  updater.update(view);
  const show = (patch: Partial<StatusView>) => {
    view = { ...view, ...patch, updatedAt: ctx.clock.now().toISOString() };
    updater.update(view);
  };

  const budget = ctx.createBudget(config);
  let result: FlowResult = { status: 'failed', sessionId, branch: location.branch };
  try {
    if (command.kind === 'cancel') {
      const note = setFrontmatter(existingNote ?? parsePlanNote(''), { status: 'cancelled' });
      await store.write([{ path: 'plan-note.md', content: note.toString() }], 'cplan: cancelled');
      view = { ...view, status: 'cancelled' };
      result = { status: 'cancelled', sessionId, branch: location.branch };
      return result;
    }
    const provider = ctx.createProvider(config, budget);
    view = { ...view, provider: provider.name };
    const source = existingNote?.frontmatter.source as { commit?: unknown } | undefined;
    const plannedCommit = typeof source?.commit === 'string' && /^[0-9a-f]{7,40}$/.test(source.commit) ? source.commit : defaultHead;
    const snapshot = await ctx.loadSnapshot(plannedCommit, snapshotFilters(config));
    const reviewed = fingerprintsOf(await store.read('conflicts.json'));
    const run: PlanRunResult = await runPlan({
      requirement,
      sessionId,
      snapshot,
      provider,
      store,
      config,
      yes:
        (flags?.yes ?? false) ||
        !config.confirm ||
        command.kind === 'approve' ||
        command.kind === 'split' ||
        (existingStatus !== undefined && existingStatus !== 'awaiting-approval'),
      serial: flags?.serial ?? false,
      clock: ctx.clock,
      source: {
        repo: `${ctx.forge.owner}/${ctx.forge.repo}`,
        issue: ctx.issue.number,
        commit: plannedCommit,
      },
      budget,
      ...(command.kind === 'approve' && command.answers ? { answers: command.answers } : {}),
      ...(command.kind === 'split' ? { split: command.domains.map(toProposal) } : {}),
      ...(command.kind === 'replan' ? { replan: { domains: [command.domain], feedback: command.feedback } } : {}),
      onProgress: (state: RunState) => show({ run: state }),
    });
    view = { ...view, run: run.state };
    if (run.status === 'awaiting-approval') {
      view = {
        ...view,
        status: 'awaiting-approval',
        awaiting: {
          domains: run.domains.map((d) => ({ slug: d.slug, description: d.description, range: d.range })),
          questions: run.analysis.open_questions,
        },
      };
      result = {
        status: 'awaiting-approval',
        sessionId,
        branch: location.branch,
        costUsd: run.usage.total.cost_usd,
      };
      return result;
    }
    if (run.status === 'cancelled') {
      view = { ...view, status: 'cancelled' };
      result = { status: 'cancelled', sessionId, branch: location.branch };
      return result;
    }
    const published = await publishPlan(ctx, { run, store, config, branch: location.branch, reviewed });
    const counts = countConflicts(run.conflicts);
    view = { ...view, status: run.status, pr: published.pr, conflicts: counts };
    result = {
      status: run.status,
      sessionId,
      branch: location.branch,
      pr: published.pr,
      conflicts: { total: run.conflicts.length, ...counts },
      costUsd: run.usage.total.cost_usd,
      domains: run.state.domains.map((d) => ({ slug: d.slug, state: d.state, tasks: d.tasks })),
      waves: computeWaves(run.note.tasks).waves,
      tokens: { input: run.usage.total.input_tokens, output: run.usage.total.output_tokens },
    };
    return result;
  } catch (error) {
    const { message, nextStep } = describeError(error, { trigger: config.trigger });
    ctx.log.error(`cplan run ${sessionId} failed: ${message}`);
    view = { ...view, status: 'failed', failure: { cause: message, next: nextStep } };
    result = { status: 'failed', sessionId, branch: location.branch, error: message };
    return result;
  } finally {
    budget.dispose();
    // The final state is always written, so a status comment is never left "running".
    await updater
      .flush({ ...view, updatedAt: ctx.clock.now().toISOString() })
      .catch((error) => ctx.log.warn(`status comment: ${describeError(error).message}`));
    result.statusCommentUrl = status.url;
  }
}

/** Exploration globs from config; earlier plans in the output folder are never read as code. */
export function snapshotFilters(config: CplanConfig): SnapshotFilters {
  return {
    includePaths: config.include_paths,
    excludePaths: [...config.exclude_paths, `${config.output_dir}/**`],
  };
}

function toProposal(d: { focus_area: string; description: string }): SubDomainProposal {
  return {
    focus_area: d.focus_area,
    description: d.description,
    key_concerns: [],
    estimated_effort: 'Medium',
    depends_on_domains: [],
  };
}

export function countConflicts(conflicts: Conflict[]) {
  const counts = { critical: 0, high: 0, medium: 0, open: 0 };
  for (const c of conflicts) {
    counts[c.severity]++;
    if (c.decision === 'open') counts.open++;
  }
  return counts;
}

async function reply(ctx: FlowContext, message: string): Promise<FlowResult> {
  if (ctx.issue.number > 0 && !ctx.dryRun) await ctx.forge.createComment(ctx.issue.number, `@${ctx.actor} ${message}`);
  else ctx.log.warn(message);
  return { status: 'replied', error: message };
}
