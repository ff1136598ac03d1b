// The changelog a repository edits with its code (offline-changelog.ts), said in the plan's constraints.
import { describe, expect, it } from 'vitest';
import { changelogHabit } from '../../src/offline/offline-changelog.js';
import { OfflineProvider } from '../../src/offline/offline.js';
import { attachHistory, type PastCommit } from '../../src/repo/history.js';
import { createMemorySnapshot } from '../../src/repo/memory-snapshot.js';

const files = {
  'CHANGES.md': '# Changes\n',
  'src/parser.ts': 'export function parse() {}\n',
  'src/w3c.ts': 'export function convert() {}\n',
};
const code = (subject: string, withChangelog: boolean): PastCommit => ({
  subject,
  files: ['src/parser.ts', 'src/w3c.ts', ...(withChangelog ? ['CHANGES.md'] : [])],
});

function snapshotWith(commits: PastCommit[]) {
  const snapshot = createMemorySnapshot(files);
  attachHistory(snapshot, commits);
  return snapshot;
}

describe('changelogHabit', () => {
  it('finds the changelog that a third or more of the newest commits of code edited, with the count', () => {
    const commits = Array.from({ length: 12 }, (_, i) => code(`Fix parser case ${i}`, i % 3 === 0));
    expect(changelogHabit(snapshotWith(commits))).toEqual({ path: 'CHANGES.md', commits: 4, of: 12 });
  });

  it('says nothing of release-note commits of their own, of a rare entry, or of too short a history', () => {
    const notes = Array.from({ length: 12 }, (): PastCommit => ({ subject: 'Update release notes', files: ['CHANGES.md'] }));
    const rare = Array.from({ length: 12 }, (_, i) => code(`Fix parser case ${i}`, i === 0));
    expect(changelogHabit(snapshotWith([...notes, ...rare]))).toBeUndefined();
    expect(changelogHabit(snapshotWith(Array.from({ length: 5 }, (_, i) => code(`Fix ${i}`, true))))).toBeUndefined();
    expect(changelogHabit(createMemorySnapshot(files))).toBeUndefined();
  });

  it('leaves release commits out of the count: a release edits the changelog by its nature', () => {
    const releases = Array.from({ length: 6 }, (_, i) => code(`Release 8.5.${i} version`, true));
    const changes = Array.from({ length: 12 }, (_, i) => code(`Fix parser case ${i}`, i < 2));
    expect(changelogHabit(snapshotWith([...releases, ...changes]))).toBeUndefined();
    const bumps = Array.from({ length: 6 }, (_, i) => code(`Bump version: 8.5.${i} → 8.5.${i + 1}`, true));
    expect(changelogHabit(snapshotWith([...bumps, ...changes]))).toBeUndefined();
    // "Release the GIL …" is a change, not a release.
    const gil = Array.from({ length: 12 }, (_, i) => code(`Release the GIL in case ${i}`, true));
    expect(changelogHabit(snapshotWith(gil))).toEqual({ path: 'CHANGES.md', commits: 12, of: 12 });
  });

  it('is a constraint of the offline plan', async () => {
    const snapshot = snapshotWith(Array.from({ length: 12 }, (_, i) => code(`Fix parser case ${i}`, i % 2 === 0)));
    const { value } = await new OfflineProvider().understand({
      requirement: 'Share namespace tracking with the W3C converter',
      overview: '',
      maxDomains: 5,
      locale: 'en',
      snapshot,
    });
    expect(value.understanding.constraints).toContain('Add an entry to CHANGES.md: 6 of the last 12 commits that changed the code did');
    // Not for a change that keeps behaviour: users have nothing to read about it.
    for (const requirement of ['Update criterion 0.7 -> 0.8', 'refactor: share namespace tracking', 'Remove unused imports']) {
      const chore = await new OfflineProvider().understand({ requirement, overview: '', maxDomains: 5, locale: 'en', snapshot });
      expect(chore.value.understanding.constraints.join('\n'), requirement).not.toMatch(/CHANGES\.md/);
    }
  });
});
