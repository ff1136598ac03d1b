// A deterministic provider for planner tests and benchmarks: fixed analysis, per-domain plans,
// optional failures and latency, and a record of every request it received.
import type {
  AgentResult,
  AgentUsage,
  Analysis,
  DomainPlan,
  DomainRequest,
  LinkRequest,
  LinkResult,
  Provider,
  SubmittedTask,
  UnderstandRequest,
} from '../../src/contract/types.js';
import { AgentError } from '../../src/contract/types.js';
import type { ErrorReason } from '../../src/core/shared/errors.js';

export interface ScriptOptions {
  domains: { focus_area: string; description?: string; depends_on_domains?: string[] }[];
  /** Tasks per domain slug; default: two tasks touching `src/<slug>.ts`. */
  tasks?: Record<string, Partial<SubmittedTask>[]>;
  /** Domains whose agent fails (every time, or the first N times). */
  fail?: Record<string, number | 'always'>;
  /** Milliseconds each call takes (uses real timers; benchmarks only). */
  latencyMs?: number;
  /** Model calls a domain agent makes (each costs latencyMs); default 1. */
  domainCalls?: number;
  /** Domain k (0-based) makes k extra calls, so domains finish one after another. */
  stagger?: boolean;
  /** Links the link call returns; default: each need → the first task of the named domain. */
  link?: (request: LinkRequest) => LinkResult;
  /** Every call (understanding, domain, link) fails with this reason, as an adapter reports it after its retries. */
  failEvery?: { reason: ErrorReason; status?: number };
  /** The model named in the usage rows; default "scripted". */
  model?: string;
}

export function usage(agent: string, model = 'scripted'): AgentUsage {
  return {
    agent,
    model,
    calls: 1,
    input_tokens: 100,
    output_tokens: 50,
    cache_creation_input_tokens: 0,
    cache_read_input_tokens: 0,
    cost_usd: 0.001,
  };
}

export function task(key: string, overrides: Partial<SubmittedTask> = {}): SubmittedTask {
  return {
    key,
    title: `Task ${key}`,
    description: `Do ${key}`,
    complexity: 'Medium',
    conflict_risk: 'Low',
    scope: `\`src/${key}.ts\``,
    depends_on: [],
    needs_from_domains: [],
    modification_points: [{ file: `src/${key}.ts`, location: 'main', change: `change ${key}` }],
    convergence_criteria: [`${key} works`],
    estimated_effort: 'Low',
    ...overrides,
  };
}

export class ScriptedProvider implements Provider {
  readonly name = 'offline' as const;
  readonly requests: { kind: string; domain?: string; request: unknown }[] = [];
  private failures = new Map<string, number>();

  constructor(private readonly script: ScriptOptions) {}

  /** Throws the scripted `failEvery` error, with the usage of the call that failed. */
  private failIfScripted(agent: string): void {
    const rule = this.script.failEvery;
    if (!rule) return;
    throw new AgentError(`${agent}: the API stayed ${rule.reason} after retries`, agent, { ...this.usage(agent), calls: 0 }, rule);
  }

  private usage(agent: string): AgentUsage {
    return usage(agent, this.script.model);
  }

  private async delay(signal?: AbortSignal): Promise<void> {
    if (!this.script.latencyMs) return;
    await new Promise<void>((resolve, reject) => {
      const timer = setTimeout(resolve, this.script.latencyMs);
      signal?.addEventListener('abort', () => {
        clearTimeout(timer);
        reject(new Error('aborted'));
      });
    });
  }

  async understand(request: UnderstandRequest): Promise<AgentResult<Analysis>> {
    this.requests.push({ kind: 'understand', request });
    await this.delay(request.signal);
    this.failIfScripted('understanding');
    return {
      value: {
        complexity: 'Medium',
        understanding: {
          core_objectives: ['Do the thing'],
          key_points: ['Key'],
          constraints: [],
          split_strategy: 'By layer',
        },
        sub_domains: this.script.domains.map((d) => ({
          focus_area: d.focus_area,
          description: d.description ?? `The ${d.focus_area} part`,
          key_concerns: [],
          estimated_effort: 'Medium',
          depends_on_domains: d.depends_on_domains ?? [],
        })),
        open_questions: [],
      },
      usage: this.usage('understanding'),
    };
  }

  async planDomain(request: DomainRequest): Promise<AgentResult<DomainPlan>> {
    const slug = request.domain.slug;
    this.requests.push({ kind: 'domain', domain: slug, request });
    const index = this.script.domains.findIndex((d) => slug === d.focus_area.toLowerCase().replace(/[^a-z0-9]+/g, '-'));
    const calls = (this.script.domainCalls ?? 1) + (this.script.stagger ? Math.max(0, index) : 0);
    for (let i = 0; i < calls; i++) await this.delay(request.signal);
    this.failIfScripted(`domain:${slug}`);
    const rule = this.script.fail?.[slug];
    const failedSoFar = this.failures.get(slug) ?? 0;
    if (rule === 'always' || (typeof rule === 'number' && failedSoFar < rule)) {
      this.failures.set(slug, failedSoFar + 1);
      throw new AgentError(`${slug}: the model returned an invalid plan`, `domain:${slug}`, usage(`domain:${slug}`));
    }
    const tasks = (this.script.tasks?.[slug] ?? [{ key: `${slug}-a` }, { key: `${slug}-b`, depends_on: [`${slug}-a`] }]).map((t, i) =>
      task(t.key ?? `${slug}-${i}`, t),
    );
    return {
      value: {
        tasks,
        evidence: {
          relevant_files: [{ path: `src/${slug}.ts`, rationale: 'matches', role: 'entry' }],
          existing_patterns: ['pattern'],
          constraints: [],
        },
      },
      usage: this.usage(`domain:${slug}`),
    };
  }

  async link(request: LinkRequest): Promise<AgentResult<LinkResult>> {
    this.requests.push({ kind: 'link', request });
    await this.delay(request.signal);
    this.failIfScripted('link');
    const value = this.script.link
      ? this.script.link(request)
      : {
          links: request.needs.map((need) => ({
            task_id: need.task_id,
            depends_on: request.tasks
              .filter((t) => t.domain === need.from_domain)
              .slice(0, 1)
              .map((t) => t.id),
          })),
        };
    return { value, usage: this.usage('link') };
  }
}
