// "Add strict2_parse to increment and decrement tags": the name is added where the words after
// "to" point — the files of those names beside the ones that declare it already
// (`lib/liquid/tags/increment.rb`, `decrement.rb`) — and the tags that already declare it are its
// models, not its place. Liquid's plan had named six of them and left `increment.rb` out.
import { baseName, extensionOf } from '../retrieval/classify.js';
import type { RepoIndex } from '../retrieval/repo-index.js';
import { tokenize } from '../retrieval/tokens.js';
import { titleOf, withoutCommitType } from './offline-scope.js';
import { namedIdentifiers } from './offline-words.js';

/** "Add `name` to …", the title's whole request: one name, then where it goes. */
const ADD_TO = /^(?:add|adds|added|implement|introduce)\s+`?([A-Za-z_$][\w$]*)`?\s+(?:method\s+|function\s+)?to\s+(.{3,200})$/i;

/**
 * The files that declare the name a title adds "to" other files (and their tests), when those
 * other files sit beside them and do not declare it yet: models of the change. Empty otherwise.
 */
export function siblingModels(index: RepoIndex, paths: readonly string[], requirement: string): Set<string> {
  const models = new Set<string>();
  const match = ADD_TO.exec(withoutCommitType(titleOf(requirement)).trim());
  if (!match) return models;
  const name = match[1] as string;
  if (!namedIdentifiers(name).includes(name)) return models;
  const declaring = [...new Set(index.findSymbol(name).map((def) => def.path))].filter((path) => index.kindOf(path) === 'source');
  if (declaring.length < 2) return models;
  // Each word whole (`ListView`, `rate_limiter`) and its parts ("increment", "tags").
  const target = match[2] as string;
  const words = new Set([...(target.match(/[\w$]+/g) ?? []).map((w) => w.toLowerCase()), ...tokenize(target)].filter((w) => w.length >= 3));
  const folders = new Set(declaring.map(folderOf));
  const extensions = new Set(declaring.map(extensionOf));
  const targets = paths.filter(
    (path) =>
      !declaring.includes(path) &&
      folders.has(folderOf(path)) &&
      extensions.has(extensionOf(path)) &&
      index.kindOf(path) === 'source' &&
      words.has(stemOf(path)),
  );
  if (targets.length === 0) return models;
  for (const path of declaring) {
    models.add(path);
    for (const test of index.testsFor(path)) models.add(test);
  }
  return models;
}

function folderOf(path: string): string {
  return path.slice(0, Math.max(0, path.lastIndexOf('/')));
}

/** A file's name without its extensions, lower-case (`increment.rb` → `increment`). */
function stemOf(path: string): string {
  return (baseName(path).split('.')[0] ?? '').toLowerCase();
}
