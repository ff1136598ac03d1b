// plan-note.md parser. A line scanner rather than a Markdown AST: the format is
// line-oriented, offsets must be exact for splicing, and 10 000 tasks must parse in well under a
// second. Never throws: whatever cannot be read becomes a diagnostic with its line number.
import { readDeclaredDomains, readFrontmatter } from './frontmatter.js';
import { readAtxHeading } from '../shared/line-text.js';
import { SECTION_HEADINGS } from './labels.js';
import type { ConflictBlock, Diagnostic, Domain, Locale, PlanNote, Section, SectionKind, Task } from '../shared/model.js';
import { domainKey, domainTitle, isSafeSessionId } from '../shared/names.js';
import { readConflictBlock } from './parse-conflict.js';
import { type Line, readTaskBlock } from './parse-task.js';
import { validatePlanNote } from './validate.js';

interface Heading {
  level: number;
  text: string;
  index: number;
}

export function parsePlanNote(text: string): PlanNote {
  const source = typeof text === 'string' ? text : String(text ?? '');
  try {
    return parseUnsafe(source);
  } catch (error) {
    // A parser bug must not crash a run or lose the document: report it and keep the text.
    return emptyNote(source, [
      {
        severity: 'error',
        code: 'parser-failure',
        message: `could not parse plan note: ${String(error)}`,
        line: 0,
      },
    ]);
  }
}

function emptyNote(text: string, diagnostics: Diagnostic[]): PlanNote {
  return {
    text,
    frontmatter: {},
    frontmatterRange: null,
    sessionId: null,
    locale: 'en',
    domains: [],
    sections: [],
    tasks: [],
    conflictBlocks: [],
    diagnostics,
    toString: () => text,
  };
}

export function splitLines(text: string): Line[] {
  const lines: Line[] = [];
  let start = 0;
  while (start <= text.length) {
    const newline = text.indexOf('\n', start);
    const end = newline < 0 ? text.length : newline + 1;
    let content = text.slice(start, newline < 0 ? text.length : newline);
    if (content.endsWith('\r')) content = content.slice(0, -1);
    lines.push({ text: content, number: lines.length + 1, start, end });
    if (newline < 0) break;
    start = end;
  }
  return lines;
}

function parseUnsafe(text: string): PlanNote {
  const frontmatter = readFrontmatter(text);
  const diagnostics: Diagnostic[] = [...frontmatter.diagnostics];
  const lines = splitLines(text);
  const firstBodyLine = frontmatter.range ? lines.findIndex((line) => line.start >= (frontmatter.range?.end ?? 0)) : 0;
  const { headings, openFence } = findHeadings(lines, firstBodyLine < 0 ? lines.length : firstBodyLine);

  const declared = readDeclaredDomains(frontmatter.data, frontmatter.firstLine);
  diagnostics.push(...declared.diagnostics);
  const domains: Domain[] = declared.domains.map((d) => ({
    slug: d.key,
    title: d.title,
    range: d.range,
    description: d.description,
    state: 'empty',
    failure: null,
  }));

  const body = readBody({ text, lines, domains, diagnostics }, headings);
  for (const domain of domains) {
    if (domain.state !== 'failed' && body.tasks.some((t) => t.domain === domain.slug)) domain.state = 'planned';
  }
  const locale = readLocale(frontmatter.data.locale, body.zhHeadings, body.headingCount);
  const sessionId = readSessionId(frontmatter.data.session_id, diagnostics);
  const note: PlanNote = {
    text,
    frontmatter: frontmatter.data,
    frontmatterRange: frontmatter.range,
    sessionId,
    locale,
    domains,
    sections: body.sections,
    tasks: body.tasks,
    conflictBlocks: body.conflictBlocks,
    diagnostics,
    ...(openFence === null ? {} : { openFence }),
    toString: () => text,
  };
  note.diagnostics = [...diagnostics, ...validatePlanNote(note)].sort((a, b) => a.line - b.line);
  return note;
}

/** `session_id` when it has a safe shape; otherwise null and a diagnostic (it never reaches GitHub text). */
function readSessionId(value: unknown, diagnostics: Diagnostic[]): string | null {
  if (value === undefined || value === null) return null;
  const id = String(value);
  if (typeof value === 'string' && isSafeSessionId(id)) return id;
  diagnostics.push({
    severity: 'warning',
    code: 'session-id-unsafe',
    message: `frontmatter: session_id ${JSON.stringify(id.slice(0, 60))} is ignored: it must start with a letter and hold only letters, digits, ".", "_" and "-" (at most 120 characters)`,
    line: 2,
  });
  return null;
}

/** The document being read: its domains (pools may add some) and diagnostics grow as it is read. */
interface Scan {
  text: string;
  lines: Line[];
  domains: Domain[];
  diagnostics: Diagnostic[];
}

interface Body {
  sections: Section[];
  tasks: Task[];
  conflictBlocks: ConflictBlock[];
  /** Top-level headings in Chinese, and all of them: the locale when the frontmatter has none. */
  zhHeadings: number;
  headingCount: number;
}

function readBody(scan: Scan, headings: Heading[]): Body {
  const { text, lines } = scan;
  const topLevel = headings.filter((h) => h.level <= 2);
  const body: Body = { sections: [], tasks: [], conflictBlocks: [], zhHeadings: 0, headingCount: topLevel.length };
  // One pass over the headings: each `###` belongs to the section open above it (a filter per
  // section would be quadratic in a note with thousands of sections).
  let cursor = 0;
  for (let s = 0; s < topLevel.length; s++) {
    const head = topLevel[s] as Heading;
    const next = topLevel[s + 1];
    const endIndex = next ? next.index : lines.length;
    const line = lines[head.index] as Line;
    const classified = head.level === 2 ? classify(head.text) : { kind: 'other' as SectionKind, domain: null, zh: false };
    if (classified.zh) body.zhHeadings++;
    const section: Section = {
      kind: classified.kind,
      domain: classified.domain,
      heading: head.text,
      line: line.number,
      start: line.start,
      bodyStart: line.end,
      end: next ? (lines[next.index] as Line).start : text.length,
    };
    body.sections.push(section);
    const inner: Heading[] = [];
    while (cursor < headings.length && (headings[cursor] as Heading).index <= head.index) cursor++;
    for (; cursor < headings.length && (headings[cursor] as Heading).index < endIndex; cursor++) {
      if ((headings[cursor] as Heading).level === 3) inner.push(headings[cursor] as Heading);
    }
    readSectionBlocks(scan, { section, head, inner, endIndex }, body);
  }
  return body;
}

/** A section's `###` blocks: tasks in a pool, conflict blocks, and elsewhere only a warning for a stray task. */
function readSectionBlocks(scan: Scan, at: { section: Section; head: Heading; inner: Heading[]; endIndex: number }, body: Body): void {
  const { lines, diagnostics } = scan;
  const { section, head, inner, endIndex } = at;
  const blockEnd = (i: number) => (inner[i + 1] as Heading | undefined)?.index ?? endIndex;
  if (section.kind === 'task-pool' && section.domain) {
    const domain = ensureDomain(scan.domains, section.domain, head.text);
    readPoolIntro(lines, head.index + 1, inner[0]?.index ?? endIndex, domain);
    for (let i = 0; i < inner.length; i++) {
      const task = readTaskBlock(lines.slice((inner[i] as Heading).index, blockEnd(i)), domain.slug, diagnostics);
      if (task) body.tasks.push(task);
    }
  } else if (section.kind === 'conflicts') {
    for (let i = 0; i < inner.length; i++) {
      const block = readConflictBlock(lines.slice((inner[i] as Heading).index, blockEnd(i)), scan.text);
      if (block) body.conflictBlocks.push(block);
    }
  } else {
    for (const h of inner) {
      if (/^TASK-/i.test(h.text)) {
        const where = lines[h.index] as Line;
        diagnostics.push({
          severity: 'warning',
          code: 'task-outside-pool',
          message: `${h.text.split(/[:：\s]/)[0]} is outside any task pool section and is ignored`,
          line: where.number,
        });
      }
    }
  }
}

function readLocale(value: unknown, zhHeadings: number, headingCount: number): Locale {
  if (value === 'zh' || value === 'en') return value;
  return headingCount > 0 && zhHeadings * 2 >= headingCount ? 'zh' : 'en';
}

function findHeadings(lines: Line[], from: number): { headings: Heading[]; openFence: string | null } {
  const headings: Heading[] = [];
  let fence: string | null = null;
  for (let i = from; i < lines.length; i++) {
    const content = (lines[i] as Line).text;
    const fenceMatch = /^\s{0,3}(`{3,}|~{3,})/.exec(content);
    if (fenceMatch) {
      const marker = fenceMatch[1] as string;
      if (fence === null) fence = marker;
      else if (marker[0] === fence[0] && marker.length >= fence.length && content.trim() === marker) fence = null;
      continue;
    }
    if (fence !== null) continue;
    const heading = readAtxHeading(content);
    if (heading) headings.push({ level: heading.level, text: heading.text.trim(), index: i });
  }
  return { headings, openFence: fence };
}

const SEPARATOR = /^\s*[-–—:：]\s*/;

function classify(text: string): { kind: SectionKind; domain: string | null; zh: boolean } {
  const plain = text.replace(/[*_`]/g, '').trim();
  const lower = plain.toLowerCase();
  for (const [kind, key] of [
    ['task-pool', 'taskPool'],
    ['evidence', 'evidence'],
  ] as const) {
    const names = SECTION_HEADINGS[key];
    for (const [lang, name] of [
      ['en', names.en.toLowerCase()],
      ['zh', names.zh],
    ] as const) {
      if (lower.startsWith(name) && SEPARATOR.test(plain.slice(name.length))) {
        const domain = domainKey(plain.slice(name.length).replace(SEPARATOR, ''));
        if (domain !== '') return { kind, domain, zh: lang === 'zh' };
      }
    }
  }
  for (const [kind, key] of [
    ['understanding', 'understanding'],
    ['dependencies', 'dependencies'],
    ['conflicts', 'conflicts'],
  ] as const) {
    const names = SECTION_HEADINGS[key];
    if (lower === names.en.toLowerCase()) return { kind, domain: null, zh: false };
    if (plain === names.zh || plain.startsWith(`${names.zh} `) || plain.startsWith(`${names.zh}(`)) return { kind, domain: null, zh: true };
  }
  if (lower === 'conflict markers') return { kind: 'conflicts', domain: null, zh: false };
  return { kind: 'other', domain: null, zh: /[\u4e00-\u9fff]/.test(plain) };
}

function ensureDomain(domains: Domain[], key: string, headingText: string): Domain {
  const existing = domains.find((d) => d.slug === key);
  if (existing) return existing;
  const name = headingText.replace(/^[^-–—:：]*[-–—:：]\s*/, '').trim();
  const domain: Domain = {
    slug: key,
    title: /^[a-z0-9-]+$/.test(name) ? domainTitle(key) : name,
    range: null,
    description: '',
    state: 'empty',
    failure: null,
  };
  domains.push(domain);
  return domain;
}

// The lines before a pool's first task: `> description` and the failure mark `> ❌ …`.
function readPoolIntro(lines: Line[], from: number, to: number, domain: Domain): void {
  const quoted: string[] = [];
  for (let i = from; i < to; i++) {
    const content = (lines[i] as Line).text;
    const quote = /^\s*>\s?(.*)$/.exec(content);
    if (!quote) continue;
    const body = (quote[1] as string).trim();
    const failure = readFailureMark(body);
    if (failure !== null) {
      domain.state = 'failed';
      domain.failure = failure || 'failed';
    } else if (body !== '') quoted.push(body);
  }
  if (!domain.description && quoted.length > 0) domain.description = quoted.join(' ');
}

/** `❌ **failed**: reason` / `❌ 失败：reason` → the reason ('' when none); null when not a failure mark. */
function readFailureMark(body: string): string | null {
  if (!body.startsWith('❌')) return null;
  const rest = skipLeading(body.slice(1), ' \t*');
  const word = rest.slice(0, 6).toLowerCase().startsWith('failed') ? 6 : rest.startsWith('失败') ? 2 : 0;
  if (word === 0) return null;
  return skipLeading(rest.slice(word), ' \t*:：').trim();
}

function skipLeading(text: string, chars: string): string {
  let i = 0;
  while (i < text.length && chars.includes(text[i] as string)) i++;
  return text.slice(i);
}
