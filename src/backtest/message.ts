// The requirement a backtest plans: the commit message as its author wrote it, without the lines
// that are bookkeeping rather than intent (sign-offs, co-authors, review tags, cherry-pick notes).

import { isTrailerLine } from '../core/shared/trailers.js';

/**
 * Subject and body with trailer lines and "(cherry picked from commit …)" notes removed, trailing
 * spaces trimmed and runs of blank lines collapsed to one.
 */
export function cleanCommitMessage(message: string): string {
  const kept: string[] = [];
  for (const raw of message.replace(/\r\n?/g, '\n').split('\n')) {
    const line = raw.trimEnd();
    if (isTrailerLine(line.trimStart())) continue;
    if (line.trimStart().toLowerCase().startsWith('(cherry picked from commit ')) continue;
    if (line === '' && (kept.length === 0 || kept[kept.length - 1] === '')) continue;
    kept.push(line);
  }
  while (kept.length > 0 && kept[kept.length - 1] === '') kept.pop();
  return kept.join('\n');
}

/** The first line of a message. */
export function commitSubject(message: string): string {
  const newline = message.indexOf('\n');
  return (newline < 0 ? message : message.slice(0, newline)).trim();
}
