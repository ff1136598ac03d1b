import { createRequire as __cplanCreateRequire } from 'node:module'; import { fileURLToPath as __cplanFileURLToPath } from 'node:url'; const require = __cplanCreateRequire(import.meta.url); const __filename = __cplanFileURLToPath(import.meta.url);

// src/core/shared/usage.ts
function parseUsageReport(text) {
  if (!text) return void 0;
  let data;
  try {
    data = JSON.parse(text);
  } catch {
    return void 0;
  }
  const record = (v) => v !== null && typeof v === "object" && !Array.isArray(v) ? v : null;
  const total = record(record(data)?.total);
  if (!total) return void 0;
  const num = (v) => typeof v === "number" && Number.isFinite(v) ? v : 0;
  const agents = record(data)?.agents;
  return {
    total: {
      input_tokens: num(total.input_tokens),
      output_tokens: num(total.output_tokens),
      cache_creation_input_tokens: num(total.cache_creation_input_tokens),
      cache_read_input_tokens: num(total.cache_read_input_tokens),
      cost_usd: num(total.cost_usd)
    },
    agents: (Array.isArray(agents) ? agents : []).flatMap((value) => {
      const a = record(value);
      if (!a) return [];
      const fallback = record(a.fallback);
      const row = {
        agent: String(a.agent ?? "?"),
        input_tokens: num(a.input_tokens),
        output_tokens: num(a.output_tokens),
        cache_creation_input_tokens: num(a.cache_creation_input_tokens),
        cache_read_input_tokens: num(a.cache_read_input_tokens),
        cost_usd: num(a.cost_usd),
        ...typeof a.model === "string" ? { model: a.model } : {},
        ...fallback ? { fallback: { from: String(fallback.from ?? "?"), reason: String(fallback.reason ?? "?") } } : {}
      };
      return [row];
    })
  };
}

export {
  parseUsageReport
};
