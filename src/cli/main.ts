#!/usr/bin/env node
// `cplan` entry: dispatches to a command; only here are errors turned into messages and exit codes.
import { createInterface } from 'node:readline/promises';
import { runBacktestCommand } from './backtest.js';
import { runCheck } from './check.js';
import { runConfig } from './config.js';
import { describeError } from '../core/shared/errors.js';
import { UsageError } from './errors.js';
import { runPlanCommand } from './plan.js';
import { runRender } from './render.js';
import { runWorkerCommand } from './worker.js';

const HELP = `Usage: cplan <command> [options]

Commands:
  plan "<requirement>"     plan a requirement against a repository (--repo DIR)
  check <plan-note.md>     detect conflicts between the domains of a plan note
  render <session-dir>     regenerate plan.md, plan.json, conflicts.json and task files
  config <schema|check>    print the JSON Schema of .github/cplan.yml, or validate one
  backtest --repo DIR      measure how well plans point at the files past commits changed
  worker                   run the jobs the App queues in queue mode (REDIS_URL)

Run "cplan <command> --help" for the options of a command.
`;

type Command = (argv: string[], out: (text: string) => void) => Promise<number>;

const COMMANDS: Record<string, Command> = {
  plan: (argv, out) =>
    runPlanCommand(argv, out, (text) => process.stderr.write(text), {
      isTTY: Boolean(process.stderr.isTTY && process.stdin.isTTY),
      ask: async (question) => {
        const rl = createInterface({ input: process.stdin, output: process.stderr });
        try {
          return await rl.question(question);
        } finally {
          rl.close();
        }
      },
    }),
  check: runCheck,
  render: (argv, out) => runRender(argv, out, () => new Date()),
  config: runConfig,
  backtest: (argv, out) => runBacktestCommand(argv, out, (text) => process.stderr.write(text), { isTTY: Boolean(process.stderr.isTTY) }),
  worker: (argv, out) =>
    runWorkerCommand(argv, out, {
      env: process.env,
      stopSignal: new Promise((resolve) => {
        process.once('SIGTERM', () => resolve('SIGTERM'));
        process.once('SIGINT', () => resolve('SIGINT'));
      }),
      log: (line) => process.stderr.write(`${line}\n`),
      exit: (code) => process.exit(code),
    }),
};

export async function main(argv: string[]): Promise<number> {
  const out = (text: string) => process.stdout.write(text);
  const [name, ...rest] = argv;
  if (name === undefined || name === '--help' || name === '-h' || name === 'help') {
    out(HELP);
    return name === undefined ? 2 : 0;
  }
  if (name === '--version' || name === '-v') {
    out('cplan 0.1.0\n');
    return 0;
  }
  const command = COMMANDS[name];
  try {
    if (!command) throw new UsageError(`unknown command "${name}" (try "cplan --help")`);
    return await command(rest, out);
  } catch (error) {
    return report(error);
  }
}

/**
 * The one place the CLI tells a failure: `cplan: <message>` on stderr, then the next step unless
 * the mistake was the person's input (a bad flag or file speaks for itself). Exit 2 for input, else 1.
 */
function report(error: unknown): number {
  const { reason, message, nextStep } = describeError(error, { surface: 'cli' });
  process.stderr.write(`cplan: ${message}\n`);
  if (reason === 'input') return 2;
  if (reason !== 'config') process.stderr.write(`cplan: ${nextStep}\n`);
  if (process.env.CPLAN_DEBUG) process.stderr.write(`${(error as Error)?.stack ?? ''}\n`);
  return 1;
}

main(process.argv.slice(2)).then(
  (code) => {
    process.exitCode = code;
  },
  (error) => {
    process.exitCode = report(error);
  },
);
