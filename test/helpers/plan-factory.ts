// Hand-built PlanNote / Task / Conflict objects for renderer tests, so they do not depend on the
// parser: each test states exactly the model it renders.
import type { Conflict, Domain, Locale, ModificationPoint, PlanNote, Section, Task } from '../../src/core/shared/model.js';

export const taskId = (num: number) => `TASK-${String(num).padStart(3, '0')}`;

export function makeTask(num: number, overrides: Partial<Task> = {}): Task {
  return {
    id: taskId(num),
    num,
    title: `Task ${num}`,
    domain: 'backend-api',
    tag: null,
    status: 'pending',
    complexity: 'Medium',
    conflictRisk: 'Low',
    dependsOn: [],
    scope: '',
    modificationPoints: [],
    files: [],
    extras: {},
    line: 10 + num,
    ...overrides,
  };
}

/** A modification point of `file:location` (no location: the whole file). */
export const pointAt = (spec: string): ModificationPoint => {
  const [file, location = '*'] = spec.split(':');
  return { file: file as string, location, change: 'change it', line: 1 };
};

/** A task with modification points written `file:location` (and the files they name). */
export function taskAt(num: number, points: string[] = [], overrides: Partial<Task> = {}): Task {
  const modificationPoints = points.map(pointAt);
  const files = [...new Set(modificationPoints.map((p) => p.file as string))].sort();
  return makeTask(num, { modificationPoints, files, ...overrides });
}

export function makeDomain(slug: string, index: number, overrides: Partial<Domain> = {}): Domain {
  return {
    slug,
    title: slug
      .split('-')
      .map((p) => p.charAt(0).toUpperCase() + p.slice(1))
      .join(' '),
    range: [100 * index + 1, 100 * (index + 1)],
    description: '',
    state: 'planned',
    failure: null,
    ...overrides,
  };
}

export interface NoteOptions {
  tasks?: Task[];
  domains?: Domain[];
  frontmatter?: Record<string, unknown>;
  locale?: Locale;
  sessionId?: string | null;
  /** Body of the understanding section; no section when undefined. */
  understanding?: string;
}

export function makeNote(options: NoteOptions = {}): PlanNote {
  const locale = options.locale ?? 'en';
  const heading = locale === 'zh' ? '## 需求理解' : '## Requirement Understanding';
  let text = '---\nsession_id: test\n---\n';
  const sections: Section[] = [];
  if (options.understanding !== undefined) {
    const start = text.length;
    text += `${heading}\n`;
    const bodyStart = text.length;
    text += `${options.understanding}\n`;
    sections.push({
      kind: 'understanding',
      domain: null,
      heading,
      line: 4,
      start,
      bodyStart,
      end: text.length,
    });
    text += '\n## Dependencies\n\nNo dependencies\n';
  }
  return {
    text,
    frontmatter: options.frontmatter ?? {},
    frontmatterRange: { start: 0, end: 24 },
    sessionId: options.sessionId === undefined ? 'CPLAN-test-2026-11-22' : options.sessionId,
    locale,
    domains: options.domains ?? [],
    sections,
    tasks: options.tasks ?? [],
    conflictBlocks: [],
    diagnostics: [],
    toString: () => text,
  };
}

export function makeConflict(n: number, overrides: Partial<Conflict> = {}): Conflict {
  return {
    id: `CONFLICT-${String(n).padStart(3, '0')}`,
    type: 'file_conflict',
    severity: 'high',
    tasks_involved: [],
    domains_involved: [],
    location: '',
    description: '',
    suggested_resolution: '',
    decision: 'open',
    decision_note: null,
    fingerprint: `fp${n}`,
    ...overrides,
  };
}
