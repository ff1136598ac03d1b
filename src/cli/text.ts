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
