// Real webhook payloads from @octokit/webhooks-examples, re-pointed at the fake repository.
import { createRequire } from 'node:module';
import type { FakeGitHub } from './fake-github.js';

const require = createRequire(import.meta.url);
const index = require('@octokit/webhooks-examples/api.github.com/index.json') as {
  name: string;
  examples: Record<string, unknown>[];
}[];

export function examplePayload(name: string, action?: string): Record<string, any> {
  const entry = index.find((e) => e.name === name);
  const example = entry?.examples.find((e) => action === undefined || e.action === action);
  if (!example) throw new Error(`no example payload for ${name}.${action}`);
  return structuredClone(example) as Record<string, any>;
}

export function commentPayload(options: {
  owner: string;
  repo: string;
  issue: number;
  title: string;
  body?: string;
  comment: string;
  login: string;
  userType?: string;
  commentId?: number;
  pullRequest?: boolean;
}) {
  const payload = examplePayload('issue_comment', 'created');
  payload.repository.name = options.repo;
  payload.repository.full_name = `${options.owner}/${options.repo}`;
  payload.repository.owner.login = options.owner;
  payload.repository.default_branch = 'main';
  payload.issue.number = options.issue;
  payload.issue.title = options.title;
  payload.issue.body = options.body ?? '';
  payload.issue.state = 'open';
  if (options.pullRequest) payload.issue.pull_request = { url: 'https://api.github.com/pulls/1' };
  else delete payload.issue.pull_request;
  payload.comment.id = options.commentId ?? 4242;
  payload.comment.body = options.comment;
  payload.comment.user.login = options.login;
  payload.comment.user.type = options.userType ?? 'User';
  payload.sender.login = options.login;
  payload.sender.type = options.userType ?? 'User';
  payload.installation = { id: 1, node_id: 'x' };
  return payload;
}

/** Closes an issue of the loopback fake GitHub as completed; the `issues.closed` payload GitHub would send for it. */
export function closedIssuePayload(github: FakeGitHub, number: number) {
  const issue = github.issues.get(number);
  if (!issue) throw new Error(`no issue #${number}`);
  Object.assign(issue, { state: 'closed', state_reason: 'completed', stateReason: 'completed' });
  return {
    action: 'closed',
    issue: { ...issue, state: 'closed', state_reason: 'completed', user: { login: issue.user }, labels: [] },
    repository: { name: github.repo, full_name: `${github.owner}/${github.repo}`, owner: { login: github.owner }, default_branch: 'main' },
    installation: { id: 1 },
    sender: { login: 'alice', type: 'User' },
  };
}
