// `.github/cplan.yml` cannot stall the App: a file over CONFIG_MAX_BYTES is refused before Probot's
// config plugin parses it (answered like an invalid config, to people allowed to run cplan), and a
// comment that cannot be a command under any trigger is ignored before the config is read at all.
// Probot over HTTP to the fake GitHub on loopback, as test/app/app.test.ts.
import YAML from 'yaml';
import { afterEach, beforeEach, describe, expect, it, type MockInstance, vi } from 'vitest';
import { CONFIG_MAX_BYTES, CONFIG_MAX_KEYS } from '../../src/core/config/config.js';
import { type Harness, startHarness } from '../helpers/app-harness.js';
import { readFixtureRepo } from '../helpers/repo-files.js';

let h: Harness | undefined;
let parse: MockInstance;

beforeEach(() => {
  // The plugin's parser (it calls `yaml.parse` on what it fetched): never handed a file over the limit.
  parse = vi.spyOn(YAML, 'parse');
});

afterEach(async () => {
  await h?.stop();
  h = undefined;
  vi.restoreAllMocks();
});

/** A valid-looking config of `bytes` bytes: many `prices` entries, the shape of the reported attack. */
function configOf(bytes: number): string {
  const lines = ['prices:'];
  let size = 'prices:\n'.length;
  for (let i = 0; size < bytes; i++) {
    const line = `  model-${i}: { input: 1, output: 2 }`;
    lines.push(line);
    size += line.length + 1;
  }
  return `${lines.join('\n')}\n`;
}

const configRequests = (harness: Harness) => harness.github.requests.filter((r) => r.route === '/repos/{owner}/{repo}/contents/{path}');
const parsedSizes = (): number[] => parse.mock.calls.map((call: unknown[]) => String(call[0]).length);

describe('App: the size of .github/cplan.yml', () => {
  it.each([
    ['1.2 MB', 1_200_000],
    ['6.5 MB', 6_500_000],
  ])('a %s config: `/plan` is answered that the file is too large, and the file is never parsed', async (_label, bytes) => {
    h = await startHarness({ github: { files: readFixtureRepo('small'), config: configOf(bytes) } });
    await h.comment('/plan -y');
    expect(configRequests(h)).toHaveLength(1);
    expect(parsedSizes().filter((size) => size > CONFIG_MAX_BYTES)).toEqual([]);
    expect(parse).not.toHaveBeenCalled();
    expect(h.github.comments).toHaveLength(1);
    expect(h.github.comments[0]?.body).toMatch(
      /^@alice cplan did not run: \.github\/cplan\.yml of octo\/demo is (?:over 64 KB|\d+\.\d MB); cplan reads at most 64 KB\n\nFix `\.github\/cplan\.yml` as the message says, then comment `\/plan` again\.$/,
    );
    expect(h.writes().map((w) => w.route)).toEqual(['/repos/{owner}/{repo}/issues/{n}/comments']);
  });

  it('answers only people allowed to run cplan under the default config', async () => {
    h = await startHarness({ github: { files: readFixtureRepo('small'), config: configOf(1_200_000) } });
    await h.comment('/plan -y', 'mallory');
    expect(h.github.comments).toEqual([]);
    expect(parse).not.toHaveBeenCalled();
  });

  it('a config just under the limit but with thousands of keys is refused before the plugin parses it', async () => {
    const text = configOf(CONFIG_MAX_BYTES - 2_000);
    h = await startHarness({ github: { files: readFixtureRepo('small'), config: text } });
    await h.comment('/plan help');
    expect(parse).not.toHaveBeenCalled();
    expect(h.github.comments[0]?.body).toContain(`has more than ${CONFIG_MAX_KEYS} keys`);
  });

  it('a config just under the limit with a few keys (and long comments) is read and used', async () => {
    const comment = `# ${'why we chose these settings, at length. '.repeat(40)}\n`;
    const text = `trigger: /go\n${comment.repeat(Math.floor((CONFIG_MAX_BYTES - 2_000) / comment.length))}${configOf(2_000)}`;
    expect(Buffer.byteLength(text)).toBeLessThanOrEqual(CONFIG_MAX_BYTES);
    h = await startHarness({ github: { files: readFixtureRepo('small'), config: text } });
    await h.comment('/go help');
    expect(parsedSizes()).toEqual([text.length]);
    expect(h.github.comments[0]?.body).toMatch(/^@alice cplan commands:\n\n- `\/go /);
  });
});

describe('App: _extends behind the size limit', () => {
  it('still reads the file it extends, and applies this file over it', async () => {
    const files = {
      ...readFixtureRepo('small'),
      '.github/cplan-base.yml': 'trigger: /go\nmax_domains: 2\n',
    };
    h = await startHarness({ github: { files, config: '_extends: demo:.github/cplan-base.yml\nmax_domains: 3\n' } });
    await h.comment('/go help');
    expect(configRequests(h).map((r) => r.path)).toEqual([
      '/repos/octo/demo/contents/.github/cplan.yml',
      '/repos/octo/demo/contents/.github/cplan-base.yml',
    ]);
    expect(parse).toHaveBeenCalledTimes(2);
    expect(h.github.comments).toHaveLength(1);
    expect(h.github.comments[0]?.body).toMatch(/^@alice cplan commands:\n\n- `\/go /);
  });

  it('refuses an extended file over the limit, naming it', async () => {
    const files = { ...readFixtureRepo('small'), '.github/cplan-base.yml': configOf(1_200_000) };
    h = await startHarness({ github: { files, config: '_extends: demo:.github/cplan-base.yml\n' } });
    await h.comment('/plan');
    expect(parsedSizes()).toEqual(['_extends: demo:.github/cplan-base.yml\n'.length]);
    expect(h.github.comments[0]?.body).toMatch(/^@alice cplan did not run: \.github\/cplan-base\.yml of octo\/demo is /);
  });
});

describe('App: comments that cannot be commands', () => {
  it('an outsider’s plain comment costs no request at all: no config read, no permission lookup', async () => {
    h = await startHarness({ github: { files: readFixtureRepo('small'), config: configOf(1_200_000) } });
    await h.comment('thanks!', 'stranger');
    await h.comment('Looks good to me.\n\n> /plan\n\n```\n/plan -y\n```', 'stranger');
    expect(h.github.requests).toEqual([]);
    expect(parse).not.toHaveBeenCalled();
    expect(h.github.comments).toEqual([]);
  });

  it('a comment that may be a command under another trigger still reads the config', async () => {
    h = await startHarness({ github: { files: readFixtureRepo('small'), config: 'trigger: /go\n' } });
    await h.comment('Sure.\n/go help');
    expect(configRequests(h)).toHaveLength(1);
    expect(h.github.comments[0]?.body).toMatch(/^@alice cplan commands:/);
  });
});
