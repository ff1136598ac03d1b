// A title that names one of a repository's parallel implementations plans that one, not its twins
// (offline-twins.ts).
import { describe, expect, it } from 'vitest';
import { withoutUnnamedTwins } from '../../src/offline/offline-twins.js';
import { retrieveFiles } from '../../src/offline/offline-retrieve.js';
import { createMemorySnapshot } from '../../src/repo/memory-snapshot.js';

const image = {
  'src/Drivers/Gd/Modifiers/ContrastModifier.php':
    '<?php\nclass ContrastModifier { function apply($image) { /* contrast every pixel */ } }\n',
  'src/Drivers/Imagick/Modifiers/ContrastModifier.php':
    '<?php\nclass ContrastModifier { function apply($image) { /* contrast every pixel */ } }\n',
  'tests/Unit/Drivers/Gd/Modifiers/ContrastModifierTest.php': '<?php\nclass ContrastModifierTest { function testContrast() {} }\n',
  'tests/Unit/Drivers/Imagick/Modifiers/ContrastModifierTest.php': '<?php\nclass ContrastModifierTest { function testContrast() {} }\n',
  'src/Image.php': '<?php\nclass Image {}\n',
};
const paths = (list: readonly string[]) => list.map((path) => ({ path }));
const has = (files: Record<string, string>) => (path: string) => path in files;

describe('withoutUnnamedTwins', () => {
  it("drops the twin in a folder the title does not name, where the named folder's twin exists", () => {
    const planned = paths(Object.keys(image));
    const kept = withoutUnnamedTwins(planned, has(image), 'Stop Imagick contrast from lifting every pixel (#1484)').map((f) => f.path);
    expect(kept).toEqual([
      'src/Drivers/Imagick/Modifiers/ContrastModifier.php',
      'tests/Unit/Drivers/Imagick/Modifiers/ContrastModifierTest.php',
      'src/Image.php',
    ]);
  });

  it('reads a twin named after its folder (`database/mysql/mysql.go` and `database/postgres/postgres.go`)', () => {
    const files = {
      'database/mysql/mysql.go': '',
      'database/postgres/postgres.go': '',
      'database/cassandra/cassandra.go': '',
      'migrate.go': '',
    };
    const planned = paths(['database/cassandra/cassandra.go', 'database/mysql/mysql.go', 'database/postgres/postgres.go', 'migrate.go']);
    expect(withoutUnnamedTwins(planned, has(files), 'Add statement timeout query parameter for MySQL').map((f) => f.path)).toEqual([
      'database/mysql/mysql.go',
      'migrate.go',
    ]);
    // Both named: both stay.
    expect(withoutUnnamedTwins(planned, has(files), 'Add WithConnection to Postgres similar to MySQL').map((f) => f.path)).toEqual([
      'database/mysql/mysql.go',
      'database/postgres/postgres.go',
      'migrate.go',
    ]);
  });

  it('keeps a file with no twin in the named folder, a name written inside a word, and a plan it would empty', () => {
    const files = { 'lib/copy/copy.js': '', 'lib/move/move.js': '', 'lib/move/helpers.js': '', 'lib/remove/index.js': '' };
    // `lib/copy/helpers.js` does not exist: the move folder's helpers are no twin.
    expect(
      withoutUnnamedTwins(paths(['lib/copy/copy.js', 'lib/move/helpers.js']), has(files), 'Fix copy of symlinks').map((f) => f.path),
    ).toEqual(['lib/copy/copy.js', 'lib/move/helpers.js']);
    // "remover" is no "remove".
    expect(
      withoutUnnamedTwins(paths(['lib/copy/copy.js', 'lib/move/move.js']), has(files), 'Fix the remover').map((f) => f.path),
    ).toHaveLength(2);
    expect(withoutUnnamedTwins(paths(['lib/move/move.js']), has(files), 'Fix copy').map((f) => f.path)).toEqual(['lib/move/move.js']);
  });

  it('applies to an offline plan', () => {
    const planned = retrieveFiles(createMemorySnapshot(image), 'Stop Imagick contrast from lifting every pixel').map((f) => f.path);
    expect(planned).toContain('src/Drivers/Imagick/Modifiers/ContrastModifier.php');
    expect(planned.filter((p) => p.includes('/Gd/'))).toEqual([]);
  });
});
