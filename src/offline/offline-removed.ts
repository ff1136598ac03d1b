// The name a title takes away, as its verb's object: removed ("Remove `Visitor`"), deprecated
// ("Deprecate `isolated_filesystem`") or replaced ("Replace query_values delegation with …"). The
// plan deletes a removed name's own file, drops its uses from tests, and orders the callers of a
// name that goes away before the declaration that loses it. Pure.
import { titleOf as titleLine, withoutCommitLabel } from './offline-scope.js';

/** Words between a removing verb and the name it removes ("Remove the deprecated `Foo` class"). */
const REMOVED_FILLERS = new Set([
  'the',
  'a',
  'an',
  'deprecated',
  'unused',
  'obsolete',
  'legacy',
  'old',
  'dead',
  'redundant',
  'experimental',
  'unnecessary',
  'unneeded',
  'outdated',
  'superfluous',
]);

/**
 * The name a title removes outright, as its verb's object: "Remove MacroAutoImportNodeVisitor",
 * "remove the InputLength trait" — not "Remove deprecated methods from FooBar" (FooBar stays), nor
 * a rename or a replacement (the code lives on).
 */
export function removedName(requirement: string): string | undefined {
  return objectNamed(requirement, /^(?:remove|removes|removed|drop|drops|dropped|delete|deletes|deleted)$/i);
}

/** The name a title deprecates, as its verb's object: "Deprecate `isolated_filesystem`". */
export function deprecatedName(requirement: string): string | undefined {
  return objectNamed(requirement, /^(?:deprecate|deprecates|deprecated)$/i);
}

/**
 * The name a title takes away for good, callers and all: removed, or replaced by something else
 * ("Replace query_values delegation with stdlib URI encoding"). A rename lives on under its new name.
 */
export function takenAwayName(requirement: string): string | undefined {
  return removedName(requirement) ?? objectNamed(requirement, /^(?:replace|replaces|replaced)$/i);
}

/** The identifier right after the title's verb (and a few fillers), when the verb is one of `verbs`. */
function objectNamed(requirement: string, verbs: RegExp): string | undefined {
  const title = withoutCommitLabel(titleLine(requirement)).replace(/^\[[^\]]{1,40}\]\s*/, '');
  const words = title.split(/\s+/);
  if (!verbs.test(words[0] ?? '')) return undefined;
  let at = 1;
  while (at < words.length && REMOVED_FILLERS.has((words[at] as string).toLowerCase())) at++;
  const word = words[at] ?? '';
  const name = word.replace(/^`|`$/g, '');
  // A plain word ("Remove Comments") is prose; a name has a shape of its own, or is written as code.
  const named = /^`.+`$/.test(word) || /[a-z][A-Z]|_|[A-Z]{2}[a-z]/.test(name);
  return named && /^[A-Za-z_$][\w$]{2,}$/.test(name) ? name : undefined;
}
