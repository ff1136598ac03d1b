// Public surface of the agents layer.
export { AnthropicProvider, type AnthropicProviderOptions } from './anthropic.js';
export { RunBudget } from './budget.js';
export { OfflineProvider } from './offline.js';
export { costOf, DEFAULT_MODEL, DEFAULT_PRICES } from './pricing.js';
export * from './types.js';
