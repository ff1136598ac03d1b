// Errors with a reason: each reason → the person's message and next step (describeError), and the
// reasons the adapters set at their edge, through the real wire (nock: every mock consumed).
import nock from 'nock';
import { afterEach, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { InputError } from '../../src/action/inputs.js';
import { AnthropicProvider } from '../../src/llm/anthropic.js';
import { AgentError, BudgetError } from '../../src/contract/types.js';
import { UsageError } from '../../src/cli/errors.js';
import { ConfigError, parseConfigYaml } from '../../src/core/config/config.js';
import {
  CplanError,
  describeError,
  ERROR_REASONS,
  type ErrorReason,
  reasonForStatus,
  reasonOf,
  redactSecrets,
} from '../../src/core/shared/errors.js';
import { GitHubForge } from '../../src/forge/github.js';
import { createOctokit, GitHubUnreachableError } from '../../src/forge/octokit.js';
import { ForgeError } from '../../src/forge/types.js';
import { createProvider, ProviderSetupError } from '../../src/planner/providers.js';
import { DEFAULT_CONFIG } from '../../src/core/config/config.js';
import { SnapshotError } from '../../src/repo/errors.js';
import { fakeApiKey } from '../helpers/fake-key.js';

afterEach(() => {
  expect(nock.isDone()).toBe(true);
  nock.cleanAll();
});

const failed = <T>(promise: Promise<T>): Promise<unknown> =>
  promise.then(
    () => {
      throw new Error('expected a failure');
    },
    (error: unknown) => error,
  );

describe('describeError: each reason → message and next step', () => {
  // The status comment's "What to do" after `/plan`: what each reason tells the person.
  const expected: Record<ErrorReason, { service?: 'anthropic' | 'github'; next: RegExp }> = {
    auth: {
      service: 'anthropic',
      next: /^Check the Anthropic API key configured for cplan \(ANTHROPIC_API_KEY\), then comment `\/plan continue`\.$/,
    },
    permission: { service: 'github', next: /write access to the contents, issues and pull requests.*then comment `\/plan continue`/ },
    rate_limit: {
      service: 'github',
      next: /^The rate limit of GitHub was reached\. Wait a few minutes, then comment `\/plan continue`; finished work is kept\.$/,
    },
    network: { service: 'github', next: /^GitHub could not be reached or did not answer\..*`\/plan continue`; finished work is kept\.$/ },
    overloaded: { service: 'anthropic', next: /^The Anthropic API is overloaded\. Wait a few minutes, then comment `\/plan continue`/ },
    invalid_output: { next: /^The model did not give a valid answer\. Comment `\/plan continue` to try again, or set a stronger `model`/ },
    budget: { next: /^Raise `max_cost_usd` in `\.github\/cplan\.yml`.*then comment `\/plan continue`; finished work is kept\.$/ },
    timeout: { next: /^Comment `\/plan continue` to resume; finished work is kept\. Raise `timeout_minutes`/ },
    config: { next: /^Fix `\.github\/cplan\.yml` as the message says, then comment `\/plan` again\.$/ },
    input: { next: /^Fix what the message names, then comment `\/plan` again\.$/ },
    not_found: { next: /^Check that what the message names exists.*then comment `\/plan continue`\.$/ },
    internal: { next: /^Comment `\/plan continue` to retry; everything already planned is kept on the branch\.$/ },
  };

  it.each(ERROR_REASONS.map((reason) => [reason]))('%s', (reason) => {
    const { service, next } = expected[reason];
    const error = new CplanError(`something about ${reason}\nsecond line`, { reason, ...(service ? { service } : {}) });
    const described = describeError(error, { trigger: '/plan' });
    expect(described).toEqual({ reason, message: `something about ${reason}`, nextStep: expect.stringMatching(next) });
  });

  it('says "try again" the way each surface does it', () => {
    const busy = new CplanError('busy', { reason: 'rate_limit', service: 'anthropic' });
    expect(describeError(busy, { trigger: '@cplan' }).nextStep).toContain('comment `@cplan continue`');
    expect(describeError(busy, { surface: 'action' }).nextStep).toBe(
      'The rate limit of the Anthropic API was reached. Wait a few minutes, then re-run the workflow; finished work is kept.',
    );
    expect(describeError(busy).nextStep).toContain('run the command again (`cplan plan --continue <session-dir>` resumes a plan)');
    // Nothing to continue yet (the config could not even be read): start again, nothing is "kept".
    expect(describeError(busy, { trigger: '/plan', resumable: false }).nextStep).toBe(
      'The rate limit of the Anthropic API was reached. Wait a few minutes, then comment `/plan` again.',
    );
    expect(describeError(new UsageError('bad flag')).nextStep).toBe('See `cplan <command> --help` for the usage.');
    expect(describeError(new ConfigError('x', null)).nextStep).toBe('Fix the config file as the message says, then run the command again.');
  });

  it('names the service whose credentials failed', () => {
    const auth = (service?: 'anthropic' | 'github') =>
      describeError(new CplanError('no', { reason: 'auth', service }), { trigger: '/plan' });
    expect(auth('github').nextStep).toMatch(/^Check the GitHub token or app installation cplan uses/);
    expect(auth().nextStep).toMatch(/^Check the credentials configured for cplan/);
  });

  it('one line of at most 300 characters, never a secret, whatever was thrown', () => {
    expect(describeError(new Error(`${'x'.repeat(400)}\nstack`)).message).toHaveLength(300);
    expect(describeError('a string').message).toBe('a string');
    expect(describeError({ message: 'an object' }).message).toBe('an object');
    expect(describeError(new Error('')).message).toBe('unknown error');
    expect(describeError(undefined)).toMatchObject({ reason: 'internal', message: 'undefined' });
    const secrets = [
      'sk-ant-api03-abcdefghijklmnopqrstuvwxyz',
      'ghs_0123456789abcdefABCDEF0123',
      'github_pat_11ABCDEFG0123456789_abcdefghijk',
      'Bearer abcdefghijklmnop0123456789',
      'x-api-key: fake-anthropic-0123456789abcdef',
      'https://x-access-token:ghs_abcdef@github.com/o/r.git',
    ];
    for (const secret of secrets) {
      const { message } = describeError(new Error(`request failed: ${secret} (retry)`));
      expect(message, secret).toContain('[redacted]');
      expect(message).not.toMatch(/abcdefghijklmnop|0123456789abcdef|ghs_abcdef/);
    }
    expect(redactSecrets('check ANTHROPIC_API_KEY (missing)')).toBe('check ANTHROPIC_API_KEY (missing)');
  });
});

describe('reasons', () => {
  it('HTTP statuses', () => {
    expect([401, 402, 403, 404, 408, 410, 422, 429, 500, 502, 504, 529, undefined].map(reasonForStatus)).toEqual([
      'auth',
      'permission',
      'permission',
      'not_found',
      'timeout',
      'not_found',
      'internal',
      'rate_limit',
      'network',
      'network',
      'timeout',
      'overloaded',
      'internal',
    ]);
  });

  it('every error class carries its reason; retryable follows it', () => {
    const cases: [Error, ErrorReason, boolean][] = [
      [new AgentError('domain:x: invalid', 'domain:x'), 'invalid_output', false],
      [new BudgetError('max_cost_usd of $5 reached', 'cost'), 'budget', false],
      [new BudgetError('timeout_minutes reached', 'timeout'), 'timeout', true],
      [new ConfigError('.github/cplan.yml: `max_domains`: too big', 'max_domains'), 'config', false],
      [new InputError('input max-domains must be a whole number'), 'input', false],
      [new UsageError('unknown command'), 'input', false],
      [new ProviderSetupError('the anthropic provider needs ANTHROPIC_API_KEY'), 'auth', false],
      [new ForgeError('GitHub get issue #1 failed (404): Not Found', 404), 'not_found', false],
      [new ForgeError('GitHub create comment failed (502): Bad Gateway', 502), 'network', true],
      [new GitHubUnreachableError('api.github.com', 'getaddrinfo ENOTFOUND api.github.com', 'gave up after 3 retries'), 'network', true],
      [
        new SnapshotError('Cannot read the repository directory /nope', '/nope', {
          cause: Object.assign(new Error('x'), { code: 'ENOENT' }),
        }),
        'input',
        false,
      ],
      [
        new SnapshotError('Cannot unpack the tarball of o/r: incorrect header check', 'o/r', {
          cause: new Error('incorrect header check'),
        }),
        'internal',
        false,
      ],
    ];
    for (const [error, reason, retryable] of cases) {
      expect(error, error.message).toBeInstanceOf(CplanError);
      expect(reasonOf(error), error.message).toMatchObject({ reason, retryable });
    }
    expect(reasonOf(new ForgeError('x', 403)).status).toBe(403);
  });

  it('a missing API key, as the provider factory raises it', () => {
    const error = (() => {
      try {
        createProvider({ choice: 'anthropic', config: DEFAULT_CONFIG, env: {} });
      } catch (e) {
        return e;
      }
    })();
    expect(error).toBeInstanceOf(ProviderSetupError);
    expect(describeError(error, { trigger: '/plan' })).toMatchObject({
      reason: 'auth',
      nextStep: expect.stringContaining('ANTHROPIC_API_KEY'),
    });
  });

  it('a bad .github/cplan.yml is config', () => {
    let error: unknown;
    try {
      parseConfigYaml('max_domains: 99\n');
    } catch (e) {
      error = e;
    }
    expect(describeError(error)).toMatchObject({ reason: 'config', message: expect.stringContaining('`max_domains`') });
  });

  it('found in the cause chain, else guessed from what the runtime threw', () => {
    const wrapped = new Error('outer', { cause: new Error('middle', { cause: new ConfigError('inner', null) }) });
    expect(reasonOf(wrapped).reason).toBe('config');
    // By shape, not by class: another bundle's copy of an error class still tells its reason.
    expect(reasonOf({ reason: 'rate_limit', retryable: true, status: 429 })).toEqual({
      reason: 'rate_limit',
      retryable: true,
      status: 429,
      service: undefined,
    });
    expect(reasonOf(Object.assign(new TypeError('Unknown option --x'), { code: 'ERR_PARSE_ARGS_UNKNOWN_OPTION' })).reason).toBe('input');
    expect(reasonOf(new TypeError('fetch failed', { cause: Object.assign(new Error('connect'), { code: 'ECONNREFUSED' }) })).reason).toBe(
      'network',
    );
    expect(reasonOf(new DOMException('The operation timed out.', 'TimeoutError')).reason).toBe('timeout');
    expect(reasonOf(z.object({ a: z.string() }).safeParse({}).error).reason).toBe('invalid_output');
    expect(reasonOf(new TypeError('x is not a function'))).toEqual({ reason: 'internal', retryable: false });
    expect(reasonOf({ reason: 'not a reason' }).reason).toBe('internal');
  });
});

// ---- the Anthropic adapter ------------------------------------------------------------------------

const ANTHROPIC = 'https://api.anthropic.com';
const KEY = fakeApiKey('errors');

function anthropic() {
  const model = 'claude-sonnet-5-5';
  return new AnthropicProvider({ apiKey: KEY, models: { understanding: model, domain: model, link: model, revise: model }, maxRetries: 0 });
}

const linkRequest = {
  needs: [{ task_id: 'TASK-101', from_domain: 'backend-api', what: 'the limiter' }],
  tasks: [
    { id: 'TASK-001', title: 'Add the limiter', domain: 'backend-api' },
    { id: 'TASK-101', title: 'Show the limit', domain: 'frontend-ui' },
  ],
};

const apiError = (type: string, message: string) => ({ type: 'error', error: { type, message } });

async function anthropicFailure(): Promise<AgentError> {
  const error = await failed(anthropic().link(linkRequest));
  expect(error).toBeInstanceOf(AgentError);
  expect(String(error)).not.toContain(KEY);
  return error as AgentError;
}

describe('Anthropic errors get their reason at the adapter', () => {
  it.each([
    [401, apiError('authentication_error', `invalid x-api-key ${KEY}`), 'auth', false, /authentication failed: check ANTHROPIC_API_KEY/],
    [429, apiError('rate_limit_error', 'Number of requests has exceeded your rate limit'), 'rate_limit', true, /stayed rate-limited/],
    [529, apiError('overloaded_error', 'Overloaded'), 'overloaded', true, /stayed overloaded/],
    [500, apiError('api_error', 'Internal server error'), 'network', true, /the API answered 500/],
  ] as const)('%i → %s', async (status, body, reason, retryable, message) => {
    nock(ANTHROPIC).post('/v1/messages').reply(status, body);
    const error = await anthropicFailure();
    expect(error).toMatchObject({ reason, status, retryable, service: 'anthropic' });
    expect(error.message).toMatch(message);
    expect(describeError(error).reason).toBe(reason);
  });

  it('no answer at all → network', async () => {
    nock(ANTHROPIC)
      .post('/v1/messages')
      .replyWithError(Object.assign(new Error('socket hang up'), { code: 'ECONNRESET' }));
    const error = await anthropicFailure();
    expect(error).toMatchObject({ reason: 'network', status: undefined, retryable: true });
    expect(error.message).toMatch(/^link: cannot reach the Anthropic API/);
  });

  it('a submission that fails its zod schema after the repairs → invalid_output', async () => {
    const broken = {
      id: 'msg_1',
      type: 'message',
      role: 'assistant',
      model: 'claude-sonnet-5-5',
      content: [{ type: 'tool_use', id: 'tu', name: 'submit_links', input: { links: 'none' } }],
      stop_reason: 'tool_use',
      stop_sequence: null,
      usage: { input_tokens: 10, output_tokens: 10, cache_creation_input_tokens: 0, cache_read_input_tokens: 0 },
    };
    nock(ANTHROPIC).post('/v1/messages').times(3).reply(200, broken);
    const error = await anthropicFailure();
    expect(error).toMatchObject({ reason: 'invalid_output', retryable: false });
    expect(describeError(error, { trigger: '/plan' })).toMatchObject({
      reason: 'invalid_output',
      message: "link: the model's submit_links was still invalid after 2 repairs:",
      nextStep: expect.stringMatching(/^The model did not give a valid answer/),
    });
  });
});

// ---- the GitHub adapter ---------------------------------------------------------------------------

const GITHUB = 'https://api.github.com';
const TOKEN = 'ghs_secret_token_for_errors';

const forge = (fetchImpl?: typeof fetch) =>
  new GitHubForge({
    octokit: createOctokit({ token: TOKEN, plugins: false, ...(fetchImpl ? { fetch: fetchImpl } : {}) }),
    owner: 'octo',
    repo: 'demo',
  });

async function forgeFailure(promise: Promise<unknown>): Promise<ForgeError> {
  const error = await failed(promise);
  expect(error).toBeInstanceOf(ForgeError);
  expect(String(error)).not.toContain(TOKEN);
  return error as ForgeError;
}

describe('GitHub errors get their reason at the adapter', () => {
  it('403 with the rate limit used up → rate_limit, not permission', async () => {
    nock(GITHUB)
      .get('/repos/octo/demo')
      .reply(
        403,
        { message: 'API rate limit exceeded for installation ID 1.' },
        { 'x-ratelimit-remaining': '0', 'x-ratelimit-reset': '1' },
      );
    const error = await forgeFailure(forge().getRepo());
    expect(error).toMatchObject({ reason: 'rate_limit', status: 403, retryable: true, service: 'github' });
    expect(describeError(error, { trigger: '/plan' }).nextStep).toMatch(/^The rate limit of GitHub was reached/);
  });

  it('a secondary rate limit (403, retry-after) → rate_limit', async () => {
    nock(GITHUB)
      .post('/repos/octo/demo/issues/7/comments')
      .reply(403, { message: 'You have exceeded a secondary rate limit.' }, { 'retry-after': '60' });
    expect(await forgeFailure(forge().createComment(7, 'hi'))).toMatchObject({ reason: 'rate_limit', status: 403 });
  });

  it('any other 403 → permission', async () => {
    nock(GITHUB).post('/repos/octo/demo/issues/7/comments').reply(403, { message: 'Resource not accessible by integration' });
    const error = await forgeFailure(forge().createComment(7, 'hi'));
    expect(error).toMatchObject({ reason: 'permission', status: 403, retryable: false });
    expect(error.message).toBe('GitHub create comment failed (403): Resource not accessible by integration');
  });

  it('404 → not_found', async () => {
    nock(GITHUB).get('/repos/octo/demo').reply(404, { message: 'Not Found' });
    expect(await forgeFailure(forge().getRepo())).toMatchObject({ reason: 'not_found', status: 404, retryable: false });
  });

  it('401 → auth, naming the GitHub token', async () => {
    nock(GITHUB).get('/repos/octo/demo').reply(401, { message: 'Bad credentials' });
    const error = await forgeFailure(forge().getRepo());
    expect(error).toMatchObject({ reason: 'auth', status: 401 });
    expect(describeError(error, { surface: 'action' }).nextStep).toBe(
      'Check the GitHub token or app installation cplan uses, then re-run the workflow.',
    );
  });

  it('no answer at all → network, without the 500 Octokit gives it', async () => {
    const dns = (async () => {
      throw new TypeError('fetch failed', {
        cause: Object.assign(new Error('getaddrinfo ENOTFOUND api.github.com'), { code: 'ENOTFOUND' }),
      });
    }) as unknown as typeof fetch;
    const error = await forgeFailure(forge(dns).getRepo());
    expect(error).toMatchObject({ reason: 'network', status: undefined, retryable: true, service: 'github' });
    expect(describeError(error, { trigger: '/plan' })).toEqual({
      reason: 'network',
      message: 'GitHub get repository failed: cannot reach GitHub at api.github.com: getaddrinfo ENOTFOUND api.github.com',
      nextStep:
        'GitHub could not be reached or did not answer. Check the connection or wait a few minutes, then comment `/plan continue`; finished work is kept.',
    });
  });
});
