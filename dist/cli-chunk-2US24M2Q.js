import { createRequire as __cplanCreateRequire } from 'node:module'; import { fileURLToPath as __cplanFileURLToPath } from 'node:url'; const require = __cplanCreateRequire(import.meta.url); const __filename = __cplanFileURLToPath(import.meta.url);

// src/cli/text.ts
import { isAbsolute, relative, sep } from "node:path";
function shellQuote(arg) {
  if (/^[A-Za-z0-9_@%+=:,./-]+$/.test(arg)) return arg;
  return `'${arg.replace(/'/g, `'\\''`)}'`;
}
function displayPath(path, cwd) {
  const rel = relative(cwd, path);
  if (rel === "") return ".";
  return rel === ".." || rel.startsWith(`..${sep}`) || isAbsolute(rel) ? path : rel;
}
function plainLine(text) {
  const withoutEscapes = text.replace(/\x1b(?:\[[0-?]*[ -/]*[@-~]|\][^\x07\x1b]*(?:\x07|\x1b\\)?|[@-_])?/g, "");
  return withoutEscapes.replace(/[\x00-\x1f\x7f-\x9f]/g, " ");
}

export {
  shellQuote,
  displayPath,
  plainLine
};
