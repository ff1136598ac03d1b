// A provider that repeats a failed agent call once on a second provider (config `fallback`): only
// when the primary one still fails after its own retries for a reason that another service may not
// share — overloaded, rate-limited, unreachable, a 5xx. A bad key, a refused model, an invalid
// answer or the run's budget never fall back. The fallback's usage rows say so (AgentUsage.fallback).
import { type ErrorReason, reasonOf } from '../core/shared/errors.js';
import type {
  AgentResult,
  Analysis,
  DomainPlan,
  DomainRequest,
  LinkRequest,
  LinkResult,
  Provider,
  UnderstandRequest,
} from '../contract/types.js';

const FALLBACK_REASONS: ReadonlySet<ErrorReason> = new Set<ErrorReason>(['overloaded', 'rate_limit', 'network']);

/** Whether an agent call that failed with `error` is worth repeating on another provider. */
export function shouldFallBack(error: unknown, signal?: AbortSignal): boolean {
  if (signal?.aborted) return false;
  const { reason, status, retryable } = reasonOf(error);
  if (reason === 'budget') return false;
  if (FALLBACK_REASONS.has(reason)) return retryable;
  return status !== undefined && status >= 500 && status <= 599;
}

export interface FallbackOptions {
  primary: Provider;
  fallback: Provider;
  /** Told about every fallback (e.g. the CLI's progress line); never throws. */
  onFallback?: (agent: string, error: unknown) => void;
}

export class FallbackProvider implements Provider {
  readonly name: Provider['name'];

  constructor(private readonly options: FallbackOptions) {
    this.name = options.primary.name;
  }

  understand(request: UnderstandRequest): Promise<AgentResult<Analysis>> {
    return this.attempt('understanding', request.signal, (p) => p.understand(request));
  }

  planDomain(request: DomainRequest): Promise<AgentResult<DomainPlan>> {
    return this.attempt(`domain:${request.domain.slug}`, request.signal, (p) => p.planDomain(request));
  }

  link(request: LinkRequest): Promise<AgentResult<LinkResult>> {
    return this.attempt('link', request.signal, (p) => p.link(request));
  }

  private async attempt<T>(agent: string, signal: AbortSignal | undefined, call: (provider: Provider) => Promise<AgentResult<T>>) {
    try {
      return await call(this.options.primary);
    } catch (error) {
      if (!shouldFallBack(error, signal)) throw error;
      try {
        this.options.onFallback?.(agent, error);
      } catch {
        // a progress line must never change the outcome
      }
      const result = await call(this.options.fallback);
      const failedModel = (error as { usage?: { model?: unknown } }).usage?.model;
      const from = typeof failedModel === 'string' ? `${this.options.primary.name}/${failedModel}` : this.options.primary.name;
      return {
        value: result.value,
        usage: {
          ...result.usage,
          fallback: { from, reason: reasonOf(error).reason },
        },
      };
    }
  }
}
