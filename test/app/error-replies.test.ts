// What a person reads when a run fails, through the App: the status comment's cause and "What to
// do", and the reply when the config cannot be used, all shaped by describeError from the reason.
import { afterEach, describe, expect, it } from 'vitest';
import { OfflineProvider } from '../../src/offline/offline.js';
import { AgentError } from '../../src/contract/types.js';
import { type Harness, startHarness } from '../helpers/app-harness.js';
import { readFixtureRepo } from '../helpers/repo-files.js';

let h: Harness;
afterEach(async () => h?.stop());

/** The offline provider, except that understanding fails with `error`. */
function failingWith(error: Error) {
  return () => {
    const provider = new OfflineProvider();
    provider.understand = async () => {
      throw error;
    };
    return provider;
  };
}

describe('failure messages in the App', () => {
  it.each([
    [
      new AgentError('understanding: authentication failed: check ANTHROPIC_API_KEY (invalid x-api-key)', 'understanding', undefined, {
        reason: 'auth',
        status: 401,
      }),
      'Check the Anthropic API key configured for cplan (ANTHROPIC_API_KEY), then comment `/plan continue`.',
    ],
    [
      new AgentError('understanding: the API stayed overloaded after retries (Overloaded)', 'understanding', undefined, {
        reason: 'overloaded',
        status: 529,
      }),
      'The Anthropic API is overloaded. Wait a few minutes, then comment `/plan continue`; finished work is kept.',
    ],
    [
      new AgentError(
        "understanding: the model's submit_analysis was still invalid after 2 repairs:\n- sub_domains: too small",
        'understanding',
      ),
      'The model did not give a valid answer. Comment `/plan continue` to try again, or set a stronger `model` in `.github/cplan.yml`; finished work is kept.',
    ],
  ])('%s', async (error, next) => {
    h = await startHarness({ github: { files: readFixtureRepo('small') }, app: { createProvider: failingWith(error) } });
    await h.comment('/plan -y');
    const status = h.status();
    expect(status).toContain('Planning failed');
    expect(status).toContain(`❌ ${error.message.split('\n')[0]}`);
    expect(status).toContain(`**What to do**: ${next}`);
  });

  it('no API key for the anthropic provider: names the variable', async () => {
    h = await startHarness({ github: { files: readFixtureRepo('small'), config: 'provider: anthropic\n' } });
    await h.comment('/plan -y');
    expect(h.status()).toContain('the anthropic provider needs ANTHROPIC_API_KEY');
    expect(h.status()).toContain('**What to do**: Check the Anthropic API key configured for cplan (ANTHROPIC_API_KEY)');
  });

  it('an invalid config: the reply quotes the key and says how to start again', async () => {
    h = await startHarness({ github: { files: readFixtureRepo('small'), config: 'max_domains: 99\n' } });
    await h.comment('/plan -y');
    expect(h.github.comments).toHaveLength(1);
    expect(h.github.comments[0]?.body).toMatch(/^@alice cplan did not run: \.github\/cplan\.yml: `max_domains`: /);
    expect(h.github.comments[0]?.body).toMatch(/\n\nFix `\.github\/cplan\.yml` as the message says, then comment `\/plan` again\.$/);
  });

  it('unparsable YAML: the reply says the file could not be read, and to fix it', async () => {
    h = await startHarness({ github: { files: readFixtureRepo('small'), config: 'max_domains: [\n' } });
    await h.comment('/plan -y');
    expect(h.github.comments).toHaveLength(1);
    expect(h.github.comments[0]?.body).toMatch(/^@alice cplan did not run: \.github\/cplan\.yml could not be read: .*invalid YAML/);
    expect(h.github.comments[0]?.body).toMatch(/\n\nFix `\.github\/cplan\.yml` as the message says, then comment `\/plan` again\.$/);
  });
});
