import { createRequire as __cplanCreateRequire } from 'node:module'; import { fileURLToPath as __cplanFileURLToPath } from 'node:url'; const require = __cplanCreateRequire(import.meta.url); const __filename = __cplanFileURLToPath(import.meta.url);
import {
  SnapshotError,
  isSecretFile,
  withSecrets
} from "./cli-chunk-ST4LJVZK.js";
import {
  isAlwaysSkipped,
  walkDirectory
} from "./cli-chunk-D4MBFPHH.js";
import {
  SnapshotBuilder,
  createPathFilter,
  prepareSyntax
} from "./cli-chunk-47CU3EAA.js";
import {
  attachHistory,
  readCommits
} from "./cli-chunk-ZXZ2VIQV.js";

// src/repo/local.ts
import { execFile } from "node:child_process";
import { closeSync, constants, fstatSync, lstatSync, openSync, readSync } from "node:fs";
import { stat } from "node:fs/promises";
import { join, resolve } from "node:path";
import { setImmediate as yieldToEventLoop } from "node:timers/promises";
import { promisify } from "node:util";
var run = promisify(execFile);
var READ_SLICE = 128;
var GIT_MAX_BUFFER = 256 * 1024 * 1024;
async function loadLocalSnapshot(dir, options = {}) {
  await prepareSyntax();
  const root = resolve(dir);
  const listing = await listLocalPaths(root, options);
  const keep = createPathFilter(options.filters);
  const wanted = listing.paths.filter((p) => !isAlwaysSkipped(p) && keep(p));
  const paths = wanted.filter((p) => !isSecretFile(p));
  const secrets = wanted.length - paths.length;
  options.onListed?.(paths.length);
  const builder = new SnapshotBuilder(options.limits);
  for (let start = 0; start < paths.length; start += READ_SLICE) {
    if (start > 0) await yieldToEventLoop();
    const end = Math.min(paths.length, start + READ_SLICE);
    for (let i = start; i < end; i++) {
      if (!builder.accepts()) {
        builder.omit(paths.length - i);
        return withHistory(withSecrets(builder.build(root, listing.commit), secrets), root, listing.git);
      }
      const path = paths[i];
      const result = readCandidate(root, path, builder.limits.maxFileBytes);
      if (result === "large") builder.skipLarge();
      else if (result !== "skip") builder.add(path, result);
    }
  }
  return withHistory(withSecrets(builder.build(root, listing.commit), secrets), root, listing.git);
}
async function withHistory(snapshot, root, git2) {
  if (git2) attachHistory(snapshot, await readCommits(root));
  return snapshot;
}
async function listLocalPaths(root, options = {}) {
  let info;
  try {
    info = await stat(root);
  } catch (error) {
    throw new SnapshotError(`Cannot read the repository directory ${root}`, root, { cause: error });
  }
  if (!info.isDirectory())
    throw new SnapshotError(`Cannot read the repository directory ${root}: not a directory`, root, { reason: "input" });
  if ((options.useGit ?? true) && await isGitWorkTree(root)) {
    const paths2 = await gitListFiles(root, options.includeUntracked ?? false);
    if (paths2) {
      const commit = await gitHead(root);
      return { paths: paths2, git: true, ...commit ? { commit } : {} };
    }
  }
  const paths = await walkDirectory(root);
  return { paths: paths.sort(), git: false };
}
function gitEnv() {
  const env = { ...process.env };
  for (const name of ["GIT_DIR", "GIT_WORK_TREE", "GIT_INDEX_FILE", "GIT_PREFIX"]) delete env[name];
  return env;
}
async function git(root, args) {
  try {
    const { stdout } = await run("git", args, {
      cwd: root,
      env: gitEnv(),
      maxBuffer: GIT_MAX_BUFFER,
      encoding: "utf8"
    });
    return stdout;
  } catch {
    return void 0;
  }
}
async function isGitWorkTree(root) {
  return (await git(root, ["rev-parse", "--is-inside-work-tree"]))?.trim() === "true";
}
async function gitListFiles(root, includeUntracked) {
  const untracked = includeUntracked ? ["--others", "--exclude-standard"] : [];
  const out = await git(root, ["ls-files", "-z", "--cached", ...untracked]);
  if (out === void 0) return void 0;
  return [...new Set(out.split("\0").filter((p) => p !== ""))].sort();
}
async function gitHead(root) {
  const sha = (await git(root, ["rev-parse", "--verify", "--quiet", "HEAD"]))?.trim();
  return sha && /^[0-9a-f]{40,64}$/.test(sha) ? sha : void 0;
}
var OPEN_FLAGS = constants.O_RDONLY | (constants.O_NOFOLLOW ?? 0);
function readCandidate(root, path, maxBytes) {
  const abs = join(root, path);
  let fd;
  try {
    if (constants.O_NOFOLLOW === void 0 && lstatSync(abs).isSymbolicLink()) return "skip";
    fd = openSync(abs, OPEN_FLAGS);
    const info = fstatSync(fd);
    if (!info.isFile()) return "skip";
    if (info.size > maxBytes) return "large";
    const bytes = Buffer.allocUnsafe(info.size);
    let read = 0;
    while (read < bytes.length) {
      const n = readSync(fd, bytes, read, bytes.length - read, read);
      if (n === 0) break;
      read += n;
    }
    return read === bytes.length ? bytes : bytes.subarray(0, read);
  } catch {
    return "skip";
  } finally {
    if (fd !== void 0) closeSync(fd);
  }
}

export {
  loadLocalSnapshot
};
