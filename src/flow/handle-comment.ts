// `issue_comment.created` → a command, handled the same way by the App and the Action through the
// guard pipeline: ignore bots and the bot's own text, authorize before anything slow, acknowledge
// with 👀, answer mistakes with the valid form, and run at most one plan per issue at a time.
import { type CommandParse, findCommandLine, helpText, parseCommand } from '../core/texts/commands.js';
import { ConfigError, type CplanConfig, validateConfig } from '../core/config/config.js';
import { describeError } from '../core/shared/errors.js';
import { hasCplanMarker } from '../core/texts/status-comment.js';
import type { CommentInfo, IssueInfo } from '../forge/types.js';
import type { FlowResult, RunContext } from './context.js';
import { runOnGitHub } from './flow.js';
import type { RunCommand } from './flow-build.js';
import { executeCommand, executeContextOf } from './execute.js';
import { createTaskIssues } from './issues.js';
import { authorize, type EventSource, type Guards, ignored, runGuarded, type Steps } from './pipeline.js';
import { notPlanReply } from './plan-pull.js';
import { recheckContextOf, recheckPullRequest } from './recheck.js';
import { reviseOnGitHub } from './revise.js';

export interface CommentEvent extends EventSource {
  comment: Pick<CommentInfo, 'id' | 'body' | 'author' | 'authorType'>;
  /** The issue or pull request commented on. */
  issue: IssueInfo;
}

/** What a command comment asks for, decided from the text, the config and where it was written. */
export type CommentWork =
  | { kind: 'reply'; text: string }
  | { kind: 'check' }
  | { kind: 'issues' }
  | { kind: 'execute'; action: 'start' | 'status' | 'stop' }
  | { kind: 'revise'; feedback: string }
  | { kind: 'run'; command: RunCommand };

const DEFAULT_TRIGGER = '/plan';

/**
 * A word a configured trigger could be (configSchema's `trigger` rule: `/`, a lowercase letter, then
 * up to 30 lowercase letters, digits or dashes) where findCommandLine could read it as a line's
 * first word: after the start of a line, a blank or the end of an HTML comment (`-->`). Group 1 is
 * the whole word; group 2 the part up to an HTML comment that interrupts it (`/pl<!-- -->an` is
 * shown as `/plan`).
 */
const TRIGGER_WORD = /(?<=^|\s|-->)\/(?:([a-z][a-z0-9-]{0,30})(?=\s|$)|([a-z0-9-]{0,31})(?=<!--))/gm;

/**
 * Whether some line of `body` is a command under SOME trigger a config may set, known before the
 * config is read. Every word that could be a trigger is written as the default one (a word an HTML
 * comment interrupts as the default one and a blank, so it counts whatever it is joined to), and
 * findCommandLine decides with its own rules: code fences, quotes, HTML comments. Linear.
 */
export function mayHoldCommand(body: string): boolean {
  const asDefault = String(body ?? '').replace(TRIGGER_WORD, (_word, whole?: string) =>
    whole === undefined ? `${DEFAULT_TRIGGER} ` : DEFAULT_TRIGGER,
  );
  return findCommandLine(asDefault, DEFAULT_TRIGGER) !== undefined;
}

/** Pure: the work of a parsed command on this issue or PR (a reply when it does not fit there). */
export function commentWork(parsed: CommandParse, config: CplanConfig, issue: Pick<IssueInfo, 'isPullRequest'>): CommentWork {
  if (!parsed.ok) return { kind: 'reply', text: `${parsed.error}.\n\nUsage: \`${parsed.usage}\`\n\nNothing was run.` };
  const command = parsed.command;
  switch (command.kind) {
    case 'help':
      return { kind: 'reply', text: `cplan commands:\n\n${helpText(config.trigger)}` };
    case 'check':
      if (!issue.isPullRequest)
        return { kind: 'reply', text: `run \`${config.trigger} check\` on the plan pull request. Nothing was run.` };
      return { kind: 'check' };
    case 'issues':
      return { kind: 'issues' };
    case 'execute':
      return { kind: 'execute', action: command.action };
    case 'revise':
      if (!issue.isPullRequest)
        return { kind: 'reply', text: `run \`${config.trigger} revise <feedback>\` on the plan pull request. Nothing was run.` };
      return { kind: 'revise', feedback: command.feedback };
    default:
      if (issue.isPullRequest) return { kind: 'reply', text: `run \`${config.trigger}\` on the issue to plan, not on a pull request.` };
      return { kind: 'run', command };
  }
}

export async function handleComment(event: CommentEvent, guards: Guards): Promise<FlowResult> {
  const { comment, issue, base } = event;
  if (hasCplanMarker(comment.body)) return ignored();
  const say = async (text: string): Promise<FlowResult> => {
    await base.forge.createComment(issue.number, `@${comment.author} ${text}`);
    return { status: 'replied' };
  };
  const steps: Steps<CommentWork> = {
    mayBeForCplan: () => mayHoldCommand(comment.body),
    select(config) {
      const parsed = parseCommand(comment.body, config.trigger);
      return parsed && commentWork(parsed, config, issue);
    },
    onConfigError: (error) => answerConfigError(event, error),
    acknowledge: () => base.forge.addReaction(comment.id, 'eyes').catch(() => undefined),
    // `/plan issues` too: two at once would each create the task issues the other is creating.
    // `/plan check` too: it is a re-check, one at a time per pull request. An execution locks its
    // plan's issue itself (it may be asked for on the plan PR, and its events lock the same key).
    lockOf: (work) => (work.kind === 'reply' || work.kind === 'execute' ? undefined : issue.number),
    busy: (work, url) => say(busyText(work, issue, url)),
    run: (ctx, work) => runCommentWork(ctx, event, work, say),
  };
  return runGuarded({ ...event, actor: { login: comment.author, type: comment.authorType } }, steps, guards);
}

/** The reply while another run holds the issue or pull request. */
function busyText(work: CommentWork, issue: Pick<IssueInfo, 'isPullRequest'>, url: string | undefined): string {
  if (work.kind === 'revise') return 'a cplan run is already going on for this pull request. Wait for it to finish, then try again.';
  const subject = issue.isPullRequest ? 'pull request' : 'issue';
  return `a cplan run is already going on for this ${subject}${url ? ` (${url})` : ''}. Wait for it to finish, then try again.`;
}

async function runCommentWork(
  ctx: RunContext,
  event: CommentEvent,
  work: CommentWork,
  say: (text: string) => Promise<FlowResult>,
): Promise<FlowResult> {
  const { issue } = event;
  const { forge, config } = ctx;
  switch (work.kind) {
    case 'reply':
      return say(work.text);
    case 'check': {
      const pr = await forge.getPullRequest(issue.number);
      if (!pr) return say(notPlanReply('not-plan'));
      const result = await recheckPullRequest(recheckContextOf(ctx, config, ctx.self), pr);
      if (result.status !== 'ignored') return { status: 'completed' };
      return say(
        result.why === 'no-session'
          ? 'no cplan session was found on this branch. Nothing was run.'
          : notPlanReply(result.why ?? 'not-plan'),
      );
    }
    case 'issues': {
      const own = ctx.self ? { botLogin: ctx.self } : {};
      const result = await createTaskIssues(
        { forge, config, log: ctx.log, ...own },
        { number: issue.number, isPullRequest: issue.isPullRequest },
      );
      if ('error' in result) return say(`${result.error}. Nothing was created.`);
      return { status: 'completed' };
    }
    case 'execute': {
      const done = await executeCommand(executeContextOf(ctx), { number: issue.number, isPullRequest: issue.isPullRequest }, work.action);
      if (done.reply) return say(done.reply);
      return { status: 'completed' };
    }
    case 'revise':
      return reviseOnGitHub(ctx, { pullNumber: issue.number, title: issue.title, feedback: work.feedback });
    case 'run':
      return runOnGitHub({ ...ctx, issue }, work.command);
  }
}

/** Without a valid config only the default trigger is known: answer only to it, and only to people allowed to run it. */
async function answerConfigError(event: CommentEvent, error: unknown): Promise<FlowResult> {
  const { comment, issue, base } = event;
  if (!parseCommand(comment.body, DEFAULT_TRIGGER)) return ignored();
  if (!(await authorize(base.forge, comment.author, validateConfig({})))) return ignored();
  // A config or input error names the key itself; anything else happened while reading the file
  // (an unknown failure there, such as unparsable YAML, is the file's to fix). No session yet.
  const described = describeError(error, { trigger: DEFAULT_TRIGGER, resumable: false });
  const named = described.reason === 'config' || described.reason === 'input';
  const message = named ? described.message : `.github/cplan.yml could not be read: ${described.message}`;
  const next =
    described.reason === 'internal'
      ? describeError(new ConfigError(message, null), { trigger: DEFAULT_TRIGGER }).nextStep
      : described.nextStep;
  await base.forge.createComment(issue.number, `@${comment.author} cplan did not run: ${message}\n\n${next}`);
  return { status: 'failed', error: message };
}
