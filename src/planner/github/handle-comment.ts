// `issue_comment.created` → a command, handled the same way by the App and the Action:
// ignore bots and the bot's own text, authorize before anything slow, acknowledge with 👀,
// answer mistakes with the valid form, and run at most one plan per issue at a time.
import { type CommandParse, helpText, parseCommand } from '../../core/commands.js';
import { ConfigError, type CplanConfig, validateConfig } from '../../core/config.js';
import { describeError } from '../../core/errors.js';
import { hasCplanMarker } from '../../core/status-comment.js';
import type { CommentInfo, Forge } from '../../forge/types.js';
import type { FlowContext, FlowResult } from './context.js';
import { runOnGitHub } from './flow.js';
import { reviseOnGitHub } from './revise.js';
import { createTaskIssues } from './issues.js';
import { recheckPullRequest } from './recheck.js';
import type { DeliveryLog, IssueLocks } from './guards.js';

export interface CommentEvent {
  deliveryId: string;
  comment: Pick<CommentInfo, 'id' | 'body' | 'author' | 'authorType'>;
  /** Reads the raw config (`.github/cplan.yml` with `_extends`); may throw on unreadable YAML. */
  loadConfig(): Promise<unknown>;
  /** Everything of the flow context except what this handler decides. */
  base: Omit<FlowContext, 'config' | 'actor'>;
  /** The app's own login, whose comments never trigger anything. */
  botLogin?: string;
}

export interface Guards {
  deliveries: DeliveryLog;
  locks: IssueLocks;
}

const DEFAULT_TRIGGER = '/plan';

export function isBotAuthor(author: string, authorType: string, botLogin?: string): boolean {
  return authorType === 'Bot' || /\[bot\]$/i.test(author) || (botLogin !== undefined && author.toLowerCase() === botLogin.toLowerCase());
}

export async function authorize(forge: Forge, login: string, config: CplanConfig): Promise<boolean> {
  if (config.allowed_users.some((user) => user.toLowerCase() === login.toLowerCase())) return true;
  const permission = await forge.permissionOf(login);
  return (config.allowed_permissions as string[]).includes(permission);
}

export async function handleComment(event: CommentEvent, guards: Guards): Promise<FlowResult> {
  const { comment, base } = event;
  const forge = base.forge;
  if (isBotAuthor(comment.author, comment.authorType, event.botLogin) || hasCplanMarker(comment.body)) return { status: 'ignored' };

  let config: CplanConfig;
  try {
    config = validateConfig(await event.loadConfig());
  } catch (error) {
    // Without a valid config we only know the default trigger; answer only to it, and only to people allowed to run it.
    if (!parseCommand(comment.body, DEFAULT_TRIGGER)) return { status: 'ignored' };
    if (!(await authorize(forge, comment.author, validateConfig({})))) return { status: 'ignored' };
    // A config or input error names the key itself; anything else happened while reading the file
    // (an unknown failure there, such as unparsable YAML, is the file's to fix). No session yet.
    const described = describeError(error, { trigger: DEFAULT_TRIGGER, resumable: false });
    const named = described.reason === 'config' || described.reason === 'input';
    const message = named ? described.message : `.github/cplan.yml could not be read: ${described.message}`;
    const next =
      described.reason === 'internal'
        ? describeError(new ConfigError(message, null), { trigger: DEFAULT_TRIGGER }).nextStep
        : described.nextStep;
    await forge.createComment(base.issue.number, `@${comment.author} cplan did not run: ${message}\n\n${next}`);
    return { status: 'failed', error: message };
  }

  const parsed: CommandParse | undefined = parseCommand(comment.body, config.trigger);
  if (!parsed) return { status: 'ignored' };
  if (!(await authorize(forge, comment.author, config))) {
    base.log.info(`ignoring ${config.trigger} from ${comment.author}: not allowed`);
    return { status: 'ignored' };
  }
  if (!event.base.dryRun) await forge.addReaction(comment.id, 'eyes').catch(() => undefined);
  if (!guards.deliveries.claim(event.deliveryId)) return { status: 'ignored' };

  const say = async (text: string): Promise<FlowResult> => {
    await forge.createComment(base.issue.number, `@${comment.author} ${text}`);
    return { status: 'replied' };
  };
  if (!parsed.ok) return say(`${parsed.error}.\n\nUsage: \`${parsed.usage}\`\n\nNothing was run.`);
  const command = parsed.command;
  if (command.kind === 'help') return say(`cplan commands:\n\n${helpText(config.trigger)}`);
  if (command.kind === 'check') {
    if (!base.issue.isPullRequest) return say(`run \`${config.trigger} check\` on the plan pull request. Nothing was run.`);
    const pr = await forge.getPullRequest(base.issue.number);
    if (!pr || !pr.headRef.startsWith(config.branch_prefix)) return say('this is not a cplan plan pull request. Nothing was run.');
    const result = await recheckPullRequest(
      { forge, config, clock: base.clock, log: base.log, ...(base.noteChecker ? { checker: base.noteChecker } : {}) },
      pr,
    );
    return result.status === 'checked' ? { status: 'completed' } : say('no cplan session was found on this branch. Nothing was run.');
  }
  if (command.kind === 'issues') {
    const result = await createTaskIssues(
      { forge, config, log: base.log },
      { number: base.issue.number, isPullRequest: base.issue.isPullRequest },
    );
    if ('error' in result) return say(`${result.error}. Nothing was created.`);
    return { status: 'completed' };
  }
  if (command.kind === 'revise') {
    if (!base.issue.isPullRequest) return say(`run \`${config.trigger} revise <feedback>\` on the plan pull request. Nothing was run.`);
    const key = `${forge.owner}/${forge.repo}#${base.issue.number}`;
    if (!guards.locks.acquire(key))
      return say('a cplan run is already going on for this pull request. Wait for it to finish, then try again.');
    try {
      return await reviseOnGitHub(
        { ...base, config, actor: comment.author },
        { pullNumber: base.issue.number, feedback: command.feedback },
      );
    } finally {
      guards.locks.release(key);
    }
  }
  if (base.issue.isPullRequest) return say(`run \`${config.trigger}\` on the issue to plan, not on a pull request.`);

  const key = `${forge.owner}/${forge.repo}#${base.issue.number}`;
  if (!guards.locks.acquire(key)) {
    const url = guards.locks.urlOf(key);
    return say(`a cplan run is already going on for this issue${url ? ` (${url})` : ''}. Wait for it to finish, then try again.`);
  }
  try {
    return await runOnGitHub({ ...base, config, actor: comment.author }, command);
  } finally {
    guards.locks.release(key);
  }
}
