// Words of plan.md in both locales (spec §5: headings follow the session's locale) and the
// Markdown hygiene for untrusted text (spec §12: text the bot writes strips raw HTML, cannot
// ping anyone, and cannot break the table it sits in).

import { escapePipes } from './line-text.js';

export const PLAN_MD_WORDS = {
  en: {
    title: 'Implementation plan',
    titleSeparator: ': ',
    session: 'Session',
    requirement: 'Requirement',
    created: 'Created',
    complexity: 'Complexity',
    domains: 'Domains',
    revision: 'Revision',
    source: 'Source',
    generated: 'Generated',
    understanding: 'Requirement understanding',
    domainHead: ['Domain', 'Description', 'ID range', 'Tasks', 'Effort', 'Status'],
    overview: 'Task overview',
    taskHead: ['ID', 'Title', 'Complexity', 'Depends on', 'Files'],
    noTasks: 'No tasks yet.',
    more: (n: number) => `+${n} more`,
    waves: 'Execution waves',
    wavesIntro: 'Tasks in one wave do not depend on each other; each wave waits for the ones before it.',
    noWaves: 'No tasks to schedule.',
    blocked: 'Blocked (on or behind a dependency cycle)',
    conflicts: 'Conflict report',
    noConflicts: '✅ No conflicts detected',
    counts: (open: number, c: number, h: number, m: number, resolved: number) =>
      `**${open} open** (${c} critical · ${h} high · ${m} medium) · ${resolved} resolved`,
    conflictHead: ['ID', 'Severity', 'Type', 'Tasks', 'Location', 'Decision'],
    open: 'open',
    resolved: 'resolved',
    graph: 'Dependency graph',
    usage: 'Usage',
    usageHead: ['', 'Input tokens', 'Output tokens', 'Cache write', 'Cache read', 'Cost (USD)'],
    total: 'Total',
    notRecorded: 'Usage not recorded.',
    offline:
      '> ℹ️ This plan came from the offline heuristic provider (no model was called). It is grounded in file names and text search and is shallow; plan again with an Anthropic API key for a deeper plan.',
    next: 'Next steps',
    stepResolve: (n: number) =>
      `Resolve the ${n} open conflict(s) in \`plan-note.md\`: change the plan, or tick the conflict's box (\`[x] resolved – why\`).`,
    stepCheck: 'Run `cplan check plan-note.md` (or push to the plan PR) to re-check the conflicts.',
    stepIssues: 'Comment `/plan issues` to turn the accepted plan into one issue per task.',
    cut: '> ✂️ Cut to fit: the full plan is in `plan.md`.',
  },
  zh: {
    title: '实施计划',
    titleSeparator: '：',
    session: '会话',
    requirement: '需求',
    created: '创建时间',
    complexity: '复杂度',
    domains: '领域',
    revision: '修订',
    source: '来源',
    generated: '生成时间',
    understanding: '需求理解',
    domainHead: ['领域', '描述', 'ID 范围', '任务数', '工作量', '状态'],
    overview: '任务概览',
    taskHead: ['ID', '标题', '复杂度', '依赖', '文件'],
    noTasks: '暂无任务。',
    more: (n: number) => `另 ${n} 个`,
    waves: '执行波次',
    wavesIntro: '同一波次内的任务互不依赖；每一波次在之前的波次完成后执行。',
    noWaves: '没有可安排的任务。',
    blocked: '阻塞（位于依赖环上或依赖环之后）',
    conflicts: '冲突报告',
    noConflicts: '✅ 无冲突检测到',
    counts: (open: number, c: number, h: number, m: number, resolved: number) =>
      `**${open} 个待解决**（严重 ${c} · 高 ${h} · 中 ${m}）· 已解决 ${resolved} 个`,
    conflictHead: ['ID', '严重程度', '类型', '涉及任务', '位置', '决策状态'],
    open: '待解决',
    resolved: '已解决',
    graph: '依赖图',
    usage: '使用量',
    usageHead: ['', '输入 tokens', '输出 tokens', '缓存写入', '缓存读取', '费用 (USD)'],
    total: '合计',
    notRecorded: '未记录使用量。',
    offline:
      '> ℹ️ 此计划由离线启发式提供者生成（未调用模型），仅基于文件名与文本搜索，较为粗浅；配置 Anthropic API 密钥后重新规划可获得更深入的计划。',
    next: '下一步',
    stepResolve: (n: number) => `在 \`plan-note.md\` 中解决 ${n} 个待解决冲突：修改计划，或勾选冲突的决策框（\`[x] 已解决 – 原因\`）。`,
    stepCheck: '运行 `cplan check plan-note.md`（或推送到计划 PR）重新检测冲突。',
    stepIssues: '在 PR 中评论 `/plan issues`，将确认后的计划拆分为每个任务一个 issue。',
    cut: '> ✂️ 内容过长已截断：完整计划见 `plan.md`。',
  },
};

export type PlanMdWords = (typeof PLAN_MD_WORDS)['en'];

/**
 * `@name` and `@org/team` can no longer ping: a zero-width joiner goes after the `@` (GitHub only
 * links a mention that follows a non-word character). E-mail addresses are left alone, and the
 * function is idempotent (the joiner is not a name character).
 */
export function neutralizeMentions(text: string): string {
  return text.replace(/(^|[^\w.`@\u200D])@([A-Za-z0-9][A-Za-z0-9-]*(?:\/[A-Za-z0-9_.-]+)?)/g, '$1@\u200D$2');
}

/**
 * Raw HTML out: comments (even unterminated ones), script/style elements with their content, and
 * every other tag go (text between tags stays).
 */
export function stripHtml(text: string): string {
  return text
    .replace(/<!--[\s\S]*?(?:-->|$)/g, '')
    .replace(/<(script|style)\b[\s\S]*?(?:<\/\1\s*>|$)/gi, '')
    .replace(/<\/?[A-Za-z][A-Za-z0-9-]*(?:\s[^<>]*)?\/?>/g, '');
}

/** Untrusted inline text: HTML stripped and mentions neutralised outside code spans, which show text as is. */
export function safeInline(text: string): string {
  return (
    String(text ?? '')
      .split(/(`[^`\n]*`)/)
      // A `<` left over could still open a tag once lines are joined: escape it.
      .map((part, i) => (i % 2 === 1 ? part : neutralizeMentions(stripHtml(part).replace(/<(?=[A-Za-z/!?])/g, '&lt;'))))
      .join('')
  );
}

/**
 * Untrusted Markdown block (the understanding section): `safeInline` outside fenced code, code
 * kept byte for byte, and a fence left open is closed so it cannot swallow the rest of plan.md.
 */
export function safeBlock(text: string): string {
  const out: string[] = [];
  let fence: { char: string; length: number } | null = null;
  let prose: string[] = [];
  const flush = () => {
    if (prose.length > 0) out.push(safeInline(prose.join('\n')));
    prose = [];
  };
  for (const line of String(text ?? '').split('\n')) {
    const marker = /^ {0,3}(`{3,}|~{3,})/.exec(line)?.[1];
    if (fence === null && marker) {
      flush();
      fence = { char: marker.charAt(0), length: marker.length };
      out.push(line);
    } else if (fence !== null) {
      out.push(line);
      const close = /^ {0,3}(`{3,}|~{3,})\s*$/.exec(line)?.[1];
      if (close && close.charAt(0) === fence.char && close.length >= fence.length) fence = null;
    } else prose.push(line);
  }
  flush();
  if (fence !== null) out.push(fence.char.repeat(fence.length));
  return out.join('\n');
}

/** One table cell: one line, safe, capped, `|` escaped (a backslash before it would undo the escape). */
export function cell(text: unknown, max = 120): string {
  const chars = Array.from(
    safeInline(String(text ?? ''))
      .replace(/\s+/g, ' ')
      .trim(),
  );
  const one = chars.length > max ? `${chars.slice(0, max - 1).join('')}…` : chars.join('');
  return escapePipes(one) || '—';
}

export function table(head: string[], rows: string[][]): string[] {
  return [`| ${head.join(' | ')} |`, `|${head.map(() => '---').join('|')}|`, ...rows.map((row) => `| ${row.join(' | ')} |`)];
}
