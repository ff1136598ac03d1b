// Claude on Google Vertex AI: the ONLY module that imports @anthropic-ai/vertex-sdk. The client has
// the Anthropic SDK's `messages` surface, so the Anthropic provider's tool loop runs unchanged.
// Credentials come the Google way: Application Default Credentials (GOOGLE_APPLICATION_CREDENTIALS,
// as google-github-actions/auth sets it, gcloud, the metadata server), CLOUD_ML_REGION and
// ANTHROPIC_VERTEX_PROJECT_ID.
import { AnthropicVertex } from '@anthropic-ai/vertex-sdk';
import { AnthropicProvider, type AnthropicProviderOptions } from './anthropic.js';

export interface VertexOptions {
  region: string;
  projectId?: string;
  /** ANTHROPIC_VERTEX_BASE_URL. */
  baseURL?: string;
  /** A ready OAuth access token (tests, or a token minted elsewhere): no ADC lookup at all. */
  accessToken?: string;
}

export function createVertexProvider(
  vertex: VertexOptions,
  options: Omit<AnthropicProviderOptions, 'apiKey' | 'family' | 'createClient' | 'baseURL'>,
): AnthropicProvider {
  return new AnthropicProvider({
    ...options,
    apiKey: vertex.accessToken ?? '',
    family: 'vertex',
    createClient: (maxRetries) =>
      new AnthropicVertex({
        region: vertex.region,
        ...(vertex.projectId ? { projectId: vertex.projectId } : {}),
        ...(vertex.baseURL ? { baseURL: vertex.baseURL } : {}),
        ...(vertex.accessToken ? { authClient: bearer(vertex.accessToken) } : {}),
        maxRetries,
      }),
  });
}

type VertexClientOptions = NonNullable<ConstructorParameters<typeof AnthropicVertex>[0]>;

/** An auth client that hands out one ready token (what the SDK asks of google-auth-library's clients). */
function bearer(token: string): NonNullable<VertexClientOptions['authClient']> {
  const client = { getRequestHeaders: () => Promise.resolve(new Headers({ authorization: `Bearer ${token}` })) };
  return client as unknown as NonNullable<VertexClientOptions['authClient']>;
}
