// A rename plans the files that use the name, not only the one that declares it.
import { describe, expect, it } from 'vitest';
import { retrieveFiles } from '../../src/offline/offline-retrieve.js';
import { renamedUses } from '../../src/offline/offline-renamed.js';
import { createMemorySnapshot } from '../../src/repo/memory-snapshot.js';
import { indexSnapshot } from '../../src/retrieval/repo-index.js';

const files: Record<string, string> = {
  'internal/storage/icon.go': 'package storage\n\nfunc (s *Storage) IconByID(id int64) (*Icon, error) {\n\treturn nil, nil\n}\n',
  'internal/api/icon.go': 'package api\n\nfunc getIcon(s *storage.Storage) {\n\ts.IconByID(1)\n}\n',
  // A long file that calls it once: its one use weighs little against its length.
  'internal/ui/render.go': `package ui\n\nfunc show(s *storage.Storage) {\n\ts.IconByID(2)\n}\n${Array.from({ length: 3000 }, (_, i) => `func page${i}(w Writer) { w.Write(header${i}, footer${i}) }`).join('\n')}\n`,
  'internal/worker/refresh.go': 'package worker\n\n// IconByIDs is another name.\nfunc refresh() {}\n',
  'internal/model/feed.go': 'package model\n\ntype Feed struct {\n\tID int64\n}\n',
};
for (let i = 0; i < 12; i++) files[`internal/other/file${i}.go`] = `package other\n\nfunc run${i}() {}\n`;
// Files whose names and text say "icon" and "feed" over and over: they outrank the callers.
for (const name of ['icon_cache', 'feed_icon_fetch', 'icon_finder', 'feed_icons', 'icon_resize'])
  files[`internal/icons/${name}.go`] =
    `package icons\n\n// Feed icon by feed, icon by id.\nfunc ${name.replace(/_/g, '')}Icon(feedIcon, iconID int64) {}\n`;

describe('renamedUses', () => {
  const snapshot = createMemorySnapshot(files);
  const index = indexSnapshot(snapshot);

  it('finds the files that write the name whole, besides the one that declares it', () => {
    expect(renamedUses(index, snapshot, 'Rename IconByID to IconByFeedID')).toEqual(['internal/api/icon.go', 'internal/ui/render.go']);
    expect(renamedUses(index, snapshot, 'refactor(storage): rename `IconByID`')).toEqual(['internal/api/icon.go', 'internal/ui/render.go']);
  });

  it('reads only a rename so: a removal or a fix plans as it ranks', () => {
    expect(renamedUses(index, snapshot, 'Remove IconByID')).toEqual([]);
    expect(renamedUses(index, snapshot, 'Fix IconByID for feeds without icons')).toEqual([]);
    expect(renamedUses(index, snapshot, 'Rename the icon table')).toEqual([]);
  });

  it('puts the users in the plan', () => {
    const planned = retrieveFiles(snapshot, 'Rename IconByID to IconByFeedID').map((f) => f.path);
    expect(planned).toEqual(expect.arrayContaining(['internal/storage/icon.go', 'internal/api/icon.go', 'internal/ui/render.go']));
    expect(planned).not.toContain('internal/worker/refresh.go');
  });
});
