// The evidence an offline domain plan lists: each file with its role as the index classified it.
import { describe, expect, it } from 'vitest';
import { OfflineProvider } from '../../src/offline/offline.js';
import type { DomainBrief } from '../../src/contract/types.js';
import { createMemorySnapshot } from '../../src/repo/memory-snapshot.js';

const snapshot = createMemorySnapshot({
  'src/click/testing.py':
    'class CliRunner:\n    def isolated_filesystem(self, temp_dir=None):\n        """Run in an isolated filesystem."""\n        return temp_dir\n',
  'src/click/core.py': 'class Command:\n    def invoke(self, ctx):\n        return ctx\n',
  'tests/test_testing.py': 'def test_isolated_filesystem(runner):\n    with runner.isolated_filesystem():\n        pass\n',
  'docs/testing.md': '# Testing\n\nUse `CliRunner.isolated_filesystem` to run in an isolated filesystem.\n',
});

describe('offline evidence', () => {
  it('gives a file its role by its kind, not by "test" in its path', async () => {
    const provider = new OfflineProvider();
    const requirement = 'Deprecate `CliRunner.isolated_filesystem`';
    const analysis = (await provider.understand({ requirement, overview: '', maxDomains: 5, locale: 'en', snapshot })).value;
    const domains: DomainBrief[] = analysis.sub_domains.map((d, i) => ({
      slug: d.focus_area,
      title: d.focus_area,
      description: d.description,
      range: [i * 100 + 1, (i + 1) * 100],
      key_concerns: [],
    }));
    const roles = new Map<string, string>();
    for (const domain of domains) {
      const request = { requirement, overview: '', analysis, domains, domain, maxTasks: 8, locale: 'en' as const, snapshot };
      for (const file of (await provider.planDomain(request)).value.evidence.relevant_files) roles.set(file.path, file.role);
    }
    expect(roles.get('src/click/testing.py')).toBe('implementation');
    expect(roles.get('tests/test_testing.py')).toBe('test');
    if (roles.has('docs/testing.md')) expect(roles.get('docs/testing.md')).toBe('docs');
  });
});
