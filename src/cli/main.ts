#!/usr/bin/env node
// `cplan` entry: dispatches to a command; only here are errors turned into messages and exit codes.
// Each command's module is imported when that command runs (dist/cli.js is split by esbuild, so
// the others are never read): `--version` and `--help` load nothing beyond this file.

const HELP = `Usage: cplan <command> [options]

Commands:
  plan "<requirement>"     plan a requirement against a repository (--repo DIR)
  check <plan-note.md>     detect conflicts between the domains of a plan note
  render <session-dir>     regenerate plan.md, plan.json, conflicts.json and task files
  execute <session-dir>    print the execution schedule of a plan in waves (--dry-run)
  config <schema|check>    print the JSON Schema of .github/cplan.yml, or validate one
  backtest --repo DIR      measure how well plans point at the files past commits changed
  worker                   run the jobs the App queues in queue mode (REDIS_URL)

Run "cplan <command> --help" for the options of a command.
`;

type Command = (argv: string[], out: (text: string) => void) => Promise<number>;

const COMMANDS: Record<string, Command> = {
  plan: async (argv, out) => {
    const [{ runPlanCommand }, { createInterface }] = await Promise.all([import('./plan.js'), import('node:readline/promises')]);
    return runPlanCommand(argv, out, (text) => process.stderr.write(text), {
      isTTY: Boolean(process.stderr.isTTY && process.stdin.isTTY),
      ask: async (question) => {
        const rl = createInterface({ input: process.stdin, output: process.stderr });
        try {
          return await rl.question(question);
        } finally {
          rl.close();
        }
      },
      readStdin: async () => {
        const chunks: Buffer[] = [];
        for await (const chunk of process.stdin) chunks.push(Buffer.from(chunk as Buffer));
        return Buffer.concat(chunks).toString('utf8');
      },
    });
  },
  check: async (argv, out) => (await import('./check.js')).runCheck(argv, out),
  render: async (argv, out) => (await import('./render.js')).runRender(argv, out, () => new Date()),
  execute: async (argv, out) => (await import('./execute.js')).runExecute(argv, out),
  config: async (argv, out) => (await import('./config.js')).runConfig(argv, out),
  backtest: async (argv, out) =>
    (await import('./backtest.js')).runBacktestCommand(argv, out, (text) => process.stderr.write(text), {
      isTTY: Boolean(process.stderr.isTTY),
    }),
  worker: async (argv, out) =>
    (await import('./worker.js')).runWorkerCommand(argv, out, {
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
  try {
    const command = Object.hasOwn(COMMANDS, name) ? COMMANDS[name] : undefined;
    if (!command) {
      const { UsageError } = await import('./errors.js');
      throw new UsageError(`unknown command "${name}" (try "cplan --help")`);
    }
    return await command(rest, out);
  } catch (error) {
    return report(error, wantsJson(argv));
  }
}

/** The commands whose --json prints JSON: their errors are JSON on stdout too. */
const JSON_COMMANDS: ReadonlySet<string> = new Set(['plan', 'check', 'backtest', 'execute']);

/**
 * Whether `cplan <command> …` asked for JSON: a command that takes --json, with `--json` among its
 * arguments before a `--` (also `--json=…`, and when the flags around it are wrong: a script that
 * reads JSON gets its error as JSON).
 */
function wantsJson(argv: readonly string[]): boolean {
  const [name, ...rest] = argv;
  if (name === undefined || !JSON_COMMANDS.has(name)) return false;
  const end = rest.indexOf('--');
  return (end < 0 ? rest : rest.slice(0, end)).some((arg) => arg === '--json' || arg.startsWith('--json='));
}

/**
 * The one place the CLI tells a failure: `cplan: <message>` on stderr, then the next step unless
 * the mistake was the person's input (a bad flag or file speaks for itself). Exit 2 for input, else 1.
 * With --json, stdout also gets `{ "error": { "reason", "message" } }`, the same reason and words.
 */
async function report(error: unknown, json: boolean): Promise<number> {
  const { describeError } = await import('../core/shared/errors.js');
  const { reason, message, nextStep } = describeError(error, { surface: 'cli' });
  if (json) process.stdout.write(`${JSON.stringify({ error: { reason, message } }, null, 2)}\n`);
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
  async (error: unknown) => {
    process.exitCode = await report(error, wantsJson(process.argv.slice(2)));
  },
);
