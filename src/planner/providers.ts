// Picks and builds the LLM provider and the run budget from config and environment.
// The key is read from the environment only; nothing in a comment or config can set it.
import { AnthropicProvider } from '../agents/anthropic.js';
import { RunBudget } from '../agents/budget.js';
import { OfflineProvider } from '../agents/offline.js';
import { OpenAIProvider } from '../agents/openai.js';
import { DEFAULT_MODEL, DEFAULT_OPENAI_MODEL } from '../agents/pricing.js';
import type { Provider } from '../agents/types.js';
import type { CplanConfig } from '../core/config.js';
import { CplanError, type ErrorReason } from '../core/errors.js';

export type ProviderChoice = CplanConfig['provider'];

/** The provider cannot be built: no API key (or endpoint) for its service (reason auth, nothing to retry). */
export class ProviderSetupError extends CplanError {
  constructor(message: string, reason: ErrorReason = 'auth', service: 'anthropic' | 'openai' = 'anthropic') {
    super(message, { reason, service, retryable: false });
    this.name = 'ProviderSetupError';
  }
}

export interface ProviderOptions {
  choice: ProviderChoice;
  config: CplanConfig;
  budget?: RunBudget | { assertOpen(): void; readonly signal?: AbortSignal };
  env: NodeJS.ProcessEnv | Record<string, string | undefined>;
}

/** `auto` is `anthropic` when ANTHROPIC_API_KEY is set, else `offline`; `openai` is never picked by itself. */
export function createProvider(options: ProviderOptions): Provider {
  const key = options.env.ANTHROPIC_API_KEY?.trim() ?? '';
  const choice = options.choice === 'auto' ? (key ? 'anthropic' : 'offline') : options.choice;
  if (choice === 'offline') return new OfflineProvider();
  if (choice === 'openai') return createOpenAIProvider(options);
  if (!key) throw new ProviderSetupError('the anthropic provider needs ANTHROPIC_API_KEY in the environment (or use --provider=offline)');
  return new AnthropicProvider({
    apiKey: key,
    ...(options.env.ANTHROPIC_BASE_URL ? { baseURL: options.env.ANTHROPIC_BASE_URL } : {}),
    ...common(options, DEFAULT_MODEL),
  });
}

/** OPENAI_API_KEY and/or OPENAI_BASE_URL (a local server may need no key); the model defaults to gpt-4.1. */
function createOpenAIProvider(options: ProviderOptions): Provider {
  const key = options.env.OPENAI_API_KEY?.trim() ?? '';
  const baseURL = options.env.OPENAI_BASE_URL?.trim() ?? '';
  if (!key && !baseURL)
    throw new ProviderSetupError(
      'the openai provider needs OPENAI_API_KEY (and OPENAI_BASE_URL for an endpoint other than OpenAI) in the environment (or use --provider=offline)',
      'auth',
      'openai',
    );
  return new OpenAIProvider({
    ...(key ? { apiKey: key } : {}),
    ...(baseURL ? { baseURL } : {}),
    ...common(options, DEFAULT_OPENAI_MODEL),
  });
}

/** What every model provider takes from config: a model per phase, prices, turns and the budget. */
function common(options: ProviderOptions, defaultModel: string) {
  const config = options.config;
  const model = config.model ?? defaultModel;
  return {
    models: {
      understanding: config.models.understanding ?? model,
      domain: config.models.domain ?? model,
      link: config.models.link ?? model,
      revise: config.models.revise ?? config.models.domain ?? model,
    },
    prices: config.prices,
    maxTurns: config.max_turns,
    ...(options.budget instanceof RunBudget ? { budget: options.budget } : {}),
  };
}

export function createBudget(config: CplanConfig): RunBudget {
  return new RunBudget({
    maxCostUsd: config.max_cost_usd,
    deadline: Date.now() + config.timeout_minutes * 60_000,
  });
}
