// Webhook payloads (real examples from @octokit/webhooks-examples) → the QueuedEvent the one
// dispatch runs: comment, label, re-check (pull_request and pull_request_target), review.
import { describe, expect, it } from 'vitest';
import { eventOfPayload } from '../../src/flow/payload-events.js';
import { commentPayload, examplePayload } from '../helpers/payloads.js';

describe('eventOfPayload', () => {
  it('issue_comment → comment, with the issue as cplan reads it', () => {
    const payload = commentPayload({ owner: 'octo', repo: 'demo', issue: 7, title: 'T', comment: '/plan -y', login: 'alice' });
    expect(eventOfPayload('issue_comment', payload)).toEqual({
      kind: 'comment',
      comment: { id: 4242, body: '/plan -y', author: 'alice', authorType: 'User' },
      issue: expect.objectContaining({ number: 7, title: 'T', isPullRequest: false }),
    });
    const onPull = commentPayload({ owner: 'o', repo: 'r', issue: 8, title: 'T', comment: 'x', login: 'a', pullRequest: true });
    expect(eventOfPayload('issue_comment', onPull)).toMatchObject({ issue: { number: 8, isPullRequest: true } });
  });

  it('issues (labeled) → label, by the person who added it', () => {
    const payload = examplePayload('issues', 'labeled');
    expect(eventOfPayload('issues', payload)).toEqual({
      kind: 'label',
      label: 'bug',
      sender: { login: 'Codertocat', type: 'User' },
      issue: expect.objectContaining({ number: payload.issue.number, isPullRequest: false }),
    });
  });

  it.each(['pull_request', 'pull_request_target'])('%s → the pull request with its action (re-check or tracking)', (name) => {
    const payload = examplePayload('pull_request', 'opened');
    expect(eventOfPayload(name, payload)).toEqual({
      kind: 'pull',
      action: 'opened',
      pull: expect.objectContaining({
        number: payload.pull_request.number,
        headRef: payload.pull_request.head.ref,
        headSha: payload.pull_request.head.sha,
        headRepo: payload.pull_request.head.repo.full_name,
      }),
    });
  });

  it('issues.closed and issues.reopened → the issue state (task tracking); issues.labeled stays the label trigger', () => {
    const payload = examplePayload('issues', 'labeled');
    expect(eventOfPayload('issues', { ...payload, action: 'closed' })).toEqual({
      kind: 'issue-state',
      issue: expect.objectContaining({ number: payload.issue.number }),
    });
    expect(eventOfPayload('issues', { ...payload, action: 'reopened' })).toMatchObject({ kind: 'issue-state' });
    expect(eventOfPayload('issues', payload)).toMatchObject({ kind: 'label' });
  });

  it('pull_request_review → review, with the reviewed PR', () => {
    const payload = examplePayload('pull_request_review', 'submitted');
    const pr = payload.pull_request;
    expect(eventOfPayload('pull_request_review', payload)).toEqual({
      kind: 'review',
      review: expect.objectContaining({ id: payload.review.id, author: payload.review.user.login }),
      pull: { number: pr.number, headRef: pr.head.ref, title: pr.title, headRepo: pr.head.repo.full_name },
    });
  });

  it('other events, and payloads without what the event is about: none', () => {
    expect(eventOfPayload('push', examplePayload('push'))).toBeUndefined();
    expect(eventOfPayload('workflow_dispatch', { inputs: {} })).toBeUndefined();
    expect(eventOfPayload('issue_comment', { issue: { number: 1, title: 'x' } })).toBeUndefined();
    expect(eventOfPayload('pull_request', {})).toBeUndefined();
  });
});
