// Phase 4 on GitHub: the plan PR (created or updated; draft while partial; label `cplan`) and one
// review with a line comment per open conflict that has not been commented on before.
import { prMarker } from '../core/texts/status-comment.js';
import type { CplanConfig } from '../core/config/config.js';
import { renderPlanSummary } from '../core/render/render-plan-md.js';
import { buildReviewDraft } from '../core/texts/review.js';
import { computeWaves } from '../core/engine/waves.js';
import type { BranchStore } from '../session/branch-store.js';
import type { PlanRunResult } from '../planner/run.js';
import type { EventBase } from './context.js';
import { postedConflicts } from './posted.js';

export function buildPrBody(run: PlanRunResult, issue: number, sessionDir: string): string {
  const summary = renderPlanSummary(
    {
      note: run.note,
      conflicts: run.conflicts,
      waves: computeWaves(run.note.tasks),
      generatedAt: '',
      provider: run.state.usage[0]?.model === 'offline' ? 'offline' : undefined,
      grounding: run.grounding,
      ...(run.links ? { links: run.links } : {}),
    },
    { maxChars: 55_000 },
  );
  return `${summary}\n\nThe full plan is in \`${sessionDir}/plan.md\`; edit \`${sessionDir}/plan-note.md\` to change it.${issue > 0 ? `\n\nPlan for #${issue}` : ''}\n\n${prMarker(run.sessionId)}\n`;
}

export async function publishPlan(
  ctx: Pick<EventBase, 'forge' | 'defaultBranch'> & { self?: string },
  input: {
    run: PlanRunResult;
    store: BranchStore;
    config: CplanConfig;
    branch: string;
    /** The planned issue (number 0: a dispatched task): the PR's title and its "Plan for #n". */
    issue: { number: number; title: string };
  },
): Promise<{ pr: { number: number; url: string; draft: boolean } }> {
  const { run, store, config } = input;
  const title = `cplan: ${input.issue.title}`.slice(0, 250);
  const body = buildPrBody(run, input.issue.number, store.sessionDir);
  const pr = await ctx.forge.ensurePullRequest({
    branch: input.branch,
    base: ctx.defaultBranch,
    title,
    body,
    draft: run.status === 'partial',
    labels: ['cplan'],
    // A branch this run created has no PR yet: skip the lookup (one request fewer).
    mayExist: !store.createdBranch,
  });
  const headSha = store.headSha;
  // What the PR already shows, read from GitHub: a run that failed between its commit and its
  // review (a 502, a secondary rate limit) posts the missing comments when continued.
  const posted = store.createdBranch ? undefined : await postedConflicts(ctx.forge, pr.number, ctx.self);
  const draft = buildReviewDraft(run.note, run.conflicts, {
    notePath: `${store.sessionDir}/plan-note.md`,
    reviewEvent: config.review_event,
    only: (c) => !posted?.fingerprints.has(c.fingerprint),
    ...(run.links ? { links: run.links } : {}),
  });
  // A continued run reviews only conflicts the PR does not show yet; the first review always comes.
  if (headSha && (draft.comments.length > 0 || !posted?.anyReview)) {
    await ctx.forge.createReview({
      pullNumber: pr.number,
      commitSha: headSha,
      body: draft.body,
      event: draft.event,
      comments: draft.comments.map(({ path, line, body: text }) => ({ path, line, body: text })),
    });
  }
  return { pr: { number: pr.number, url: pr.url, draft: pr.draft } };
}
