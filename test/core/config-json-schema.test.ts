import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { configSchema, DEFAULT_CONFIG } from '../../src/core/config/config.js';
import {
  buildConfigJsonSchema,
  CONFIG_SCHEMA_PATH,
  configJsonSchemaText,
  listConfigKeys,
} from '../../src/core/config/config-json-schema.js';
import { renderSchemaFile } from '../../scripts/gen-config-docs.js';

const schema = buildConfigJsonSchema();
const properties = schema.properties as Record<string, Record<string, unknown>>;

describe('config JSON Schema', () => {
  it('is committed as generated (run `npx tsx scripts/gen-config-docs.ts` after changing src/core/config.ts)', async () => {
    expect(readFileSync(CONFIG_SCHEMA_PATH, 'utf8')).toBe(await renderSchemaFile());
  });

  it('is what `cplan config schema` prints', () => {
    expect(JSON.parse(configJsonSchemaText())).toEqual(JSON.parse(readFileSync(CONFIG_SCHEMA_PATH, 'utf8')));
  });

  it('has a title, a description and exactly the keys of configSchema, plus _extends', () => {
    expect(schema.$schema).toBe('http://json-schema.org/draft-07/schema#');
    expect(schema.title).toEqual(expect.any(String));
    expect(schema.description).toEqual(expect.any(String));
    expect(schema.additionalProperties).toBe(false);
    expect(Object.keys(properties)).toEqual([...Object.keys(configSchema.shape), '_extends']);
  });

  it('makes every key optional, defaulted ones included', () => {
    expect(schema.required).toBeUndefined();
    expect((properties.models as { required?: unknown }).required).toBeUndefined();
  });

  it('describes every key, nested ones included', () => {
    const keys = listConfigKeys(schema);
    expect(keys.map((k) => k.key)).toEqual(expect.arrayContaining(['models.domain', 'models.revise', 'prices.<model>.input']));
    for (const key of keys) expect(key.description, key.key).not.toBe('');
  });

  it('has the defaults the loader applies', () => {
    for (const [key, value] of Object.entries(DEFAULT_CONFIG)) {
      if (value === undefined) expect(properties[key], key).not.toHaveProperty('default');
      else expect(properties[key]?.default, key).toEqual(value);
    }
    expect(properties.model).not.toHaveProperty('default');
    expect(properties.trigger_label).not.toHaveProperty('default');
  });

  it('carries the limits of the validation', () => {
    expect(properties.max_domains).toMatchObject({ type: 'integer', minimum: 1, maximum: 10 });
    expect(properties.max_cost_usd).toMatchObject({ type: 'number', exclusiveMinimum: 0, maximum: 1000 });
    expect(properties.review_event).toMatchObject({ enum: ['comment', 'request_changes_on_critical'] });
    expect(properties.branch_prefix).toMatchObject({ pattern: '^[A-Za-z0-9._/-]*[/-]$', maxLength: 50 });
    expect((properties.prices?.additionalProperties as { required: string[] }).required).toEqual(['input', 'output']);
  });
});
