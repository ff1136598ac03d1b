// One `### CONFLICT-…` block in the conflict section → a ConflictBlock with its decision.
import { readFieldLine } from './fields.js';
import { readAtxHeading, readIdHeading } from '../shared/line-text.js';
import { CONFLICT_LABEL_INDEX, labelKey, readConflictMarker } from './labels.js';
import type { ConflictBlock } from '../shared/model.js';
import { canonicalTaskId } from '../shared/names.js';
import type { Line } from './parse-task.js';

export function readConflictBlock(lines: Line[], text: string): ConflictBlock | null {
  const head = lines[0];
  const last = lines[lines.length - 1];
  if (!head || !last) return null;
  const heading = readAtxHeading(head.text);
  const match = heading?.level === 3 ? readIdHeading(heading.text, 'CONFLICT') : null;
  if (!match) return null;
  const block: ConflictBlock = {
    id: `CONFLICT-${match.digits}`,
    title: match.rest,
    severity: '',
    type: '',
    tasks: [],
    domains: [],
    details: '',
    suggestedResolution: '',
    decision: 'open',
    decisionNote: null,
    fingerprint: null,
    line: head.number,
    raw: text.slice(head.start, last.end),
  };
  for (const line of lines.slice(1)) {
    const fingerprint = readConflictMarker(line.text);
    if (fingerprint) {
      block.fingerprint = fingerprint;
      continue;
    }
    const field = readFieldLine(line.text);
    if (!field) continue;
    switch (CONFLICT_LABEL_INDEX.get(labelKey(field.label))) {
      case 'severity':
        block.severity = normalizeSeverity(field.value);
        break;
      case 'type':
        block.type = field.value.replace(/`/g, '').trim();
        break;
      case 'tasks':
        block.tasks = Array.from(field.value.matchAll(/TASK-\d+/gi), (m) => canonicalTaskId(m[0]) ?? m[0]);
        break;
      case 'domains':
        block.domains = field.value
          .split(/[,，、]/)
          .map((part) => part.trim())
          .filter((part) => part !== '');
        break;
      case 'details':
        block.details = field.value;
        break;
      case 'resolution':
        block.suggestedResolution = field.value;
        break;
      case 'decision': {
        const decision = readCheckbox(field.value);
        if (decision) {
          block.decision = decision.checked ? 'resolved' : 'open';
          const note = decision.rest
            .replace(/^(open|resolved|待解决|已解决)\s*/i, '')
            .replace(/^[-–—:：]\s*/, '')
            .trim();
          block.decisionNote = note === '' ? null : note;
        } else if (/^(resolved|已解决)/i.test(field.value)) {
          block.decision = 'resolved';
        }
        break;
      }
      default:
        break;
    }
  }
  return block;
}

export function normalizeSeverity(value: string): string {
  const text = value.trim().toLowerCase();
  if (/^(critical|严重|致命)/.test(text)) return 'critical';
  if (/^(high|高)/.test(text)) return 'high';
  if (/^(medium|med|中)/.test(text)) return 'medium';
  if (/^(low|低)/.test(text)) return 'low';
  return text;
}

/** `[x] note` / `[ ] note` (also ✓ ✔ X) → checked and the note; null when the value has no box. */
function readCheckbox(value: string): { checked: boolean; rest: string } | null {
  if (value[0] !== '[' || value[2] !== ']' || !' xX✓✔'.includes(value[1] ?? '')) return null;
  return { checked: value[1] !== ' ', rest: value.slice(3).trimStart() };
}
