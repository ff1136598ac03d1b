// One `### TASK-…` block → a Task. Field lines may carry nested bullets (modification points,
// dependencies, criteria); anything unreadable becomes a diagnostic, never an exception.
import { backtickTokens, readDependsOn, readFieldLine, readLevel, readModificationPoint, splitInlinePoints } from './fields.js';
import { labelKey, TASK_LABEL_INDEX, TASK_LABELS } from './labels.js';
import type { Diagnostic, Level, ModificationPoint, Task } from './model.js';
import { domainKey, formatTaskId } from './names.js';
import { isPathLike, normalizePath, splitPathLocation } from './paths.js';

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

const TASK_HEADING = /^#{3}[ \t]+TASK-(\d+)[ \t]*[:：.\-–—]?[ \t]*(.*?)[ \t]*#*[ \t]*$/i;
const BULLET = /^(\s*)(?:[-*+]|\d+[.)])\s+(.*)$/;

export function readTaskBlock(lines: Line[], sectionDomain: string, diagnostics: Diagnostic[]): Task | null {
  const head = lines[0];
  if (!head) return null;
  const match = TASK_HEADING.exec(head.text);
  if (!match) {
    if (/^#{3}[ \t]+TASK\b/i.test(head.text)) {
      diagnostics.push({
        severity: 'warning',
        code: 'unreadable-task-heading',
        message: `cannot read the task id in "${head.text.trim()}"`,
        line: head.number,
      });
    }
    return null;
  }
  const num = Number(match[1]);
  let title = (match[2] ?? '').trim();
  let tag: string | null = null;
  const tagMatch = /^(.*?)\s*\[([^\]]+)\]$/.exec(title);
  if (tagMatch) {
    title = (tagMatch[1] ?? '').trim();
    tag = (tagMatch[2] ?? '').trim();
  }
  const fields = collectFields(lines.slice(1));
  const task: Task = {
    id: formatTaskId(num),
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
    const bullet = BULLET.exec(line.text);
    if (bullet && (bullet[1] ?? '').length > current.indent) {
      current.items.push({ text: (bullet[2] ?? '').trim(), line: line.number });
    } else if (line.text.trim() !== '' && /^\s+\S/.test(line.text)) {
      // A wrapped continuation line belongs to the last item, or to the field's own value.
      const last = current.items[current.items.length - 1];
      if (last) last.text = `${last.text} ${line.text.trim()}`;
      else current.value = `${current.value} ${line.text.trim()}`.trim();
    } else if (line.text.trim() !== '') {
      current = null;
    }
  }
  return fields;
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
  return { file: normalized.path, location, change: raw.change, line };
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
