// Help texts and the docs' option tables cannot drift from the parser: every option a command
// accepts is in its --help and in its table, and every option they name is one it accepts.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { BACKTEST_HELP, BACKTEST_OPTIONS } from '../../src/cli/backtest.js';
import { CHECK_HELP, CHECK_OPTIONS } from '../../src/cli/check.js';
import { EXECUTE_HELP, EXECUTE_OPTIONS } from '../../src/cli/execute.js';
import { PLAN_HELP, PLAN_OPTIONS } from '../../src/cli/plan.js';
import { RENDER_HELP, RENDER_OPTIONS } from '../../src/cli/render.js';

const readme = readFileSync('README.md', 'utf8');

/** The README section of a command, from its heading to the next one. */
function section(text: string, heading: string): string {
  const start = text.indexOf(heading);
  expect(start, heading).toBeGreaterThanOrEqual(0);
  const end = text.indexOf('\n#', start + heading.length);
  return text.slice(start, end < 0 ? undefined : end);
}

/** `--name` words of a text (`--fail-on=LEVEL` names fail-on; `--` alone names nothing). */
const named = (text: string) => new Set([...text.matchAll(/(?<![\w-])--([a-z][a-z-]*)/g)].map((m) => m[1] as string));

const COMMANDS = [
  { name: 'plan', options: PLAN_OPTIONS, help: PLAN_HELP, docs: () => section(readme, '### `cplan plan') },
  { name: 'check', options: CHECK_OPTIONS, help: CHECK_HELP, docs: () => section(readme, '### `cplan check') },
  { name: 'render', options: RENDER_OPTIONS, help: RENDER_HELP, docs: () => section(readme, '### `cplan render') },
  { name: 'execute', options: EXECUTE_OPTIONS, help: EXECUTE_HELP, docs: () => section(readme, '### `cplan execute') },
  { name: 'backtest', options: BACKTEST_OPTIONS, help: BACKTEST_HELP, docs: () => readFileSync('docs/backtest.md', 'utf8') },
];

describe('CLI options, help and docs agree', () => {
  for (const command of COMMANDS) {
    it(`cplan ${command.name}`, () => {
      const accepted = Object.keys(command.options).filter((o) => o !== 'help');
      const inHelp = named(command.help);
      const inDocs = named(command.docs());
      for (const option of accepted) {
        expect(inHelp.has(option), `--${option} in cplan ${command.name} --help`).toBe(true);
        expect(inDocs.has(option), `--${option} in the docs of cplan ${command.name}`).toBe(true);
      }
      // The options list of --help (lines that start with an option), not prose naming other commands' flags.
      const listed = [...command.help.matchAll(/^ {2}(?:-\w, )?--([a-z][a-z-]*)/gm)].map((m) => m[1] as string);
      for (const option of listed) if (option !== 'help') expect(accepted, `--${option} listed by --help`).toContain(option);
    });
  }
});
