// Token usage and its cost: the one declaration of these fields for all of cplan — pricing, an
// agent's result, the domain records, usage.json (written and read back), plan.md's usage table,
// the status comment and the CLI's progress line. In core because everything depends inward on it.

/** Tokens of one or more model calls, as the Anthropic API counts them: what a price applies to. */
export interface Usage {
  input_tokens: number;
  output_tokens: number;
  cache_creation_input_tokens: number;
  cache_read_input_tokens: number;
}

/** Tokens and their estimated cost in US dollars: usage.json's `total`, plan.md's total row. */
export interface UsageTotals extends Usage {
  cost_usd: number;
}

/** One agent's calls: an agent's result, a domain record, usage.json's `agents`, the status comment. */
export interface AgentUsage extends UsageTotals {
  /** Agent name: "understanding", "domain:<slug>", "link", "revise:<slug>". */
  agent: string;
  model: string;
  calls: number;
  /** Set when the cost could not be estimated, e.g. a model without a known price (counted as 0). */
  note?: string;
  /**
   * Set when these calls were made by the fallback provider (config `fallback`) because the primary
   * one kept failing: which provider and model failed, and why (`overloaded`, `rate_limit`, …).
   */
  fallback?: { from: string; reason: string };
}

/** usage.json: the session's total over every run of it, and each agent's part. */
export interface UsageSummary {
  total: UsageTotals & { calls: number };
  agents: AgentUsage[];
}

/** The fields of an agent's usage that plan.md shows (and all that is read back from a usage.json). */
export type AgentUsageRow = Pick<AgentUsage, 'agent' | 'input_tokens' | 'output_tokens' | 'cost_usd'> &
  Partial<Pick<AgentUsage, 'model' | 'cache_creation_input_tokens' | 'cache_read_input_tokens' | 'fallback'>>;

/** Usage as plan.md renders it: what the planner passes, or what is read back from usage.json. */
export interface UsageReport {
  total: UsageTotals;
  agents?: AgentUsageRow[];
}

/**
 * usage.json read back (by `cplan render` and the plan PR's re-check): the file sits on a branch
 * people push to, so a hand-damaged one is ignored rather than fatal, and only numbers are kept.
 */
export function parseUsageReport(text: string | undefined): UsageReport | undefined {
  if (!text) return undefined;
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch {
    return undefined;
  }
  const record = (v: unknown): Record<string, unknown> | null =>
    v !== null && typeof v === 'object' && !Array.isArray(v) ? (v as Record<string, unknown>) : null;
  const total = record(record(data)?.total);
  if (!total) return undefined;
  const num = (v: unknown) => (typeof v === 'number' && Number.isFinite(v) ? v : 0);
  const agents = record(data)?.agents;
  return {
    total: {
      input_tokens: num(total.input_tokens),
      output_tokens: num(total.output_tokens),
      cache_creation_input_tokens: num(total.cache_creation_input_tokens),
      cache_read_input_tokens: num(total.cache_read_input_tokens),
      cost_usd: num(total.cost_usd),
    },
    agents: (Array.isArray(agents) ? agents : []).flatMap((value) => {
      const a = record(value);
      if (!a) return [];
      const fallback = record(a.fallback);
      const row: AgentUsageRow = {
        agent: String(a.agent ?? '?'),
        input_tokens: num(a.input_tokens),
        output_tokens: num(a.output_tokens),
        cache_creation_input_tokens: num(a.cache_creation_input_tokens),
        cache_read_input_tokens: num(a.cache_read_input_tokens),
        cost_usd: num(a.cost_usd),
        ...(typeof a.model === 'string' ? { model: a.model } : {}),
        ...(fallback ? { fallback: { from: String(fallback.from ?? '?'), reason: String(fallback.reason ?? '?') } } : {}),
      };
      return [row];
    }),
  };
}

/** An agent's usage before its first call (or of an agent that calls no model). */
export function zeroUsage(agent: string, model: string): AgentUsage {
  return {
    agent,
    model,
    calls: 0,
    input_tokens: 0,
    output_tokens: 0,
    cache_creation_input_tokens: 0,
    cache_read_input_tokens: 0,
    cost_usd: 0,
  };
}
