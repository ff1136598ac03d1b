// A change to one of the project's dependencies ("Increase chardet upper limit to 7", "Support
// psr/log:^2.0", "Replace fast-redact with slow-redact", "Remove colorama") is declared in the
// manifest that lists it, whose text holds none of the title's other words. The offline planner
// names that manifest beside the files its words rank. Pure: reads the snapshot's files.
import { outsideTheProject } from '../retrieval/classify.js';
import { declaresDependencies, dependencyNames } from '../retrieval/dependency-names.js';
import type { Snapshot } from '../repo/types.js';
import { titleOf } from './offline-scope.js';
import { withoutLabels } from './offline-words.js';

/** A manifest the requirement's dependency is declared in, and that dependency as the manifest names it. */
export interface DependencyManifest {
  path: string;
  dependency: string;
  /** Whether the title takes the dependency away ("Remove colorama", "Replace fast-redact with …"). */
  removed: boolean;
}

/** Manifests deeper than this are a monorepo's leaves; a title about a dependency means the project's. */
const MOST_DEPTH = 3;
const MOST_MANIFESTS = 2;
/** Runtime entries (`"php": ">=8.1"`, `python = "^3.9"`): a language version is offline-runtime.ts's. */
const RUNTIMES = new Set(['php', 'python', 'node', 'ruby', 'go', 'rust', 'java', 'elixir', 'erlang', 'deno', 'bun']);

/** A language, or the types of one (`@types/node`); `@sentry/node` is a package. */
function isRuntime(name: string): boolean {
  const lower = name.toLowerCase();
  return RUNTIMES.has(lower) || (lower.startsWith('@types/') && RUNTIMES.has(lower.slice('@types/'.length)));
}
/**
 * Verbs a title about a dependency starts with, the dependency its object ("Remove colorama",
 * "Update PHPStan", "Drop `typing-extensions` as …"). Not "add", "use", "support" or "allow": their
 * object is mostly a feature, and many dependencies are named like one ("Add debug logging", "Use
 * cookie sessions"). Anywhere else a name counts only written with a version or a scope. On 1 740
 * commits of fifty-eight repositories the rule named a manifest 43 times, 39 of them one the
 * commit changed (docs/benchmarks.md).
 */
const DEPENDENCY_VERBS = new Set(
  (
    'bump bumped bumps downgrade drop dropped drops increase increased lock lower pin pinned raise raised relax remove removed ' +
    'removes replace replaced replaces switch unlock unpin update updated updates upgrade upgraded upgrades vendor ' +
    // Upgrade, update, downgrade, remove, delete, replace, pin.
    '升级 更新 降级 移除 删除 替换 锁定'
  ).split(' '),
);
const REMOVING = new Set([
  'drop',
  'dropped',
  'drops',
  'remove',
  'removed',
  'removes',
  'replace',
  'replaced',
  'replaces',
  '移除',
  '删除',
  '替换',
]);
/**
 * What may follow a dependency named by a plain word ("Remove colorama", "replace debug module
 * with …", "Drop Rainbows (#1956)"): the title's end, a word for a dependency, a preposition, a
 * version. A plain word before a noun is the dependency's name used as a word ("Remove debug
 * logging", "Update log messages", "Update rich text rendering"), unless a version follows later.
 */
const AFTER_NAME = new Set(
  'dependency dependencies dep deps module modules package packages gem gems crate crates library lib plugin version versions from to with by in as and or 到 至 依赖 版本'.split(
    ' ',
  ),
);
/** Words between the verb and its object: "update the min blinker version", "bump to". */
const BETWEEN = new Set(['the', 'a', 'an', 'to', 'min', 'minimum', 'max', 'maximum', 'our', 'dev', 'optional']);
/** A version or constraint written onto a name: `fresh@2.0.0`, `psr/log:^2.0,^3.0`, `rack>=3`. */
const ATTACHED_VERSION = /^(?:@|:|>=|<=|==|~>|\^|~)[~^=<>v]*\d[\d.x*^~,<>=|]*$/;

/** The word without a version written onto it ("fresh@2.0.0" → "fresh"), and whether it had one. */
function withoutVersion(word: string): { name: string; versioned: boolean } {
  const at = word.slice(1).search(/[@:^~<>=]/) + 1;
  return at > 0 && ATTACHED_VERSION.test(word.slice(at)) ? { name: word.slice(0, at), versioned: true } : { name: word, versioned: false };
}

const OPENING = new Set(['`', "'", '"', '(', '[']);
const CLOSING = new Set(['`', "'", '"', ')', ',', ';', ':', '.', '!', '?', ']']);

/** A word without the quotes, brackets and punctuation around it (a loop: a regex anchored at the end backtracks). */
function trimmed(word: string): string {
  let start = 0;
  let end = word.length;
  while (start < end && OPENING.has(word[start] as string)) start++;
  while (end > start && CLOSING.has(word[end - 1] as string)) end--;
  return word.slice(start, end);
}
const VERSION = /^v?\d+(?:\.[\dx*]+)*\+?$/i;

/** `fast_redact` and `fast-redact`, `Zeitwerk` and `zeitwerk`: one name. */
function normal(name: string): string {
  return name.toLowerCase().replace(/[_.]/g, '-');
}

interface TitleWord {
  text: string;
  /** Written as code or quoted (`` `mkautodoc` ``, `'path-is-absolute'`): a name, not a word. */
  quoted: boolean;
  /** A comma, a colon, a full stop or a closing bracket ends it: what follows is not about it. */
  closed: boolean;
}

/** The title's words as written, without labels, a leading emoji or the quotes and brackets around them. */
function titleWords(requirement: string): TitleWord[] {
  // "升级axios到1.7": Chinese runs are words of their own, spaced or not.
  return withoutLabels(titleOf(requirement))
    .replace(/[\u4e00-\u9fff]+/g, ' $& ')
    .split(/\s+/)
    .map((raw) => ({ text: trimmed(raw), quoted: /^[`'"]/.test(raw), closed: /[,;:.)\]]$/.test(raw) }))
    .filter((word) => word.text !== '');
}

/** A name written as a plain word ("debug", "Rainbows"): no separator, digit or inner capital ("WatchGod", "PHPStan"). */
function plainWord(word: TitleWord): boolean {
  return !word.quoted && /^[A-Za-z][a-z]*$/.test(word.text);
}

/** Whether what follows a plain-word name lets it be the dependency: see AFTER_NAME. */
function endsName(words: readonly TitleWord[], i: number): boolean {
  const word = words[i] as TitleWord;
  const next = words[i + 1];
  if (!next || word.closed || next.text.startsWith('#') || AFTER_NAME.has(next.text.toLowerCase())) return true;
  return words.slice(i + 1).some((later) => VERSION.test(later.text));
}

/** Whether the title word at `i` is the object of a leading dependency verb (at most one filler word between). */
function objectOfVerb(words: readonly TitleWord[], i: number): boolean {
  if (!DEPENDENCY_VERBS.has((words[0]?.text ?? '').toLowerCase())) return false;
  let k = 1;
  while (k < i && BETWEEN.has((words[k]?.text ?? '').toLowerCase())) k++;
  return i === k || i === k + 1;
}

/** Whether the title word at `i` comes right after "instead of". */
function insteadOf(words: readonly TitleWord[], i: number): boolean {
  return i >= 2 && words[i - 2]?.text.toLowerCase() === 'instead' && words[i - 1]?.text.toLowerCase() === 'of';
}

/** Whether a version follows the title word at `i` ("Haml 6", "chardet … to 8" is not; "Rack 3." is). */
function versioned(words: readonly TitleWord[], i: number): boolean {
  if (withoutVersion(words[i]?.text ?? '').versioned) return true;
  const next = words[i + 1]?.text ?? '';
  return VERSION.test(next) || (/^(?:to|>=|\^|~|到|至)$/.test(next) && VERSION.test(words[i + 2]?.text ?? ''));
}

/**
 * The dependency a title word names among the manifest's, if any: the whole name (`psr/log`,
 * `typing-extensions`) or, for a scoped one, its last part when that is no shorter than four
 * letters (`PHPStan` for `phpstan/phpstan`).
 */
function named(word: string, names: readonly string[]): string | undefined {
  const bare = normal(withoutVersion(word).name);
  if (bare.length < 2) return undefined;
  // The exact name first: "react" is `react`, not `@testing-library/react`.
  return (
    names.find((name) => normal(name) === bare) ??
    names.find((name) => {
      // `@types/node` is no dependency on "node".
      const last = name.startsWith('@types/') ? '' : normal(name.split(/[/:]/).pop() ?? name);
      return last.length >= 4 && last === bare;
    })
  );
}

/**
 * The project's manifests that list dependencies, shallowest first, and the names of the folders
 * that hold a manifest of their own: a workspace's packages (`axum-core/Cargo.toml`), which
 * depend on each other by those names. A folder without one (`src/common/`, `prisma/`) is no package.
 */
function projectManifests(snapshot: Snapshot): { manifests: string[]; packages: Set<string> } {
  const packages = new Set<string>();
  const manifests: string[] = [];
  for (const path of snapshot.listPaths()) {
    if (!declaresDependencies(path)) continue;
    const dirs = path.split('/').slice(0, -1);
    if (dirs.length > 0) packages.add((dirs[dirs.length - 1] as string).toLowerCase());
    if (dirs.length < MOST_DEPTH && !outsideTheProject(path)) manifests.push(path);
  }
  const depth = (path: string) => path.split('/').length;
  manifests.sort((a, b) => depth(a) - depth(b) || (a < b ? -1 : 1));
  return { manifests, packages };
}

/**
 * The manifests that declare a dependency the title names as the object of a dependency verb,
 * with a version, or by its scoped name: at most two, the shallowest first. Never a name of the
 * repository's own folders (a workspace's packages: `axum-core`, `sinatra-contrib`) or a language.
 */
export function dependencyManifests(snapshot: Snapshot, requirement: string): DependencyManifest[] {
  const words = titleWords(requirement);
  if (words.length === 0) return [];
  const { manifests, packages } = projectManifests(snapshot);
  const out: DependencyManifest[] = [];
  for (const path of manifests) {
    const names = dependencyNames(path, snapshot.readFile(path) ?? '').filter((name) => {
      const last = (name.split(/[/:]/).pop() ?? name).toLowerCase();
      return !isRuntime(name) && !packages.has(name.toLowerCase()) && !packages.has(last);
    });
    if (names.length === 0) continue;
    for (let i = 0; i < words.length && !out.some((m) => m.path === path); i++) {
      const word = words[i] as TitleWord;
      const name = named(word.text, names);
      if (name === undefined) continue;
      const scoped = /[/@:]/.test(name) && normal(withoutVersion(word.text).name) === normal(name);
      const object = objectOfVerb(words, i) && (!plainWord(word) || endsName(words, i));
      // "Use ZoneInfo instead of pytz": what comes after "instead of" is taken away, whatever the verb.
      const instead = insteadOf(words, i) && (!plainWord(word) || endsName(words, i));
      if (!scoped && !versioned(words, i) && !object && !instead) continue;
      // "Switch from X to Y" takes X away; "Switch to X" adopts it.
      const verb = (words[0]?.text ?? '').toLowerCase();
      const removed = instead || (object && (REMOVING.has(verb) || (verb === 'switch' && words[i - 1]?.text.toLowerCase() === 'from')));
      out.push({ path, dependency: name, removed });
    }
    if (out.length === MOST_MANIFESTS) break;
  }
  return out;
}
