// One `### TASK-…` block → a Task. Field lines may carry nested bullets (modification points,
// dependencies, criteria); anything unreadable becomes a diagnostic, never an exception.
import {
  backtickTokens,
  readDependsOn,
  readFieldLine,
  readLevel,
  readModificationPoint,
  readUnverifiedMarker,
  splitInlinePoints,
} from './fields.js';
import { clip, readAtxHeading, readIdHeading, splitTrailingTag } from '../shared/line-text.js';
import { labelKey, TASK_LABEL_INDEX, TASK_LABELS } from './labels.js';
import type { Diagnostic, Level, ModificationPoint, Task } from '../shared/model.js';
import { domainKey, formatTaskId, taskIdNumber } from '../shared/names.js';
import { isPathLike, normalizePath, splitPathLocation } from '../shared/paths.js';

export interface Line {
  text: string;
  /** 1-based. */
  number: number;
  start: number;
  end: number;
}

interface RawField {
  label: string;
  value: string;
  indent: number;
  line: number;
  items: { text: string; line: number }[];
}

export function readTaskBlock(lines: Line[], sectionDomain: string, diagnostics: Diagnostic[]): Task | null {
  const head = lines[0];
  if (!head) return null;
  const heading = readAtxHeading(head.text);
  const match = heading?.level === 3 ? readIdHeading(heading.text, 'TASK') : null;
  if (!match) {
    if (heading?.level === 3 && /^TASK\b/i.test(heading.text)) {
      diagnostics.push({
        severity: 'warning',
        code: 'unreadable-task-heading',
        message: `cannot read the task id in "${clip(heading.text)}"`,
        line: head.number,
      });
    }
    return null;
  }
  // The digits stay text: Number() would merge TASK-99999999999999999998 into TASK-99999999999999999999.
  const id = formatTaskId(match.digits);
  const num = taskIdNumber(id);
  const { title, tag } = splitTrailingTag(match.rest);
  const fields = collectFields(lines.slice(1));
  const task: Task = {
    id,
    num,
    title,
    domain: sectionDomain,
    tag,
    status: 'pending',
    complexity: null,
    conflictRisk: null,
    dependsOn: [],
    scope: '',
    modificationPoints: [],
    files: [],
    extras: {},
    line: head.number,
  };
  for (const field of fields) applyField(task, field, diagnostics);
  task.files = touchedFiles(task);
  if (tag !== null && domainKey(tag) === '') task.tag = null;
  return task;
}

function collectFields(lines: Line[]): RawField[] {
  const fields: RawField[] = [];
  // Wrapped lines are gathered in arrays and joined once: appending to a string and trimming it
  // again on every line would be quadratic in a note with thousands of continuation lines.
  const parts = new Map<object, string[]>();
  let current: RawField | null = null;
  for (const line of lines) {
    const field = readFieldLine(line.text);
    if (field && (current === null || field.indent <= current.indent)) {
      current = {
        label: field.label,
        value: field.value,
        indent: field.indent,
        line: line.number,
        items: [],
      };
      fields.push(current);
      continue;
    }
    if (!current) continue;
    const bullet = readBullet(line.text);
    const content = line.text.trim();
    if (bullet && bullet.indent > current.indent) {
      current.items.push({ text: bullet.text, line: line.number });
    } else if (content !== '' && line.text.trimStart().length < line.text.length) {
      // A wrapped continuation line belongs to the last item, or to the field's own value.
      const owner = current.items[current.items.length - 1] ?? current;
      const list = parts.get(owner);
      if (list) list.push(content);
      else parts.set(owner, [content]);
    } else if (content !== '') {
      current = null;
    }
  }
  for (const field of fields) {
    const own = parts.get(field);
    if (own) field.value = [field.value, ...own].filter((part) => part !== '').join(' ');
    for (const item of field.items) {
      const more = parts.get(item);
      if (more) item.text = [item.text, ...more].join(' ');
    }
  }
  return fields;
}

/** `  - text` / `  1. text` → indentation and text; null when the line is no list item. */
function readBullet(line: string): { indent: number; text: string } | null {
  const body = line.trimStart();
  const indent = line.length - body.length;
  let marker = 0;
  if (body[0] === '-' || body[0] === '*' || body[0] === '+') marker = 1;
  else {
    while (marker < body.length && body.charCodeAt(marker) >= 48 && body.charCodeAt(marker) <= 57) marker++;
    if (marker === 0 || (body[marker] !== '.' && body[marker] !== ')')) return null;
    marker++;
  }
  const text = body.slice(marker);
  const trimmed = text.trimStart();
  if (text === '' || trimmed.length === text.length) return null;
  return { indent, text: trimmed.trimEnd() };
}

function applyField(task: Task, field: RawField, diagnostics: Diagnostic[]): void {
  const kind = TASK_LABEL_INDEX.get(labelKey(field.label));
  const itemText = field.items.map((item) => item.text);
  switch (kind) {
    case 'status':
      task.status = field.value || itemText.join(' ') || 'pending';
      return;
    case 'complexity':
    case 'conflictRisk': {
      const level = readLevelField(field, diagnostics);
      if (kind === 'complexity') task.complexity = level;
      else task.conflictRisk = level;
      return;
    }
    case 'dependsOn': {
      const source = field.value !== '' ? field.value : itemText.join(', ');
      task.dependsOn = readDependsOn(source).ids.filter((id) => id !== undefined);
      return;
    }
    case 'scope':
      task.scope = [field.value, ...itemText].filter((part) => part !== '').join(' ');
      return;
    case 'modificationPoints': {
      const inline = field.value === '' ? [] : splitInlinePoints(field.value).map((text) => ({ text, line: field.line }));
      for (const item of [...inline, ...field.items]) {
        const point = toModificationPoint(item.text, item.line, diagnostics);
        if (point) task.modificationPoints.push(point);
      }
      return;
    }
    default: {
      const label = kind ? TASK_LABELS[kind].en : field.label;
      const value = [field.value, ...itemText.map((text) => `- ${text}`)].filter((part) => part !== '').join('\n');
      task.extras[label] = value;
    }
  }
}

function readLevelField(field: RawField, diagnostics: Diagnostic[]): Level | null {
  const value = field.value || field.items[0]?.text || '';
  const { level } = readLevel(value);
  if (level === null && value !== '') {
    diagnostics.push({
      severity: 'warning',
      code: 'unreadable-value',
      message: `${field.label}: "${value.slice(0, 60)}" is not Low, Medium or High`,
      line: field.line,
    });
  }
  return level;
}

function toModificationPoint(text: string, line: number, diagnostics: Diagnostic[]): ModificationPoint | null {
  const raw = readModificationPoint(text);
  if (!raw) return null;
  if (raw.token === null) return { file: null, location: '', change: raw.change, line };
  const { change, unverified } = readUnverifiedMarker(raw.change);
  const { path, location } = splitPathLocation(raw.token);
  const normalized = normalizePath(path);
  if (!normalized.ok) {
    diagnostics.push({
      severity: 'warning',
      code: 'bad-path',
      message: `modification point: ${normalized.reason}`,
      line,
    });
    return { file: null, location: '', change: text, line };
  }
  return { file: normalized.path, location, change, line, ...(unverified !== undefined ? { unverified } : {}) };
}

function touchedFiles(task: Task): string[] {
  const files = new Set<string>();
  for (const point of task.modificationPoints) if (point.file) files.add(point.file);
  for (const token of backtickTokens(task.scope)) {
    if (!isPathLike(token)) continue;
    const normalized = normalizePath(splitPathLocation(token).path);
    if (normalized.ok) files.add(normalized.path);
  }
  return [...files].sort();
}
