// Claude on Amazon Bedrock: the ONLY module that imports @anthropic-ai/bedrock-sdk. The client has
// the Anthropic SDK's `messages` surface, so the Anthropic provider's tool loop runs unchanged.
// Credentials come the AWS way: the default provider chain (environment, shared config, SSO, web
// identity as set by aws-actions/configure-aws-credentials, instance roles) and AWS_REGION.
import { AnthropicBedrock } from '@anthropic-ai/bedrock-sdk';
import { AnthropicProvider, type AnthropicProviderOptions } from './anthropic.js';

export interface BedrockOptions {
  /** AWS_REGION (the SDK's own default, us-east-1, when unset). */
  region?: string;
  /** ANTHROPIC_BEDROCK_BASE_URL, e.g. a VPC endpoint. */
  baseURL?: string;
}

export function createBedrockProvider(
  bedrock: BedrockOptions,
  options: Omit<AnthropicProviderOptions, 'apiKey' | 'family' | 'createClient' | 'baseURL'>,
): AnthropicProvider {
  return new AnthropicProvider({
    ...options,
    apiKey: '',
    family: 'bedrock',
    createClient: (maxRetries) =>
      new AnthropicBedrock({
        ...(bedrock.region ? { awsRegion: bedrock.region } : {}),
        ...(bedrock.baseURL ? { baseURL: bedrock.baseURL } : {}),
        maxRetries,
      }),
  });
}
