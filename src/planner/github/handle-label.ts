// `issues.labeled` with the configured `trigger_label`: runs like `/plan -y` for the person who
// added the label, after the same authorization as a comment.
import { validateConfig } from '../../core/config.js';
import type { FlowContext, FlowResult } from './context.js';
import { runOnGitHub } from './flow.js';
import type { Guards } from './handle-comment.js';
import { authorize, isBotAuthor } from './handle-comment.js';

export interface LabelEvent {
  deliveryId: string;
  label: string;
  sender: { login: string; type: string };
  loadConfig(): Promise<unknown>;
  base: Omit<FlowContext, 'config' | 'actor'>;
}

export async function handleLabel(event: LabelEvent, guards: Guards): Promise<FlowResult> {
  if (isBotAuthor(event.sender.login, event.sender.type)) return { status: 'ignored' };
  let config: ReturnType<typeof validateConfig>;
  try {
    config = validateConfig(await event.loadConfig());
  } catch {
    // A broken config is reported when someone comments the command; a label alone stays quiet.
    return { status: 'ignored' };
  }
  if (!config.trigger_label || config.trigger_label !== event.label) return { status: 'ignored' };
  if (event.base.issue.isPullRequest) return { status: 'ignored' };
  if (!(await authorize(event.base.forge, event.sender.login, config))) return { status: 'ignored' };
  if (!guards.deliveries.claim(event.deliveryId)) return { status: 'ignored' };
  const key = `${event.base.forge.owner}/${event.base.forge.repo}#${event.base.issue.number}`;
  if (!guards.locks.acquire(key)) return { status: 'ignored' };
  try {
    return await runOnGitHub(
      { ...event.base, config, actor: event.sender.login },
      { kind: 'plan', text: '', flags: { yes: true, serial: false, fresh: false } },
    );
  } finally {
    guards.locks.release(key);
  }
}
