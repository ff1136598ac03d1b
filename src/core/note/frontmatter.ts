// Frontmatter reading: the YAML block and the domain list it declares, in the current and the
// older forms seen in the wild: `sub_domains` as slugs or as objects, ranges as
// `[1, 100]` or `"TASK-001 ~ TASK-100"`, under `domain_task_id_ranges` or `agent_task_id_ranges`.
import YAML from 'yaml';
import type { Diagnostic } from '../shared/model.js';
import { domainKey, domainTitle } from '../shared/names.js';

export interface FrontmatterBlock {
  data: Record<string, unknown>;
  range: { start: number; end: number } | null;
  /** 1-based line where the YAML body starts (after the opening fence). */
  firstLine: number;
  diagnostics: Diagnostic[];
}

const OPEN = /^\uFEFF?---[ \t]*\r?\n/;

export function readFrontmatter(text: string): FrontmatterBlock {
  const open = OPEN.exec(text);
  if (!open) return { data: {}, range: null, firstLine: 1, diagnostics: [] };
  const bodyStart = open[0].length;
  const close = /^(?:---|\.\.\.)[ \t]*(?:\r?\n|$)/m;
  close.lastIndex = 0;
  const rest = text.slice(bodyStart);
  const found = close.exec(rest);
  if (!found) {
    return {
      data: {},
      range: null,
      firstLine: 1,
      diagnostics: [
        {
          severity: 'error',
          code: 'frontmatter-unclosed',
          message: 'frontmatter has no closing `---`',
          line: 1,
        },
      ],
    };
  }
  const yamlText = rest.slice(0, found.index);
  const end = bodyStart + found.index + found[0].length;
  const { data, diagnostics } = readYaml(yamlText);
  return { data, range: { start: 0, end }, firstLine: 2, diagnostics };
}

/** The last few frontmatters read, by their YAML text: a note is read again and again while only its body changes. */
const recent = new Map<string, { data: Record<string, unknown>; diagnostics: Diagnostic[] }>();
const RECENT = 16;

/** Forgets the frontmatters read (the bench times each parse from cold). */
export function forgetFrontmatters(): void {
  recent.clear();
}

/** The YAML's mapping and what is wrong with it, each caller given its own copy. */
function readYaml(yamlText: string): { data: Record<string, unknown>; diagnostics: Diagnostic[] } {
  let read = recent.get(yamlText);
  if (read) recent.delete(yamlText);
  else read = parseYaml(yamlText);
  recent.set(yamlText, read);
  if (recent.size > RECENT) recent.delete(recent.keys().next().value as string);
  return structuredClone(read);
}

function parseYaml(yamlText: string): { data: Record<string, unknown>; diagnostics: Diagnostic[] } {
  const diagnostics: Diagnostic[] = [];
  let data: Record<string, unknown> = {};
  const refused = refuseYaml(yamlText);
  if (refused) {
    diagnostics.push({ severity: 'error', code: 'frontmatter-yaml', message: `frontmatter: ${refused}`, line: 2 });
    return { data, diagnostics };
  }
  try {
    const doc = YAML.parseDocument(yamlText, { uniqueKeys: false });
    for (const error of doc.errors) {
      const line = 2 + (error.linePos?.[0]?.line ?? 1) - 1;
      diagnostics.push({
        severity: 'error',
        code: 'frontmatter-yaml',
        message: `frontmatter: ${firstLineOf(error.message)}`,
        line,
      });
    }
    const value = doc.errors.length === 0 ? doc.toJS({ maxAliasCount: 50 }) : null;
    if (value !== null && value !== undefined && (typeof value !== 'object' || Array.isArray(value))) {
      diagnostics.push({
        severity: 'error',
        code: 'frontmatter-yaml',
        message: 'frontmatter is not a mapping',
        line: 2,
      });
    } else if (value) {
      data = value as Record<string, unknown>;
    }
  } catch (error) {
    diagnostics.push({
      severity: 'error',
      code: 'frontmatter-yaml',
      message: `frontmatter: ${firstLineOf(String(error))}`,
      line: 2,
    });
  }
  return { data, diagnostics };
}

/** A real frontmatter is a few KB; these bounds keep a hostile one from costing seconds in the YAML parser. */
export const MAX_FRONTMATTER_BYTES = 256 * 1024;
const MAX_FLOW_DEPTH = 64;

/** Why the YAML is not parsed at all (too big, or flow collections nested deeper than any plan needs), or null. */
function refuseYaml(yamlText: string): string | null {
  if (yamlText.length > MAX_FRONTMATTER_BYTES) {
    return `it is ${yamlText.length} bytes, more than the ${MAX_FRONTMATTER_BYTES} a plan note's frontmatter may have; it is ignored`;
  }
  // The yaml library parses flow collections recursively: 100 000 `[` exhaust the stack after
  // seconds of work. Counting brackets (quotes aside) is linear and refuses that at once.
  let depth = 0;
  let quote = '';
  for (let i = 0; i < yamlText.length; i++) {
    const char = yamlText[i];
    if (quote !== '') {
      if (char === quote) quote = '';
      else if (char === '\n') quote = quote === '"' ? quote : '';
    } else if (char === '"' || char === "'") quote = char;
    else if (char === '[' || char === '{') {
      if (++depth > MAX_FLOW_DEPTH) return `collections are nested more than ${MAX_FLOW_DEPTH} deep; it is ignored`;
    } else if ((char === ']' || char === '}') && depth > 0) depth--;
    else if (char === '#') {
      const newline = yamlText.indexOf('\n', i);
      i = newline < 0 ? yamlText.length : newline;
    }
  }
  return null;
}

function firstLineOf(message: string): string {
  return message.split('\n')[0] ?? message;
}

export interface DeclaredDomain {
  key: string;
  title: string;
  range: [number, number] | null;
  description: string;
}

/** `[1, 100]`, `"TASK-001 ~ TASK-100"`, `"1-100"`, `{start, end}` → [1, 100]; anything else → null. */
export function readRange(value: unknown): [number, number] | null {
  if (Array.isArray(value) && value.length === 2) {
    const [a, b] = value.map((item) => (typeof item === 'number' ? item : Number(String(item).replace(/^TASK-/i, ''))));
    return valid(a, b);
  }
  if (typeof value === 'string') {
    const match = /^\s*(?:TASK-)?(\d+)\s*(?:~|-|–|—|\.\.|to|至)\s*(?:TASK-)?(\d+)\s*$/i.exec(value);
    return match ? valid(Number(match[1]), Number(match[2])) : null;
  }
  if (value && typeof value === 'object') {
    const record = value as Record<string, unknown>;
    return valid(Number(record.start ?? record.from), Number(record.end ?? record.to));
  }
  return null;
}

// A bound past 2^53 would be rounded by the YAML reader (1e20 for 99999999999999999999), so the
// range would no longer say what was written: it is reported unreadable instead.
function valid(a: number | undefined, b: number | undefined): [number, number] | null {
  if (a === undefined || b === undefined || !Number.isSafeInteger(a) || !Number.isSafeInteger(b) || a < 0 || b < a) return null;
  return [a, b];
}

export function readDeclaredDomains(data: Record<string, unknown>, line: number): { domains: DeclaredDomain[]; diagnostics: Diagnostic[] } {
  const diagnostics: Diagnostic[] = [];
  const domains: DeclaredDomain[] = [];
  const byKey = new Map<string, DeclaredDomain>();
  const add = (name: string, description: string, range: [number, number] | null) => {
    const key = domainKey(name);
    if (key === '') return;
    const existing = byKey.get(key);
    if (existing) {
      existing.range ??= range;
      if (!existing.description) existing.description = description;
      return;
    }
    const domain = { key, title: titleFor(name, key), range, description };
    byKey.set(key, domain);
    domains.push(domain);
  };
  const list = data.sub_domains;
  if (Array.isArray(list)) {
    for (const item of list) {
      if (typeof item === 'string' || typeof item === 'number') add(String(item), '', null);
      else if (item && typeof item === 'object') {
        const record = item as Record<string, unknown>;
        const name = record.focus_area ?? record.name ?? record.slug ?? record.domain;
        if (typeof name !== 'string') {
          diagnostics.push({
            severity: 'warning',
            code: 'frontmatter-domain',
            message: 'a sub_domains entry has no focus_area',
            line,
          });
          continue;
        }
        add(name, typeof record.description === 'string' ? record.description : '', readRange(record.task_id_range));
      }
    }
  } else if (list !== undefined) {
    diagnostics.push({
      severity: 'warning',
      code: 'frontmatter-domain',
      message: 'sub_domains is not a list',
      line,
    });
  }
  for (const field of ['domain_task_id_ranges', 'agent_task_id_ranges']) {
    const ranges = data[field];
    if (!ranges || typeof ranges !== 'object' || Array.isArray(ranges)) continue;
    for (const [name, value] of Object.entries(ranges as Record<string, unknown>)) {
      const range = readRange(value);
      if (!range) {
        diagnostics.push({
          severity: 'warning',
          code: 'unreadable-range',
          message: `${field}.${name}: cannot read range ${JSON.stringify(value)}`,
          line,
        });
      }
      const key = domainKey(name);
      const existing = byKey.get(key);
      if (existing) existing.range = range ?? existing.range;
      else add(name, '', range);
    }
  }
  return { domains, diagnostics };
}

function titleFor(name: string, key: string): string {
  // A name written with capitals or spaces is already a title; a slug gets title-cased.
  return /^[a-z0-9-]+$/.test(name) ? domainTitle(key) : name.trim();
}
