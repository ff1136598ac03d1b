// Command-line parsing for every command: node:util parseArgs, with its errors turned into one
// clean UsageError line (Node's own text spans lines and quotes unevenly) and a "did you mean".
import { parseArgs, type ParseArgsConfig } from 'node:util';
import { UsageError } from './errors.js';

type Options = NonNullable<ParseArgsConfig['options']>;

export function parseCommandArgs<T extends ParseArgsConfig & { args: string[]; options: Options }>(
  command: string,
  config: T,
): ReturnType<typeof parseArgs<T>> {
  try {
    return parseArgs(config);
  } catch (error) {
    const code = (error as { code?: unknown })?.code;
    if (typeof code !== 'string' || !code.startsWith('ERR_PARSE_ARGS')) throw error;
    throw new UsageError(describeArgError(command, config, error as Error));
  }
}

function describeArgError(command: string, config: { args: string[]; options: Options }, error: Error): string {
  const { tokens } = parseArgs({ args: config.args, options: config.options, allowPositionals: true, strict: false, tokens: true });
  const help = `see "cplan ${command} --help"`;
  for (const token of tokens) {
    if (token.kind !== 'option') continue;
    const option = config.options[token.name];
    if (!option) {
      const word = token.rawName.startsWith('--') ? undefined : longish(config.args[token.index]);
      const suggestion = suggestFlag(word ?? (token.rawName.startsWith('--') ? token.name : undefined), config.options);
      const shown = word === undefined ? token.rawName : (config.args[token.index] as string).split('=')[0];
      return `unknown option ${shown} for "cplan ${command}" (${suggestion ? `did you mean ${suggestion}?` : help})`;
    }
    const flag = `--${token.name}`;
    if (option.type === 'boolean' && token.value !== undefined) return `${flag} takes no value (${help})`;
    if (option.type === 'string' && (token.value === undefined || (!token.inlineValue && token.value.startsWith('-')))) {
      return `${flag} needs a value${token.value === undefined ? '' : ` (write ${flag}=${token.value} if "${token.value}" is meant as its value)`}`;
    }
  }
  return (error.message.split('\n')[0] as string).replace(/\.$/, '');
}

/** "-yes" is parsed as the short flags -y -e -s; treat it as a long name for the suggestion. */
function longish(arg: string | undefined): string | undefined {
  return arg && /^-[^-=]{3,}/.test(arg) ? (arg.slice(1).split('=')[0] as string) : undefined;
}

/** The known long flag closest to `name`, when it is at most 2 edits away. */
export function suggestFlag(name: string | undefined, options: Options): string | undefined {
  if (!name) return undefined;
  let best: { flag: string; distance: number } | undefined;
  for (const known of Object.keys(options)) {
    const distance = levenshtein(name.toLowerCase(), known);
    if (distance <= 2 && (!best || distance < best.distance)) best = { flag: `--${known}`, distance };
  }
  return best?.flag;
}

export function levenshtein(a: string, b: string): number {
  let previous = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const current = [i];
    for (let j = 1; j <= b.length; j++) {
      const substitution = (previous[j - 1] as number) + (a[i - 1] === b[j - 1] ? 0 : 1);
      current.push(Math.min((previous[j] as number) + 1, (current[j - 1] as number) + 1, substitution));
    }
    previous = current;
  }
  return previous[b.length] as number;
}
