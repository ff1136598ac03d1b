// Small text helpers for what the CLI prints: counted nouns, shell-safe arguments, short paths.
import { isAbsolute, relative, sep } from 'node:path';

export { plural } from '../core/shared/line-text.js';

/** Quotes an argument for a POSIX shell only when it needs it, so a printed command can be pasted. */
export function shellQuote(arg: string): string {
  if (/^[A-Za-z0-9_@%+=:,./-]+$/.test(arg)) return arg;
  return `'${arg.replace(/'/g, `'\\''`)}'`;
}

/** A path as the user should see and type it: relative below `cwd`, absolute anywhere else. */
export function displayPath(path: string, cwd: string): string {
  const rel = relative(cwd, path);
  if (rel === '') return '.';
  return rel === '..' || rel.startsWith(`..${sep}`) || isAbsolute(rel) ? path : rel;
}

/**
 * Text from a repository or a model (a commit subject, an error) as one plain line for a log:
 * terminal escape sequences are dropped and other control characters (newlines, tabs) become
 * spaces, so a progress line can neither move the cursor nor colour nor split a CI log.
 */
export function plainLine(text: string): string {
  const withoutEscapes = text.replace(/\x1b(?:\[[0-?]*[ -/]*[@-~]|\][^\x07\x1b]*(?:\x07|\x1b\\)?|[@-_])?/g, '');
  return withoutEscapes.replace(/[\x00-\x1f\x7f-\x9f]/g, ' ');
}
