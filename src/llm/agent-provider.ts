// A planner provider on top of a model transport: the understanding, domain (or revise) and link
// agents with their prompts, submit tools, schemas and turn limits, each run by the one agent loop.
// The Anthropic (also Bedrock and Vertex) and OpenAI-compatible providers differ only in their transport.
import { analysisSchema, domainPlanSchema, linksSchema } from '../contract/schemas.js';
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
import { verifyDomainPlan } from '../grounding/verify.js';
import { runAgentLoop } from './agent-loop.js';
import type { CallBudget } from './budget.js';
import { buildDomainMessages, buildLinkMessages, buildUnderstandMessages } from './prompts.js';
import type { ModelTransport } from './transport.js';

export interface AgentSettings {
  models: { understanding: string; domain: string; link: string; revise: string };
  /** Turns of the understanding and domain agents (default 15). */
  maxTurns?: number | undefined;
  /** Turns of the link agent: one forced turn, or a free one first where the model may think. */
  linkTurns: number;
  budget?: CallBudget | undefined;
}

export abstract class AgentProvider<Reply> implements Provider {
  abstract readonly name: Provider['name'];

  protected constructor(
    private readonly transport: ModelTransport<Reply>,
    private readonly settings: AgentSettings,
  ) {}

  understand(request: UnderstandRequest): Promise<AgentResult<Analysis>> {
    return runAgentLoop(this.transport, this.settings.budget, {
      agent: 'understanding',
      phase: 'understanding',
      model: this.settings.models.understanding,
      ...buildUnderstandMessages(request),
      submit: 'submit_analysis',
      schema: analysisSchema,
      snapshot: request.snapshot,
      signal: request.signal,
      maxTurns: this.settings.maxTurns ?? 15,
    });
  }

  planDomain(request: DomainRequest): Promise<AgentResult<DomainPlan>> {
    const revising = request.previousPlan !== undefined || request.feedback !== undefined;
    return runAgentLoop(this.transport, this.settings.budget, {
      agent: `${revising ? 'revise' : 'domain'}:${request.domain.slug}`,
      phase: revising ? 'revise' : 'domain',
      model: revising ? this.settings.models.revise : this.settings.models.domain,
      ...buildDomainMessages(request),
      submit: 'submit_domain_plan',
      schema: domainPlanSchema,
      snapshot: request.snapshot,
      signal: request.signal,
      maxTurns: this.settings.maxTurns ?? 15,
      verify: (plan) => verifyDomainPlan(plan, { snapshot: request.snapshot, domains: request.domains }),
    });
  }

  link(request: LinkRequest): Promise<AgentResult<LinkResult>> {
    return runAgentLoop(this.transport, this.settings.budget, {
      agent: 'link',
      phase: 'link',
      model: this.settings.models.link,
      ...buildLinkMessages(request),
      submit: 'submit_links',
      schema: linksSchema,
      snapshot: undefined,
      signal: request.signal,
      maxTurns: this.settings.linkTurns,
    });
  }
}
