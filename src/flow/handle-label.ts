// `issues.labeled` with the configured `trigger_label`: runs like `/plan -y` for the person who
// added the label, through the same guard pipeline as a comment. A broken config is reported when
// someone comments the command; a label alone stays quiet.
import type { IssueInfo } from '../forge/types.js';
import type { FlowResult } from './context.js';
import { runOnGitHub } from './flow.js';
import { type EventSource, type Guards, runGuarded } from './pipeline.js';

export interface LabelEvent extends EventSource {
  label: string;
  sender: { login: string; type: string };
  issue: IssueInfo;
}

export function handleLabel(event: LabelEvent, guards: Guards): Promise<FlowResult> {
  const { issue } = event;
  return runGuarded(
    { ...event, actor: event.sender },
    {
      select: (config) => (config.trigger_label && config.trigger_label === event.label && !issue.isPullRequest ? true : undefined),
      lockOf: () => issue.number,
      run: (ctx) => runOnGitHub({ ...ctx, issue }, { kind: 'plan', text: '', flags: { yes: true, serial: false, fresh: false } }),
    },
    guards,
  );
}
