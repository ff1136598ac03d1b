// Regenerates schema/cplan.schema.json and the key table of docs/configuration.md from
// `configSchema` (src/core/config/config.ts). Run it after changing a config key:
//
//   npx tsx scripts/gen-config-docs.ts           # rewrite both files
//   npx tsx scripts/gen-config-docs.ts --check   # exit 1 when either file is stale
//
// test/core/config-json-schema.test.ts and test/core/config-docs.test.ts fail while they are stale.
import { readFile, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import * as prettier from 'prettier';
import { CONFIG_DOCS_PATH, replaceConfigKeyTable } from '../src/core/config/config-docs.js';
import { buildConfigJsonSchema, CONFIG_SCHEMA_PATH } from '../src/core/config/config-json-schema.js';

const ROOT = resolve(fileURLToPath(new URL('..', import.meta.url)));

/** The schema file as committed: the generated schema, formatted by the repository's Prettier config. */
export async function renderSchemaFile(root = ROOT): Promise<string> {
  const filepath = join(root, CONFIG_SCHEMA_PATH);
  const options = (await prettier.resolveConfig(filepath)) ?? {};
  return prettier.format(JSON.stringify(buildConfigJsonSchema(), null, 2), { ...options, filepath });
}

/** docs/configuration.md with its key table regenerated. */
export async function renderDocsFile(root = ROOT): Promise<string> {
  return replaceConfigKeyTable(await readFile(join(root, CONFIG_DOCS_PATH), 'utf8'), buildConfigJsonSchema());
}

async function main(argv: string[]): Promise<number> {
  const check = argv.includes('--check');
  const files: [string, string][] = [
    [CONFIG_SCHEMA_PATH, await renderSchemaFile()],
    [CONFIG_DOCS_PATH, await renderDocsFile()],
  ];
  let stale = 0;
  for (const [path, content] of files) {
    const current = await readFile(join(ROOT, path), 'utf8').catch(() => undefined);
    if (current === content) continue;
    stale += 1;
    if (check) {
      process.stderr.write(`${path} is stale: run npx tsx scripts/gen-config-docs.ts\n`);
    } else {
      await writeFile(join(ROOT, path), content);
      process.stdout.write(`wrote ${path}\n`);
    }
  }
  return check && stale > 0 ? 1 : 0;
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  process.exitCode = await main(process.argv.slice(2));
}
