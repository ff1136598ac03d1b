// `cplan config schema` and `cplan config check [file]`: the JSON Schema of `.github/cplan.yml`,
// and a validation of one file with the same loader the runs use.
import { parseConfigYaml } from '../core/config/config.js';
import { configJsonSchemaText } from '../core/config/config-json-schema.js';
import { parseCommandArgs } from './args.js';
import { UsageError } from './errors.js';
import { readText } from './io.js';

export const CONFIG_HELP = `Usage: cplan config schema
       cplan config check [file]

Works with .github/cplan.yml, cplan's settings for a repository (see docs/configuration.md).

Commands:
  schema          print the JSON Schema of .github/cplan.yml, for editors and other tools
  check [FILE]    validate FILE (default: .github/cplan.yml): prints "ok", or the error naming the key

Options:
  -h, --help      show this help

Exit status: 0 schema printed or file valid, 1 file invalid, 2 unreadable file or bad usage.
`;

const DEFAULT_FILE = '.github/cplan.yml';

export async function runConfig(argv: string[], out: (text: string) => void): Promise<number> {
  const { values, positionals } = parseCommandArgs('config', {
    args: argv,
    allowPositionals: true,
    options: { help: { type: 'boolean', short: 'h', default: false } },
  });
  if (values.help) {
    out(CONFIG_HELP);
    return 0;
  }
  const [sub, ...args] = positionals;
  if (sub === undefined) {
    out(CONFIG_HELP);
    return 2;
  }
  if (sub === 'schema') {
    if (args.length > 0) throw new UsageError('config schema takes no arguments');
    out(configJsonSchemaText());
    return 0;
  }
  if (sub === 'check') {
    if (args.length > 1) throw new UsageError('config check takes at most one file');
    const file = args[0] ?? DEFAULT_FILE;
    // A ConfigError ("<file>: `key`: what is wrong") is reported by the entry with exit 1.
    parseConfigYaml(await readText(file), file);
    out(`${file}: ok\n`);
    return 0;
  }
  throw new UsageError(`unknown config command "${sub}" (try "cplan config --help")`);
}
