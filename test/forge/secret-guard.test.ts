// guardSecrets: every text a Forge sends to GitHub is scanned for credentials first; the rest of the
// Forge is untouched. A recording forge stands in for GitHub: it keeps each call's arguments.
import { describe, expect, it } from 'vitest';
import type { SessionFile } from '../../src/core/render/artifacts.js';
import { guardSecrets } from '../../src/forge/secret-guard.js';
import type { Forge } from '../../src/forge/types.js';
import { FakeForge } from '../helpers/fake-forge.js';

// Built at run time: no credential-shaped literal in the repository.
const TOKEN = ['gh', 'p_', 'Ab1Cd2Ef3Gh4Ij5Kl6Mn7Op8Qr9St0Uv1Wx2'].join('');
const AWS = ['AK', 'IA', 'ABCDEFGHIJ234567'].join('');
const GH = '[redacted: GitHub token]';
const MARKER = '<!-- cplan:status session=CPLAN-x-2026-01-01 -->';

interface Call {
  method: string;
  args: unknown[];
}

/** A Forge whose every method records its arguments and answers `answer(method)`. */
function recordingForge(answer: (method: string) => unknown = (method) => `${method}-result`): { forge: Forge; calls: Call[] } {
  const calls: Call[] = [];
  const target = { owner: 'o', repo: 'r' };
  const forge = new Proxy(target, {
    get(object, property) {
      if (property in object) return object[property as keyof typeof object];
      if (typeof property !== 'string' || property === 'then') return undefined;
      return async (...args: unknown[]) => {
        calls.push({ method: property, args });
        return answer(property);
      };
    },
  }) as unknown as Forge;
  return { forge, calls };
}

function setup() {
  const { forge, calls } = recordingForge();
  const warnings: string[] = [];
  const guarded = guardSecrets(forge, { warn: (message) => warnings.push(message) });
  return { guarded, calls, warnings };
}

describe('guardSecrets', () => {
  it('redacts comment bodies, keeps the cplan markers, and warns once naming the kinds only', async () => {
    const { guarded, calls, warnings } = setup();
    await guarded.createComment(7, `${MARKER}\nuse ${TOKEN} and ${AWS}, or ${TOKEN}`);
    await guarded.updateComment(9, `${MARKER}\n${TOKEN}`);
    expect(calls).toEqual([
      { method: 'createComment', args: [7, `${MARKER}\nuse ${GH} and [redacted: AWS access key id], or ${GH}`] },
      { method: 'updateComment', args: [9, `${MARKER}\n${GH}`] },
    ]);
    expect(warnings).toHaveLength(2);
    expect(warnings[0]).toBe('secret-guard: redacted GitHub token, AWS access key id from a comment on #7 before it reached GitHub');
    for (const warning of warnings) expect(warning).not.toContain(TOKEN);
  });

  it('redacts pull request, issue, review and check run texts', async () => {
    const { guarded, calls, warnings } = setup();
    await guarded.ensurePullRequest({ branch: 'b', base: 'main', title: `t ${TOKEN}`, body: `b ${TOKEN}`, draft: false, labels: ['x'] });
    await guarded.createIssue({ title: TOKEN, body: `x ${TOKEN}`, labels: ['l'] });
    await guarded.updateIssue(3, { title: TOKEN, body: TOKEN });
    await guarded.createReview({
      pullNumber: 4,
      commitSha: 'abc',
      body: TOKEN,
      event: 'COMMENT',
      comments: [{ path: 'a.ts', line: 2, body: `see ${TOKEN}` }],
    });
    await guarded.createCheckRun({
      name: 'cplan',
      headSha: 'abc',
      conclusion: 'failure',
      title: TOKEN,
      summary: TOKEN,
      annotations: [{ path: 'a.ts', line: 1, level: 'warning', title: TOKEN, message: `m ${TOKEN}` }],
    });
    expect(JSON.stringify(calls)).not.toContain(TOKEN);
    expect(calls.map((call) => call.args)).toEqual([
      [{ branch: 'b', base: 'main', title: `t ${GH}`, body: `b ${GH}`, draft: false, labels: ['x'] }],
      [{ title: GH, body: `x ${GH}`, labels: ['l'] }],
      [3, { title: GH, body: GH }],
      [{ pullNumber: 4, commitSha: 'abc', body: GH, event: 'COMMENT', comments: [{ path: 'a.ts', line: 2, body: `see ${GH}` }] }],
      [
        {
          name: 'cplan',
          headSha: 'abc',
          conclusion: 'failure',
          title: GH,
          summary: GH,
          annotations: [{ path: 'a.ts', line: 1, level: 'warning', title: GH, message: `m ${GH}` }],
        },
      ],
    ]);
    expect(warnings).toHaveLength(5);
  });

  it('redacts committed file contents and the message, and passes the other arguments on', async () => {
    const { guarded, calls } = setup();
    const files: SessionFile[] = [
      { path: 'plan.md', content: `key: ${TOKEN}\n` },
      { path: 'old.md', content: '', delete: true },
    ];
    const result = await guarded.commitFiles('plan/x', 'base', files, `add ${TOKEN}`, 'head', { onlyOnto: true });
    expect(result).toBe('commitFiles-result');
    expect(calls).toEqual([
      {
        method: 'commitFiles',
        args: ['plan/x', 'base', [{ path: 'plan.md', content: `key: ${GH}\n` }, files[1]], `add ${GH}`, 'head', { onlyOnto: true }],
      },
    ]);
    // the caller's files are not changed in place
    expect(files[0]?.content).toContain(TOKEN);
  });

  it('sends clean text as it is, without a warning', async () => {
    const { guarded, calls, warnings } = setup();
    const body = `${MARKER}\nAll good: sk-short, ghp_tooShort, eyJ.`;
    await guarded.createComment(1, body);
    expect(calls).toEqual([{ method: 'createComment', args: [1, body] }]);
    expect(warnings).toEqual([]);
    // no log given: redaction still happens
    const bare = recordingForge();
    await guardSecrets(bare.forge).createComment(1, TOKEN);
    expect(bare.calls[0]?.args).toEqual([1, GH]);
  });

  it('delegates every other method unchanged, with its answer', async () => {
    const { guarded, calls, warnings } = setup();
    expect(guarded.owner).toBe('o');
    expect(guarded.repo).toBe('r');
    expect(await guarded.readFile('main', TOKEN)).toBe('readFile-result');
    expect(await guarded.listComments(2, { max: 5 })).toBe('listComments-result');
    await guarded.addReaction(5, 'eyes');
    await guarded.resolveReviewThread(TOKEN);
    expect(calls).toEqual([
      { method: 'readFile', args: ['main', TOKEN] },
      { method: 'listComments', args: [2, { max: 5 }] },
      { method: 'addReaction', args: [5, 'eyes'] },
      { method: 'resolveReviewThread', args: [TOKEN] },
    ]);
    expect(warnings).toEqual([]);
  });

  it('wraps a forge written as a class: its methods still reach its own state', async () => {
    const fake = new FakeForge({ issues: [{ number: 1, title: 'x' }] });
    const guarded = guardSecrets(fake);
    await guarded.createComment(1, `see ${TOKEN}`);
    expect((await guarded.listComments(1)).map((comment) => comment.body)).toEqual([`see ${GH}`]);
    expect(guarded).toBeInstanceOf(FakeForge);
  });
});
