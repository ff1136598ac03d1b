// What a planning run reads around its issue, all of it untrusted: the comments of people allowed
// to run cplan (the guards' own rule: allowed_users / allowed_permissions; bots, cplan's own
// comments and commands left out) and the issues and PRs of the same repository the body links to.
// Best effort: a read that fails is logged and the run goes on without it. flow-build.ts composes.
import { parseCommand } from '../core/texts/commands.js';
import { describeError } from '../core/shared/errors.js';
import { hasCplanMarker } from '../core/texts/status-comment.js';
import type { CommentInfo } from '../forge/types.js';
import { type FlowContext, webUrlOf } from './context.js';
import type { IssueContext } from './flow-build.js';
import { authorize, isBotAuthor } from './pipeline.js';

/** At most this many comments are read (one page) and this many linked issues fetched. */
export const CONTEXT_LIMITS = { comments: 100, linked: 5 } as const;

/** `#12`, not `&#12;`, `a#12` or `/#12` (an anchor). */
const SHORT_REF = /(?<![\w&/#])#(\d{1,7})(?!\w)/g;
const URL_REF = /\bhttps?:\/\/([\w.:-]+)\/([\w.-]+)\/([\w.-]+)\/(?:issues|pull)\/(\d{1,7})\b/g;

/**
 * Numbers of the issues and PRs of this repository `body` links to (`#12`, or a full URL on this
 * server), in order of first mention, without `self`, at most `max`.
 */
export function linkedNumbers(body: string, where: { owner: string; repo: string; host: string; self: number }, max: number): number[] {
  const found: { at: number; number: number }[] = [];
  for (const m of body.matchAll(SHORT_REF)) found.push({ at: m.index, number: Number(m[1]) });
  for (const m of body.matchAll(URL_REF)) {
    const same = [m[1], m[2], m[3]].map((s) => s?.toLowerCase()).join('/') === `${where.host}/${where.owner}/${where.repo}`.toLowerCase();
    if (same) found.push({ at: m.index, number: Number(m[4]) });
  }
  const numbers = found.sort((a, b) => a.at - b.at).map((f) => f.number);
  return [...new Set(numbers)].filter((n) => n > 0 && n !== where.self).slice(0, max);
}

/** Authorization with one lookup per login per run, however many comments a person wrote. */
function cachedAuthorize(ctx: FlowContext): (login: string) => Promise<boolean> {
  const known = new Map<string, Promise<boolean>>([[ctx.actor.toLowerCase(), Promise.resolve(true)]]);
  return (login) => {
    const key = login.toLowerCase();
    let answer = known.get(key);
    if (!answer) {
      answer = authorize(ctx.forge, login, ctx.config).catch(() => false);
      known.set(key, answer);
    }
    return answer;
  };
}

async function authorizedComments(ctx: FlowContext): Promise<IssueContext['comments']> {
  const all = await ctx.forge.listComments(ctx.issue.number, { max: CONTEXT_LIMITS.comments });
  const candidates = all.filter((c) => !isBotAuthor(c.author, c.authorType) && !isCplanText(c, ctx.config.trigger));
  const allowed = cachedAuthorize(ctx);
  const verdicts = await Promise.all(candidates.map((c) => allowed(c.author)));
  return candidates.filter((_, i) => verdicts[i]).map((c) => ({ author: c.author, body: c.body }));
}

/** cplan's own comments (markers) and commands to it (the command's text is the run's extra text already). */
const isCplanText = (c: CommentInfo, trigger: string) =>
  c.body.trim() === '' || hasCplanMarker(c.body) || parseCommand(c.body, trigger) !== undefined;

async function linkedIssues(ctx: FlowContext): Promise<IssueContext['linked']> {
  const host = new URL(webUrlOf(ctx)).host;
  const where = { owner: ctx.forge.owner, repo: ctx.forge.repo, host, self: ctx.issue.number };
  const numbers = linkedNumbers(ctx.issue.body ?? '', where, CONTEXT_LIMITS.linked);
  const issues = await Promise.all(numbers.map((n) => ctx.forge.getIssue(n).catch(() => undefined)));
  return issues.flatMap((i) => (i ? [{ number: i.number, title: i.title, body: i.body, isPullRequest: i.isPullRequest }] : []));
}

/** The context of the run's issue; empty for a run without one (a dispatched task, number 0). */
export async function readIssueContext(ctx: FlowContext): Promise<IssueContext> {
  if (ctx.issue.number <= 0) return { comments: [], linked: [] };
  const [comments, linked] = await Promise.all([
    authorizedComments(ctx).catch((error) => warn(ctx, 'comments', error, [])),
    linkedIssues(ctx).catch((error) => warn(ctx, 'linked issues', error, [])),
  ]);
  return { comments, linked };
}

function warn<T>(ctx: FlowContext, what: string, error: unknown, fallback: T): T {
  ctx.log.warn(`cplan could not read the issue's ${what}, planning without them: ${describeError(error).message}`);
  return fallback;
}
