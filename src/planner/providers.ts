// Picks and builds the LLM provider and the run budget from config and environment.
// The key is read from the environment only; nothing in a comment or config can set it.
import { AnthropicProvider } from '../agents/anthropic.js';
import { RunBudget } from '../agents/budget.js';
import { OfflineProvider } from '../agents/offline.js';
import { DEFAULT_MODEL } from '../agents/pricing.js';
import type { Provider } from '../agents/types.js';
import type { CplanConfig } from '../core/config.js';
import { CplanError, type ErrorReason } from '../core/errors.js';

export type ProviderChoice = CplanConfig['provider'];

/** The provider cannot be built: no API key for the anthropic provider (reason auth, nothing to retry). */
export class ProviderSetupError extends CplanError {
  constructor(message: string, reason: ErrorReason = 'auth') {
    super(message, { reason, service: 'anthropic', retryable: false });
    this.name = 'ProviderSetupError';
  }
}

export interface ProviderOptions {
  choice: ProviderChoice;
  config: CplanConfig;
  budget?: RunBudget | { assertOpen(): void; readonly signal?: AbortSignal };
  env: NodeJS.ProcessEnv | Record<string, string | undefined>;
}

export function createProvider(options: ProviderOptions): Provider {
  const key = options.env.ANTHROPIC_API_KEY?.trim() ?? '';
  const choice = options.choice === 'auto' ? (key ? 'anthropic' : 'offline') : options.choice;
  if (choice === 'offline') return new OfflineProvider();
  if (!key) throw new ProviderSetupError('the anthropic provider needs ANTHROPIC_API_KEY in the environment (or use --provider=offline)');
  const config = options.config;
  const model = config.model ?? DEFAULT_MODEL;
  return new AnthropicProvider({
    apiKey: key,
    ...(options.env.ANTHROPIC_BASE_URL ? { baseURL: options.env.ANTHROPIC_BASE_URL } : {}),
    models: {
      understanding: config.models.understanding ?? model,
      domain: config.models.domain ?? model,
      link: config.models.link ?? model,
      revise: config.models.revise ?? config.models.domain ?? model,
    },
    prices: config.prices,
    maxTurns: config.max_turns,
    ...(options.budget instanceof RunBudget ? { budget: options.budget } : {}),
  });
}

export function createBudget(config: CplanConfig): RunBudget {
  return new RunBudget({
    maxCostUsd: config.max_cost_usd,
    deadline: Date.now() + config.timeout_minutes * 60_000,
  });
}
