// How big a change the requirement asks for, read from how it is worded, and how many files its
// plan names. A fix is small (the code and its test), a new feature, a removal or a restructuring
// reaches across files, anything else is in between; a new option, "all"/"every" or documentation
// reach further; a title that names its area or an identifier the code declares stays near it; a
// repository whose past changes of that kind were bigger or smaller than most, or whose features
// and fixes were bigger, gets bigger or smaller plans; and the earlier commits worded most like the title move the plan towards their
// size, up or down (offline-similar.ts); a body of more than a few lines (a list of what it
// changes) one file more; a title of two changes, of support, or a short one, one more each
// (wordingStep). `cplan backtest` found no other signal known before planning that tracks a
// commit's size (score gaps, counts of close files, the sizes of past commits of the best files,
// tests in the repository's commits, references to a named identifier): docs/benchmarks.md.
import { isNoise } from '../retrieval/classify.js';
import { classifyFiles } from '../repo/change-files.js';
import { classifySubject } from '../repo/change-subject.js';
import type { PastCommit } from '../repo/history.js';
import { similarSizeGap } from './offline-similar.js';

export type ScopeKind = 'small' | 'medium' | 'broad';

export interface Scope {
  kind: ScopeKind;
  /** Signs the change reaches further (0–3): an option or flag, "all"/"every", documentation or types. */
  reach: number;
  /** The most files ranked in, before the tests of the sources kept. */
  files: number;
  /** Files ranked in need this share of the best file's score (past the first two, which are kept). */
  ratio: number;
  /** Tests of the sources kept that may join the plan past its ranked files. */
  tests: number;
  /** The fewest files ranked in, whatever their scores: a feature reaches across files even when one matches best. */
  least: number;
}

/**
 * Files per kind, chosen with `cplan backtest` on twelve repositories (docs/benchmarks.md): a fix
 * names its two best files and the test of its source; a change three or four files and the test
 * of one of them; a feature at least five and up to six; one more per sign of reach, seven at most (eight with the repository's habit).
 * Past the fewest (`least`), a file must score `ratio` of the best: the size comes from the kind of
 * change, the scores trim it. A change's test: on 1 890 commits of sixty-three repositories 81
 * plans changed, 31 gained a changed file, none lost one (recall 0.525 → 0.531, precision 0.467
 * either way); on the fifty-eight, 105, 36 and none (recall 0.512 → 0.518, precision 0.454 → 0.453).
 */
const BUDGET: Record<ScopeKind, { files: number; ratio: number; tests: number; least: number }> = {
  small: { files: 2, ratio: 0.5, tests: 1, least: 0 },
  medium: { files: 4, ratio: 0.6, tests: 1, least: 3 },
  broad: { files: 6, ratio: 0.45, tests: 1, least: 4 },
};
/** Seven by kind and reach, eight with the repository's changes (changeStep): docs/benchmarks.md. */
const MOST_FILES = 8;

/**
 * First verbs by the size of the commits they begin, measured on 1 740 commits of fifty-eight
 * repositories (docs/benchmarks.md): "fix", "avoid", "preserve", "ensure", "optimize" begin commits
 * of about three files; "allow", "resolve", "support", "rename", "replace", "use" about three and a
 * half (a change, not a fix or a feature); "add", "remove", "move", "implement" four or more.
 */
const SMALL_VERBS = new Set(
  (
    'fix fixes fixed fixing correct corrects corrected prevent prevents avoid avoids guard guards escape escapes ' +
    'restore restores revert reverts repair repairs patch patches handle handles ignore ignores typo never ' +
    'reject rejects accept accepts throw throws raise raises trim trims skip skips respect respects ' +
    'preserve preserves ensure ensures optimize optimise optimizes'
  ).split(' '),
);
const BROAD_VERBS = new Set(
  (
    'add adds added adding implement implements implemented introduce introduces introduced ' +
    'refactor refactors refactored remove removes removed drop drops dropped delete deletes deprecate deprecates ' +
    'deprecated move moves moved migrate migrates rewrite rewrites ' +
    'split splits extract extracts convert converts port ports redesign overhaul'
  ).split(' '),
);
/** Whether a word is one of the verbs a change's title begins with ("raise", "reject", "add"), in any form listed. */
export function isChangeVerb(word: string): boolean {
  const lower = word.toLowerCase();
  return SMALL_VERBS.has(lower) || BROAD_VERBS.has(lower);
}

const SMALL_TYPES = new Set(['fix', 'bug', 'bugfix', 'hotfix', 'perf', 'revert']);
const BROAD_TYPES = new Set(['feat', 'feature', 'refactor']);
const SMALL_ZH = ['修复', '修正', '解决'];
const BROAD_ZH = ['添加', '新增', '增加', '实现', '重构', '删除', '移除', '迁移'];

const REACH: readonly { pattern: RegExp; titleOnly: boolean }[] = [
  { pattern: /\b(?:options?|flags?|arguments?|parameters?|settings?)\b/i, titleOnly: true },
  { pattern: /\b(?:all|every|each|multiple|several|various)\b/i, titleOnly: false },
  { pattern: /\b(?:docs?|document|documentation|readme|changelog|typings?|types)\b/i, titleOnly: false },
];

const COMMIT_TYPES = new Set(['feat', 'fix', 'perf', 'refactor', 'chore', 'docs', 'test', 'tests', 'build', 'ci', 'style', 'revert']);

/** A leading `type(scope)!:` of a conventional commit, split off; undefined when the text has none. */
function commitType(text: string): { type: string; scope: string; rest: string } | undefined {
  const colon = text.indexOf(':');
  if (colon < 0 || colon > 40) return undefined;
  const head = text.slice(0, colon).trim().replace(/!$/, '');
  const open = head.indexOf('(');
  const type = (open < 0 ? head : head.slice(0, open)).toLowerCase();
  if (!COMMIT_TYPES.has(type) || (open >= 0 && !head.endsWith(')'))) return undefined;
  return { type, scope: open < 0 ? '' : head.slice(open + 1, -1), rest: text.slice(colon + 1) };
}

/**
 * `fix(fetch): …` → `fetch …`: a conventional-commit type says what kind of change it is, not
 * where (and "fix" or "feat" match every changelog-like script); its scope says where.
 */
export function withoutCommitType(requirement: string): string {
  const parsed = commitType(requirement);
  return parsed ? `${parsed.scope} ${parsed.rest}`.trim() : requirement;
}

/**
 * `refactor(types)!: remove …` → `remove …`: the change as its verb starts it, for the readers of
 * that verb (a scope before it would hide the "remove").
 */
export function withoutCommitLabel(requirement: string): string {
  return commitType(requirement)?.rest.trim() ?? requirement;
}

/** Types and labels that say what kind of change, not where: never an area. */
const NOT_AREAS = new Set([
  ...COMMIT_TYPES,
  ...['feature', 'bug', 'bugfix', 'hotfix', 'breaking', 'wip', 'security', 'deps', 'request', 'report', 'error'],
  ...['question', 'proposal', 'enhancement', 'regression', 'typo', 'rfc', 'idea', 'help', 'discussion', 'note'],
]);

/**
 * Where the title says the change is, before the change itself: the scope of `fix(binding): …`,
 * the area of `net/http: …` or `[router] …` (Go's and many projects' habit), as lower-case words
 * (`binding`; `net`, `http`). None when the title has no such prefix.
 */
export function areaWords(requirement: string): string[] {
  const title = titleOf(requirement);
  const parsed = commitType(title);
  // One word in brackets: `[Feature Request]`, `[Bug Report]` are labels, not places.
  const area = parsed ? parsed.scope : (/^([\w./-]{2,40}):\s/.exec(title) ?? /^\[([\w./-]{2,40})\]\s/.exec(title))?.[1];
  if (area === undefined) return [];
  const words = area
    .toLowerCase()
    .split(/[^a-z0-9_]+/)
    .filter((w) => w.length >= 2 && !NOT_AREAS.has(w));
  return [...new Set(words)];
}

/**
 * A line that ends on an article, a preposition or a conjunction ("…an extension method on",
 * "…instead of throwing when") goes on, whatever comes next.
 */
export const ENDS_UNFINISHED =
  /\b(?:a|an|the|of|on|in|to|for|with|from|by|and|or|as|at|into|than|that|when|whenever|if|unless|because|while|where|whether|until|via|per|between|without|through|within|which|whose)\s*$/i;
/** A blank line, a list item, a heading, a quote, a table row or a fence starts a block of its own. */
export const STARTS_BLOCK = /^\s*$|^\s{0,3}(?:[-*+]\s|\d{1,9}[.)]\s|#|>|\||```|~~~)/;

/**
 * The requirement's first line that holds text: an issue's or a commit's title. A commit's subject
 * wrapped at 72 columns mid-sentence ("Fix SpotBugs … in" / "NullInputStream.mark()/reset().") goes on
 * into the next line: Markdown reads the two as one line, and so does the title.
 */
export function titleOf(requirement: string): string {
  const lines = requirement.split('\n');
  const at = lines.findIndex((line) => line.trim() !== '');
  if (at < 0) return '';
  const first = lines[at]!.trim();
  const next = lines[at + 1] ?? '';
  return ENDS_UNFINISHED.test(first) && !STARTS_BLOCK.test(next) ? `${first} ${next.trim()}` : first;
}

/** Verbs that say the code changes shape, not behaviour: its tests stay as they are, and pass. */
const REFACTOR_VERBS = new Set(
  'refactor refactors refactored refactoring restructure restructures reorganize reorganise reorganizes simplify simplifies tidy'.split(
    ' ',
  ),
);

/**
 * Code moved or extracted into a file the title names ("Move utility functions from _utils.py to
 * _multipart.py", "Extract the parser into src/parse.ts"): where it lives changes, not what it
 * does. Moving anything else ("Move the cache to the environment") may well change behaviour.
 */
const MOVES_CODE = /^(?:move[sd]?|extract(?:s|ed)?)\s[^\n]{0,200}?\b(?:to|into)\s+`?[\w./-]{0,100}(?:\/|\.[a-z]{1,5}\b)/i;

/**
 * Whether the title asks to change the code's shape and not its behaviour: `refactor:` or "Refactor
 * code to avoid too much responsibility on find_by_namespace". Its tests need no new case.
 */
export function isRefactor(requirement: string): boolean {
  const title = titleOf(requirement);
  if (commitType(title)?.type === 'refactor') return true;
  const rest = withoutCommitLabel(title).replace(/^\[[^\]]{1,40}\]\s*/, '');
  const first = (/^[A-Za-z]+/.exec(rest.replace(/^[\w./-]{2,40}:\s+/, ''))?.[0] ?? '').toLowerCase();
  return REFACTOR_VERBS.has(first) || /^clean(?:s|ed)?\s+up\b/i.test(rest) || MOVES_CODE.test(rest);
}

/**
 * "Remove dead code", "Remove unused require", "Remove unnecessary binary_type compatibility shim":
 * an adjective of dead code right after the verb, then code that is no behaviour — not "Remove the
 * obsolete legacy flag" or "Remove unnecessary confirmation prompt", which users notice.
 */
const REMOVES_DEAD =
  /^removes?d?\s+(?:(?:the|some|all|an?)\s+)?(?:dead|unused|unnecessary|obsolete|useless|redundant|unreachable|leftover)\s+(?:[\w-]{1,40}\s+){0,2}?(?:code|imports?|requires?|includes?|usings?|variables?|vars?|functions?|methods?|classes?|clauses?|dependenc(?:y|ies)|deps|shims?|files?|assign(?:ment)?s?|exceptions?|casts?|comments?|branch(?:es)?|parameters?|params?|arguments?|fields?|constants?|helpers?|rubocops?|annotations?|directives?|suppressions?|workarounds?|polyfills?|lines?|statements?)\b/i;
/**
 * A dependency's version bump, as people and bots word it: "Update criterion 0.7 -> 0.8", "Bump serde
 * from 1.0.1 to 1.0.200" (Dependabot), "Update dependency eslint to v9", "Update rust crate serde to
 * v1.0.200", "Update actions/checkout action to v4" (Renovate), "Bump the npm_and_yarn group". Not
 * "Bump MSRV to 1.70" or "Update API to v2": a setting or a contract, which users read about.
 */
const BUMP = String.raw`^(?:bump|upgrade|update)[sd]?\s+(?:the\s+)?`;
const BUMPS_VERSION = [
  new RegExp(
    `${BUMP}[\\w@./-]{1,80}(?:\\s+(?:crate|gem|package|dependency|module|action))?\\s+(?:from\\s+v?\\d[\\w.-]{0,30}\\s+to|v?\\d[\\w.-]{0,30}\\s*(?:->|→))\\s*v?\\d`,
    'i',
  ),
  new RegExp(
    `${BUMP}(?:dependency|module|(?:rust\\s+)?crate|gem|package|(?:github\\s+)?action|docker\\s+tag)\\s+[\\w@./-]{1,80}\\s+to\\s+v?\\d`,
    'i',
  ),
  new RegExp(`${BUMP}[\\w.-]{0,40}[@/][\\w@./-]{1,80}(?:\\s+action)?\\s+to\\s+v?\\d`, 'i'),
  /^bump(?:s|ed)?\s+the\s+\S{1,80}\s+group\b/i,
];
/** Commit types of changes that keep behaviour: formatting, CI, the build, speed. */
const SAME_BEHAVIOUR_TYPES = new Set(['style', 'ci', 'build', 'perf']);

/**
 * Whether the change keeps the code's behaviour, so its tests are kept passing rather than given a
 * new case: a refactoring (isRefactor), removing dead code, a dependency's version bump (a
 * `deps` scope too), a `style:`, `ci:`, `build:` or `perf:` commit — not a breaking one
 * (`build!:`). Plan reviews found "Add a case to myxql_test.exs" for deleting an unreachable clause
 * and "the new case in tests/fuzzing.rs passes" for "Update criterion 0.7 -> 0.8".
 */
export function keepsBehaviour(requirement: string): boolean {
  if (isRefactor(requirement)) return true;
  const title = titleOf(requirement);
  const typed = commitType(title);
  if (typed !== undefined && /^[^:]{0,40}!:/.test(title)) return false;
  if (typed !== undefined && (SAME_BEHAVIOUR_TYPES.has(typed.type) || /^deps(?:-dev)?$/i.test(typed.scope))) return true;
  const rest = withoutCommitLabel(title)
    .replace(/^\[[^\]]{1,40}\]\s*/, '')
    .replace(/^[\w./-]{2,40}:\s+/, '');
  return REMOVES_DEAD.test(rest) || BUMPS_VERSION.some((pattern) => pattern.test(rest));
}

/** The kind of change a title asks for: by its first verb, else its type (`fix:`, `[Bug]`), else its Chinese verb. */
export function scopeKind(requirement: string): ScopeKind {
  const title = titleOf(requirement);
  // `fix(parser): …`, `encode: …`, `[Bug] …`: a leading type or area, then the title proper.
  const prefix = /^([\w./-]+)(?:\([^)]*\))?!?:\s*/.exec(title) ?? /^\[([\w./ -]+)\]\s*/.exec(title);
  const type = prefix?.[1]?.toLowerCase();
  const rest = prefix ? title.slice(prefix[0].length) : title;
  const words = rest.toLowerCase().match(/[a-z']+/g) ?? [];
  const verb = words[0] === 'do' && words[1] === 'not' ? "don't" : words[0];
  // The author's own type says it first: `fix: add a missing return` is a fix.
  if (type !== undefined && SMALL_TYPES.has(type)) return 'small';
  if (verb !== undefined && BROAD_VERBS.has(verb)) return 'broad';
  if (verb !== undefined && (SMALL_VERBS.has(verb) || verb === "don't")) return 'small';
  if (type !== undefined && BROAD_TYPES.has(type)) return 'broad';
  if (SMALL_ZH.some((word) => title.includes(word))) return 'small';
  if (BROAD_ZH.some((word) => title.includes(word))) return 'broad';
  return 'medium';
}

/**
 * How many files more than most repositories' this repository's past changes of a kind name: -1–2.
 * Measured on eighteen repositories (docs/benchmarks.md), the mean size of a repository's earlier
 * commits of the same kind tracks a commit's size nearly as well as its wording does, and the two
 * together better than either. At most one file fewer: on 1 740 commits of fifty-eight
 * repositories one step down (below a mean of 3 files) raised precision 0.437 → 0.444 and size ρ
 * 0.355 → 0.365 for a hit rate of 0.844 → 0.839, and below 3.3 precision to 0.452 (hit rate 0.833);
 * the eighteen had shown deeper cuts losing right files. Commits of one file (typos, version
 * bumps) and of more than twelve (formatting, renames, releases) say nothing about a planned change; with fewer than five of the kind, all commits count; no history, no step.
 */
const TYPICAL_FILES = 3.5;
const SAME_KIND_LEAST = 5;
const MOST_STEP = 2;
const SMALLER_BELOW = 3.3;
/**
 * Half the gap between the files of the repository's commits most like this one and its average
 * commit, one or two files at most either way (offline-similar.ts). Measured on 1 140 commits of
 * thirty-eight repositories (docs/benchmarks.md): size ρ 0.311 → 0.336, precision 0.441 → 0.439;
 * the whole gap did no better and cost the newest sets.
 */
const SIMILAR_WEIGHT = 0.5;
export function historyStep(kind: ScopeKind, past: readonly PastCommit[] | undefined): number {
  if (!past || past.length === 0) return 0;
  const sized = past
    .map((commit) => ({ subject: commit.subject, files: commit.files.filter((f) => !isNoise(f)).length }))
    .filter((commit) => commit.files >= 2 && commit.files <= 12);
  const same = sized.filter((commit) => scopeKind(commit.subject) === kind);
  const sizes = (same.length >= SAME_KIND_LEAST ? same : sized).map((commit) => commit.files);
  if (sizes.length < SAME_KIND_LEAST) return 0;
  const mean = sizes.reduce((sum, n) => sum + n, 0) / sizes.length;
  if (mean < SMALLER_BELOW) return -1;
  // `|| 0`: a mean just under TYPICAL_FILES rounds to -0.
  return Math.min(MOST_STEP, Math.round(mean - TYPICAL_FILES) || 0);
}

/**
 * How many files more than most repositories' this repository's changes to behaviour name: two
 * per file its earlier ones averaged over three and a half, rounded, four at most, one fewer at
 * least (below a mean of 3.25).
 * Counted over the earlier commits a plan is like — a feature or a fix by its subject, with code
 * among its files, lockfiles, changelogs and snapshots left out (the rule `cplan backtest` picks
 * commits by, repo/change-subject.ts and repo/change-files.ts) — where historyStep counts every
 * commit of two to twelve files, docs-only, test-only and chores included, which reads a repository
 * of small chores and big features as average. The slope keeps one repository's plans apart from
 * another's: one file from a mean of four and two from five had plans track their commits at size ρ
 * 0.301 over 3 491 commits of 117 repositories, this step at 0.312 (ten repositories fetched for
 * the check and run before any change: 0.293 → 0.298), precision 0.445 → 0.436, hit rate 0.815 →
 * 0.819. Steps down as well (two fewer from a mean of 2.5) reached 0.314 on the 107 it was chosen
 * on and 0.272 on the ten: a plan of a fix already names only its two best files, so a step down
 * shortened a repository's big plans only, and sizes within it followed their commits less
 * (docs/benchmarks.md). One fewer below a mean of 3.25 came with the wording steps (wordingStep):
 * the 884 of 2 310 plans in such repositories went from 3.29 to 3.23 files and from precision
 * 0.535 to 0.539 (most of them already named only two files).
 */
const CHANGE_CENTER = 3.5;
const CHANGE_SLOPE = 2;
const CHANGE_FEWEST = -1;
const CHANGE_MOST = 4;
export function changeStep(past: readonly PastCommit[] | undefined): number {
  if (!past) return 0;
  const sizes: number[] = [];
  for (const commit of past) {
    if (!classifySubject(commit.subject).ok) continue;
    const files = classifyFiles(commit.files);
    if (files.ok) sizes.push(files.gold.length);
  }
  if (sizes.length < SAME_KIND_LEAST) return 0;
  const mean = sizes.reduce((sum, n) => sum + n, 0) / sizes.length;
  // `|| 0`: a mean just under the center rounds to -0.
  return Math.max(CHANGE_FEWEST, Math.min(CHANGE_MOST, roundHalfAway(CHANGE_SLOPE * (mean - CHANGE_CENTER)))) || 0;
}

/**
 * The title proper: no `type(scope):`, `[label]` or `area:` before it, no `(#123)` after it, the
 * words its author chose for the change.
 */
function titleProper(requirement: string): string {
  const title = withoutCommitType(titleOf(requirement)).trim();
  // Anchored at the start, or a trimmed end matched with no leading blanks: linear.
  return title
    .replace(/^\[[^\]]{1,40}\]\s*/, '')
    .replace(/^[\w./-]{2,40}:\s+/, '')
    .trim()
    .replace(/\(#\d{1,9}\)$/, '')
    .trim();
}

/** Fewer characters than this in a title proper: it names a whole feature ("Add QUERY method"), not one case of a bug. */
const SHORT_TITLE = 40;
/** More characters than this: the title tells one case ("Fix crash when the header is empty and the body is chunked"). */
const LONG_TITLE = 70;
const CJK = /[\u3040-\u30ff\u3400-\u9fff]/;

/**
 * Files more or fewer for how the requirement is worded, beside its first verb (-2–4): one more
 * for a title of two changes ("…and…", a comma), one that speaks of support, a short one, a body
 * that lists three things or more (on top of `detailed`); one fewer for a long title and for one
 * that names a call. Each tracked the size of the commits it named on the three sets it was chosen
 * on. With `cplan backtest` on 2 784 commits of ninety-three repositories, with the step down of
 * changeStep: size ρ 0.303 → 0.324, precision 0.461 → 0.457, hit rate 0.828 → 0.832; on sixteen
 * repositories fetched after the choice and never read, size ρ 0.231 → 0.234 and precision 0.466
 * → 0.459 (docs/benchmarks.md).
 */
export function wordingStep(requirement: string): number {
  const title = titleProper(requirement);
  const both = /\band\b|,/i.test(title) ? 1 : 0;
  const support = /\bsupport/i.test(title) ? 1 : 0;
  const short = title.length > 0 && title.length < SHORT_TITLE && !CJK.test(title) ? 1 : 0;
  // A long title tells one case of a bug; a title that names a call (`parse()`, `Foo.bar(`) names
  // the one function that changes.
  const long = title.length > LONG_TITLE ? 1 : 0;
  const call = /\w\(\)|\w\.\w+\(/.test(title) ? 1 : 0;
  return both + support + short + (listItems(requirement) >= DETAILED_ITEMS ? 1 : 0) - long - call;
}

/** The items of the body's lists, fenced code and quoted lines left out. */
function listItems(requirement: string): number {
  return bodyLines(requirement).filter((text) => LIST_ITEM.test(text)).length;
}

const LIST_ITEM = /^(?:[-*+]|\d{1,3}[.)])\s/;

/** The body's lines of text past the title, trimmed: no blank, quoted or fenced line, no fence. */
function bodyLines(requirement: string): string[] {
  const lines = requirement.split('\n');
  const start = lines.findIndex((line) => line.trim() !== '');
  const kept: string[] = [];
  let fenced = false;
  for (const line of lines.slice(start + 1)) {
    const text = line.trim();
    if (/^(?:```|~~~)/.test(text)) fenced = !fenced;
    else if (!fenced && text !== '' && !text.startsWith('>')) kept.push(text);
  }
  return kept;
}

/** -1.5 → -2 as 1.5 → 2: `Math.round` rounds halves up, which would make smaller plans harder to reach than bigger ones. */
function roundHalfAway(value: number): number {
  return Math.sign(value) * Math.round(Math.abs(value));
}

/**
 * Whether the requirement's body says more than a line or two: 500 characters of text, or three
 * items of a list, past the title — fenced code and quoted lines left out (a log or a quoted
 * reply is long without asking for more). Measured on 4 031 commits of 135 repositories
 * (docs/benchmarks.md): commits with no body changed 3.4 files, with a body of over 1 000
 * characters 4.4, and with five list items or more 4.7. One more file (and one more of the fewest kept)
 * for the 542 such bodies took size ρ 0.307 → 0.313 (0.270 → 0.285 on the eighteen repositories no
 * setting is chosen on), precision 0.437 → 0.432, hit rate 0.818 → 0.819.
 */
const DETAILED_CHARS = 500;
const DETAILED_ITEMS = 3;
export function detailed(requirement: string): boolean {
  let chars = 0;
  let items = 0;
  for (const text of bodyLines(requirement)) {
    chars += text.length;
    if (LIST_ITEM.test(text)) items++;
    if (chars >= DETAILED_CHARS || items >= DETAILED_ITEMS) return true;
  }
  return false;
}

/**
 * The plan's size for a requirement: its kind of change, one more file per sign of reach, then the
 * repository's habit and its alike commits. `namesDeclared`: the title names an identifier the
 * repository declares (`Add copy constructor to JsonSerializerSettings`, "Remove `itemNil`").
 */
export function scopeOf(requirement: string, past?: readonly PastCommit[], namesDeclared = false): Scope {
  const kind = scopeKind(requirement);
  const title = titleOf(requirement);
  const reach = REACH.filter(({ pattern, titleOnly }) => pattern.test(titleOnly ? title : requirement)).length;
  const budget = BUDGET[kind];
  // A title that names its area (`fix(binding): …`, `net/http: …`) keeps the change inside it: one
  // file fewer. So does one that names a declared identifier: such commits changed about half a file
  // fewer than others of their kind (fifty-eight repositories: 3.3 against 3.9 for a change, 3.8
  // against 4.3 for a feature): docs/benchmarks.md.
  const narrow = (areaWords(requirement).length > 0 ? 1 : 0) + (namesDeclared ? 1 : 0);
  // A repository of bigger changes than most gets bigger plans: more files, and more of them kept
  // whatever their scores; commits worded like this one move it towards their own size.
  const gap = similarSizeGap(requirement, past) ?? 0;
  const step =
    historyStep(kind, past) +
    changeStep(past) +
    Math.max(-MOST_STEP, Math.min(MOST_STEP, roundHalfAway(SIMILAR_WEIGHT * gap))) +
    (detailed(requirement) ? 1 : 0) +
    wordingStep(requirement);
  const files = Math.max(2, Math.min(MOST_FILES, budget.files + reach - narrow + step));
  const least = Math.min(files, Math.max(0, budget.least - narrow + step));
  return { kind, reach, files, ratio: budget.ratio, tests: budget.tests, least };
}
