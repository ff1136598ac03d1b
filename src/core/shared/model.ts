// The plan-note model: what `parsePlanNote` returns and every other core module reads.
// Field names follow the plan-note format (docs/plan-note-format.md); JSON views (check --json, conflicts.json) are built from these.

export type Level = 'Low' | 'Medium' | 'High';
export type Locale = 'en' | 'zh';
export type ConflictType = 'dependency_cycle' | 'missing_dependency' | 'file_conflict' | 'strategy_conflict';
export type ConflictSeverity = 'critical' | 'high' | 'medium';
export type DiagnosticSeverity = 'error' | 'warning' | 'info';
export type Decision = 'open' | 'resolved';

export interface Diagnostic {
  severity: DiagnosticSeverity;
  /** Stable machine code, e.g. "duplicate-task-id". */
  code: string;
  message: string;
  /** 1-based line in the plan note; 0 when the finding concerns the whole file. */
  line: number;
}

export interface ModificationPoint {
  /** Normalised relative path, or null for a plain-text note with no file. */
  file: string | null;
  /** Symbol or place in the file; "*" = the whole file; "" for notes. */
  location: string;
  change: string;
  line: number;
  /**
   * Set when the point carries an `(unverified: reason)` marker: the planner could not ground it in
   * the repository (no such file, no such symbol, …). The marker is not part of `change`.
   */
  unverified?: string;
}

export interface Task {
  /** Canonical id, at least three digits: "TASK-001". */
  id: string;
  /**
   * The id's number when it is a safe integer (at most 15 digits), else null. Ids are exact only as
   * text: order them with `compareTaskIds` and compare digits (names.ts), never by `num`.
   */
  num: number | null;
  title: string;
  /** Slug of the task pool section the task sits in (or of its tag when outside any pool). */
  domain: string;
  /** The `[domain]` tag as written in the heading, if any. */
  tag: string | null;
  status: string;
  complexity: Level | null;
  conflictRisk: Level | null;
  /** Canonical ids; empty when the value starts with a "none" word. */
  dependsOn: string[];
  scope: string;
  modificationPoints: ModificationPoint[];
  /** Normalised files touched: modification points ∪ path-like scope tokens, sorted, unique. */
  files: string[];
  /** Fields the parser does not know, by label as written (e.g. "Effort", "Convergence criteria"). */
  extras: Record<string, string>;
  /** 1-based line of the `### TASK-…` heading. */
  line: number;
}

export type SectionKind = 'understanding' | 'task-pool' | 'dependencies' | 'conflicts' | 'evidence' | 'other';

export interface Section {
  kind: SectionKind;
  /** Domain slug for task-pool and evidence sections. */
  domain: string | null;
  heading: string;
  /** 1-based line of the `## ` heading. */
  line: number;
  /** Character offsets: [start of heading, end of section) and start of the body (after the heading line). */
  start: number;
  bodyStart: number;
  end: number;
}

export interface Domain {
  slug: string;
  title: string;
  /** Inclusive numeric id range, or null when the frontmatter gives none. */
  range: [number, number] | null;
  /** From object-form `sub_domains`, or the `> ` intro line of the domain's task pool. */
  description: string;
  /** empty: no tasks yet; planned: has tasks; failed: the pool carries a failure mark. */
  state: 'empty' | 'planned' | 'failed';
  /** The failure mark's reason when state is failed. */
  failure: string | null;
}

export interface ConflictBlock {
  id: string;
  title: string;
  severity: string;
  type: string;
  tasks: string[];
  domains: string[];
  details: string;
  suggestedResolution: string;
  decision: Decision;
  decisionNote: string | null;
  fingerprint: string | null;
  line: number;
  /** The block's exact text, so hand-written blocks are kept as they are. */
  raw: string;
}

export interface PlanNote {
  /** The exact text parsed; `toString()` of an unedited note returns it. */
  readonly text: string;
  frontmatter: Record<string, unknown>;
  /** Offsets of the frontmatter block including its `---` fences, or null when absent. */
  frontmatterRange: { start: number; end: number } | null;
  sessionId: string | null;
  locale: Locale;
  domains: Domain[];
  sections: Section[];
  tasks: Task[];
  conflictBlocks: ConflictBlock[];
  diagnostics: Diagnostic[];
  /** The marker of a code fence left open at the end of the text (it swallows anything appended), else undefined. */
  openFence?: string;
  /** Returns `text`: an unedited parse gives back its input byte for byte. */
  toString(): string;
}

export interface Conflict {
  id: string;
  type: ConflictType;
  severity: ConflictSeverity;
  tasks_involved: string[];
  domains_involved: string[];
  location: string;
  description: string;
  suggested_resolution: string;
  decision: Decision;
  decision_note: string | null;
  fingerprint: string;
}

/** The data a task pool is written from (task format). */
export interface TaskDraft {
  id: string;
  title: string;
  domain: string;
  status?: string;
  complexity: Level;
  dependsOn: string[];
  scope: string;
  modificationPoints: { file: string | null; location: string; change: string; unverified?: string }[];
  conflictRisk: Level;
  effort?: Level;
  description?: string;
  convergenceCriteria?: string[];
}

export interface EvidenceDraft {
  relevantFiles: { path: string; rationale: string; role: string }[];
  existingPatterns: string[];
  constraints: string[];
}

export interface DependencyEdge {
  from: string;
  to: string;
  /** true when the two tasks sit in different domains. */
  crossDomain: boolean;
}
