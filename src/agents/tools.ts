// The read-only exploration tools every agent gets, over the repository snapshot only:
// no network, no code execution, nothing written. Outputs are capped; a bad call is an error
// result for the model, never an exception.
import { normalizePath } from '../core/paths.js';
import type { Snapshot } from '../repo/types.js';

export const TOOL_OUTPUT_MAX = 20_000;
const READ_MAX_LINES = 400;

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
    description: 'Read a repository file as numbered lines. Use start_line / end_line for long files (at most 400 lines per call).',
    input_schema: {
      type: 'object' as const,
      properties: {
        path: { type: 'string' },
        start_line: { type: 'integer', minimum: 1 },
        end_line: { type: 'integer', minimum: 1 },
      },
      required: ['path'],
    },
  },
  {
    name: 'search_code',
    description:
      'Search file contents. Literal by default (case-insensitive); set regex for a regular expression; glob narrows the files. Returns `path:line: text` hits.',
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
];

export interface ToolOutput {
  content: string;
  isError: boolean;
}

function cap(text: string): string {
  return text.length <= TOOL_OUTPUT_MAX ? text : `${text.slice(0, TOOL_OUTPUT_MAX)}\n[… output cut at ${TOOL_OUTPUT_MAX} characters]`;
}

const int = (value: unknown, fallback: number, max: number) =>
  typeof value === 'number' && Number.isFinite(value) ? Math.max(1, Math.min(max, Math.floor(value))) : fallback;

export function runTool(snapshot: Snapshot, name: string, input: unknown): ToolOutput {
  const args = (input && typeof input === 'object' ? input : {}) as Record<string, unknown>;
  try {
    switch (name) {
      case 'list_files': {
        const limit = int(args.limit, 200, 1000);
        const glob = typeof args.glob === 'string' && args.glob.trim() !== '' ? args.glob : undefined;
        const paths = snapshot.listPaths(glob, limit + 1);
        const more = paths.length > limit ? `\n[… more paths; narrow the glob]` : '';
        return {
          content: cap(paths.length === 0 ? 'no files match' : paths.slice(0, limit).join('\n') + more),
          isError: false,
        };
      }
      case 'read_file': {
        const result = normalizePath(String(args.path ?? ''));
        if (!result.ok) return { content: `cannot read: ${result.reason}`, isError: true };
        const text = snapshot.readFile(result.path);
        if (text === undefined) return { content: `no such file in the repository snapshot: ${result.path}`, isError: true };
        const lines = text.split('\n');
        const start = int(args.start_line, 1, lines.length);
        const last = Math.min(lines.length, int(args.end_line, start + READ_MAX_LINES - 1, lines.length), start + READ_MAX_LINES - 1);
        // Whole lines up to the output cap, so the "read on" hint is always accurate and present.
        const shown: string[] = [];
        let size = result.path.length;
        let end = start - 1;
        for (let n = start; n <= last; n++) {
          const line = `${String(n).padStart(5)}  ${(lines[n - 1] ?? '').slice(0, 2000)}`;
          if (size + line.length + 1 > TOOL_OUTPUT_MAX - 200 && shown.length > 0) break;
          shown.push(line);
          size += line.length + 1;
          end = n;
        }
        const tail = end < lines.length ? `\n[lines ${start}-${end} of ${lines.length}; read on with start_line=${end + 1}]` : '';
        return { content: `${result.path}\n${shown.join('\n')}${tail}`, isError: false };
      }
      case 'search_code': {
        const query = String(args.query ?? '');
        if (query.trim() === '') return { content: 'query is empty', isError: true };
        const found = snapshot.search(query, {
          regex: args.regex === true,
          limit: int(args.limit, 50, 200),
          ...(typeof args.glob === 'string' && args.glob.trim() !== '' ? { glob: args.glob } : {}),
        });
        if (found.error) return { content: found.error, isError: true };
        const lines = found.hits.map((hit) => `${hit.path}:${hit.line}: ${hit.text}`);
        return {
          content: cap(
            lines.length === 0 ? 'no matches' : lines.join('\n') + (found.truncated ? '\n[… more matches; narrow the query or glob]' : ''),
          ),
          isError: false,
        };
      }
      default:
        return { content: `unknown tool ${name}`, isError: true };
    }
  } catch (error) {
    return { content: `tool ${name} failed: ${(error as Error).message}`, isError: true };
  }
}
