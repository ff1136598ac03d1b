// Heading and field vocabularies of both locales. Read always in both; written per locale.

export const SECTION_HEADINGS = {
  understanding: { en: 'Requirement Understanding', zh: '需求理解' },
  taskPool: { en: 'Task Pool', zh: '任务池' },
  dependencies: { en: 'Dependencies', zh: '依赖关系' },
  conflicts: { en: 'Conflicts', zh: '冲突标记' },
  evidence: { en: 'Context Evidence', zh: '上下文证据' },
} as const;

export type TaskField =
  'status' | 'complexity' | 'dependsOn' | 'scope' | 'modificationPoints' | 'conflictRisk' | 'effort' | 'convergence' | 'description';

export const TASK_LABELS: Record<TaskField, { en: string; zh: string; aliases: string[] }> = {
  status: { en: 'Status', zh: '状态', aliases: [] },
  complexity: { en: 'Complexity', zh: '复杂度', aliases: [] },
  dependsOn: {
    en: 'Depends on',
    zh: '依赖',
    aliases: ['dependencies', 'dependency', 'depends', 'depends_on', '依赖关系', '前置依赖'],
  },
  scope: { en: 'Scope', zh: '范围', aliases: ['修改范围'] },
  modificationPoints: {
    en: 'Modification points',
    zh: '修改点',
    aliases: ['modification point', 'modifications', 'modification_points'],
  },
  conflictRisk: { en: 'Conflict risk', zh: '冲突风险', aliases: ['conflict_risk', 'risk'] },
  effort: { en: 'Effort', zh: '工作量', aliases: ['estimated effort', 'estimated_effort'] },
  convergence: {
    en: 'Convergence criteria',
    zh: '收敛标准',
    aliases: ['convergence', 'acceptance criteria', '验收标准'],
  },
  description: { en: 'Description', zh: '描述', aliases: ['说明'] },
};

export type ConflictField = 'severity' | 'type' | 'tasks' | 'domains' | 'details' | 'resolution' | 'decision';

export const CONFLICT_LABELS: Record<ConflictField, { en: string; zh: string; aliases: string[] }> = {
  severity: { en: 'Severity', zh: '严重程度', aliases: [] },
  type: { en: 'Type', zh: '类型', aliases: [] },
  tasks: { en: 'Tasks', zh: '涉及任务', aliases: ['tasks involved'] },
  domains: { en: 'Domains', zh: '涉及领域', aliases: ['涉及agent', 'domains involved', 'agents'] },
  details: { en: 'Details', zh: '问题详情', aliases: ['description'] },
  resolution: { en: 'Suggested resolution', zh: '建议解决方案', aliases: ['resolution'] },
  decision: { en: 'Decision', zh: '决策状态', aliases: [] },
};

export const NO_CONFLICTS = { en: '✅ No conflicts detected', zh: '✅ 无冲突检测到' } as const;
export const DECISION_WORDS = {
  open: { en: 'open', zh: '待解决' },
  resolved: { en: 'resolved', zh: '已解决' },
} as const;

/** Lower-cased, spaces and underscores folded, so labels match case-insensitively. */
export function labelKey(label: string): string {
  return label
    .trim()
    .toLowerCase()
    .replace(/[\s_]+/g, ' ');
}

function buildIndex<K extends string>(table: Record<K, { en: string; zh: string; aliases: string[] }>): Map<string, K> {
  const index = new Map<string, K>();
  for (const [field, names] of Object.entries(table) as [K, { en: string; zh: string; aliases: string[] }][]) {
    for (const name of [names.en, names.zh, ...names.aliases]) index.set(labelKey(name), field);
  }
  return index;
}

export const TASK_LABEL_INDEX = buildIndex(TASK_LABELS);
export const CONFLICT_LABEL_INDEX = buildIndex(CONFLICT_LABELS);

// Marker lines around the part of the Dependencies and Conflicts sections the engine writes.
export type GeneratedKind = 'dependencies' | 'conflicts';
export const generatedBegin = (kind: GeneratedKind) => `<!-- cplan:generated ${kind} -->`;
export const generatedEnd = (kind: GeneratedKind) => `<!-- /cplan:generated ${kind} -->`;

/** The hidden line that ends a generated conflict block and carries its fingerprint. */
export const conflictMarker = (fingerprint: string) => `<!-- cplan:conflict fingerprint=${fingerprint} -->`;
const CONFLICT_MARKER = /<!--\s*cplan:conflict\s+fingerprint=([A-Za-z0-9_-]+)\s*-->/;

/** The fingerprint of a conflict marker line (as written by hand too: spaces may vary), else undefined. */
export function readConflictMarker(line: string): string | undefined {
  return CONFLICT_MARKER.exec(line)?.[1];
}

/**
 * How to read an arrow, the same in the Dependencies section and the plan's graph: in execution
 * order, from the task that comes first to the task that depends on it.
 */
export const ARROW_MEANING = {
  en: 'Arrows read "comes before": `A → B` means B depends on A.',
  zh: '箭头表示“先于”：`A → B` 即 B 依赖 A。',
} as const;
/** The same, as notes written before it named two tasks a plan seldom has, so a re-check still knows the line. */
export const OLD_ARROW_MEANING = {
  en: 'Arrows read "comes before": `TASK-001 → TASK-101` means TASK-101 depends on TASK-001.',
  zh: '箭头表示“先于”：`TASK-001 → TASK-101` 即 TASK-101 依赖 TASK-001。',
} as const;
