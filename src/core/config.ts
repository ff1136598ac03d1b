// `.github/cplan.yml` (spec §11): schema, defaults and errors that quote the key. Entries layer
// over it (Action inputs, CLI flags, then command flags), each validated the same way.
import YAML from 'yaml';
import { z } from 'zod';

const level = z.enum(['critical', 'high', 'medium', 'none']);
const price = z.object({
  input: z.number().nonnegative(),
  output: z.number().nonnegative(),
  cache_write: z.number().nonnegative().optional(),
  cache_read: z.number().nonnegative().optional(),
});

export const configSchema = z
  .object({
    trigger: z
      .string()
      .regex(/^\/[a-z][a-z0-9-]{0,30}$/, 'must be a slash command such as /plan')
      .default('/plan'),
    max_domains: z.number().int().min(1).max(10).default(5),
    confirm: z.boolean().default(true),
    locale: z.enum(['en', 'zh']).default('en'),
    provider: z.enum(['auto', 'anthropic', 'offline']).default('auto'),
    model: z.string().min(1).max(100).optional(),
    models: z
      .object({
        understanding: z.string().min(1).max(100).optional(),
        domain: z.string().min(1).max(100).optional(),
        link: z.string().min(1).max(100).optional(),
        revise: z.string().min(1).max(100).optional(),
      })
      .strict()
      .default({}),
    concurrency: z.number().int().min(1).max(10).default(5),
    max_turns: z.number().int().min(2).max(50).default(15),
    max_tasks_per_domain: z.number().int().min(1).max(50).default(8),
    max_cost_usd: z.number().positive().max(1000).default(5),
    timeout_minutes: z.number().positive().max(360).default(20),
    max_revisions: z.number().int().min(0).max(20).default(3),
    output_dir: z
      .string()
      .min(1)
      .max(200)
      .refine((p) => !p.startsWith('/') && !p.split('/').includes('..') && !p.startsWith('.github/workflows'), {
        message: 'must be a relative path inside the repository, not under .github/workflows',
      })
      .default('.workflow/.planning'),
    branch_prefix: z
      .string()
      .max(50)
      .regex(/^[A-Za-z0-9._/-]*$/, 'may only contain letters, digits, ".", "_", "-" and "/"')
      .default('cplan/'),
    allowed_permissions: z.array(z.enum(['admin', 'maintain', 'write', 'triage', 'read'])).default(['admin', 'maintain', 'write']),
    allowed_users: z.array(z.string().min(1).max(100)).default([]),
    trigger_label: z.string().min(1).max(100).optional(),
    review_event: z.enum(['comment', 'request_changes_on_critical']).default('comment'),
    fail_on: level.default('critical'),
    include_paths: z.array(z.string().min(1)).default([]),
    exclude_paths: z.array(z.string().min(1)).default([]),
    guidelines: z.array(z.string().min(1)).default([]),
    prices: z.record(z.string(), price).default({}),
  })
  .strict();

export type CplanConfig = z.infer<typeof configSchema>;

export class ConfigError extends Error {
  constructor(
    message: string,
    readonly key: string | null,
  ) {
    super(message);
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
