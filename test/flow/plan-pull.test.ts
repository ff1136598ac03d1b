// Whose branch a pull request is: the one gate before any re-check, revision or commit.
import { describe, expect, it } from 'vitest';
import { DEFAULT_CONFIG } from '../../src/core/config/config.js';
import { planPullVerdict } from '../../src/flow/plan-pull.js';

const repo = { owner: 'Octo', repo: 'Demo', defaultBranch: 'main' };
const pr = (over: Record<string, unknown> = {}) => ({
  headRef: 'cplan/issue-7',
  headRepo: 'octo/demo',
  baseRef: 'main',
  state: 'open' as const,
  ...over,
});

describe('planPullVerdict', () => {
  it('takes a PR of this repository on a plan branch (logins are not case-sensitive)', () => {
    expect(planPullVerdict(pr(), DEFAULT_CONFIG, repo)).toEqual({ plan: true });
  });

  it('refuses forks, deleted forks and heads it does not know, whatever the branch is called', () => {
    for (const headRepo of ['mallory/demo', null, undefined, 'octo/demo-fork']) {
      expect(planPullVerdict(pr({ headRepo }), DEFAULT_CONFIG, repo)).toEqual({ plan: false, why: 'fork' });
    }
  });

  it('never takes the default branch or the base itself, even under a prefix that would match', () => {
    const config = { ...DEFAULT_CONFIG, branch_prefix: 'ma' };
    expect(planPullVerdict(pr({ headRef: 'main' }), config, repo)).toEqual({ plan: false, why: 'not-plan' });
    expect(planPullVerdict(pr({ headRef: 'cplan/x', baseRef: 'cplan/x' }), DEFAULT_CONFIG, repo)).toEqual({ plan: false, why: 'not-plan' });
    expect(planPullVerdict(pr({ headRef: 'feature/x' }), DEFAULT_CONFIG, repo)).toEqual({ plan: false, why: 'not-plan' });
    expect(planPullVerdict(pr(), { ...DEFAULT_CONFIG, branch_prefix: '' }, repo)).toEqual({ plan: false, why: 'not-plan' });
  });

  it('says a closed plan PR is closed', () => {
    expect(planPullVerdict(pr({ state: 'closed' }), DEFAULT_CONFIG, repo)).toEqual({ plan: false, why: 'closed' });
  });
});
