// A title that is nothing but a language version plans where the project writes the versions
// (offline-runtime-only.ts), not the files its words ("drop", "go") rank.
import { describe, expect, it } from 'vitest';
import { isRuntimeOnly, runtimeOnlyFiles } from '../../src/offline/offline-runtime-only.js';
import { retrieveFiles } from '../../src/offline/offline-retrieve.js';
import { groupTasks } from '../../src/offline/offline-plan.js';
import { indexSnapshot } from '../../src/retrieval/repo-index.js';
import { createMemorySnapshot } from '../../src/repo/memory-snapshot.js';

const migrate = createMemorySnapshot({
  'go.mod': 'module example.com/migrate\n\ngo 1.20\n',
  Dockerfile: 'FROM golang:1.20-alpine AS builder\nRUN go build ./cmd/migrate\n',
  'README.md': '# migrate\n\n## Use in your Go project\n\nRequires Go 1.20 or later.\n',
  'CONTRIBUTING.md': '# Contributing\n\nInstall Go 1.20 first.\n',
  'database/postgres/postgres.go': 'package postgres\n\n// Drop drops every table.\nfunc (p *Postgres) Drop() error { return nil }\n',
  'database/mysql/mysql.go': 'package mysql\n\n// Drop drops the database.\nfunc (m *Mysql) Drop() error { return nil }\n',
  'source/iofs/iofs.go': '//go:build go1.20\n\npackage iofs\n\nfunc New() {}\n',
  'source/iofs/iofs_test.go': '//go:build go1.20\n\npackage iofs\n',
  '.github/workflows/ci.yaml':
    'jobs:\n  test:\n    steps:\n      - uses: actions/setup-go@v5\n        with:\n          go-version: ["1.20", "1.21"]\n',
});

describe('isRuntimeOnly', () => {
  it.each([
    'Drop support for Go 1.20 and add support for Go 1.22',
    'Raise required compiler to Rust 1.71',
    'Add official support for Python 3.14',
    'feat: Drop node.js 12.x, 14.x, 17.x support (#1797)',
    'Require Ruby 2.7.8 as minimum Ruby version (#1993)',
    'add Python 3.14 CI  (#1560)',
    'deprecate PHP 7.3',
    'Bump MSRV',
  ])('%s', (title) => expect(isRuntimeOnly(title)).toBe(true));

  it.each([
    'Fix deprecation warning raised by tests with Python 3.14',
    'Remove all `sys.version_info >= (3, 8)` checks as Python 3.7 is no longer supported',
    'feat(mux): support http.Request.Pattern in Go 1.23',
    'Go 2 levels up when resolving paths',
    'Add a timeout',
    'Drop Python 3.8 的支持',
  ])('not: %s', (title) => expect(isRuntimeOnly(title)).toBe(false));
});

describe('a plan for a title that is nothing but a language version', () => {
  const title = 'Drop support for Go 1.20 and add support for Go 1.22';

  it('names the manifest, the files at the top that state the version and the code that names it, not what "drop" ranks', () => {
    const files = runtimeOnlyFiles(migrate, indexSnapshot(migrate), title);
    expect(files).toEqual([
      { path: 'go.mod', runtime: 'Go', line: 3 },
      { path: 'Dockerfile', runtime: 'Go', line: 1 },
      { path: 'README.md', runtime: 'Go', line: 5 },
      { path: 'source/iofs/iofs.go', runtime: 'Go', line: 1, code: true },
    ]);
    const paths = retrieveFiles(migrate, title).map((f) => f.path);
    expect(paths).toEqual(['go.mod', 'Dockerfile', 'README.md', 'source/iofs/iofs.go']);
    // No guideline, no workflow (cplan never writes one), no test, no SQL driver for "drop".
    expect(paths.join(' ')).not.toMatch(/CONTRIBUTING|workflows|_test|postgres|mysql/);
  });

  it('quotes the line that states the version, and asks the manifest for the versions', () => {
    const files = retrieveFiles(migrate, title);
    const tasks = groupTasks(migrate, { slug: 'go', folder: '', score: 1, files }, title, 8, { zh: false });
    const docker = tasks.find((t) => t.scope === '`Dockerfile`');
    expect(docker?.description).toContain('Line 1 writes the version: `FROM golang:1.20-alpine AS builder`.');
    expect(docker?.convergence_criteria).toEqual(['Dockerfile declares the Go versions the requirement asks for']);
    expect(docker?.description).not.toContain('No single declaration stands out');
    const code = tasks.find((t) => t.scope === '`source/iofs/iofs.go`');
    expect(code?.description).toContain('Line 1 writes the version: `//go:build go1.20`.');
    expect(code?.convergence_criteria.join('\n')).not.toMatch(/declares the Go versions/);
    const zh = groupTasks(migrate, { slug: 'go', folder: '', score: 1, files }, title, 8, { zh: true });
    expect(zh.find((t) => t.scope === '`Dockerfile`')?.description).toContain('第 1 行写有版本：`FROM golang:1.20-alpine AS builder`。');
  });

  it('reads Python versions as tox, setup.py and code gates write them', () => {
    const python = createMemorySnapshot({
      'pyproject.toml': '[project]\nname = "client"\nrequires-python = ">=3.8"\n',
      'tox.ini': '[tox]\nenvlist = py38,py39\n',
      'README.md': '# client\n\nA client.\n',
      'client/_compat.py': 'import sys\nPY39 = sys.version_info >= (3, 9)\nPY38 = sys.version_info >= (3, 8)\n',
      'client/drop.py': 'def drop():\n    pass\n',
    });
    expect(runtimeOnlyFiles(python, indexSnapshot(python), 'Drop Python 3.8').map((f) => f.path)).toEqual([
      'pyproject.toml',
      'tox.ini',
      'client/_compat.py',
    ]);
  });

  it("names a workspace's deeper manifests that state the version, not a fixture's", () => {
    const rust = createMemorySnapshot({
      'Cargo.toml': '[package]\nname = "thiserror"\nrust-version = "1.61"\n',
      'impl/Cargo.toml': '[package]\nname = "thiserror-impl"\nrust-version = "1.61"\n',
      'tests/ui/Cargo.toml': '[package]\nrust-version = "1.61"\n',
      'src/lib.rs': 'pub fn drop() {}\n',
    });
    expect(runtimeOnlyFiles(rust, indexSnapshot(rust), 'Raise required compiler to Rust 1.65').map((f) => f.path)).toEqual([
      'Cargo.toml',
      'impl/Cargo.toml',
    ]);
    const dotnet = createMemorySnapshot({
      'global.json': '{ "sdk": { "version": "8.0.100" } }\n',
      'src/Lib/Lib.csproj':
        '<Project>\n  <PropertyGroup>\n    <TargetFrameworks>net6.0;net7.0;net8.0</TargetFrameworks>\n  </PropertyGroup>\n</Project>\n',
      'src/Lib.Tests/Lib.Tests.csproj':
        '<Project>\n  <PropertyGroup>\n    <TargetFramework>net8.0</TargetFramework>\n  </PropertyGroup>\n</Project>\n',
      'src/Lib/Validator.cs': 'public class Validator {}\n',
    });
    expect(runtimeOnlyFiles(dotnet, indexSnapshot(dotnet), 'Drop support for .NET 6 & .NET 7').map((f) => f.path)).toEqual([
      'global.json',
      'src/Lib.Tests/Lib.Tests.csproj',
      'src/Lib/Lib.csproj',
    ]);
    // The SDK's version is the one global.json pins.
    expect(runtimeOnlyFiles(dotnet, indexSnapshot(dotnet), 'Update .NET SDK to 8.0.403 (#2816)').map((f) => f.path)).toContain(
      'global.json',
    );
  });

  it('plans by words a title that says more than versions', () => {
    expect(runtimeOnlyFiles(migrate, indexSnapshot(migrate), 'Fix the drop of tables on Go 1.22')).toEqual([]);
    expect(retrieveFiles(migrate, 'Fix the drop of tables on Go 1.22').map((f) => f.path)).toContain('database/postgres/postgres.go');
  });
});
