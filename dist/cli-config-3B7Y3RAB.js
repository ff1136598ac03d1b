import { createRequire as __cplanCreateRequire } from 'node:module'; import { fileURLToPath as __cplanFileURLToPath } from 'node:url'; const require = __cplanCreateRequire(import.meta.url); const __filename = __cplanFileURLToPath(import.meta.url);
import {
  readIfPresent,
  readText
} from "./cli-chunk-IQVMCXMB.js";
import {
  DEFAULT_CONFIG,
  configSchema,
  parseCommandArgs,
  parseConfigYaml,
  require_dist
} from "./cli-chunk-NQHX6N2Y.js";
import {
  UsageError
} from "./cli-chunk-AOJZY5KE.js";
import {
  external_exports
} from "./cli-chunk-EL37IHIR.js";
import "./cli-chunk-26ICYOVR.js";
import {
  __toESM
} from "./cli-chunk-HI3DZDWS.js";

// src/cli/config.ts
var import_yaml = __toESM(require_dist(), 1);
import { resolve } from "node:path";

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
       cplan config check [file] [--print]

Works with .github/cplan.yml, cplan's settings for a repository (see docs/configuration.md).

Commands:
  schema          print the JSON Schema of .github/cplan.yml, for editors and other tools
  check [FILE]    validate FILE (default: .github/cplan.yml): prints "ok", or the error naming the key;
                  without FILE and without .github/cplan.yml, says that the defaults apply

Options:
  --print         with check: print the effective config (the defaults merged with the file) as
                  YAML, after a "#" comment line that says which file it read
  -h, --help      show this help

Exit status: 0 schema printed, file valid or no default file, 1 file invalid, 2 unreadable file
(a FILE that is named but missing, too) or bad usage.
`;
var CONFIG_OPTIONS = {
  print: { type: "boolean", default: false },
  help: { type: "boolean", short: "h", default: false }
};
var DEFAULT_FILE = ".github/cplan.yml";
async function runConfig(argv, out, cwd = process.cwd()) {
  const { values, positionals } = parseCommandArgs("config", { args: argv, allowPositionals: true, options: CONFIG_OPTIONS });
  if (values.help) {
    out(CONFIG_HELP);
    return 0;
  }
  const [sub, ...args] = positionals;
  if (sub === void 0) {
    out(CONFIG_HELP);
    return 2;
  }
  if (sub !== "check" && values.print) throw new UsageError('--print goes with "cplan config check"');
  if (sub === "schema") {
    if (args.length > 0) throw new UsageError("config schema takes no arguments");
    out(configJsonSchemaText());
    return 0;
  }
  if (sub === "check") {
    if (args.length > 1) throw new UsageError("config check takes at most one file");
    out(await checkConfig(args[0], values.print, cwd));
    return 0;
  }
  throw new UsageError(`unknown config command "${sub}" (try "cplan config --help")`);
}
async function checkConfig(named, print, cwd) {
  const file = named ?? DEFAULT_FILE;
  const text = named === void 0 ? await readIfPresent(resolve(cwd, DEFAULT_FILE), file) : await readText(resolve(cwd, named), named);
  const config = text === void 0 ? DEFAULT_CONFIG : parseConfigYaml(text, file);
  if (!print) return text === void 0 ? `no config file (${DEFAULT_FILE}); the defaults apply
` : `${file}: ok
`;
  const head = text === void 0 ? `no config file (${DEFAULT_FILE}); the defaults apply` : `${file}: ok; the defaults merged with it`;
  return `# ${head}:
${import_yaml.default.stringify(config, { lineWidth: 0 })}`;
}
export {
  CONFIG_HELP,
  CONFIG_OPTIONS,
  runConfig
};
