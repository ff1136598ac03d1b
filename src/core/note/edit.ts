// Edits by splicing the original text: only the edited range changes, everything else
// stays byte-identical, and the result is re-parsed so every line number is right afterwards.
import YAML from 'yaml';
import { type GeneratedKind, generatedBegin, generatedEnd, SECTION_HEADINGS } from './labels.js';
import type { PlanNote, Section, SectionKind } from '../shared/model.js';
import { domainTitle } from '../shared/names.js';
import { parsePlanNote } from './parse.js';

function splice(text: string, start: number, end: number, insert: string): string {
  return text.slice(0, start) + insert + text.slice(end);
}

/** Sets (or, with `undefined`, deletes) frontmatter keys, keeping comments and the other keys. */
export function setFrontmatter(note: PlanNote, fields: Record<string, unknown>): PlanNote {
  const range = note.frontmatterRange;
  const text = note.text;
  let yamlText = '';
  if (range) {
    const inner = text.slice(range.start, range.end);
    yamlText = inner.replace(/^\uFEFF?---[ \t]*\r?\n/, '').replace(/(?:---|\.\.\.)[ \t]*(?:\r?\n)?$/, '');
  }
  const doc = YAML.parseDocument(yamlText);
  if (doc.errors.length > 0 || (doc.contents !== null && !YAML.isMap(doc.contents))) {
    // An unreadable block is replaced rather than patched: the keys we set must be readable.
    const fresh = new YAML.Document({});
    return rewriteFrontmatter(note, fresh, fields);
  }
  if (doc.contents === null) return rewriteFrontmatter(note, new YAML.Document({}), fields);
  return rewriteFrontmatter(note, doc, fields);
}

function rewriteFrontmatter(note: PlanNote, doc: YAML.Document, fields: Record<string, unknown>): PlanNote {
  for (const [key, value] of Object.entries(fields)) {
    if (value === undefined) doc.delete(key);
    else doc.set(key, value);
  }
  const body = doc.toString({ lineWidth: 0, flowCollectionPadding: false });
  const range = note.frontmatterRange;
  const newline = note.text.includes('\r\n') ? '\r\n' : '\n';
  const block = `---${newline}${newline === '\n' ? body : body.replace(/\n/g, '\r\n')}---${newline}`;
  if (range) return parsePlanNote(splice(note.text, range.start, range.end, block));
  return parsePlanNote(`${block}${newline}${note.text}`);
}

export interface SectionTarget {
  kind: Exclude<SectionKind, 'other'>;
  /** Domain slug for task-pool and evidence. */
  domain?: string;
}

function findSection(note: PlanNote, target: SectionTarget): Section | undefined {
  return note.sections.find((s) => s.kind === target.kind && (target.domain === undefined || s.domain === target.domain));
}

// Canonical order of the sections, used to place a missing section where it belongs.
function rank(note: PlanNote, kind: SectionKind, domain: string | null): number {
  const index = Math.max(
    0,
    note.domains.findIndex((d) => d.slug === domain),
  );
  switch (kind) {
    case 'understanding':
      return 0;
    case 'task-pool':
      return 1 + index / 1000;
    case 'dependencies':
      return 2;
    case 'conflicts':
      return 3;
    case 'evidence':
      return 4 + index / 1000;
    default:
      return -1;
  }
}

function headingFor(note: PlanNote, target: SectionTarget): string {
  const locale = note.locale;
  const title = note.domains.find((d) => d.slug === target.domain)?.title ?? domainTitle(target.domain ?? '');
  switch (target.kind) {
    case 'understanding':
      return `## ${SECTION_HEADINGS.understanding[locale]}`;
    case 'task-pool':
      return `## ${SECTION_HEADINGS.taskPool[locale]} - ${title}`;
    case 'dependencies':
      return `## ${SECTION_HEADINGS.dependencies[locale]}`;
    case 'conflicts':
      return `## ${SECTION_HEADINGS.conflicts[locale]}`;
    case 'evidence':
      return `## ${SECTION_HEADINGS.evidence[locale]} - ${title}`;
  }
}

/**
 * Replaces one section's body (everything between its heading line and the next `#`/`##` heading).
 * A missing section is created at its place in the canonical order, never an error.
 */
export function replaceSection(note: PlanNote, target: SectionTarget, content: string): PlanNote {
  const text = note.text;
  const newline = text.includes('\r\n') ? '\r\n' : '\n';
  const body = content.trim().replace(/\r?\n/g, newline);
  const section = findSection(note, target);
  if (section) {
    const atEnd = section.end >= text.length;
    const replacement = `${newline}${body}${newline}${atEnd ? '' : newline}`;
    return parsePlanNote(splice(text, section.bodyStart, section.end, replacement));
  }
  const wanted = rank(note, target.kind, target.domain ?? null);
  const after = note.sections.find((s) => s.kind !== 'other' && rank(note, s.kind, s.domain) > wanted);
  const block = `${headingFor(note, target)}${newline}${newline}${body}${newline}`;
  if (after) return parsePlanNote(splice(text, after.start, after.start, `${block}${newline}`));
  const separator = text === '' || text.endsWith(`${newline}${newline}`) ? '' : text.endsWith(newline) ? newline : `${newline}${newline}`;
  // A code fence left open would swallow the new section (and every re-check would add another):
  // close it first, as a Markdown reader does at the end of the document anyway.
  const close = note.openFence === undefined ? '' : `${text.endsWith('\n') ? '' : newline}${note.openFence}${newline}${newline}`;
  return parsePlanNote(`${text}${close === '' ? separator : close}${block}`);
}

export const replaceTaskPool = (note: PlanNote, domain: string, content: string) =>
  replaceSection(note, { kind: 'task-pool', domain }, content);
export const replaceEvidence = (note: PlanNote, domain: string, content: string) =>
  replaceSection(note, { kind: 'evidence', domain }, content);
export const replaceConflicts = (note: PlanNote, content: string) => replaceSection(note, { kind: 'conflicts' }, content);
export const replaceDependencies = (note: PlanNote, content: string) => replaceSection(note, { kind: 'dependencies' }, content);

// Generated regions: the engine owns only what sits between these two marker lines of the
// Dependencies and Conflicts sections; everything a person (or another tool) wrote outside them
// stays byte-identical through every rewrite.

export interface BodyLine {
  text: string;
  /** 1-based line number in the note. */
  number: number;
  start: number;
  end: number;
}

export interface GeneratedRegion {
  /** Offsets of the content between the marker lines. */
  innerStart: number;
  innerEnd: number;
  /** Line numbers of the two marker lines. */
  beginLine: number;
  endLine: number;
}

/** The lines of a section's body with their offsets and line numbers (a linear scan). */
export function sectionBodyLines(note: PlanNote, section: Section): BodyLine[] {
  const lines: BodyLine[] = [];
  let start = section.bodyStart;
  let number = section.line + 1;
  while (start < section.end) {
    const newline = note.text.indexOf('\n', start);
    const end = newline < 0 || newline >= section.end ? section.end : newline + 1;
    let text = note.text.slice(start, newline < 0 || newline >= section.end ? section.end : newline);
    if (text.endsWith('\r')) text = text.slice(0, -1);
    lines.push({ text, number, start, end });
    start = end;
    number++;
  }
  return lines;
}

export function findGeneratedRegion(note: PlanNote, kind: GeneratedKind): GeneratedRegion | null {
  const section = findSection(note, { kind });
  if (!section) return null;
  let begin: BodyLine | null = null;
  for (const line of sectionBodyLines(note, section)) {
    const text = line.text.trim();
    if (begin === null && text === generatedBegin(kind)) begin = line;
    else if (begin !== null && text === generatedEnd(kind)) {
      return { innerStart: begin.end, innerEnd: line.start, beginLine: begin.number, endLine: line.number };
    }
  }
  return null;
}

/**
 * Replaces the generated region of a section with `content`. A section without markers (written by
 * an older version, another tool or a person) is upgraded: the region goes first and every body
 * line `keep` accepts stays below it, so nobody's prose is lost; a missing section is created.
 */
/**
 * The note's text with what a person typed inside a generated region (lines the generator did not
 * write and `keep` accepts) moved just below the region's end marker, so rewriting the region never
 * deletes it. Offsets before the end marker are unchanged.
 */
function keepTypedText(
  note: PlanNote,
  kind: GeneratedKind,
  region: GeneratedRegion,
  body: string,
  keep: (line: BodyLine) => boolean,
  newline: string,
): string {
  const section = findSection(note, { kind });
  if (!section) return note.text;
  const produced = new Set(body.split(/\r?\n/).map((l) => l.trim()));
  const lines = sectionBodyLines(note, section);
  const typed = lines.filter(
    (l) => l.number > region.beginLine && l.number < region.endLine && l.text.trim() !== '' && !produced.has(l.text.trim()) && keep(l),
  );
  const end = lines.find((l) => l.number === region.endLine);
  if (typed.length === 0 || !end) return note.text;
  const lead = note.text.slice(end.start, end.end).endsWith('\n') ? newline : `${newline}${newline}`;
  return splice(note.text, end.end, end.end, `${lead}${typed.map((l) => l.text).join(newline)}${newline}`);
}

export function replaceGenerated(note: PlanNote, kind: GeneratedKind, content: string, keep: (line: BodyLine) => boolean): PlanNote {
  const newline = note.text.includes('\r\n') ? '\r\n' : '\n';
  const body = content.trim();
  const region = findGeneratedRegion(note, kind);
  if (region) {
    const inner = body === '' ? '' : `${body.replace(/\r?\n/g, newline)}${newline}`;
    return parsePlanNote(splice(keepTypedText(note, kind, region, body, keep, newline), region.innerStart, region.innerEnd, inner));
  }
  const wrapped = `${generatedBegin(kind)}\n${body}${body === '' ? '' : '\n'}${generatedEnd(kind)}`;
  const section = findSection(note, { kind });
  if (!section) return replaceSection(note, { kind }, wrapped);
  const kept: string[] = [];
  for (const line of sectionBodyLines(note, section)) {
    const blank = line.text.trim() === '';
    if (blank ? kept.length > 0 && kept[kept.length - 1] !== '' : keep(line)) kept.push(blank ? '' : line.text);
  }
  while (kept[kept.length - 1] === '') kept.pop();
  return replaceSection(note, { kind }, kept.length > 0 ? `${wrapped}\n\n${kept.join('\n')}` : wrapped);
}
