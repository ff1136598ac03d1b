import { createRequire as __cplanCreateRequire } from 'node:module'; import { fileURLToPath as __cplanFileURLToPath } from 'node:url'; const require = __cplanCreateRequire(import.meta.url); const __filename = __cplanFileURLToPath(import.meta.url);

// src/core/shared/line-text.ts
var SPACE_OR_TAB = (code) => code === 32 || code === 9;
function readAtxHeading(line, maxLevel = 3) {
  let level = 0;
  while (level < line.length && line.charCodeAt(level) === 35) level++;
  if (level === 0 || level > maxLevel || level >= line.length || !SPACE_OR_TAB(line.charCodeAt(level))) return null;
  return { level, text: stripClosingHashes(line.slice(level + 1)) };
}
function stripClosingHashes(content) {
  const text = trimBlanks(content);
  let end = text.length;
  while (end > 0 && text.charCodeAt(end - 1) === 35) end--;
  if (end === text.length) return text;
  if (end === 0) return "";
  return SPACE_OR_TAB(text.charCodeAt(end - 1)) ? trimBlanks(text.slice(0, end)) : text;
}
function trimBlanks(text) {
  let start = 0;
  let end = text.length;
  while (start < end && SPACE_OR_TAB(text.charCodeAt(start))) start++;
  while (end > start && SPACE_OR_TAB(text.charCodeAt(end - 1))) end--;
  return text.slice(start, end);
}
var ID_SEPARATORS = /* @__PURE__ */ new Set([":", "\uFF1A", ".", "-", "\u2013", "\u2014"]);
function readIdHeading(text, prefix) {
  const head = `${prefix}-`;
  if (text.slice(0, head.length).toUpperCase() !== head.toUpperCase()) return null;
  let end = head.length;
  while (end < text.length && isDigit(text.charCodeAt(end))) end++;
  if (end === head.length) return null;
  let rest = trimBlanks(text.slice(end));
  if (ID_SEPARATORS.has(rest.charAt(0))) rest = trimBlanks(rest.slice(1));
  return { digits: text.slice(head.length, end), rest };
}
function isDigit(code) {
  return code >= 48 && code <= 57;
}
function splitTrailingTag(title) {
  if (!title.endsWith("]")) return { title, tag: null };
  const open = title.lastIndexOf("[", title.length - 2);
  if (open < 0) return { title, tag: null };
  const tag = title.slice(open + 1, -1);
  if (tag === "" || tag.includes("]")) return { title, tag: null };
  return { title: title.slice(0, open).trim(), tag: tag.trim() };
}
function stripRuns(text, char) {
  let start = 0;
  let end = text.length;
  while (start < end && text[start] === char) start++;
  while (end > start && text[end - 1] === char) end--;
  return text.slice(start, end);
}
function escapePipes(text) {
  if (!text.includes("|")) return text;
  const parts = text.split("|");
  const last = parts.length - 1;
  return parts.map((part, i) => i === last ? part : stripTrailingRun(part, "\\")).join("\\|");
}
function stripTrailingRun(text, char) {
  let end = text.length;
  while (end > 0 && text[end - 1] === char) end--;
  return text.slice(0, end);
}
function clip(text, max = 80) {
  return text.length <= max ? text : `${text.slice(0, max)}\u2026`;
}
function plural(n, singular, pluralForm = `${singular}s`) {
  return `${n} ${n === 1 ? singular : pluralForm}`;
}

// src/core/shared/names.ts
var CJK = "\\u3400-\\u4dbf\\u4e00-\\u9fff\\uf900-\\ufaff";
var NOT_SLUG = new RegExp(`[^a-z0-9${CJK}]+`, "g");
function requirementSlug(requirement, maxLength = 30) {
  const firstLine = requirement.split(/\r?\n/).find((line) => line.trim() !== "") ?? "";
  const slug = stripRuns(firstLine.toLowerCase().replace(NOT_SLUG, "-"), "-");
  const chars = Array.from(slug);
  let cut = chars.slice(0, maxLength).join("");
  if (chars.length > maxLength && chars[maxLength] !== "-") {
    const dash = cut.lastIndexOf("-");
    if (dash >= maxLength * 0.6) cut = cut.slice(0, dash);
  }
  cut = stripRuns(cut, "-");
  return cut === "" ? "plan" : cut;
}
function utcDate(date) {
  return date.toISOString().slice(0, 10);
}
function buildSessionId(requirement, date) {
  return `CPLAN-${requirementSlug(requirement)}-${utcDate(date)}`;
}
var SAFE_SESSION_ID = new RegExp(`^[A-Za-z][A-Za-z0-9._${CJK}-]{0,119}$`);
function isSafeSessionId(id) {
  return SAFE_SESSION_ID.test(id);
}
function uniqueName(base, taken) {
  if (!taken(base)) return base;
  for (let n = 2; ; n++) {
    const candidate = `${base}-${n}`;
    if (!taken(candidate)) return candidate;
  }
}
function asciiSlug(text, maxLength = 40) {
  const dashed = requirementSlug(text, 200).replace(new RegExp(`[${CJK}]+`, "g"), "-").replace(/-+/g, "-");
  const slug = stripRuns(stripRuns(dashed, "-").slice(0, maxLength), "-");
  return slug === "" ? "plan" : slug;
}
function domainSlug(name) {
  const dashed = name.normalize("NFKD").toLowerCase().replace(/[^a-z0-9]+/g, "-");
  const slug = stripRuns(stripRuns(dashed, "-").slice(0, 40), "-");
  return slug === "" ? "domain" : slug;
}
function uniqueDomainSlugs(names) {
  const used = /* @__PURE__ */ new Set();
  return names.map((name) => {
    const base = domainSlug(name);
    const slug = uniqueName(base, (candidate) => used.has(candidate));
    const fitted = slug.length <= 40 ? slug : `${base.slice(0, 40 - (slug.length - base.length))}${slug.slice(base.length)}`;
    used.add(fitted);
    return fitted;
  });
}
function domainTitle(slug) {
  return slug.split("-").filter((part) => part !== "").map((part) => part.charAt(0).toUpperCase() + part.slice(1)).join(" ");
}
function domainKey(name) {
  return stripRuns(name.toLowerCase().replace(NOT_SLUG, "-"), "-");
}
function idRange(k) {
  return [100 * (k - 1) + 1, 100 * k];
}
var MAX_TASK_ID_DIGITS = 15;
function stripLeadingZeros(digits) {
  let i = 0;
  while (i < digits.length - 1 && digits.charCodeAt(i) === 48) i++;
  return digits.slice(i);
}
function integerDigits(n) {
  if (!Number.isInteger(n) || n < 0) throw new RangeError(`not a non-negative integer: ${n}`);
  return Number.isSafeInteger(n) ? String(n) : BigInt(n).toString();
}
function formatTaskId(n) {
  const digits = typeof n === "number" ? integerDigits(n) : stripLeadingZeros(n);
  if (!/^\d+$/.test(digits)) throw new RangeError(`not a task number: ${JSON.stringify(n)}`);
  return `TASK-${digits.padStart(3, "0")}`;
}
function canonicalTaskId(text) {
  const match = /^task-(\d+)$/i.exec(text.trim());
  return match ? formatTaskId(match[1]) : null;
}
function taskIdDigits(id) {
  let start = id.length;
  while (start > 0 && id.charCodeAt(start - 1) >= 48 && id.charCodeAt(start - 1) <= 57) start--;
  return start === id.length ? null : stripLeadingZeros(id.slice(start));
}
function taskIdNumber(id) {
  const digits = taskIdDigits(id);
  if (digits === null || digits.length > MAX_TASK_ID_DIGITS) return null;
  return Number(digits);
}
function compareDigits(a, b) {
  if (a.length !== b.length) return a.length - b.length;
  return a < b ? -1 : a > b ? 1 : 0;
}
function compareTaskIds(a, b) {
  const da = taskIdDigits(a);
  const db = taskIdDigits(b);
  if (da !== null && db !== null) {
    const byNumber = compareDigits(da, db);
    if (byNumber !== 0) return byNumber;
  } else if (da !== null || db !== null) {
    return da === null ? 1 : -1;
  }
  return a < b ? -1 : a > b ? 1 : 0;
}

// src/core/shared/paths.ts
var WINDOWS_DRIVE = /^[a-zA-Z]:[\\/]/;
function normalizePath(input) {
  const raw = input.trim().replace(/\\/g, "/");
  if (raw === "") return { ok: false, reason: "empty path" };
  if (raw.startsWith("/") || WINDOWS_DRIVE.test(input.trim()) || raw.startsWith("~")) {
    return { ok: false, reason: `absolute path "${input.trim()}"` };
  }
  const out = [];
  for (const segment of raw.split("/")) {
    if (segment === "" || segment === ".") continue;
    if (segment === "..") {
      if (out.length === 0) return { ok: false, reason: `path "${input.trim()}" escapes the repository root` };
      out.pop();
      continue;
    }
    out.push(segment);
  }
  if (out.length === 0) return { ok: false, reason: `path "${input.trim()}" names the repository root` };
  return { ok: true, path: out.join("/") };
}
function splitPathLocation(token) {
  const start = WINDOWS_DRIVE.test(token) ? 2 : 0;
  const colon = token.indexOf(":", start);
  if (colon < 0) return { path: token.trim(), location: "*" };
  const location = token.slice(colon + 1).trim();
  return { path: token.slice(0, colon).trim(), location: location === "" ? "*" : location };
}
function isPathLike(token) {
  if (token === "" || /\s/.test(token)) return false;
  if (token.includes("://")) return false;
  return token.includes("/") || /\.[A-Za-z0-9]{1,10}$/.test(token);
}
function normalizeLocation(location) {
  const trimmed = location.trim().replace(/\(\s*\)$/, "");
  return trimmed === "" ? "*" : trimmed;
}
function isWorkflowPath(path) {
  return path === ".github/workflows" || path.startsWith(".github/workflows/");
}

// src/core/note/validate.ts
function validatePlanNote(note) {
  const out = [];
  const seen = /* @__PURE__ */ new Map();
  const byDomain = new Map(note.domains.map((d) => [d.slug, d]));
  for (const task of note.tasks) {
    const first = seen.get(task.id);
    if (first !== void 0) {
      out.push({
        severity: "error",
        code: "duplicate-task-id",
        message: `${task.id} is already used on line ${first}`,
        line: task.line
      });
    } else seen.set(task.id, task.line);
    const digits = taskIdDigits(task.id) ?? "0";
    if (digits.length > MAX_TASK_ID_DIGITS) {
      out.push({
        severity: "warning",
        code: "task-id-too-long",
        message: `${shortId(task.id)} has ${digits.length} digits: it is kept exactly, but an id of more than ${MAX_TASK_ID_DIGITS} digits is almost certainly a typo`,
        line: task.line
      });
    }
    const domain = byDomain.get(task.domain);
    if (domain?.range && outOfRange(digits, domain.range)) {
      out.push({
        severity: "warning",
        code: "id-out-of-range",
        message: `${task.id} is outside the range of ${domain.slug} (${domain.range[0]}\u2013${domain.range[1]})`,
        line: task.line
      });
    }
    if (task.tag !== null && domainKey(task.tag) !== task.domain) {
      out.push({
        severity: "warning",
        code: "foreign-domain-tag",
        message: `${task.id} is tagged [${task.tag}] but sits in the task pool of ${task.domain}`,
        line: task.line
      });
    }
    if (task.dependsOn.includes(task.id)) {
      out.push({
        severity: "warning",
        code: "self-dependency",
        message: `${task.id} depends on itself`,
        line: task.line
      });
    }
    for (const point of task.modificationPoints) {
      if (point.file && isWorkflowPath(point.file)) {
        out.push({
          severity: "warning",
          code: "workflow-path",
          message: `${point.file}: cplan never writes workflow files; treat this as a manual step`,
          line: point.line
        });
      }
      if (point.unverified !== void 0) {
        out.push({
          severity: "info",
          code: "unverified-point",
          message: `${task.id}: ${point.file ?? "modification point"}${point.file && point.location ? `:${point.location}` : ""} is unverified (${point.unverified})`,
          line: point.line
        });
      }
    }
  }
  out.push(...sectionDiagnostics(note));
  return out;
}
function outOfRange(digits, [low, high]) {
  const bound = (n) => Number.isInteger(n) && n >= 0 ? integerDigits(n) : null;
  const lowDigits = bound(low);
  const highDigits = bound(high);
  if (lowDigits === null || highDigits === null) return false;
  return compareDigits(digits, lowDigits) < 0 || compareDigits(digits, highDigits) > 0;
}
function shortId(id) {
  return id.length <= 40 ? id : `${id.slice(0, 40)}\u2026`;
}
function sectionDiagnostics(note) {
  const out = [];
  const hasKind = (kind) => note.sections.some((s) => s.kind === kind);
  const isTemplate = note.frontmatterRange !== null || note.domains.length > 0;
  if (!isTemplate) {
    if (note.tasks.length === 0)
      out.push({
        severity: "warning",
        code: "no-tasks",
        message: "no task pool sections or tasks found",
        line: 0
      });
    return out;
  }
  if (!hasKind("understanding"))
    out.push({
      severity: "info",
      code: "section-missing",
      message: 'section "Requirement Understanding" is missing',
      line: 0
    });
  for (const domain of note.domains) {
    const pool = note.sections.find((s) => s.kind === "task-pool" && s.domain === domain.slug);
    if (!pool) {
      out.push({
        severity: "warning",
        code: "section-missing",
        message: `task pool section of ${domain.slug} is missing`,
        line: 0
      });
    } else if (domain.state === "empty") {
      out.push({
        severity: "info",
        code: "empty-task-pool",
        message: `task pool of ${domain.slug} has no tasks`,
        line: pool.line
      });
    } else if (domain.state === "failed") {
      out.push({
        severity: "warning",
        code: "domain-failed",
        message: `${domain.slug} failed: ${domain.failure ?? "unknown cause"}`,
        line: pool.line
      });
    }
    if (!note.sections.some((s) => s.kind === "evidence" && s.domain === domain.slug)) {
      out.push({
        severity: "info",
        code: "section-missing",
        message: `context evidence section of ${domain.slug} is missing`,
        line: 0
      });
    }
  }
  if (note.frontmatterRange !== null && note.domains.length === 0) {
    out.push({
      severity: "warning",
      code: "no-domains",
      message: "frontmatter declares no sub_domains",
      line: 1
    });
  }
  return out;
}
var CREATES = /\b(new file|create[sd]?|add(?:s|ed)? (?:a )?new)\b|新文件|新建|创建/i;
function declaresNewFile(change) {
  return CREATES.test(change);
}
function plannedNewFiles(note) {
  const created = /* @__PURE__ */ new Set();
  for (const task of note.tasks)
    for (const point of task.modificationPoints) if (point.file && declaresNewFile(point.change)) created.add(point.file);
  return created;
}
function validatePathsExist(note, exists) {
  const out = [];
  const created = plannedNewFiles(note);
  for (const task of note.tasks) {
    for (const point of task.modificationPoints) {
      if (!point.file || point.unverified !== void 0 || exists(point.file) || created.has(point.file)) continue;
      out.push({
        severity: "info",
        code: "path-not-found",
        message: `${task.id}: ${point.file} does not exist in the repository (new?)`,
        line: point.line
      });
    }
  }
  return out;
}

// src/repo/history.ts
import { execFile } from "node:child_process";
import { promisify } from "node:util";
var run = promisify(execFile);
var HISTORY_DEPTH = 300;
var SUBJECT_CHARS = 300;
async function readCommits(root, rev = "HEAD", depth = HISTORY_DEPTH) {
  try {
    const { stdout } = await run(
      "git",
      // Unquoted paths: git quotes non-ASCII names ("caf\303\251.ts"), which then match no file.
      [
        "-c",
        "core.quotePath=false",
        "log",
        rev,
        "--no-merges",
        `-n${depth}`,
        "--name-only",
        "--format=%x01%s",
        "--no-renames",
        "--relative"
      ],
      {
        cwd: root,
        maxBuffer: 64 * 1024 * 1024,
        encoding: "utf8"
      }
    );
    return stdout.split("").filter((block) => block !== "").map((block) => {
      const [subject = "", ...rest] = block.split("\n");
      return { subject: subject.slice(0, SUBJECT_CHARS), files: rest.filter((line) => line.trim() !== "") };
    }).filter((commit) => commit.files.length > 0);
  } catch {
    return [];
  }
}
async function readHistory(root, rev = "HEAD", depth = HISTORY_DEPTH) {
  return (await readCommits(root, rev, depth)).map((commit) => commit.files);
}
var histories = /* @__PURE__ */ new WeakMap();
function attachHistory(snapshot, commits) {
  if (commits.length > 0) histories.set(snapshot, commits);
}
function historyOf(snapshot) {
  return histories.get(snapshot)?.map((commit) => commit.files);
}
function pastCommitsOf(snapshot) {
  return histories.get(snapshot);
}

export {
  readAtxHeading,
  readIdHeading,
  splitTrailingTag,
  stripRuns,
  escapePipes,
  clip,
  plural,
  requirementSlug,
  buildSessionId,
  isSafeSessionId,
  uniqueName,
  asciiSlug,
  uniqueDomainSlugs,
  domainTitle,
  domainKey,
  idRange,
  formatTaskId,
  canonicalTaskId,
  taskIdNumber,
  compareTaskIds,
  normalizePath,
  splitPathLocation,
  isPathLike,
  normalizeLocation,
  isWorkflowPath,
  validatePlanNote,
  declaresNewFile,
  plannedNewFiles,
  validatePathsExist,
  readCommits,
  readHistory,
  attachHistory,
  historyOf,
  pastCommitsOf
};
