// The dependency names a package manifest declares, read from its text without a parser per
// format: a manifest that does not parse (a template, a half-edited file) still names what it can,
// and nothing here throws. Names are returned as written (`psr/log`, `@types/node`, `chardet`).
import { baseName } from './classify.js';

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

/** A requirement string's name: `chardet>=3.0.2,<6` → `chardet`, `requests[socks]` → `requests`. */
function requirementName(spec: string): string | undefined {
  return /^\s*([A-Za-z0-9][\w.-]*)/.exec(spec)?.[1];
}

/** Quoted strings inside the `[...]` after `key =` (pyproject's dependency arrays, setup.py's install_requires). */
function quotedInArrays(text: string, key: RegExp): string[] {
  const out: string[] = [];
  // Items may hold brackets of their own (`"requests[socks]>=2"`): quoted strings are skipped whole.
  // Unquoted, an array holds no bracket: an unclosed one stops at the next, never scanning the rest.
  const array = String.raw`\s*=\s*\[((?:[^\]\["']|"[^"\n]*"|'[^'\n]*')*)\]`;
  for (const match of text.matchAll(new RegExp(`(?:^|[^\\w-])${key.source}${array}`, 'gm'))) {
    for (const quoted of (match[1] ?? '').matchAll(/["']([^"'\n]+)["']/g)) {
      const name = requirementName(quoted[1] ?? '');
      if (name) out.push(name);
    }
  }
  return out;
}

/** Every quoted requirement of a table that holds nothing else (optional-dependency groups). */
function quotedNames(text: string): string[] {
  return [...text.matchAll(/["']([^"'\n]+)["']/g)].flatMap((m) => requirementName(m[1] ?? '') ?? []);
}

/** Keys of the TOML tables whose header matches (`[dependencies]`, `[tool.poetry.dev-dependencies]`). */
function tomlTableKeys(text: string, header: RegExp): string[] {
  const out: string[] = [];
  let inside = false;
  for (const line of text.split('\n')) {
    const table = /^\s*\[([^\]]+)\]\s*(?:#.*)?$/.exec(line);
    if (table) {
      inside = header.test((table[1] ?? '').trim());
      continue;
    }
    const key = inside ? /^\s*["']?([A-Za-z0-9][\w.-]*)["']?\s*=/.exec(line) : null;
    if (key?.[1] && key[1] !== 'python') out.push(key[1]);
  }
  return out;
}

/** The text of each TOML table, by its header (`project.optional-dependencies`); '' for the text before the first. */
function tomlTables(text: string): [string, string][] {
  const tables: [string, string][] = [['', '']];
  for (const line of text.split('\n')) {
    const header = /^\s*\[([^\]]+)\]\s*(?:#.*)?$/.exec(line);
    if (header) tables.push([(header[1] ?? '').trim(), '']);
    else (tables[tables.length - 1] as [string, string])[1] += `${line}\n`;
  }
  return tables;
}

/** PEP 621 `dependencies`, build `requires`, optional and group arrays (any key), Poetry's tables. */
function pyprojectNames(text: string): string[] {
  const arrays = tomlTables(text).flatMap(([header, body]) =>
    /^(?:project\.optional-dependencies|dependency-groups)$/.test(header)
      ? quotedNames(body)
      : quotedInArrays(body, /(?:dependencies|requires)/),
  );
  return [...arrays, ...tomlTableKeys(text, /^tool\.poetry\.(?:(?:dev-)?dependencies|group\.[\w-]+\.dependencies)$/)];
}

function cargoNames(text: string): string[] {
  return tomlTableKeys(text, /^(?:(?:workspace\.)?(?:dev-|build-)?dependencies|target\..+\.(?:dev-|build-)?dependencies)$/);
}

/** Lines of a requirements file: one requirement each, comments and options skipped. */
function requirementsNames(text: string): string[] {
  return text.split('\n').flatMap((line) => {
    const trimmed = line.trim();
    if (trimmed === '' || trimmed.startsWith('#') || trimmed.startsWith('-')) return [];
    const name = requirementName(trimmed);
    return name ? [name] : [];
  });
}

function setupNames(text: string): string[] {
  return quotedInArrays(text, /(?:install_requires|tests_require|setup_requires|requires)/);
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

/** Maven's `<artifactId>` inside `<dependency>` blocks. */
function pomNames(text: string): string[] {
  return [...text.matchAll(/<dependency>[\s\S]*?<artifactId>\s*([\w.-]+)\s*<\/artifactId>[\s\S]*?<\/dependency>/g)].map(
    (m) => m[1] as string,
  );
}

/** Gradle coordinates `"group:artifact:version"` and a version catalog's `module = "group:artifact"`. */
function gradleNames(text: string): string[] {
  return [...text.matchAll(/["']([\w.-]+):([\w.-]+)(?::[^"']*)?["']/g)].map((m) => m[2] as string);
}

/** .NET: `<PackageReference Include="Serilog" …>` and central `<PackageVersion Include=…>`. */
function dotnetNames(text: string): string[] {
  return [...text.matchAll(/<Package(?:Reference|Version)\s+(?:Update|Include)\s*=\s*"([^"]+)"/g)].map((m) => m[1] as string);
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
