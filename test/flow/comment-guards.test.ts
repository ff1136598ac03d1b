// The comment handler's guards before and around the config: a comment that cannot be a command
// under any trigger is ignored before the config is read (the config is read before anyone is
// authorized, and anyone may comment), and `/plan issues` runs under the issue's lock.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { findCommandLine } from '../../src/core/texts/commands.js';
import { validateConfig } from '../../src/core/config/config.js';
import type { IssueInfo } from '../../src/forge/types.js';
import { handleComment, mayHoldCommand } from '../../src/flow/handle-comment.js';
import { lockKey, newGuards } from '../../src/flow/pipeline.js';

const isTrigger = (word: string) => {
  try {
    validateConfig({ trigger: word });
    return true;
  } catch {
    return false;
  }
};

describe('mayHoldCommand', () => {
  it.each([
    ['thanks!', false],
    ['Looks good. See /plan in the docs.', false],
    ['> /plan\n\n```\n/plan -y\n```', false],
    ['/Plan', false],
    ['https://example.com/plan', false],
    ['/plan.', false],
    ['/plan', true],
    ['  /plan -y', true],
    ['Sure.\n/deploy-2 now', true],
    ['```\ncode\n```\n/go', true],
  ])('%j: %s', (body, expected) => {
    expect(mayHoldCommand(body)).toBe(expected);
  });

  it('takes a word for a possible trigger exactly when the config schema takes it as `trigger`', () => {
    for (const word of [
      '/a',
      '/plan',
      '/x-1',
      `/${'a'.repeat(31)}`,
      `/${'a'.repeat(32)}`,
      '/1a',
      '/-a',
      '/A',
      '/a_b',
      '/',
      'plan',
      '//a',
    ]) {
      expect(mayHoldCommand(`${word} approve`), word).toBe(isTrigger(word));
    }
  });

  it('never misses a comment that findCommandLine reads as a command under some trigger', () => {
    const triggers = ['/plan', '/go', '/a-1', '/x'];
    const fragment = fc.constantFrom(
      ...triggers,
      '/',
      'pl',
      'an',
      ' ',
      '\n',
      '\r\n',
      '\t',
      '> ',
      '```',
      '~~~',
      '<!--',
      '-->',
      '<!-- x -->',
      'text',
      '-',
      '.',
      '\u00a0',
    );
    fc.assert(
      fc.property(fc.array(fragment, { maxLength: 24 }), (parts) => {
        const body = parts.join('');
        for (const trigger of triggers) {
          if (findCommandLine(body, trigger) !== undefined) expect(mayHoldCommand(body), `${JSON.stringify(body)} ${trigger}`).toBe(true);
        }
      }),
      { seed: 29, numRuns: 3000 },
    );
  });
});

/** A comment on issue 7 (or PR 7) through the real handler, with what it asked of the forge and the config. */
function commentOn(body: string, options: { isPullRequest?: boolean; login?: string } = {}) {
  const calls: string[] = [];
  const issue: IssueInfo = {
    number: 7,
    title: 'Add rate limiting',
    body: '',
    state: 'open',
    author: 'alice',
    isPullRequest: options.isPullRequest ?? false,
    labels: [],
  };
  const forge = {
    owner: 'octo',
    repo: 'demo',
    permissionOf: async (login: string) => (calls.push(`permission ${login}`), 'write'),
    addReaction: async (id: number, content: string) => void calls.push(`reaction ${id} ${content}`),
    createComment: async (number: number, text: string) => (calls.push(`comment ${number}: ${text}`), { id: 1, url: 'u' }),
  };
  const event = {
    deliveryId: `d-${body}`,
    loadConfig: async () => (calls.push('config'), {}),
    base: { forge, log: { info() {}, warn() {}, error() {} } } as never,
    comment: { id: 42, body, author: options.login ?? 'alice', authorType: 'User' },
    issue,
  };
  return { calls, event };
}

describe('handleComment', () => {
  it('ignores a comment that cannot be a command before reading the config or asking anything', async () => {
    const guards = newGuards();
    for (const body of ['thanks!', 'LGTM\n\n> /plan -y', '```\n/plan\n```']) {
      const { calls, event } = commentOn(body, { login: 'stranger' });
      await expect(handleComment(event, guards)).resolves.toEqual({ status: 'ignored' });
      expect(calls).toEqual([]);
    }
  });

  it('still reads the config for a comment that may be a command under another trigger', async () => {
    const { calls, event } = commentOn('/deploy now', { login: 'stranger' });
    await expect(handleComment(event, newGuards())).resolves.toEqual({ status: 'ignored' });
    expect(calls).toEqual(['config']);
  });

  it.each([
    [false, 'issue'],
    [true, 'pull request'],
  ])('`/plan issues` waits for the lock like a plan run (on a pull request: %s)', async (isPullRequest, subject) => {
    const guards = newGuards();
    const key = lockKey({ owner: 'octo', repo: 'demo' }, 7);
    expect(guards.acquire(key)).toBe(true);
    guards.locks.setUrl(key, 'https://github.com/octo/demo/issues/7#issuecomment-1');
    const { calls, event } = commentOn('/plan issues', { isPullRequest });
    await expect(handleComment(event, guards)).resolves.toEqual({ status: 'replied' });
    expect(calls).toEqual([
      'config',
      'permission alice',
      'reaction 42 eyes',
      `comment 7: @alice a cplan run is already going on for this ${subject} (https://github.com/octo/demo/issues/7#issuecomment-1). Wait for it to finish, then try again.`,
    ]);
    // The lock is still the other run's.
    expect(guards.acquire(key)).toBe(false);
  });
});
