// A queued job: the accepted webhook event as plain data, what a worker needs to act for the
// installation, and notes an attempt leaves for the next (the session it started). Read back with
// a schema: a job written by another version of cplan, or by hand, is refused with a reason.
import { z } from 'zod';
import type { CplanConfig } from '../core/config/config.js';
import type { QueuedEvent } from '../flow/queued.js';
import type { RepositoryRef } from './ports.js';

const issue = z.object({
  number: z.number().int().nonnegative(),
  title: z.string(),
  body: z.string(),
  state: z.enum(['open', 'closed']),
  author: z.string(),
  isPullRequest: z.boolean(),
  labels: z.array(z.string()),
  stateReason: z.string().nullable().optional(),
  assignees: z.array(z.string()).optional(),
});
const pull = z.object({
  number: z.number().int().positive(),
  url: z.string(),
  draft: z.boolean(),
  headRef: z.string(),
  headSha: z.string(),
  baseRef: z.string(),
  state: z.enum(['open', 'closed']),
  // The head's repository: a fork's PR is never re-checked nor tracked (kept through the queue).
  headRepo: z.string().nullable().optional(),
  // A task PR's text names its task issue (closing keywords, links).
  title: z.string().optional(),
  body: z.string().optional(),
  merged: z.boolean().optional(),
  author: z.string().optional(),
});
const actor = z.object({ login: z.string(), type: z.string() });

const event = z.discriminatedUnion('kind', [
  z.object({
    kind: z.literal('comment'),
    comment: z.object({ id: z.number(), body: z.string(), author: z.string(), authorType: z.string() }),
    issue,
  }),
  z.object({ kind: z.literal('label'), label: z.string(), sender: actor, issue }),
  z.object({
    kind: z.literal('review'),
    review: z.object({ id: z.number(), state: z.string(), body: z.string(), author: z.string(), authorType: z.string() }),
    pull: z.object({
      number: z.number().int().positive(),
      headRef: z.string(),
      title: z.string(),
      headRepo: z.string().nullable().optional(),
    }),
  }),
  z.object({ kind: z.literal('recheck'), pull }),
  z.object({ kind: z.literal('pull'), action: z.string().max(40), pull }),
  z.object({ kind: z.literal('issue-state'), issue }),
]);

const jobData = z.object({
  version: z.literal(1),
  deliveryId: z.string().min(1),
  installationId: z.number().int().positive(),
  repository: z.object({
    owner: z.string().min(1),
    repo: z.string().min(1),
    fullName: z.string().min(1),
    defaultBranch: z.string().min(1),
    htmlUrl: z.string().optional(),
  }),
  event,
  /** The validated `.github/cplan.yml` the App accepted the event under (absent for re-checks). */
  config: z.record(z.string(), z.unknown()).optional(),
  /**
   * Set by the attempt that started a session: the next attempt (any worker) continues it. Shapes
   * as cplan makes them: the id becomes a folder name and the branch a ref (no `..`, no `//`).
   */
  resume: z
    .object({
      sessionId: z.string().regex(/^CPLAN-[a-z0-9-]{1,80}-\d{4}-\d{2}-\d{2}(?:-\d{1,3})?$/, 'not a cplan session id'),
      branch: z
        .string()
        .max(200)
        .regex(/^[\w.-]+(?:\/[\w.-]+)*$/, 'not a branch name')
        .refine((b) => !b.split('/').some((part) => part === '..' || part === '.' || part.endsWith('.lock')), 'not a branch name'),
    })
    .optional(),
});

export type JobData = z.infer<typeof jobData>;

export function buildJob(
  deliveryId: string,
  installationId: number,
  repository: RepositoryRef,
  queued: QueuedEvent,
  config?: CplanConfig,
): JobData {
  return { version: 1, deliveryId, installationId, repository, event: queued, ...(config ? { config: { ...config } } : {}) };
}

/** What identifies a command beyond its delivery: the event, its repository and (a comment's) edit time. */
export interface JobSubject {
  repository: Pick<RepositoryRef, 'owner' | 'repo'>;
  event: QueuedEvent;
  /** The payload's `comment.updated_at`: QueuedEvent's comment carries no edit time. */
  updatedAt?: unknown;
}

/**
 * The job's id (BullMQ ids may not hold ':'). A comment's is the comment's own (commentJobId), so
 * the same comment delivered under two ids is one job; any other event's, or a comment without a
 * usable edit time, is the delivery's, so a redelivery or a second replica adds nothing.
 */
export function jobIdOf(deliveryId: string, subject?: JobSubject): string {
  const { event } = subject ?? {};
  const own = subject && event?.kind === 'comment' ? commentJobId(subject.repository, event.comment.id, subject.updatedAt) : undefined;
  return own ?? `delivery-${safeIdPart(deliveryId)}`;
}

const safeIdPart = (text: string) => text.replace(/[^\w.-]/g, '_').slice(0, 200);

/**
 * The id of a comment's job: the comment itself — its repository, its id and its last edit time
 * (the payload's `updated_at`, in ms) — not the delivery, so the same comment delivered under two
 * ids (two routes, a proxy's retry that mints a new id) is one job, while an edit (a new
 * `updated_at`) is a new command. Undefined without a usable id or edit time.
 */
export function commentJobId(repository: Pick<RepositoryRef, 'owner' | 'repo'>, commentId: number, updatedAt: unknown): string | undefined {
  const edited = typeof updatedAt === 'string' ? Date.parse(updatedAt) : Number.NaN;
  if (!Number.isSafeInteger(commentId) || commentId <= 0 || !Number.isFinite(edited)) return undefined;
  // Read from the right, the two numbers cannot be confused with a repository name holding dashes.
  return `comment-${safeIdPart(repository.owner)}/${safeIdPart(repository.repo)}-${commentId}-${edited}`;
}

export function readJob(data: unknown): { job: JobData } | { error: string } {
  const parsed = jobData.safeParse(data);
  if (parsed.success) return { job: parsed.data };
  const issue = parsed.error.issues[0];
  return { error: `not a cplan job: ${issue ? `${issue.path.join('.') || 'data'}: ${issue.message}` : 'invalid data'}` };
}
