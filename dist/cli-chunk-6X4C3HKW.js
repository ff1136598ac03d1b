import { createRequire as __cplanCreateRequire } from 'node:module'; import { fileURLToPath as __cplanFileURLToPath } from 'node:url'; const require = __cplanCreateRequire(import.meta.url); const __filename = __cplanFileURLToPath(import.meta.url);
import {
  SESSION_PATH,
  isSessionRecord,
  readJson,
  recordFile
} from "./cli-chunk-KUCNQHXU.js";
import {
  DEFAULT_CONFIG
} from "./cli-chunk-NQHX6N2Y.js";
import {
  UsageError
} from "./cli-chunk-AOJZY5KE.js";

// src/cli/session-repo.ts
import { existsSync, realpathSync, statSync } from "node:fs";
import { basename, dirname, resolve } from "node:path";
function repoFromLayout(sessionDir) {
  let dir = dirname(resolve(sessionDir));
  for (const part of DEFAULT_CONFIG.output_dir.split("/").reverse()) {
    if (basename(dir) !== part) return void 0;
    dir = dirname(dir);
  }
  return dir;
}
async function sessionRepo(store) {
  const record = await readJson(store, SESSION_PATH, isSessionRecord);
  return record ? resolve(store.dir, record.repo) : repoFromLayout(store.dir);
}
async function rememberRepo(store, repo) {
  if (await store.read("plan-note.md") === void 0) return;
  if (samePath(repoFromLayout(store.dir), repo)) return;
  const record = await readJson(store, SESSION_PATH, isSessionRecord);
  if (record && samePath(record.repo, repo)) return;
  await store.write([recordFile(SESSION_PATH, { repo: resolve(repo) })], "cplan: session repository");
}
function samePath(a, b) {
  return a !== void 0 && b !== void 0 && canonical(a) === canonical(b);
}
function canonical(path) {
  try {
    return realpathSync.native(path);
  } catch {
    return resolve(path);
  }
}
function directoryArg(flag, value, cwd, { mayNotExist = false } = {}) {
  const path = resolve(cwd, value);
  if (!existsSync(path)) {
    if (mayNotExist) return path;
    throw new UsageError(`${flag} ${value}: no such directory`);
  }
  if (!statSync(path).isDirectory()) throw new UsageError(`${flag} ${value}: not a directory`);
  return path;
}

export {
  sessionRepo,
  rememberRepo,
  samePath,
  directoryArg
};
