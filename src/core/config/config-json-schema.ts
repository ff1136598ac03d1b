// The JSON Schema of `.github/cplan.yml`, derived from `configSchema` (keys, types, limits,
// defaults and descriptions all come from there), so editors, docs/configuration.md and the
// validation cannot drift apart. Pure: no file system. `schema/cplan.schema.json` is this, written
// by scripts/gen-config-docs.ts and compared with it in the tests.
import { z } from 'zod';
import { configSchema } from './config.js';

export type JsonSchema = { [keyword: string]: unknown };

/** Where the generated schema is committed, relative to the repository root. */
export const CONFIG_SCHEMA_PATH = 'schema/cplan.schema.json';

/**
 * `_extends` is not a setting: the GitHub App resolves it before validation and the other entries
 * drop it (see `validateConfig`). It is listed so that editors do not flag it as unknown.
 */
const EXTENDS_PROPERTY: JsonSchema = {
  type: 'string',
  minLength: 1,
  description:
    'GitHub App only: start from the `.github/cplan.yml` of another repository (`repo` of the same owner, or `owner/repo`), then apply the keys of this file over it. The command line and the Action ignore it.',
};

/**
 * The JSON Schema (draft-07, which every YAML/JSON editor understands) of the config file as
 * written: keys with a default are optional, like every other key.
 */
export function buildConfigJsonSchema(): JsonSchema {
  const generated = z.toJSONSchema(configSchema, { io: 'input', target: 'draft-07', unrepresentable: 'throw' }) as JsonSchema;
  const { $schema, title, description, type, properties, additionalProperties, ...rest } = generated;
  if (typeof title !== 'string' || typeof description !== 'string') throw new Error('configSchema needs a title and a description');
  const schema: JsonSchema = {
    $schema,
    title,
    description,
    type,
    properties: { ...(properties as Record<string, JsonSchema>), _extends: EXTENDS_PROPERTY },
    additionalProperties,
    ...rest,
  };
  for (const key of listConfigKeys(schema)) if (!key.description) throw new Error(`config key ${key.key} has no description`);
  return schema;
}

/** The schema as `cplan config schema` prints it. */
export function configJsonSchemaText(): string {
  return `${JSON.stringify(buildConfigJsonSchema(), null, 2)}\n`;
}

export interface ConfigKey {
  /** Dotted path: `max_domains`, `models.domain`, `prices.<model>.input`. */
  key: string;
  node: JsonSchema;
  description: string;
  hasDefault: boolean;
  default?: unknown;
}

/**
 * Every key of the file, depth first in schema order: nested objects add `parent.child`, and a
 * mapping with free keys (`prices`) adds `parent.<name>.child`, the name being the title of its
 * key schema.
 */
export function listConfigKeys(schema: JsonSchema, prefix = ''): ConfigKey[] {
  const keys: ConfigKey[] = [];
  for (const [name, node] of Object.entries((schema.properties ?? {}) as Record<string, JsonSchema>)) {
    const key = `${prefix}${name}`;
    keys.push({
      key,
      node,
      description: typeof node.description === 'string' ? node.description : '',
      hasDefault: 'default' in node,
      ...('default' in node ? { default: node.default } : {}),
    });
    keys.push(...listConfigKeys(node, `${key}.`));
    const free = node.additionalProperties;
    if (free && typeof free === 'object') {
      const title = (node.propertyNames as JsonSchema | undefined)?.title;
      keys.push(...listConfigKeys(free as JsonSchema, `${key}.<${typeof title === 'string' ? title : 'name'}>.`));
    }
  }
  return keys;
}
