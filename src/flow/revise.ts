// Revision of a plan PR: a changes-requested review or `/plan revise <feedback>` plans the
// affected domains again (the domains of the tasks the review's line comments point at; all when
// none) with the previous plan and the feedback; after `max_revisions` a different split is
// proposed instead and waits for approval.
import { describeError } from '../core/shared/errors.js';
import { readConflictsJson } from '../core/render/artifacts.js';
import type { Conflict, PlanNote } from '../core/shared/model.js';
import { parsePlanNote } from '../core/note/parse.js';
import { safeText } from '../core/safety/text-safety.js';
import { BranchStore } from '../session/branch-store.js';
import type { Provider } from '../contract/types.js';
import { type PlanRunInput, runPlan } from '../planner/run.js';
import { type RunContext, type FlowResult, webUrlOf } from './context.js';
import { composeRequirement, countConflicts, snapshotFilters } from './flow-build.js';
import { publishPlan } from './publish.js';
import { notPlanReply, planPullVerdict } from './plan-pull.js';
import { locateSessionAt, sessionIdOf } from './session.js';

export interface RevisionRequest {
  pullNumber: number;
  /** The plan PR's title (`cplan: <issue title>`): the revised PR keeps it. */
  title: string;
  feedback: string;
  /** Line comments of the review: the tasks they sit on choose the domains to revise. */
  lines?: { path: string; line: number }[];
}

/** The domain of the task whose block holds each commented line of plan-note.md. */
export function affectedDomains(note: PlanNote, notePath: string, lines: { path: string; line: number }[]): string[] {
  const tasks = [...note.tasks].sort((a, b) => a.line - b.line);
  const pools = note.sections.filter((s) => s.kind === 'task-pool');
  const domains = new Set<string>();
  for (const { path, line } of lines) {
    if (path !== notePath) continue;
    const pool = pools.find((s) => s.line <= line && note.text.slice(0, s.end).split('\n').length >= line);
    const task = tasks.filter((t) => t.line <= line && t.domain === pool?.domain).pop();
    if (task) domains.add(task.domain);
  }
  return [...domains];
}

function taskChanges(before: PlanNote, after: PlanNote, domain: string): string {
  const key = (n: PlanNote) =>
    new Map(n.tasks.filter((t) => t.domain === domain).map((t) => [t.id, `${t.title}|${t.dependsOn.join(',')}|${t.files.join(',')}`]));
  const a = key(before);
  const b = key(after);
  const added = [...b.keys()].filter((id) => !a.has(id)).length;
  const removed = [...a.keys()].filter((id) => !b.has(id)).length;
  const changed = [...b.keys()].filter((id) => a.has(id) && a.get(id) !== b.get(id)).length;
  return `${added} added, ${removed} removed, ${changed} changed`;
}

const open = (conflicts: Conflict[]) => conflicts.filter((c) => c.decision === 'open').length;

/** The plan PR's session as found on its head: what a revision starts from. */
interface Revision {
  branch: string;
  store: BranchStore;
  sessionDir: string;
  before: PlanNote;
  revision: number;
  sessionId: string;
  source: { commit?: unknown; issue?: unknown; repo?: unknown };
  commit: string;
}

type CommonInput = Omit<PlanRunInput, 'yes'>;

export async function reviseOnGitHub(ctx: RunContext, request: RevisionRequest): Promise<FlowResult> {
  const { config } = ctx;
  const reply = async (text: string): Promise<FlowResult> => {
    await ctx.forge.createComment(request.pullNumber, `@${ctx.actor} ${text}`);
    return { status: 'replied', error: text };
  };
  const found = await findRevision(ctx, request.pullNumber);
  if (typeof found === 'string') return reply(found);
  const budget = ctx.createBudget(config);
  try {
    const provider = ctx.createProvider(config, budget);
    const snapshot = await ctx.loadSnapshot(found.commit, snapshotFilters(config));
    const requirement = composeRequirement(String(found.before.frontmatter.original_requirement ?? ''), '');
    const common: CommonInput = {
      requirement,
      sessionId: found.sessionId,
      snapshot,
      provider,
      store: found.store,
      config,
      clock: ctx.clock,
      budget,
      source: {
        ...(typeof found.source.repo === 'string' ? { repo: found.source.repo } : {}),
        ...(typeof found.source.issue === 'number' ? { issue: found.source.issue } : {}),
        commit: found.commit,
      },
      links: { server: webUrlOf(ctx) },
    };
    // Past the limit, patching the same split again rarely helps: propose a different one.
    if (found.revision >= config.max_revisions) return await proposeSplit(ctx, request, found, common, provider);
    return await revise(ctx, request, found, common);
  } catch (error) {
    return reply(`the revision failed: ${safeText(describeError(error).message, 300)}. Everything already on the branch is kept.`);
  } finally {
    budget.dispose();
  }
}

/** The session on the plan PR's head, or why there is none to revise. */
async function findRevision(ctx: RunContext, pullNumber: number): Promise<Revision | string> {
  const { forge, config } = ctx;
  const pr = await forge.getPullRequest(pullNumber);
  if (!pr) return notPlanReply('not-plan');
  const verdict = planPullVerdict(pr, config, { owner: forge.owner, repo: forge.repo, defaultBranch: ctx.defaultBranch });
  if (!verdict.plan) return notPlanReply(verdict.why);
  const sessionDir = await locateSessionAt(forge, pr.headSha, config.output_dir);
  if (!sessionDir) return 'no cplan session was found on this branch. Nothing was run.';
  // A push that lands while the revision runs wins: the revision is not committed over it.
  const store = new BranchStore({ forge, branch: pr.headRef, baseSha: pr.headSha, head: pr.headSha, sessionDir, onlyOnto: true });
  const before = parsePlanNote((await store.read('plan-note.md')) ?? '');
  const source = (before.frontmatter.source ?? {}) as Revision['source'];
  return {
    branch: pr.headRef,
    store,
    sessionDir,
    before,
    revision: Number(before.frontmatter.revision ?? 0) || 0,
    sessionId: sessionIdOf(before, sessionDir),
    source,
    commit: typeof source.commit === 'string' ? source.commit : pr.headSha,
  };
}

async function proposeSplit(
  ctx: RunContext,
  request: RevisionRequest,
  found: Revision,
  common: CommonInput,
  provider: Provider,
): Promise<FlowResult> {
  const { config } = ctx;
  const analysis = await provider.understand({
    requirement: common.requirement,
    overview: '',
    maxDomains: config.max_domains,
    locale: found.before.locale,
    snapshot: common.snapshot,
    rejectionReason: request.feedback,
  });
  const result = await runPlan({ ...common, config: { ...config, confirm: true }, yes: false, split: analysis.value.sub_domains });
  const split = result.domains.map((d) => `- **${safeText(d.slug, 40)}**: ${safeText(d.description)}`).join('\n');
  await ctx.forge.createComment(
    request.pullNumber,
    `After ${found.revision} revisions the plan was rejected again, so cplan proposes a different split:\n\n${split}\n\nReply \`${config.trigger} approve\` on the issue to plan it, or \`${config.trigger} split …\` to choose another.`,
  );
  return { status: 'awaiting-approval', sessionId: found.sessionId, branch: found.branch };
}

async function revise(ctx: RunContext, request: RevisionRequest, found: Revision, common: CommonInput): Promise<FlowResult> {
  const { before, store } = found;
  const previousJson = await store.read('conflicts.json');
  const earlier = readConflictsJson(previousJson);
  const chosen = affectedDomains(before, `${found.sessionDir}/plan-note.md`, request.lines ?? []);
  const domains = chosen.length > 0 ? chosen : before.domains.map((d) => d.slug);
  const run = await runPlan({ ...common, yes: true, replan: { domains, feedback: request.feedback }, revision: found.revision + 1 });
  // The PR keeps its title and still points at the planned issue, not at itself.
  const issue = {
    number: typeof found.source.issue === 'number' ? found.source.issue : 0,
    title: request.title.replace(/^cplan: /, ''),
  };
  const published = await publishPlan(ctx, { run, store, config: ctx.config, branch: found.branch, issue });
  const lines = domains.map((d) => `- **${d}**: ${taskChanges(before, run.note, d)}`);
  await ctx.forge.createComment(
    request.pullNumber,
    [
      `Revision ${found.revision + 1}: planned ${domains.length === before.domains.length ? 'every domain' : domains.join(', ')} again with the feedback.`,
      '',
      ...lines,
      '',
      `Conflicts: ${open(earlier)} open before → ${open(run.conflicts)} open now.`,
    ].join('\n'),
  );
  return {
    status: run.status,
    sessionId: found.sessionId,
    branch: found.branch,
    pr: published.pr,
    conflicts: { total: run.conflicts.length, ...countConflicts(run.conflicts) },
  };
}
