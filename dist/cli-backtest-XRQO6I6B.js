import { createRequire as __cplanCreateRequire } from 'node:module'; import { fileURLToPath as __cplanFileURLToPath } from 'node:url'; const require = __cplanCreateRequire(import.meta.url); const __filename = __cplanFileURLToPath(import.meta.url);
import {
  plainLine
} from "./cli-chunk-2US24M2Q.js";
import {
  directoryArg
} from "./cli-chunk-6X4C3HKW.js";
import {
  readOptional,
  readText
} from "./cli-chunk-IQVMCXMB.js";
import {
  DEFAULT_SUBJECT_RULE,
  ProviderSetupError,
  SUBJECT_RULES,
  classifySubject,
  createBudget,
  createProvider,
  groundingOf,
  isTrailerLine,
  runPlan,
  symbolSpanOf
} from "./cli-chunk-UHSBF7Z5.js";
import {
  isAlwaysSkipped
} from "./cli-chunk-D4MBFPHH.js";
import {
  parsePlanNote
} from "./cli-chunk-KUCNQHXU.js";
import {
  ConfigError,
  DEFAULT_CONFIG,
  configSource,
  mergeConfig,
  parseCommandArgs,
  parseConfigYaml
} from "./cli-chunk-NQHX6N2Y.js";
import {
  UsageError
} from "./cli-chunk-AOJZY5KE.js";
import {
  MAX_FILES,
  MIN_FILES,
  classifyFiles,
  kindOf,
  symbolsIn
} from "./cli-chunk-3PLPJE5N.js";
import {
  SnapshotBuilder,
  createPathFilter,
  prepareSyntax
} from "./cli-chunk-47CU3EAA.js";
import {
  attachHistory,
  plural,
  readCommits
} from "./cli-chunk-ZXZ2VIQV.js";
import "./cli-chunk-EL37IHIR.js";
import "./cli-chunk-26ICYOVR.js";
import "./cli-chunk-HI3DZDWS.js";

// src/cli/backtest.ts
import { join, relative, resolve as resolve2 } from "node:path";

// src/backtest/git.ts
import { execFile, spawn } from "node:child_process";
import { promisify } from "node:util";
var run = promisify(execFile);
var GIT_MAX_BUFFER = 256 * 1024 * 1024;
var GitError = class extends Error {
  constructor(message, stderr) {
    super(message);
    this.stderr = stderr;
    this.name = "GitError";
  }
  stderr;
};
function gitEnv() {
  const env = { ...process.env };
  for (const name of ["GIT_DIR", "GIT_WORK_TREE", "GIT_INDEX_FILE", "GIT_PREFIX", "GIT_OBJECT_DIRECTORY"]) delete env[name];
  return env;
}
async function git(cwd, args) {
  try {
    const { stdout } = await run("git", args, { cwd, env: gitEnv(), maxBuffer: GIT_MAX_BUFFER, encoding: "utf8" });
    return stdout;
  } catch (error) {
    const stderr = String(error.stderr ?? "");
    const first = stderr.split("\n").find((line) => line.trim() !== "") ?? error.message;
    throw new GitError(`git ${args[0]}: ${first.replace(/^(?:fatal|error): /, "").trim()}`, stderr);
  }
}
async function findRepositoryRoot(dir) {
  try {
    const bare = (await git(dir, ["rev-parse", "--is-bare-repository"])).trim();
    if (bare === "true") return dir;
    const top = (await git(dir, ["rev-parse", "--show-toplevel"])).trim();
    return top === "" ? void 0 : top;
  } catch {
    return void 0;
  }
}
async function hasCommits(root) {
  try {
    await git(root, ["rev-parse", "--verify", "--quiet", "HEAD^{commit}"]);
    return true;
  } catch {
    return false;
  }
}
async function listCommits(root, query, skip, count) {
  const args = ["log", "--no-merges", "-z", "--format=%H%x1f%P%x1f%cI%x1f%B", `--skip=${skip}`, `--max-count=${count}`];
  if (query.since !== void 0) args.push(`--since=${query.since}`);
  if (query.range !== void 0) args.push(query.range);
  args.push("--");
  const out = await git(root, args);
  const commits = [];
  for (const record of out.split("\0")) {
    if (record.trim() === "") continue;
    const [sha, parents, date, ...message] = record.split("");
    if (!sha || !/^[0-9a-f]{40,64}$/.test(sha.trim())) continue;
    commits.push({
      sha: sha.trim(),
      parents: (parents ?? "").split(" ").filter((p) => p !== ""),
      date: (date ?? "").trim(),
      message: message.join("")
    });
  }
  return commits;
}
async function changedPaths(root, from, to) {
  const out = await git(root, ["diff-tree", "-r", "-z", "--no-renames", "--name-only", from, to, "--"]);
  return [...new Set(out.split("\0").filter((p) => p !== ""))].sort();
}
async function fileDiff(root, from, to, file) {
  return git(root, ["diff", "-U0", "--no-color", "--no-ext-diff", "--no-textconv", "--no-renames", from, to, "--", `:(literal)${file}`]);
}
async function listTree(root, commit) {
  const out = await git(root, ["ls-tree", "-r", "-z", "--long", "--full-tree", commit]);
  const entries = [];
  for (const record of out.split("\0")) {
    const tab = record.indexOf("	");
    if (tab < 0) continue;
    const [mode, type, sha, size] = record.slice(0, tab).split(" ").filter((part) => part !== "");
    if (type !== "blob" || mode === "120000" || !sha) continue;
    entries.push({ path: record.slice(tab + 1), sha, size: Number(size) });
  }
  return entries;
}
async function readBlobs(root, shas) {
  const blobs = /* @__PURE__ */ new Map();
  if (shas.length === 0) return blobs;
  return new Promise((resolvePromise, reject) => {
    const child = spawn("git", ["cat-file", "--batch"], { cwd: root, env: gitEnv(), stdio: ["pipe", "pipe", "pipe"] });
    let buffer = Buffer.alloc(0);
    let index = 0;
    let body;
    let stderr = "";
    let failed = false;
    const fail = (error) => {
      if (failed) return;
      failed = true;
      child.kill();
      reject(error);
    };
    child.stderr.on("data", (chunk) => {
      stderr += chunk.toString("utf8");
    });
    child.stdout.on("data", (chunk) => {
      buffer = buffer.length === 0 ? chunk : Buffer.concat([buffer, chunk]);
      for (; ; ) {
        if (body === void 0) {
          const newline = buffer.indexOf(10);
          if (newline < 0) return;
          const header = buffer.subarray(0, newline).toString("utf8").split(" ");
          buffer = buffer.subarray(newline + 1);
          const asked = shas[index++];
          if (header[1] === "missing" || header.length < 3) continue;
          const size = Number(header[2]);
          if (!Number.isSafeInteger(size) || size < 0) return fail(new GitError(`git cat-file: unexpected header for ${asked}`, stderr));
          body = { sha: header[0], size };
        }
        if (buffer.length < body.size + 1) return;
        blobs.set(body.sha, Buffer.from(buffer.subarray(0, body.size)));
        buffer = buffer.subarray(body.size + 1);
        body = void 0;
      }
    });
    child.on("error", (error) => fail(error));
    child.on("close", (code) => {
      if (failed) return;
      if (code !== 0) return fail(new GitError(`git cat-file: exit ${code}: ${stderr.trim().split("\n")[0] ?? ""}`, stderr));
      resolvePromise(blobs);
    });
    child.stdin.on("error", (error) => fail(error));
    child.stdin.end(`${shas.join("\n")}
`);
  });
}
var BlobCache = class {
  constructor(maxBytes = 256 * 1024 * 1024) {
    this.maxBytes = maxBytes;
  }
  maxBytes;
  blobs = /* @__PURE__ */ new Map();
  bytes = 0;
  get(sha) {
    return this.blobs.get(sha);
  }
  set(sha, bytes) {
    if (this.blobs.has(sha) || this.bytes + bytes.length > this.maxBytes) return;
    this.blobs.set(sha, bytes);
    this.bytes += bytes.length;
  }
};
async function loadTreeSnapshot(root, commit, options = {}) {
  await prepareSyntax();
  const keep = createPathFilter(options.filters);
  const builder = new SnapshotBuilder(options.limits);
  const entries = (await listTree(root, commit)).filter((e) => !isAlwaysSkipped(e.path) && keep(e.path)).sort((a, b) => a.path < b.path ? -1 : a.path > b.path ? 1 : 0);
  const cache = options.cache ?? new BlobCache(0);
  const wanted = [...new Set(entries.filter((e) => !builder.isTooLarge(e.size) && cache.get(e.sha) === void 0).map((e) => e.sha))];
  const read = await readBlobs(root, wanted);
  for (const [sha, bytes] of read) cache.set(sha, bytes);
  for (let i = 0; i < entries.length; i++) {
    const entry = entries[i];
    if (!builder.accepts()) {
      builder.omit(entries.length - i);
      break;
    }
    if (builder.isTooLarge(entry.size)) {
      builder.skipLarge();
      continue;
    }
    const bytes = cache.get(entry.sha) ?? read.get(entry.sha);
    if (bytes !== void 0) builder.add(entry.path, bytes);
  }
  return builder.build(root, commit);
}

// src/core/shared/prng.ts
function prng(seed) {
  let state = seed >>> 0;
  return () => {
    state = state + 1831565813 >>> 0;
    let t = state;
    t = Math.imul(t ^ t >>> 15, t | 1);
    t ^= t + Math.imul(t ^ t >>> 7, t | 61);
    return ((t ^ t >>> 14) >>> 0) / 4294967296;
  };
}

// src/backtest/metrics.ts
function scoreFiles(predicted, gold) {
  const want = new Set(gold);
  const got = new Set(predicted);
  let common = 0;
  for (const file of got) if (want.has(file)) common++;
  return {
    recall: want.size === 0 ? 0 : common / want.size,
    precision: got.size === 0 ? 0 : common / got.size,
    hit: common > 0
  };
}
function summarize(measures) {
  const mean = (pick) => measures.length === 0 ? null : measures.reduce((sum, m) => sum + pick(m), 0) / measures.length;
  const shown = (value) => value === null ? null : round(value);
  const recall = mean((m) => m.planner.recall);
  const baselineRecall = mean((m) => m.baseline.recall);
  return {
    commits: measures.length,
    recall: shown(recall),
    precision: shown(mean((m) => m.planner.precision)),
    hit_rate: shown(mean((m) => m.planner.hit ? 1 : 0)),
    mean_plan_size: shown(mean((m) => m.planSize)),
    total_ms: Math.round(measures.reduce((sum, m) => sum + m.ms, 0)),
    total_cost_usd: Math.round(measures.reduce((sum, m) => sum + m.costUsd, 0) * 1e6) / 1e6,
    baseline: {
      recall: shown(baselineRecall),
      precision: shown(mean((m) => m.baseline.precision)),
      hit_rate: shown(mean((m) => m.baseline.hit ? 1 : 0))
    },
    recall_ratio: recall === null || baselineRecall === null || baselineRecall === 0 ? null : round(recall / baselineRecall),
    grounding: totalGrounding(measures),
    anchors: totalRatio(measures, (s) => s.anchors),
    anchor_lines: totalRatio(measures, (s) => s.anchor_lines),
    test_links: totalRatio(measures, (s) => s.test_links),
    dependencies: totalRatio(measures, (s) => s.dependencies),
    size: sizeCorrelation(measures)
  };
}
function totalRatio(measures, pick) {
  let count = 0;
  let total = 0;
  for (const m of measures) {
    if (m.structure === void 0) continue;
    count += pick(m.structure).count;
    total += pick(m.structure).total;
  }
  return { count, total, rate: total === 0 ? null : round(count / total) };
}
function sizeCorrelation(measures) {
  const ran = measures.filter((m) => m.structure !== void 0);
  const rho = spearman(
    ran.map((m) => m.planSize),
    ran.map((m) => m.goldSize)
  );
  return { spearman: rho === null ? null : round(rho), cases: ran.length };
}
function averageRanks(values) {
  const order = values.map((value, index) => ({ value, index })).sort((a, b) => a.value - b.value);
  const ranks = new Array(values.length).fill(0);
  for (let start = 0; start < order.length; ) {
    let end = start;
    while (end + 1 < order.length && order[end + 1].value === order[start].value) end++;
    const rank = (start + end) / 2 + 1;
    for (let i = start; i <= end; i++) ranks[order[i].index] = rank;
    start = end + 1;
  }
  return ranks;
}
function spearman(xs, ys) {
  if (xs.length !== ys.length) throw new Error("spearman: the two series differ in length");
  const n = xs.length;
  if (n < 3) return null;
  const rx = averageRanks(xs);
  const ry = averageRanks(ys);
  const mean = (n + 1) / 2;
  let sxy = 0;
  let sxx = 0;
  let syy = 0;
  for (let i = 0; i < n; i++) {
    const dx = rx[i] - mean;
    const dy = ry[i] - mean;
    sxy += dx * dy;
    sxx += dx * dx;
    syy += dy * dy;
  }
  return sxx === 0 || syy === 0 ? null : sxy / Math.sqrt(sxx * syy);
}
function totalGrounding(measures) {
  const verified = measures.reduce((sum, m) => sum + (m.grounding?.verified ?? 0), 0);
  const total = measures.reduce((sum, m) => sum + (m.grounding?.total ?? 0), 0);
  return { verified, total, rate: total === 0 ? null : round(verified / total) };
}
function round(value) {
  return Math.round(value * 1e4) / 1e4;
}

// src/backtest/intervals.ts
var FEWEST_COMMITS = 10;
var RESAMPLES = 1e3;
var SEED = 2654435769;
function quantile(sorted, q) {
  const at = (sorted.length - 1) * q;
  const low = Math.floor(at);
  const high = Math.ceil(at);
  const a = sorted[low];
  const b = sorted[high];
  return a + (b - a) * (at - low);
}
var PICKS = {
  recall_ratio: (o) => o.recall_ratio,
  precision: (o) => o.precision,
  hit_rate: (o) => o.hit_rate,
  anchors: (o) => o.anchors.rate,
  size: (o) => o.size.spearman
};
function bootstrapIntervals(measures, resamples = RESAMPLES) {
  if (measures.length < FEWEST_COMMITS) return null;
  const random = prng(SEED);
  const values = Object.fromEntries(Object.keys(PICKS).map((key) => [key, []]));
  const drawn = new Array(measures.length);
  for (let r = 0; r < resamples; r++) {
    for (let i = 0; i < measures.length; i++) drawn[i] = measures[Math.floor(random() * measures.length)];
    const overall = summarize(drawn);
    for (const [key, pick] of Object.entries(PICKS)) {
      const value = pick(overall);
      if (value !== null) values[key].push(value);
    }
  }
  const interval = (list) => {
    if (list.length < resamples / 2) return null;
    const sorted = [...list].sort((a, b) => a - b);
    return [round(quantile(sorted, 0.025)), round(quantile(sorted, 0.975))];
  };
  return {
    resamples,
    recall_ratio: interval(values.recall_ratio),
    precision: interval(values.precision),
    hit_rate: interval(values.hit_rate),
    anchors: interval(values.anchors),
    size: interval(values.size)
  };
}

// src/session/memory-store.ts
var MemoryStore = class {
  files = /* @__PURE__ */ new Map();
  writes = [];
  constructor(initial = {}) {
    for (const [path, content] of Object.entries(initial)) this.files.set(path, content);
  }
  async read(path) {
    return this.files.get(path);
  }
  async write(files, message) {
    for (const file of files) {
      if (file.delete) this.files.delete(file.path);
      else this.files.set(file.path, file.content);
    }
    this.writes.push({ message, paths: files.map((f) => f.path) });
  }
};

// src/backtest/bm25.ts
var K1 = 1.2;
var B = 0.75;
function tokenize(text) {
  return text.toLowerCase().match(TOKEN) ?? [];
}
var TOKEN = /[\p{L}\p{N}]+/gu;
function rankBm25(documents, query, k) {
  const terms = new Set(tokenize(query));
  if (terms.size === 0 || k <= 0) return [];
  const stats = [];
  const df = /* @__PURE__ */ new Map();
  let totalLength = 0;
  for (const doc of documents) {
    const tf = /* @__PURE__ */ new Map();
    let length = 0;
    for (const token of tokenize(`${doc.path}
${doc.text}`)) {
      length++;
      if (terms.has(token)) tf.set(token, (tf.get(token) ?? 0) + 1);
    }
    for (const term of tf.keys()) df.set(term, (df.get(term) ?? 0) + 1);
    totalLength += length;
    stats.push({ path: doc.path, length, tf });
  }
  const n = stats.length;
  if (n === 0) return [];
  const avgdl = totalLength / n || 1;
  const idf = /* @__PURE__ */ new Map();
  for (const [term, count] of df) idf.set(term, Math.log(1 + (n - count + 0.5) / (count + 0.5)));
  const hits = [];
  for (const doc of stats) {
    if (doc.tf.size === 0) continue;
    const norm = K1 * (1 - B + B * doc.length / avgdl);
    let score = 0;
    for (const [term, f] of doc.tf) score += idf.get(term) * f * (K1 + 1) / (f + norm);
    if (score > 0) hits.push({ path: doc.path, score });
  }
  hits.sort((a, b) => b.score - a.score || (a.path < b.path ? -1 : a.path > b.path ? 1 : 0));
  return hits.slice(0, k);
}

// src/backtest/message.ts
function cleanCommitMessage(message) {
  const kept = [];
  for (const raw of message.replace(/\r\n?/g, "\n").split("\n")) {
    const line = raw.trimEnd();
    if (isTrailerLine(line.trimStart())) continue;
    if (line.trimStart().toLowerCase().startsWith("(cherry picked from commit ")) continue;
    if (line === "" && (kept.length === 0 || kept[kept.length - 1] === "")) continue;
    kept.push(line);
  }
  while (kept.length > 0 && kept[kept.length - 1] === "") kept.pop();
  return kept.join("\n");
}
function commitSubject(message) {
  const newline = message.indexOf("\n");
  return (newline < 0 ? message : message.slice(0, newline)).trim();
}

// src/backtest/commits.ts
var PAGE = 200;
async function selectCommits(root, query, limit) {
  const rule = query.rule ?? DEFAULT_SUBJECT_RULE;
  const selection = { rule, commits: [], scanned: 0, skipped: {} };
  if (limit <= 0 || !await hasCommits(root)) return selection;
  const skip = (reason) => {
    selection.skipped[reason] = (selection.skipped[reason] ?? 0) + 1;
  };
  for (let offset = 0; selection.commits.length < limit; offset += PAGE) {
    const page = await listCommits(root, query, offset, PAGE);
    for (const commit of page) {
      if (selection.commits.length >= limit) break;
      selection.scanned++;
      const parent = commit.parents[0];
      if (commit.parents.length > 1) {
        skip("merge");
        continue;
      }
      if (parent === void 0) {
        skip("root commit");
        continue;
      }
      const subject = commitSubject(commit.message);
      const bySubject = classifySubject(subject, rule);
      if (!bySubject.ok) {
        skip(bySubject.reason);
        continue;
      }
      const byFiles = classifyFiles(await changedPaths(root, parent, commit.sha));
      if (!byFiles.ok) {
        skip(byFiles.reason);
        continue;
      }
      selection.commits.push({
        sha: commit.sha,
        parent,
        date: commit.date,
        subject,
        requirement: cleanCommitMessage(commit.message),
        gold: byFiles.gold
      });
    }
    if (page.length < PAGE) break;
  }
  return selection;
}

// src/backtest/structure.ts
function emptyStructure() {
  return {
    tasks: 0,
    anchors: { count: 0, total: 0 },
    anchor_lines: { count: 0, total: 0 },
    anchor_misses: [],
    test_links: { count: 0, total: 0 },
    dependencies: { count: 0, total: 0 }
  };
}
var LINE_RANGE = /^(?:lines?\s*)?L?\d+(?:\s*[-–:]\s*L?\d+)?$/i;
var WORD = /[A-Za-z_$][\w$]*/g;
var IDENTIFIER_CHAR = /[\w$]/;
var NOT_NAMES = /* @__PURE__ */ new Set([
  ...["class", "function", "func", "fn", "def", "method", "interface", "type", "enum", "struct", "trait", "impl"],
  ...["module", "namespace", "const", "let", "var", "export", "default", "async", "static", "public", "private"],
  ...["protected", "new", "line", "lines", "file", "top", "bottom", "end", "start", "of", "in", "the"],
  ...["and", "or", "near", "after", "before", "at", "to", "section", "block", "body"]
]);
function outsideParentheses(text) {
  let depth = 0;
  let kept = "";
  for (const char of text) {
    if (char === "(") depth++;
    else if (char === ")") depth = Math.max(0, depth - 1);
    else if (depth === 0) kept += char;
  }
  return kept;
}
function locationIdentifiers(location) {
  const text = location.replace(/`/g, "").trim();
  if (text === "" || text === "*" || LINE_RANGE.test(text)) return [];
  const names = /* @__PURE__ */ new Set();
  for (const word of outsideParentheses(text).match(WORD) ?? []) {
    if (NOT_NAMES.has(word.toLowerCase()) || /^L\d+$/.test(word)) continue;
    names.add(word);
  }
  return [...names];
}
function diffSearchText(diff) {
  const kept = [];
  let inHunks = false;
  for (const line of diff.split("\n")) {
    if (line.startsWith("diff ")) inHunks = false;
    else if (line.startsWith("@@")) {
      inHunks = true;
      kept.push(line);
    } else if (inHunks && (line.startsWith("+") || line.startsWith("-"))) kept.push(line.slice(1));
  }
  return kept.join("\n");
}
function containsWord(text, word) {
  if (word === "") return false;
  for (let at = text.indexOf(word); at >= 0; at = text.indexOf(word, at + 1)) {
    const before = at === 0 ? "" : text[at - 1];
    const after = text[at + word.length] ?? "";
    if (!IDENTIFIER_CHAR.test(before) && !IDENTIFIER_CHAR.test(after)) return true;
  }
  return false;
}
function anchorCandidates(note, gold) {
  const changed = new Set(gold);
  const candidates = [];
  for (const task of note.tasks)
    for (const point of task.modificationPoints) {
      if (point.file === null || !changed.has(point.file)) continue;
      const names = locationIdentifiers(point.location);
      if (names.length > 0) candidates.push({ file: point.file, location: point.location, names });
    }
  return candidates;
}
var HUNK_HEADER = /^@@ -(\d+)(?:,(\d+))? \+\d+(?:,\d+)? @@/;
function changedParentLines(diff) {
  const ranges = [];
  for (const line of diff.split("\n")) {
    const match = HUNK_HEADER.exec(line);
    if (!match) continue;
    const start = Number(match[1]);
    const count = match[2] === void 0 ? 1 : Number(match[2]);
    ranges.push(count === 0 ? [start + 0.5, start + 0.5] : [start, start + count - 1]);
  }
  return ranges;
}
function anchorLineRatio(note, gold, diffs, spanOf) {
  let count = 0;
  const candidates = anchorCandidates(note, gold);
  for (const { file, location, names } of candidates) {
    const diff = diffs.get(file) ?? "";
    const span = spanOf(file, location);
    const held = span ? changedParentLines(diff).some(([from, to]) => from <= span[1] && to >= span[0]) : names.some((name) => containsWord(diffSearchText(diff), name));
    if (held) count++;
  }
  return { count, total: candidates.length };
}
function anchorFiles(note, gold) {
  return [...new Set(anchorCandidates(note, gold).map((c) => c.file))].sort();
}
function anchorRatio(note, gold, diffs) {
  const texts = /* @__PURE__ */ new Map();
  const misses = [];
  const candidates = anchorCandidates(note, gold);
  for (const { file, location, names } of candidates) {
    let text = texts.get(file);
    if (text === void 0) {
      text = diffSearchText(diffs.get(file) ?? "");
      texts.set(file, text);
    }
    if (!names.some((name) => containsWord(text, name))) misses.push(`${file}:${location}`);
  }
  return { count: candidates.length - misses.length, total: candidates.length, misses };
}
function pointFiles(task) {
  return task.modificationPoints.flatMap((p) => p.file === null ? [] : [p.file]);
}
function testLinkRatio(tasks) {
  const files = new Map(tasks.map((t) => [t.id, pointFiles(t)]));
  const changesCode = new Set(tasks.filter((t) => (files.get(t.id) ?? []).some((f) => kindOf(f) === "source")).map((t) => t.id));
  let count = 0;
  let total = 0;
  for (const task of tasks) {
    const own = files.get(task.id) ?? [];
    if (own.length === 0 || !own.every((f) => kindOf(f) === "test")) continue;
    total++;
    const tied = tasks.some(
      (other) => other.id !== task.id && changesCode.has(other.id) && (task.dependsOn.includes(other.id) || other.dependsOn.includes(task.id))
    );
    if (tied) count++;
  }
  return { count, total };
}
function dependencyEdges(tasks) {
  const ids = new Set(tasks.map((t) => t.id));
  return tasks.reduce((sum, t) => sum + t.dependsOn.filter((d) => d !== t.id && ids.has(d)).length, 0);
}
function planStructure(note, gold, diffs, spanOf = () => void 0) {
  const several = note.tasks.length >= 2;
  const { misses, ...anchors } = anchorRatio(note, gold, diffs);
  return {
    tasks: note.tasks.length,
    anchors,
    anchor_lines: anchorLineRatio(note, gold, diffs, spanOf),
    anchor_misses: misses,
    test_links: testLinkRatio(note.tasks),
    dependencies: { count: several && dependencyEdges(note.tasks) > 0 ? 1 : 0, total: several ? 1 : 0 }
  };
}

// src/backtest/select.ts
var RULE_DESCRIPTIONS = {
  wide: ruleStatement(
    `subject reads as a change to behaviour: a conventional type feat/fix/perf/refactor, or a plain imperative subject \u2014 after an optional "area:" prefix \u2014 whose first word is a change verb (add, fix, forbid, allow, support, handle, make, use, remove, drop, \u2026) or a negation ("Don't \u2026", "Do not \u2026", "Never \u2026"), unless it is about dependencies, docs, CI, formatting or tests`
  ),
  conventional: ruleStatement(`subject has a conventional-commit type feat/fix/perf/refactor (also feature, bugfix, hotfix)`)
};
function ruleStatement(subjectPart) {
  return `Non-merge commits with a parent, newest first; ${subjectPart}; never chore/docs/test/style/ci/build/release types, merges, reverts, fixups, WIP, release or version commits, or dependency bumps; ${MIN_FILES}\u2013${MAX_FILES} changed files after removing lockfiles, changelogs/release notes, snapshots, generated and vendored files; not docs-only, test-only or CI-only. Gold = every remaining changed path (added, modified and deleted; renames count as both paths).`;
}
var SELECTION_RULE = RULE_DESCRIPTIONS[DEFAULT_SUBJECT_RULE];
function parseSubjectRule(value) {
  return SUBJECT_RULES.find((name) => name === value.trim().toLowerCase());
}
function namedRule(block, rule) {
  return { name: rule, ...block, description: RULE_DESCRIPTIONS[rule] };
}

// src/backtest/run.ts
var DEFAULT_LIMIT = 20;
function plannedFiles(note) {
  const files = /* @__PURE__ */ new Set();
  for (const task of note.tasks) for (const point of task.modificationPoints) if (point.file) files.add(point.file);
  return [...files].sort();
}
function baselineFiles(snapshot, requirement, k) {
  const documents = snapshot.listPaths().map((path) => ({ path, text: snapshot.readFile(path) ?? "" }));
  return rankBm25(documents, requirement, k).map((hit) => hit.path);
}
async function runBacktest(options) {
  const clock = options.clock ?? (() => performance.now());
  const { config } = options;
  const selection = await selectCommits(options.root, options.query, options.limit);
  options.onSelected?.(selection);
  const cache = new BlobCache();
  const filters = { includePaths: config.include_paths, excludePaths: [...config.exclude_paths, `${config.output_dir}/**`] };
  const results = [];
  const measures = [];
  let providerName = "";
  for (const [index, commit] of selection.commits.entries()) {
    const snapshot = await loadTreeSnapshot(options.root, commit.parent, { filters, cache });
    attachHistory(snapshot, await readCommits(options.root, commit.parent));
    const run2 = await planCommit(options, commit, snapshot, clock);
    if (run2.provider !== void 0) providerName = run2.provider;
    if (run2.note !== void 0) run2.structure = await measureStructure(options.root, commit, run2.note, snapshot);
    const { result, measure } = scoreCommit(commit, snapshot, run2);
    results.push(result);
    measures.push(measure);
    options.onCommit?.(result, index, selection.commits.length);
  }
  return buildReport(options, selection, providerName, results, measures);
}
async function measureStructure(root, commit, note, snapshot) {
  const diffs = /* @__PURE__ */ new Map();
  for (const file of anchorFiles(note, commit.gold)) diffs.set(file, await fileDiff(root, commit.parent, commit.sha, file));
  return planStructure(note, commit.gold, diffs, (file, location) => declarationSpan(snapshot, file, location));
}
function declarationSpan(snapshot, file, location) {
  const span = symbolSpanOf(snapshot, file, location);
  const last = locationIdentifiers(location).at(-1);
  if (!span || last === void 0) return void 0;
  const declared = symbolsIn(file, snapshot.readFile(file) ?? "").some((s) => s.name === last && s.line >= span[0] && s.line <= span[1]);
  return declared ? span : void 0;
}
async function planCommit(options, commit, snapshot, clock) {
  const { config } = options;
  const budget = createBudget(config);
  const run2 = { planned: [], grounding: { verified: 0, total: 0 }, cost: 0, status: "error", ms: 0 };
  const start = clock();
  try {
    const provider = options.makeProvider(budget);
    run2.provider = provider.name;
    const store = new MemoryStore();
    const result = await runPlan({
      requirement: commit.requirement,
      sessionId: `BACKTEST-${commit.sha.slice(0, 12)}`,
      snapshot,
      provider,
      store,
      config,
      yes: true,
      source: { commit: commit.parent },
      budget,
      // The plan's dates are the commit's, so a rerun writes the same note.
      clock: { now: () => commit.date ? new Date(commit.date) : /* @__PURE__ */ new Date(0) }
    });
    const note = parsePlanNote(store.files.get("plan-note.md") ?? result.note.toString());
    run2.note = note;
    run2.planned = plannedFiles(note);
    run2.grounding = groundingOf(note, (path) => snapshot.has(path));
    run2.cost = result.usage.total.cost_usd;
    run2.status = result.status;
  } catch (err) {
    run2.error = err instanceof Error ? err.message : String(err);
  } finally {
    budget.dispose();
  }
  run2.ms = Math.max(0, Math.round(clock() - start));
  return run2;
}
function scoreCommit(commit, snapshot, run2) {
  const { planned, ms, cost } = run2;
  const planner = scoreFiles(planned, commit.gold);
  const k = Math.max(1, planned.length);
  const bm25 = baselineFiles(snapshot, commit.requirement, k);
  const baseline = scoreFiles(bm25, commit.gold);
  const result = {
    sha: commit.sha,
    subject: commit.subject,
    gold: commit.gold,
    planned,
    recall: round(planner.recall),
    precision: round(planner.precision),
    hit: planner.hit,
    plan_size: planned.length,
    grounding: run2.grounding,
    ...run2.structure ?? emptyStructure(),
    ms,
    cost_usd: cost,
    status: run2.status,
    ...run2.error !== void 0 ? { error: run2.error } : {},
    baseline: { recall: round(baseline.recall), precision: round(baseline.precision), hit: baseline.hit, files: bm25 }
  };
  const measure = {
    planner,
    baseline,
    planSize: planned.length,
    goldSize: commit.gold.length,
    grounding: run2.grounding,
    ms,
    costUsd: cost
  };
  if (run2.structure !== void 0) measure.structure = run2.structure;
  return { result, measure };
}
function buildReport(options, selection, providerName, results, measures) {
  return {
    repo: options.root,
    provider: providerName || options.providerName || options.config.provider,
    rule: {
      description: SELECTION_RULE,
      order: "newest first",
      limit: options.limit,
      since: options.query.since ?? null,
      commits: options.query.range ?? null,
      min_files: MIN_FILES,
      max_files: MAX_FILES,
      scanned: selection.scanned,
      skipped: selection.skipped
    },
    commits: results,
    overall: summarize(measures),
    intervals: bootstrapIntervals(measures)
  };
}

// src/cli/backtest-combine.ts
import { basename, resolve } from "node:path";

// src/backtest/combine.ts
var ReportError = class extends Error {
};
var isObject = (value) => typeof value === "object" && value !== null && !Array.isArray(value);
var isNumber = (value) => typeof value === "number" && Number.isFinite(value);
var isRatio = (value) => isObject(value) && isNumber(value.count) && isNumber(value.total);
function badField(commit) {
  if (!isObject(commit)) return "a commit is not an object";
  for (const key of ["recall", "precision", "plan_size", "ms", "cost_usd"]) if (!isNumber(commit[key])) return `commits[].${key}`;
  if (typeof commit.hit !== "boolean") return "commits[].hit";
  if (!Array.isArray(commit.gold)) return "commits[].gold";
  if (typeof commit.status !== "string") return "commits[].status";
  const baseline = commit.baseline;
  if (!isObject(baseline) || !isNumber(baseline.recall) || !isNumber(baseline.precision) || typeof baseline.hit !== "boolean")
    return "commits[].baseline";
  for (const key of ["anchors", "anchor_lines", "test_links", "dependencies"])
    if (!isRatio(commit[key])) return `commits[].${key}`;
  return void 0;
}
function parseReport(text) {
  let value;
  try {
    value = JSON.parse(text);
  } catch (error) {
    throw new ReportError(`not JSON (${error instanceof Error ? error.message : String(error)})`);
  }
  if (!isObject(value) || !Array.isArray(value.commits))
    throw new ReportError('not a backtest report: no "commits" list (save one with cplan backtest --json)');
  for (const commit of value.commits) {
    const bad = badField(commit);
    if (bad !== void 0) throw new ReportError(`not a backtest report: ${bad} is missing or of the wrong type`);
  }
  return value;
}
function measureOf(commit) {
  const measure = {
    planner: { recall: commit.recall, precision: commit.precision, hit: commit.hit },
    baseline: { recall: commit.baseline.recall, precision: commit.baseline.precision, hit: commit.baseline.hit },
    planSize: commit.plan_size,
    goldSize: commit.gold.length,
    ms: commit.ms,
    costUsd: commit.cost_usd,
    ...commit.grounding ? { grounding: { verified: commit.grounding.verified, total: commit.grounding.total } } : {}
  };
  if (commit.status !== "error")
    measure.structure = {
      tasks: isNumber(commit.tasks) ? commit.tasks : 0,
      anchors: commit.anchors,
      anchor_lines: commit.anchor_lines,
      test_links: commit.test_links,
      dependencies: commit.dependencies
    };
  return measure;
}
function combineReports(reports) {
  const all = [];
  const rows = reports.map(({ name, report }) => {
    const measures = report.commits.map(measureOf);
    all.push(...measures);
    return {
      name,
      repo: typeof report.repo === "string" ? report.repo : "",
      provider: String(report.provider ?? ""),
      overall: summarize(measures)
    };
  });
  return { rows, overall: summarize(all), intervals: bootstrapIntervals(all) };
}

// src/cli/backtest-combine.ts
async function runCombine(files, json, out, cwd) {
  if (files.length === 0) throw new UsageError("--combine needs the reports to combine: cplan backtest --combine a.json b.json");
  const reports = [];
  for (const file of files) {
    const text = await readText(resolve(cwd, file), file);
    try {
      reports.push({ name: basename(file).replace(/\.json$/i, ""), report: parseReport(text) });
    } catch (error) {
      if (error instanceof ReportError) throw new UsageError(`${file}: ${error.message}`);
      throw error;
    }
  }
  const combined = combineReports(reports);
  out(json ? `${JSON.stringify(combined, null, 2)}
` : formatCombined(combined));
  return 0;
}
var fixed = (value, digits = 2) => value === null ? "\u2013" : value.toFixed(digits);
var share = (ratio) => ratio.total === 0 ? "\u2013" : `${ratio.count}/${ratio.total}`;
function cells(name, o) {
  return [
    name,
    String(o.commits),
    fixed(o.recall_ratio),
    fixed(o.precision),
    fixed(o.hit_rate),
    share(o.anchors),
    share(o.test_links),
    share(o.dependencies),
    fixed(o.size.spearman),
    fixed(o.mean_plan_size, 1)
  ];
}
function formatCombined(combined) {
  const header = ["report", "commits", "recall \xF7 BM25", "precision", "hit rate", "anchors", "test links", "deps", "size \u03C1", "files"];
  const rows = combined.rows.map((row) => cells(plainLine(row.name).slice(0, 60), row.overall));
  const all = cells(`all ${combined.rows.length}`, combined.overall);
  const widths = header.map((h, i2) => Math.max(h.length, ...[...rows, all].map((r) => r[i2].length)));
  const line = (row) => row.map((cell, i2) => i2 === 0 ? cell.padEnd(widths[i2]) : cell.padStart(widths[i2])).join("  ").trimEnd();
  const range = (interval) => interval === null ? "\u2013" : `${interval[0].toFixed(2)}\u2013${interval[1].toFixed(2)}`;
  const i = combined.intervals;
  return [
    line(header),
    ...rows.map(line),
    line(all),
    "",
    i === null ? `95% range: \u2013 (needs at least ${FEWEST_COMMITS} commits, ${combined.overall.commits} measured)` : `95% range over all: recall ratio ${range(i.recall_ratio)}  precision ${range(i.precision)}  hit rate ${range(i.hit_rate)}  anchors ${range(i.anchors)}  size ${range(i.size)} (${i.resamples} resamples of the commits)`,
    ""
  ].join("\n");
}

// src/cli/backtest.ts
var BACKTEST_HELP = `Usage: cplan backtest --repo <dir> [options]
       cplan backtest --combine <report.json>... [--json]

Measures how well cplan's plans point at the right files, on the repository's own history: for
each recent feature or fix commit, plans its message against its parent's tree (as
"cplan plan --yes" would) and compares the planned files with the files the commit changed,
next to a BM25 text-search baseline that returns as many files. Read-only: nothing is checked
out or written.

Options:
  --repo DIR            git repository to measure (default: current directory)
  --limit N             how many eligible commits, newest first (default ${DEFAULT_LIMIT})
  --since DATE          only commits after DATE (anything "git log --since" accepts)
  --commits A..B        only commits in this revision range
  --rule=NAME           wide | conventional: which subjects qualify (default wide: a feat/fix type or a plain
                        imperative subject such as "Forbid duplicate groups"; conventional: the types only)
  --provider=NAME       auto | offline | anthropic | bedrock | vertex | openai (default auto: anthropic when
                        ANTHROPIC_API_KEY is set, else offline)
  --model=NAME          model for every phase (every provider but offline)
  --config FILE         config file (default: <repo>/.github/cplan.yml when present)
  --json                print one JSON object instead of the table
  --combine FILE...     read saved --json reports and print their figures together: a row per
                        report and one over all their commits (plans nothing)
  -h, --help            show this help

Commits qualify when they are not merges, their subject reads as a feature or fix (by --rule),
and they change 2 to 12 files once lockfiles, changelogs, snapshots and generated files are left
out. The report counts the commits left out by reason.

Exit status: 0 measured (also when no commit qualifies), 1 run error, 2 bad usage or not a git
repository.
`;
var BACKTEST_OPTIONS = {
  repo: { type: "string" },
  limit: { type: "string" },
  since: { type: "string" },
  commits: { type: "string" },
  rule: { type: "string" },
  provider: { type: "string" },
  model: { type: "string" },
  config: { type: "string" },
  json: { type: "boolean", default: false },
  combine: { type: "boolean", default: false },
  help: { type: "boolean", short: "h", default: false }
};
async function runBacktestCommand(argv, out, err, io = { isTTY: false }) {
  const cwd = io.cwd ?? process.cwd();
  const env = io.env ?? process.env;
  const { values, positionals } = parseCommandArgs("backtest", { args: argv, allowPositionals: true, options: BACKTEST_OPTIONS });
  if (values.help) {
    out(BACKTEST_HELP);
    return 0;
  }
  if (values.combine) {
    const other = ["repo", "limit", "since", "commits", "rule", "provider", "model", "config"].find(
      (k) => values[k] !== void 0
    );
    if (other !== void 0) throw new UsageError(`--combine reads saved reports and plans nothing: drop --${other}`);
    return runCombine(positionals, values.json, out, cwd);
  }
  if (positionals.length > 0) throw new UsageError(`backtest takes no arguments (got "${positionals[0]}"); the repository is --repo DIR`);
  const limit = values.limit === void 0 ? DEFAULT_LIMIT : positiveInteger("--limit", values.limit);
  const rule = values.rule === void 0 ? DEFAULT_SUBJECT_RULE : parseSubjectRule(values.rule);
  if (rule === void 0) throw new UsageError(`--rule must be ${SUBJECT_RULES.join(" or ")} (got "${values.rule}")`);
  const { root, query: range } = await resolveHistory(values, cwd);
  const query = { ...range, rule };
  const config = await loadConfig(root, values.config, cwd, {
    ...values.model !== void 0 ? { model: values.model } : {},
    ...values.provider !== void 0 ? { provider: values.provider } : {}
  });
  const makeProvider = (budget) => createProvider({ choice: config.provider, config, budget, env });
  const providerName = probeProvider(config, makeProvider);
  const progress = !values.json;
  const report = await runBacktest({
    root,
    limit,
    query,
    config,
    makeProvider,
    providerName,
    ...io.clock ? { clock: io.clock } : {},
    onSelected: (selection) => {
      if (progress && selection.commits.length > 0) {
        err(
          `cplan: backtesting ${plural(selection.commits.length, "commit")} with the ${providerName} provider (${selection.scanned} scanned)
`
        );
      }
    },
    onCommit: (result, index, total) => {
      if (progress) err(`${progressLine(result, index, total)}
`);
    }
  });
  printReport({ ...report, rule: namedRule(report.rule, rule) }, values.json, out, err);
  return 0;
}
async function resolveHistory(values, cwd) {
  const since = values.since === void 0 ? void 0 : revisionLike("--since", values.since);
  const range = values.commits === void 0 ? void 0 : revisionLike("--commits", values.commits);
  const dir = directoryArg("--repo", values.repo ?? ".", cwd);
  const root = await findRepositoryRoot(dir);
  if (root === void 0) throw new UsageError(`--repo ${values.repo ?? "."}: not a git repository`);
  const query = { ...range !== void 0 ? { range } : {}, ...since !== void 0 ? { since } : {} };
  if ((range !== void 0 || since !== void 0) && await hasCommits(root)) {
    try {
      await listCommits(root, query, 0, 1);
    } catch (error) {
      if (!(error instanceof GitError)) throw error;
      throw new UsageError(
        `${range !== void 0 ? `--commits ${range}` : `--since ${since}`}: ${error.message.replace(/^git log: /, "")}`
      );
    }
  }
  return { root, query };
}
function probeProvider(config, makeProvider) {
  const probe = createBudget(config);
  try {
    return makeProvider(probe).name;
  } catch (error) {
    if (error instanceof ProviderSetupError) throw new UsageError(error.message);
    throw error;
  } finally {
    probe.dispose();
  }
}
function printReport(report, json, out, err) {
  if (report.commits.length === 0) {
    const { name, scanned, skipped } = report.rule;
    const reasons = skippedReasons(skipped);
    const message = `cplan: no eligible commits among ${plural(scanned, "commit")} scanned by the ${name} rule${reasons === "" ? "" : ` (skipped: ${reasons})`}
`;
    if (json) err(message);
    else out(message);
  }
  if (json) out(`${JSON.stringify(report, null, 2)}
`);
  else if (report.commits.length > 0) out(formatReport(report));
}
function positiveInteger(flag, value) {
  if (!/^\d+$/.test(value) || Number(value) < 1) throw new UsageError(`${flag} must be a whole number of at least 1 (got "${value}")`);
  return Number(value);
}
function revisionLike(flag, value) {
  const trimmed = value.trim();
  if (trimmed === "") throw new UsageError(`${flag} needs a value`);
  if (trimmed.startsWith("-")) throw new UsageError(`${flag} ${trimmed}: must not start with "-"`);
  return trimmed;
}
async function loadConfig(root, file, cwd, flags) {
  const path = file ? resolve2(cwd, file) : join(root, ".github", "cplan.yml");
  const text = file ? await readText(path) : await readOptional(path);
  try {
    const base = text === void 0 ? DEFAULT_CONFIG : parseConfigYaml(text, relative(cwd, path) || path);
    return mergeConfig(base, flags, configSource.cli);
  } catch (error) {
    if (error instanceof ConfigError && error.source.kind === "cli") throw new UsageError(error.message);
    throw error;
  }
}
function fixed2(value, digits = 2) {
  return value === null ? "\u2013" : value.toFixed(digits);
}
function progressLine(result, index, total) {
  const width = String(total).length;
  const failed = result.error ? `  error: ${plainLine(result.error).slice(0, 80)}` : "";
  return `  [${String(index + 1).padStart(width)}/${total}] ${result.sha.slice(0, 7)}  recall ${fixed2(result.recall)}  precision ${fixed2(result.precision)}  grounded ${result.grounding?.verified ?? 0}/${result.grounding?.total ?? 0}  anchors ${fraction(result.anchors)}  bm25 recall ${fixed2(result.baseline.recall)}  ${truncate(plainLine(result.subject), 50)}${failed}`;
}
function intervalsLine(intervals, commits) {
  if (intervals === null) return `  95% range      \u2013 (needs at least ${FEWEST_COMMITS} commits, ${commits} measured)`;
  const range = (interval) => interval === null ? "\u2013" : `${interval[0].toFixed(2)}\u2013${interval[1].toFixed(2)}`;
  return `  95% range      recall ratio ${range(intervals.recall_ratio)}  precision ${range(intervals.precision)}  hit rate ${range(intervals.hit_rate)}  anchors ${range(intervals.anchors)}  size ${range(intervals.size)} (${intervals.resamples} resamples of the commits)`;
}
function fraction(ratio) {
  return ratio.total === 0 ? "\u2013" : `${ratio.count}/${ratio.total}`;
}
function ratioText(ratio) {
  return ratio.rate === null ? `${ratio.count}/${ratio.total}` : `${ratio.count}/${ratio.total} = ${ratio.rate.toFixed(2)}`;
}
function skippedReasons(skipped) {
  const reasons = Object.entries(skipped).sort((a, b) => b[1] - a[1] || (a[0] < b[0] ? -1 : 1));
  return reasons.map(([reason, n]) => `${n} ${reason}`).join(", ");
}
function skippedLine(rule) {
  const total = Object.values(rule.skipped).reduce((sum, n) => sum + n, 0);
  const reasons = skippedReasons(rule.skipped);
  return `  skipped        ${total} of ${rule.scanned} scanned${reasons === "" ? "" : `: ${reasons}`}`;
}
function truncate(text, max) {
  return text.length <= max ? text : `${text.slice(0, max - 1)}\u2026`;
}
function formatReport(report) {
  const header = [
    "commit",
    "gold",
    "plan",
    "recall",
    "prec",
    "hit",
    "grounded",
    "anchors",
    "test links",
    "deps",
    "bm25 rec",
    "bm25 prec",
    "bm25 hit",
    "subject"
  ];
  const rows = report.commits.map((c) => [
    c.sha.slice(0, 7),
    String(c.gold.length),
    String(c.plan_size),
    fixed2(c.recall),
    fixed2(c.precision),
    c.hit ? "yes" : "no",
    c.grounding ? `${c.grounding.verified}/${c.grounding.total}` : "\u2013",
    fraction(c.anchors),
    fraction(c.test_links),
    fraction(c.dependencies),
    fixed2(c.baseline.recall),
    fixed2(c.baseline.precision),
    c.baseline.hit ? "yes" : "no",
    truncate(c.subject, 60) + (c.error ? " (plan failed)" : "")
  ]);
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i].length)));
  const line = (cells2) => cells2.map((cell, i) => i === 0 || i === cells2.length - 1 ? cell.padEnd(widths[i]) : cell.padStart(widths[i])).join("  ").trimEnd();
  const o = report.overall;
  const seconds = (o.total_ms / 1e3).toFixed(1);
  return [
    line(header),
    ...rows.map(line),
    "",
    `${plural(o.commits, "commit")} (${report.rule.scanned} scanned, ${report.rule.name} rule), ${report.provider} provider:`,
    skippedLine(report.rule),
    `  planner        recall ${fixed2(o.recall)}  precision ${fixed2(o.precision)}  hit rate ${fixed2(o.hit_rate)}  mean plan size ${fixed2(o.mean_plan_size, 1)}`,
    `  BM25 baseline  recall ${fixed2(o.baseline.recall)}  precision ${fixed2(o.baseline.precision)}  hit rate ${fixed2(o.baseline.hit_rate)}  (same number of files)`,
    `  recall ratio ${fixed2(o.recall_ratio)} (planner / baseline), time ${seconds} s, cost $${o.total_cost_usd.toFixed(4)}`,
    ...o.grounding ? [`  grounding ${o.grounding.verified} / ${o.grounding.total} modification points verified`] : [],
    `  structure      anchors ${ratioText(o.anchors)}  test links ${ratioText(o.test_links)}  dependencies ${ratioText(o.dependencies)}`,
    `  anchor lines   ${ratioText(o.anchor_lines)} (the named declaration holds a changed line)`,
    `  size           Spearman ${fixed2(o.size.spearman)} (plan files vs changed files, ${plural(o.size.cases, "plan")})`,
    intervalsLine(report.intervals, o.commits),
    ""
  ].join("\n");
}
export {
  BACKTEST_HELP,
  BACKTEST_OPTIONS,
  formatReport,
  runBacktestCommand
};
