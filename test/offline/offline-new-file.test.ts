// A new file proposed when nothing matches follows the files of its kind already in the repository.
import { describe, expect, it } from 'vitest';
import { DOMAIN_RULES, type DomainRule } from '../../src/offline/offline-keywords.js';
import { newFileFor } from '../../src/offline/offline-new-file.js';
import { createMemorySnapshot } from '../../src/repo/memory-snapshot.js';

const CORE: DomainRule = {
  slug: 'core',
  description: 'The change as a whole',
  keywords: [],
  layout: /$^/,
  paths: /./,
  dependsOn: [],
  newFile: (term) => `src/${term}.ts`,
};
const rule = (slug: string) => DOMAIN_RULES.find((r) => r.slug === slug) as DomainRule;
const repo = (...paths: string[]) => createMemorySnapshot(Object.fromEntries(paths.map((p) => [p, 'x\n'])));

describe('newFileFor', () => {
  it('uses the extension and folder of the code already there', () => {
    const shop = repo('README.md', 'src/server.js', 'src/router.js', 'src/routes/orders.js', 'web/src/App.jsx', 'test/orders.test.js');
    expect(newFileFor(shop, CORE, 'discount')).toBe('src/discount.js');
    expect(newFileFor(repo('source/index.ts', 'source/core.ts', 'readme.md'), CORE, 'retry')).toBe('source/retry.ts');
    expect(newFileFor(repo('src/flask/app.py', 'src/flask/cli.py', 'docs/conf.py'), CORE, 'limit')).toBe('src/flask/limit.py');
  });

  it('names a new test the way its neighbours are named', () => {
    const testing = rule('testing');
    expect(newFileFor(repo('src/a.js', 'test/orders.test.js', 'test/users.test.js'), testing, 'quota')).toBe('test/quota.test.js');
    expect(newFileFor(repo('src/a.py', 'tests/test_app.py', 'tests/test_cli.py'), testing, 'quota')).toBe('tests/test_quota.py');
    expect(newFileFor(repo('pkg/a.go', 'pkg/a_test.go', 'pkg/b_test.go'), testing, 'quota')).toBe('pkg/quota_test.go');
  });

  it('puts a document in the docs folder rather than beside the README', () => {
    expect(newFileFor(repo('README.md', 'CONTRIBUTING.md', 'docs/api.md'), rule('documentation'), 'quota')).toBe('docs/quota.md');
  });

  it("keeps the domain's default in a repository with nothing of the kind, or when the name is taken", () => {
    expect(newFileFor(repo('README.md'), CORE, 'x')).toBe('src/x.ts');
    expect(newFileFor(repo('lib/a.rb', 'lib/x.rb'), CORE, 'x')).toBe('src/x.ts');
  });
});
