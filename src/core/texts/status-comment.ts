// The live status comment of a session, found again by its hidden marker. Its hidden
// state line lets the bot read back what it wrote (which branch, whether a run is going on).
import { type Grounding, groundingText } from '../engine/grounding.js';
import { markdownTable } from '../safety/markdown-table.js';
import type { Phase, RunState } from '../shared/run-state.js';
import { inlineCode, safeText } from '../safety/text-safety.js';
import type { AgentUsage } from '../shared/usage.js';

export type SessionStatus = 'running' | 'awaiting-approval' | 'completed' | 'partial' | 'failed' | 'cancelled';

export interface StatusView {
  sessionId: string;
  status: SessionStatus;
  run: RunState | null;
  branch?: string;
  pr?: { number: number; url: string; draft: boolean };
  conflicts?: { critical: number; high: number; medium: number; open: number };
  /** The plan's grounding figure, once it is published. */
  grounding?: Grounding;
  failure?: { cause: string; next: string };
  /** A transient failure that the queue tries again (attempt `next` of `of`) after a backoff. */
  retrying?: { next: number; of: number; cause: string };
  awaiting?: {
    domains: { slug: string; description: string; range: [number, number] }[];
    questions: string[];
  };
  workflowUrl?: string;
  provider?: string;
  startedAt: string;
  updatedAt: string;
  trigger?: string;
}

export interface StatusState {
  session: string;
  status: SessionStatus;
  branch?: string;
  pr?: number;
  started: string;
  updated: string;
}

export const statusMarker = (sessionId: string) => `<!-- cplan:status session=${sessionId} -->`;
/** Ends the body of a plan PR. */
export const prMarker = (sessionId: string) => `<!-- cplan:pr session=${sessionId} -->`;

const PHASES: { phase: Phase; label: string }[] = [
  { phase: 'understand', label: 'Understand the requirement and split it into domains' },
  { phase: 'confirm', label: 'Confirm the split' },
  { phase: 'domains', label: 'Plan each domain' },
  { phase: 'link', label: 'Link cross-domain dependencies' },
  { phase: 'detect', label: 'Detect conflicts' },
  { phase: 'complete', label: 'Commit the plan and open the PR' },
];

const HEADLINE: Record<SessionStatus, string> = {
  running: '⏳ Planning…',
  'awaiting-approval': '✋ Waiting for approval of the split',
  completed: '✅ Plan ready',
  partial: '⚠️ Partial plan',
  failed: '❌ Planning failed',
  cancelled: '🚫 Cancelled',
};

const STATE_ICON = {
  pending: '⏸️ pending',
  running: '⏳ running',
  done: '✅ done',
  failed: '❌ failed',
  skipped: '⏭️ skipped',
};

export function renderStatusComment(view: StatusView): string {
  const out: string[] = [statusMarker(view.sessionId), `### ${HEADLINE[view.status]} · \`${view.sessionId}\``, ''];
  const run = view.run;
  if (run) {
    for (const { phase, label } of PHASES) {
      if (phase === 'confirm' && !run.done.includes('confirm') && run.phase !== 'confirm') continue;
      const done = run.done.includes(phase);
      const current = run.phase === phase && !done && view.status === 'running';
      out.push(`- [${done ? 'x' : ' '}] ${current ? `**${label}** ⏳` : label}`);
    }
    if (run.domains.length > 0) {
      const rows = run.domains.map((d) => [
        safeText(d.title, 60),
        `${STATE_ICON[d.state]}${d.error ? ` — ${safeText(d.error, 160)}` : ''}`,
        d.state === 'done' ? String(d.tasks) : '—',
        d.ms === null ? '—' : `${(d.ms / 1000).toFixed(1)} s`,
      ]);
      out.push('', markdownTable(['domain', 'state', 'tasks', 'time'], rows));
    }
    out.push(...usageLines(run.usage));
    if (run.notice) out.push('', `> ${safeText(run.notice, 500)}`);
  }
  if (view.awaiting) {
    out.push('', '**Proposed split**', '');
    for (const d of view.awaiting.domains)
      out.push(`- **${safeText(d.slug, 40)}** (TASK-${pad(d.range[0])}…${pad(d.range[1])}): ${safeText(d.description)}`);
    if (view.awaiting.questions.length > 0) {
      out.push('', '**Open questions**', '', ...view.awaiting.questions.map((q) => `- ${safeText(q)}`));
    }
    const t = view.trigger ?? '/plan';
    out.push(
      '',
      `Reply \`${t} approve [answers]\` to plan it, \`${t} split <domain>: <description>; …\` to change the split, or \`${t} cancel\`.`,
    );
  }
  if (view.pr) out.push('', `**Plan PR**: ${view.pr.url}${view.pr.draft ? ' (draft: the plan is partial)' : ''}`);
  if (view.conflicts) {
    const c = view.conflicts;
    const total = c.critical + c.high + c.medium;
    out.push(
      total === 0
        ? '**Conflicts**: none ✅'
        : `**Conflicts**: ${c.critical} critical · ${c.high} high · ${c.medium} medium (${c.open} open)`,
    );
  }
  if (view.grounding && view.grounding.total > 0) out.push(`**Grounding**: ${groundingText(view.grounding)}`);
  if (view.retrying) {
    const r = view.retrying;
    out.push('', `#### 🔁 ${safeText(r.cause, 600)}`, '', `Trying again shortly (attempt ${r.next} of ${r.of}); finished work is kept.`);
  }
  if (view.failure) out.push('', `#### ❌ ${safeText(view.failure.cause, 600)}`, '', `**What to do**: ${safeText(view.failure.next, 600)}`);
  const meta = [
    view.provider ? `provider: ${view.provider}` : '',
    view.branch ? `branch: \`${view.branch}\`` : '',
    view.workflowUrl ? `[workflow run](${view.workflowUrl})` : '',
  ]
    .filter((s) => s !== '')
    .join(' · ');
  if (meta) out.push('', `<sub>${meta}</sub>`);
  const state: StatusState = {
    session: view.sessionId,
    status: view.status,
    started: view.startedAt,
    updated: view.updatedAt,
    ...(view.branch ? { branch: view.branch } : {}),
    ...(view.pr ? { pr: view.pr.number } : {}),
  };
  out.push(`<!-- cplan:state ${JSON.stringify(state).replace(/--/g, '-\\u002d')} -->`);
  return out.join('\n');
}

function pad(n: number): string {
  return String(n).padStart(3, '0');
}

/**
 * Whether a comment, review or issue was written by cplan itself, so its markers count: by the
 * app's own login when known, else by a bot's (`…[bot]`; no person's login can hold brackets).
 * Markers are public text: a read-only user can paste one into their own comment.
 */
export function isOwnAuthor(author: string, self?: string): boolean {
  if (self) return author.toLowerCase() === self.toLowerCase();
  return /\[bot\]$/i.test(author);
}

/** Any cplan marker: comments carrying one are the bot's own and never trigger a run. */
export function hasCplanMarker(body: string): boolean {
  return /<!-- cplan:[a-z-]+/.test(body ?? '');
}

/** Which model did what: `Models: claude-sonnet-4-5 (understanding, domain:api); gpt-4.1 (domain:web, fallback from anthropic/…: overloaded)`. */
function modelLine(usage: readonly AgentUsage[]): string {
  const byModel = new Map<string, string[]>();
  for (const u of usage) {
    if (u.calls === 0) continue;
    const label = u.fallback ? `${u.agent}, fallback from ${u.fallback.from}: ${u.fallback.reason}` : u.agent;
    byModel.set(u.model, [...(byModel.get(u.model) ?? []), label]);
  }
  const parts = [...byModel].map(([model, agents]) => `${inlineCode(safeText(model, 80))} (${safeText(agents.join(', '), 300)})`);
  return parts.length > 0 ? `Models: ${parts.join('; ')}` : '';
}

/** The usage part: tokens and cost, and which model did what; nothing before any usage is known. */
function usageLines(rows: readonly AgentUsage[]): string[] {
  if (rows.length === 0) return [];
  if (rows.every((u) => u.calls === 0)) return ['', 'No model calls: planned by the offline heuristic provider.'];
  const sum = rows.reduce(
    (acc, u) => ({
      input: acc.input + u.input_tokens,
      output: acc.output + u.output_tokens,
      cacheRead: acc.cacheRead + u.cache_read_input_tokens,
      cost: acc.cost + u.cost_usd,
    }),
    { input: 0, output: 0, cacheRead: 0, cost: 0 },
  );
  const models = modelLine(rows);
  return [
    '',
    `Tokens: ${sum.input} in · ${sum.output} out · ${sum.cacheRead} read from cache · cost $${sum.cost.toFixed(4)}`,
    ...(models ? [models] : []),
  ];
}
