import { createRequire as __cplanCreateRequire } from 'node:module'; import { fileURLToPath as __cplanFileURLToPath } from 'node:url'; const require = __cplanCreateRequire(import.meta.url); const __filename = __cplanFileURLToPath(import.meta.url);
import {
  readText
} from "./cli-chunk-HBYNMSPR.js";
import {
  configSchema,
  external_exports,
  parseCommandArgs,
  parseConfigYaml
} from "./cli-chunk-GXXPLW56.js";
import {
  UsageError
} from "./cli-chunk-AOJZY5KE.js";
import "./cli-chunk-26ICYOVR.js";
import "./cli-chunk-HI3DZDWS.js";

// src/core/config/config-json-schema.ts
var EXTENDS_PROPERTY = {
  type: "string",
  minLength: 1,
  description: "GitHub App only: start from the `.github/cplan.yml` of another repository (`repo` of the same owner, or `owner/repo`), then apply the keys of this file over it. The command line and the Action ignore it."
};
function buildConfigJsonSchema() {
  const generated = external_exports.toJSONSchema(configSchema, { io: "input", target: "draft-07", unrepresentable: "throw" });
  const { $schema, title, description, type, properties, additionalProperties, ...rest } = generated;
  if (typeof title !== "string" || typeof description !== "string") throw new Error("configSchema needs a title and a description");
  const schema = {
    $schema,
    title,
    description,
    type,
    properties: { ...properties, _extends: EXTENDS_PROPERTY },
    additionalProperties,
    ...rest
  };
  for (const key of listConfigKeys(schema)) if (!key.description) throw new Error(`config key ${key.key} has no description`);
  return schema;
}
function configJsonSchemaText() {
  return `${JSON.stringify(buildConfigJsonSchema(), null, 2)}
`;
}
function listConfigKeys(schema, prefix = "") {
  const keys = [];
  for (const [name, node] of Object.entries(schema.properties ?? {})) {
    const key = `${prefix}${name}`;
    keys.push({
      key,
      node,
      description: typeof node.description === "string" ? node.description : "",
      hasDefault: "default" in node,
      ..."default" in node ? { default: node.default } : {}
    });
    keys.push(...listConfigKeys(node, `${key}.`));
    const free = node.additionalProperties;
    if (free && typeof free === "object") {
      const title = node.propertyNames?.title;
      keys.push(...listConfigKeys(free, `${key}.<${typeof title === "string" ? title : "name"}>.`));
    }
  }
  return keys;
}

// src/cli/config.ts
var CONFIG_HELP = `Usage: cplan config schema
       cplan config check [file]

Works with .github/cplan.yml, cplan's settings for a repository (see docs/configuration.md).

Commands:
  schema          print the JSON Schema of .github/cplan.yml, for editors and other tools
  check [FILE]    validate FILE (default: .github/cplan.yml): prints "ok", or the error naming the key

Options:
  -h, --help      show this help

Exit status: 0 schema printed or file valid, 1 file invalid, 2 unreadable file or bad usage.
`;
var DEFAULT_FILE = ".github/cplan.yml";
async function runConfig(argv, out) {
  const { values, positionals } = parseCommandArgs("config", {
    args: argv,
    allowPositionals: true,
    options: { help: { type: "boolean", short: "h", default: false } }
  });
  if (values.help) {
    out(CONFIG_HELP);
    return 0;
  }
  const [sub, ...args] = positionals;
  if (sub === void 0) {
    out(CONFIG_HELP);
    return 2;
  }
  if (sub === "schema") {
    if (args.length > 0) throw new UsageError("config schema takes no arguments");
    out(configJsonSchemaText());
    return 0;
  }
  if (sub === "check") {
    if (args.length > 1) throw new UsageError("config check takes at most one file");
    const file = args[0] ?? DEFAULT_FILE;
    parseConfigYaml(await readText(file), file);
    out(`${file}: ok
`);
    return 0;
  }
  throw new UsageError(`unknown config command "${sub}" (try "cplan config --help")`);
}
export {
  CONFIG_HELP,
  runConfig
};
