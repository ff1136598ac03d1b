// A domain agent's submission against the repository and the domain list, after it passed its
// schema: every modification point (verify-point.ts), every `depends_on` key and every
// `needs_from_domains` domain. The Anthropic loop sends the problems back once as a repair turn;
// the planner marks the points still ungrounded in plan-note.md (`(unverified: …)`), never blocking.
import type { TaskDraft } from '../core/shared/model.js';
import { domainKey } from '../core/shared/names.js';
import { nearestNames } from '../retrieval/nearest.js';
import type { Snapshot } from '../repo/types.js';
import type { DomainBrief, DomainPlan } from '../contract/types.js';
import { newFilesOf, verifyPoint } from './verify-point.js';

export interface PlanCheckContext {
  snapshot: Snapshot;
  /** The domains of the run: `needs_from_domains` must name one of them. */
  domains: DomainBrief[];
}

/** At most this many problems go into one repair message. */
const MAX_LISTED = 30;

/** One line per problem (`tasks.0.modification_points.1 \`path:location\`: …`), empty when grounded. */
export function verifyDomainPlan(plan: DomainPlan, context: PlanCheckContext): string[] {
  const problems: string[] = [];
  const planned = newFilesOf(plan.tasks.flatMap((t) => t.modification_points));
  const keys = plan.tasks.map((t) => t.key.trim());
  plan.tasks.forEach((task, i) => {
    task.modification_points.forEach((point, j) => {
      const problem = verifyPoint(context.snapshot, point, planned);
      if (problem) problems.push(`tasks.${i}.modification_points.${j} \`${point.file}:${point.location || '*'}\`: ${problem.message}`);
    });
    for (const key of task.depends_on) {
      const wanted = key.trim();
      if (keys.includes(wanted) || /^TASK-\d+$/i.test(wanted)) continue;
      problems.push(`tasks.${i}.depends_on: no task of this plan has the key "${wanted}"; ${closest(wanted, keys, 'the keys are')}`);
    }
    task.needs_from_domains.forEach((need, j) => {
      if (findDomain(context.domains, need.domain)) return;
      const slugs = context.domains.map((d) => d.slug);
      problems.push(
        `tasks.${i}.needs_from_domains.${j}: there is no domain "${need.domain}"; ${closest(need.domain, slugs, 'the domains are')}`,
      );
    });
  });
  return problems;
}

function findDomain(domains: DomainBrief[], name: string): DomainBrief | undefined {
  const key = domainKey(name);
  return key === '' ? undefined : domains.find((d) => d.slug === key || domainKey(d.title) === key);
}

function closest(name: string, options: string[], all: string): string {
  const near = nearestNames(name, options, 3).map((n) => n.name);
  if (near.length > 0) return `nearest: ${near.join(', ')}`;
  return options.length > 0 ? `${all}: ${options.slice(0, 10).join(', ')}` : `${all}: none`;
}

/** The repair turn's text: each problem with its candidates, and what to do. */
export function groundingRepairMessage(problems: string[], submit: string): string {
  const listed = problems.slice(0, MAX_LISTED).map((p) => `- ${p}`);
  if (problems.length > MAX_LISTED) listed.push(`- … and ${problems.length - MAX_LISTED} more`);
  return [
    'The submission does not match the repository:',
    ...listed,
    'Name files that exist (say "new file" in the change of a file the task creates), and as the location a name the file declares, a line or line range (L31, 31-58) or *. Use the real names above.',
    `Call ${submit} again with the corrected plan. This check runs once: the next submission is accepted as it is, and points still not found are marked unverified in the plan.`,
  ].join('\n');
}

/**
 * The drafts with each point that is still not grounded marked `unverified` (its short reason and
 * best candidate); grounded points lose an earlier mark. Pure apart from reading the snapshot.
 */
export function markUnverified(tasks: TaskDraft[], snapshot: Snapshot): TaskDraft[] {
  const points = tasks.flatMap(
    (t) => t.modificationPoints.filter((p) => p.file !== null) as { file: string; location: string; change: string }[],
  );
  const planned = newFilesOf(points);
  return tasks.map((task) => ({
    ...task,
    modificationPoints: task.modificationPoints.map((point) => {
      const { unverified: _old, ...rest } = point;
      if (point.file === null) return rest;
      const problem = verifyPoint(snapshot, { file: point.file, location: point.location, change: point.change }, planned);
      return problem ? { ...rest, unverified: problem.reason } : rest;
    }),
  }));
}
