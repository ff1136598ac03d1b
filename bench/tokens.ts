// Tokens: the shared prefix each domain agent sends (system + tools + overview + requirement +
// understanding + domain list) must be byte-identical so all but the first read it from cache.
import { buildDomainMessages } from '../src/llm/prompts.js';
import type { Analysis, DomainBrief, DomainRequest } from '../src/contract/types.js';
import { createMemorySnapshot } from '../src/repo/memory-snapshot.js';
import { buildOverview } from '../src/retrieval/overview.js';
import { readFixtureRepo } from '../test/helpers/repo-files.js';

export function benchTokens() {
  const snapshot = createMemorySnapshot(readFixtureRepo('small'));
  const overview = buildOverview(snapshot);
  const analysis: Analysis = {
    complexity: 'Medium',
    understanding: {
      core_objectives: ['Limit requests per key', 'Show the quota'],
      key_points: ['middleware', 'headers'],
      constraints: [],
      split_strategy: 'by layer',
    },
    sub_domains: [],
    open_questions: [],
  };
  const domains: DomainBrief[] = ['backend-api', 'frontend-ui', 'database', 'testing', 'documentation'].map((slug, i) => ({
    slug,
    title: slug,
    description: `The ${slug} part`,
    range: [i * 100 + 1, (i + 1) * 100],
    key_concerns: [],
  }));
  const requests = domains.map((domain): DomainRequest => ({
    requirement: 'Add rate limiting to the API and show the quota in the dashboard',
    overview,
    analysis,
    domains,
    domain,
    maxTasks: 8,
    locale: 'en',
    snapshot,
  }));
  const bodies = requests.map((r) => buildDomainMessages(r));
  const prefixes = bodies.map((b) => JSON.stringify({ system: b.system, tools: b.tools, shared: b.messages[0]?.content.slice(0, 2) }));
  const totals = bodies.map((b) => JSON.stringify(b).length);
  const prefixBytes = prefixes.map((p) => p.length);
  const identical = prefixes.every((p) => p === prefixes[0]);
  const allBytes = totals.reduce((a, b) => a + b, 0);
  const cacheable = prefixBytes.reduce((a, b) => a + b, 0);
  return {
    domain_agents: bodies.length,
    shared_prefix_bytes: prefixBytes,
    shared_prefix_identical: identical,
    first_request_bytes: totals,
    cacheable_share_of_first_requests: Math.round((cacheable / allBytes) * 1000) / 1000,
    // After the first agent writes the cache, the others read the prefix at 0.1× the input price.
    cache_reads_possible: identical ? bodies.length - 1 : 0,
  };
}
