// The dependency names a package manifest declares, read from its text without a parser per
// format: a manifest that does not parse (a template, a half-edited file) still names what it can,
// and nothing here throws. Names are returned as written (`psr/log`, `@types/node`, `chardet`).
import { baseName } from './classify.js';
import { cargoNames, pyprojectNames, requirementName, setupNames } from './dependency-toml.js';

type Reader = (text: string) => string[];

/** Keys of the JSON objects that list dependencies (package.json, composer.json, deno.json). */
const JSON_SECTIONS = ['dependencies', 'devDependencies', 'peerDependencies', 'optionalDependencies', 'require', 'require-dev'];

function jsonNames(text: string): string[] {
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch {
    return [];
  }
  if (typeof data !== 'object' || data === null) return [];
  const record = data as Record<string, unknown>;
  return JSON_SECTIONS.flatMap((key) => {
    const section = record[key];
    return typeof section === 'object' && section !== null && !Array.isArray(section) ? Object.keys(section) : [];
  });
}

/**
 * Lines of a requirements file: one requirement each; comments, options and paths skipped, and a
 * URL only for the name its `#egg=` gives (`git+https://…` names no package called "git").
 */
function requirementsNames(text: string): string[] {
  return text.split('\n').flatMap((line) => {
    const trimmed = line.trim();
    if (trimmed === '' || /^[-#./]/.test(trimmed)) return [];
    if (trimmed.includes('://')) {
      const egg = /#egg=([\w.-]+)/.exec(trimmed)?.[1];
      return egg ? [egg] : [];
    }
    const name = requirementName(trimmed);
    return name ? [name] : [];
  });
}

/** setup.cfg's `install_requires =` followed by indented lines. */
function setupCfgNames(text: string): string[] {
  const out: string[] = [];
  let inside = false;
  for (const line of text.split('\n')) {
    if (/^\s*(?:install_requires|tests_require|setup_requires)\s*=/.test(line)) {
      inside = true;
      const rest = line.slice(line.indexOf('=') + 1);
      const name = requirementName(rest);
      if (name) out.push(name);
      continue;
    }
    if (inside && /^\s+\S/.test(line)) {
      const name = requirementName(line);
      if (name) out.push(name);
    } else inside = false;
  }
  return out;
}

/** go.mod's `require x v1` lines and `require ( … )` blocks: module paths. */
function goModNames(text: string): string[] {
  const out: string[] = [];
  let block = false;
  for (const line of text.split('\n')) {
    const trimmed = line.trim();
    if (/^require\s*\($/.test(trimmed)) block = true;
    else if (block && trimmed === ')') block = false;
    else {
      const words = trimmed.split(/\s+/);
      const [path, version] = block ? words : words[0] === 'require' ? words.slice(1) : [];
      if (path && path.includes('.') && path !== '(' && version?.startsWith('v')) out.push(path);
    }
  }
  return out;
}

/** Ruby: `gem "rack"` (Gemfile) and `add_dependency "rack"`, `add_development_dependency` (gemspec). */
function rubyNames(text: string): string[] {
  return text.split('\n').flatMap((line) => {
    const match = /^(?:gem|\w+\.add_(?:runtime_|development_)?dependency)[\s(]+["']([\w.-]+)["']/.exec(line.trim());
    return match?.[1] ? [match[1]] : [];
  });
}

/** Elixir's mix.exs: `{:plug, "~> 1.14"}`. */
function mixNames(text: string): string[] {
  return [...text.matchAll(/\{\s*:([a-z]\w*)\s*,/g)].map((m) => m[1] as string);
}

/**
 * Maven's `<dependency>` and `<plugin>` blocks, as `groupId:artifactId` (Dependabot's names:
 * `org.slf4j:slf4j-api`), or the artifact alone without a group. Blocks are found by `indexOf`:
 * a pattern spanning a block backtracks badly over a file of unclosed ones.
 */
function pomNames(text: string): string[] {
  const out: string[] = [];
  for (const tag of ['dependency', 'plugin']) {
    for (let at = text.indexOf(`<${tag}>`); at >= 0;) {
      const close = text.indexOf(`</${tag}>`, at);
      if (close < 0) break;
      const block = text.slice(at, close);
      const artifact = /<artifactId>\s*([\w.-]+)\s*<\/artifactId>/.exec(block)?.[1];
      const group = /<groupId>\s*([\w.-]+)\s*<\/groupId>/.exec(block)?.[1];
      if (artifact) out.push(group ? `${group}:${artifact}` : artifact);
      at = text.indexOf(`<${tag}>`, close);
    }
  }
  return out;
}

/**
 * Gradle coordinates `"group:artifact:version"` (a group has a dot: `"app:run"` is a task) and a
 * version catalog's `module = "group:artifact"` or `group = "…", name = "…"`, as `group:artifact`.
 */
function gradleNames(text: string): string[] {
  const coordinates = [...text.matchAll(/["']([\w-]+(?:\.[\w-]+)+):([\w.-]+)(?::[^"'\n]*)?["']/g)];
  const catalog = [...text.matchAll(/\bgroup\s*=\s*"([\w.-]+)"\s*,\s*name\s*=\s*"([\w.-]+)"/g)];
  return [...coordinates, ...catalog].map((m) => `${m[1] as string}:${m[2] as string}`);
}

/**
 * .NET: `<PackageReference Include="Serilog" …>`, central `<PackageVersion …>`, `<GlobalPackageReference …>`,
 * attributes in any order. A tag's attributes stop at the next `<`: a file of unclosed tags is read once.
 */
function dotnetNames(text: string): string[] {
  return [...text.matchAll(/<(?:Global)?Package(?:Reference|Version)\b([^<>]*)>/g)].flatMap((m) => {
    const name = /\b(?:Include|Update)\s*=\s*"([^"]+)"/.exec(m[1] ?? '')?.[1];
    return name ? [name] : [];
  });
}

const READERS: readonly [RegExp, Reader][] = [
  [/^(?:package|composer|deno)\.json$/, jsonNames],
  [/^pyproject\.toml$/, pyprojectNames],
  [/^cargo\.toml$/, cargoNames],
  [/^requirements[\w.-]*\.txt$/, requirementsNames],
  [/^setup\.py$/, setupNames],
  [/^setup\.cfg$/, setupCfgNames],
  [/^go\.mod$/, goModNames],
  [/^(?:gemfile|[\w.-]+\.gemspec)$/, rubyNames],
  [/^mix\.exs$/, mixNames],
  [/^pom\.xml$/, pomNames],
  [/^(?:build\.gradle(?:\.kts)?|libs\.versions\.toml)$/, gradleNames],
  [/^(?:[\w.-]+\.(?:cs|fs|vb)proj|directory\.(?:packages|build)\.props)$/, dotnetNames],
];

/** Whether a file is a manifest this module reads dependencies from. */
export function declaresDependencies(path: string): boolean {
  const name = baseName(path).toLowerCase();
  return READERS.some(([pattern]) => pattern.test(name));
}

/** The dependency names a manifest declares (deduplicated, as written); none for any other file. */
export function dependencyNames(path: string, text: string): string[] {
  const name = baseName(path).toLowerCase();
  const reader = READERS.find(([pattern]) => pattern.test(name))?.[1];
  return reader ? [...new Set(reader(text))] : [];
}
