// Files a title asks to add by their name: "Add CLAUDE.md", "Create .editorconfig", "Add initial
// flake.nix", "add workflow_dispatch, environment, and .tool-versions". No file of the repository
// has that name, so no score can rank it; the plan creates it where the title writes it (the
// repository's root for a bare name, which is where such project files live). Only documents and
// configuration: a new source goes where the repository's own convention puts it
// (offline-new-file.ts), and a bare `.yml` name mostly belongs to a tool's folder (`.github/`).
import { isWorkflowPath, normalizePath } from '../core/shared/paths.js';
import { baseName, isNoise, kindOf } from '../retrieval/classify.js';
import type { Snapshot } from '../repo/types.js';
import type { PlannedFile } from './offline-retrieve.js';
import { titleOf } from './offline-scope.js';

/** A title is read this far; each word scanned is bounded too, so hostile titles stay linear. */
const TITLE_CHARS = 500;
const MOST_NAME_CHARS = 200;

/** Verbs that ask for a new file, and the words that may stand between one and the file's name. */
const ADD = new Set([
  'add',
  'adds',
  'added',
  'adding',
  'create',
  'creates',
  'created',
  'creating',
  'introduce',
  'introduces',
  'introduced',
]);
/** Words that say the name is read, changed or removed, not added ("Add support for `.env` files"). */
const NOT_NEW = new Set([
  'support',
  'for',
  'to',
  'from',
  'in',
  'into',
  'of',
  'on',
  'via',
  'when',
  'if',
  'remove',
  'removed',
  'delete',
  'deleted',
  'drop',
  'rename',
  'renamed',
  'move',
  'moved',
  'update',
  'updated',
  'fix',
  'fixed',
  'replace',
  'replaced',
  'read',
  'reading',
  'parse',
  'parsing',
  'load',
  'loading',
  'handle',
  'handling',
  'ignore',
  'ignored',
  'respect',
  'honor',
  'honour',
  'use',
  'using',
  'like',
  'than',
]);
/** After the name, these say it is a kind of file ("`.env` files", ".md extension"), an entry added to a list ("Add .ruby-lsp to default excludes"), or a call. */
const KIND_AFTER =
  /^(?:\s*(?:files|extensions?|format|formats|syntax|support|parser|parsing|loader|style|to|into|links?|schema|badges?|section|entry|entries|references?)\b|\()/i;
/** Where a clause ends: its verb no longer governs the words after. */
const CLAUSE_END = /[:;()[\]]|\s-\s/;

const NAME = /[\w./-]{1,200}/g;

/**
 * The paths a title asks to create, as written (`CLAUDE.md`, `docs/faq.md`, `.editorconfig`),
 * given which already exist: `exists` is asked about each written path and should answer for the
 * path and for the same name in any folder.
 */
export function createdPaths(whole: string, exists: (written: string) => boolean): string[] {
  const title = whole.slice(0, TITLE_CHARS);
  const out: string[] = [];
  for (const match of title.matchAll(NAME)) {
    let written = match[0].replace(/^\.\//, '');
    // A sentence's full stop is not the name's ("Add a uv.lock.").
    while (written.endsWith('.')) written = written.slice(0, -1);
    if (written.length === 0 || written.length > MOST_NAME_CHARS) continue;
    const at = match.index ?? 0;
    if (at > 0 && /[\p{L}\p{N}_$@#*]/u.test(title[at - 1] as string)) continue;
    const after = title.charAt(at + match[0].length);
    // `.github/…` or `.github\workflows\…`: a folder's name, not a file's.
    if (after === '\\' || after === '/' || written.startsWith('...')) continue;
    if (!looksLikeFile(written)) continue;
    if (KIND_AFTER.test(title.slice(at + match[0].length, at + match[0].length + 30))) continue;
    if (!asksToAdd(title.slice(0, at))) continue;
    const path = normalizePath(written);
    if (!path.ok || isWorkflowPath(path.path.toLowerCase()) || exists(path.path)) continue;
    if (!out.includes(path.path)) out.push(path.path);
  }
  return out;
}

/**
 * Documents by any name (`CLAUDE.md`); settings only by a lower-case one (`flake.nix`,
 * `codecov.json`): `Response.json` and `Position.Col` are a type's members.
 */
const DOCUMENT = /^[\w-]*[A-Za-z_-]\.(?:md|mdx|markdown|rst|txt|adoc)$/;
const SETTINGS = /^[a-z_-][\w-]*\.(?:toml|json|jsonc|json5|ini|cfg|conf|nix|properties|ya?ml)$/;
/**
 * A dotfile a tool reads (`.editorconfig`, `.tool-versions`, `.ruby-version`, `.npmrc`,
 * `.env.example`): not `.NET`, and not a tool's folder (`.devcontainer`, `.vscode`, `.github`).
 */
const DOTFILE =
  /^\.(?:editorconfig|tool-versions|[a-z]+-version|[a-z-]*ignore|[a-z-]*rc|gitattributes|gitmodules|mailmap|envrc|clang-format|clang-tidy|yamllint|[a-z][a-z0-9_-]*\.[a-z0-9]+)$/;

/** A document or a configuration file's name: `CLAUDE.md`, `flake.nix`, `.tool-versions`; no bare `x.yml`. */
function looksLikeFile(written: string): boolean {
  const name = written.slice(written.lastIndexOf('/') + 1);
  if (isNoise(written)) return false;
  if (name.startsWith('.')) return DOTFILE.test(name) && kindOf(written) === 'config';
  if (!DOCUMENT.test(name) && !SETTINGS.test(name)) return false;
  const kind = kindOf(written);
  if (kind !== 'doc' && kind !== 'config' && kind !== 'other') return false;
  return written.includes('/') || !/\.ya?ml$/.test(name);
}

/** Whether the clause before a name opens with an add verb and says nothing that makes the name old. */
function asksToAdd(before: string): boolean {
  const clause = before.split(CLAUSE_END).pop() ?? '';
  const words = clause.toLowerCase().match(/[a-z]+/g) ?? [];
  for (let i = words.length - 1; i >= 0; i--) {
    const word = words[i] as string;
    if (ADD.has(word)) return true;
    if (NOT_NEW.has(word)) return false;
  }
  return false;
}

/** Words that add nothing to what a title asks for beside the file's name ("Add initial flake.nix"). */
const FILLERS = new Set([
  'a',
  'an',
  'the',
  'initial',
  'new',
  'basic',
  'minimal',
  'default',
  'root',
  'file',
  'and',
  'chore',
  'docs',
  'doc',
  'feat',
  'build',
  'ci',
]);

/**
 * Whether the title asks for nothing but the files it names ("Create .editorconfig (#404)", "Add
 * CLAUDE.md"): then those files are the plan, and no file ranked by the name's parts (`md`,
 * `editorconfig` in a README) belongs to it.
 */
export function asksOnlyFor(whole: string, created: readonly string[]): boolean {
  if (created.length === 0) return false;
  let rest = whole.slice(0, TITLE_CHARS);
  for (const name of created) rest = rest.split(name).join(' ');
  // Issue and pull-request references (`#404`, `fixes#3577`) are not words of the ask.
  const words = (
    rest
      .replace(/#\d+/g, ' ')
      .toLowerCase()
      .match(/[a-z]+/g) ?? []
  ).filter((w) => !ADD.has(w) && !FILLERS.has(w));
  return words.length === 0;
}

/** "Create .editorconfig", "Add CLAUDE.md": a title that asks for new files by name and nothing else plans just them. */
export function onlyCreatedFiles(snapshot: Snapshot, text: string): PlannedFile[] {
  const title = titleOf(text);
  // Cheap test first: most titles write no file name.
  if (!/\.\w/.test(title.slice(0, TITLE_CHARS))) return [];
  // Any letter case: "Add readme.md" beside a `README.md` adds none.
  const names = new Set(snapshot.listPaths().map((path) => baseName(path).toLowerCase()));
  const created = createdPaths(title, (path) => names.has(baseName(path).toLowerCase()));
  if (!asksOnlyFor(title, created)) return [];
  return created.map((path) => ({ path, kind: kindOf(path), score: 1, matched: [], create: true, named: path }));
}
