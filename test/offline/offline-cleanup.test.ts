// A cleanup requirement (a lint fix, a build's warnings) is done when its checker is quiet, not when
// a new test case passes; a title that only names a checker's rule, its plugin or a dependency bump is no cleanup.
import { describe, expect, it } from 'vitest';
import { cleanupChecker } from '../../src/offline/offline-cleanup.js';
import { groupTasks } from '../../src/offline/offline-plan.js';
import type { FileGroup } from '../../src/offline/offline-retrieve.js';
import { createMemorySnapshot } from '../../src/repo/memory-snapshot.js';
import { queryTerms } from '../../src/retrieval/tokens.js';

describe('cleanupChecker', () => {
  it('names the checker a cleanup quiets', () => {
    expect(cleanupChecker('fix revive linting')).toBe('the Go linters');
    expect(cleanupChecker('Apply suggestions from clippy 1.91')).toBe('clippy');
    expect(cleanupChecker('fix: lint issues')).toBe('the linter');
    expect(cleanupChecker('Fix recent PHPStan issues for PHP 8')).toBe('PHPStan');
    expect(cleanupChecker('fix: fixed the errors of eslint (#1675)')).toBe('ESLint');
    expect(cleanupChecker('Fix dialyzer warnings (#235)')).toBe('Dialyzer');
    expect(cleanupChecker('Fixed phpstan')).toBe('PHPStan');
    expect(cleanupChecker('Fix warnings (#3031)')).toBe('the compiler');
    expect(cleanupChecker('Fix compile warning')).toBe('the compiler');
  });

  it('is no cleanup when the title asks for something else', () => {
    for (const title of [
      'Fix #inject_into_file warning when replacement is already present',
      'Skip Ruby runtime hooks in Lint/UnusedPrivateMethod',
      'Update Phpstan',
      'fix: resolve macOS test link failure and update lint rules',
      'Add a warning when a Font Awesome font is missing',
      'fix(build): update typescript / eslint / rollup deps fixing bundling',
      'Fix the eslint plugin loader crash on Windows',
      'Fix the header',
      'Fix false positive warning when linking to asset files (#2225)',
    ])
      expect(cleanupChecker(title), title).toBeUndefined();
  });

  it("makes a lint fix's tasks done when the checker is quiet, with no new test case", () => {
    const requirement = 'fix staticcheck linting in the flag parser';
    const snapshot = createMemorySnapshot({
      'flag.go': 'package pflag\n\nfunc parse(args []string) error {\n\treturn nil\n}\n',
      'flag_test.go': 'package pflag\n\nfunc TestParse(t *testing.T) {}\n',
    });
    const file = (path: string, kind: 'source' | 'test') => ({ path, kind, score: 1, matched: queryTerms(requirement) });
    const group: FileGroup = { slug: 'g', folder: '', files: [file('flag.go', 'source'), file('flag_test.go', 'test')], score: 1 };
    const tasks = groupTasks(snapshot, group, requirement, 8, { zh: false });
    expect(tasks.map((t) => t.convergence_criteria)).toEqual([
      ['flag.go passes staticcheck with no new findings'],
      ['flag_test.go passes staticcheck with no new findings'],
    ]);
  });
});
