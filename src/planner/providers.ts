// Picks and builds the LLM provider and the run budget from config and environment.
// The key is read from the environment only; nothing in a comment or config can set it.
import { RunBudget } from '../llm/budget.js';
import { FallbackProvider } from '../llm/fallback.js';
import { LazyProvider } from '../llm/lazy.js';
import { OfflineProvider } from '../offline/offline.js';
import { DEFAULT_MODEL, DEFAULT_OPENAI_MODEL } from '../llm/pricing.js';
import type { Provider } from '../contract/types.js';
import type { CplanConfig } from '../core/config/config.js';
import { CplanError, type ErrorReason, type ErrorService } from '../core/shared/errors.js';
import type { BudgetLike } from './types.js';

export type ProviderChoice = CplanConfig['provider'];

/** The provider cannot be built: no API key (or endpoint) for its service (reason auth, nothing to retry). */
export class ProviderSetupError extends CplanError {
  constructor(message: string, reason: ErrorReason = 'auth', service: ErrorService = 'anthropic') {
    super(message, { reason, service, retryable: false });
    this.name = 'ProviderSetupError';
  }
}

export interface ProviderOptions {
  choice: ProviderChoice;
  config: CplanConfig;
  /** Enforced whatever object carries it (a RunBudget also counts the cost of each call). */
  budget?: BudgetLike;
  env: NodeJS.ProcessEnv | Record<string, string | undefined>;
}

/**
 * Everything a provider needs is checked here, at once; its module and SDK are loaded on its first
 * call (LazyProvider).
 *
 * `auto` is `anthropic` when ANTHROPIC_API_KEY is set, else `offline`; `openai` is never picked by
 * itself. With config `fallback`, a model provider is wrapped so that a call the primary one keeps
 * failing (overloaded, rate-limited, unreachable, 5xx) is repeated once on the fallback provider.
 */
export function createProvider(options: ProviderOptions): Provider {
  const key = options.env.ANTHROPIC_API_KEY?.trim() ?? '';
  const choice = options.choice === 'auto' ? (key ? 'anthropic' : 'offline') : options.choice;
  const primary = createOne(choice, options);
  const fallback = options.config.fallback;
  if (!fallback || primary.name === 'offline') return primary;
  const config: CplanConfig = { ...options.config, model: fallback.model, models: {}, fallback: undefined };
  return new FallbackProvider({ primary, fallback: createOne(fallback.provider, { ...options, config }) });
}

function createOne(choice: Exclude<ProviderChoice, 'auto'>, options: ProviderOptions): Provider {
  if (choice === 'offline') return new OfflineProvider();
  if (choice === 'openai') return createOpenAIProvider(options);
  if (choice === 'bedrock') return createCloudProvider('bedrock', options);
  if (choice === 'vertex') return createCloudProvider('vertex', options);
  const key = options.env.ANTHROPIC_API_KEY?.trim() ?? '';
  if (!key) throw new ProviderSetupError('the anthropic provider needs ANTHROPIC_API_KEY in the environment (or use --provider=offline)');
  const settings = {
    apiKey: key,
    ...(options.env.ANTHROPIC_BASE_URL ? { baseURL: options.env.ANTHROPIC_BASE_URL } : {}),
    ...common(options, DEFAULT_MODEL),
    ...thinkingOf(options),
  };
  return new LazyProvider('anthropic', async () => new (await import('../llm/anthropic.js')).AnthropicProvider(settings));
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
  const settings = { ...(key ? { apiKey: key } : {}), ...(baseURL ? { baseURL } : {}), ...common(options, DEFAULT_OPENAI_MODEL) };
  return new LazyProvider('openai', async () => new (await import('../llm/openai.js')).OpenAIProvider(settings));
}

/**
 * Claude on Amazon Bedrock or Google Vertex AI, through Anthropic's SDKs for them: credentials are
 * read by those SDKs (AWS provider chain + AWS_REGION; Google ADC + CLOUD_ML_REGION +
 * ANTHROPIC_VERTEX_PROJECT_ID). Model ids differ per cloud, so `model` must be set.
 */
function createCloudProvider(cloud: 'bedrock' | 'vertex', options: ProviderOptions): Provider {
  const env = options.env;
  const { model, models } = options.config;
  const everyPhase = models.understanding && models.domain && models.link;
  if (!model && !everyPhase)
    throw new ProviderSetupError(
      cloud === 'bedrock'
        ? 'the bedrock provider needs `model` in config: a Bedrock model id or inference profile such as us.anthropic.claude-sonnet-4-5-20250929-v1:0'
        : 'the vertex provider needs `model` in config: a Vertex model id such as claude-sonnet-4-5@20250929',
      'config',
      cloud,
    );
  const settings = { ...common(options, model ?? models.domain ?? ''), ...thinkingOf(options) };
  if (cloud === 'bedrock') {
    const region = env.AWS_REGION?.trim() || env.AWS_DEFAULT_REGION?.trim();
    const baseURL = env.ANTHROPIC_BEDROCK_BASE_URL?.trim();
    const bedrock = { ...(region ? { region } : {}), ...(baseURL ? { baseURL } : {}) };
    return new LazyProvider('bedrock', async () => (await import('../llm/bedrock.js')).createBedrockProvider(bedrock, settings));
  }
  const region = env.CLOUD_ML_REGION?.trim();
  if (!region)
    throw new ProviderSetupError(
      'the vertex provider needs CLOUD_ML_REGION (such as us-east5 or global) and ANTHROPIC_VERTEX_PROJECT_ID in the environment',
      'config',
      'vertex',
    );
  const projectId = env.ANTHROPIC_VERTEX_PROJECT_ID?.trim();
  const baseURL = env.ANTHROPIC_VERTEX_BASE_URL?.trim();
  const vertex = { region, ...(projectId ? { projectId } : {}), ...(baseURL ? { baseURL } : {}) };
  return new LazyProvider('vertex', async () => (await import('../llm/vertex.js')).createVertexProvider(vertex, settings));
}

/** Extended thinking per phase, for the Claude providers (Anthropic API, Bedrock, Vertex). */
function thinkingOf(options: ProviderOptions) {
  return options.config.thinking ? { thinking: options.config.thinking } : {};
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
    // The interface, not the class: any budget the caller passes is checked before every call.
    ...(options.budget ? { budget: options.budget } : {}),
  };
}

export function createBudget(config: CplanConfig): RunBudget {
  return new RunBudget({
    maxCostUsd: config.max_cost_usd,
    deadline: Date.now() + config.timeout_minutes * 60_000,
  });
}
