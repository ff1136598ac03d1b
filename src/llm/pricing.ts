// Model prices in US dollars per million tokens (public list prices), overridable with `prices`
// in config. Cache writes cost 1.25× input and cache reads 0.1× input (5-minute cache).
import type { Usage } from '../core/shared/usage.js';

export interface Price {
  input: number;
  output: number;
  cache_write?: number;
  cache_read?: number;
}

/** A current Sonnet-class model (claude-sonnet-4-5 reaches end of life on 2026-11-30). */
export const DEFAULT_MODEL = 'claude-sonnet-5-5';

// Best-effort list prices; a price that matters for billing belongs in `prices` in config.
export const DEFAULT_PRICES: Record<string, Price> = {
  'claude-sonnet-5-5': { input: 2, output: 10, cache_write: 2.5, cache_read: 0.2 },
  'claude-sonnet-5': { input: 2, output: 10 },
  'claude-sonnet-4-6': { input: 3, output: 15 },
  'claude-sonnet-4-5': { input: 3, output: 15 },
  'claude-sonnet-4': { input: 3, output: 15 },
  'claude-opus-5-5': { input: 4, output: 20 },
  'claude-opus-5': { input: 5, output: 25 },
  'claude-opus-4-5': { input: 5, output: 25 },
  'claude-opus-4-1': { input: 15, output: 75 },
  'claude-opus-4': { input: 15, output: 75 },
  'claude-haiku-4-5': { input: 1, output: 5 },
  'claude-3-5-haiku': { input: 0.8, output: 4 },
  // OpenAI (the openai provider); cached input is billed at the cache_read price.
  'gpt-4.1': { input: 2, output: 8, cache_read: 0.5 },
  'gpt-4.1-mini': { input: 0.4, output: 1.6, cache_read: 0.1 },
  'gpt-4.1-nano': { input: 0.1, output: 0.4, cache_read: 0.025 },
  'gpt-4o': { input: 2.5, output: 10, cache_read: 1.25 },
  'gpt-4o-mini': { input: 0.15, output: 0.6, cache_read: 0.075 },
};

/** The openai provider's model when neither `model` nor `models.*` names one. */
export const DEFAULT_OPENAI_MODEL = 'gpt-4.1';

/** The price of a model: exact id, then the longest known prefix (dated ids), then the default. */
export function priceOf(model: string, prices: Record<string, Price> = {}): Price {
  return knownPriceOf(model, prices) ?? ({ ...DEFAULT_PRICES, ...prices }[DEFAULT_MODEL] as Price);
}

/** The price of a model by exact id or longest known prefix; undefined when none is known. */
export function knownPriceOf(model: string, prices: Record<string, Price> = {}): Price | undefined {
  const table = { ...DEFAULT_PRICES, ...prices };
  if (table[model]) return table[model];
  // Bedrock ids and inference profiles: "anthropic.claude-…", "us.anthropic.claude-…" (Vertex's "claude-…@date" matches as is).
  const bare = model.replace(/^(?:[a-z]{2,6}\.)?anthropic\./, '');
  const prefix = Object.keys(table)
    .filter((key) => model.startsWith(key) || bare.startsWith(key))
    .sort((a, b) => b.length - a.length)[0];
  return prefix === undefined ? undefined : table[prefix];
}

/** The cost of `usage` at price `p`, in US dollars rounded to a millionth. */
export function costAt(p: Price, usage: Usage): number {
  const write = p.cache_write ?? p.input * 1.25;
  const read = p.cache_read ?? p.input * 0.1;
  const dollars =
    (usage.input_tokens * p.input +
      usage.output_tokens * p.output +
      usage.cache_creation_input_tokens * write +
      usage.cache_read_input_tokens * read) /
    1e6;
  return Math.round(dollars * 1e6) / 1e6;
}
