// Files no score ranks in (offline-unranked.ts): the next migration goes beside the schema's own,
// never into a test's or an example's folder of migrations.
import { describe, expect, it } from 'vitest';
import { retrieveFiles } from '../../src/offline/offline-retrieve.js';
import { createMemorySnapshot } from '../../src/repo/memory-snapshot.js';

const created = (files: Record<string, string>, requirement: string) =>
  retrieveFiles(createMemorySnapshot(files), requirement)
    .filter((f) => f.create)
    .map((f) => f.path);

describe('the next migration', () => {
  it("is never planned in a fixture's or an example's migrations", () => {
    const tool = {
      'migrate.go': 'package migrate\n\n// Migrate applies the migrations to the schema.\nfunc Migrate() {}\n',
      'source/iofs/testdata/migrations/1_foobar.up.sql': 'create table foo (id int);\n',
      'source/iofs/testdata/migrations/7_foobar.up.sql': 'drop table foo;\n',
      'examples/friends/priv/repo/migrations/20160626215044_create_people.exs': 'create table(:people)\n',
    };
    expect(created(tool, 'Honor the migrations table engine when the schema is created')).toEqual([]);
  });

  it("is planned beside the project's own, whatever fixtures lie elsewhere", () => {
    const app = {
      'src/db.js': 'export function migrate() {}\n',
      'migrations/001_init.sql': 'create table orders (id int);\n',
      'test/fixtures/migrations/009_seed.sql': 'insert into orders values (1);\n',
    };
    expect(created(app, 'Add a column for the order total to the orders table')).toEqual([
      'migrations/002_column_order_total_orders_table.sql',
    ]);
  });
});
