// The key table of docs/configuration.md, rendered from the JSON Schema of `.github/cplan.yml`
// (itself derived from `configSchema`). scripts/gen-config-docs.ts writes it between the markers
// below; the tests fail when the committed page differs. Pure: no file system.
import YAML from 'yaml';
import { type ConfigKey, type JsonSchema, listConfigKeys } from './config-json-schema.js';

export const CONFIG_DOCS_PATH = 'docs/configuration.md';
export const TABLE_START = '<!-- BEGIN GENERATED: config keys (npx tsx scripts/gen-config-docs.ts) -->';
export const TABLE_END = '<!-- END GENERATED: config keys -->';

/** What the Default column says for a key without a default. */
export const NO_DEFAULT = '—';

/** A default as it would be written in the YAML file: `/plan`, `5`, `[admin, maintain, write]`. */
export function formatDefault(value: unknown): string {
  return YAML.stringify(value, { collectionStyle: 'flow', flowCollectionPadding: false, lineWidth: 0 }).trim();
}

/** A short, human type: `integer, 1–10`, `` `en` | `zh` ``, `list of strings`. */
export function describeType(node: JsonSchema): string {
  if (Array.isArray(node.enum)) return node.enum.map((v) => `\`${String(v)}\``).join(' | ');
  const range = [
    typeof node.minimum === 'number' ? `≥ ${node.minimum}` : undefined,
    typeof node.exclusiveMinimum === 'number' ? `> ${node.exclusiveMinimum}` : undefined,
    typeof node.maximum === 'number' ? `≤ ${node.maximum}` : undefined,
  ].filter((part) => part !== undefined);
  switch (node.type) {
    case 'integer':
      return typeof node.minimum === 'number' && typeof node.maximum === 'number'
        ? `integer, ${node.minimum}–${node.maximum}`
        : ['integer', ...range].join(', ');
    case 'number':
      return ['number', ...range].join(', ');
    case 'boolean':
      return '`true` | `false`';
    case 'string':
      return typeof node.maxLength === 'number' ? `string, at most ${node.maxLength} characters` : 'string';
    case 'array': {
      const items = (node.items ?? {}) as JsonSchema;
      return Array.isArray(items.enum) ? `list of ${describeType(items)}` : `list of ${items.type === 'string' ? 'strings' : 'values'}`;
    }
    case 'object': {
      const free = node.additionalProperties;
      const title = (node.propertyNames as JsonSchema | undefined)?.title;
      return free && typeof free === 'object' ? `mapping of ${typeof title === 'string' ? title : 'name'} → settings` : 'mapping';
    }
    default:
      return String(node.type ?? 'any');
  }
}

/** A table cell: pipes escaped, no line breaks (a run of blanks holding a line break becomes one space). */
function cell(text: string): string {
  // Not /\s*\n\s*/g: it rescans a long run of spaces without a line break from each of its positions.
  return text.replace(/\|/g, '\\|').replace(/\s+/g, (run) => (run.includes('\n') ? ' ' : run));
}

function row(key: ConfigKey): string {
  const def = key.hasDefault ? `\`${formatDefault(key.default)}\`` : NO_DEFAULT;
  return `| \`${key.key}\` | ${cell(describeType(key.node))} | ${cell(def)} | ${cell(key.description)} |`;
}

/** The Markdown table of every key: Key, Type, Default, Meaning. */
export function renderConfigKeyTable(schema: JsonSchema): string {
  return ['| Key | Type | Default | Meaning |', '| --- | --- | --- | --- |', ...listConfigKeys(schema).map(row)].join('\n');
}

/** `markdown` with the text between the markers replaced by the table. */
export function replaceConfigKeyTable(markdown: string, schema: JsonSchema): string {
  const start = markdown.indexOf(TABLE_START);
  const end = markdown.indexOf(TABLE_END);
  if (start === -1 || end === -1 || end < start) throw new Error(`${CONFIG_DOCS_PATH} needs the markers ${TABLE_START} and ${TABLE_END}`);
  return `${markdown.slice(0, start + TABLE_START.length)}\n\n${renderConfigKeyTable(schema)}\n\n${markdown.slice(end)}`;
}
