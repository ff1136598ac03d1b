// A title that says nothing but a version ("Update to 0.5.2") is a release: its plan is the
// project's manifests, the root's first — never a file named after "update".
import { describe, expect, it } from 'vitest';
import { retrieveFiles } from '../../src/offline/offline-retrieve.js';
import { isVersionOnly } from '../../src/offline/offline-release.js';
import { groupTasks } from '../../src/offline/offline-plan.js';
import { createMemorySnapshot } from '../../src/repo/memory-snapshot.js';

const workspace = createMemorySnapshot({
  'Cargo.toml': '[workspace]\nmembers = ["crates/*"]\n[package]\nversion = "0.5.1"\n',
  'crates/core/Cargo.toml': '[package]\nversion = "0.5.1"\n',
  'crates/html/Cargo.toml': '[package]\nversion = "0.5.1"\n',
  'crates/core/src/lib.rs': 'pub fn update() {}\n',
  'tests/fixtures/demo/Cargo.toml': '[package]\nversion = "0.1.0"\n',
  'Cargo.lock': '# generated\n',
});

describe('release titles', () => {
  it('plan every manifest of the project, root first, and no fixture', () => {
    expect(retrieveFiles(workspace, 'Update to 0.5.2').map((f) => f.path)).toEqual([
      'Cargo.toml',
      'crates/core/Cargo.toml',
      'crates/html/Cargo.toml',
    ]);
    expect(retrieveFiles(workspace, 'chore(release): v0.6.0-beta.1').map((f) => f.path)).toContain('Cargo.toml');
  });

  it("say what a manifest must show: the new version, in the plan's language", () => {
    const files = retrieveFiles(workspace, 'Update to 0.5.2');
    const group = { slug: 'release', folder: '', score: 3, files };
    const [root] = groupTasks(workspace, group, 'Update to 0.5.2', 8, { zh: false });
    expect(root?.convergence_criteria).toEqual(['Cargo.toml declares version 0.5.2']);
    const [zh] = groupTasks(workspace, group, '发布 0.5.2 版本', 8, { zh: true });
    expect(zh?.convergence_criteria).toEqual(['Cargo.toml 声明的版本为 0.5.2']);
  });

  it('are only titles with nothing but a version and release words', () => {
    expect(isVersionOnly('Release v1.4.0 (#12)')).toBe(true);
    expect(isVersionOnly('Bump version to 3.1')).toBe(true);
    expect(isVersionOnly('Raise required compiler to Rust 1.71')).toBe(false);
    expect(isVersionOnly('Fix 0.30.4 issue with connection close header')).toBe(false);
    expect(isVersionOnly('Update the parser')).toBe(false);
    expect(isVersionOnly('发布 1.2.3 版本')).toBe(true);
    expect(isVersionOnly('修复 1.2.3 中的崩溃')).toBe(false);
    expect(isVersionOnly('发布 1.2.3 版')).toBe(true);
    expect(isVersionOnly('Исправить сбой в 1.2.3')).toBe(false);
    expect(isVersionOnly('1.2.3 충돌 수정')).toBe(false);
    expect(retrieveFiles(workspace, 'Update the lib update function').map((f) => f.path)).toContain('crates/core/src/lib.rs');
  });
});
