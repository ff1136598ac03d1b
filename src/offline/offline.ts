// The offline provider: deterministic, no network, no key. It follows the seeds' own
// heuristics — keyword complexity, a keyword + layout table of sub-domains, tasks from the files
// that best match the requirement, modification points at the best-matching symbol. Its plans are
// honest but shallow, and every output says it came from here.
import { zeroUsage } from '../core/shared/usage.js';
import type { Snapshot } from '../repo/types.js';
import { isWorkflowPath } from '../core/shared/paths.js';
import { countHits, DOMAIN_RULES, type DomainRule, HIGH_WORDS, LOW_WORDS, requirementTerms } from './offline-keywords.js';
import { isNoise } from '../retrieval/classify.js';
import { newFileFor } from './offline-new-file.js';
import { MIGRATION_FOLDER, nextMigration } from './offline-criteria.js';
import { glossed } from './offline-glossary.js';
import { offlineLinks } from './offline-links.js';
import { evidenceTerms, evidenceWords, groupTasks } from './offline-plan.js';
import { isGeneric, isPlainWord, MOST_OBJECTIVES, objectivesOf, spelled } from './offline-words.js';
import { runtimeNames } from './offline-runtime.js';
import { stem } from '../retrieval/tokens.js';
import { phrasesFor } from './offline-phrases.js';
import type { AnalysisPhrases, EvidencePhrases } from './offline-phrase-types.js';
import { planGroups } from './offline-domains.js';
import { heldAsWritten } from './offline-held.js';
import { readRequirement } from './offline-issue.js';
import { keepsBehaviour, scopeKind, titleOf, withoutCommitType } from './offline-scope.js';
import { indexSnapshot } from '../retrieval/repo-index.js';
import { listGuidelineFiles } from '../retrieval/overview.js';
import { changelogHabit } from './offline-changelog.js';
import type { FileGroup, PlannedFile } from './offline-retrieve.js';
import { testCommand, testPair } from './offline-patterns.js';
import type {
  AgentResult,
  AgentUsage,
  Analysis,
  DomainPlan,
  DomainRequest,
  Level,
  LinkRequest,
  LinkResult,
  Provider,
  SubmittedTask,
  UnderstandRequest,
} from '../contract/types.js';

const CORE_RULE: DomainRule = {
  slug: 'core',
  description: 'The change as a whole',
  keywords: [],
  layout: /$^/,
  paths: /./,
  dependsOn: [],
  newFile: (term) => `src/${term}.ts`,
};

function usage(agent: string): AgentUsage {
  return zeroUsage(agent, 'offline');
}

/** The title, cut for a summary line. */
function firstLine(text: string): string {
  return titleOf(text).slice(0, 120);
}

/**
 * A split the offline understanding did not make (a person's `/plan split`, the adjusted split at
 * the CLI's prompt, a model's) is planned domain by domain from each domain's own description:
 * planned from the whole requirement, every domain would get the same files and the conflict
 * engine would report the overlap as conflicts nobody made.
 */
function inOwnWords(request: DomainRequest): DomainRequest {
  const description = request.domain.description.trim();
  if (description === '') return request;
  const own = planGroups(request.snapshot, request.requirement, request.domains.length).map((g) => g.slug);
  const offlineSplit = request.domains.length === own.length && request.domains.every((d) => own.includes(d.slug));
  if (offlineSplit || request.domains.every((d) => isFallbackDomain(d, request.locale))) return request;
  // One domain's plan: its own group of files, named by the domain.
  return { ...request, requirement: description, domains: [request.domain] };
}

/**
 * The one task of a domain whose words no file holds. A change to existing code ("Tweaks", "Fixes
 * #2065") guesses the file the history changes most, and says it is a guess; anything else, or a
 * repository without history, gets a new file named after the requirement's first word that means
 * something ("fix" or "add" name no module).
 */
function unmatchedTask(
  request: DomainRequest,
  rule: DomainRule,
  terms: string[],
  needs: SubmittedTask['needs_from_domains'],
): SubmittedTask {
  const phrases = phrasesFor(request.locale);
  const t = phrases.fallback;
  const summary = firstLine(request.requirement);
  const busiest = scopeKind(request.requirement) !== 'broad' ? busiestSource(request.snapshot) : undefined;
  if (busiest) {
    const index = indexSnapshot(request.snapshot);
    return {
      key: 't1',
      title: t.updateFor(busiest, cutWords(summary, t.summaryLength)),
      description: t.busiest(busiest, index.changeCount(busiest), index.historyLength()),
      complexity: 'Medium',
      conflict_risk: 'High',
      scope: `\`${busiest}\``,
      depends_on: [],
      needs_from_domains: needs,
      modification_points: [{ file: busiest, location: '*', change: t.adapt('*') }],
      convergence_criteria: [t.implements(busiest)],
      estimated_effort: 'Medium',
    };
  }
  // Named from the title's words after its conventional type: "feat: add omitempty" is no `feat.go`.
  const named = requirementTerms(glossed(withoutCommitType(summary)));
  const term = ([...named, ...terms].find((w) => !isGeneric(stem(w))) ?? 'change').replace(/[^a-z0-9-]/g, '') || 'change';
  const beside = newFileFor(request.snapshot, rule, term);
  // A new migration is the next one of the repository's numbered migrations, never an unnumbered file beside them.
  const file = MIGRATION_FOLDER.test(beside) ? (nextMigration(request.snapshot, beside, summary)?.path ?? beside) : beside;
  return {
    key: 't1',
    title: phrases.task.create(file),
    description: t.noMatch(summary),
    complexity: 'Low',
    conflict_risk: 'Low',
    scope: `\`${file}\``,
    depends_on: [],
    needs_from_domains: needs,
    modification_points: [{ file, location: '*', change: phrases.task.newFile }],
    convergence_criteria: [t.covers(file)],
    estimated_effort: 'Low',
  };
}

/** The source file the repository's recent commits changed most (at least 3 of them); undefined without history. */
function busiestSource(snapshot: Snapshot): string | undefined {
  const index = indexSnapshot(snapshot);
  let best: { path: string; count: number } | undefined;
  for (const file of index.files) {
    if (file.kind !== 'source') continue;
    const count = index.changeCount(file.path);
    if (count >= 3 && (!best || count > best.count || (count === best.count && file.path < best.path))) best = { path: file.path, count };
  }
  return best?.path;
}

/**
 * Whether a domain is one the offline understanding makes when no file matches the requirement
 * (a keyword domain, or "core"): its description is that understanding's label, not a person's
 * words — planned "in its own words", "The change as a whole" named a new file `whole.php`.
 */
function isFallbackDomain(domain: DomainRequest['domain'], locale: DomainRequest['locale']): boolean {
  const rule = DOMAIN_RULES.find((r) => r.slug === domain.slug) ?? (domain.slug === CORE_RULE.slug ? CORE_RULE : undefined);
  return rule !== undefined && domain.description.trim() === phrasesFor(locale).analysis.domain(rule.slug, rule.description).trim();
}

/**
 * The group without the files another domain's own words claim more strongly: domains planned
 * apart must not both take a file unless it truly serves both (then it stays in the stronger one).
 */
function unclaimed(request: DomainRequest, group: FileGroup): FileGroup {
  const claimed = new Map<string, number>();
  for (const other of request.domains) {
    if (other.slug === request.domain.slug || other.description.trim() === '') continue;
    for (const file of planGroups(request.snapshot, other.description, 1)[0]?.files ?? [])
      claimed.set(file.path, Math.max(claimed.get(file.path) ?? 0, file.score));
  }
  const files = group.files.filter((f) => (claimed.get(f.path) ?? -1) < f.score);
  return files.length > 0 ? { ...group, files } : group;
}

export class OfflineProvider implements Provider {
  readonly name = 'offline' as const;
  /** Orders tasks from the repository's own graph: tests after their code, importers after imports, layers. */
  readonly linksRepository = true;

  async understand(request: UnderstandRequest): Promise<AgentResult<Analysis>> {
    // Read as words without a pasted stack trace; planGroups reads its frames from the whole text.
    const text = readRequirement(request.requirement, request.snapshot).prose;
    const t = phrasesFor(request.locale).analysis;
    const complexity = wordsLevel(text);
    const groups = planGroups(request.snapshot, request.requirement, request.maxDomains);
    if (groups.length > 0) return { value: analysisFromGroups(request, groups, complexity), usage: usage('understanding') };
    const tops = topLevel(request.snapshot);
    const scored = DOMAIN_RULES.map((rule, order) => {
      const hits = countHits(text, rule.keywords);
      const layout = tops.some((p) => rule.layout.test(p));
      return { rule, order, hits, layout, score: hits.length * 2 + (hits.length > 0 && layout ? 1 : 0) };
    }).filter((s) => s.hits.length > 0);
    scored.sort((a, b) => b.score - a.score || a.order - b.order);
    const kept = scored.slice(0, Math.max(1, request.maxDomains)).sort((a, b) => a.order - b.order);
    const rules = kept.length > 0 ? kept.map((k) => k.rule) : [CORE_RULE];
    const slugs = rules.map((r) => r.slug);
    const strategy =
      kept.length > 0 ? t.keywordSplit(kept.map((k) => ({ slug: k.rule.slug, hits: k.hits, layout: k.layout }))) : t.noKeywordSplit;
    const guidelineFiles = listGuidelineFiles(request.snapshot);
    const questions: string[] = [];
    questions.push(...shortQuestions(text, t));
    if (kept.length === 0) questions.push(t.whichParts);
    return {
      value: {
        complexity,
        understanding: {
          core_objectives: coreObjectives(text, t),
          key_points: kept.map((k) => t.labelled(k.rule.slug, t.list(k.hits))),
          constraints: [
            ...guidelineFiles.map(t.follow),
            ...changelogNote(request.snapshot, t, text),
            ...workflowNote(request.snapshot, text, t),
          ],
          split_strategy: strategy,
        },
        sub_domains: rules.map((rule) => ({
          focus_area: rule.slug,
          description: t.domain(rule.slug, rule.description),
          key_concerns: countHits(text, rule.keywords).slice(0, 5),
          estimated_effort: complexity,
          depends_on_domains: rule.dependsOn.filter((d) => slugs.includes(d)),
        })),
        open_questions: questions,
      },
      usage: usage('understanding'),
    };
  }

  async planDomain(given: DomainRequest): Promise<AgentResult<DomainPlan>> {
    const request = inOwnWords(given);
    const slug = request.domain.slug;
    const phrases = phrasesFor(request.locale);
    const t = phrases.fallback;
    const groups = planGroups(request.snapshot, request.requirement, request.domains.length);
    // In its own words a domain takes the best group of files for them, whatever its folder.
    const best = groups[0];
    const group = request === given ? groups.find((g) => g.slug === slug) : best && unclaimed(given, { ...best, slug });
    if (group) return { value: planFromGroup(request, group), usage: usage(`domain:${slug}`) };
    const rule = DOMAIN_RULES.find((r) => r.slug === slug) ?? CORE_RULE;
    // The words the index ranked nothing for, looked for in paths and text; generic verbs ("drop",
    // "add") pick nothing here either.
    const terms = requirementTerms(glossed(readRequirement(request.requirement, request.snapshot).prose)).filter(
      (w) => !isGeneric(stem(w)),
    );
    const picks = rankFiles(request.snapshot, terms, rule)
      .filter((p) => !isWorkflowPath(p.path))
      .slice(0, Math.max(1, Math.min(request.maxTasks, 4)));
    const proposal = request.analysis.sub_domains.find((d) => d.focus_area === slug);
    const needs = (proposal?.depends_on_domains ?? [])
      .filter((d) => request.domains.some((b) => b.slug === d))
      .map((domain) => ({ domain, what: t.needs(domain) }));
    // The files found are planned as ranked ones are: their tasks, anchors and criteria by kind.
    const index = indexSnapshot(request.snapshot);
    const files = picks.map((p) => ({
      path: p.path,
      kind: index.kindOf(p.path) ?? 'other',
      score: p.score,
      matched: p.matched,
      ...(p.line === undefined ? {} : { line: p.line }),
    }));
    const plan = planFromGroup(request, { slug, folder: '', files, score: picks[0]?.score ?? 0 });
    const [first, ...rest] = plan.tasks;
    const tasks = first ? [{ ...first, needs_from_domains: needs }, ...rest] : [unmatchedTask(request, rule, terms, needs)];
    return { value: { ...plan, tasks }, usage: usage(`domain:${slug}`) };
  }

  /** Needs → the last task of the named domain; with the repository in the request, also its own graph (offline-links.ts). */
  async link(request: LinkRequest): Promise<AgentResult<LinkResult>> {
    return { value: { links: offlineLinks(request) }, usage: usage('link') };
  }
}

/** At most `max` characters, cut at a word boundary. */
function cutWords(text: string, max: number): string {
  if (text.length <= max) return text;
  const cut = text.slice(0, max);
  const space = cut.lastIndexOf(' ');
  return `${space > max / 2 ? cut.slice(0, space) : cut}…`;
}

function topLevel(snapshot: Snapshot): string[] {
  const tops = new Set<string>();
  for (const path of snapshot.listPaths()) {
    const parts = path.split('/');
    tops.add(parts.length > 2 ? `${parts[0]}/${parts[1]}` : path);
    tops.add(parts[0] as string);
  }
  return [...tops];
}

interface Pick {
  path: string;
  score: number;
  line: number | undefined;
  matched: string[];
}

/** Files ranked by the requirement's terms in their path (×3) and content (search hits). */
export function rankFiles(snapshot: Snapshot, terms: string[], rule: DomainRule): Pick[] {
  const picks = new Map<string, Pick>();
  const touch = (path: string) => {
    let pick = picks.get(path);
    if (!pick) {
      pick = { path, score: 0, line: undefined, matched: [] };
      picks.set(path, pick);
    }
    return pick;
  };
  const paths = snapshot.listPaths().filter((p) => !isNoise(p));
  for (const path of paths) {
    const lower = path.toLowerCase();
    for (const term of terms) {
      if (!lower.includes(term)) continue;
      const pick = touch(path);
      pick.score += 3;
      if (!pick.matched.includes(term)) pick.matched.push(term);
    }
  }
  for (const term of terms.slice(0, 6)) {
    const result = snapshot.search(term, { limit: 200 });
    const perPath = new Map<string, number>();
    for (const hit of result.hits) {
      if (isNoise(hit.path)) continue;
      const count = (perPath.get(hit.path) ?? 0) + 1;
      perPath.set(hit.path, count);
      if (count > 3) continue;
      const pick = touch(hit.path);
      pick.score += 1;
      pick.line ??= hit.line;
      if (!pick.matched.includes(term)) pick.matched.push(term);
    }
  }
  const all = [...picks.values()].filter((p) => p.score > 0);
  const preferred =
    rule === CORE_RULE
      ? all
      : all.filter(
          (p) => rule.paths.test(p.path) && !rule.avoid?.test(p.path) && (rule.slug === 'documentation' || !/\.mdx?$/i.test(p.path)),
        );
  return preferred.sort((a, b) => b.score - a.score || (a.path < b.path ? -1 : 1));
}

/** A file's role as the index classified it: `src/click/testing.py` is code, though its path writes "test". */
function roleOf(kind: PlannedFile['kind']): string {
  if (kind === 'test') return 'test';
  if (kind === 'doc') return 'docs';
  if (kind === 'config') return 'config';
  return 'implementation';
}

/** The languages a repository's code is written in, by extension. */
const LANGUAGES: Record<string, string> = {
  ts: 'TypeScript',
  tsx: 'TypeScript',
  mts: 'TypeScript',
  cts: 'TypeScript',
  js: 'JavaScript',
  jsx: 'JavaScript',
  mjs: 'JavaScript',
  cjs: 'JavaScript',
  py: 'Python',
  go: 'Go',
  rs: 'Rust',
  java: 'Java',
  kt: 'Kotlin',
  kts: 'Kotlin',
  scala: 'Scala',
  cs: 'C#',
  fs: 'F#',
  rb: 'Ruby',
  php: 'PHP',
  ex: 'Elixir',
  exs: 'Elixir',
  erl: 'Erlang',
  swift: 'Swift',
  m: 'Objective-C',
  c: 'C',
  h: 'C',
  cc: 'C++',
  cpp: 'C++',
  hpp: 'C++',
  dart: 'Dart',
  lua: 'Lua',
  clj: 'Clojure',
  hs: 'Haskell',
  zig: 'Zig',
  vue: 'Vue',
  svelte: 'Svelte',
};
/** A docs site's code (samber/lo's fourteen TypeScript files of its Docusaurus site) says nothing of what the project is built with. */
const DOCS_SITE = /^(?:docs?|website|site|documentation)\//i;
/** A language with fewer than this share of the code files (a docs site's config, a script) is not the repository's. */
const LEAST_LANGUAGE_SHARE = 0.1;
const MOST_LANGUAGES = 3;

/**
 * What the repository is built with: its code's languages by how many files each has (C# with a
 * docs site's two TypeScript files is a C# repository), then the project files at its root.
 */
function patterns(snapshot: Snapshot, phrases: EvidencePhrases, domain: readonly string[]): string[] {
  const { patterns: words } = phrases;
  const index = indexSnapshot(snapshot);
  const counts = new Map<string, number>();
  let code = 0;
  for (const path of snapshot.listPaths()) {
    const kind = index.kindOf(path);
    if ((kind !== 'source' && kind !== 'test') || DOCS_SITE.test(path)) continue;
    const language = LANGUAGES[(/\.([a-z]+)$/i.exec(path)?.[1] ?? '').toLowerCase()];
    if (language === undefined) continue;
    counts.set(language, (counts.get(language) ?? 0) + 1);
    code++;
  }
  const found = [...counts]
    .filter(([, n]) => n >= code * LEAST_LANGUAGE_SHARE)
    .sort((a, b) => b[1] - a[1] || (a[0] < b[0] ? -1 : 1))
    .slice(0, MOST_LANGUAGES)
    .map(([language, n]) => words.sources(language, n));
  if (snapshot.has('package.json')) found.push(words.node);
  if (snapshot.has('pyproject.toml') || snapshot.has('requirements.txt')) found.push(words.python);
  if (snapshot.has('go.mod')) found.push(words.go);
  if (snapshot.has('Cargo.toml')) found.push(words.rust);
  if (snapshot.has('pom.xml') || snapshot.has('build.gradle') || snapshot.has('build.gradle.kts')) found.push(words.jvm);
  const tests = testCommand(snapshot);
  if (tests) found.push(words.testsRun(tests.command, tests.from));
  const pair = testPair(index, snapshot.listPaths(), domain);
  if (pair) found.push(words.testPair(pair.source, pair.test));
  return found;
}

/**
 * A requirement about CI: its title names continuous integration, a workflow, GitHub Actions, a
 * pipeline — not one that only reports a CI failure ("fix ordering (php-cs-fixer CI failure)"),
 * nor a body that says where a bug showed.
 */
const CI_WORDS = /\b(?:ci|workflows?|github actions?|pipelines?)\b/i;
const CI_FAILURE = /\bci\s+(?:failures?|fails?|failed|failing|errors?)\b|\b(?:failing|broken|red)\s+ci\b/i;
function aboutCi(text: string): boolean {
  const title = titleOf(text);
  return CI_WORDS.test(title) && !CI_FAILURE.test(title);
}
const MOST_WORKFLOWS = 3;

/**
 * cplan never plans writes to `.github/workflows` (a token that may write them can change what CI
 * runs with its secrets): a plan for a CI requirement says so, naming the repository's workflow
 * files, instead of leaving them out without a word.
 */
function workflowNote(snapshot: Snapshot, text: string, t: AnalysisPhrases): string[] {
  const workflows = snapshot
    .listPaths()
    .filter((path) => isWorkflowPath(path))
    .sort();
  if (workflows.length === 0) return [];
  const listed = (files: string[]) => {
    const shown = t.list(files.slice(0, MOST_WORKFLOWS));
    return files.length > MOST_WORKFLOWS ? t.morePaths(shown, files.length - MOST_WORKFLOWS, files.length) : shown;
  };
  if (aboutCi(text)) return [t.workflowsByHand(listed(workflows))];
  // "Support Python 3.13": the CI matrix that sets up Python is part of the change, and no plan writes it.
  return runtimeNames(text).flatMap(({ name, ci }) => {
    const running = workflows.filter((path) => ci.test(snapshot.readFile(path) ?? ''));
    return running.length > 0 ? [t.runtimeWorkflows(listed(running), name)] : [];
  });
}

/** The changelog the repository edits with its code, as a constraint (offline-changelog.ts). */
function changelogNote(snapshot: Snapshot, t: AnalysisPhrases, text: string): string[] {
  // A change that keeps behaviour (a refactoring, dead code, a version bump, style or CI) gives
  // users nothing to read about; a `perf:` change does.
  if (keepsBehaviour(text) && !/^perf(?:\([^)]*\))?!?:/i.test(titleOf(text))) return [];
  const habit = changelogHabit(snapshot);
  return habit ? [t.changelog(habit.path, habit.commits, habit.of)] : [];
}

/** Domains from where the relevant files live: one per file group, named after its folder. */
/** Below this many characters a requirement says what to change but not what done looks like. */
const SHORT = 60;

/**
 * A short requirement's open question, in its own words: a fix names the fix, not the failure; a
 * request names the change, not its result ("The requirement is short: …" was the same line in most plans).
 */
function shortQuestions(text: string, t: AnalysisPhrases): string[] {
  const said = text.trim();
  if (said.length >= SHORT || !vague(said)) return [];
  return [t.shortRequirement(objectivesOf(said)[0] ?? firstLine(said), scopeKind(said) === 'small')];
}

/** A requirement this short is read whole for the words of its size; a longer one by its title. */
const TITLE_ONLY_PAST = 300;

/**
 * What the requirement's words say of its size: a migration, a security change or a rewrite is
 * High, a typo or a rename Low. Read in the title of a longer text: a commit's explanation or an
 * issue's report mentions concurrency or security in passing ("not a security problem"), and a
 * long body is no large change (a three-file fix of go-chi with a 1 600-character explanation read
 * High beside its one Low domain).
 */
export function wordsLevel(text: string): Level {
  const lower = (text.length <= TITLE_ONLY_PAST ? text : titleOf(text)).toLowerCase();
  if (HIGH_WORDS.some((w) => lower.includes(w))) return 'High';
  return LOW_WORDS.some((w) => lower.includes(w)) ? 'Low' : 'Medium';
}

/** Verbs that say something changes but not how ("Improve the output", "Update the parser"). */
const VAGUE_VERBS = new Set(
  'improve improves improved change changes changed update updates updated refactor refactors tweak tweaks adjust adjusts rework reworks enhance enhances clean cleanup handle handles'.split(
    ' ',
  ),
);
/** A title of this many words or fewer names a thing, not what becomes of it ("Fix the quota header"). */
const FEW_WORDS = 4;

/**
 * Whether a short requirement leaves its result open: no value or target ("to …", "0.7 -> 0.8",
 * "3.9"), and a vague verb or a title of a few words. "Accept 'z' for UTC in parser" or "Move
 * iter_equal_names to trait Flags" say what is true once done: no question. Chinese is read as
 * before (its words are not spaced).
 */
function vague(said: string): boolean {
  if (/[\u3400-\u9fff]/.test(said)) return true;
  const words = withoutCommitType(firstLine(said)).match(/[\p{L}\p{N}][\p{L}\p{N}'_.-]*/gu) ?? [];
  // A value or a target says what becomes of it: "Drop 3.9 support", "Move to pnpm 11".
  if (/\bto\b|->|→|\d/.test(words.slice(1).join(' '))) return false;
  return words.length <= FEW_WORDS || VAGUE_VERBS.has((words[0] ?? '').toLowerCase());
}

/** Files a domain holds at most to be little work, and at least to be much. */
const FEW_FILES = 2;
const MANY_FILES = 6;

/**
 * A plan's complexity from what it holds, its words second: two files in one domain are a small
 * change whatever the requirement says, three domains or eight files a large one; words that say
 * a migration or a security change raise a plan of three files or more, words that say a typo or a
 * rename lower one of up to four.
 */
export function planComplexity(groups: readonly FileGroup[], words: Level): Level {
  const files = groups.reduce((n, g) => n + g.files.length, 0);
  if (groups.length >= 3 || files >= 8 || (words === 'High' && files >= 3)) return 'High';
  if ((groups.length === 1 && files <= FEW_FILES) || (words === 'Low' && files <= 4)) return 'Low';
  return 'Medium';
}

/** A domain's effort by the files it holds. */
function domainEffort(group: FileGroup): Level {
  return group.files.length <= FEW_FILES ? 'Low' : group.files.length >= MANY_FILES ? 'High' : 'Medium';
}

/**
 * The requirement's objectives, at most MOST_OBJECTIVES, and how many more it asks when it asks
 * more: a long description's last requests are not dropped without a word.
 */
function coreObjectives(text: string, t: AnalysisPhrases): string[] {
  const all = objectivesOf(text, Infinity);
  if (all.length === 0) return [firstLine(text)];
  return all.length <= MOST_OBJECTIVES ? all : [...all.slice(0, MOST_OBJECTIVES), t.moreObjectives(all.length - MOST_OBJECTIVES)];
}

function analysisFromGroups(request: UnderstandRequest, groups: FileGroup[], words: Level): Analysis {
  const complexity = planComplexity(groups, words);
  const t = phrasesFor(request.locale).analysis;
  const text = readRequirement(request.requirement, request.snapshot).prose;
  const guidelineFiles = listGuidelineFiles(request.snapshot);
  const describe = (g: FileGroup) =>
    listPaths(
      g.files.map((f) => f.path),
      t,
    );
  return {
    complexity,
    understanding: {
      core_objectives: coreObjectives(text, t),
      key_points: groups.map((g) => t.labelled(g.slug, describe(g))),
      constraints: [
        ...guidelineFiles.map(t.follow),
        ...changelogNote(request.snapshot, t, text),
        ...workflowNote(request.snapshot, text, t),
      ],
      split_strategy: t.folderSplit(
        groups.map((g) => ({ slug: g.slug, files: g.files.length, ties: g.ties ?? [] })),
        scopeKind(text) === 'small',
      ),
    },
    sub_domains: groups.map((g) => ({
      focus_area: g.slug,
      description: t.changesIn(describe(g)),
      // "per" or "without" is no concern of a domain.
      key_concerns: spelled([...new Set(g.files.flatMap((f) => evidenceTerms(request.snapshot, f)))], text)
        .filter((word) => !isPlainWord(word))
        .slice(0, 5),
      estimated_effort: domainEffort(g),
      depends_on_domains: [],
    })),
    open_questions: shortQuestions(text, t),
  };
}

function planFromGroup(request: DomainRequest, group: FileGroup): DomainPlan {
  const phrases = phrasesFor(request.locale);
  const words = phrases.evidence;
  const tasks = groupTasks(request.snapshot, group, request.requirement, request.maxTasks, { zh: request.locale === 'zh' });
  return {
    tasks,
    evidence: {
      relevant_files: group.files.map((f) => ({
        path: f.path,
        rationale: f.create
          ? words.newBeside
          : f.covers
            ? words.tests(f.covers)
            : rationaleOf(
                heldAsWritten(
                  evidenceWords(request.snapshot, f, readRequirement(request.requirement, request.snapshot).prose, 8),
                  request.snapshot.readFile(f.path) ?? '',
                  f.path,
                ),
                words,
              ),
        role: roleOf(f.kind),
      })),
      existing_patterns: patterns(
        request.snapshot,
        words,
        group.files.map((f) => f.path),
      ),
      // The guidelines are the plan's constraints, said once in its understanding: not again per domain.
      constraints: [],
    },
  };
}

function rationaleOf(terms: string[], words: EvidencePhrases): string {
  return terms.length > 0 ? words.matchedTerms(terms) : words.onlyGeneric;
}

/** Repository-relative paths, the first four and how many more. */
function listPaths(paths: string[], words: AnalysisPhrases): string {
  const shown = words.list(paths.slice(0, 4));
  const more = paths.length - 4;
  if (more <= 0) return shown;
  return words.morePaths(shown, more, paths.length);
}
