// `npm run bench`: one JSON object on stdout (and a short table on a TTY). See docs/benchmarks.md.
import { cpus, totalmem } from 'node:os';
import { benchCli } from './cli.js';
import { benchCore } from './core.js';
import { benchEngine } from './engine.js';
import { benchExecute } from './execute.js';
import { benchOffline } from './offline.js';
import { benchGitHub } from './github.js';
import { benchHostile } from './hostile.js';
import { benchRepo } from './repo.js';
import { benchTokens } from './tokens.js';

const only = process.argv.slice(2);
const want = (name: string) => only.length === 0 || only.includes(name);

const result: Record<string, unknown> = {
  machine: {
    node: process.version,
    cpus: cpus().length,
    cpu: cpus()[0]?.model ?? 'unknown',
    memory_gb: Math.round(totalmem() / 2 ** 30),
  },
};
if (want('engine')) result.engine = await benchEngine();
if (want('github')) result.github = await benchGitHub();
if (want('execute')) result.execute = await benchExecute();
if (want('offline')) result.offline = await benchOffline();
if (want('tokens')) result.tokens = benchTokens();
if (want('repository')) result.repository = await benchRepo();
if (want('core')) result.core = benchCore();
if (want('hostile')) result.hostile = benchHostile();
if (want('cli')) result.cli = benchCli();

process.stdout.write(`${JSON.stringify(result, null, 2)}\n`);
if (process.stderr.isTTY) {
  for (const [section, value] of Object.entries(result)) process.stderr.write(`${section}: ${JSON.stringify(value)}\n`);
}
