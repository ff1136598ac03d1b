// The read-only exploration tools every agent gets, over the repository snapshot only:
// no network, no code execution, nothing written. Outputs are capped; a bad call is an error
// result for the model, never an exception. find_symbol, related_files and read_file's `symbol`
// answer from the repository index (built once per snapshot and shared with the overview).
import { normalizePath } from '../core/shared/paths.js';
import { kindOf } from '../retrieval/classify.js';
import { indexSnapshot, type RepoIndex } from '../retrieval/repo-index.js';
import { type SymbolDef, symbolSpan, symbolsIn } from '../retrieval/symbols.js';
import { queryTerms, readableTerms } from '../retrieval/tokens.js';
import type { Snapshot } from '../repo/types.js';

export const TOOL_OUTPUT_MAX = 20_000;
const READ_MAX_LINES = 400;
/** Characters of one numbered line, of a definition line quoted by find_symbol, and of a name asked. */
const LINE_MAX = 2000;
const QUOTE_MAX = 200;
const NAME_MAX = 200;
/** find_symbol: definitions listed, nearest names suggested, mentions searched, files and lines listed per file. */
const DEFINITIONS_MAX = 20;
const SUGGESTIONS_MAX = 5;
const REFERENCE_HITS = 200;
const REFERENCE_FILES = 40;
const REFERENCE_LINES = 10;
/** related_files: default and most files per list. */
const RELATED_DEFAULT = 15;
const RELATED_MAX = 50;
/** read_file with an unknown symbol: names of the file listed in the error. */
const SYMBOLS_LISTED = 200;

export const EXPLORATION_TOOLS = [
  {
    name: 'list_files',
    description: 'List repository paths, optionally filtered by a glob such as "src/**/*.ts". Returns at most `limit` paths (default 200).',
    input_schema: {
      type: 'object' as const,
      properties: { glob: { type: 'string' }, limit: { type: 'integer', minimum: 1, maximum: 1000 } },
    },
  },
  {
    name: 'read_file',
    description:
      'Read a repository file as numbered lines. Use start_line / end_line for long files (at most 400 lines per call). Or give symbol (a name the file declares, e.g. from find_symbol) to read just that declaration with its doc comment; an unknown symbol lists the names the file declares.',
    input_schema: {
      type: 'object' as const,
      properties: {
        path: { type: 'string' },
        start_line: { type: 'integer', minimum: 1 },
        end_line: { type: 'integer', minimum: 1 },
        symbol: { type: 'string' },
      },
      required: ['path'],
    },
  },
  {
    name: 'search_code',
    description:
      'Search file contents. Literal by default (case-insensitive); set regex for a regular expression in RE2 syntax (no backreferences or lookaround); glob narrows the files. Returns `path:line: text` hits.',
    input_schema: {
      type: 'object' as const,
      properties: {
        query: { type: 'string' },
        regex: { type: 'boolean' },
        glob: { type: 'string' },
        limit: { type: 'integer', minimum: 1, maximum: 200 },
      },
      required: ['query'],
    },
  },
  {
    name: 'find_symbol',
    description:
      'Find where a name (function, class, type, constant…) is declared: definitions as `path:line: text`, then the files that mention the name with their line numbers. Exact, case-sensitive name; when nothing declares it, up to 5 nearest declared names are suggested.',
    input_schema: {
      type: 'object' as const,
      properties: { name: { type: 'string' } },
      required: ['name'],
    },
  },
  {
    name: 'related_files',
    description:
      'Files related to a text or to a file, best first, one reason each. query: files ranked by its words (paths weigh most, then declared names, then contents). path: the file’s tests, what it imports, what imports it, and files changed together with it in recent commits (when git history is known). Generated, vendored and lock files never appear. At most `limit` files (default 15).',
    input_schema: {
      type: 'object' as const,
      properties: {
        query: { type: 'string' },
        path: { type: 'string' },
        limit: { type: 'integer', minimum: 1, maximum: RELATED_MAX },
      },
    },
  },
];

/** The names of the exploration tools, for a loop that must tell them from the submit tools. */
export const EXPLORATION_TOOL_NAMES: readonly string[] = EXPLORATION_TOOLS.map((tool) => tool.name);

export interface ToolOutput {
  content: string;
  isError: boolean;
}

type Args = Record<string, unknown>;

function cap(text: string): string {
  return text.length <= TOOL_OUTPUT_MAX ? text : `${text.slice(0, TOOL_OUTPUT_MAX)}\n[… output cut at ${TOOL_OUTPUT_MAX} characters]`;
}

const int = (value: unknown, fallback: number, max: number) =>
  typeof value === 'number' && Number.isFinite(value) ? Math.max(1, Math.min(max, Math.floor(value))) : fallback;

/** A non-blank string argument, trimmed, or undefined. */
const text = (value: unknown): string | undefined => (typeof value === 'string' && value.trim() !== '' ? value.trim() : undefined);

const ok = (content: string): ToolOutput => ({ content: cap(content), isError: false });
const fail = (content: string): ToolOutput => ({ content: cap(content), isError: true });

const TOOLS: Record<string, (snapshot: Snapshot, args: Args) => ToolOutput> = {
  list_files: listFiles,
  read_file: readFile,
  search_code: searchCode,
  find_symbol: findSymbol,
  related_files: relatedFiles,
};

export function runTool(snapshot: Snapshot, name: string, input: unknown): ToolOutput {
  const args = (input && typeof input === 'object' ? input : {}) as Args;
  const tool = Object.hasOwn(TOOLS, name) ? TOOLS[name] : undefined;
  if (!tool) return { content: `unknown tool ${name}`, isError: true };
  try {
    return tool(snapshot, args);
  } catch (error) {
    return { content: `tool ${name} failed: ${(error as Error).message}`, isError: true };
  }
}

function listFiles(snapshot: Snapshot, args: Args): ToolOutput {
  const limit = int(args.limit, 200, 1000);
  const paths = snapshot.listPaths(text(args.glob) === undefined ? undefined : (args.glob as string), limit + 1);
  const more = paths.length > limit ? `\n[… more paths; narrow the glob]` : '';
  return ok(paths.length === 0 ? 'no files match' : paths.slice(0, limit).join('\n') + more);
}

/** A repository file named by the model: its normalised path and text, or the error for the model. */
function openFile(snapshot: Snapshot, raw: unknown): { path: string; text: string } | ToolOutput {
  const result = normalizePath(String(raw ?? ''));
  if (!result.ok) return { content: `cannot read: ${result.reason}`, isError: true };
  const content = snapshot.readFile(result.path);
  if (content === undefined) return { content: `no such file in the repository snapshot: ${result.path}`, isError: true };
  return { path: result.path, text: content };
}

/** Numbered lines `start`..`last` (1-based), whole lines only, stopping short of the output cap. */
function numbered(lines: readonly string[], start: number, last: number, used: number): { shown: string[]; end: number } {
  const shown: string[] = [];
  let size = used;
  let end = start - 1;
  for (let n = start; n <= last; n++) {
    const line = `${String(n).padStart(5)}  ${(lines[n - 1] ?? '').slice(0, LINE_MAX)}`;
    if (size + line.length + 1 > TOOL_OUTPUT_MAX - 200 && shown.length > 0) break;
    shown.push(line);
    size += line.length + 1;
    end = n;
  }
  return { shown, end };
}

function readFile(snapshot: Snapshot, args: Args): ToolOutput {
  const file = openFile(snapshot, args.path);
  if ('content' in file) return file;
  const lines = file.text.split('\n');
  const symbol = text(args.symbol);
  if (symbol !== undefined) return readSymbol(file.path, file.text, lines, symbol);
  const start = int(args.start_line, 1, lines.length);
  const last = Math.min(lines.length, int(args.end_line, start + READ_MAX_LINES - 1, lines.length), start + READ_MAX_LINES - 1);
  // Whole lines up to the output cap, so the "read on" hint is always accurate and present.
  const { shown, end } = numbered(lines, start, last, file.path.length);
  const tail = end < lines.length ? `\n[lines ${start}-${end} of ${lines.length}; read on with start_line=${end + 1}]` : '';
  return { content: `${file.path}\n${shown.join('\n')}${tail}`, isError: false };
}

/** The declarations of a file, as the index reads them (sources and tests only), over the whole text. */
function declarationsOf(path: string, content: string): SymbolDef[] {
  const kind = kindOf(path);
  return kind === 'source' || kind === 'test' ? symbolsIn(path, content) : [];
}

function readSymbol(path: string, content: string, lines: readonly string[], symbol: string): ToolOutput {
  const symbols = declarationsOf(path, content);
  const dot = symbol.lastIndexOf('.');
  const named = (name: string) => symbols.filter((s) => s.name === name);
  // `Class.method` finds the method when the class itself is not what is asked.
  const matches = named(symbol).length > 0 || dot < 0 ? named(symbol) : named(symbol.slice(dot + 1));
  const def = matches[0];
  if (def === undefined) {
    if (symbols.length === 0) return fail(`no declarations found in ${path}; read it by lines (start_line / end_line) instead`);
    const listed = symbols.slice(0, SYMBOLS_LISTED).map((s) => `${s.name} (line ${s.line})`);
    const more = symbols.length > SYMBOLS_LISTED ? `, … ${symbols.length - SYMBOLS_LISTED} more` : '';
    return fail(`no declaration named ${symbol.slice(0, NAME_MAX)} in ${path}. It declares: ${listed.join(', ')}${more}`);
  }
  const span = symbolSpan(lines, symbols, def);
  const header = `${path} (${def.name}: lines ${span.start}-${span.end} of ${lines.length})`;
  const last = Math.min(span.end, span.start + READ_MAX_LINES - 1);
  const { shown, end } = numbered(lines, span.start, last, header.length);
  const notes: string[] = [];
  if (end < span.end)
    notes.push(`[lines ${span.start}-${end} of ${def.name}'s ${span.start}-${span.end}; read on with start_line=${end + 1}]`);
  if (matches.length > 1)
    notes.push(
      `[${def.name} is also declared at line${matches.length > 2 ? 's' : ''} ${matches
        .slice(1)
        .map((m) => m.line)
        .join(', ')}]`,
    );
  return { content: [header, ...shown, ...notes].join('\n'), isError: false };
}

function searchCode(snapshot: Snapshot, args: Args): ToolOutput {
  const query = String(args.query ?? '');
  if (query.trim() === '') return { content: 'query is empty', isError: true };
  const glob = text(args.glob) === undefined ? {} : { glob: args.glob as string };
  const found = snapshot.search(query, { regex: args.regex === true, limit: int(args.limit, 50, 200), ...glob });
  if (found.error) return { content: found.error, isError: true };
  const lines = found.hits.map((hit) => `${hit.path}:${hit.line}: ${hit.text}`);
  return ok(lines.length === 0 ? 'no matches' : lines.join('\n') + (found.truncated ? '\n[… more matches; narrow the query or glob]' : ''));
}

const IDENTIFIER = /^[A-Za-z_$][\w$]*$/;

/** `text` as an RE2 literal. */
function escapeRe2(literal: string): string {
  return literal.replace(/[\\.+*?()|[\]{}^$]/g, (c) => `\\${c}`);
}

/** The quoted line `line` (1-based) of a file, trimmed and short. */
function quoteLine(snapshot: Snapshot, path: string, line: number): string {
  const content = snapshot.readFile(path) ?? '';
  let start = 0;
  for (let n = 1; n < line; n++) {
    const newline = content.indexOf('\n', start);
    if (newline < 0) return '';
    start = newline + 1;
  }
  const end = content.indexOf('\n', start);
  return content
    .slice(start, end < 0 ? content.length : end)
    .trim()
    .slice(0, QUOTE_MAX);
}

function findSymbol(snapshot: Snapshot, args: Args): ToolOutput {
  const name = text(args.name);
  if (name === undefined) return fail('name is empty');
  if (name.length > NAME_MAX) return fail(`name is longer than ${NAME_MAX} characters`);
  const index = indexSnapshot(snapshot);
  const definitions = index.findSymbol(name);
  const out: string[] = [];
  if (definitions.length > 0) {
    out.push(`Definitions of ${name}:`);
    for (const d of definitions.slice(0, DEFINITIONS_MAX)) out.push(`${d.path}:${d.line}: ${quoteLine(snapshot, d.path, d.line)}`);
    if (definitions.length > DEFINITIONS_MAX) out.push(`[… ${definitions.length - DEFINITIONS_MAX} more definitions]`);
  } else out.push(...suggestions(index, name));
  out.push('', ...references(snapshot, index, name, definitions));
  return ok(out.join('\n'));
}

function suggestions(index: RepoIndex, name: string): string[] {
  const near = index.nearestSymbols(name, SUGGESTIONS_MAX);
  if (near.length === 0) return [`No declaration named exactly ${name}, and no similar declared name.`];
  return [
    `No declaration named exactly ${name}. Nearest declared names (suggestions, not matches):`,
    ...near.map((n) => {
      const at = n.definitions.slice(0, 3).map((d) => `${d.path}:${d.line}`);
      return `- ${n.name} — ${at.join(', ')}${n.definitions.length > 3 ? `, … ${n.definitions.length - 3} more` : ''}`;
    }),
  ];
}

/** Files mentioning `name` as a whole word (case-sensitive), definition lines and noise left out. */
function references(snapshot: Snapshot, index: RepoIndex, name: string, definitions: { path: string; line: number }[]): string[] {
  const word = IDENTIFIER.test(name);
  const query = word ? `(?:^|[^\\w$\\n])${escapeRe2(name)}(?:[^\\w$]|$)` : name;
  const found = snapshot.search(query, { regex: word, caseSensitive: true, limit: REFERENCE_HITS });
  if (found.error) return [`References: not searched (${found.error})`];
  const skip = new Set(definitions.map((d) => `${d.path}:${d.line}`));
  const byFile = new Map<string, number[]>();
  for (const hit of found.hits) {
    if (skip.has(`${hit.path}:${hit.line}`) || index.kindOf(hit.path) === 'noise') continue;
    const lines = byFile.get(hit.path) ?? [];
    lines.push(hit.line);
    byFile.set(hit.path, lines);
  }
  const left = definitions.length > 0 ? '; definition lines left out' : '';
  if (byFile.size === 0) return [`References: no other file line mentions ${name}${found.truncated ? ' among the first matches' : ''}.`];
  const out = [`References (files that mention ${name}${left}):`];
  for (const [path, lines] of [...byFile].slice(0, REFERENCE_FILES)) {
    const shown = lines.slice(0, REFERENCE_LINES).join(', ');
    const more = lines.length > REFERENCE_LINES ? `, … ${lines.length - REFERENCE_LINES} more` : '';
    out.push(`${path}: line${lines.length > 1 ? 's' : ''} ${shown}${more}`);
  }
  if (byFile.size > REFERENCE_FILES) out.push(`[… ${byFile.size - REFERENCE_FILES} more files]`);
  if (found.truncated) out.push(`[… more mentions than the first ${REFERENCE_HITS}; search_code with a glob narrows them]`);
  return out;
}

function relatedFiles(snapshot: Snapshot, args: Args): ToolOutput {
  const query = text(args.query);
  const rawPath = text(args.path);
  if (query === undefined && rawPath === undefined) return fail('give query (words, e.g. of the requirement) or path (a repository file)');
  const limit = int(args.limit, RELATED_DEFAULT, RELATED_MAX);
  const sections: string[] = [];
  if (rawPath !== undefined) {
    const file = openFile(snapshot, rawPath);
    if ('content' in file) return file;
    sections.push(relatedToPath(indexSnapshot(snapshot), file.path, limit));
  }
  if (query !== undefined) {
    if (queryTerms(query).length === 0) return fail('the query has no searchable words (common words and single letters are ignored)');
    sections.push(relatedToQuery(indexSnapshot(snapshot), query, limit));
  }
  return ok(sections.join('\n\n'));
}

function relatedToPath(index: RepoIndex, path: string, limit: number): string {
  const related = index.relatedTo(path, limit + 1);
  const history = index.hasHistory ? '' : '\n(no git history in this snapshot: files changed together are not known)';
  if (related.length === 0)
    return `No files related to ${path}: no tests, imports or importers${index.hasHistory ? ', nor co-changes' : ''}.${history}`;
  const lines = related.slice(0, limit).map((r) => {
    const reasons: string[] = [];
    if (r.test === 'test') reasons.push('its test');
    if (r.test === 'tested') reasons.push('the file this test tests');
    if (r.importer) reasons.push('imports it');
    if (r.imported) reasons.push('imported by it');
    if (r.coChanged) reasons.push(`changed together in ${r.coChanged} commit${r.coChanged > 1 ? 's' : ''}`);
    return `${r.path} [${r.kind}] — ${reasons.join('; ')}`;
  });
  const more = related.length > limit ? '\n[… more related files; raise limit]' : '';
  return `Files related to ${path} (best first):\n${lines.join('\n')}${more}${history}`;
}

function relatedToQuery(index: RepoIndex, query: string, limit: number): string {
  const ranked = index.search(query, limit);
  const shown = query.length > 80 ? `${query.slice(0, 80)}…` : query;
  if (ranked.length === 0) return `No files match the words of "${shown}".`;
  const lines = ranked.map((r) => {
    const fields = index.matchedFields(r.path, r.matched);
    const reasons: string[] = [];
    if (fields.path.length > 0) reasons.push(`path: ${readableTerms(fields.path, query).join(', ')}`);
    if (fields.symbols.length > 0)
      reasons.push(
        `declares ${fields.symbols.slice(0, 3).join(', ')}${fields.symbols.length > 3 ? ` (+${fields.symbols.length - 3})` : ''}`,
      );
    if (fields.text.length > 0) reasons.push(`text: ${readableTerms(fields.text, query).join(', ')}`);
    if (r.line !== undefined) reasons.push(`first match at line ${r.line}`);
    return `${r.path} [${r.kind}] — ${reasons.join('; ')}`;
  });
  return `Files ranked for "${shown}" (best first):\n${lines.join('\n')}`;
}
