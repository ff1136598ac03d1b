// The pure build steps of a planning run on GitHub: the run's config and input, the status views
// and the result. No I/O here; flow.ts applies them (forge, status comment, runPlan).
import { countConflicts } from '../core/shared/severity.js';
import type { SubDomainProposal } from '../contract/types.js';
import { type PlanFlags, planFlagSettings } from '../core/texts/commands.js';
import { configSource, type CplanConfig, mergeConfig } from '../core/config/config.js';
import type { PlanNote } from '../core/shared/model.js';
import { noteImages, sanitizeUntrusted } from '../core/safety/sanitize.js';
import type { StatusView } from '../core/texts/status-comment.js';
import { oneLine } from '../core/safety/text-safety.js';
import { computeWaves } from '../core/engine/waves.js';
import type { SnapshotFilters } from '../repo/types.js';
import type { PlanRunInput, PlanRunResult } from '../planner/run.js';
import { type FlowContext, type FlowResult, webUrlOf } from './context.js';

export type RunCommand =
  | { kind: 'plan'; text: string; flags: PlanFlags }
  | { kind: 'continue'; flags: PlanFlags }
  | { kind: 'approve'; answers: string }
  | { kind: 'split'; domains: { focus_area: string; description: string }[] }
  | { kind: 'cancel' }
  | { kind: 'replan'; domain: string; feedback: string };

/** What a run reads around the issue: comments of people allowed to plan, and the issues/PRs the body links to. */
export interface IssueContext {
  comments: { author: string; body: string }[];
  linked: { number: number; title: string; body: string; isPullRequest: boolean }[];
}

/** Caps in characters: the whole requirement, each comment and linked issue, and each section of them. */
export const REQUIREMENT_CAPS = { total: 20_000, item: 2_000, comments: 8_000, linked: 6_000 } as const;

/**
 * Issue title + body + the command's extra text, then the comments and linked issues of `context`
 * (each sanitized and capped; an item that does not fit its section is left out, the count said),
 * the whole capped so a huge body cannot blow the budget. Images are noted, never read.
 */
export function composeRequirement(title: string, body: string, extra = '', context?: IssueContext): string {
  const core = [title.trim(), noteImages(body ?? '').trim(), extra.trim()].filter((s) => s !== '').join('\n\n');
  const comments = (context?.comments ?? []).map((c) => `From ${oneLine(c.author)}:\n${untrustedItem(c.body)}`);
  const linked = (context?.linked ?? []).map(
    (l) => `#${l.number} (${l.isPullRequest ? 'pull request' : 'issue'}): ${untrustedItem(`${oneLine(l.title)}\n${l.body}`)}`,
  );
  return [
    core,
    section('Comments on the issue by people allowed to plan', comments, REQUIREMENT_CAPS.comments),
    section('Issues and pull requests the issue links to', linked, REQUIREMENT_CAPS.linked),
  ]
    .filter((s) => s !== '')
    .join('\n\n')
    .slice(0, REQUIREMENT_CAPS.total);
}

const untrustedItem = (text: string): string => sanitizeUntrusted(noteImages(text), REQUIREMENT_CAPS.item).trim();

/** A titled section of the items that fit in `max` characters, in order; the rest counted. */
function section(heading: string, items: string[], max: number): string {
  const kept: string[] = [];
  let size = 0;
  for (const item of items) {
    if (size + item.length > max) break;
    kept.push(item);
    size += item.length + 2;
  }
  if (kept.length === 0 && items.length === 0) return '';
  const left = items.length - kept.length;
  return [`## ${heading}`, ...kept, ...(left > 0 ? [`[${left} more left out: too long]`] : [])].join('\n\n');
}

/** Exploration globs from config; earlier plans in the output folder are never read as code. */
export function snapshotFilters(config: CplanConfig): SnapshotFilters {
  return {
    includePaths: config.include_paths,
    excludePaths: [...config.exclude_paths, `${config.output_dir}/**`],
  };
}

export { countConflicts } from '../core/shared/severity.js';

export const flagsOf = (command: RunCommand): PlanFlags | undefined => ('flags' in command ? command.flags : undefined);

/** The repository config with the command's flags on top, through the one merge every source uses. */
export function runConfig(config: CplanConfig, flags: PlanFlags | undefined): CplanConfig {
  return flags ? mergeConfig(config, planFlagSettings(flags), configSource.comment(config.trigger)) : config;
}

/** The commit an existing session planned against (kept on continue), else the default branch head. */
export function plannedCommitOf(note: PlanNote | undefined, defaultHead: string): string {
  const source = note?.frontmatter.source as { commit?: unknown } | undefined;
  return typeof source?.commit === 'string' && /^[0-9a-f]{7,40}$/.test(source.commit) ? source.commit : defaultHead;
}

/** What a run needs to know about where it stands before it starts. */
export interface RunSetup {
  config: CplanConfig;
  sessionId: string;
  requirement: string;
  existingStatus: unknown;
  plannedCommit: string;
}

/** runPlan's input for the command, without the ports (snapshot, provider, store, budget). */
export function planInput(
  ctx: FlowContext,
  setup: RunSetup,
  command: RunCommand,
): Omit<PlanRunInput, 'snapshot' | 'provider' | 'store' | 'budget' | 'onProgress'> {
  const flags = flagsOf(command);
  const { config, existingStatus } = setup;
  return {
    requirement: setup.requirement,
    sessionId: setup.sessionId,
    config,
    yes:
      (flags?.yes ?? false) ||
      !config.confirm ||
      command.kind === 'approve' ||
      command.kind === 'split' ||
      (existingStatus !== undefined && existingStatus !== 'awaiting-approval'),
    serial: flags?.serial ?? false,
    clock: ctx.clock,
    source: { repo: `${ctx.forge.owner}/${ctx.forge.repo}`, issue: ctx.issue.number, commit: setup.plannedCommit },
    links: { server: webUrlOf(ctx) },
    ...(command.kind === 'approve' && command.answers ? { answers: command.answers } : {}),
    ...(command.kind === 'split' ? { split: command.domains.map(toProposal) } : {}),
    ...(command.kind === 'replan' ? { replan: { domains: [command.domain], feedback: command.feedback } } : {}),
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

export function initialView(ctx: FlowContext, config: CplanConfig, sessionId: string, branch: string): StatusView {
  const startedAt = ctx.clock.now().toISOString();
  return {
    sessionId,
    status: 'running',
    run: null,
    branch,
    startedAt,
    updatedAt: startedAt,
    trigger: config.trigger,
    ...(ctx.workflowUrl ? { workflowUrl: ctx.workflowUrl } : {}),
  };
}

/** The status and result of a run that stopped at the proposed split. */
export function awaitingApproval(run: PlanRunResult, branch: string): { view: Partial<StatusView>; result: FlowResult } {
  return {
    view: {
      status: 'awaiting-approval',
      awaiting: {
        domains: run.domains.map((d) => ({ slug: d.slug, description: d.description, range: d.range })),
        questions: run.analysis.open_questions,
      },
    },
    result: { status: 'awaiting-approval', sessionId: run.sessionId, branch, costUsd: run.usage.total.cost_usd },
  };
}

/** The status and result of a run whose plan was published. */
export function published(
  run: PlanRunResult,
  branch: string,
  pr: { number: number; url: string; draft: boolean },
): { view: Partial<StatusView>; result: FlowResult } {
  const counts = countConflicts(run.conflicts);
  return {
    view: { status: run.status, pr, conflicts: counts, grounding: run.grounding },
    result: {
      status: run.status,
      sessionId: run.sessionId,
      branch,
      pr,
      conflicts: { total: run.conflicts.length, ...counts },
      costUsd: run.usage.total.cost_usd,
      domains: run.state.domains.map((d) => ({ slug: d.slug, state: d.state, tasks: d.tasks })),
      waves: computeWaves(run.note.tasks).waves,
      tokens: { input: run.usage.total.input_tokens, output: run.usage.total.output_tokens },
    },
  };
}
