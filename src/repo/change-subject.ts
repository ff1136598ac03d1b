// Whether a commit's subject reads as a change to behaviour — a feature or a fix, not a chore, docs,
// a release or a dependency bump: the subject part of the rule that picks the commits `cplan backtest`
// plans (docs/backtest.md, "Which commits"), and of the offline planner's measure of how big this
// repository's changes are (offline-scope.ts). Pure. Two rules: `conventional` takes only feature and
// fix types; `wide` also takes a plain imperative subject that describes a change to behaviour
// ("Forbid duplicate groups").

export type SubjectRule = 'wide' | 'conventional';
export const SUBJECT_RULES: readonly SubjectRule[] = ['wide', 'conventional'];
export const DEFAULT_SUBJECT_RULE: SubjectRule = 'wide';

export type SubjectVerdict = { ok: true } | { ok: false; reason: string };

/** Skip reasons of the subject rule that say "this is not a feature or fix" without a finer reason. */
export const NOT_A_CHANGE: Record<SubjectRule, string> = { wide: 'subject not a change', conventional: 'no feature or fix type' };

/** Conventional-commit types that read as a feature or fix. */
const FEATURE_TYPES: ReadonlySet<string> = new Set(['feat', 'feature', 'fix', 'bugfix', 'hotfix', 'perf', 'refactor']);

/** Conventional-commit types that never qualify, and the reason each is counted under. */
const SKIPPED_TYPES: ReadonlyMap<string, string> = new Map([
  ['chore', 'chore commit'],
  ['docs', 'docs commit'],
  ['doc', 'docs commit'],
  ['test', 'test commit'],
  ['tests', 'test commit'],
  ['style', 'style commit'],
  ['ci', 'ci commit'],
  ['build', 'build commit'],
  ['release', 'release or version'],
  ['revert', 'revert'],
  ['deps', 'dependency bump'],
  ['wip', 'work in progress'],
]);

/** Change verbs a plain subject may start with (base forms; "adds", "added", "adding" match too). */
export const CHANGE_VERBS: ReadonlySet<string> = new Set(
  (
    'abort accept add adjust allow apply avoid batch bind block bypass cache calculate call cancel cap catch change check clamp ' +
    'clear close compute configure connect convert correct count create customize debounce decode default defer delay deny ' +
    'deprecate deserialize detect disable disallow dispatch display drop emit enable encode enforce ensure error escape exclude ' +
    'execute exit expand expose extend extract fail fall fetch filter fix flush forbid forward generate group guard handle harden ' +
    'hide honor honour ignore implement improve include increase decrease infer inherit initialize inject introduce isolate keep ' +
    'let limit link load lock log lower make map mark match migrate move normalize normalise notify optimize optimise override ' +
    'overwrite parse pass permit persist prefer prevent preserve print prompt propagate quote raise read recognize recognise ' +
    'recover redesign redirect reduce refactor refresh register reject relax reload remove rename render reorganize reorganise ' +
    'replace report require reset resolve respect restore restrict resume retain retry return reuse rewrite rework route run ' +
    'sanitize save schedule send serialize set share show shorten simplify skip sort speed split start stop store strip support ' +
    'throttle throw tighten track translate treat trigger trim try tune tweak unify unlock unwrap update use validate verify warn ' +
    'widen wire wrap write'
  ).split(' '),
);

/** Words that lead a negated imperative ("Don't execute …", "Do not retry …", "Never cache …", "No longer …"). */
const NEGATIONS: readonly (readonly string[])[] = [["don't"], ['dont'], ['never'], ['do', 'not'], ['no', 'longer']];

/** Words before the noun a subject is about: "Fix the broken links in docs", "Remove unused dependencies". */
const LEAD =
  String.raw`^(?:(?:the|a|an|some|more|missing|outdated|old|new|extra|minor|small|few|various|broken|stale|unused|dead|wrong|` +
  String.raw`incorrect|failing|flaky|unit|e2e|regression|trailing|dev|development|npm|pip|python|js|all|our|code)\s)*`;

/** Topics that are not a change to behaviour, by the reason they are counted under: the noun a subject is about, or a phrase anywhere. */
const TOPICS: readonly { reason: string; about: RegExp; anywhere?: RegExp }[] = [
  {
    reason: 'dependency bump',
    about: new RegExp(
      `${LEAD}(?:(?:dep|deps|dependency|dependencies|devdependencies|peer dependencies|lockfiles?)\\b|requirements(?:$| txt\\b| files?\\b))`,
    ),
  },
  {
    reason: 'docs commit',
    about: new RegExp(
      `${LEAD}(?:readme|docs?|documentation|docstrings?|changelog|typos?|license|contributing|jsdoc|tsdoc|javadoc|godoc|man pages?)\\b`,
    ),
    anywhere: /\b(?:in|to|from|into) (?:the )?(?:readme|docs|documentation|changelog)\b/,
  },
  {
    reason: 'ci commit',
    about: new RegExp(`${LEAD}(?:ci|travis|appveyor|circleci|jenkins|jenkinsfile|github workflows?|github actions? workflows?)\\b`),
    anywhere: /\b(?:in|on|from|to|for) (?:the )?ci\b|\bci (?:matrix|workflows?|jobs?|config)\b/,
  },
  {
    reason: 'style commit',
    about: new RegExp(
      `${LEAD}(?:(?:formatting|whitespace|indentation|lint|linting|linter|prettier|eslint|gofmt|rustfmt)\\b|` +
        `style(?:$| (?:issues?|errors?|warnings?|nits?|fixes|guide)\\b))`,
    ),
    anywhere: /^reformat|^prettif|^format(?:s|ted|ting)?(?:$| (?:the )?(?:code|codebase|all|files?|sources?|everything|with|using)\b)/,
  },
  { reason: 'test commit', about: new RegExp(`${LEAD}(?:tests?|testing|specs?|coverage|test cases?|test suite)\\b`) },
];

/** Whether a commit subject reads as a feature or fix under `rule` (the subject part of the rule). */
export function classifySubject(subject: string, rule: SubjectRule = DEFAULT_SUBJECT_RULE): SubjectVerdict {
  const text = subject.trim().replace(/[\u2018\u2019]/g, "'");
  const never = neverReason(text.toLowerCase());
  if (never !== undefined) return { ok: false, reason: never };
  const prefix = splitPrefix(text);
  if (prefix) {
    const type = prefix.type.toLowerCase();
    if (FEATURE_TYPES.has(type)) return { ok: true };
    const skipped = SKIPPED_TYPES.get(type);
    if (skipped !== undefined) return { ok: false, reason: skipped };
  }
  if (rule === 'conventional') return { ok: false, reason: NOT_A_CHANGE.conventional };
  // Not a conventional type: an "area: …" prefix (Go, Linux style); the text after it decides.
  const body = words((prefix ? prefix.rest : text).toLowerCase());
  const topic = topicOf(body) ?? (prefix ? topicOf(words(prefix.type.toLowerCase())) : undefined);
  if (topic !== undefined) return { ok: false, reason: topic };
  return verbLength(body) > 0 ? { ok: true } : { ok: false, reason: NOT_A_CHANGE.wide };
}

/** The reasons that hold under every rule: merges, reverts, fixups, WIP, dependency bumps, releases. */
function neverReason(lower: string): string | undefined {
  if (lower === '') return 'empty subject';
  if (lower.startsWith('merge ') || lower === 'merge') return 'merge';
  if (lower.startsWith('revert') || lower.startsWith('"revert')) return 'revert';
  if (/^(?:fixup|squash|amend)!/.test(lower)) return 'fixup';
  if (words(lower).includes('wip') || /^(?:do not merge|dnm)\b/.test(lower)) return 'work in progress';
  if (isDependencyBump(lower)) return 'dependency bump';
  if (isRelease(lower)) return 'release or version';
  return undefined;
}

/** The topic reason of a subject's words: what the words after its verb are about, or the whole text. */
function topicOf(subjectWords: readonly string[]): string | undefined {
  const whole = subjectWords.join(' ');
  const object = subjectWords.slice(Math.max(1, verbLength(subjectWords))).join(' ');
  for (const topic of TOPICS) {
    if (topic.about.test(whole) || topic.about.test(object) || topic.anywhere?.test(whole)) return topic.reason;
  }
  return undefined;
}

/**
 * How many leading words make the subject's verb: 1 for a change verb ("Forbid …"), the negation
 * and the next word for a negated imperative ("Don't execute …", "Do not retry …"), 0 for neither.
 */
function verbLength(subjectWords: readonly string[]): number {
  for (const negation of NEGATIONS) {
    if (subjectWords.length > negation.length && negation.every((word, i) => subjectWords[i] === word)) return negation.length + 1;
  }
  const first = subjectWords[0];
  return first !== undefined && verbStems(first).some((stem) => CHANGE_VERBS.has(stem)) ? 1 : 0;
}

/** "type(scope)!: rest" or "area/sub: rest" — a prefix is one word (letters, digits, . / _ -) before a colon. */
export function splitPrefix(subject: string): { type: string; scope: string | null; rest: string } | undefined {
  const colon = subject.indexOf(':');
  if (colon <= 0 || colon > 60) return undefined;
  let head = subject.slice(0, colon);
  const rest = subject.slice(colon + 1).trim();
  if (head.endsWith('!')) head = head.slice(0, -1);
  let scope: string | null = null;
  const open = head.indexOf('(');
  if (open > 0 && head.endsWith(')')) {
    scope = head.slice(open + 1, -1);
    head = head.slice(0, open);
  }
  if (!/^[\w./-]+$/.test(head)) return undefined;
  return { type: head, scope, rest };
}

/** True when `text` starts with one of CHANGE_VERBS, in any common inflection, or a negated imperative. */
export function startsWithVerb(text: string): boolean {
  return verbLength(words(text.toLowerCase().replace(/[\u2018\u2019]/g, "'"))) > 0;
}

function verbStems(word: string): string[] {
  const stems = [word];
  const cut = (suffix: string) => (word.endsWith(suffix) && word.length > suffix.length + 1 ? word.slice(0, -suffix.length) : undefined);
  for (const suffix of ['s', 'es', 'd', 'ed', 'ing']) {
    const stem = cut(suffix);
    if (stem === undefined) continue;
    stems.push(stem);
    if (suffix === 'ing') stems.push(`${stem}e`);
    // dropped → drop, splitting → split
    const last = stem[stem.length - 1];
    if ((suffix === 'ed' || suffix === 'ing') && last !== undefined && stem[stem.length - 2] === last) stems.push(stem.slice(0, -1));
  }
  return stems;
}

function words(text: string): string[] {
  return text.split(/[^\p{L}\p{N}'-]+/u).filter((w) => w !== '');
}

function isDependencyBump(lower: string): boolean {
  if (lower.startsWith('bump ') || lower.startsWith('bumps ')) return true;
  const prefix = splitPrefix(lower);
  if (prefix && (prefix.scope === 'deps' || prefix.scope === 'deps-dev' || prefix.type === 'deps')) return true;
  const body = prefix ? prefix.rest : lower;
  // "update dependencies", "update dev dependencies", "upgrade pre-commit hooks", "update requirements"
  if (
    /^(?:update|upgrade|bump|pin)s? (?:(?:dev|test|docs|build|ci|python|js|npm|pip) )?(?:dependency|dependencies|deps|devdependencies|requirements|pre-commit hooks?|lockfiles?)\b/.test(
      body,
    )
  )
    return true;
  // "Update lodash from 4.17.20 to 4.17.21", "upgrade react to v18", "Upgrade to Node 20"
  return /^(?:update|upgrade|bump)s? \S+ (?:from \S+ )?to v?\d/.test(body) || /^upgrade[sd]? to\b/.test(body);
}

function isRelease(lower: string): boolean {
  const prefix = splitPrefix(lower);
  if (prefix && prefix.scope === 'release') return true;
  const body = prefix && !FEATURE_TYPES.has(prefix.type) ? prefix.rest : lower;
  if (/^(?:release|releasing|prepare release|version)\b/.test(body)) return true;
  // Pallets' "start version 3.1.3" opens the next release: a version bump, not a change.
  if (/^(?:start|begin)s? (?:the )?(?:next )?(?:version|release) v?\d/.test(body)) return true;
  if (/^v?\d+\.\d+/.test(body)) return true;
  return /\bbump (?:the )?version\b/.test(body);
}
