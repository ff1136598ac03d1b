// Phase 1: the understanding agent's analysis → the domain list (forced slugs, id ranges) and the
// plan-note.md template.
import type { Analysis, DomainBrief, Provider } from '../contract/types.js';
import type { Level, Locale } from '../core/shared/model.js';
import { domainTitle, idRange, uniqueDomainSlugs } from '../core/shared/names.js';
import { buildPlanNoteText } from '../core/note/template.js';
import type { AnalysisRecord } from './records.js';

export function buildDomainBriefs(analysis: Analysis, maxDomains: number): DomainBrief[] {
  const proposals = analysis.sub_domains.slice(0, Math.max(1, maxDomains));
  const slugs = uniqueDomainSlugs(proposals.map((p) => p.focus_area));
  return proposals.map((proposal, i) => ({
    slug: slugs[i] as string,
    title: domainTitle(slugs[i] as string),
    description: proposal.description,
    range: idRange(i + 1),
    key_concerns: proposal.key_concerns ?? [],
  }));
}

export interface TemplateContext {
  sessionId: string;
  requirement: string;
  createdAt: string;
  locale: Locale;
  provider: Provider['name'];
  status: string;
  source?: { repo?: string; issue?: number; commit?: string };
}

export function buildTemplate(analysis: Analysis, domains: DomainBrief[], context: TemplateContext): string {
  return buildPlanNoteText({
    sessionId: context.sessionId,
    requirement: context.requirement,
    createdAt: context.createdAt,
    complexity: analysis.complexity as Level,
    locale: context.locale,
    understanding: analysis.understanding,
    openQuestions: analysis.open_questions,
    domains: domains.map((d) => ({ slug: d.slug, description: d.description, range: d.range })),
    status: context.status,
    ...(context.source ? { source: context.source } : {}),
    extra: { provider: context.provider },
  });
}

export function buildAnalysisRecord(analysis: Analysis, domains: DomainBrief[], context: TemplateContext): AnalysisRecord {
  return {
    session_id: context.sessionId,
    requirement: context.requirement,
    created_at: context.createdAt,
    provider: context.provider,
    analysis,
    domains,
  };
}
