// plan.md (spec §7) and its summary part for the PR body. Text from the note is untrusted:
// HTML is stripped, @mentions cannot ping, table cells cannot break the table.
import { renderMermaid } from './mermaid.js';
import type { Conflict, PlanNote, UsageTotals } from './model.js';
import type { Waves } from './waves.js';

export interface PlanMdInput {
  note: PlanNote;
  conflicts: Conflict[];
  waves: Waves;
  usage?: {
    total: UsageTotals;
    agents?: { agent: string; input_tokens: number; output_tokens: number; cost_usd: number }[];
  };
  provider?: string | undefined;
  generatedAt: string;
  repo?: string;
  issue?: number;
}

const L = {
  en: {
    title: 'Implementation plan',
    session: 'Session',
    requirement: 'Requirement',
    created: 'Created',
    complexity: 'Complexity',
    domains: 'Domains',
    revision: 'Revision',
    understanding: 'Requirement understanding',
    domainTable: 'Domains',
    domainHead: '| Domain | Description | ID range | Tasks | Effort | Status |',
    overview: 'Task overview',
    taskHead: '| ID | Title | Complexity | Depends on | Files |',
    waves: 'Execution waves',
    wave: 'Wave',
    blocked: 'Blocked (on or behind a dependency cycle)',
    conflicts: 'Conflict report',
    noConflicts: '✅ No conflicts detected.',
    conflictHead: '| ID | Severity | Type | Tasks | Location | Decision |',
    graph: 'Dependency graph',
    usage: 'Usage',
    notRecorded: 'Not recorded.',
    next: 'Next steps',
    offline:
      '> ℹ️ This plan came from the offline heuristic provider (no model was called): it is grounded in file names and text search, and shallow. Plan again with an Anthropic API key for a deeper plan.',
    steps: [
      'Review the tasks and resolve each conflict in `plan-note.md`: change the plan, or tick its box (`[x] resolved – why`).',
      'Run `cplan check plan-note.md` (or push to the plan PR) to re-check the conflicts.',
      'Comment `/plan issues` to turn the accepted plan into one issue per task.',
    ],
  },
  zh: {
    title: '实施计划',
    session: '会话',
    requirement: '需求',
    created: '创建时间',
    complexity: '复杂度',
    domains: '领域',
    revision: '修订',
    understanding: '需求理解',
    domainTable: '领域',
    domainHead: '| 领域 | 描述 | ID 范围 | 任务数 | 工作量 | 状态 |',
    overview: '任务概览',
    taskHead: '| ID | 标题 | 复杂度 | 依赖 | 文件 |',
    waves: '执行波次',
    wave: '波次',
    blocked: '阻塞（位于依赖环上或依赖环之后）',
    conflicts: '冲突报告',
    noConflicts: '✅ 无冲突检测到。',
    conflictHead: '| ID | 严重程度 | 类型 | 涉及任务 | 位置 | 决策 |',
    graph: '依赖图',
    usage: '使用量',
    notRecorded: '未记录。',
    next: '下一步',
    offline:
      '> ℹ️ 此计划由离线启发式提供者生成（未调用模型），仅基于文件名与文本搜索，较为粗浅。配置 Anthropic API 密钥后重新规划可获得更深入的计划。',
    steps: [
      '审阅任务，并在 `plan-note.md` 中解决每个冲突：修改计划，或勾选其决策框（`[x] 已解决 – 原因`）。',
      '运行 `cplan check plan-note.md`（或推送到计划 PR）重新检测冲突。',
      '评论 `/plan issues` 将确认后的计划拆分为每个任务一个 issue。',
    ],
  },
};

/** Untrusted text for Markdown: no raw HTML, no pings. */
export function mdText(text: string): string {
  return String(text ?? '')
    .replace(/<!--[\s\S]*?-->/g, '')
    .replace(/<\/?[A-Za-z][^>]*>/g, '')
    .replace(/(^|[^\w`])@([A-Za-z0-9][\w-]*)/g, '$1@\u200b$2');
}

function cell(text: string, max = 120): string {
  const one = mdText(text).replace(/\s+/g, ' ').trim().replace(/\|/g, '\\|');
  return one.length > max ? `${one.slice(0, max - 1)}…` : one || '—';
}

function field(note: PlanNote, key: string): string {
  const value = note.frontmatter[key];
  return value === undefined || value === null ? '—' : String(value);
}

function header(input: PlanMdInput, l: (typeof L)['en']): string[] {
  const { note } = input;
  const out = [
    `# ${l.title}: ${cell(field(note, 'original_requirement').split('\n')[0] ?? '', 100)}`,
    '',
    `- **${l.session}**: \`${cell(note.sessionId ?? '—', 80)}\``,
    `- **${l.requirement}**: ${cell(field(note, 'original_requirement'), 500)}`,
    `- **${l.created}**: ${cell(field(note, 'created_at'))}`,
    `- **${l.complexity}**: ${cell(field(note, 'complexity'))}`,
    `- **${l.domains}**: ${note.domains.map((d) => d.slug).join(', ') || '—'}`,
    `- **${l.revision}**: ${cell(field(note, 'revision'))}`,
  ];
  if (input.repo || input.issue)
    out.push(`- **Source**: ${[input.repo, input.issue ? `#${input.issue}` : ''].filter(Boolean).join(' ')}`);
  if (input.provider === 'offline') out.push('', l.offline);
  return out;
}

function domainTable(input: PlanMdInput, l: (typeof L)['en']): string[] {
  const { note } = input;
  const rows = note.domains.map((d) => {
    const tasks = note.tasks.filter((t) => t.domain === d.slug);
    const efforts = tasks.map((t) => t.extras.Effort).filter((e): e is string => Boolean(e));
    const effort = ['High', 'Medium', 'Low'].find((level) => efforts.some((e) => e.startsWith(level))) ?? '—';
    const range = d.range ? `${d.range[0]}–${d.range[1]}` : '—';
    const state = d.state === 'failed' ? `failed: ${d.failure ?? ''}` : d.state;
    return `| ${cell(d.title, 40)} | ${cell(d.description, 160)} | ${range} | ${tasks.length} | ${effort} | ${cell(state, 80)} |`;
  });
  return [`## ${l.domainTable}`, '', l.domainHead, '|---|---|---|---|---|---|', ...rows];
}

function conflictCounts(conflicts: Conflict[]): string {
  const open = conflicts.filter((c) => c.decision === 'open');
  const count = (s: string) => open.filter((c) => c.severity === s).length;
  return `${open.length} open (${count('critical')} critical · ${count('high')} high · ${count('medium')} medium), ${conflicts.length - open.length} resolved`;
}

function conflictReport(input: PlanMdInput, l: (typeof L)['en']): string[] {
  if (input.conflicts.length === 0) return [`## ${l.conflicts}`, '', l.noConflicts];
  const rows = input.conflicts.map(
    (c) =>
      `| ${c.id} | ${c.severity} | \`${c.type}\` | ${c.tasks_involved.join(', ')} | ${cell(c.location, 80)} | ${c.decision === 'resolved' ? '✅ resolved' : '⬜ open'} |`,
  );
  return [
    `## ${l.conflicts}`,
    '',
    conflictCounts(input.conflicts),
    '',
    l.conflictHead,
    '|---|---|---|---|---|---|',
    ...rows,
  ];
}

function wavesList(input: PlanMdInput, l: (typeof L)['en']): string[] {
  const out = [`## ${l.waves}`, ''];
  for (const [i, ids] of input.waves.waves.entries())
    out.push(`${i + 1}. ${l.wave} ${i + 1}: ${ids.join(', ')}`);
  if (input.waves.waves.length === 0) out.push('—');
  if (input.waves.blocked.length > 0) out.push('', `- **${l.blocked}**: ${input.waves.blocked.join(', ')}`);
  return out;
}

export function renderPlanMd(input: PlanMdInput): string {
  const { note } = input;
  const l = L[note.locale];
  const understanding = note.sections.find((s) => s.kind === 'understanding');
  const body = understanding
    ? mdText(note.text.slice(understanding.bodyStart, understanding.end).trim())
    : '—';
  const out = [
    ...header(input, l),
    '',
    `## ${l.understanding}`,
    '',
    body,
    '',
    ...domainTable(input, l),
    '',
    `## ${l.overview}`,
  ];
  for (const d of note.domains) {
    const tasks = note.tasks.filter((t) => t.domain === d.slug);
    out.push('', `### ${cell(d.title, 60)}`, '');
    if (tasks.length === 0) {
      out.push(d.state === 'failed' ? `❌ ${cell(d.failure ?? 'failed', 300)}` : '—');
      continue;
    }
    out.push(l.taskHead, '|---|---|---|---|---|');
    for (const t of tasks) {
      const files = t.files.map((f) => `\`${f.replace(/`/g, "'")}\``).join(', ');
      out.push(
        `| ${t.id} | ${cell(t.title)} | ${t.complexity ?? '—'} | ${t.dependsOn.join(', ') || '—'} | ${files.replace(/\|/g, '\\|') || '—'} |`,
      );
    }
  }
  out.push(
    '',
    ...wavesList(input, l),
    '',
    ...conflictReport(input, l),
    '',
    `## ${l.graph}`,
    '',
    renderMermaid(note, input.conflicts),
    '',
    `## ${l.usage}`,
    '',
  );
  const usage = input.usage?.total;
  if (usage) {
    out.push(
      `- Input tokens: ${usage.input_tokens} (cache write ${usage.cache_creation_input_tokens}, cache read ${usage.cache_read_input_tokens})`,
      `- Output tokens: ${usage.output_tokens}`,
      `- Cost: $${usage.cost_usd.toFixed(4)}`,
    );
    for (const a of input.usage?.agents ?? [])
      out.push(
        `  - ${cell(a.agent, 60)}: ${a.input_tokens} in / ${a.output_tokens} out, $${a.cost_usd.toFixed(4)}`,
      );
  } else out.push(l.notRecorded);
  out.push('', `## ${l.next}`, '', ...l.steps.map((s, i) => `${i + 1}. ${s}`), '');
  return out.join('\n');
}

/** The summary part of plan.md for a PR body: header, domains, waves and conflict counts. */
export function renderPlanSummary(input: PlanMdInput, options: { maxChars?: number } = {}): string {
  const max = options.maxChars ?? 60_000;
  const l = L[input.note.locale];
  const text = [
    ...header(input, l),
    '',
    ...domainTable(input, l),
    '',
    ...wavesList(input, l),
    '',
    `## ${l.conflicts}`,
    '',
    input.conflicts.length === 0 ? l.noConflicts : conflictCounts(input.conflicts),
  ].join('\n');
  if (text.length <= max) return text;
  const note = '\n\n… (cut: the full plan is in plan.md)';
  return text.slice(0, max - note.length).replace(/\n[^\n]*$/, '') + note;
}
