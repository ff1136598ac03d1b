// `.github/cplan.yml`: schema, defaults and errors that quote the key. Entries layer
// over it (Action inputs, CLI flags, then command flags): each layer is a partial object of the
// same keys, validated by the same schema through `mergeConfig`, and its errors name the layer
// and the key the way the person wrote it there (`Action input max-domains: …`).
import YAML, { isScalar, LineCounter, visit } from 'yaml';
import { z } from 'zod';
import { CplanError } from '../shared/errors.js';

/**
 * The one rule for a model id, wherever it is written (`model`, `models.*`, `/plan --model=`, the
 * Action's `model` input, `cplan plan --model`): at most MODEL_ID_MAX_LENGTH characters, a letter or
 * digit first, then letters, digits, `.`, `_`, `-`, `:` or `@`. That covers Anthropic ids
 * (`claude-sonnet-4-5`, `claude-opus-4-1-20250805`), Bedrock ids
 * (`us.anthropic.claude-3-5-sonnet-20241022-v2:0`) and Vertex ids (`claude-3-5-sonnet-v2@20241022`),
 * and keeps out spaces and URLs.
 */
// "/" between parts for the namespaced ids of OpenAI-compatible servers (vLLM's
// `meta-llama/Llama-3.1-8B-Instruct`, OpenRouter's `anthropic/claude-sonnet-4.5`) and Bedrock ARNs;
// every part starts with a letter or digit, so a URL (`http://…`, with its empty part) never passes.
export const MODEL_ID_PATTERN = /^[A-Za-z0-9][\w.:@-]*(?:\/[A-Za-z0-9][\w.:@-]*)*$/;
export const MODEL_ID_MAX_LENGTH = 200;
const MODEL_ID_RULE =
  'must be a model id such as claude-sonnet-4-5, made of letters, digits, ".", "_", "-", ":" and "@", starting with a letter or digit (parts may be joined by single "/", as in meta-llama/Llama-3.1-8B-Instruct)';

/** Whether `text` is a model id by the rule above. */
export function isModelId(text: string): boolean {
  return text.length >= 1 && text.length <= MODEL_ID_MAX_LENGTH && MODEL_ID_PATTERN.test(text);
}

const modelId = () => z.string().min(1).max(MODEL_ID_MAX_LENGTH).regex(MODEL_ID_PATTERN, MODEL_ID_RULE);

/** Extended thinking budget in tokens (Anthropic's minimum is 1024). */
const thinkingBudget = () => z.number().int().min(1024).max(32_000).optional();

/**
 * `execute.agent`: an executor name, a label (GitHub's label names: up to 50 characters; no comma,
 * which the labels API reads as a separator) or one login (a person, `name[bot]`, or `org/team`).
 */
export const EXECUTOR_SHAPE =
  /^(?:none|copilot|claude|label:[^,\s](?:[^,\n]{0,48}[^,\s])?|mention:@[A-Za-z0-9](?:[A-Za-z0-9-]{0,38})(?:\[bot\]|\/[A-Za-z0-9][\w.-]{0,99})?)$/;

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
      .enum(['auto', 'anthropic', 'bedrock', 'vertex', 'openai', 'offline'])
      .default('auto')
      .describe(
        'Who writes the plan: `anthropic` (Claude; needs `ANTHROPIC_API_KEY` in the environment), `bedrock` (Claude on Amazon Bedrock; AWS credentials and `AWS_REGION` as the AWS SDK reads them, `model` required; see docs/providers/bedrock.md), `vertex` (Claude on Google Vertex AI; Google Application Default Credentials, `CLOUD_ML_REGION` and `ANTHROPIC_VERTEX_PROJECT_ID`, `model` required; see docs/providers/vertex.md), `openai` (any OpenAI-compatible Chat Completions endpoint: OpenAI, Azure OpenAI, Gemini, Ollama, vLLM, LM Studio; needs `OPENAI_API_KEY` and/or `OPENAI_BASE_URL`, model `gpt-4.1` unless `model` is set; see docs/providers/openai.md), `offline` (built-in heuristics, no network and no key) or `auto` (`anthropic` when `ANTHROPIC_API_KEY` is set, otherwise `offline`; never `openai`).',
      ),
    model: modelId()
      .optional()
      .describe(
        "Model for every phase, such as `claude-sonnet-4-5`, or with `provider: openai` the endpoint's model id (`gpt-4.1`, an Azure deployment, `gemini-2.5-flash`, `qwen3:8b`). When unset, cplan's built-in default is used (`gpt-4.1` for `openai`). Entries in `models` override it per phase.",
      ),
    models: z
      .object({
        understanding: modelId().optional().describe('Model that reads the requirement and proposes the split into sub-domains.'),
        domain: modelId().optional().describe('Model that plans the tasks of each sub-domain.'),
        link: modelId()
          .optional()
          .describe('Model that links the plans of the sub-domains (tasks that need work from another sub-domain).'),
        revise: modelId()
          .optional()
          .describe(
            'Model that plans sub-domains again on `/plan revise` or a review that requests changes. When unset: `models.domain`, then `model`.',
          ),
      })
      .strict()
      .default({})
      .describe('Model per phase (of the chosen provider). A phase without an entry uses `model`.'),
    thinking: z
      .object({
        understanding: thinkingBudget().describe('Thinking budget of the phase that reads the requirement and proposes the split.'),
        domain: thinkingBudget().describe('Thinking budget of the phase that plans the tasks of each sub-domain.'),
        link: thinkingBudget().describe('Thinking budget of the phase that links the plans of the sub-domains.'),
        revise: thinkingBudget().describe('Thinking budget of the phase that plans sub-domains again on `/plan revise`.'),
      })
      .strict()
      .optional()
      .describe(
        'Extended thinking per phase, for Claude (`anthropic`, `bedrock`, `vertex`; other providers ignore it): the tokens a phase may spend thinking before each answer, 1024 to 32000. Thinking tokens are billed as output. The turn that forces the submit tool runs without thinking (the API does not allow both). A phase without an entry does not think.',
      ),
    fallback: z
      .object({
        provider: z
          .enum(['anthropic', 'bedrock', 'vertex', 'openai', 'offline'])
          .describe(
            'Provider that repeats a failed call: `anthropic`, `bedrock`, `vertex`, `openai` or `offline`; it reads its credentials from the environment like `provider` does.',
          ),
        model: modelId()
          .optional()
          .describe("Model of the fallback provider for every phase. When unset, that provider's built-in default is used."),
      })
      .strict()
      .optional()
      .describe(
        'A second provider for when the first keeps failing: an agent call that still fails after its retries because the service is overloaded, rate-limited, unreachable or answers with a 5xx is repeated once on this provider, and the usage rows of that call name its model and say `fallback`. Errors such as a bad key or an invalid answer never fall back. Unset: no fallback.',
      ),
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
    max_task_issues: z
      .number()
      .int()
      .min(1)
      .max(500)
      .default(50)
      .describe(
        'The most tasks `/plan issues` files issues for: on a plan with more tasks it creates none and says so. Whole number from 1 to 500. GitHub App and Action only.',
      ),
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
    execute: z
      .object({
        max_parallel: z
          .number()
          .int()
          .min(1)
          .max(20)
          .default(3)
          .describe(
            'The most tasks of one wave (`/plan execute`, and `cplan execute --dry-run`, whose `--max-parallel` overrides it). Whole number from 1 to 20.',
          ),
        agent: z
          .string()
          .max(120)
          .regex(EXECUTOR_SHAPE, {
            message: 'must be `none`, `copilot`, `claude`, `label:<name>` or `mention:@login`',
          })
          .default('none')
          .describe(
            "Who does the tasks `/plan execute` dispatches: `none` (people pick them up; cplan schedules and tracks), `copilot` (the task issue is assigned to GitHub's Copilot coding agent; needs a user token), `claude` (a comment mentioning `@claude` with the task brief, for claude-code-action), `label:<name>` (a label an agent workflow listens to, e.g. `label:fix-me`) or `mention:@login` (a comment mentioning a person or bot). docs/execute.md gives each one's setup.",
          ),
        auto_advance: z
          .boolean()
          .default(true)
          .describe(
            'Dispatch the next wave as soon as every task of the current one is merged (true), or only on the next `/plan execute` (false).',
          ),
      })
      .strict()
      .default({ max_parallel: 3, agent: 'none', auto_advance: true })
      .describe(
        'Executing a plan (`/plan execute`, docs/execute.md): tasks go out in waves, no two tasks of a wave changing the same code, each to the executor `agent` names, and are tracked to merge. `cplan execute --dry-run` prints the schedule.',
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
    // Never empty: with no prefix every branch, the default one included, would be a plan branch.
    branch_prefix: z
      .string()
      .min(2, 'must not be empty: plan branches need a prefix of their own, such as cplan/')
      .max(50)
      .regex(
        /^[A-Za-z0-9._/-]*[/-]$/,
        'may only contain letters, digits, ".", "_", "-" and "/", and must end with "/" or "-" (so it cannot start an ordinary branch name such as main)',
      )
      .default('cplan/')
      .describe(
        'Start of the name of the plan branches cplan creates (`cplan/issue-42`). Only pull requests from branches of this repository (never a fork) that start with it, other than the default branch, are treated as plan pull requests. Letters, digits, `.`, `_`, `-` and `/`; 2 to 50 characters, ending with `/` or `-`. GitHub App and Action only.',
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
        'A label that starts a plan when it is added to an issue, as if the person who added it had commented `/plan -y` (with the same permission check). When unset, labels start nothing. GitHub App, and the Action in a workflow on `issues: types: [labeled]` (docs/workflows/plan-on-label.yml).',
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
        'More guideline files (paths or glob patterns) that the agents must follow, besides CONTRIBUTING.md or CONTRIBUTING.rst (at the root, in .github/ or in docs/), AGENTS.md, CLAUDE.md and .workflow/project-guidelines.json, which are always used when present.',
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

// ---- where a layer of settings comes from ---------------------------------------------------------

/**
 * Where a layer of settings was written. It decides how an error names a key (the way the person
 * wrote it there) and whether values are text to read (flags and inputs) or already typed (YAML).
 */
export type ConfigSource =
  /** `.github/cplan.yml` or another file: ``.github/cplan.yml: `max_domains`: …`` */
  | { kind: 'file'; name: string }
  /** The flags of a `/plan` comment: `/plan flag --max-domains: …` */
  | { kind: 'comment'; trigger: string }
  /** The inputs of the GitHub Action: `Action input max-domains: …` */
  | { kind: 'action' }
  /** The options of `cplan plan`: `option --max-domains: …` */
  | { kind: 'cli' };

export const configSource = {
  file: (name = '.github/cplan.yml'): ConfigSource => ({ kind: 'file', name }),
  comment: (trigger = '/plan'): ConfigSource => ({ kind: 'comment', trigger }),
  action: { kind: 'action' } as ConfigSource,
  cli: { kind: 'cli' } as ConfigSource,
} as const;

/** How `source` spells a key (a dotted config key such as `max_domains`), or several, source first. */
export function settingName(source: ConfigSource, key: string | readonly string[]): string {
  const keys = typeof key === 'string' ? [key] : key;
  const flags = keys.map((k) => k.replace(/_/g, '-'));
  switch (source.kind) {
    case 'file':
      return `${source.name}: ${keys.map((k) => `\`${k}\``).join(', ')}`;
    case 'comment':
      return `${source.trigger} ${flags.length === 1 ? 'flag' : 'flags'} ${flags.map((f) => `--${f}`).join(', ')}`;
    case 'action':
      return `Action ${flags.length === 1 ? 'input' : 'inputs'} ${flags.join(', ')}`;
    case 'cli':
      return `${flags.length === 1 ? 'option' : 'options'} ${flags.map((f) => `--${f}`).join(', ')}`;
  }
}

/** A bad `.github/cplan.yml` or settings layer; the message names the layer and the key. */
export class ConfigError extends CplanError {
  constructor(
    message: string,
    readonly key: string | null,
    /** The layer; reason `config` for a file, `input` for flags and inputs. */
    readonly source: ConfigSource = configSource.file(),
  ) {
    super(message, { reason: source.kind === 'file' ? 'config' : 'input' });
    this.name = 'ConfigError';
  }
}

export const DEFAULT_CONFIG: CplanConfig = configSchema.parse({});

/** A layer of settings as written: config keys, values typed (YAML) or text (flags and inputs); undefined = not set. */
export type ConfigOverrides = { readonly [K in keyof CplanConfig]?: CplanConfig[K] | string | undefined };

/** The layer `mergeConfig` was called without a source for (callers that predate sources). */
const UNNAMED_LAYER = configSource.file('settings');

/** Validates a config object; the error names the first bad key and what is wrong with it. */
export function validateConfig(input: unknown, source: string | ConfigSource = '.github/cplan.yml'): CplanConfig {
  const from = typeof source === 'string' ? configSource.file(source) : source;
  const data = input === null || input === undefined ? {} : input;
  if (typeof data !== 'object' || Array.isArray(data)) {
    const where = from.kind === 'file' ? `${from.name}: the file` : settingName(from, 'settings');
    throw new ConfigError(`${where} must be a mapping of keys`, null, from);
  }
  const { _extends: _ignored, ...rest } = data as Record<string, unknown>;
  return check(rest, from);
}

// ---- the file: its size and its YAML ----------------------------------------------------------

/**
 * The most a config file may weigh, in bytes (a real `.github/cplan.yml` is a few KB). Checked before
 * any YAML is parsed, on every path: `parseConfigYaml` (Action, CLI) and forge/config-guard.ts (the
 * App and the worker, whose config Probot's plugin parses). The App serves every installation from
 * one event loop, and yaml's parse of a 1.2 MB file of 40 000 keys held it for 13 s.
 */
export const CONFIG_MAX_BYTES = 64 * 1024;

const sizeText = (bytes: number) => (bytes >= 1024 * 1024 ? `${(bytes / (1024 * 1024)).toFixed(1)} MB` : `${Math.ceil(bytes / 1024)} KB`);

/** `.github/cplan.yml is 1.2 MB; cplan reads at most 64 KB` (bytes unknown: only that it is over). */
export function configTooLarge(source: string, bytes?: number): ConfigError {
  const size = bytes === undefined ? `over ${sizeText(CONFIG_MAX_BYTES)}` : sizeText(bytes);
  return new ConfigError(`${source} is ${size}; cplan reads at most ${sizeText(CONFIG_MAX_BYTES)}`, null, configSource.file(source));
}

/**
 * Keys (mapping entries, at every depth) a config may hold. A valid one has a few dozen (`prices`
 * and `models` add one per model); every unknown key is an error anyway. The limit is for parsers
 * cplan does not control: Probot's config plugin parses with yaml's quadratic duplicate-key check,
 * so the App counts keys with the linear parser first and refuses a file past this.
 */
export const CONFIG_MAX_KEYS = 500;

/** A ConfigError when `text` has more than CONFIG_MAX_KEYS keys (counted in linear time); else nothing. */
export function refuseManyKeys(text: string, source: string): void {
  const doc = YAML.parseDocument(text, { uniqueKeys: false, logLevel: 'silent' });
  let keys = 0;
  visit(doc, {
    Map(_, map) {
      keys += map.items.length;
      return keys > CONFIG_MAX_KEYS ? visit.BREAK : undefined;
    },
  });
  if (keys > CONFIG_MAX_KEYS)
    throw new ConfigError(
      `${source} has more than ${CONFIG_MAX_KEYS} keys; a cplan config has a few dozen`,
      null,
      configSource.file(source),
    );
}

export function parseConfigYaml(text: string, source = '.github/cplan.yml'): CplanConfig {
  const bytes = Buffer.byteLength(text, 'utf8');
  if (bytes > CONFIG_MAX_BYTES) throw configTooLarge(source, bytes);
  let data: unknown;
  try {
    data = readYaml(text);
  } catch (error) {
    throw new ConfigError(`${source}: not valid YAML: ${String((error as Error).message).split('\n')[0]}`, null, configSource.file(source));
  }
  return validateConfig(data, source);
}

/**
 * `YAML.parse` in linear time. yaml's own duplicate-key check (`uniqueKeys`) compares each key with
 * every earlier key of its mapping, which is quadratic (40 000 keys: 19 s, 0.4 s without it), so it
 * is off and `rejectDuplicateKeys` does the same check with a set.
 */
function readYaml(text: string): unknown {
  const lineCounter = new LineCounter();
  const doc = YAML.parseDocument(text, { uniqueKeys: false, lineCounter, logLevel: 'error' });
  if (doc.errors.length > 0) throw doc.errors[0];
  rejectDuplicateKeys(doc, lineCounter);
  return doc.toJS({ maxAliasCount: 50 });
}

/** The error yaml raises for a repeated key, as it decides it: scalar keys by value, others by node. */
function rejectDuplicateKeys(doc: YAML.Document, lines: LineCounter): void {
  visit(doc, {
    Map(_, map) {
      const values = new Set<unknown>();
      const nodes = new Set<unknown>();
      for (const { key } of map.items) {
        const [seen, id] = isScalar(key) ? [values, key.value] : [nodes, key];
        if (seen.has(id)) {
          const offset = (key as { range?: [number] } | null)?.range?.[0] ?? map.range?.[0] ?? 0;
          const { line, col } = lines.linePos(offset);
          throw new Error(`Map keys must be unique at line ${line}, column ${col}`);
        }
        seen.add(id);
      }
    },
  });
}

/**
 * THE merge of a settings layer over a config: every layer (the Action's inputs, `cplan plan`'s
 * options, a `/plan` comment's flags) goes through here. Keys of `overrides` replace those of
 * `base` (undefined = not set); text from flags and inputs is read as the key's type (`"3"` → 3
 * for a number key, `true`/`false` for a boolean key); the result is validated by `configSchema`
 * and an error names `source` and the key: `Action input max-domains: must be a whole number from 1
 * to 10 (got 11)`.
 */
export function mergeConfig(base: CplanConfig, overrides: ConfigOverrides, source: ConfigSource = UNNAMED_LAYER): CplanConfig {
  const merged: Record<string, unknown> = { ...base };
  for (const [key, value] of Object.entries(overrides)) {
    if (value === undefined) continue;
    merged[key] = typeof value === 'string' && source.kind !== 'file' ? fromText(key, value) : value;
  }
  return check(merged, source);
}

/**
 * A layer validated on its own (over the defaults, so the same rules apply): only the keys it
 * sets, typed. For entries that check their flags or inputs before anything runs.
 */
export function validateOverrides(overrides: ConfigOverrides, source: ConfigSource): Partial<CplanConfig> {
  const merged = mergeConfig(DEFAULT_CONFIG, overrides, source) as Record<string, unknown>;
  const set: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(overrides)) if (value !== undefined) set[key] = merged[key];
  return set as Partial<CplanConfig>;
}

// ---- validation and its messages ------------------------------------------------------------------

function check(data: Record<string, unknown>, source: ConfigSource): CplanConfig {
  const result = configSchema.safeParse(data);
  if (result.success) return result.data;
  const issue = result.error.issues[0] as z.core.$ZodIssue;
  const path = issue.path.map(String);
  if (issue.code === 'unrecognized_keys') {
    const keys = issue.keys.map((k) => [...path, k].join('.'));
    throw new ConfigError(`${settingName(source, keys)}: ${keys.length === 1 ? 'unknown key' : 'unknown keys'}`, keys[0] ?? null, source);
  }
  const key = path.join('.');
  const value = valueAt(data, path);
  const what = value === undefined && issue.code === 'invalid_type' ? 'is required' : `${problem(issue, path)}${got(value)}`;
  throw new ConfigError(`${key ? settingName(source, key) : settingName(source, 'settings')}: ${what}`, key || null, source);
}

type JsonNode = { [keyword: string]: unknown };
let inputSchema: JsonNode | undefined;

/** The JSON Schema node of a path (properties, free keys of a mapping, list items). */
function nodeAt(path: string[]): JsonNode | undefined {
  inputSchema ??= z.toJSONSchema(configSchema, { io: 'input', unrepresentable: 'any' }) as JsonNode;
  let node: JsonNode | undefined = inputSchema;
  for (const segment of path) {
    if (!node) return undefined;
    const properties = node.properties as Record<string, JsonNode> | undefined;
    if (properties && segment in properties) node = properties[segment];
    else if (node.items && typeof node.items === 'object') node = node.items as JsonNode;
    else if (node.additionalProperties && typeof node.additionalProperties === 'object') node = node.additionalProperties as JsonNode;
    else return undefined;
  }
  return node;
}

const orList = (items: string[]) => (items.length < 2 ? items.join('') : `${items.slice(0, -1).join(', ')} or ${items.at(-1)}`);

/**
 * What is wrong, in the words of the rule rather than of the failed check, so that a value gets
 * the same message from every layer: `must be a whole number from 1 to 10`, `must be en or zh`.
 */
function problem(issue: z.core.$ZodIssue, path: string[]): string {
  let node: JsonNode | undefined;
  try {
    node = nodeAt(path);
  } catch {
    node = undefined;
  }
  if (!node) return issue.message;
  if (Array.isArray(node.enum)) return `must be ${orList(node.enum.map(String))}`;
  switch (node.type) {
    case 'integer':
    case 'number': {
      const kind = node.type === 'integer' ? 'a whole number' : 'a number';
      const { minimum: min, exclusiveMinimum: above, maximum: max } = node;
      if (typeof min === 'number' && typeof max === 'number') return `must be ${kind} from ${min} to ${max}`;
      const bounds = [
        typeof min === 'number' ? `at least ${min}` : typeof above === 'number' ? `more than ${above}` : undefined,
        typeof max === 'number' ? `at most ${max}` : undefined,
      ].filter((part) => part !== undefined);
      return `must be ${kind}${bounds.length > 0 ? ` ${bounds.join(' and ')}` : ''}`;
    }
    case 'boolean':
      return 'must be true or false';
    case 'array':
      if (issue.code === 'invalid_type') return 'must be a list';
      break;
    case 'object':
      if (issue.code === 'invalid_type') return 'must be a mapping';
      break;
    case 'string':
      if (issue.code === 'invalid_type') return 'must be text';
      if (issue.code === 'too_small') return 'must not be empty';
      if (issue.code === 'too_big') return `must be at most ${String(node.maxLength)} characters`;
      break;
  }
  return issue.message;
}

function valueAt(data: unknown, path: string[]): unknown {
  let value = data;
  for (const segment of path) value = value !== null && typeof value === 'object' ? (value as Record<string, unknown>)[segment] : undefined;
  return value;
}

/** ` (got 11)`, ` (got "fr")` for a value short enough to quote; nothing for mappings and lists. */
function got(value: unknown): string {
  if (typeof value === 'number' || typeof value === 'boolean') return ` (got ${String(value)})`;
  if (typeof value !== 'string' || value === '') return '';
  return ` (got ${JSON.stringify(value.length > 40 ? `${value.slice(0, 40)}…` : value)})`;
}

// ---- text values (flags and inputs) ----------------------------------------------------------------

/** A YAML 1.2 core-schema number, as `max_domains: 3` would be read from the file. */
const NUMBER_TEXT = /^[-+]?(?:\.\d+|\d+(?:\.\d*)?)(?:[eE][-+]?\d+)?$/;
/** YAML 1.2 core-schema booleans, the ones `core.getBooleanInput` accepts. */
const TRUE_TEXT = new Set(['true', 'True', 'TRUE']);
const FALSE_TEXT = new Set(['false', 'False', 'FALSE']);

function unwrap(schema: z.ZodType): z.ZodType {
  let inner = schema;
  while (inner instanceof z.ZodDefault || inner instanceof z.ZodOptional) inner = inner.unwrap() as z.ZodType;
  return inner;
}

/** Text from a flag or input as the value the file would hold; anything else is left as text for the schema to reject. */
function fromText(key: string, text: string): unknown {
  const schema = (configSchema.shape as Record<string, z.ZodType | undefined>)[key];
  if (!schema) return text;
  const inner = unwrap(schema);
  const trimmed = text.trim();
  if (inner instanceof z.ZodNumber) return NUMBER_TEXT.test(trimmed) ? Number(trimmed) : text;
  if (inner instanceof z.ZodBoolean) return TRUE_TEXT.has(trimmed) ? true : FALSE_TEXT.has(trimmed) ? false : text;
  return text;
}

/**
 * The flags (`/plan --max-domains=3`), Action inputs (`max-domains`) and CLI options that set a
 * config key, and the key each one sets: one table for every surface.
 */
export const SETTING_FLAGS = { 'max-domains': 'max_domains', locale: 'locale', model: 'model' } as const;
