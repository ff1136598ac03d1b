// A model provider whose module, and so its SDK, is loaded on the provider's first call. The model
// SDKs are most of the CLI's code (Anthropic's, OpenAI's, the AWS and Google clients: about 3 MB
// once bundled); loading them up front cost every run about 0.2 s before its first file was read,
// the offline runs that never call a model included.
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

export class LazyProvider implements Provider {
  private loading: Promise<Provider> | undefined;

  constructor(
    readonly name: Provider['name'],
    private readonly load: () => Promise<Provider>,
  ) {}

  async understand(request: UnderstandRequest): Promise<AgentResult<Analysis>> {
    return (await this.provider()).understand(request);
  }

  async planDomain(request: DomainRequest): Promise<AgentResult<DomainPlan>> {
    return (await this.provider()).planDomain(request);
  }

  async link(request: LinkRequest): Promise<AgentResult<LinkResult>> {
    return (await this.provider()).link(request);
  }

  /** Loaded once: the domain agents run in parallel and share the one provider. */
  private provider(): Promise<Provider> {
    this.loading ??= this.load();
    return this.loading;
  }
}
