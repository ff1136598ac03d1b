#!/usr/bin/env node
// `cplan` entry: dispatches to a command; only here are errors turned into messages and exit codes.
import { createInterface } from 'node:readline/promises';
import { runCheck } from './check.js';
import { runConfig } from './config.js';
import { UsageError } from './errors.js';
import { runPlanCommand } from './plan.js';
import { runRender } from './render.js';

const HELP = `Usage: cplan <command> [options]

Commands:
  plan "<requirement>"     plan a requirement against a repository (--repo DIR)
  check <plan-note.md>     detect conflicts between the domains of a plan note
  render <session-dir>     regenerate plan.md, plan.json, conflicts.json and task files
  config <schema|check>    print the JSON Schema of .github/cplan.yml, or validate one

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
    if (error instanceof UsageError || isArgError(error)) {
      process.stderr.write(`cplan: ${(error as Error).message}\n`);
      return 2;
    }
    process.stderr.write(`cplan: ${error instanceof Error ? error.message : String(error)}\n`);
    if (process.env.CPLAN_DEBUG) process.stderr.write(`${(error as Error).stack ?? ''}\n`);
    return 1;
  }
}

// node:util parseArgs throws TypeErrors with ERR_PARSE_ARGS_* codes for unknown or malformed flags.
function isArgError(error: unknown): boolean {
  const code = (error as { code?: unknown })?.code;
  return typeof code === 'string' && code.startsWith('ERR_PARSE_ARGS');
}

main(process.argv.slice(2)).then(
  (code) => {
    process.exitCode = code;
  },
  (error) => {
    process.stderr.write(`cplan: ${String(error)}\n`);
    process.exitCode = 1;
  },
);
