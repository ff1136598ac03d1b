// A small git repository in a temp dir for backtest tests: fixed identities and dates, no user or
// system git config, so every run makes the same commits.
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';

export interface FixtureRepo {
  dir: string;
  /** Writes (string) or deletes (null) files, stages everything and commits; returns the sha. */
  commit(message: string, files: Record<string, string | Buffer | null>): string;
  git(...args: string[]): string;
  remove(): void;
}

const BASE = Date.parse('2024-01-01T00:00:00Z');

function gitEnv(date?: string): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = { ...process.env, GIT_CONFIG_NOSYSTEM: '1', GIT_CONFIG_GLOBAL: '/dev/null' };
  for (const name of ['GIT_DIR', 'GIT_WORK_TREE', 'GIT_INDEX_FILE', 'GIT_PREFIX']) delete env[name];
  if (date) {
    env.GIT_AUTHOR_DATE = date;
    env.GIT_COMMITTER_DATE = date;
  }
  return env;
}

export function createFixtureRepo(prefix = 'cplan-backtest-'): FixtureRepo {
  const dir = mkdtempSync(join(tmpdir(), prefix));
  let count = 0;
  const run = (args: string[], date?: string) =>
    execFileSync('git', ['-c', 'user.name=t', '-c', 'user.email=t@example.com', '-c', 'commit.gpgsign=false', ...args], {
      cwd: dir,
      env: gitEnv(date),
      encoding: 'utf8',
    });
  run(['init', '-q', '-b', 'main']);
  return {
    dir,
    git: (...args) => run(args, new Date(BASE + ++count * 3_600_000).toISOString()),
    commit(message, files) {
      for (const [path, content] of Object.entries(files)) {
        const abs = join(dir, path);
        if (content === null) {
          rmSync(abs, { force: true });
        } else {
          mkdirSync(dirname(abs), { recursive: true });
          writeFileSync(abs, content);
        }
      }
      const date = new Date(BASE + ++count * 3_600_000).toISOString();
      run(['add', '-A'], date);
      run(['commit', '-q', '--allow-empty', '-m', message], date);
      return run(['rev-parse', 'HEAD']).trim();
    },
    remove: () => rmSync(dir, { recursive: true, force: true }),
  };
}

/** `count` files `src/mod<i>.ts` with distinct content. */
export function manyFiles(count: number, tag: string): Record<string, string> {
  return Object.fromEntries(Array.from({ length: count }, (_, i) => [`src/mod${i}.ts`, `export const m${i} = '${tag}';\n`]));
}

/** The shop's two commits most backtest tests plan: a server and a pool, then a feature that adds rate limiting. */
export function commitShopHistory(repo: FixtureRepo): void {
  repo.commit('Initial commit', {
    'src/server.ts': 'export function server() { handle(requests); }\n',
    'src/db.ts': 'export const pool = connect();\n',
  });
  repo.commit('feat: add rate limiting to the server', {
    'src/server.ts': 'export function server() { limit(handle(requests)); }\n',
    'src/rate-limit.ts': 'export function limit() {}\n',
  });
}
