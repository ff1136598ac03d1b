// What a path is, for ranking and planning: source, test, doc, config, or noise that a plan never
// names (generated, vendored, lockfiles, changelogs, snapshots). Plain string checks on the path.
import { LOCKFILES } from '../repo/change-files.js';

export type FileKind = 'source' | 'test' | 'doc' | 'config' | 'noise' | 'other';

const CODE = new Set([
  'ts',
  'tsx',
  'js',
  'jsx',
  'mjs',
  'cjs',
  'mts',
  'cts',
  'py',
  'go',
  'rs',
  'java',
  'kt',
  'kts',
  'scala',
  'groovy',
  'rb',
  'php',
  'cs',
  'c',
  'h',
  'cc',
  'cpp',
  'hpp',
  'cxx',
  'hxx',
  'hh',
  'swift',
  'm',
  'mm',
  'dart',
  'ex',
  'exs',
  'erl',
  'clj',
  'lua',
  'sh',
  'bash',
  'sql',
  'vue',
  'svelte',
  'astro',
  'css',
  'scss',
  'less',
  'html',
  'graphql',
  'proto',
  'r',
  'jl',
  'zig',
  'nim',
  'hs',
  'ml',
  'fs',
  // Type stubs beside their code: Python's `.pyi`, Ruby's `.rbs` signatures (`sig/http/client.rbs`).
  'pyi',
  'rbs',
  // Ruby task files, shell and text tools' scripts, grammars.
  'rake',
  'fish',
  'awk',
  'jq',
  'y',
  // Templates are code: a generator's `.eex`, a view's `.erb` or `.hbs` change with the feature.
  'eex',
  'heex',
  'leex',
  'erb',
  'haml',
  'hbs',
  'handlebars',
  'mustache',
  'mako',
  'liquid',
  'njk',
  'jinja',
  'j2',
  'twig',
  'ejs',
  'pug',
  'jte',
  'tmpl',
  'gotmpl',
]);
const DOC = new Set(['md', 'mdx', 'rst', 'txt', 'adoc', 'rdoc']);
/**
 * Pages of a documentation folder written as markup (`doc/homepage.html`, Maven's
 * `src/site/xdoc/faq.xml` and `src/site/fml/faq.fml`, `docs/_includes/hero.html`): docs, not code
 * or settings. On the dev and held-out eighteen, 62 files of documentation folders other than
 * Markdown or reStructuredText were planned, and 9 of them changed.
 */
const DOC_FOLDER = /^(?:docs?|site|website)\/|(?:^|\/)src\/site\//i;
const DOC_MARKUP = new Set(['html', 'htm', 'xhtml', 'xml', 'apt', 'fml', 'vm']);
const TEMPLATE_SUFFIX = /\.(?:dist|example|sample)$/;
const CONFIG = new Set([
  ...['json', 'json5', 'yml', 'yaml', 'toml', 'ini', 'cfg', 'conf', 'env', 'xml', 'gradle', 'properties', 'neon'],
  // Manifests and build files: Ruby's gem specification, .NET's project and shared properties.
  ...['gemspec', 'csproj', 'fsproj', 'vbproj', 'props', 'targets', 'sln', 'slnx', 'nuspec'],
  // ProGuard/R8 keep rules (`META-INF/proguard/retrofit2.pro`): an Android library's shipped build settings.
  'pro',
]);
/** Build and dependency files known by name, without an extension that says so. */
const CONFIG_NAMES = new Set([
  'gemfile',
  'rakefile',
  'makefile',
  'dockerfile',
  'justfile',
  'procfile',
  'brewfile',
  'go.mod',
  'cmakelists.txt',
]);
/**
 * pip's requirement files (`requirements.txt`, `requirements-dev.txt`, `requirements/dev.txt`,
 * `constraints.txt`, pip-tools' `.in`): a project's dependencies, not a text to read. As documents
 * they were ordered after the code like a README (flask's `requirements/dev.txt`).
 */
function isPipRequirements(path: string): boolean {
  const lower = path.toLowerCase();
  const name = baseName(lower);
  if (!/\.(?:txt|in)$/.test(name)) return false;
  // A prefix names the set: `docs-requirements.txt`, `dev-requirements.in`, `test_requirements.txt`.
  return (
    /^(?:[\w.-]*[-_])?(?:requirements|constraints)(?:[-_.][\w.-]*)?\.(?:txt|in)$/.test(name) || /(?:^|\/)requirements\/[^/]+$/.test(lower)
  );
}

/** Test files by extension in a test folder (jq's `tests/jq.test`); Cucumber's `.feature` scenarios anywhere. */
const TEST_EXTENSIONS = new Set(['test', 'feature']);

/** Legal texts (`LICENSE`, `LICENSE-MIT`, `LICENSE.txt`, `COPYING.md`): never what a change is about. */
const LEGAL =
  /^(?:license|licence|copying|notice|unlicense)(?:[-.](?:mit|apache[\w.-]*|bsd[\w.-]*|gpl[\w.-]*|lgpl[\w.-]*|mpl[\w.-]*|lesser|third[\w.-]*))?(?:\.(?:md|txt|rst|markdown))?$/;
const NOISE_DIRS = new Set([
  'dist',
  'build',
  'vendor',
  'node_modules',
  'third_party',
  'third-party',
  '__snapshots__',
  'coverage',
  'out',
  '.next',
  // Folders of changelog entries: a changeset, towncrier's fragments, release notes.
  '.changeset',
  'changelog.d',
  'newsfragments',
  'release-notes',
  'release_notes',
]);
const NOISE_PREFIXES = ['changelog', 'changes', 'history', 'releases', 'release-notes', 'release_notes', 'releasenotes', 'news'];

/** Folders of fixtures, examples, docs or vendored code: a manifest or a migration there is not the project's own. */
const NOT_THE_PROJECT = /^(?:tests?|spec|fixtures?|examples?|testdata|vendor|node_modules|docs?|benches|benchmarks?)$/i;

/** Whether a path lies in a folder of fixtures, examples, docs or vendored code (`tests/fixtures/app/pyproject.toml`). */
export function outsideTheProject(path: string): boolean {
  return path
    .split('/')
    .slice(0, -1)
    .some((dir) => NOT_THE_PROJECT.test(dir));
}

export function extensionOf(path: string): string {
  const name = path.slice(path.lastIndexOf('/') + 1);
  const dot = name.lastIndexOf('.');
  return dot <= 0 ? '' : name.slice(dot + 1).toLowerCase();
}

export function baseName(path: string): string {
  return path.slice(path.lastIndexOf('/') + 1);
}

/** Generated, vendored, lockfile, changelog or snapshot: never part of a plan. */
export function isNoise(path: string): boolean {
  const lower = path.toLowerCase();
  const name = baseName(lower);
  if (LOCKFILES.has(name) || LEGAL.test(name)) return true;
  // REUSE keeps each licence's text in a top `LICENSES/` folder (`LICENSES/CC-BY-4.0.txt`).
  if (/^licen[cs]es\/[^/]+$/i.test(path)) return true;
  if (isChangelog(name)) return true;
  if (name.endsWith('.snap') || name.includes('.min.') || name.includes('.generated.') || name.endsWith('.pb.go') || name.endsWith('.map'))
    return true;
  const folders = path.split('/').slice(0, -1);
  if (GENERATED_DOC_FILES.has(extensionOf(name)) && folders.some((d) => GENERATED_DOC_DIR.test(d)) && !folders.includes('src')) return true;
  // .NET's `Build/` holds the project's own build scripts and version file, not built output.
  return folders.some((d) => d !== 'Build' && NOISE_DIRS.has(d.toLowerCase()));
}

/**
 * Javadoc's output, committed for a project's web site (`docs/apidocs/picocli/CommandLine.html`,
 * `docs/javadoc/csv/2.14/…`, `docs/apidocs-all/…/jquery-3.3.1.js`): written by a tool from the
 * sources, never edited by a change. Every page repeats the words of the class it documents, so
 * they had outranked the class itself: on 2 831 commits of 95 repositories 43 such pages were
 * planned and 1 was changed (a regenerated page). Hand-written API docs (`api-docs/*.md`), Maven's
 * javadoc sources (`src/main/javadoc/overview.html`) and code in such a folder's `src` stay.
 */
const GENERATED_DOC_DIR = /^(?:apidocs|javadocs?)(?:-all)?$/i;
const GENERATED_DOC_FILES = new Set(['html', 'htm', 'js', 'css']);

/**
 * A changelog or release notes by name (`CHANGELOG.md`, `History.rdoc`, `NEWS`, `releases.json`),
 * unless it is code: `history_entries.go` and `news.py` are not.
 */
function isChangelog(name: string): boolean {
  const dot = name.lastIndexOf('.');
  if (dot > 0 && CODE.has(name.slice(dot + 1))) return false;
  return NOISE_PREFIXES.some((p) => name === p || name.startsWith(`${p}.`) || name.startsWith(`${p}-`) || name.startsWith(`${p}_`));
}

export function isTestPath(path: string): boolean {
  const lower = path.toLowerCase();
  const name = baseName(lower);
  if (/(?:^|[._-])(?:test|spec)s?\.[a-z0-9]+$/.test(name) || name.startsWith('test_') || /_test\.[a-z0-9]+$/.test(name)) return true;
  // PHPUnit's `FooTest.php` too: flysystem keeps its tests beside the adapters (`src/Local/LocalFilesystemAdapterTest.php`).
  // By case, so `Latest.java` is no test.
  if (/[A-Za-z0-9]Tests?\.(?:java|kt|scala|groovy|cs|swift|php)$/.test(baseName(path))) return true;
  return lower
    .split('/')
    .slice(0, -1)
    .some((d) => d === 'test' || d === 'tests' || d === '__tests__' || d === 'spec' || d === 'e2e' || TEST_PROJECT.test(d));
}

/**
 * Test projects named as .NET solutions name them (`FluentValidation.Tests`, `Polly.Specs`,
 * `Foo.UnitTests`) and suites by kind (`UnitTests`, `integration_tests`): their files are tests
 * whatever their own names (AutoMapper's `src/UnitTests/Bug/…` had been planned as its sources).
 */
const TEST_PROJECT = /(?:^|[._-])(?:unit|integration|functional|acceptance)?[_-]?(?:tests|specs)$|\.test$/;

/** A man page: `doc/fd.1`, `man/jq.1` — one dot, a section number, in a doc or man folder. */
function isManPage(path: string): boolean {
  const lower = path.toLowerCase();
  return (
    /^[\w-]+\.[1-9]$/.test(baseName(lower)) &&
    lower
      .split('/')
      .slice(0, -1)
      .some((d) => d === 'doc' || d === 'docs' || d === 'man')
  );
}

export function kindOf(path: string): FileKind {
  if (isNoise(path)) return 'noise';
  // A shipped default (`phpunit.xml.dist`, `phpstan.neon.dist`, `.env.example`) is the kind it stands for.
  const template = TEMPLATE_SUFFIX.exec(path);
  if (template && template.index > 0 && !path.endsWith('/' + template[0])) return kindOf(path.slice(0, template.index));
  const ext = extensionOf(path);
  if (ext === 'feature' || (isTestPath(path) && (CODE.has(ext) || ext === '' || TEST_EXTENSIONS.has(ext)))) return 'test';
  if (CONFIG_NAMES.has(baseName(path).toLowerCase()) || isPipRequirements(path)) return 'config';
  const manPage = isManPage(path);
  if (DOC_MARKUP.has(ext) && DOC_FOLDER.test(path)) return 'doc';
  if (DOC.has(ext) || manPage || path.toLowerCase().startsWith('docs/'))
    return DOC.has(ext) || manPage ? 'doc' : CODE.has(ext) ? 'source' : 'doc';
  if (CODE.has(ext)) return 'source';
  if (CONFIG.has(ext) || baseName(path).startsWith('.')) return 'config';
  return 'other';
}

/**
 * A folder's entry file (`src/plugin/duration/index.js`, `src/map/mod.rs`) is the module named
 * after its folder: its virtual path (`src/plugin/duration.js`), the one tests are named after
 * (dayjs tests that plugin in `test/plugin/duration.test.js`). Undefined for any other file.
 */
export function entryModulePath(path: string): string | undefined {
  const slash = path.lastIndexOf('/');
  if (slash <= 0) return undefined;
  const name = path.slice(slash + 1);
  const dot = name.indexOf('.');
  if (dot <= 0 || !ENTRY_NAMES.has(name.slice(0, dot)) || !CODE.has(extensionOf(name))) return undefined;
  return `${path.slice(0, slash)}${name.slice(dot)}`;
}
const ENTRY_NAMES = new Set(['index', 'mod']);

/**
 * The names a source is tested under: its own, and its folder's for a folder's entry file. None
 * for a TypeScript declaration file (`types/plugin/utc.d.ts`): it types code that tests test.
 */
export function sourceStems(path: string): string[] {
  if (/\.d\.[mc]?ts$/.test(path)) return [];
  const entry = entryModulePath(path);
  return entry === undefined ? [stemName(path)] : [stemName(path), stemName(entry)];
}

/**
 * The name a test and its source share: `rate-limit.test.ts`, `test_rate_limit.py`,
 * `rate_limit_test.go`, `RateLimitTest.java` and `rate-limit.spec.js` all → `ratelimit`.
 */
export function stemName(path: string): string {
  let name = baseName(path).toLowerCase();
  const dot = name.indexOf('.');
  if (dot > 0) name = name.slice(0, dot);
  if (name.startsWith('test_')) name = name.slice(5);
  for (const suffix of ['_test', '-test', '_spec', '-spec', 'test', 'spec', 'tests']) {
    if (name.length > suffix.length && name.endsWith(suffix)) {
      name = name.slice(0, -suffix.length);
      break;
    }
  }
  let out = '';
  for (const c of name) if (c !== '_' && c !== '-') out += c;
  return out;
}
