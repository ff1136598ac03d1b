import { createRequire as __cplanCreateRequire } from 'node:module'; import { fileURLToPath as __cplanFileURLToPath } from 'node:url'; const require = __cplanCreateRequire(import.meta.url); const __filename = __cplanFileURLToPath(import.meta.url);
import {
  UsageError
} from "./cli-chunk-AOJZY5KE.js";

// src/cli/io.ts
import { execFile } from "node:child_process";
import { existsSync } from "node:fs";
import { mkdir, readFile, writeFile } from "node:fs/promises";
import { basename, dirname, resolve } from "node:path";
import { promisify } from "node:util";
async function readText(path, shown = path) {
  try {
    return await readFile(path, "utf8");
  } catch (error) {
    throw unreadable(error, shown);
  }
}
async function readIfPresent(path, shown = path) {
  try {
    return await readFile(path, "utf8");
  } catch (error) {
    if (error.code === "ENOENT") return void 0;
    throw unreadable(error, shown);
  }
}
function unreadable(error, shown) {
  const code = error.code;
  const why = code === "ENOENT" ? "no such file" : code === "EISDIR" ? "is a directory" : code ?? String(error);
  return new UsageError(`cannot read ${shown}: ${why}`);
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
function missingFolder(dir) {
  let missing;
  for (let current = resolve(dir); !existsSync(current); current = dirname(current)) {
    missing = current;
    if (dirname(current) === current) break;
  }
  return missing;
}
async function isUntrackedInGit(dir) {
  const env = { ...process.env };
  for (const name2 of ["GIT_DIR", "GIT_WORK_TREE", "GIT_INDEX_FILE", "GIT_PREFIX"]) delete env[name2];
  const name = basename(dir);
  try {
    const args = ["ls-files", "--others", "--exclude-standard", "--directory", "-z", "--", name];
    const { stdout } = await promisify(execFile)("git", args, { cwd: dirname(dir), env, encoding: "utf8" });
    return stdout.split("\0").includes(`${name}/`);
  } catch {
    return false;
  }
}

export {
  readText,
  readIfPresent,
  readOptional,
  writeIfChanged,
  missingFolder,
  isUntrackedInGit
};
