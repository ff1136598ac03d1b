// `cplan config schema` and `cplan config check [file] [--print]`: the JSON Schema of
// `.github/cplan.yml`, and a validation of one file with the same loader the runs use.
import { resolve } from 'node:path';
import YAML from 'yaml';
import { DEFAULT_CONFIG, parseConfigYaml } from '../core/config/config.js';
import { configJsonSchemaText } from '../core/config/config-json-schema.js';
import { parseCommandArgs } from './args.js';
import { UsageError } from './errors.js';
import { readIfPresent, readText } from './io.js';

export const CONFIG_HELP = `Usage: cplan config schema
       cplan config check [file] [--print]

Works with .github/cplan.yml, cplan's settings for a repository (see docs/configuration.md).

Commands:
  schema          print the JSON Schema of .github/cplan.yml, for editors and other tools
  check [FILE]    validate FILE (default: .github/cplan.yml): prints "ok", or the error naming the key;
                  without FILE and without .github/cplan.yml, says that the defaults apply

Options:
  --print         with check: print the effective config (the defaults merged with the file) as
                  YAML, after a "#" comment line that says which file it read
  -h, --help      show this help

Exit status: 0 schema printed, file valid or no default file, 1 file invalid, 2 unreadable file
(a FILE that is named but missing, too) or bad usage.
`;

export const CONFIG_OPTIONS = {
  print: { type: 'boolean', default: false },
  help: { type: 'boolean', short: 'h', default: false },
} as const;

const DEFAULT_FILE = '.github/cplan.yml';

export async function runConfig(argv: string[], out: (text: string) => void, cwd: string = process.cwd()): Promise<number> {
  const { values, positionals } = parseCommandArgs('config', { args: argv, allowPositionals: true, options: CONFIG_OPTIONS });
  if (values.help) {
    out(CONFIG_HELP);
    return 0;
  }
  const [sub, ...args] = positionals;
  if (sub === undefined) {
    out(CONFIG_HELP);
    return 2;
  }
  if (sub !== 'check' && values.print) throw new UsageError('--print goes with "cplan config check"');
  if (sub === 'schema') {
    if (args.length > 0) throw new UsageError('config schema takes no arguments');
    out(configJsonSchemaText());
    return 0;
  }
  if (sub === 'check') {
    if (args.length > 1) throw new UsageError('config check takes at most one file');
    out(await checkConfig(args[0], values.print, cwd));
    return 0;
  }
  throw new UsageError(`unknown config command "${sub}" (try "cplan config --help")`);
}

/**
 * The verdict on FILE, or on .github/cplan.yml when it is there (its absence is no mistake: the
 * defaults apply), and with `print` the effective config. A named FILE must exist.
 * A ConfigError ("<file>: `key`: what is wrong") is reported by the entry with exit 1.
 */
async function checkConfig(named: string | undefined, print: boolean, cwd: string): Promise<string> {
  const file = named ?? DEFAULT_FILE;
  const text = named === undefined ? await readIfPresent(resolve(cwd, DEFAULT_FILE), file) : await readText(resolve(cwd, named), named);
  const config = text === undefined ? DEFAULT_CONFIG : parseConfigYaml(text, file);
  if (!print) return text === undefined ? `no config file (${DEFAULT_FILE}); the defaults apply\n` : `${file}: ok\n`;
  const head = text === undefined ? `no config file (${DEFAULT_FILE}); the defaults apply` : `${file}: ok; the defaults merged with it`;
  // lineWidth 0: no folded lines, so every value reads back as written.
  return `# ${head}:\n${YAML.stringify(config, { lineWidth: 0 })}`;
}
