// The offline planner's English: what every plan written with `locale: en` says. The requirement's
// words are lower-cased at the start ("Add rate limiting" → "add rate limiting") where a sentence
// goes on around them, and lists are joined with commas.
import type { ManifestKind } from './offline-criteria.js';
import type { OfflinePhrases } from './offline-phrase-types.js';
import { asInfinitive, lowerFirst, statesFact, topicPhrase } from './offline-words.js';

const list = (items: readonly string[]): string => items.join(', ');
/** What each ecosystem's manifest declares for a change, and the check that it still works. */
const MANIFEST_EN: Record<ManifestKind, string> = {
  npm: 'dependencies, scripts or exports) and installs cleanly',
  cargo: 'features or dependencies) and the crate builds with and without them',
  python: 'dependencies or extras) and installs cleanly',
  go: 'module requirements) and `go build ./...` passes',
  ruby: 'gems) and `bundle install` passes',
  php: 'dependencies or autoloading) and `composer validate` passes',
  build: 'dependencies or build settings) and the project builds',
};
const TIES = {
  test: 'a test with its code',
  import: 'imports',
  'co-change': 'files that change together',
  folder: 'a shared folder',
  support: 'docs or config with the code',
} as const;
const THE_FILE = 'the file';

export const EN: OfflinePhrases = {
  analysis: {
    list,
    labelled: (label, text) => `${label}: ${text}`,
    follow: (guideline) => `Follow ${guideline}`,
    changelog: (path, commits, of) => `Add an entry to ${path}: ${commits} of the last ${of} commits that changed the code did`,
    workflowsByHand: (paths) => `Workflow files (${paths}) are changed by hand: cplan never plans writes to .github/workflows`,
    runtimeWorkflows: (paths, runtime) =>
      `CI sets up ${runtime} in ${paths}: change the versions it tests there by hand (cplan never plans writes to .github/workflows)`,
    shortRequirement: (said, fix) =>
      fix
        ? `“${said}” names the fix, not the failure: what goes wrong today, and what should happen instead?`
        : `“${said}” names the change, not its result: what should be true once it is done?`,
    whichParts: 'Which parts of the system does this change touch?',
    keywordSplit: (parts) =>
      `Offline heuristic plan: split by keyword and repository layout — ${parts
        .map((k) => `${k.slug} (${list(k.hits)}${k.layout ? '; folder present' : ''})`)
        .join('; ')}.`,
    noKeywordSplit:
      'Offline heuristic plan: no domain keyword matched, so the requirement looks single-domain and is planned as one "core" domain.',
    folderSplit: (groups, fix) =>
      `Offline heuristic plan: the files that match the requirement best (repository index, BM25 over paths, symbols and text, with their tests), ${
        groups.length > 1 ? 'split by what ties them in the repository' : fix ? 'as one domain (a fix is planned as one)' : 'as one domain'
      } — ${groups
        .map(
          (g) =>
            `${g.slug} (${g.files} ${g.files === 1 ? 'file' : 'files'}${
              g.files === 1
                ? ''
                : `: ${g.ties.length > 0 ? list(g.ties.map((tie) => TIES[tie])) : "grouped by the requirement's words alone"}`
            })`,
        )
        .join('; ')}.`,
    domain: (_slug, english) => english,
    changesIn: (paths) => `Changes in ${paths}`,
    morePaths: (shown, hidden) => `${shown} and ${hidden} more`,
    moreObjectives: (hidden) => `… and ${hidden} more in the requirement`,
  },
  evidence: {
    matchedTerms: (words) => `matched terms: ${list(words)}`,
    onlyGeneric: 'matched only generic words of the requirement',
    newBeside: 'new file, beside the files of its kind',
    tests: (path) => `tests ${path}`,
    patterns: {
      node: 'Node.js project (package.json)',
      sources: (language, files) => `${language} sources (${files} ${files === 1 ? 'file' : 'files'})`,
      testsRun: (command, from) => `tests run with \`${command}\` (${from})`,
      testPair: (source, test) => `a source's tests are named after it: ${source} → ${test}`,
      python: 'Python project',
      go: 'Go module',
      rust: 'Rust crate',
      jvm: 'JVM project',
    },
  },
  fallback: {
    summaryLength: 60,
    updateFor: (path, summary) => `Update ${path} for: ${summary}`,
    adapt: (symbol) => `adapt ${symbol === '*' ? THE_FILE : symbol} to the requirement`,
    implements: (path) => `${path} implements the requirement and the existing tests pass`,
    needs: (domain) => `the ${domain} changes this builds on`,
    busiest: (path, count, of) =>
      `No file holds the requirement's words; ${path} is where this repository's recent commits change most (${count} of the last ${of}): check that it belongs in this plan.`,
    noMatch: (summary) => `No existing file holds the requirement's words; a new file for ${summary}.`,
    covers: (path) => `${path} exists and covers the requirement`,
  },
  task: {
    addMigration: (path) => `Add migration ${path}`,
    create: (path) => `Create ${path}`,
    addCase: (path) => `Add a case to ${path}`,
    keepPassing: (path) => `Keep ${path} passing`,
    changeSection: (path, heading) => `Change the “${heading}” section of ${path}`,
    changeFile: (path) => `Change ${path}`,
    changeSymbol: (path, symbol) => `Change ${symbol} in ${path}`,
    addBeside: (path, names, beside) => `Add ${names.join(', ')} beside ${beside} in ${path}`,
    deleteFile: (path) => `Delete ${path}`,
    dropUses: (name) => `update the cases that use \`${name}\`: they go, or use what replaces it`,
    deletePoint: (name) => `delete the file: it holds \`${name}\`, which the requirement removes`,
    newFile: 'new file',
    theFile: THE_FILE,
    // "a case for support for X" says "for" twice: the case is for X.
    // A statement ("ContentCharset should skip requests without a body") is checked, not a case "for".
    caseFor: (topic) => {
      const phrase = topicPhrase(topic).replace(/^support for\s+(?=\S)/, '');
      return statesFact(phrase) ? `add a case checking that ${phrase}` : `add a case for ${phrase}`;
    },
    passesAfter: (topic) => `passes unchanged after ${topicPhrase(topic)}`,
    caseForProblem: (problem) => `add a case that reproduces the problem: ${problem}`,
    supportCases: (topic) => `support the new cases (${topicPhrase(topic)})`,
    documentTopic: (topic) => `document ${topicPhrase(topic)}`,
    codeChange: (clause) => lowerFirst(clause),
    fixProblem: (problem) => `fix the problem: ${problem}`,
    partChange: (what) => `change ${what} for this part of the requirement`,
    sentences: (parts) => parts.join(' '),
    // A sentence starts with a capital, a name as it is spelled (`c.ShouldBindQuery`, `listOrders`).
    head: (clause) => `${/^[a-z]+(?![\w.(])/.test(clause) ? `${clause.charAt(0).toUpperCase()}${clause.slice(1)}` : clause}.`,
    newMigration: (after) => `A new migration${after ? ` after ${after}` : ''}: an applied migration is never edited.`,
    newFileBeside: 'A new file, beside the files of its kind.',
    newFileNamed: 'A new file, where the title puts it.',
    newType: (name, like) => `A new file for \`${name}\`, placed like ${like}, the type whose name it shares most with.`,
    counterpart: (kind, like, of) => `Most ${kind}s have one here: ${like} for ${of}.`,
    newOfKind: (kind, folder) => `A new ${kind}, beside the others in ${folder}/.`,
    holdsWords: (words, more) => `The file holds the requirement's words ${list(words)}${more > 0 ? ` and ${more} more` : ''}.`,
    declaresRuntime: (runtime) => `The project declares here the ${runtime} versions it supports.`,
    versionLine: (line, code) => `Line ${line} writes the version: ${code}.`,
    declaresDependency: (dependency) => `The project declares its dependency on ${dependency} here.`,
    holdsLocale: (locale) => `The project's ${locale} translations live here.`,
    newLocale: (language, locale) =>
      `The ${language ?? locale} translation${language ? ` (\`${locale}\`)` : ''}, a new file shaped like the other languages'.`,
    namedFile: (written) => `The title names this file (\`${written}\`).`,
    recurring: (subject, commits, of) =>
      `${commits} of the ${of} earlier commits worded most like this one changed this file (“${subject}”).`,
    onlyGenericWords: (generic) =>
      `The file matched only generic words${generic.length > 0 ? ` (${list(generic)})` : ''}; check that it belongs in this plan.`,
    named: (name, location, spelledAs) =>
      `${spelledAs ? `The requirement's words ${list(spelledAs)} spell \`${name}\`` : `The requirement names \`${name}\``}, which the file declares${
        location === name ? '' : ` as \`${location}\``
      }.`,
    uses: (name, location) => `The requirement names \`${name}\`, which the file writes in \`${location}\` alone.`,
    matched: (symbol, terms) => `\`${symbol}\` matches them best (${list(terms)}).`,
    frame: (location, raised) =>
      raised
        ? `The stack trace's innermost frame in the project's code is \`${location}\`: the failure is raised there.`
        : `The stack trace passes through \`${location}\`.`,
    linked: (location, line) =>
      `The requirement links to ${line === undefined ? 'this file' : `line ${line} of this file`}, in \`${location}\`.`,
    heading: (heading, terms) => `The section “${heading}” matches (${list(terms)}).`,
    busy: (changed, importers, viaPackage) =>
      `Other changes are likely to meet here: ${[
        ...(changed ? [`${changed.count} of the last ${changed.of} commits changed it`] : []),
        ...(importers ? [`${importers} files import ${viaPackage ? 'its package' : 'it'}`] : []),
      ].join(', and ')}.`,
  },
  criteria: {
    migration: (path, after) => (after ? `the new migration ${path} applies after ${after}` : `the new migration ${path} applies`),
    testCase: (path, topic) => `the new case in ${path} passes (${topicPhrase(topic)})`,
    documents: (path, topic, heading) => `${path} documents ${topicPhrase(topic)}${heading === undefined ? '' : ` under “${heading}”`}`,
    releases: (path, version) => `${path} declares version ${version}`,
    runtimeVersions: (path, runtime) => `${path} declares the ${runtime} versions the requirement asks for`,
    dependencyDeclared: (path, dependency) => `${path} declares the ${dependency} versions the requirement asks for and installs cleanly`,
    dependencyRemoved: (path, dependency) => `${path} no longer lists ${dependency} and installs cleanly`,
    manifest: (path, topic, kind) => `${path} declares what ${topicPhrase(topic)} needs (${MANIFEST_EN[kind]}`,
    config: (path, topic) => `${path} holds the settings for ${topicPhrase(topic)} and still loads`,
    translation: (path, language, locale) =>
      `${path} holds the ${language ?? locale} translation${language ? ` (\`${locale}\`)` : ''}, with the keys of the other languages' files`,
    created: (path, clause, imperative) =>
      imperative ? `${path} exists and is written to ${asInfinitive(clause)}` : `${path} exists and covers this: ${lowerFirst(clause)}`,
    createdNamed: (path, rest) => (rest === '' ? `${path} exists` : `${path} exists and covers ${rest}`),
    declaredBeside: (path, names, beside) =>
      `${list(names.map((name) => `\`${name}\``))} ${names.length === 1 ? 'is' : 'are'} declared in ${path}, beside \`${beside}\``,
    where: (path, symbol) => (symbol === undefined ? path : `\`${symbol}\` in ${path}`),
    agrees: (where, clause) => `${where} agrees with the new text (${lowerFirst(clause)})`,
    // "`routes` in src/router.js is changed to add rate limiting …"; a clause that is no request is covered.
    does: (where, clause, imperative) =>
      imperative ? `${where} is changed to ${asInfinitive(clause)}` : `${where} covers this: ${lowerFirst(clause)}`,
    meets: (where, expectation) => `${where} meets this: ${lowerFirst(expectation)}`,
    fixed: (where, problem) => `${where} no longer shows the problem: ${problem}`,
    fixture: (path) => `the tests that use ${path} pass`,
    newCase: (path) => `the new case in ${path} passes`,
    stillPass: (path) => `the tests in ${path} pass unchanged`,
    changedWithCase: (path, source, commits) =>
      `the new case in ${path} passes (the test that changed with ${source} most often: ${commits} commits)`,
    noUses: (path, name) => `no case in ${path} uses \`${name}\` any more, and its tests pass`,
    deleted: (path, name) =>
      `${path} is deleted, and no code, test or document refers to \`${name}\` any more (a changelog entry of its removal aside)`,
    joinsNewTests: (path, first) =>
      `its cases join those of the change to ${first} in the new file ${path}, which that task creates, and pass`,
    newTests: (path) => `new tests in a new file ${path} (named by this repository's convention) cover it and pass`,
    checkerQuiet: (where, checker) =>
      checker === 'the compiler' ? `${where} builds with no new warnings` : `${where} passes ${checker} with no new findings`,
  },
};
