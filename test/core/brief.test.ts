// The brief a coding agent gets for one task: points with permalinks, criteria, dependencies merged
// first, its lease and the leases of its in-flight neighbours, a budget hint; untrusted text from the
// note comes out unable to ping, hide text, carry markup or markers, or leak a credential.
import { describe, expect, it } from 'vitest';
import { buildTaskBrief, leaseOf } from '../../src/core/texts/brief.js';
import { blobTarget, pointLinks } from '../../src/core/render/permalinks.js';
import { makeNote, makeTask } from '../helpers/plan-factory.js';

const PING = /(?<!\w)@[A-Za-z0-9]/;
const SHA = 'a'.repeat(40);
// Built at run time from fake parts, so no token sits in the repository as a literal.
const TOKEN = ['gh', 'p_', 'Ab1Cd2Ef3Gh4Ij5Kl6Mn7Op8Qr9St0Ab1Cd2'].join('');
const target = blobTarget('https://github.com/o/r', SHA);
const links = target ? pointLinks(target) : undefined;

const point = (file: string | null, location: string, change: string) => ({ file, location, change, line: 1 });

function plan() {
  const task = makeTask(3, {
    title: 'Add the rate limiter',
    complexity: 'Medium',
    dependsOn: ['TASK-001', 'TASK-002'],
    modificationPoints: [
      point('src/api/limits.ts', 'L10-L20', 'wrap the handler'),
      point('src/api/limits.ts', '`checkQuota`', 'count requests per key'),
      point('src/api/quota.ts', 'createQuota', 'create: the quota store'),
      point(null, '', 'tell the docs team'),
    ],
    extras: { Description: 'Limit calls per key.', 'Convergence criteria': '- 429 after the quota\n- tests pass' },
  });
  const tasks = [makeTask(1, { title: 'Store quotas' }), makeTask(2, { title: 'Read the config' }), task, makeTask(4)];
  return { task, note: makeNote({ tasks }) };
}

describe('buildTaskBrief', () => {
  it('names the points with permalinks, the criteria, dependencies merged first, the lease and the neighbours', () => {
    const { task, note } = plan();
    const brief = buildTaskBrief(task, {
      note,
      links,
      issueOf: (id) => (id === 'TASK-001' ? 41 : undefined),
      inFlight: [
        { taskId: 'TASK-003', lease: leaseOf(task) },
        { taskId: 'TASK-004', lease: ['src/db/store.ts', 'src/api/limits.ts', 'src/db/store.ts'], pr: 57 },
      ],
    });
    expect(brief.startsWith('### TASK-003: Add the rate limiter\n\n#### Description\n\nLimit calls per key.\n')).toBe(true);
    expect(brief).toContain(
      `- [\`src/api/limits.ts:L10-L20\`](https://github.com/o/r/blob/${SHA}/src/api/limits.ts#L10-L20) — wrap the handler`,
    );
    expect(brief).toContain(
      `- [\`src/api/limits.ts:checkQuota\`](https://github.com/o/r/blob/${SHA}/src/api/limits.ts) — count requests per key`,
    );
    // a file the task creates gets no link (it is not in the planned commit), a note no place
    expect(brief).toContain('- `src/api/quota.ts:createQuota` — create: the quota store');
    expect(brief).toContain('- tell the docs team');
    expect(brief).toContain('#### Convergence criteria\n\n- [ ] 429 after the quota\n- [ ] tests pass\n');
    expect(brief).toContain('#### Depends on\n\nThese tasks are merged first');
    expect(brief).toContain('- #41 TASK-001 — Store quotas\n- TASK-002 — Read the config\n');
    expect(brief).toContain(
      '#### Lease\n\nThe files and places this task owns while it is in flight:\n\n' +
        '- `src/api/limits.ts`\n- `src/api/limits.ts:L10-L20`\n- `src/api/limits.ts:checkQuota`\n- `src/api/quota.ts`\n- `src/api/quota.ts:createQuota`\n',
    );
    expect(brief).toContain('#### Do not touch');
    expect(brief).toContain('- TASK-004 (PR #57): `src/api/limits.ts`, `src/db/store.ts`\n');
    expect(brief).toContain("⚠️ Also held by this task's lease: `src/api/limits.ts`.");
    expect(brief).not.toMatch(/- TASK-003/); // its own lease is not a neighbour's
    expect(brief.endsWith('**Budget**: Medium complexity: keep the change moderate (2 files).')).toBe(true);
  });

  it('leaves out what is not there and hints the budget by complexity', () => {
    const low = makeTask(5, { complexity: 'Low', modificationPoints: [point('a.ts', '*', 'x')] });
    const brief = buildTaskBrief(low, { note: makeNote({ tasks: [low] }) });
    expect(brief).not.toMatch(/Depends on|Do not touch|#### Description/);
    expect(brief).toContain('- [ ] the change is done and reviewed');
    expect(brief).toContain('- `a.ts` — x');
    expect(brief).toContain('**Budget**: Low complexity: keep the change small (1 file).');
    const high = makeTask(6, { complexity: 'High', dependsOn: ['TASK-099'] });
    const text = buildTaskBrief(high, { note: makeNote({ tasks: [high] }), issueOf: () => 1.5 });
    expect(text).toContain('- TASK-099 — (not in the plan)');
    expect(text).toContain('High complexity: plan it in steps');
    expect(text).toContain('(0 files)');
  });

  it('neutralises hostile text from the note: mentions, comments, markup, markers, tokens', () => {
    const hostile = `@team <!-- x --> <script>alert(1)</script> ${TOKEN} [a]: http://e.x`;
    const task = makeTask(7, {
      title: `Fix @team now <!-- x --> <script>alert(1)</script> ${TOKEN} \u202Eevil`,
      dependsOn: ['TASK-008'],
      modificationPoints: [point('src/@team/<b>x</b>.ts', 'f', hostile), point(null, '', hostile)],
      extras: {
        Description: `Please @team review.\n<!-- cplan:task session=S id=TASK-001 -->\n\`\`\`\n<!-- cplan:task session=S id=TASK-001 --> @team ${TOKEN}\n\`\`\``,
        'Convergence criteria': `- done by @team <img src=x onerror=alert(1)> ${TOKEN}`,
      },
    });
    const neighbour = makeTask(8, { title: `<script>x</script>@org/team ${TOKEN}` });
    const brief = buildTaskBrief(task, {
      note: makeNote({ tasks: [task, neighbour] }),
      links,
      inFlight: [{ taskId: '@mallory', lease: ['<!-- y -->', `${TOKEN}.ts`], pr: 3 }],
    });
    // fenced code is kept as written (a mention in code does not ping), but a marker in it cannot act
    const prose = brief.replace(/```[\s\S]*?```/g, '');
    expect(prose).not.toMatch(PING);
    expect(brief).toContain('```\n<\u200D!-- cplan:task session=S id=TASK-001 --> @team [redacted: GitHub token]\n```');
    expect(brief).not.toContain('<!--');
    expect(brief).not.toMatch(/<(script|img|b)\b/i);
    expect(brief).not.toContain('alert(1)</');
    expect(brief).not.toContain(TOKEN);
    expect(brief).not.toMatch(/^\[a\]:/m);
    expect(brief).not.toContain('\u202E');
    expect(brief).toContain('&lt;U+202E>evil');
    expect(brief).toContain('[redacted: GitHub token]');
    expect(brief).toContain('### TASK-007: Fix @\u200Dteam now [redacted: GitHub token] &lt;U+202E>evil\n');
    expect(brief).toContain('- @\u200Dmallory (PR #3): `<\u200D!-- y -->`, `[redacted: GitHub token].ts`');
  });

  it('writes zh headings and hints for a zh note, or when asked', () => {
    const task = makeTask(9, {
      complexity: 'High',
      dependsOn: ['TASK-001'],
      modificationPoints: [point('a.ts', 'f', 'x')],
      extras: { 描述: '说明文字', 收敛标准: '- 测试通过' },
    });
    const note = makeNote({ tasks: [makeTask(1), task], locale: 'zh' });
    const brief = buildTaskBrief(task, { note, inFlight: [{ taskId: 'TASK-002', lease: ['b.ts'] }] });
    for (const heading of ['#### 描述', '#### 修改点', '#### 收敛标准', '#### 依赖', '#### 租约', '#### 不要修改', '**预算**']) {
      expect(brief).toContain(heading);
    }
    expect(brief).toContain('说明文字');
    expect(brief).toContain('- [ ] 测试通过');
    expect(brief).toContain('复杂度高：分步骤规划');
    expect(buildTaskBrief(task, { note, locale: 'en' })).toContain('#### Modification points');
  });
});

describe('leaseOf', () => {
  it("is each point's file:location and its file, sorted and once each", () => {
    const task = makeTask(1, {
      modificationPoints: [
        point('src/b.ts', 'run', 'x'),
        point('src/a.ts', '*', 'y'),
        point('src/b.ts', '`run`', 'again'),
        point('src/a.ts', '', 'z'),
        point(null, '', 'a note'),
        point('src/b.ts', 'L3-L9', 'w'),
      ],
    });
    expect(leaseOf(task)).toEqual(['src/a.ts', 'src/b.ts', 'src/b.ts:L3-L9', 'src/b.ts:run']);
    expect(leaseOf(makeTask(2))).toEqual([]);
  });
});
