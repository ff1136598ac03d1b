// `.github/cplan.yml` (spec §11): schema, defaults and errors that quote the key. Entries layer
// over it (Action inputs, CLI flags, then command flags), each validated the same way.
import YAML from 'yaml';
import { z } from 'zod';
import { CplanError } from './errors.js';

const level = z.enum(['critical', 'high', 'medium', 'none']);
const price = z.object({
  input: z.number().nonnegative().describe('US dollars per million input tokens. Required in every entry.'),
  output: z.number().nonnegative().describe('US dollars per million output tokens. Required in every entry.'),
  cache_write: z
    .number()
    .nonnegative()
    .optional()
    .describe('US dollars per million tokens written to the prompt cache. When unset: 1.25 × `input`.'),
  cache_read: z
    .number()
    .nonnegative()
    .optional()
    .describe('US dollars per million tokens read from the prompt cache. When unset: 0.1 × `input`.'),
});

export const configSchema = z
  .object({
    trigger: z
      .string()
      .regex(/^\/[a-z][a-z0-9-]{0,30}$/, 'must be a slash command such as /plan')
      .default('/plan')
      .describe(
        'The slash command that starts cplan in an issue or pull request comment (`/plan`, `/plan approve`, …): a `/`, a lowercase letter, then up to 30 lowercase letters, digits or dashes. GitHub App and Action only.',
      ),
    max_domains: z
      .number()
      .int()
      .min(1)
      .max(10)
      .default(5)
      .describe(
        'The most sub-domains (areas such as `backend-api` or `database`) a requirement is split into; each one is planned by its own agent. Whole number from 1 to 10. The `--max-domains` flag overrides it.',
      ),
    confirm: z
      .boolean()
      .default(true)
      .describe(
        'Stop after proposing the split and wait for approval (`/plan approve` on GitHub, a question in a terminal) before planning the sub-domains. `false` plans straight away, like `-y`.',
      ),
    locale: z
      .enum(['en', 'zh'])
      .default('en')
      .describe(
        'Language of the headings cplan writes in the plan note and of the text the model writes: `en` (English) or `zh` (Simplified Chinese).',
      ),
    provider: z
      .enum(['auto', 'anthropic', 'offline'])
      .default('auto')
      .describe(
        'Who writes the plan: `anthropic` (Claude; needs `ANTHROPIC_API_KEY` in the environment), `offline` (built-in heuristics, no network and no key) or `auto` (`anthropic` when `ANTHROPIC_API_KEY` is set, otherwise `offline`).',
      ),
    model: z
      .string()
      .min(1)
      .max(100)
      .optional()
      .describe(
        "Claude model for every phase, such as `claude-sonnet-4-5`. When unset, cplan's built-in default model is used. Entries in `models` override it per phase.",
      ),
    models: z
      .object({
        understanding: z
          .string()
          .min(1)
          .max(100)
          .optional()
          .describe('Model that reads the requirement and proposes the split into sub-domains.'),
        domain: z.string().min(1).max(100).optional().describe('Model that plans the tasks of each sub-domain.'),
        link: z
          .string()
          .min(1)
          .max(100)
          .optional()
          .describe('Model that links the plans of the sub-domains (tasks that need work from another sub-domain).'),
        revise: z
          .string()
          .min(1)
          .max(100)
          .optional()
          .describe(
            'Model that plans sub-domains again on `/plan revise` or a review that requests changes. When unset: `models.domain`, then `model`.',
          ),
      })
      .strict()
      .default({})
      .describe('Claude model per phase. A phase without an entry uses `model`.'),
    concurrency: z
      .number()
      .int()
      .min(1)
      .max(10)
      .default(5)
      .describe('How many sub-domains are planned at the same time. Whole number from 1 to 10. The `--serial` flag plans them one by one.'),
    max_turns: z
      .number()
      .int()
      .min(2)
      .max(50)
      .default(15)
      .describe(
        'The most turns one agent may take in one phase, a turn being one model call that may read files of the repository. Whole number from 2 to 50.',
      ),
    max_tasks_per_domain: z
      .number()
      .int()
      .min(1)
      .max(50)
      .default(8)
      .describe('The most tasks the plan of one sub-domain may contain. Whole number from 1 to 50.'),
    max_cost_usd: z
      .number()
      .positive()
      .max(1000)
      .default(5)
      .describe(
        'Budget of one run in US dollars, estimated from token usage and `prices`. When it is reached cplan stops calling the model; sub-domains already planned are kept. More than 0, at most 1000.',
      ),
    timeout_minutes: z
      .number()
      .positive()
      .max(360)
      .default(20)
      .describe(
        'Wall-clock limit of one run in minutes. When it is reached cplan stops; sub-domains already planned are kept. More than 0, at most 360.',
      ),
    max_revisions: z
      .number()
      .int()
      .min(0)
      .max(20)
      .default(3)
      .describe(
        'How many times a plan may be revised (`/plan revise`, or a review that requests changes). When it is rejected again after that many revisions, cplan proposes a different split instead. Whole number from 0 to 20. GitHub App and Action only.',
      ),
    output_dir: z
      .string()
      .min(1)
      .max(200)
      .refine((p) => !p.startsWith('/') && !p.split('/').includes('..') && !p.startsWith('.github/workflows'), {
        message: 'must be a relative path inside the repository, not under .github/workflows',
      })
      .default('.workflow/.planning')
      .describe(
        'Folder, relative to the repository root, where session folders (plan-note.md, plan.md, conflicts.json, task files) are written. It must stay inside the repository (no leading `/`, no `..`) and not be under `.github/workflows`. Its files are never shown to the agents.',
      ),
    branch_prefix: z
      .string()
      .max(50)
      .regex(/^[A-Za-z0-9._/-]*$/, 'may only contain letters, digits, ".", "_", "-" and "/"')
      .default('cplan/')
      .describe(
        'Start of the name of the plan branches cplan creates (`cplan/issue-42`). Only pull requests from branches that start with it are treated as plan pull requests. Letters, digits, `.`, `_`, `-` and `/`; at most 50 characters. GitHub App and Action only.',
      ),
    allowed_permissions: z
      .array(z.enum(['admin', 'maintain', 'write', 'triage', 'read']))
      .default(['admin', 'maintain', 'write'])
      .describe(
        'Repository permission levels whose users may run cplan commands: any of `admin`, `maintain`, `write`, `triage`, `read`. GitHub App and Action only.',
      ),
    allowed_users: z
      .array(z.string().min(1).max(100))
      .default([])
      .describe(
        'GitHub logins (not case-sensitive) that may run cplan commands whatever their permission level. GitHub App and Action only.',
      ),
    trigger_label: z
      .string()
      .min(1)
      .max(100)
      .optional()
      .describe(
        'A label that starts a plan when it is added to an issue, as if the person who added it had commented `/plan -y` (with the same permission check). When unset, labels start nothing. GitHub App only.',
      ),
    review_event: z
      .enum(['comment', 'request_changes_on_critical'])
      .default('comment')
      .describe(
        'How cplan submits its review of the plan pull request: `comment` (always a plain comment review) or `request_changes_on_critical` (Request changes when there is a critical conflict, a plain comment review otherwise).',
      ),
    fail_on: level
      .default('critical')
      .describe(
        'The `cplan / conflicts` check on the plan pull request fails when an open conflict has this severity or a higher one: `critical`, `high`, `medium`, or `none` (never fails). GitHub App and Action only; on the command line use `cplan check --fail-on`.',
      ),
    include_paths: z
      .array(z.string().min(1))
      .default([])
      .describe(
        'Glob patterns (such as `src/**`) of the files the agents may read. When empty, every file may be read (text files up to 512 KB).',
      ),
    exclude_paths: z
      .array(z.string().min(1))
      .default([])
      .describe(
        'Glob patterns (such as `vendor/**` or `**/*.snap`) of files hidden from the agents, even when `include_paths` matches them.',
      ),
    guidelines: z
      .array(z.string().min(1))
      .default([])
      .describe(
        'More guideline files (paths or glob patterns) that the agents must follow, besides CONTRIBUTING.md, AGENTS.md, CLAUDE.md and .workflow/project-guidelines.json, which are always used when present.',
      ),
    prices: z
      .record(z.string().meta({ title: 'model' }), price)
      .default({})
      .describe(
        "Model prices, keyed by model id, used for cost estimates and `max_cost_usd`; they override cplan's built-in list prices. A key also matches longer model ids that start with it (dated ids such as `claude-haiku-4-5-20251001`).",
      ),
  })
  .strict()
  .meta({
    title: 'cplan configuration',
    description:
      'Settings of cplan for one repository, read from `.github/cplan.yml`. Every key is optional; a key that is not set takes its default. An unknown key or a bad value stops the run with an error that names the key.',
  });

export type CplanConfig = z.infer<typeof configSchema>;

/** A bad `.github/cplan.yml` or settings layer (reason config); the message names the key. */
export class ConfigError extends CplanError {
  constructor(
    message: string,
    readonly key: string | null,
  ) {
    super(message, { reason: 'config' });
    this.name = 'ConfigError';
  }
}

export const DEFAULT_CONFIG: CplanConfig = configSchema.parse({});

/** Validates a config object; the error names the first bad key and what is wrong with it. */
export function validateConfig(input: unknown, source = '.github/cplan.yml'): CplanConfig {
  const data = input === null || input === undefined ? {} : input;
  if (typeof data !== 'object' || Array.isArray(data)) throw new ConfigError(`${source}: the file must be a mapping of keys`, null);
  const { _extends: _ignored, ...rest } = data as Record<string, unknown>;
  const result = configSchema.safeParse(rest);
  if (result.success) return result.data;
  const issue = result.error.issues[0];
  const key = issue?.path.map(String).join('.') || (issue && 'keys' in issue ? (issue.keys as string[]).join(', ') : '');
  const what = issue?.code === 'unrecognized_keys' ? 'unknown key' : (issue?.message ?? 'invalid');
  throw new ConfigError(`${source}: \`${key}\`: ${what}`, key || null);
}

export function parseConfigYaml(text: string, source = '.github/cplan.yml'): CplanConfig {
  let data: unknown;
  try {
    data = YAML.parse(text, { maxAliasCount: 50, logLevel: 'error' });
  } catch (error) {
    throw new ConfigError(`${source}: not valid YAML: ${String((error as Error).message).split('\n')[0]}`, null);
  }
  return validateConfig(data, source);
}

/** Later layers override earlier ones key by key (undefined = not set). */
export function mergeConfig(base: CplanConfig, override: Partial<CplanConfig>): CplanConfig {
  const merged: Record<string, unknown> = { ...base };
  for (const [key, value] of Object.entries(override)) if (value !== undefined) merged[key] = value;
  return validateConfig(merged, 'settings');
}
