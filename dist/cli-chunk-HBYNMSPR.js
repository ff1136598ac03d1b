import { createRequire as __cplanCreateRequire } from 'node:module'; import { fileURLToPath as __cplanFileURLToPath } from 'node:url'; const require = __cplanCreateRequire(import.meta.url); const __filename = __cplanFileURLToPath(import.meta.url);
import {
  UsageError
} from "./cli-chunk-AOJZY5KE.js";

// src/cli/io.ts
import { mkdir, readFile, writeFile } from "node:fs/promises";
import { dirname } from "node:path";
async function readText(path) {
  try {
    return await readFile(path, "utf8");
  } catch (error) {
    const code = error.code;
    const why = code === "ENOENT" ? "no such file" : code === "EISDIR" ? "is a directory" : code ?? String(error);
    throw new UsageError(`cannot read ${path}: ${why}`);
  }
}
async function readOptional(path) {
  try {
    return await readFile(path, "utf8");
  } catch {
    return void 0;
  }
}
async function writeIfChanged(path, content) {
  if (await readOptional(path) === content) return false;
  await mkdir(dirname(path), { recursive: true });
  await writeFile(path, content);
  return true;
}

export {
  readText,
  readOptional,
  writeIfChanged
};
