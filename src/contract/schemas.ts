// Schemas of the submit tools, field for field, with caps: model output is validated
// before anything is written, and a failure goes back to the model as an `is_error` tool result.
// They are the one source of truth for model output: the tool definitions the model sees are
// generated from them (`submitTool`), and the types in types.ts are inferred from them.
import { z } from 'zod';

const text = (max = 2000) => z.string().max(max);

/** Low, Medium or High; "high" or " medium " are accepted and normalised. */
export const levelSchema = z.preprocess(
  (v) => (typeof v === 'string' ? v.trim().charAt(0).toUpperCase() + v.trim().slice(1).toLowerCase() : v),
  z.enum(['Low', 'Medium', 'High']),
);

export const understandingSchema = z.object({
  core_objectives: z.array(text()).max(20),
  key_points: z.array(text()).max(30),
  constraints: z.array(text()).max(30),
  split_strategy: text(4000),
});

export const subDomainSchema = z.object({
  focus_area: z.string().min(1).max(80),
  description: text(1000),
  key_concerns: z.array(text(500)).max(20),
  estimated_effort: levelSchema,
  depends_on_domains: z.array(z.string().max(80)).max(10),
});

/** `submit_analysis`. */
export const analysisSchema = z.object({
  complexity: levelSchema,
  understanding: understandingSchema,
  sub_domains: z.array(subDomainSchema).min(1).max(10),
  open_questions: z.array(text(1000)).max(10),
});

export const modificationPointSchema = z.object({
  file: z.string().min(1).max(500),
  location: z.string().max(300),
  change: text(1000),
});

export const submittedTaskSchema = z.object({
  /** The agent's own key for the task; `depends_on` refers to keys of the same domain. */
  key: z.string().min(1).max(60),
  title: z.string().min(1).max(200),
  description: text(),
  complexity: levelSchema,
  conflict_risk: levelSchema,
  scope: text(1000),
  depends_on: z.array(z.string().max(60)).max(20),
  needs_from_domains: z.array(z.object({ domain: z.string().max(80), what: text(500) })).max(10),
  modification_points: z.array(modificationPointSchema).max(20),
  convergence_criteria: z.array(text(500)).max(10),
  estimated_effort: levelSchema,
});

export const evidenceSchema = z.object({
  relevant_files: z.array(z.object({ path: z.string().min(1).max(500), rationale: text(500), role: z.string().max(80) })).max(40),
  existing_patterns: z.array(text(500)).max(20),
  constraints: z.array(text(500)).max(20),
});

/** `submit_domain_plan`. */
export const domainPlanSchema = z.object({
  tasks: z.array(submittedTaskSchema).min(1).max(50),
  evidence: evidenceSchema,
});

/** `submit_links`: for each need, the task ids it depends on (possibly empty when nothing fits). */
export const linksSchema = z.object({
  links: z
    .array(
      z.object({
        task_id: z.string().regex(/^TASK-\d+$/),
        depends_on: z.array(z.string().regex(/^TASK-\d+$/)).max(20),
      }),
    )
    .max(500),
});

export type SubmitToolName = 'submit_analysis' | 'submit_domain_plan' | 'submit_links';

export const SUBMIT_SCHEMAS = {
  submit_analysis: analysisSchema,
  submit_domain_plan: domainPlanSchema,
  submit_links: linksSchema,
} as const;

const DESCRIPTIONS: Record<SubmitToolName, string> = {
  submit_analysis:
    'Submit the requirement analysis: complexity, understanding, 1..N sub-domains and open questions. Call exactly once, at the end.',
  submit_domain_plan: "Submit this domain's tasks and the evidence they rest on. Call exactly once, at the end.",
  submit_links: 'Submit, for each cross-domain need, the ids of the tasks that satisfy it (empty when none fits).',
};

/** JSON Schema for a tool definition, generated from the same zod schema that validates it. */
export function submitTool(name: SubmitToolName) {
  const schema = z.toJSONSchema(SUBMIT_SCHEMAS[name], { io: 'input', unrepresentable: 'any' }) as Record<string, unknown>;
  delete schema.$schema;
  return { name, description: DESCRIPTIONS[name], input_schema: { ...schema, type: 'object' as const } };
}

/** A short list of problems with their paths, readable by the model that has to repair them. */
export function formatZodError(error: z.ZodError): string {
  return error.issues
    .slice(0, 15)
    .map((issue) => `- ${issue.path.length > 0 ? issue.path.join('.') : '(root)'}: ${issue.message}`)
    .join('\n');
}
