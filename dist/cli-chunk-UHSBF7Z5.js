import { createRequire as __cplanCreateRequire } from 'node:module'; import { fileURLToPath as __cplanFileURLToPath } from 'node:url'; const require = __cplanCreateRequire(import.meta.url); const __filename = __cplanFileURLToPath(import.meta.url);
import {
  applyDetection,
  inline,
  renderEvidenceBody,
  renderTaskPoolBody,
  replaceEvidence,
  replaceTaskPool,
  setFrontmatter
} from "./cli-chunk-D4MBFPHH.js";
import {
  ANALYSIS_PATH,
  ARROW_MEANING,
  SECTION_HEADINGS,
  SEVERITY_ICON,
  computeWaves,
  countConflicts,
  domainRecordPath,
  generatedBegin,
  generatedEnd,
  isAnalysisRecord,
  isDomainRecord,
  parsePlanNote,
  readJson,
  recordFile,
  stableJson
} from "./cli-chunk-KUCNQHXU.js";
import {
  require_dist
} from "./cli-chunk-NQHX6N2Y.js";
import {
  AgentError,
  BudgetError,
  DEFAULT_MODEL,
  DEFAULT_OPENAI_MODEL,
  baseName,
  cjkPairs,
  classifyFiles,
  clauseRuns,
  countedText,
  entryModulePath,
  extensionOf,
  indexSnapshot,
  isChangelogPath,
  isCjkPair,
  isNoise,
  isTestPath,
  kindOf,
  markUnverified,
  outsideTheProject,
  pairStretches,
  queryTerms,
  readableTerms,
  readsQualified,
  sourceStems,
  stem,
  stemName,
  symbolSpan,
  symbolsIn,
  testsNothing,
  tokenize,
  withoutMarkupAttributes,
  withoutOverloads,
  zeroUsage
} from "./cli-chunk-3PLPJE5N.js";
import {
  capLength,
  escapeCell,
  inlineCode,
  normalizeRelativePath,
  oneLine,
  removeHtmlComments,
  revealInvisible,
  safeBlock,
  safeCell,
  safeText,
  stripHtml
} from "./cli-chunk-47CU3EAA.js";
import {
  compareTaskIds,
  declaresNewFile,
  domainKey,
  domainTitle,
  formatTaskId,
  idRange,
  isWorkflowPath,
  normalizePath,
  pastCommitsOf,
  plannedNewFiles,
  requirementSlug,
  uniqueDomainSlugs
} from "./cli-chunk-ZXZ2VIQV.js";
import {
  CplanError,
  describeError,
  reasonOf
} from "./cli-chunk-26ICYOVR.js";
import {
  __toESM
} from "./cli-chunk-HI3DZDWS.js";

// src/core/engine/grounding.ts
function groundingOf(note, exists) {
  const created = exists ? plannedNewFiles(note) : /* @__PURE__ */ new Set();
  let verified = 0;
  let total = 0;
  let marked = 0;
  let whole = 0;
  for (const task of note.tasks) {
    for (const point of task.modificationPoints) {
      if (point.file === null) continue;
      total++;
      if (point.unverified !== void 0) {
        marked++;
        continue;
      }
      if (!exists || exists(point.file) || created.has(point.file) || declaresNewFile(point.change)) {
        verified++;
        if (point.location === "*" || point.location === "") whole++;
      }
    }
  }
  return { verified, total, checked: exists !== void 0, marked, whole };
}
function groundingText(grounding, locale = "en") {
  const { verified, total, marked = 0 } = grounding;
  if (grounding.checked === false) {
    if (locale === "zh") return `${total} \u4E2A\u4FEE\u6539\u70B9\uFF0C\u672A\u5BF9\u7167\u4ED3\u5E93\u6838\u9A8C${marked > 0 ? `\uFF08${marked} \u4E2A\u6807\u8BB0\u4E3A\u672A\u6838\u9A8C\uFF09` : ""}`;
    const points = `${total} modification point${total === 1 ? "" : "s"}`;
    return `${points}, not checked against a repository${marked > 0 ? ` (${marked} marked unverified)` : ""}`;
  }
  const whole = grounding.whole ?? 0;
  if (locale === "zh") return `${verified} / ${total} \u4E2A\u4FEE\u6539\u70B9\u5DF2\u6838\u9A8C${whole > 0 ? `\uFF08\u5176\u4E2D ${whole} \u4E2A\u53EA\u6307\u5411\u6574\u4E2A\u6587\u4EF6\uFF09` : ""}`;
  return `${verified} / ${total} modification point${total === 1 ? "" : "s"} verified${wholeText(whole, verified)}`;
}
function wholeText(whole, verified) {
  if (whole === 0) return "";
  if (whole === verified) return verified === 1 ? ", a whole file" : ", all whole files";
  return whole === 1 ? ", one of them a whole file" : `, ${whole} of them whole files`;
}

// src/core/render/permalinks.ts
var LINES = /^(?:lines?\s*)?L?(\d{1,9})(?:\s*[-–—:]\s*L?(\d{1,9}))?$/i;
var SHA = /^[0-9a-f]{7,64}$/i;
function lineSpanOf(location) {
  const match = LINES.exec(unquote(location));
  if (!match) return void 0;
  const from = Number(match[1]);
  const to = Number(match[2] ?? match[1]);
  return from >= 1 && to >= from ? [from, to] : void 0;
}
function unquote(text) {
  const quote = (c) => c === "`" || c === "'" || c === '"';
  const trimmed2 = text.trim();
  let start = 0;
  let end = trimmed2.length;
  while (start < end && quote(trimmed2[start])) start++;
  while (end > start && quote(trimmed2[end - 1])) end--;
  return trimmed2.slice(start, end).trim();
}
var anchor = (span) => span ? span[0] === span[1] ? `#L${span[0]}` : `#L${span[0]}-L${span[1]}` : "";
function trimSlashes(text) {
  let end = text.length;
  while (end > 0 && text[end - 1] === "/") end--;
  return text.slice(0, end);
}
var encodePath = (path) => path.split("/").map(encodeURIComponent).join("/");
function blobTarget(repoWebUrl2, sha) {
  const base = trimSlashes(repoWebUrl2.trim());
  if (!/^https?:\/\/[^\s/]+\/[^\s/]+\/[^\s/]+$/.test(base) || !SHA.test(sha)) return void 0;
  return (path, span) => `${base}/blob/${sha}/${encodePath(path)}${anchor(span)}`;
}
function repoWebUrl(serverUrl, repo) {
  return `${trimSlashes(serverUrl.trim())}/${repo}`;
}
function localTarget(toRoot) {
  const prefix = trimSlashes(toRoot.replace(/\\/g, "/"));
  return (path, span) => `${prefix === "" ? "." : prefix}/${encodePath(path)}${anchor(span)}`;
}
function pointLinks(target, options = {}) {
  return (file, location) => {
    const normalized = normalizePath(file);
    if (!normalized.ok || options.exists && !options.exists(normalized.path)) return void 0;
    const path = normalized.path;
    const where = unquote(location);
    if (where === "" || where === "*") return target(path);
    return target(path, lineSpanOf(where) ?? options.spanOf?.(path, where));
  };
}
function sourceLinks(note, serverUrl = "https://github.com") {
  const source = note.frontmatter.source ?? {};
  if (typeof source.repo !== "string" || typeof source.commit !== "string") return void 0;
  const target = blobTarget(repoWebUrl(serverUrl, source.repo), source.commit);
  return target ? pointLinks(target) : void 0;
}
function withoutNewFiles(note, links) {
  if (!links) return void 0;
  const created = plannedNewFiles(note);
  return (file, location) => created.has(file) ? void 0 : links(file, location);
}
function linkOf(point, links) {
  if (!links || !point.file || declaresNewFile(point.change)) return void 0;
  return links(point.file, point.location);
}
function linkedPoint(point, links) {
  const where = !point.location || point.location === "*" ? point.file ?? "" : `${point.file ?? ""}:${point.location}`;
  const code = inlineCode(Array.from(where).slice(0, 160).join("").replace(/[[\]]/g, ""));
  const url = linkOf(point, links);
  return url ? `[${code}](${url})` : code;
}

// src/core/render/render-json.ts
function buildConflictsJson(conflicts, meta) {
  return {
    detected_at: meta.detectedAt,
    total_tasks: meta.totalTasks,
    total_domains: meta.totalDomains,
    total_conflicts: conflicts.length,
    // Rebuilt key by key rather than spread: a Conflict built elsewhere in another order (or with
    // extra fields) still serialises exactly as docs/plan-note-format.md shows.
    conflicts: conflicts.map((c) => ({
      id: c.id,
      type: c.type,
      severity: c.severity,
      tasks_involved: [...c.tasks_involved],
      domains_involved: [...c.domains_involved],
      location: c.location,
      description: c.description,
      suggested_resolution: c.suggested_resolution,
      decision: c.decision,
      decision_note: c.decision_note,
      fingerprint: c.fingerprint
    }))
  };
}
function buildPlanJson(note, waves, meta) {
  const taskIds = [...new Set(note.tasks.map((t) => t.id))].sort(compareTaskIds);
  const complexity = note.frontmatter.complexity;
  return {
    summary: meta.summary,
    approach: meta.approach,
    task_ids: taskIds,
    task_count: taskIds.length,
    complexity: typeof complexity === "string" ? complexity : null,
    execution_waves: waves.waves.map((ids, i) => ({ wave: i + 1, task_ids: ids })),
    _metadata: {
      timestamp: meta.timestamp,
      source: "cplan",
      plan_type: "collaborative",
      session_id: note.sessionId
    },
    // cplan's additions, after the standard keys so readers of the base schema are not disturbed.
    domains: note.domains.map((d) => ({
      slug: d.slug,
      title: d.title,
      range: d.range,
      task_ids: note.tasks.filter((t) => t.domain === d.slug).map((t) => t.id),
      state: d.state
    })),
    blocked: waves.blocked,
    grounding: groundingJson(meta.grounding ?? groundingOf(note))
  };
}
function groundingJson(grounding) {
  return {
    verified: grounding.verified,
    total: grounding.total,
    ...grounding.checked === false && grounding.total > 0 ? { checked: false } : {},
    ...grounding.checked !== false && (grounding.whole ?? 0) > 0 ? { whole: grounding.whole } : {}
  };
}
var CREATES = /\bnew file\b|\bcreat(?:e|es|ed|ing)\b|新文件|新建文件|创建/i;
function extra(task, labels2) {
  for (const label of labels2) {
    const value = task.extras[label];
    if (value !== void 0 && value.trim() !== "") return value;
  }
  return void 0;
}
function convergenceCriteria(task) {
  const raw = extra(task, ["Convergence criteria", "\u6536\u655B\u6807\u51C6", "Acceptance criteria", "\u9A8C\u6536\u6807\u51C6"]) ?? "";
  return raw.split(/\r?\n|;|；/).map((line) => line.replace(/^\s*(?:[-*+•]|\d+[.)])\s+/, "").trim()).filter((line) => line !== "");
}
var risk = (level) => level === null ? null : level.toLowerCase();
function buildTaskFile(task, _note) {
  return {
    id: task.id,
    title: task.title,
    description: extra(task, ["Description", "\u63CF\u8FF0", "\u8BF4\u660E"]) ?? task.title,
    scope: task.scope,
    depends_on: [...task.dependsOn],
    files: task.modificationPoints.flatMap(
      (p) => p.file === null ? [] : [
        {
          path: p.file,
          action: CREATES.test(p.change) ? "create" : "modify",
          // An empty location is the whole file, written `*`.
          target: p.location === "" ? "*" : p.location,
          change: p.change,
          conflict_risk: risk(task.conflictRisk)
        }
      ]
    ),
    convergence: { criteria: convergenceCriteria(task) },
    source_domain: task.domain
  };
}
var SAFE_DOMAIN = /^[a-z0-9\u3400-\u4dbf\u4e00-\u9fff\uf900-\ufaff][a-z0-9\u3400-\u4dbf\u4e00-\u9fff\uf900-\ufaff-]{0,99}$/;
var CANONICAL_ID = /^TASK-\d{3,}$/;
function buildTaskFiles(note) {
  const seen = /* @__PURE__ */ new Set();
  const files = [];
  for (const task of note.tasks) {
    if (seen.has(task.id) || !CANONICAL_ID.test(task.id) || !SAFE_DOMAIN.test(task.domain)) continue;
    seen.add(task.id);
    files.push({
      path: `domains/${task.domain}/.task/${task.id}.json`,
      content: stableJson(buildTaskFile(task, note))
    });
  }
  return files;
}

// src/core/safety/markdown-table.ts
var RULE = { none: "---", left: ":---", center: ":---:", right: "---:" };
function markdownTable(header2, rows, align = []) {
  if (header2.length === 0) return "";
  const line = (cells) => `| ${header2.map((_, i) => escapeCell(cells[i] ?? "")).join(" | ")} |`;
  const rule = `|${header2.map((_, i) => RULE[align[i] ?? "none"]).join("|")}|`;
  return [line(header2), rule, ...rows.map(line)].join("\n");
}

// src/core/render/mermaid.ts
var MAX_TASK_NODES = 60;
var ENTITIES = [
  [/#/g, "#35;"],
  [/"/g, "#quot;"],
  [/&/g, "#amp;"],
  [/</g, "#lt;"],
  [/>/g, "#gt;"],
  [/`/g, "#96;"],
  [/\[/g, "#91;"],
  [/]/g, "#93;"],
  [/\(/g, "#40;"],
  [/\)/g, "#41;"],
  [/\{/g, "#123;"],
  [/}/g, "#125;"],
  [/\|/g, "#124;"]
];
function escapeMermaidLabel(text, max = 80) {
  let folded = stripHtml(revealInvisible(String(text ?? ""))).replace(/\s+/g, " ").trim();
  const chars = Array.from(folded);
  if (chars.length > max) folded = `${chars.slice(0, max - 1).join("")}\u2026`;
  for (const [pattern, entity] of ENTITIES) folded = folded.replace(pattern, entity);
  return folded;
}
var taskNode = (id) => `T${id.replace(/^TASK-/i, "").replace(/[^A-Za-z0-9_]/g, "_")}`;
function groups(note, tasks) {
  const out = /* @__PURE__ */ new Map();
  const used = /* @__PURE__ */ new Set();
  const add = (slug, title) => {
    if (out.has(slug)) return;
    const base = `dom_${slug.replace(/[^A-Za-z0-9]+/g, "_")}`;
    let node = base;
    for (let n = 2; used.has(node); n++) node = `${base}_${n}`;
    used.add(node);
    out.set(slug, { slug, title, node, tasks: [] });
  };
  for (const d of note.domains) add(d.slug, d.title || d.slug);
  for (const t of tasks) {
    add(t.domain, t.domain);
    out.get(t.domain)?.tasks.push(t);
  }
  return [...out.values()].filter((g) => g.tasks.length > 0);
}
function uniqueTasks(note) {
  const byId = /* @__PURE__ */ new Map();
  for (const t of note.tasks) if (!byId.has(t.id)) byId.set(t.id, t);
  return [...byId.values()];
}
function renderMermaid(note, conflicts) {
  const tasks = uniqueTasks(note);
  const body = tasks.length > MAX_TASK_NODES ? domainGraph(note, tasks, conflicts) : taskGraph(note, tasks, conflicts);
  return ["```mermaid", "flowchart TD", ...body, "```"].join("\n");
}
function taskGraph(note, tasks, conflicts) {
  const lines = [];
  const ids = new Set(tasks.map((t) => t.id));
  for (const g of groups(note, tasks)) {
    lines.push(`  subgraph ${g.node}["${escapeMermaidLabel(g.title, 60)}"]`);
    for (const t of g.tasks) lines.push(`    ${taskNode(t.id)}["${t.id}: ${escapeMermaidLabel(t.title)}"]`);
    lines.push("  end");
  }
  const edges = /* @__PURE__ */ new Set();
  for (const t of tasks) {
    for (const dep of t.dependsOn) {
      if (!ids.has(dep)) continue;
      const edge = `  ${taskNode(dep)} --> ${taskNode(t.id)}`;
      if (!edges.has(edge)) {
        edges.add(edge);
        lines.push(edge);
      }
    }
  }
  const open = conflicts.filter((c) => c.decision === "open");
  const involved = (pick) => [...new Set(open.filter(pick).flatMap((c) => c.tasks_involved))].filter((id) => ids.has(id)).sort(compareTaskIds);
  const critical = involved((c) => c.severity === "critical");
  const other = involved((c) => c.severity !== "critical").filter((id) => !critical.includes(id));
  lines.push(...classLines(other.map(taskNode), critical.map(taskNode)));
  return lines;
}
function domainGraph(note, tasks, conflicts) {
  const lines = [];
  const all = groups(note, tasks);
  const bySlug = new Map(all.map((g) => [g.slug, g]));
  for (const g of all) {
    const label = `${escapeMermaidLabel(g.title, 60)} #40;${g.tasks.length} tasks#41;`;
    lines.push(`  ${g.node}["${label}"]`);
  }
  const domainOf = new Map(tasks.map((t) => [t.id, t.domain]));
  const counts = /* @__PURE__ */ new Map();
  for (const t of tasks) {
    for (const dep of new Set(t.dependsOn)) {
      const from = domainOf.get(dep);
      if (from === void 0 || from === t.domain) continue;
      const key = `${from}
${t.domain}`;
      counts.set(key, (counts.get(key) ?? 0) + 1);
    }
  }
  for (const [key, count] of [...counts].sort(([a], [b]) => a < b ? -1 : a > b ? 1 : 0)) {
    const [from, to] = key.split("\n");
    const a = bySlug.get(from ?? "");
    const b = bySlug.get(to ?? "");
    if (a && b) lines.push(`  ${a.node} -->|${count}| ${b.node}`);
  }
  const open = conflicts.filter((c) => c.decision === "open");
  const domainsOf = (c) => [...c.domains_involved, ...c.tasks_involved.map((id) => domainOf.get(id) ?? "")];
  const pick = (keep) => all.filter((g) => open.some((c) => keep(c) && domainsOf(c).includes(g.slug))).map((g) => g.node);
  const critical = pick((c) => c.severity === "critical");
  const other = pick((c) => c.severity !== "critical").filter((n) => !critical.includes(n));
  lines.push(...classLines(other, critical));
  return lines;
}
function classLines(conflict, critical) {
  if (conflict.length + critical.length === 0) return [];
  const lines = [
    "  classDef conflict fill:#fff3cd,stroke:#d39e00,stroke-width:2px",
    "  classDef critical fill:#f8d7da,stroke:#c82333,stroke-width:3px"
  ];
  if (conflict.length > 0) lines.push(`  class ${conflict.join(",")} conflict`);
  if (critical.length > 0) lines.push(`  class ${critical.join(",")} critical`);
  return lines;
}

// src/core/render/plan-md-text.ts
var PLAN_MD_WORDS = {
  en: {
    title: "Implementation plan",
    titleSeparator: ": ",
    session: "Session",
    requirement: "Requirement",
    created: "Created",
    complexity: "Complexity",
    domains: "Domains",
    revision: "Revision",
    source: "Source",
    grounding: "Grounding",
    generated: "Generated",
    understanding: "Requirement understanding",
    domainHead: ["Domain", "Description", "ID range", "Tasks", "Effort", "Status"],
    overview: "Task overview",
    taskHead: ["ID", "Title", "Complexity", "Depends on", "Files"],
    noTasks: "No tasks yet.",
    points: "Modification points",
    newFile: "new file",
    more: (n) => `+${n} more`,
    waves: "Execution waves",
    wavesIntro: "Tasks in one wave do not depend on each other; each wave waits for the ones before it.",
    noWaves: "No tasks to schedule.",
    blocked: "Blocked (on or behind a dependency cycle)",
    conflicts: "Conflict report",
    noConflicts: "\u2705 No conflicts detected",
    counts: (open, c, h, m, resolved) => `**${open} open** (${c} critical \xB7 ${h} high \xB7 ${m} medium) \xB7 ${resolved} resolved`,
    conflictHead: ["ID", "Severity", "Type", "Tasks", "Location", "Decision"],
    open: "open",
    resolved: "resolved",
    graph: "Dependency graph",
    usage: "Usage",
    usageHead: ["", "Model", "Input tokens", "Output tokens", "Cache write", "Cache read", "Cost (USD)"],
    fallbackFrom: "fallback after",
    total: "Total",
    notRecorded: "Usage not recorded.",
    noCalls: "No model was called: no tokens, no cost.",
    offline: "> \u2139\uFE0F This plan came from the offline heuristic provider (no model was called). It is grounded in file names and text search and is shallow; plan again with an Anthropic API key for a deeper plan.",
    next: "Next steps",
    stepResolve: (n) => `Resolve the ${n} open conflict(s) in \`plan-note.md\`: change the plan, or tick the conflict's box (\`[x] resolved \u2013 why\`).`,
    stepCheck: "Run `cplan check plan-note.md` (or push to the plan PR) to re-check the conflicts.",
    stepIssues: "Comment `/plan issues` to turn the accepted plan into one issue per task.",
    cut: "> \u2702\uFE0F Cut to fit: the full plan is in `plan.md`."
  },
  zh: {
    title: "\u5B9E\u65BD\u8BA1\u5212",
    titleSeparator: "\uFF1A",
    session: "\u4F1A\u8BDD",
    requirement: "\u9700\u6C42",
    created: "\u521B\u5EFA\u65F6\u95F4",
    complexity: "\u590D\u6742\u5EA6",
    domains: "\u9886\u57DF",
    revision: "\u4FEE\u8BA2",
    source: "\u6765\u6E90",
    grounding: "\u4F9D\u636E\u6838\u9A8C",
    generated: "\u751F\u6210\u65F6\u95F4",
    understanding: "\u9700\u6C42\u7406\u89E3",
    domainHead: ["\u9886\u57DF", "\u63CF\u8FF0", "ID \u8303\u56F4", "\u4EFB\u52A1\u6570", "\u5DE5\u4F5C\u91CF", "\u72B6\u6001"],
    overview: "\u4EFB\u52A1\u6982\u89C8",
    taskHead: ["ID", "\u6807\u9898", "\u590D\u6742\u5EA6", "\u4F9D\u8D56", "\u6587\u4EF6"],
    noTasks: "\u6682\u65E0\u4EFB\u52A1\u3002",
    points: "\u4FEE\u6539\u70B9",
    newFile: "\u65B0\u6587\u4EF6",
    more: (n) => `\u53E6 ${n} \u4E2A`,
    waves: "\u6267\u884C\u6CE2\u6B21",
    wavesIntro: "\u540C\u4E00\u6CE2\u6B21\u5185\u7684\u4EFB\u52A1\u4E92\u4E0D\u4F9D\u8D56\uFF1B\u6BCF\u4E00\u6CE2\u6B21\u5728\u4E4B\u524D\u7684\u6CE2\u6B21\u5B8C\u6210\u540E\u6267\u884C\u3002",
    noWaves: "\u6CA1\u6709\u53EF\u5B89\u6392\u7684\u4EFB\u52A1\u3002",
    blocked: "\u963B\u585E\uFF08\u4F4D\u4E8E\u4F9D\u8D56\u73AF\u4E0A\u6216\u4F9D\u8D56\u73AF\u4E4B\u540E\uFF09",
    conflicts: "\u51B2\u7A81\u62A5\u544A",
    noConflicts: "\u2705 \u65E0\u51B2\u7A81\u68C0\u6D4B\u5230",
    counts: (open, c, h, m, resolved) => `**${open} \u4E2A\u5F85\u89E3\u51B3**\uFF08\u4E25\u91CD ${c} \xB7 \u9AD8 ${h} \xB7 \u4E2D ${m}\uFF09\xB7 \u5DF2\u89E3\u51B3 ${resolved} \u4E2A`,
    conflictHead: ["ID", "\u4E25\u91CD\u7A0B\u5EA6", "\u7C7B\u578B", "\u6D89\u53CA\u4EFB\u52A1", "\u4F4D\u7F6E", "\u51B3\u7B56\u72B6\u6001"],
    open: "\u5F85\u89E3\u51B3",
    resolved: "\u5DF2\u89E3\u51B3",
    graph: "\u4F9D\u8D56\u56FE",
    usage: "\u4F7F\u7528\u91CF",
    usageHead: ["", "\u6A21\u578B", "\u8F93\u5165 tokens", "\u8F93\u51FA tokens", "\u7F13\u5B58\u5199\u5165", "\u7F13\u5B58\u8BFB\u53D6", "\u8D39\u7528 (USD)"],
    fallbackFrom: "\u66FF\u4EE3\u5931\u8D25\u7684",
    total: "\u5408\u8BA1",
    notRecorded: "\u672A\u8BB0\u5F55\u4F7F\u7528\u91CF\u3002",
    noCalls: "\u672A\u8C03\u7528\u6A21\u578B\uFF1A\u65E0 token\uFF0C\u65E0\u8D39\u7528\u3002",
    offline: "> \u2139\uFE0F \u6B64\u8BA1\u5212\u7531\u79BB\u7EBF\u542F\u53D1\u5F0F\u63D0\u4F9B\u8005\u751F\u6210\uFF08\u672A\u8C03\u7528\u6A21\u578B\uFF09\uFF0C\u4EC5\u57FA\u4E8E\u6587\u4EF6\u540D\u4E0E\u6587\u672C\u641C\u7D22\uFF0C\u8F83\u4E3A\u7C97\u6D45\uFF1B\u914D\u7F6E Anthropic API \u5BC6\u94A5\u540E\u91CD\u65B0\u89C4\u5212\u53EF\u83B7\u5F97\u66F4\u6DF1\u5165\u7684\u8BA1\u5212\u3002",
    next: "\u4E0B\u4E00\u6B65",
    stepResolve: (n) => `\u5728 \`plan-note.md\` \u4E2D\u89E3\u51B3 ${n} \u4E2A\u5F85\u89E3\u51B3\u51B2\u7A81\uFF1A\u4FEE\u6539\u8BA1\u5212\uFF0C\u6216\u52FE\u9009\u51B2\u7A81\u7684\u51B3\u7B56\u6846\uFF08\`[x] \u5DF2\u89E3\u51B3 \u2013 \u539F\u56E0\`\uFF09\u3002`,
    stepCheck: "\u8FD0\u884C `cplan check plan-note.md`\uFF08\u6216\u63A8\u9001\u5230\u8BA1\u5212 PR\uFF09\u91CD\u65B0\u68C0\u6D4B\u51B2\u7A81\u3002",
    stepIssues: "\u5728 PR \u4E2D\u8BC4\u8BBA `/plan issues`\uFF0C\u5C06\u786E\u8BA4\u540E\u7684\u8BA1\u5212\u62C6\u5206\u4E3A\u6BCF\u4E2A\u4EFB\u52A1\u4E00\u4E2A issue\u3002",
    cut: "> \u2702\uFE0F \u5185\u5BB9\u8FC7\u957F\u5DF2\u622A\u65AD\uFF1A\u5B8C\u6574\u8BA1\u5212\u89C1 `plan.md`\u3002"
  }
};

// src/core/render/render-plan-md.ts
var MAX_FILES_IN_CELL = 6;
function frontmatterText(note, key) {
  const value = note.frontmatter[key];
  if (value === void 0 || value === null || value === "") return "";
  return typeof value === "object" ? JSON.stringify(value) : String(value);
}
var plain = (text, max = 120) => safeText(String(text ?? ""), max) || "\u2014";
function titledLine(requirement, title) {
  const at = requirement.indexOf(title);
  const body = at < 0 ? "" : requirement.slice(at + title.length).trim();
  return body === "" ? requirement : `${title.trim()} \u2014 ${body}`;
}
function header(input, w) {
  const { note } = input;
  const requirement = frontmatterText(note, "original_requirement");
  const firstLine4 = requirement.split(/\r?\n/).find((line) => line.trim() !== "") ?? "";
  const item = (label, value) => `- **${label}**: ${value}`;
  const out = [
    firstLine4 ? `# ${w.title}${w.titleSeparator}${plain(firstLine4, 100)}` : `# ${w.title}`,
    "",
    item(w.session, note.sessionId ? `\`${note.sessionId.replace(/`/g, "'")}\`` : "\u2014"),
    item(w.requirement, plain(titledLine(requirement, firstLine4), 500)),
    item(w.created, plain(frontmatterText(note, "created_at"))),
    item(w.complexity, plain(frontmatterText(note, "complexity"))),
    item(w.domains, `${note.domains.length} (${note.domains.map((d) => plain(d.slug, 40)).join(", ")})`),
    item(w.revision, plain(frontmatterText(note, "revision") || "0"))
  ];
  const source = [input.repo ? plain(input.repo, 100) : "", input.issue ? `#${input.issue}` : ""].filter(Boolean).join(" ");
  if (source) out.push(item(w.source, source));
  const grounding = input.grounding ?? groundingOf(note);
  if (grounding.total > 0) out.push(item(w.grounding, groundingText(grounding, note.locale)));
  if (input.generatedAt) out.push(item(w.generated, plain(input.generatedAt)));
  if (input.provider === "offline") out.push("", w.offline);
  return out;
}
function domainGroups(note) {
  const groups2 = /* @__PURE__ */ new Map();
  for (const d of note.domains) groups2.set(d.slug, { domain: d, tasks: [] });
  for (const t of note.tasks) {
    let group = groups2.get(t.domain);
    if (!group) {
      const domain = {
        slug: t.domain,
        title: t.domain,
        range: null,
        description: "",
        state: "planned",
        failure: null
      };
      group = { domain, tasks: [] };
      groups2.set(t.domain, group);
    }
    group.tasks.push(t);
  }
  return [...groups2.values()];
}
var EFFORT_LABELS = ["Effort", "\u5DE5\u4F5C\u91CF", "Estimated effort"];
var LEVELS = [
  ["High", /^(high|large|高|大)/i],
  ["Medium", /^(medium|mid|中)/i],
  ["Low", /^(low|small|低|小)/i]
];
function effort(tasks) {
  const values = tasks.map((t) => (EFFORT_LABELS.map((label) => t.extras[label]).find(Boolean) ?? "").trim()).filter((v) => v !== "");
  if (values.length === 0) return "\u2014";
  const numbers = values.map((v) => /^(\d+(?:\.\d+)?)\s*([a-z\u4e00-\u9fff]*)$/i.exec(v));
  const unit = numbers[0]?.[2] ?? "";
  if (numbers.every((m) => m !== null && m[2] === unit)) {
    const sum = numbers.reduce((acc, m) => acc + Number(m?.[1] ?? 0), 0);
    return `${Math.round(sum * 100) / 100}${unit}`;
  }
  return LEVELS.find(([, pattern]) => values.some((v) => pattern.test(v)))?.[0] ?? "\u2014";
}
function domainTable(input, w) {
  const rows = domainGroups(input.note).map(({ domain: d, tasks }) => [
    safeCell(d.title, 40),
    safeCell(d.description, 160),
    d.range ? `${d.range[0]}\u2013${d.range[1]}` : "\u2014",
    String(tasks.length),
    effort(tasks),
    d.state === "failed" ? safeCell(`failed: ${d.failure ?? ""}`, 160) : d.state
  ]);
  return [`## ${w.domains}`, "", markdownTable(w.domainHead, rows)];
}
function filesCell(files, w) {
  if (files.length === 0) return "\u2014";
  const shown = files.slice(0, MAX_FILES_IN_CELL).map((f) => inlineCode(f));
  if (files.length > MAX_FILES_IN_CELL) shown.push(w.more(files.length - MAX_FILES_IN_CELL));
  return shown.join(", ");
}
function taskOverview(input, w) {
  const out = [`## ${w.overview}`];
  for (const { domain, tasks } of domainGroups(input.note)) {
    out.push("", `### ${safeCell(domain.title, 60)}`, "");
    if (tasks.length === 0) {
      out.push(domain.state === "failed" ? `\u274C ${safeCell(domain.failure ?? "failed", 300)}` : w.noTasks);
      continue;
    }
    const rows = tasks.map((t) => [
      safeCell(t.id, 20),
      safeCell(t.title),
      t.complexity ?? "\u2014",
      t.dependsOn.length > 0 ? safeCell(t.dependsOn.join(", "), 200) : "\u2014",
      filesCell(t.files, w)
    ]);
    out.push(markdownTable(w.taskHead, rows));
  }
  return out;
}
function pointsSection(input, w, maxChange) {
  const links = withoutNewFiles(input.note, input.links);
  if (!links) return [];
  const rows = [];
  for (const task of input.note.tasks) {
    for (const point of task.modificationPoints) {
      if (!point.file) continue;
      const change = point.change.trim() === "" ? "" : ` \u2014 ${safeCell(point.change, maxChange)}`;
      const mark = declaresNewFile(point.change) ? ` (${w.newFile})` : "";
      rows.push(`- ${safeCell(task.id, 20)}: ${linkedPoint(point, links)}${mark}${change}`);
    }
  }
  return rows.length === 0 ? [] : [`## ${w.points}`, "", ...rows];
}
function wavesSection(input, w) {
  const { waves, blocked } = input.waves;
  const out = [`## ${w.waves}`, ""];
  if (waves.length === 0 && blocked.length === 0) return [...out, w.noWaves];
  out.push(w.wavesIntro, "", ...waves.map((ids, i) => `${i + 1}. ${ids.join(", ")}`));
  if (blocked.length > 0) out.push("", `- **${w.blocked}**: ${blocked.join(", ")}`);
  return out;
}
function conflictCounts(conflicts, w) {
  const counts = countConflicts(conflicts, "open");
  return w.counts(counts.open, counts.critical, counts.high, counts.medium, conflicts.length - counts.open);
}
function conflictReport(input, w, full) {
  const { conflicts } = input;
  const out = [`## ${w.conflicts}`, ""];
  if (conflicts.length === 0) return [...out, w.noConflicts];
  out.push(conflictCounts(conflicts, w));
  if (!full) return out;
  const rows = conflicts.map((c) => {
    const decision = c.decision === "resolved" ? `\u2705 ${w.resolved}${c.decision_note ? ` \u2013 ${safeCell(c.decision_note, 120)}` : ""}` : `\u2B1C ${w.open}`;
    return [
      safeCell(c.id, 20),
      `${SEVERITY_ICON[c.severity] ?? ""} ${safeCell(c.severity, 20)}`.trim(),
      `\`${safeCell(c.type, 40)}\``,
      safeCell(c.tasks_involved.join(", "), 200),
      safeCell(c.location, 120),
      decision
    ];
  });
  return [...out, "", markdownTable(w.conflictHead, rows)];
}
var tokens = (n) => String(Math.round(Number(n) || 0));
var usd = (n) => `$${(Number(n) || 0).toFixed(4)}`;
function usageSection(input, w) {
  const out = [`## ${w.usage}`, ""];
  const usage2 = input.usage;
  if (!usage2) return [...out, w.notRecorded];
  if (usage2.total.input_tokens === 0 && usage2.total.output_tokens === 0 && usage2.total.cost_usd === 0) return [...out, w.noCalls];
  const cache = (n) => n === void 0 ? "\u2014" : tokens(n);
  const rows = (usage2.agents ?? []).map((a) => [
    safeCell(a.agent, 60),
    a.model ? safeCell(`${a.model}${a.fallback ? ` (${w.fallbackFrom} ${a.fallback.from}: ${a.fallback.reason})` : ""}`, 120) : "\u2014",
    tokens(a.input_tokens),
    tokens(a.output_tokens),
    cache(a.cache_creation_input_tokens),
    cache(a.cache_read_input_tokens),
    usd(a.cost_usd)
  ]);
  const t = usage2.total;
  rows.push([
    `**${w.total}**`,
    "",
    tokens(t.input_tokens),
    tokens(t.output_tokens),
    tokens(t.cache_creation_input_tokens),
    tokens(t.cache_read_input_tokens),
    usd(t.cost_usd)
  ]);
  return [...out, markdownTable(w.usageHead, rows)];
}
function nextSteps(input, w) {
  const open = input.conflicts.filter((c) => c.decision === "open").length;
  const steps = [...open > 0 ? [w.stepResolve(open)] : [], w.stepCheck, ...input.repo ? [w.stepIssues] : []];
  return [`## ${w.next}`, "", ...steps.map((s, i) => `${i + 1}. ${s}`)];
}
function understanding(note) {
  const section2 = note.sections.find((s) => s.kind === "understanding");
  const body = section2 ? note.text.slice(section2.bodyStart, section2.end).trim() : "";
  return body === "" ? "\u2014" : safeBlock(body);
}
function renderPlanMd(input) {
  const w = PLAN_MD_WORDS[input.note.locale] ?? PLAN_MD_WORDS.en;
  const parts = [
    header(input, w),
    [`## ${w.understanding}`, "", understanding(input.note)],
    domainTable(input, w),
    taskOverview(input, w),
    pointsSection(input, w, 200),
    wavesSection(input, w),
    conflictReport(input, w, true),
    [`## ${w.graph}`, "", ARROW_MEANING[input.note.locale], "", renderMermaid(input.note, input.conflicts)],
    usageSection(input, w),
    nextSteps(input, w)
  ].filter((lines) => lines.length > 0);
  return `${parts.map((lines) => lines.join("\n")).join("\n\n")}
`;
}
function renderPlanSummary(input, options = {}) {
  const max = options.maxChars ?? 6e4;
  const w = PLAN_MD_WORDS[input.note.locale] ?? PLAN_MD_WORDS.en;
  const text = [
    header(input, w),
    domainTable(input, w),
    conflictReport(input, w, false),
    wavesSection(input, w),
    pointsSection(input, w, 80)
  ].filter((lines) => lines.length > 0).map((lines) => lines.join("\n")).join("\n\n");
  return capText(text, max, w.cut);
}
function capText(text, max, note) {
  if (text.length <= max) return text;
  if (max <= note.length + 2) return note.slice(0, Math.max(0, max));
  let cut2 = text.slice(0, max - note.length - 2);
  const newline = cut2.lastIndexOf("\n");
  if (newline >= 0) cut2 = cut2.slice(0, newline);
  else if (/[\uD800-\uDBFF]$/.test(cut2)) cut2 = cut2.slice(0, -1);
  return `${cut2.trimEnd()}

${note}`;
}

// src/core/render/artifacts.ts
function buildSessionArtifacts(input) {
  const { note, conflicts } = input;
  const waves = computeWaves(note.tasks);
  const detectedAt = keptTime(input.previousConflictsJson, conflicts) ?? input.now;
  const conflictsJson = buildConflictsJson(conflicts, {
    detectedAt,
    totalTasks: note.tasks.length,
    totalDomains: note.domains.length
  });
  const created = typeof note.frontmatter.created_at === "string" ? note.frontmatter.created_at : input.now;
  const grounding = groundingOf(note, input.exists);
  const planJson = buildPlanJson(note, waves, {
    summary: firstLine(String(note.frontmatter.original_requirement ?? "")),
    approach: splitStrategy(note),
    timestamp: created,
    grounding
  });
  const planMd = renderPlanMd({
    note,
    conflicts,
    waves,
    grounding,
    generatedAt: detectedAt,
    ...input.usage ? { usage: input.usage } : {},
    ...input.provider ? { provider: input.provider } : {},
    ...input.repo ? { repo: input.repo } : {},
    ...input.issue !== void 0 ? { issue: input.issue } : {},
    ...input.links ? { links: input.links } : {}
  });
  return [
    { path: "conflicts.json", content: stableJson(conflictsJson) },
    { path: "plan.json", content: stableJson(planJson) },
    { path: "plan.md", content: planMd },
    ...buildTaskFiles(note)
  ];
}
function readConflictsJson(text) {
  try {
    const data = JSON.parse(text ?? "{}");
    return Array.isArray(data.conflicts) ? data.conflicts.filter((c) => typeof c?.fingerprint === "string") : [];
  } catch {
    return [];
  }
}
function keptTime(previous, conflicts) {
  if (!previous) return void 0;
  try {
    const parsed = JSON.parse(previous);
    if (typeof parsed.detected_at !== "string") return void 0;
    return JSON.stringify(parsed.conflicts) === JSON.stringify(conflicts) ? parsed.detected_at : void 0;
  } catch {
    return void 0;
  }
}
function firstLine(text) {
  return text.split(/\r?\n/).find((line) => line.trim() !== "")?.trim() ?? "";
}
function splitStrategy(note) {
  const section2 = note.sections.find((s) => s.kind === "understanding");
  if (!section2) return "";
  const body = note.text.slice(section2.bodyStart, section2.end);
  const heading = /^###\s*(?:Split strategy|拆分策略)[^\S\n\r\u2028\u2029]*$/im.exec(body);
  if (!heading) return "";
  const rest = body.slice(heading.index + heading[0].length);
  const next = /^###\s/m.exec(rest);
  return (next ? rest.slice(0, next.index) : rest).trim();
}

// src/planner/permalinks.ts
var PLACE_WORDS = new Set(
  "function method class interface type enum const let var def fn func export default async static public private protected readonly".split(
    " "
  )
);
function symbolSpanOf(snapshot, path, location) {
  const text = snapshot.readFile(path) ?? "";
  const symbols = withoutOverloads(path, text, symbolsIn(path, text));
  if (symbols.length === 0) return void 0;
  const words2 = location.split(/[^A-Za-z0-9_$]+/).filter((word) => word !== "" && !/^\d/.test(word) && !PLACE_WORDS.has(word)).slice(0, 4);
  let lines;
  const clauses2 = clauseRuns(path, symbols);
  const spanOf = (def) => {
    lines ??= text.split("\n");
    const span = symbolSpan(lines, symbols, def);
    const last2 = clauses2.get(def);
    return [span.start, last2 === void 0 ? span.end : symbolSpan(lines, symbols, last2).end];
  };
  const within = (from, inside) => {
    if (from >= words2.length) return { span: inside, found: 0 };
    const named4 = symbols.filter((s) => s.name === words2[from] && (!inside || s.line > inside[0] && s.line <= inside[1])).slice(0, 16);
    const next = words2[from + 1];
    const holding = next === void 0 ? [] : named4.filter((def) => holds(spanOf(def), next));
    const fits = (holding.length > 0 ? holding : named4).slice(0, 4);
    let best;
    for (const def of fits) {
      const deeper = within(from + 1, spanOf(def));
      if (!best || deeper.found + 1 > best.found) best = { span: deeper.span, found: deeper.found + 1 };
    }
    return best ?? within(from + 1, inside);
  };
  function holds(span, name) {
    return symbols.some((s) => s.name === name && s.line > span[0] && s.line <= span[1]);
  }
  return within(0, void 0).span;
}
function snapshotLinks(snapshot, target) {
  return pointLinks(target, {
    spanOf: (path, location) => symbolSpanOf(snapshot, path, location),
    exists: (path) => snapshot.has(path)
  });
}
function linkTargetOf(base, source) {
  if (!base) return void 0;
  if ("local" in base) return localTarget(base.local);
  if (!source?.repo || !source.commit) return void 0;
  return blobTarget(repoWebUrl(base.server, source.repo), source.commit);
}
function runLinks(input) {
  const target = linkTargetOf(input.links, input.source);
  return target ? snapshotLinks(input.snapshot, target) : void 0;
}

// src/retrieval/overview-manifests.ts
var HEAD_MANIFESTS = [
  "pyproject.toml",
  "setup.cfg",
  "setup.py",
  "requirements.txt",
  "Pipfile",
  "go.mod",
  "Cargo.toml",
  "pom.xml",
  "build.gradle",
  "build.gradle.kts",
  "settings.gradle",
  "Gemfile",
  "composer.json",
  "mix.exs",
  "pubspec.yaml",
  "Package.swift",
  "deno.json",
  "CMakeLists.txt",
  "Makefile"
];
var NESTED_MANIFEST_NAMES = /* @__PURE__ */ new Set(["package.json", ...HEAD_MANIFESTS]);
var HEAD_LINES = 25;
var MAX_NESTED_LISTED = 20;
var MAX_NAMES = 40;
function renderManifests(snapshot) {
  const blocks = [];
  const pkg = snapshot.readFile("package.json");
  if (pkg !== void 0) blocks.push(`### package.json
${summarizePackageJson(pkg)}`);
  for (const name of HEAD_MANIFESTS) {
    const text = snapshot.readFile(name);
    if (text !== void 0) blocks.push(`### ${name}
${headLines(text, HEAD_LINES)}`);
  }
  const nested = nestedManifests(snapshot);
  if (nested.length > 0) {
    const shown = nested.slice(0, MAX_NESTED_LISTED);
    const more = nested.length - shown.length;
    blocks.push(`### Nested manifests
${shown.join("\n")}${more > 0 ? `
\u2026 and ${more} more` : ""}`);
  }
  return blocks.join("\n\n");
}
function nestedManifests(snapshot) {
  return snapshot.listPaths().filter((path) => {
    const slash = path.lastIndexOf("/");
    return slash !== -1 && NESTED_MANIFEST_NAMES.has(path.slice(slash + 1));
  });
}
function summarizePackageJson(text) {
  let data;
  try {
    data = JSON.parse(text);
  } catch {
    return headLines(text, HEAD_LINES);
  }
  if (typeof data !== "object" || data === null || Array.isArray(data)) return headLines(text, HEAD_LINES);
  const pkg = data;
  const lines = [];
  for (const key of ["name", "version", "type", "packageManager"]) {
    if (typeof pkg[key] === "string") lines.push(`${key}: ${pkg[key]}`);
  }
  const engines = stringRecord(pkg.engines);
  if (engines.length > 0) lines.push(`engines: ${engines.map(([k, v]) => `${k} ${v}`).join(", ")}`);
  const workspaces = Array.isArray(pkg.workspaces) ? pkg.workspaces : pkg.workspaces?.packages;
  if (Array.isArray(workspaces)) lines.push(`workspaces: ${workspaces.map(String).join(", ")}`);
  const scripts = stringRecord(pkg.scripts);
  if (scripts.length > 0) {
    lines.push("scripts:");
    for (const [name, command] of scripts.slice(0, MAX_NAMES)) lines.push(`  ${name}: ${clip(command, 120)}`);
    if (scripts.length > MAX_NAMES) lines.push(`  \u2026 and ${scripts.length - MAX_NAMES} more`);
  }
  for (const key of ["dependencies", "devDependencies", "peerDependencies"]) {
    const deps = stringRecord(pkg[key]);
    if (deps.length > 0) lines.push(`${key} (${deps.length}): ${names(deps.map(([name]) => name))}`);
  }
  return lines.length > 0 ? lines.join("\n") : headLines(text, HEAD_LINES);
}
function stringRecord(value) {
  if (typeof value !== "object" || value === null || Array.isArray(value)) return [];
  return Object.entries(value).filter((e) => typeof e[1] === "string");
}
function names(list4) {
  const shown = list4.slice(0, MAX_NAMES).join(", ");
  return list4.length > MAX_NAMES ? `${shown}, \u2026 and ${list4.length - MAX_NAMES} more` : shown;
}
function clip(text, max) {
  return text.length > max ? `${text.slice(0, max - 1)}\u2026` : text;
}
function headLines(text, count, lineMax = 200) {
  const lines = text.split("\n");
  const head = lines.slice(0, count).map((line) => clip(line.trimEnd(), lineMax));
  while (head.length > 0 && head[head.length - 1] === "") head.pop();
  const more = lines.length - count;
  return more > 0 && lines.slice(count).some((l) => l.trim() !== "") ? `${head.join("\n")}
\u2026 (${more} more lines)` : head.join("\n");
}

// src/retrieval/overview.ts
var DEFAULT_GUIDELINE_FILES = [
  "CONTRIBUTING.md",
  ".github/CONTRIBUTING.md",
  "docs/CONTRIBUTING.md",
  "CONTRIBUTING.rst",
  ".github/CONTRIBUTING.rst",
  "docs/CONTRIBUTING.rst",
  "AGENTS.md",
  "CLAUDE.md",
  ".workflow/project-guidelines.json"
];
var README_LINES = 60;
var MAX_GLOB_GUIDELINES = 10;
var TREE_DIRS_PER_DIR = 25;
var TREE_FILES_PER_DIR = 12;
var GUIDELINE_SHARE = 0.4;
var README_SHARE = 0.2;
var MANIFEST_SHARE = 0.15;
var RELATED_SHARE = 0.1;
var RELATED_FILES = 10;
var RELATED_TERMS = 6;
function listGuidelineFiles(snapshot, extra2 = []) {
  const found = [];
  const add = (path) => {
    if (path !== void 0 && !found.includes(path)) found.push(path);
  };
  const rootFiles = /* @__PURE__ */ new Map();
  for (const path of snapshot.listPaths()) {
    if (!path.includes("/") && !rootFiles.has(path.toLowerCase())) rootFiles.set(path.toLowerCase(), path);
  }
  for (const name of DEFAULT_GUIDELINE_FILES) {
    add(snapshot.has(name) ? name : name.includes("/") ? void 0 : rootFiles.get(name.toLowerCase()));
  }
  for (const entry of extra2) {
    const path = normalizeRelativePath(entry);
    if (snapshot.has(path)) add(path);
    else if (/[*?[{]/.test(path)) snapshot.listPaths(path, MAX_GLOB_GUIDELINES).forEach(add);
  }
  return found;
}
function buildOverview(snapshot, options = {}) {
  const maxChars = Math.max(1e3, options.maxChars ?? 12e3);
  const maxDepth = Math.max(1, options.maxDepth ?? 2);
  const { info } = snapshot;
  const header2 = [
    "# Repository overview",
    `Source: ${displaySource(info.source)}${info.commit ? ` @ ${info.commit}` : ""} \u2014 ${info.fileCount} files in the snapshot`,
    ...info.note ? [`Note: ${info.note}`] : []
  ].join("\n");
  const guidelines = renderGuidelines(snapshot, options.guidelines ?? [], Math.floor(maxChars * GUIDELINE_SHARE));
  const readme = renderReadme(snapshot, Math.floor(maxChars * README_SHARE));
  const manifests = section("Package manifests", renderManifests(snapshot), Math.floor(maxChars * MANIFEST_SHARE));
  const related = renderRelated(snapshot, options.requirement ?? "", Math.floor(maxChars * RELATED_SHARE));
  const fixed = [header2, related, readme, manifests, guidelines].filter((s) => s !== "");
  const used = fixed.reduce((n, s) => n + s.length + 2, 0);
  const tree = renderTree(snapshot, maxDepth, maxChars - used - 2);
  const parts = [header2, related, tree, readme, manifests, guidelines].filter((s) => s !== "");
  return capText2(parts.join("\n\n"), maxChars);
}
function displaySource(source) {
  if (!source.startsWith("/") && !/^[A-Za-z]:[\\/]/.test(source)) return source;
  const segments = source.split(/[\\/]/).filter((s) => s !== "");
  return segments[segments.length - 1] ?? source;
}
function section(title, body, budget) {
  if (body === "") return "";
  return capText2(`## ${title}
${body}`, budget);
}
function renderRelated(snapshot, requirement, budget) {
  if (requirement.trim() === "") return "";
  const ranked = indexSnapshot(snapshot).search(requirement, RELATED_FILES);
  if (ranked.length === 0) return "";
  const lines = ranked.map((r) => {
    const matched = readableTerms(r.matched, requirement);
    const more = matched.length > RELATED_TERMS ? `, +${matched.length - RELATED_TERMS}` : "";
    return `- ${r.path} (${r.kind}; matched: ${matched.slice(0, RELATED_TERMS).join(", ")}${more})`;
  });
  const heading = "## Files most related to the requirement (index ranking: a starting point, not a verdict)";
  const out = [heading];
  let length = heading.length;
  for (const line of lines) {
    if (length + line.length + 1 > budget) break;
    out.push(line);
    length += line.length + 1;
  }
  return out.length > 1 ? out.join("\n") : "";
}
function renderReadme(snapshot, budget) {
  const path = findReadme(snapshot);
  if (path === void 0) return "";
  return section(`README (${path}, first ${README_LINES} lines)`, headLines(snapshot.readFile(path) ?? "", README_LINES), budget);
}
function findReadme(snapshot) {
  const candidates2 = snapshot.listPaths().filter((p) => /^readme(\.[a-z0-9]+)?$/i.test(p));
  const rank = (p) => /\.md$/i.test(p) ? 0 : /^readme$/i.test(p) ? 1 : 2;
  return candidates2.sort((a, b) => rank(a) - rank(b) || (a < b ? -1 : a > b ? 1 : 0))[0];
}
function renderGuidelines(snapshot, extra2, budget) {
  const files = listGuidelineFiles(snapshot, extra2);
  if (files.length === 0) return "";
  const intro = "## Project guidelines (hard constraints)\nThese files are the project\u2019s own rules. Every task in the plan must comply with them.";
  const perFile = Math.max(200, Math.floor((budget - intro.length) / files.length) - 20);
  const blocks = files.map((path) => capText2(`### ${path}
${(snapshot.readFile(path) ?? "").trim()}`, perFile));
  return capText2([intro, ...blocks].join("\n\n"), budget);
}
function buildTree(paths) {
  const root = { files: [], dirs: /* @__PURE__ */ new Map(), count: 0 };
  for (const path of paths) {
    const segments = path.split("/");
    let node = root;
    node.count++;
    for (let i = 0; i < segments.length - 1; i++) {
      const name = segments[i];
      let child = node.dirs.get(name);
      if (!child) {
        child = { files: [], dirs: /* @__PURE__ */ new Map(), count: 0 };
        node.dirs.set(name, child);
      }
      child.count++;
      node = child;
    }
    node.files.push(segments[segments.length - 1]);
  }
  return root;
}
function renderTree(snapshot, maxDepth, budget) {
  const root = buildTree(snapshot.listPaths());
  const heading = `## Layout (depth ${maxDepth}; "dir/ (N)" = N files below)`;
  const lines = [heading];
  const walk = (node, depth) => {
    const indent = "  ".repeat(depth - 1);
    const dirs = [...node.dirs.keys()].sort();
    for (const name of dirs.slice(0, TREE_DIRS_PER_DIR)) {
      const child = node.dirs.get(name);
      lines.push(`${indent}${name}/ (${child.count})`);
      if (depth < maxDepth) walk(child, depth + 1);
    }
    if (dirs.length > TREE_DIRS_PER_DIR) lines.push(`${indent}\u2026 ${dirs.length - TREE_DIRS_PER_DIR} more directories`);
    const files = [...node.files].sort();
    for (const name of files.slice(0, TREE_FILES_PER_DIR)) lines.push(`${indent}${name}`);
    if (files.length > TREE_FILES_PER_DIR) lines.push(`${indent}\u2026 ${files.length - TREE_FILES_PER_DIR} more files`);
  };
  walk(root, 1);
  const out = [];
  let length = 0;
  for (const line of lines) {
    if (length + line.length + 1 > budget - 30) {
      out.push("\u2026 (layout truncated)");
      break;
    }
    out.push(line);
    length += line.length + 1;
  }
  return out.length > 1 ? out.join("\n") : "";
}
function capText2(text, max) {
  if (text.length <= max) return text;
  const marker = "\n\u2026 (truncated)";
  const room = Math.max(0, max - marker.length);
  const cut2 = text.lastIndexOf("\n", room);
  return `${text.slice(0, cut2 > room * 0.7 ? cut2 : room)}${marker}`;
}

// src/planner/complete.ts
function summarizeUsage(agents) {
  const total = {
    input_tokens: 0,
    output_tokens: 0,
    cache_creation_input_tokens: 0,
    cache_read_input_tokens: 0,
    cost_usd: 0,
    calls: 0
  };
  for (const a of agents) {
    total.input_tokens += a.input_tokens;
    total.output_tokens += a.output_tokens;
    total.cache_creation_input_tokens += a.cache_creation_input_tokens;
    total.cache_read_input_tokens += a.cache_read_input_tokens;
    total.cost_usd += a.cost_usd;
    total.calls += a.calls;
  }
  total.cost_usd = Math.round(total.cost_usd * 1e6) / 1e6;
  return { total, agents };
}
async function completeSession(phase) {
  const { input, state } = phase;
  const partial = state.domains.some((d) => d.state !== "done");
  const status = partial ? "partial" : "completed";
  const detected = applyDetection(
    setFrontmatter(phase.note, { status, ...input.revision !== void 0 ? { revision: input.revision } : {} })
  );
  const note = detected.note;
  const previousUsage = await input.store.read("usage.json");
  const usage2 = summarizeUsage([...priorAgents(previousUsage), ...state.usage]);
  const links = runLinks(input);
  const files = buildSessionArtifacts({
    note,
    conflicts: detected.conflicts,
    now: phase.clock.now().toISOString(),
    previousConflictsJson: await input.store.read("conflicts.json"),
    usage: { total: usage2.total, agents: usage2.agents },
    provider: input.provider.name,
    exists: (path) => input.snapshot.has(path),
    ...input.source?.repo ? { repo: input.source.repo } : {},
    ...input.source?.issue !== void 0 ? { issue: input.source.issue } : {},
    ...links ? { links } : {}
  });
  const records = [...phase.records.values()].map((r) => recordFile(domainRecordPath(r.domain), r));
  await input.store.write(
    [{ path: "plan-note.md", content: note.toString() }, ...files, ...records, { path: "usage.json", content: stableJson(usage2) }],
    `cplan: ${status === "completed" ? "plan complete" : "partial plan"} (${detected.conflicts.length} conflicts)`
  );
  return { note, conflicts: detected.conflicts, status };
}
function priorAgents(text) {
  if (!text) return [];
  try {
    const data = JSON.parse(text);
    return Array.isArray(data.agents) ? data.agents.filter((a) => typeof a?.agent === "string") : [];
  } catch {
    return [];
  }
}

// src/planner/assign.ts
function assignTasks(plan, domain, maxTasks) {
  const warnings = [];
  const capacity = Math.min(maxTasks, domain.range[1] - domain.range[0] + 1);
  const submitted = plan.tasks.slice(0, capacity);
  if (plan.tasks.length > capacity) warnings.push(`${plan.tasks.length - capacity} tasks beyond the limit of ${capacity} were dropped`);
  const idOfKey = /* @__PURE__ */ new Map();
  submitted.forEach((task, i) => {
    const key = String(task.key ?? "").trim() || `#${i + 1}`;
    if (idOfKey.has(key)) warnings.push(`duplicate task key "${key}": dependencies point at the first`);
    else idOfKey.set(key, formatTaskId(domain.range[0] + i));
  });
  const needs = [];
  const tasks = submitted.map((task, i) => {
    const id = formatTaskId(domain.range[0] + i);
    const dependsOn = [];
    for (const key of task.depends_on ?? []) {
      const target = idOfKey.get(String(key).trim()) ?? (/^TASK-\d+$/i.test(String(key)) ? String(key).toUpperCase() : void 0);
      if (!target) warnings.push(`${id}: unknown dependency key "${key}" ignored`);
      else if (target !== id && !dependsOn.includes(target)) dependsOn.push(target);
    }
    for (const need of task.needs_from_domains ?? []) {
      needs.push({ task_id: id, from_domain: need.domain, what: need.what });
    }
    return {
      id,
      title: task.title,
      domain: domain.slug,
      status: "pending",
      complexity: task.complexity,
      dependsOn,
      scope: task.scope,
      modificationPoints: (task.modification_points ?? []).flatMap((point) => {
        const path = safePath(point.file, `${id}: modification point`, warnings);
        return path === null ? [] : [{ file: path, location: point.location?.trim() || "*", change: point.change }];
      }),
      conflictRisk: task.conflict_risk,
      effort: task.estimated_effort,
      description: task.description,
      convergenceCriteria: task.convergence_criteria ?? []
    };
  });
  const evidence = {
    relevantFiles: (plan.evidence?.relevant_files ?? []).flatMap((file) => {
      const path = safePath(file.path, "evidence", warnings);
      return path === null ? [] : [{ path, rationale: file.rationale, role: file.role }];
    }),
    existingPatterns: plan.evidence?.existing_patterns ?? [],
    constraints: plan.evidence?.constraints ?? []
  };
  return { tasks, evidence, needs, warnings };
}
function safePath(path, where, warnings) {
  const result = normalizePath(String(path ?? ""));
  if (!result.ok) {
    warnings.push(`${where}: ${result.reason} rejected`);
    return null;
  }
  if (isWorkflowPath(result.path)) {
    warnings.push(`${where}: ${result.path} rejected (cplan never plans writes to .github/workflows)`);
    return null;
  }
  return result.path;
}

// src/planner/concurrency.ts
async function mapLimit(items, limit, run) {
  const results = new Array(items.length);
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const index = next++;
      results[index] = await run(items[index], index);
    }
  };
  await Promise.all(Array.from({ length: Math.max(1, Math.min(limit, items.length)) }, worker));
  return results;
}
var WriteQueue = class {
  constructor(flushOnce) {
    this.flushOnce = flushOnce;
  }
  flushOnce;
  running = null;
  pending = false;
  failure = null;
  request() {
    this.pending = true;
    if (!this.running) this.running = this.loop();
    return this.running;
  }
  async loop() {
    try {
      while (this.pending) {
        this.pending = false;
        await this.flushOnce();
      }
    } catch (error) {
      this.failure = error;
      throw error;
    } finally {
      this.running = null;
    }
  }
  /** Waits for every requested write; rethrows the first failure. */
  async drain() {
    while (this.running) await this.running.catch(() => void 0);
    if (this.failure) throw this.failure;
  }
};

// src/planner/types.ts
var SYSTEM_CLOCK = { now: () => /* @__PURE__ */ new Date() };

// src/planner/domains.ts
async function runDomains(phase) {
  const { input, state, record } = phase;
  const now = () => (input.clock ?? SYSTEM_CLOCK).now().getTime();
  let note = phase.note;
  const dirty = /* @__PURE__ */ new Set();
  const queue = new WriteQueue(async () => {
    const slugs = [...dirty].sort();
    dirty.clear();
    await input.store.write(buildDomainFiles(note, phase.records, slugs), `cplan: plan ${slugs.join(", ")}`);
  });
  const pending = record.domains.filter((d) => state.domains.find((p) => p.slug === d.slug)?.state !== "done");
  const concurrency = input.serial ? 1 : input.config.concurrency;
  let stopped = null;
  await mapLimit(pending, concurrency, async (brief) => {
    const progress = state.domains.find((p) => p.slug === brief.slug);
    if (!progress) return;
    if (stopped) {
      progress.state = "skipped";
      progress.error = stopped;
      return;
    }
    const started = now();
    progress.state = "running";
    progress.error = null;
    phase.report();
    let rec;
    try {
      input.budget?.assertOpen();
      const result = await input.provider.planDomain(buildDomainRequest(phase, brief, note));
      state.usage.push(result.usage);
      const assigned = grounded(assignTasks(result.value, brief, input.config.max_tasks_per_domain), input.snapshot);
      rec = { ...recordHead(brief), status: "completed", error: null, ...assigned, usage: result.usage };
      note = replaceTaskPool(note, brief.slug, renderTaskPoolBody(assigned.tasks, note.locale, { description: brief.description }));
      note = replaceEvidence(note, brief.slug, renderEvidenceBody(assigned.evidence, note.locale));
      progress.state = "done";
      progress.tasks = assigned.tasks.length;
    } catch (error) {
      if (error instanceof BudgetError) {
        stopped = error.message;
        state.notice = error.message;
        progress.state = "skipped";
        progress.error = error.message;
        phase.report();
        return;
      }
      const message = describeError(error).message;
      if (error instanceof AgentError && error.usage) state.usage.push(error.usage);
      rec = failedRecord(brief, message, error);
      note = replaceTaskPool(note, brief.slug, renderTaskPoolBody([], note.locale, { description: brief.description, failure: message }));
      progress.state = "failed";
      progress.error = message;
    }
    progress.ms = now() - started;
    phase.records.set(brief.slug, rec);
    dirty.add(brief.slug);
    phase.report();
    await queue.request();
  });
  await queue.drain();
  return note;
}
function grounded(assigned, snapshot) {
  return { ...assigned, tasks: markUnverified(assigned.tasks, snapshot) };
}
function buildDomainFiles(note, records, slugs) {
  const files = [{ path: "plan-note.md", content: note.toString() }];
  const taskFiles = buildTaskFiles(note);
  for (const slug of slugs) {
    const rec = records.get(slug);
    if (rec) files.push(recordFile(domainRecordPath(slug), rec));
    files.push(...taskFiles.filter((f) => f.path.startsWith(`domains/${slug}/`)));
  }
  return files;
}
function buildDomainRequest(phase, brief, note) {
  const { input, record } = phase;
  return {
    requirement: record.requirement,
    overview: phase.overview,
    analysis: record.analysis,
    domains: record.domains,
    domain: brief,
    maxTasks: input.config.max_tasks_per_domain,
    locale: input.config.locale,
    snapshot: input.snapshot,
    ...input.budget?.signal ? { signal: input.budget.signal } : {},
    ...phase.revision?.slugs.includes(brief.slug) ? { previousPlan: poolText(note, brief.slug), feedback: phase.revision.feedback } : {}
  };
}
function recordHead(brief) {
  return { domain: brief.slug, title: brief.title, range: brief.range };
}
function failedRecord(brief, message, error) {
  return {
    ...recordHead(brief),
    status: "failed",
    error: message,
    tasks: [],
    needs: [],
    evidence: { relevantFiles: [], existingPatterns: [], constraints: [] },
    warnings: [],
    usage: error instanceof AgentError ? error.usage ?? null : null
  };
}
function poolText(note, slug) {
  const section2 = note.sections.find((s) => s.kind === "task-pool" && s.domain === slug);
  return section2 ? note.text.slice(section2.bodyStart, section2.end).trim() : "";
}

// src/planner/link.ts
async function linkDomains({ note, records, input, state }) {
  const completed = [...records.values()].filter((r) => r.status === "completed");
  const known = new Set(completed.map((r) => domainKey(r.domain)));
  const needs = completed.flatMap((r) => r.needs).filter((n) => known.has(domainKey(n.from_domain)));
  const fromRepository = input.provider.linksRepository === true;
  if (needs.length === 0 && !fromRepository) return note;
  const ids = new Set(note.tasks.map((t) => t.id));
  let links;
  try {
    const result = await input.provider.link({
      needs,
      tasks: note.tasks.map((t) => ({
        id: t.id,
        title: t.title,
        domain: t.domain,
        files: t.modificationPoints.flatMap((p) => p.file ? [p.file] : []),
        depends_on: t.dependsOn
      })),
      ...fromRepository ? { snapshot: input.snapshot, requirement: input.requirement } : {},
      ...input.budget?.signal ? { signal: input.budget.signal } : {}
    });
    state.usage.push(result.usage);
    links = result.value.links;
  } catch (error) {
    state.notice = `cross-domain linking failed (${describeError(error).message}); dependencies between domains are not filled in`;
    return note;
  }
  const changed = /* @__PURE__ */ new Set();
  for (const link of links) {
    const rec = completed.find((r) => r.tasks.some((t) => t.id === link.task_id));
    const task = rec?.tasks.find((t) => t.id === link.task_id);
    if (!rec || !task) continue;
    for (const dep of link.depends_on) {
      if (!ids.has(dep) || dep === task.id || task.dependsOn.includes(dep)) continue;
      task.dependsOn.push(dep);
      changed.add(rec.domain);
    }
  }
  let linked = note;
  for (const slug of [...changed].sort()) {
    const rec = records.get(slug);
    const description = linked.domains.find((d) => d.slug === slug)?.description;
    linked = replaceTaskPool(linked, slug, renderTaskPoolBody(rec.tasks, linked.locale, description ? { description } : {}));
  }
  return linked;
}

// src/core/note/template.ts
var import_yaml = __toESM(require_dist(), 1);
function buildFrontmatter(input) {
  const data = {
    session_id: input.sessionId,
    original_requirement: input.requirement,
    created_at: input.createdAt,
    complexity: input.complexity,
    locale: input.locale,
    status: input.status ?? "planning",
    sub_domains: input.domains.map((d) => d.slug),
    domain_task_id_ranges: Object.fromEntries(input.domains.map((d) => [d.slug, d.range]))
  };
  if (input.source) data.source = input.source;
  data.revision = 0;
  Object.assign(data, input.extra ?? {});
  const yaml = import_yaml.default.stringify(data, { lineWidth: 0, flowCollectionPadding: false, collectionStyle: "any" });
  return `---
${yaml}---
`;
}
function list(items, empty) {
  return items.length > 0 ? items.map((item) => `- ${inline(item)}`).join("\n") : empty;
}
function renderUnderstandingBody(input) {
  const zh = input.locale === "zh";
  const none = zh ? "- \u65E0" : "- none";
  const u = input.understanding;
  return [
    `### ${zh ? "\u6838\u5FC3\u76EE\u6807" : "Core objectives"}`,
    list(u.core_objectives, none),
    `### ${zh ? "\u5173\u952E\u70B9" : "Key points"}`,
    list(u.key_points, none),
    `### ${zh ? "\u7EA6\u675F" : "Constraints"}`,
    list(u.constraints, none),
    `### ${zh ? "\u62C6\u5206\u7B56\u7565" : "Split strategy"}`,
    inline(u.split_strategy, 4e3) || (zh ? "\u65E0" : "none"),
    `### ${zh ? "\u5F85\u786E\u8BA4\u95EE\u9898" : "Open questions"}`,
    list(input.openQuestions, none)
  ].join("\n\n");
}
function buildPlanNoteText(input) {
  const locale = input.locale;
  const h = SECTION_HEADINGS;
  const sections = [
    `## ${h.understanding[locale]}

${renderUnderstandingBody(input)}`,
    ...input.domains.map((d) => {
      const intro = d.description ? `

> ${inline(d.description)}` : "";
      return `## ${h.taskPool[locale]} - ${domainTitle(d.slug)}${intro}`;
    }),
    `## ${h.dependencies[locale]}

${region("dependencies", locale === "zh" ? "_\u9886\u57DF\u89C4\u5212\u5B8C\u6210\u540E\u751F\u6210_" : "_Generated after the domains are planned_")}`,
    `## ${h.conflicts[locale]}

${region("conflicts", locale === "zh" ? "_\u51B2\u7A81\u68C0\u6D4B\u540E\u751F\u6210_" : "_Generated by conflict detection_")}`,
    ...input.domains.map(
      (d) => `## ${h.evidence[locale]} - ${domainTitle(d.slug)}

${locale === "zh" ? "_\u6682\u65E0\u8BC1\u636E_" : "_No evidence recorded_"}`
    )
  ];
  return `${buildFrontmatter(input)}
${sections.join("\n\n")}
`;
}
function region(kind, placeholder) {
  return `${generatedBegin(kind)}
${placeholder}
${generatedEnd(kind)}`;
}

// src/planner/understand.ts
function buildDomainBriefs(analysis, maxDomains) {
  const proposals = analysis.sub_domains.slice(0, Math.max(1, maxDomains));
  const slugs = uniqueDomainSlugs(proposals.map((p) => p.focus_area));
  return proposals.map((proposal, i) => ({
    slug: slugs[i],
    title: domainTitle(slugs[i]),
    description: proposal.description,
    range: idRange(i + 1),
    key_concerns: proposal.key_concerns ?? []
  }));
}
function buildTemplate(analysis, domains, context) {
  return buildPlanNoteText({
    sessionId: context.sessionId,
    requirement: context.requirement,
    createdAt: context.createdAt,
    complexity: analysis.complexity,
    locale: context.locale,
    understanding: analysis.understanding,
    openQuestions: analysis.open_questions,
    domains: domains.map((d) => ({ slug: d.slug, description: d.description, range: d.range })),
    status: context.status,
    ...context.source ? { source: context.source } : {},
    extra: { provider: context.provider }
  });
}
function buildAnalysisRecord(analysis, domains, context) {
  return {
    session_id: context.sessionId,
    requirement: context.requirement,
    created_at: context.createdAt,
    provider: context.provider,
    analysis,
    domains
  };
}

// src/planner/start.ts
async function startSession(input, ctx) {
  const existingText = await input.store.read("plan-note.md");
  const record = existingText === void 0 ? void 0 : await readJson(input.store, ANALYSIS_PATH, isAnalysisRecord);
  if (existingText === void 0 || record === void 0 || input.split) return understandSession(input, ctx, record);
  return resumeSession(input, existingText, record);
}
async function understandSession(input, ctx, previous) {
  ctx.advance("understand");
  const analysis = await analyse(input, ctx, previous);
  const domains = buildDomainBriefs(analysis, input.config.max_domains);
  const awaiting = input.config.confirm && !input.yes;
  const context = {
    sessionId: input.sessionId,
    requirement: previous?.requirement ?? input.requirement,
    createdAt: previous?.created_at ?? ctx.clock.now().toISOString(),
    locale: input.config.locale,
    provider: input.provider.name,
    status: awaiting ? "awaiting-approval" : "planning",
    ...input.source ? { source: input.source } : {}
  };
  const record = buildAnalysisRecord(analysis, domains, context);
  const note = parsePlanNote(buildTemplate(analysis, domains, context));
  await input.store.write(
    [{ path: "plan-note.md", content: note.toString() }, recordFile(ANALYSIS_PATH, record)],
    "cplan: understanding and plan template"
  );
  ctx.state.domains = domains.map((d) => ({
    slug: d.slug,
    title: d.title,
    state: "pending",
    tasks: 0,
    ms: null,
    error: null
  }));
  if (!awaiting) return { note, record };
  ctx.advance("confirm");
  return { note, record, stop: "awaiting-approval" };
}
async function analyse(input, ctx, previous) {
  if (input.split && previous) return { ...previous.analysis, sub_domains: input.split };
  input.budget?.assertOpen();
  const result = await input.provider.understand({
    requirement: input.requirement,
    overview: ctx.overview,
    maxDomains: input.config.max_domains,
    locale: input.config.locale,
    snapshot: input.snapshot,
    ...input.budget?.signal ? { signal: input.budget.signal } : {}
  });
  ctx.state.usage.push(result.usage);
  return result.value;
}
async function resumeSession(input, existingText, record) {
  const note = parsePlanNote(existingText);
  const status = note.frontmatter.status;
  if (status === "cancelled") return { note, record, stop: "cancelled" };
  if (status === "awaiting-approval" && !input.yes) return { note, record, stop: "awaiting-approval" };
  if (!input.answers) return { note, record };
  const answered = {
    ...record,
    requirement: `${record.requirement}

Answers to the open questions:
${input.answers}`
  };
  await input.store.write([recordFile(ANALYSIS_PATH, answered)], "cplan: answers to the open questions");
  return { note, record: answered };
}

// src/planner/run.ts
async function runPlan(given) {
  const input = { ...given, requirement: given.requirement.replace(/\r\n?/g, "\n") };
  const clock = input.clock ?? SYSTEM_CLOCK;
  const { state, report, advance } = trackProgress(input);
  const finish = (status, note2, conflicts, rec) => {
    report();
    return buildResult(input, state, status, note2, conflicts, rec);
  };
  const overview = buildOverview(input.snapshot, { guidelines: input.config.guidelines, requirement: input.requirement });
  const start = await startSession(input, { overview, clock, state, advance });
  if (start.stop) return finish(start.stop, start.note, [], start.record);
  const analysisRecord = start.record;
  let note = setFrontmatter(start.note, { status: "planning" });
  const records = await readDomainRecords(input.store, analysisRecord.domains);
  state.domains = buildDomainProgress(analysisRecord.domains, records, note);
  const replan = (input.replan?.domains ?? []).map((name) => findReplanTarget(analysisRecord.domains, name));
  for (const target of replan) {
    const progress = state.domains.find((d) => d.slug === target.slug);
    if (progress) progress.state = "pending";
  }
  advance("domains");
  note = await runDomains({
    note,
    records,
    record: analysisRecord,
    overview,
    input,
    state,
    report,
    ...replan.length > 0 && input.replan ? { revision: { slugs: replan.map((r) => r.slug), feedback: input.replan.feedback } } : {}
  });
  advance("link");
  note = await linkDomains({ note, records, input, state });
  advance("detect");
  const completed = await completeSession({ note, records, input, state, clock });
  advance("complete");
  state.done.push("complete");
  return finish(completed.status, completed.note, completed.conflicts, analysisRecord);
}
function trackProgress(input) {
  const state = {
    sessionId: input.sessionId,
    phase: "init",
    done: [],
    domains: [],
    usage: [],
    notice: null
  };
  const report = () => input.onProgress?.(structuredClone(state));
  const advance = (phase) => {
    if (state.phase !== phase && !state.done.includes(state.phase)) state.done.push(state.phase);
    state.phase = phase;
    report();
  };
  return { state, report, advance };
}
async function readDomainRecords(store, domains) {
  const records = /* @__PURE__ */ new Map();
  for (const brief of domains) {
    const existing = await readJson(store, domainRecordPath(brief.slug), isDomainRecord);
    if (existing) records.set(brief.slug, existing);
  }
  return records;
}
function buildDomainProgress(domains, records, note) {
  return domains.map((d) => {
    const done = records.get(d.slug);
    const planned = note.domains.find((n) => n.slug === d.slug)?.state === "planned";
    return {
      slug: d.slug,
      title: d.title,
      state: done?.status === "completed" && planned ? "done" : "pending",
      tasks: done?.status === "completed" ? done.tasks.length : 0,
      ms: null,
      error: null
    };
  });
}
function buildResult(input, state, status, note, conflicts, rec) {
  return {
    sessionId: input.sessionId,
    status,
    note,
    conflicts,
    state: structuredClone(state),
    usage: summarizeUsage(state.usage),
    analysis: rec?.analysis ?? emptyAnalysis(),
    domains: rec?.domains ?? [],
    provider: input.provider.name,
    grounding: groundingOf(note, (path) => input.snapshot.has(path)),
    ...withLinks(runLinks(input))
  };
}
var withLinks = (links) => links ? { links } : {};
function findReplanTarget(domains, name) {
  const key = domainKey(name);
  const found = domains.find((d) => d.slug === key || domainKey(d.title) === key);
  if (!found) throw new Error(`there is no domain "${name}" in this plan (domains: ${domains.map((d) => d.slug).join(", ")})`);
  return found;
}
function emptyAnalysis() {
  return {
    complexity: "Medium",
    understanding: { core_objectives: [], key_points: [], constraints: [], split_strategy: "" },
    sub_domains: [],
    open_questions: []
  };
}

// src/repo/change-subject.ts
var SUBJECT_RULES = ["wide", "conventional"];
var DEFAULT_SUBJECT_RULE = "wide";
var NOT_A_CHANGE = { wide: "subject not a change", conventional: "no feature or fix type" };
var FEATURE_TYPES = /* @__PURE__ */ new Set(["feat", "feature", "fix", "bugfix", "hotfix", "perf", "refactor"]);
var SKIPPED_TYPES = /* @__PURE__ */ new Map([
  ["chore", "chore commit"],
  ["docs", "docs commit"],
  ["doc", "docs commit"],
  ["test", "test commit"],
  ["tests", "test commit"],
  ["style", "style commit"],
  ["ci", "ci commit"],
  ["build", "build commit"],
  ["release", "release or version"],
  ["revert", "revert"],
  ["deps", "dependency bump"],
  ["wip", "work in progress"]
]);
var CHANGE_VERBS = new Set(
  "abort accept add adjust allow apply avoid batch bind block bypass cache calculate call cancel cap catch change check clamp clear close compute configure connect convert correct count create customize debounce decode default defer delay deny deprecate deserialize detect disable disallow dispatch display drop emit enable encode enforce ensure error escape exclude execute exit expand expose extend extract fail fall fetch filter fix flush forbid forward generate group guard handle harden hide honor honour ignore implement improve include increase decrease infer inherit initialize inject introduce isolate keep let limit link load lock log lower make map mark match migrate move normalize normalise notify optimize optimise override overwrite parse pass permit persist prefer prevent preserve print prompt propagate quote raise read recognize recognise recover redesign redirect reduce refactor refresh register reject relax reload remove rename render reorganize reorganise replace report require reset resolve respect restore restrict resume retain retry return reuse rewrite rework route run sanitize save schedule send serialize set share show shorten simplify skip sort speed split start stop store strip support throttle throw tighten track translate treat trigger trim try tune tweak unify unlock unwrap update use validate verify warn widen wire wrap write".split(" ")
);
var NEGATIONS = [["don't"], ["dont"], ["never"], ["do", "not"], ["no", "longer"]];
var LEAD = String.raw`^(?:(?:the|a|an|some|more|missing|outdated|old|new|extra|minor|small|few|various|broken|stale|unused|dead|wrong|` + String.raw`incorrect|failing|flaky|unit|e2e|regression|trailing|dev|development|npm|pip|python|js|all|our|code)\s)*`;
var TOPICS = [
  {
    reason: "dependency bump",
    about: new RegExp(
      `${LEAD}(?:(?:dep|deps|dependency|dependencies|devdependencies|peer dependencies|lockfiles?)\\b|requirements(?:$| txt\\b| files?\\b))`
    )
  },
  {
    reason: "docs commit",
    about: new RegExp(
      `${LEAD}(?:readme|docs?|documentation|docstrings?|changelog|typos?|license|contributing|jsdoc|tsdoc|javadoc|godoc|man pages?)\\b`
    ),
    anywhere: /\b(?:in|to|from|into) (?:the )?(?:readme|docs|documentation|changelog)\b/
  },
  {
    reason: "ci commit",
    about: new RegExp(`${LEAD}(?:ci|travis|appveyor|circleci|jenkins|jenkinsfile|github workflows?|github actions? workflows?)\\b`),
    anywhere: /\b(?:in|on|from|to|for) (?:the )?ci\b|\bci (?:matrix|workflows?|jobs?|config)\b/
  },
  {
    reason: "style commit",
    about: new RegExp(
      `${LEAD}(?:(?:formatting|whitespace|indentation|lint|linting|linter|prettier|eslint|gofmt|rustfmt)\\b|style(?:$| (?:issues?|errors?|warnings?|nits?|fixes|guide)\\b))`
    ),
    anywhere: /^reformat|^prettif|^format(?:s|ted|ting)?(?:$| (?:the )?(?:code|codebase|all|files?|sources?|everything|with|using)\b)/
  },
  { reason: "test commit", about: new RegExp(`${LEAD}(?:tests?|testing|specs?|coverage|test cases?|test suite)\\b`) }
];
function classifySubject(subject, rule = DEFAULT_SUBJECT_RULE) {
  const text = subject.trim().replace(/[\u2018\u2019]/g, "'");
  const never = neverReason(text.toLowerCase());
  if (never !== void 0) return { ok: false, reason: never };
  const prefix = splitPrefix(text);
  if (prefix) {
    const type = prefix.type.toLowerCase();
    if (FEATURE_TYPES.has(type)) return { ok: true };
    const skipped = SKIPPED_TYPES.get(type);
    if (skipped !== void 0) return { ok: false, reason: skipped };
  }
  if (rule === "conventional") return { ok: false, reason: NOT_A_CHANGE.conventional };
  const body = words((prefix ? prefix.rest : text).toLowerCase());
  const topic = topicOf(body) ?? (prefix ? topicOf(words(prefix.type.toLowerCase())) : void 0);
  if (topic !== void 0) return { ok: false, reason: topic };
  return verbLength(body) > 0 ? { ok: true } : { ok: false, reason: NOT_A_CHANGE.wide };
}
function neverReason(lower) {
  if (lower === "") return "empty subject";
  if (lower.startsWith("merge ") || lower === "merge") return "merge";
  if (lower.startsWith("revert") || lower.startsWith('"revert')) return "revert";
  if (/^(?:fixup|squash|amend)!/.test(lower)) return "fixup";
  if (words(lower).includes("wip") || /^(?:do not merge|dnm)\b/.test(lower)) return "work in progress";
  if (isDependencyBump(lower)) return "dependency bump";
  if (isRelease(lower)) return "release or version";
  return void 0;
}
function topicOf(subjectWords) {
  const whole = subjectWords.join(" ");
  const object = subjectWords.slice(Math.max(1, verbLength(subjectWords))).join(" ");
  for (const topic of TOPICS) {
    if (topic.about.test(whole) || topic.about.test(object) || topic.anywhere?.test(whole)) return topic.reason;
  }
  return void 0;
}
function verbLength(subjectWords) {
  for (const negation of NEGATIONS) {
    if (subjectWords.length > negation.length && negation.every((word, i) => subjectWords[i] === word)) return negation.length + 1;
  }
  const first = subjectWords[0];
  return first !== void 0 && verbStems(first).some((stem2) => CHANGE_VERBS.has(stem2)) ? 1 : 0;
}
function splitPrefix(subject) {
  const colon = subject.indexOf(":");
  if (colon <= 0 || colon > 60) return void 0;
  let head = subject.slice(0, colon);
  const rest = subject.slice(colon + 1).trim();
  if (head.endsWith("!")) head = head.slice(0, -1);
  let scope = null;
  const open = head.indexOf("(");
  if (open > 0 && head.endsWith(")")) {
    scope = head.slice(open + 1, -1);
    head = head.slice(0, open);
  }
  if (!/^[\w./-]+$/.test(head)) return void 0;
  return { type: head, scope, rest };
}
function verbStems(word) {
  const stems = [word];
  const cut2 = (suffix) => word.endsWith(suffix) && word.length > suffix.length + 1 ? word.slice(0, -suffix.length) : void 0;
  for (const suffix of ["s", "es", "d", "ed", "ing"]) {
    const stem2 = cut2(suffix);
    if (stem2 === void 0) continue;
    stems.push(stem2);
    if (suffix === "ing") stems.push(`${stem2}e`);
    const last2 = stem2[stem2.length - 1];
    if ((suffix === "ed" || suffix === "ing") && last2 !== void 0 && stem2[stem2.length - 2] === last2) stems.push(stem2.slice(0, -1));
  }
  return stems;
}
function words(text) {
  return text.split(/[^\p{L}\p{N}'-]+/u).filter((w) => w !== "");
}
function isDependencyBump(lower) {
  if (lower.startsWith("bump ") || lower.startsWith("bumps ")) return true;
  const prefix = splitPrefix(lower);
  if (prefix && (prefix.scope === "deps" || prefix.scope === "deps-dev" || prefix.type === "deps")) return true;
  const body = prefix ? prefix.rest : lower;
  if (/^(?:update|upgrade|bump|pin)s? (?:(?:dev|test|docs|build|ci|python|js|npm|pip) )?(?:dependency|dependencies|deps|devdependencies|requirements|pre-commit hooks?|lockfiles?)\b/.test(
    body
  ))
    return true;
  return /^(?:update|upgrade|bump)s? \S+ (?:from \S+ )?to v?\d/.test(body) || /^upgrade[sd]? to\b/.test(body);
}
function isRelease(lower) {
  const prefix = splitPrefix(lower);
  if (prefix && prefix.scope === "release") return true;
  const body = prefix && !FEATURE_TYPES.has(prefix.type) ? prefix.rest : lower;
  if (/^(?:release|releasing|prepare release|version)\b/.test(body)) return true;
  if (/^(?:start|begin)s? (?:the )?(?:next )?(?:version|release) v?\d/.test(body)) return true;
  if (/^v?\d+\.\d+/.test(body)) return true;
  return /\bbump (?:the )?version\b/.test(body);
}

// src/llm/budget.ts
var RunBudget = class {
  constructor(options) {
    this.options = options;
    this.now = options.now ?? (() => Date.now());
    const wait = Math.max(0, options.deadline - this.now());
    this.timer = setTimeout(() => this.controller.abort(new BudgetError(this.timeoutMessage(), "timeout")), Math.min(wait, 2 ** 31 - 1));
    this.timer.unref?.();
  }
  options;
  spentUsd = 0;
  controller = new AbortController();
  timer;
  now;
  get signal() {
    return this.controller.signal;
  }
  get spent() {
    return this.spentUsd;
  }
  remainingMs() {
    return Math.max(0, this.options.deadline - this.now());
  }
  charge(costUsd) {
    if (Number.isFinite(costUsd) && costUsd > 0) this.spentUsd += costUsd;
  }
  assertOpen() {
    if (this.spentUsd >= this.options.maxCostUsd) {
      throw new BudgetError(
        `max_cost_usd of $${this.options.maxCostUsd} reached ($${this.spentUsd.toFixed(4)} spent); finished domains are kept`,
        "cost"
      );
    }
    if (this.now() >= this.options.deadline || this.controller.signal.aborted) throw new BudgetError(this.timeoutMessage(), "timeout");
  }
  timeoutMessage() {
    return "timeout_minutes reached; finished domains are kept";
  }
  dispose() {
    clearTimeout(this.timer);
  }
};

// src/llm/fallback.ts
var FALLBACK_REASONS = /* @__PURE__ */ new Set(["overloaded", "rate_limit", "network"]);
function shouldFallBack(error, signal) {
  if (signal?.aborted) return false;
  const { reason, status, retryable } = reasonOf(error);
  if (reason === "budget") return false;
  if (FALLBACK_REASONS.has(reason)) return retryable;
  return status !== void 0 && status >= 500 && status <= 599;
}
var FallbackProvider = class {
  constructor(options) {
    this.options = options;
    this.name = options.primary.name;
  }
  options;
  name;
  understand(request) {
    return this.attempt("understanding", request.signal, (p) => p.understand(request));
  }
  planDomain(request) {
    return this.attempt(`domain:${request.domain.slug}`, request.signal, (p) => p.planDomain(request));
  }
  link(request) {
    return this.attempt("link", request.signal, (p) => p.link(request));
  }
  async attempt(agent, signal, call) {
    try {
      return await call(this.options.primary);
    } catch (error) {
      if (!shouldFallBack(error, signal)) throw error;
      try {
        this.options.onFallback?.(agent, error);
      } catch {
      }
      const result = await call(this.options.fallback);
      const failedModel = error.usage?.model;
      const from = typeof failedModel === "string" ? `${this.options.primary.name}/${failedModel}` : this.options.primary.name;
      return {
        value: result.value,
        usage: {
          ...result.usage,
          fallback: { from, reason: reasonOf(error).reason }
        }
      };
    }
  }
};

// src/llm/lazy.ts
var LazyProvider = class {
  constructor(name, load) {
    this.name = name;
    this.load = load;
  }
  name;
  load;
  loading;
  async understand(request) {
    return (await this.provider()).understand(request);
  }
  async planDomain(request) {
    return (await this.provider()).planDomain(request);
  }
  async link(request) {
    return (await this.provider()).link(request);
  }
  /** Loaded once: the domain agents run in parallel and share the one provider. */
  provider() {
    this.loading ??= this.load();
    return this.loading;
  }
};

// src/offline/offline-keywords.ts
var HIGH_WORDS = [
  "migrate",
  "migration",
  "refactor",
  "architecture",
  "distributed",
  "security",
  "multi-tenant",
  "rewrite",
  "redesign",
  "scalab",
  "concurren",
  "real-time",
  "realtime",
  "\u91CD\u6784",
  "\u8FC1\u79FB",
  "\u67B6\u6784",
  "\u5206\u5E03\u5F0F",
  "\u5B89\u5168",
  "\u591A\u79DF\u6237",
  "\u5E76\u53D1"
];
var LOW_WORDS = [
  "typo",
  "rename",
  "readme",
  "docs only",
  "small",
  "tweak",
  "wording",
  "copy change",
  "bump",
  "\u6587\u6848",
  "\u9519\u522B\u5B57",
  "\u91CD\u547D\u540D",
  "\u6587\u6863"
];
var DOMAIN_RULES = [
  {
    slug: "database",
    description: "Data model, schema and migrations",
    keywords: [
      "database",
      "db",
      "schema",
      "migration",
      "table",
      "sql",
      "model",
      "storage",
      "persist",
      "store",
      "redis",
      "cache",
      "index",
      "\u6570\u636E\u5E93",
      "\u6570\u636E",
      "\u5B58\u50A8",
      "\u8868",
      "\u6A21\u578B",
      "\u7F13\u5B58"
    ],
    layout: /^(migrations|db|database|prisma|models|schema|sql)(\/|$)/,
    paths: /(migration|schema|model|db|database|prisma|\.sql$|store|repo)/i,
    avoid: /(\.(jsx|tsx|vue|svelte|css|scss|html|md)$|(^|\/)(web|frontend|ui|client|docs)\/)/i,
    dependsOn: [],
    newFile: (term) => `migrations/add-${term}.sql`
  },
  {
    slug: "backend-api",
    description: "Server side: endpoints, middleware and services",
    keywords: [
      "api",
      "endpoint",
      "server",
      "backend",
      "route",
      "rest",
      "graphql",
      "middleware",
      "service",
      "handler",
      "request",
      "rate limit",
      "webhook",
      "\u63A5\u53E3",
      "\u540E\u7AEF",
      "\u670D\u52A1",
      "\u8DEF\u7531",
      "\u4E2D\u95F4\u4EF6",
      "\u8BF7\u6C42"
    ],
    layout: /^(server|api|backend|src\/(routes|api|server|handlers|middleware)|routes|handlers)(\/|$)/,
    paths: /(server|api|route|handler|middleware|service|controller|backend)/i,
    avoid: /(\.(jsx|tsx|vue|svelte|css|scss|html|sql|md)$|(^|\/)(web|frontend|ui|client|migrations|docs)\/)/i,
    dependsOn: ["database"],
    newFile: (term) => `src/${term}.ts`
  },
  {
    slug: "frontend-ui",
    description: "User interface: pages, components and styles",
    keywords: [
      "ui",
      "frontend",
      "page",
      "dashboard",
      "component",
      "button",
      "view",
      "css",
      "display",
      "show",
      "screen",
      "form",
      "react",
      "vue",
      "\u524D\u7AEF",
      "\u754C\u9762",
      "\u9875\u9762",
      "\u7EC4\u4EF6",
      "\u663E\u793A",
      "\u5C55\u793A",
      "\u6309\u94AE"
    ],
    layout: /^(web|frontend|ui|client|app|pages|components|public)(\/|$)/,
    paths: /(\.(tsx|jsx|vue|svelte|css|scss|html)$|web\/|frontend\/|ui\/|client\/|component|page)/i,
    dependsOn: ["backend-api"],
    newFile: (term) => `web/src/${term}.tsx`
  },
  {
    slug: "cli",
    description: "Command-line interface: commands, flags and output",
    keywords: ["cli", "command line", "command-line", "flag", "subcommand", "terminal", "argv", "\u547D\u4EE4\u884C", "\u53C2\u6570"],
    layout: /^((src\/)?(cli|bin|cmd|commands))(\/|$)/,
    paths: /(^|\/)(cli|bin|cmd|commands?)(\/|\.|$)/i,
    dependsOn: [],
    newFile: (term) => `src/cli/${term}.ts`
  },
  {
    slug: "security",
    description: "Authentication, authorization and abuse protection",
    keywords: [
      "security",
      "auth",
      "authentication",
      "authorization",
      "permission",
      "token",
      "encrypt",
      "vulnerab",
      "xss",
      "csrf",
      "secret",
      "login",
      "oauth",
      "\u5B89\u5168",
      "\u6743\u9650",
      "\u8BA4\u8BC1",
      "\u9274\u6743",
      "\u52A0\u5BC6",
      "\u767B\u5F55"
    ],
    layout: /^(auth|security)(\/|$)/,
    paths: /(auth|security|permission|token|session|crypto)/i,
    dependsOn: ["backend-api"],
    newFile: (term) => `src/security/${term}.ts`
  },
  {
    slug: "infrastructure",
    description: "Build, deployment and operations",
    keywords: [
      "deploy",
      "docker",
      "ci",
      "pipeline",
      "kubernetes",
      "k8s",
      "infra",
      "infrastructure",
      "terraform",
      "monitoring",
      "release",
      "\u90E8\u7F72",
      "\u8FD0\u7EF4",
      "\u57FA\u7840\u8BBE\u65BD",
      "\u76D1\u63A7",
      "\u53D1\u5E03"
    ],
    layout: /^(deploy|infra|k8s|helm|terraform|Dockerfile|docker-compose|\.github\/workflows)/,
    paths: /(docker|deploy|infra|k8s|helm|terraform|\.ya?ml$|Makefile)/i,
    dependsOn: [],
    newFile: (term) => `deploy/${term}.md`
  },
  {
    slug: "testing",
    description: "Automated tests that prove the change",
    keywords: ["test", "tests", "testing", "coverage", "e2e", "unit test", "regression", "\u6D4B\u8BD5", "\u8986\u76D6\u7387", "\u5355\u5143\u6D4B\u8BD5"],
    layout: /^(test|tests|__tests__|spec|e2e)(\/|$)/,
    paths: /(test|spec|__tests__|e2e)/i,
    dependsOn: ["backend-api", "frontend-ui", "database"],
    newFile: (term) => `test/${term}.test.ts`
  },
  {
    slug: "documentation",
    description: "User and developer documentation",
    keywords: ["docs", "documentation", "readme", "guide", "document", "changelog", "tutorial", "\u6587\u6863", "\u8BF4\u660E", "\u6307\u5357"],
    layout: /^(docs|doc|README)/i,
    paths: /(\.md$|\.mdx$|docs\/|doc\/)/i,
    dependsOn: [],
    newFile: (term) => `docs/${term}.md`
  }
];
var STOPWORDS = new Set(
  "the and for with that this from into onto when then than them they their there have has had not but are was were will would should could can may might must our your you its add adds added make makes use uses using new show shows each every all any some more most also just only per via like need needs want wants able about after before over under between while where which what who how why been being does did done get gets set sets put let lets same other such very much many few one two three plan issue please support supports handle handles handling fix fixes fixed update updates updated change changes changed implement implements improve improves ensure ensures allow allows".split(
    " "
  )
);
function requirementTerms(text, max = 12) {
  const lower = text.toLowerCase();
  const terms = [];
  for (const word of lower.match(/[a-z][a-z0-9_-]{2,}/g) ?? []) {
    for (const part of word.split(/[-_]/)) if (part.length >= 3 && !STOPWORDS.has(part) && !terms.includes(part)) terms.push(part);
  }
  for (const pair of cjkPairs(lower)) if (!terms.includes(pair)) terms.push(pair);
  return terms.slice(0, max);
}
function countHits(text, keywords) {
  const lower = text.toLowerCase();
  return keywords.filter(
    (k) => /^[a-z]/.test(k) ? new RegExp(`\\b${k.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}`, "i").test(lower) : lower.includes(k)
  );
}

// src/offline/offline-new-file.ts
function folderOf(path) {
  const slash = path.lastIndexOf("/");
  return slash < 0 ? "" : path.slice(0, slash);
}
function mostCommon(values) {
  const counts = /* @__PURE__ */ new Map();
  for (const value of values) counts.set(value, (counts.get(value) ?? 0) + 1);
  return [...counts].sort((a, b) => b[1] - a[1] || a[0].length - b[0].length || a[0].localeCompare(b[0]))[0]?.[0];
}
function newFileFor(snapshot, rule, term) {
  const fallback = rule.newFile(term);
  const wanted = kindOf(fallback);
  const siblings = snapshot.listPaths().filter((p) => kindOf(p) === wanted && rule.paths.test(p) && !rule.avoid?.test(p) && extensionOf(p) !== "");
  const extension = mostCommon(siblings.map(extensionOf));
  if (extension === void 0) return fallback;
  const folders = siblings.filter((p) => extensionOf(p) === extension).map(folderOf);
  const folder = mostCommon(folders.filter((f) => f !== "")) ?? "";
  const name = fallback.slice(fallback.lastIndexOf("/") + 1);
  const stem2 = name.slice(0, name.indexOf(".") < 0 ? name.length : name.indexOf("."));
  const beside2 = siblings.filter((p) => folderOf(p) === folder && extensionOf(p) === extension);
  const base = wanted === "test" ? testName(beside2, stem2, extension) : `${stem2}.${extension}`;
  const file = `${folder === "" ? "" : `${folder}/`}${base}`;
  return snapshot.has(file) ? fallback : file;
}
function testName(neighbours, stem2, extension) {
  const shapes = neighbours.map((p) => {
    const name = p.slice(p.lastIndexOf("/") + 1).toLowerCase();
    if (name.startsWith("test_")) return `test_${stem2}.${extension}`;
    if (name.endsWith(`_test.${extension}`)) return `${stem2}_test.${extension}`;
    if (name.includes(".spec.")) return `${stem2}.spec.${extension}`;
    return `${stem2}.test.${extension}`;
  });
  return mostCommon(shapes) ?? `${stem2}.test.${extension}`;
}

// src/offline/offline-similar.ts
var LEAST_SIMILARITY = 0.3;
var NEIGHBOURS = 5;
var LEAST_COMMITS = 20;
var MOST_FILES = 12;
var TITLE_CHARS = 300;
function sizeOf(files) {
  return Math.min(MOST_FILES, files.filter((file) => !isNoise(file)).length);
}
function termsOf(subject) {
  return queryTerms(withoutCommitType(subject));
}
function vectorOf(terms, idf) {
  const counts = /* @__PURE__ */ new Map();
  for (const term of terms) counts.set(term, (counts.get(term) ?? 0) + 1);
  const vector = /* @__PURE__ */ new Map();
  let squares = 0;
  for (const [term, count] of counts) {
    const weight = (1 + Math.log(count)) * idf(term);
    vector.set(term, weight);
    squares += weight * weight;
  }
  return { vector, norm: Math.sqrt(squares) };
}
function alikeCommits(requirement, past, least = LEAST_SIMILARITY, seenOnly = false) {
  if (!past || past.length < LEAST_COMMITS) return void 0;
  const commits = past.map((commit) => ({
    commit,
    terms: termsOf(commit.subject),
    size: sizeOf(commit.files)
  })).filter((commit) => commit.size > 0);
  if (commits.length < LEAST_COMMITS) return void 0;
  const documents = /* @__PURE__ */ new Map();
  for (const commit of commits) for (const term of new Set(commit.terms)) documents.set(term, (documents.get(term) ?? 0) + 1);
  const idf = (term) => Math.log((commits.length + 1) / ((documents.get(term) ?? 0) + 1));
  const words2 = termsOf(titleOf(requirement).slice(0, TITLE_CHARS));
  const query = vectorOf(seenOnly ? words2.filter((term) => documents.has(term)) : words2, idf);
  if (query.norm === 0) return [];
  return commits.map(({ commit, terms, size }) => {
    const { vector, norm } = vectorOf(terms, idf);
    let dot = 0;
    for (const [term, weight] of vector) dot += weight * (query.vector.get(term) ?? 0);
    return { subject: commit.subject, files: commit.files, size, similarity: norm === 0 ? 0 : dot / (norm * query.norm) };
  }).filter((commit) => commit.similarity >= least).sort((a, b) => b.similarity - a.similarity);
}
function similarSizeGap(requirement, past) {
  const alike = alikeCommits(requirement, past)?.slice(0, NEIGHBOURS);
  if (!alike || alike.length === 0 || !past) return void 0;
  const sizes = past.map((commit) => sizeOf(commit.files)).filter((size) => size > 0);
  const weight = alike.reduce((sum, commit) => sum + commit.similarity, 0);
  const near = alike.reduce((sum, commit) => sum + commit.similarity * commit.size, 0) / weight;
  const average = sizes.reduce((sum, size) => sum + size, 0) / sizes.length;
  return near - average;
}
var CHORE_SIMILARITY = 0.6;
function recurringFiles(requirement, past) {
  const alike = alikeCommits(requirement, past, CHORE_SIMILARITY, true)?.slice(0, NEIGHBOURS) ?? [];
  if (alike.length < 2) return [];
  const found = /* @__PURE__ */ new Map();
  for (const commit of alike)
    for (const file of new Set(commit.files)) {
      if (isNoise(file)) continue;
      const seen = found.get(file);
      found.set(file, { commits: (seen?.commits ?? 0) + 1, subject: seen?.subject ?? commit.subject });
    }
  return [...found].filter(([, { commits }]) => commits >= 2 && commits * 2 >= alike.length).sort((a, b) => b[1].commits - a[1].commits || (a[0] < b[0] ? -1 : 1)).map(([path, { commits, subject }]) => ({ path, commits, of: alike.length, subject }));
}

// src/offline/offline-scope.ts
var BUDGET = {
  small: { files: 2, ratio: 0.5, tests: 1, least: 0 },
  medium: { files: 4, ratio: 0.6, tests: 1, least: 3 },
  broad: { files: 6, ratio: 0.45, tests: 1, least: 4 }
};
var MOST_FILES2 = 8;
var SMALL_VERBS = new Set(
  "fix fixes fixed fixing correct corrects corrected prevent prevents avoid avoids guard guards escape escapes restore restores revert reverts repair repairs patch patches handle handles ignore ignores typo never reject rejects accept accepts throw throws raise raises trim trims skip skips respect respects preserve preserves ensure ensures optimize optimise optimizes".split(" ")
);
var BROAD_VERBS = new Set(
  "add adds added adding implement implements implemented introduce introduces introduced refactor refactors refactored remove removes removed drop drops dropped delete deletes deprecate deprecates deprecated move moves moved migrate migrates rewrite rewrites split splits extract extracts convert converts port ports redesign overhaul".split(" ")
);
function isChangeVerb(word) {
  const lower = word.toLowerCase();
  return SMALL_VERBS.has(lower) || BROAD_VERBS.has(lower);
}
var SMALL_TYPES = /* @__PURE__ */ new Set(["fix", "bug", "bugfix", "hotfix", "perf", "revert"]);
var BROAD_TYPES = /* @__PURE__ */ new Set(["feat", "feature", "refactor"]);
var SMALL_ZH = ["\u4FEE\u590D", "\u4FEE\u6B63", "\u89E3\u51B3"];
var BROAD_ZH = ["\u6DFB\u52A0", "\u65B0\u589E", "\u589E\u52A0", "\u5B9E\u73B0", "\u91CD\u6784", "\u5220\u9664", "\u79FB\u9664", "\u8FC1\u79FB"];
var REACH = [
  { pattern: /\b(?:options?|flags?|arguments?|parameters?|settings?)\b/i, titleOnly: true },
  { pattern: /\b(?:all|every|each|multiple|several|various)\b/i, titleOnly: false },
  { pattern: /\b(?:docs?|document|documentation|readme|changelog|typings?|types)\b/i, titleOnly: false }
];
var COMMIT_TYPES = /* @__PURE__ */ new Set(["feat", "fix", "perf", "refactor", "chore", "docs", "test", "tests", "build", "ci", "style", "revert"]);
function commitType(text) {
  const colon = text.indexOf(":");
  if (colon < 0 || colon > 40) return void 0;
  const head = text.slice(0, colon).trim().replace(/!$/, "");
  const open = head.indexOf("(");
  const type = (open < 0 ? head : head.slice(0, open)).toLowerCase();
  if (!COMMIT_TYPES.has(type) || open >= 0 && !head.endsWith(")")) return void 0;
  return { type, scope: open < 0 ? "" : head.slice(open + 1, -1), rest: text.slice(colon + 1) };
}
function withoutCommitType(requirement) {
  const parsed = commitType(requirement);
  return parsed ? `${parsed.scope} ${parsed.rest}`.trim() : requirement;
}
function withoutCommitLabel(requirement) {
  return commitType(requirement)?.rest.trim() ?? requirement;
}
var NOT_AREAS = /* @__PURE__ */ new Set([
  ...COMMIT_TYPES,
  ...["feature", "bug", "bugfix", "hotfix", "breaking", "wip", "security", "deps", "request", "report", "error"],
  ...["question", "proposal", "enhancement", "regression", "typo", "rfc", "idea", "help", "discussion", "note"]
]);
function areaWords(requirement) {
  const title = titleOf(requirement);
  const parsed = commitType(title);
  const area = parsed ? parsed.scope : (/^([\w./-]{2,40}):\s/.exec(title) ?? /^\[([\w./-]{2,40})\]\s/.exec(title))?.[1];
  if (area === void 0) return [];
  const words2 = area.toLowerCase().split(/[^a-z0-9_]+/).filter((w) => w.length >= 2 && !NOT_AREAS.has(w));
  return [...new Set(words2)];
}
var ENDS_UNFINISHED = /\b(?:a|an|the|of|on|in|to|for|with|from|by|and|or|as|at|into|than|that|when|whenever|if|unless|because|while|where|whether|until|via|per|between|without|through|within|which|whose)\s*$/i;
var STARTS_BLOCK = /^\s*$|^\s{0,3}(?:[-*+]\s|\d{1,9}[.)]\s|#|>|\||```|~~~)/;
function titleOf(requirement) {
  const lines = requirement.split("\n");
  const at = lines.findIndex((line) => line.trim() !== "");
  if (at < 0) return "";
  const first = lines[at].trim();
  const next = lines[at + 1] ?? "";
  return ENDS_UNFINISHED.test(first) && !STARTS_BLOCK.test(next) ? `${first} ${next.trim()}` : first;
}
var REFACTOR_VERBS = new Set(
  "refactor refactors refactored refactoring restructure restructures reorganize reorganise reorganizes simplify simplifies tidy".split(
    " "
  )
);
var MOVES_CODE = /^(?:move[sd]?|extract(?:s|ed)?)\s[^\n]{0,200}?\b(?:to|into)\s+`?[\w./-]{0,100}(?:\/|\.[a-z]{1,5}\b)/i;
function isRefactor(requirement) {
  const title = titleOf(requirement);
  if (commitType(title)?.type === "refactor") return true;
  const rest = withoutCommitLabel(title).replace(/^\[[^\]]{1,40}\]\s*/, "");
  const first = (/^[A-Za-z]+/.exec(rest.replace(/^[\w./-]{2,40}:\s+/, ""))?.[0] ?? "").toLowerCase();
  return REFACTOR_VERBS.has(first) || /^clean(?:s|ed)?\s+up\b/i.test(rest) || MOVES_CODE.test(rest);
}
var REMOVES_DEAD = /^removes?d?\s+(?:(?:the|some|all|an?)\s+)?(?:dead|unused|unnecessary|obsolete|useless|redundant|unreachable|leftover)\s+(?:[\w-]{1,40}\s+){0,2}?(?:code|imports?|requires?|includes?|usings?|variables?|vars?|functions?|methods?|classes?|clauses?|dependenc(?:y|ies)|deps|shims?|files?|assign(?:ment)?s?|exceptions?|casts?|comments?|branch(?:es)?|parameters?|params?|arguments?|fields?|constants?|helpers?|rubocops?|annotations?|directives?|suppressions?|workarounds?|polyfills?|lines?|statements?)\b/i;
var BUMP = String.raw`^(?:bump|upgrade|update)[sd]?\s+(?:the\s+)?`;
var BUMPS_VERSION = [
  new RegExp(
    `${BUMP}[\\w@./-]{1,80}(?:\\s+(?:crate|gem|package|dependency|module|action))?\\s+(?:from\\s+v?\\d[\\w.-]{0,30}\\s+to|v?\\d[\\w.-]{0,30}\\s*(?:->|\u2192))\\s*v?\\d`,
    "i"
  ),
  new RegExp(
    `${BUMP}(?:dependency|module|(?:rust\\s+)?crate|gem|package|(?:github\\s+)?action|docker\\s+tag)\\s+[\\w@./-]{1,80}\\s+to\\s+v?\\d`,
    "i"
  ),
  new RegExp(`${BUMP}[\\w.-]{0,40}[@/][\\w@./-]{1,80}(?:\\s+action)?\\s+to\\s+v?\\d`, "i"),
  /^bump(?:s|ed)?\s+the\s+\S{1,80}\s+group\b/i
];
var SAME_BEHAVIOUR_TYPES = /* @__PURE__ */ new Set(["style", "ci", "build", "perf"]);
function keepsBehaviour(requirement) {
  if (isRefactor(requirement)) return true;
  const title = titleOf(requirement);
  const typed = commitType(title);
  if (typed !== void 0 && /^[^:]{0,40}!:/.test(title)) return false;
  if (typed !== void 0 && (SAME_BEHAVIOUR_TYPES.has(typed.type) || /^deps(?:-dev)?$/i.test(typed.scope))) return true;
  const rest = withoutCommitLabel(title).replace(/^\[[^\]]{1,40}\]\s*/, "").replace(/^[\w./-]{2,40}:\s+/, "");
  return REMOVES_DEAD.test(rest) || BUMPS_VERSION.some((pattern) => pattern.test(rest));
}
function scopeKind(requirement) {
  const title = titleOf(requirement);
  const prefix = /^([\w./-]+)(?:\([^)]*\))?!?:\s*/.exec(title) ?? /^\[([\w./ -]+)\]\s*/.exec(title);
  const type = prefix?.[1]?.toLowerCase();
  const rest = prefix ? title.slice(prefix[0].length) : title;
  const words2 = rest.toLowerCase().match(/[a-z']+/g) ?? [];
  const verb = words2[0] === "do" && words2[1] === "not" ? "don't" : words2[0];
  if (type !== void 0 && SMALL_TYPES.has(type)) return "small";
  if (verb !== void 0 && BROAD_VERBS.has(verb)) return "broad";
  if (verb !== void 0 && (SMALL_VERBS.has(verb) || verb === "don't")) return "small";
  if (type !== void 0 && BROAD_TYPES.has(type)) return "broad";
  if (SMALL_ZH.some((word) => title.includes(word))) return "small";
  if (BROAD_ZH.some((word) => title.includes(word))) return "broad";
  return "medium";
}
var TYPICAL_FILES = 3.5;
var SAME_KIND_LEAST = 5;
var MOST_STEP = 2;
var SMALLER_BELOW = 3.3;
var SIMILAR_WEIGHT = 0.5;
function historyStep(kind, past) {
  if (!past || past.length === 0) return 0;
  const sized = past.map((commit) => ({ subject: commit.subject, files: commit.files.filter((f) => !isNoise(f)).length })).filter((commit) => commit.files >= 2 && commit.files <= 12);
  const same = sized.filter((commit) => scopeKind(commit.subject) === kind);
  const sizes = (same.length >= SAME_KIND_LEAST ? same : sized).map((commit) => commit.files);
  if (sizes.length < SAME_KIND_LEAST) return 0;
  const mean = sizes.reduce((sum, n) => sum + n, 0) / sizes.length;
  if (mean < SMALLER_BELOW) return -1;
  return Math.min(MOST_STEP, Math.round(mean - TYPICAL_FILES) || 0);
}
var CHANGE_CENTER = 3.5;
var CHANGE_SLOPE = 2;
var CHANGE_FEWEST = -1;
var CHANGE_MOST = 4;
function changeStep(past) {
  if (!past) return 0;
  const sizes = [];
  for (const commit of past) {
    if (!classifySubject(commit.subject).ok) continue;
    const files = classifyFiles(commit.files);
    if (files.ok) sizes.push(files.gold.length);
  }
  if (sizes.length < SAME_KIND_LEAST) return 0;
  const mean = sizes.reduce((sum, n) => sum + n, 0) / sizes.length;
  return Math.max(CHANGE_FEWEST, Math.min(CHANGE_MOST, roundHalfAway(CHANGE_SLOPE * (mean - CHANGE_CENTER)))) || 0;
}
function titleProper(requirement) {
  const title = withoutCommitType(titleOf(requirement)).trim();
  return title.replace(/^\[[^\]]{1,40}\]\s*/, "").replace(/^[\w./-]{2,40}:\s+/, "").trim().replace(/\(#\d{1,9}\)$/, "").trim();
}
var SHORT_TITLE = 40;
var LONG_TITLE = 70;
var CJK = /[\u3040-\u30ff\u3400-\u9fff]/;
function wordingStep(requirement) {
  const title = titleProper(requirement);
  const both = /\band\b|,/i.test(title) ? 1 : 0;
  const support = /\bsupport/i.test(title) ? 1 : 0;
  const short = title.length > 0 && title.length < SHORT_TITLE && !CJK.test(title) ? 1 : 0;
  const long = title.length > LONG_TITLE ? 1 : 0;
  const call = /\w\(\)|\w\.\w+\(/.test(title) ? 1 : 0;
  return both + support + short + (listItems(requirement) >= DETAILED_ITEMS ? 1 : 0) - long - call;
}
function listItems(requirement) {
  return bodyLines(requirement).filter((text) => LIST_ITEM.test(text)).length;
}
var LIST_ITEM = /^(?:[-*+]|\d{1,3}[.)])\s/;
function bodyLines(requirement) {
  const lines = requirement.split("\n");
  const start = lines.findIndex((line) => line.trim() !== "");
  const kept = [];
  let fenced = false;
  for (const line of lines.slice(start + 1)) {
    const text = line.trim();
    if (/^(?:```|~~~)/.test(text)) fenced = !fenced;
    else if (!fenced && text !== "" && !text.startsWith(">")) kept.push(text);
  }
  return kept;
}
function roundHalfAway(value) {
  return Math.sign(value) * Math.round(Math.abs(value));
}
var DETAILED_CHARS = 500;
var DETAILED_ITEMS = 3;
function detailed(requirement) {
  let chars = 0;
  let items = 0;
  for (const text of bodyLines(requirement)) {
    chars += text.length;
    if (LIST_ITEM.test(text)) items++;
    if (chars >= DETAILED_CHARS || items >= DETAILED_ITEMS) return true;
  }
  return false;
}
function scopeOf(requirement, past, namesDeclared2 = false) {
  const kind = scopeKind(requirement);
  const title = titleOf(requirement);
  const reach = REACH.filter(({ pattern, titleOnly }) => pattern.test(titleOnly ? title : requirement)).length;
  const budget = BUDGET[kind];
  const narrow = (areaWords(requirement).length > 0 ? 1 : 0) + (namesDeclared2 ? 1 : 0);
  const gap = similarSizeGap(requirement, past) ?? 0;
  const step = historyStep(kind, past) + changeStep(past) + Math.max(-MOST_STEP, Math.min(MOST_STEP, roundHalfAway(SIMILAR_WEIGHT * gap))) + (detailed(requirement) ? 1 : 0) + wordingStep(requirement);
  const files = Math.max(2, Math.min(MOST_FILES2, budget.files + reach - narrow + step));
  const least = Math.min(files, Math.max(0, budget.least - narrow + step));
  return { kind, reach, files, ratio: budget.ratio, tests: budget.tests, least };
}

// src/offline/offline-created-files.ts
var TITLE_CHARS2 = 500;
var MOST_NAME_CHARS = 200;
var ADD = /* @__PURE__ */ new Set([
  "add",
  "adds",
  "added",
  "adding",
  "create",
  "creates",
  "created",
  "creating",
  "introduce",
  "introduces",
  "introduced"
]);
var NOT_NEW = /* @__PURE__ */ new Set([
  "support",
  "for",
  "to",
  "from",
  "in",
  "into",
  "of",
  "on",
  "via",
  "when",
  "if",
  "remove",
  "removed",
  "delete",
  "deleted",
  "drop",
  "rename",
  "renamed",
  "move",
  "moved",
  "update",
  "updated",
  "fix",
  "fixed",
  "replace",
  "replaced",
  "read",
  "reading",
  "parse",
  "parsing",
  "load",
  "loading",
  "handle",
  "handling",
  "ignore",
  "ignored",
  "respect",
  "honor",
  "honour",
  "use",
  "using",
  "like",
  "than"
]);
var KIND_AFTER = /^(?:\s*(?:files|extensions?|format|formats|syntax|support|parser|parsing|loader|style|to|into|links?|schema|badges?|section|entry|entries|references?)\b|\()/i;
var CLAUSE_END = /[:;()[\]]|\s-\s/;
var NAME = /[\w./-]{1,200}/g;
function createdPaths(whole, exists) {
  const title = whole.slice(0, TITLE_CHARS2);
  const out = [];
  for (const match of title.matchAll(NAME)) {
    let written = match[0].replace(/^\.\//, "");
    while (written.endsWith(".")) written = written.slice(0, -1);
    if (written.length === 0 || written.length > MOST_NAME_CHARS) continue;
    const at = match.index ?? 0;
    if (at > 0 && /[\p{L}\p{N}_$@#*]/u.test(title[at - 1])) continue;
    const after2 = title.charAt(at + match[0].length);
    if (after2 === "\\" || after2 === "/" || written.startsWith("...")) continue;
    if (!looksLikeFile(written)) continue;
    if (KIND_AFTER.test(title.slice(at + match[0].length, at + match[0].length + 30))) continue;
    if (!asksToAdd(title.slice(0, at))) continue;
    const path = normalizePath(written);
    if (!path.ok || isWorkflowPath(path.path.toLowerCase()) || exists(path.path)) continue;
    if (!out.includes(path.path)) out.push(path.path);
  }
  return out;
}
var DOCUMENT = /^[\w-]*[A-Za-z_-]\.(?:md|mdx|markdown|rst|txt|adoc)$/;
var SETTINGS = /^[a-z_-][\w-]*\.(?:toml|json|jsonc|json5|ini|cfg|conf|nix|properties|ya?ml)$/;
var DOTFILE = /^\.(?:editorconfig|tool-versions|[a-z]+-version|[a-z-]*ignore|[a-z-]*rc|gitattributes|gitmodules|mailmap|envrc|clang-format|clang-tidy|yamllint|[a-z][a-z0-9_-]*\.[a-z0-9]+)$/;
function looksLikeFile(written) {
  const name = written.slice(written.lastIndexOf("/") + 1);
  if (isNoise(written)) return false;
  if (name.startsWith(".")) return DOTFILE.test(name) && kindOf(written) === "config";
  if (!DOCUMENT.test(name) && !SETTINGS.test(name)) return false;
  const kind = kindOf(written);
  if (kind !== "doc" && kind !== "config" && kind !== "other") return false;
  return written.includes("/") || !/\.ya?ml$/.test(name);
}
function asksToAdd(before) {
  const clause = before.split(CLAUSE_END).pop() ?? "";
  const words2 = clause.toLowerCase().match(/[a-z]+/g) ?? [];
  for (let i = words2.length - 1; i >= 0; i--) {
    const word = words2[i];
    if (ADD.has(word)) return true;
    if (NOT_NEW.has(word)) return false;
  }
  return false;
}
var FILLERS = /* @__PURE__ */ new Set([
  "a",
  "an",
  "the",
  "initial",
  "new",
  "basic",
  "minimal",
  "default",
  "root",
  "file",
  "and",
  "chore",
  "docs",
  "doc",
  "feat",
  "build",
  "ci"
]);
function asksOnlyFor(whole, created) {
  if (created.length === 0) return false;
  let rest = whole.slice(0, TITLE_CHARS2);
  for (const name of created) rest = rest.split(name).join(" ");
  const words2 = (rest.replace(/#\d+/g, " ").toLowerCase().match(/[a-z]+/g) ?? []).filter((w) => !ADD.has(w) && !FILLERS.has(w));
  return words2.length === 0;
}
function onlyCreatedFiles(snapshot, text) {
  const title = titleOf(text);
  if (!/\.\w/.test(title.slice(0, TITLE_CHARS2))) return [];
  const names3 = new Set(snapshot.listPaths().map((path) => baseName(path).toLowerCase()));
  const created = createdPaths(title, (path) => names3.has(baseName(path).toLowerCase()));
  if (!asksOnlyFor(title, created)) return [];
  return created.map((path) => ({ path, kind: kindOf(path), score: 1, matched: [], create: true, named: path }));
}

// src/retrieval/dependency-toml.ts
function requirementName(spec) {
  return /^\s*([A-Za-z0-9][\w.-]*)/.exec(spec)?.[1];
}
function arrayStrings(text, start) {
  const strings = [];
  let i = start;
  while (i < text.length) {
    const c = text[i];
    if (c === "]") return { strings, end: i + 1 };
    if (c === "#") {
      const newline = text.indexOf("\n", i);
      i = newline < 0 ? text.length : newline + 1;
    } else if (c === '"' || c === "'") {
      let close = i + 1;
      while (close < text.length && text[close] !== c && text[close] !== "\n") close++;
      if (text[close] === c) strings.push(text.slice(i + 1, close));
      i = close + 1;
    } else i++;
  }
  return { strings, end: text.length };
}
function namesInArrays(text, key) {
  const out = [];
  let from = 0;
  const opening = key ? new RegExp(`(?:^|[^\\w-])(?:${key.source})\\s*=\\s*\\[`, "gm") : /=\s*\[/g;
  for (const match of text.matchAll(opening)) {
    const open = (match.index ?? 0) + match[0].length;
    if (open <= from) continue;
    const { strings, end } = arrayStrings(text, open);
    from = end;
    for (const spec of strings) {
      const name = requirementName(spec);
      if (name) out.push(name);
    }
  }
  return out;
}
function tomlTables(text) {
  const tables = [["", ""]];
  for (const line of text.split("\n")) {
    const header2 = /^\s*\[\[?([^[\]]+)\]\]?\s*(?:#.*)?$/.exec(line);
    if (header2) tables.push([(header2[1] ?? "").trim(), ""]);
    else tables[tables.length - 1][1] += `${line}
`;
  }
  return tables;
}
function tableKeys(body) {
  return body.split("\n").flatMap((line) => {
    const key = /^\s*["']?([A-Za-z0-9][\w.-]*)["']?\s*=/.exec(line)?.[1];
    return key && key !== "python" ? [key] : [];
  });
}
function pyprojectNames(text) {
  return tomlTables(text).flatMap(([header2, body]) => {
    if (/^(?:project\.optional-dependencies|dependency-groups)$/.test(header2)) return namesInArrays(body);
    if (/^tool\.poetry\.(?:(?:dev-)?dependencies|group\.[\w-]+\.dependencies)$/.test(header2)) return tableKeys(body);
    return namesInArrays(body, /(?:dev-)?dependencies|requires/);
  });
}
function cargoNames(text) {
  return tomlTables(text).flatMap(([header2, body]) => {
    const parts = header2.split(".");
    const at = parts.findIndex((part) => /^(?:dev-|build-)?dependencies$/.test(part));
    const prefix = parts.slice(0, Math.max(0, at));
    if (at < 0 || !(prefix.length === 0 || prefix.length === 1 && prefix[0] === "workspace" || prefix[0] === "target")) return [];
    if (at === parts.length - 1) return tableKeys(body);
    return at === parts.length - 2 ? [parts[at + 1]] : [];
  });
}
function setupNames(text) {
  return namesInArrays(text, /install_requires|tests_require|setup_requires/);
}

// src/retrieval/dependency-names.ts
var JSON_SECTIONS = ["dependencies", "devDependencies", "peerDependencies", "optionalDependencies", "require", "require-dev"];
function jsonNames(text) {
  let data;
  try {
    data = JSON.parse(text);
  } catch {
    return [];
  }
  if (typeof data !== "object" || data === null) return [];
  const record = data;
  return JSON_SECTIONS.flatMap((key) => {
    const section2 = record[key];
    return typeof section2 === "object" && section2 !== null && !Array.isArray(section2) ? Object.keys(section2) : [];
  });
}
function requirementsNames(text) {
  return text.split("\n").flatMap((line) => {
    const trimmed2 = line.trim();
    if (trimmed2 === "" || /^[-#./]/.test(trimmed2)) return [];
    if (trimmed2.includes("://")) {
      const egg = /#egg=([\w.-]+)/.exec(trimmed2)?.[1];
      return egg ? [egg] : [];
    }
    const name = requirementName(trimmed2);
    return name ? [name] : [];
  });
}
function setupCfgNames(text) {
  const out = [];
  let inside = false;
  for (const line of text.split("\n")) {
    if (/^\s*(?:install_requires|tests_require|setup_requires)\s*=/.test(line)) {
      inside = true;
      const rest = line.slice(line.indexOf("=") + 1);
      const name = requirementName(rest);
      if (name) out.push(name);
      continue;
    }
    if (inside && /^\s+\S/.test(line)) {
      const name = requirementName(line);
      if (name) out.push(name);
    } else inside = false;
  }
  return out;
}
function goModNames(text) {
  const out = [];
  let block = false;
  for (const line of text.split("\n")) {
    const trimmed2 = line.trim();
    if (/^require\s*\($/.test(trimmed2)) block = true;
    else if (block && trimmed2 === ")") block = false;
    else {
      const words2 = trimmed2.split(/\s+/);
      const [path, version] = block ? words2 : words2[0] === "require" ? words2.slice(1) : [];
      if (path && path.includes(".") && path !== "(" && version?.startsWith("v")) out.push(path);
    }
  }
  return out;
}
function rubyNames(text) {
  return text.split("\n").flatMap((line) => {
    const match = /^(?:gem|\w+\.add_(?:runtime_|development_)?dependency)[\s(]+["']([\w.-]+)["']/.exec(line.trim());
    return match?.[1] ? [match[1]] : [];
  });
}
function mixNames(text) {
  return [...text.matchAll(/\{\s*:([a-z]\w*)\s*,/g)].map((m) => m[1]);
}
function pomNames(text) {
  const out = [];
  for (const tag of ["dependency", "plugin"]) {
    for (let at = text.indexOf(`<${tag}>`); at >= 0; ) {
      const close = text.indexOf(`</${tag}>`, at);
      if (close < 0) break;
      const block = text.slice(at, close);
      const artifact = /<artifactId>\s*([\w.-]+)\s*<\/artifactId>/.exec(block)?.[1];
      const group = /<groupId>\s*([\w.-]+)\s*<\/groupId>/.exec(block)?.[1];
      if (artifact) out.push(group ? `${group}:${artifact}` : artifact);
      at = text.indexOf(`<${tag}>`, close);
    }
  }
  return out;
}
function gradleNames(text) {
  const coordinates = [...text.matchAll(/["']([\w-]+(?:\.[\w-]+)+):([\w.-]+)(?::[^"'\n]*)?["']/g)];
  const catalog = [...text.matchAll(/\bgroup\s*=\s*"([\w.-]+)"\s*,\s*name\s*=\s*"([\w.-]+)"/g)];
  return [...coordinates, ...catalog].map((m) => `${m[1]}:${m[2]}`);
}
function dotnetNames(text) {
  return [...text.matchAll(/<(?:Global)?Package(?:Reference|Version)\b([^<>]*)>/g)].flatMap((m) => {
    const name = /\b(?:Include|Update)\s*=\s*"([^"]+)"/.exec(m[1] ?? "")?.[1];
    return name ? [name] : [];
  });
}
var READERS = [
  [/^(?:package|composer|deno)\.json$/, jsonNames],
  [/^pyproject\.toml$/, pyprojectNames],
  [/^cargo\.toml$/, cargoNames],
  [/^requirements[\w.-]*\.txt$/, requirementsNames],
  [/^setup\.py$/, setupNames],
  [/^setup\.cfg$/, setupCfgNames],
  [/^go\.mod$/, goModNames],
  [/^(?:gemfile|[\w.-]+\.gemspec)$/, rubyNames],
  [/^mix\.exs$/, mixNames],
  [/^pom\.xml$/, pomNames],
  [/^(?:build\.gradle(?:\.kts)?|libs\.versions\.toml)$/, gradleNames],
  [/^(?:[\w.-]+\.(?:cs|fs|vb)proj|directory\.(?:packages|build)\.props)$/, dotnetNames]
];
function declaresDependencies(path) {
  const name = baseName(path).toLowerCase();
  return READERS.some(([pattern]) => pattern.test(name));
}
function dependencyNames(path, text) {
  const name = baseName(path).toLowerCase();
  const reader = READERS.find(([pattern]) => pattern.test(name))?.[1];
  return reader ? [...new Set(reader(text))] : [];
}

// src/offline/offline-glossary.ts
var GLOSSARY = {
  // HTTP and APIs
  \u63A5\u53E3: ["api", "endpoint"],
  \u7AEF\u70B9: ["endpoint"],
  \u8BF7\u6C42: ["request"],
  \u54CD\u5E94: ["response"],
  \u8BF7\u6C42\u5934: ["request header"],
  \u54CD\u5E94\u5934: ["response header"],
  \u8BF7\u6C42\u4F53: ["request body"],
  \u54CD\u5E94\u4F53: ["response body"],
  \u5934\u90E8: ["header"],
  \u72B6\u6001\u7801: ["status code"],
  \u91CD\u5B9A\u5411: ["redirect"],
  \u8DE8\u57DF: ["cors"],
  \u8DEF\u7531: ["route"],
  \u7F51\u5173: ["gateway"],
  \u4EE3\u7406: ["proxy"],
  \u8D1F\u8F7D\u5747\u8861: ["load balancer"],
  \u57DF\u540D: ["domain"],
  \u56DE\u8C03: ["callback"],
  \u94A9\u5B50: ["hook"],
  \u9650\u6D41: ["rate limit"],
  \u901F\u7387\u9650\u5236: ["rate limit"],
  \u8282\u6D41: ["throttle"],
  \u9632\u6296: ["debounce"],
  \u914D\u989D: ["quota"],
  \u5269\u4F59: ["remaining"],
  \u8D85\u65F6: ["timeout"],
  \u91CD\u8BD5: ["retry"],
  \u5206\u9875: ["pagination"],
  \u8F6E\u8BE2: ["polling", "poll"],
  \u63A7\u5236\u5668: ["controller"],
  \u670D\u52A1: ["service"],
  \u670D\u52A1\u7AEF: ["server"],
  \u670D\u52A1\u5668: ["server"],
  \u5BA2\u6237\u7AEF: ["client"],
  \u7AEF\u53E3: ["port"],
  \u534F\u8BAE: ["protocol"],
  \u53C2\u6570: ["argument", "parameter"],
  \u94FE\u63A5: ["link", "url"],
  // Security
  \u4F1A\u8BDD: ["session"],
  \u4EE4\u724C: ["token"],
  \u5BC6\u94A5: ["key"],
  \u7B7E\u540D: ["signature"],
  \u52A0\u5BC6: ["encrypt", "encryption"],
  \u89E3\u5BC6: ["decrypt"],
  \u54C8\u5E0C: ["hash"],
  \u5BC6\u7801: ["password"],
  \u8BC1\u4E66: ["certificate", "tls"],
  \u8BA4\u8BC1: ["auth", "authentication"],
  \u8EAB\u4EFD\u9A8C\u8BC1: ["auth", "authentication"],
  \u9274\u6743: ["auth", "authorization"],
  \u6388\u6743: ["authorization", "auth"],
  \u6743\u9650: ["permission"],
  \u89D2\u8272: ["role"],
  \u767B\u5F55: ["login"],
  \u767B\u51FA: ["logout"],
  \u9000\u51FA\u767B\u5F55: ["logout"],
  \u6CE8\u518C: ["register", "signup"],
  \u5355\u70B9\u767B\u5F55: ["sso"],
  \u9A8C\u8BC1\u7801: ["captcha"],
  \u4E8C\u7EF4\u7801: ["qr code"],
  \u6821\u9A8C: ["validate"],
  \u9A8C\u8BC1: ["validate", "verify"],
  \u6F0F\u6D1E: ["vulnerability"],
  \u6CE8\u5165: ["injection"],
  \u767D\u540D\u5355: ["allowlist", "whitelist"],
  \u9ED1\u540D\u5355: ["blocklist", "blacklist"],
  \u5BA1\u8BA1: ["audit"],
  \u8FC7\u671F: ["expire", "expiry"],
  // Data
  \u6570\u636E: ["data"],
  \u6570\u636E\u5E93: ["database"],
  \u6570\u636E\u8868: ["table"],
  \u8868\u683C: ["table"],
  \u8868\u7ED3\u6784: ["schema"],
  \u5B57\u6BB5: ["field"],
  \u5217\u8868: ["list"],
  \u7D22\u5F15: ["index"],
  \u6A21\u578B: ["model"],
  \u67E5\u8BE2: ["query"],
  \u8FC1\u79FB: ["migration"],
  \u4E8B\u52A1: ["transaction"],
  \u5B58\u50A8: ["storage", "store"],
  \u4ED3\u5E93: ["repository", "repo"],
  \u8BB0\u5F55: ["record"],
  \u5173\u8054: ["association", "relation"],
  \u5907\u4EFD: ["backup"],
  \u5FEB\u7167: ["snapshot"],
  \u8FDE\u63A5: ["connection"],
  \u8FDE\u63A5\u6C60: ["connection pool"],
  \u6570\u91CF: ["quantity", "count"],
  \u7EDF\u8BA1: ["stats", "statistics"],
  \u641C\u7D22: ["search"],
  \u8FC7\u6EE4: ["filter"],
  \u7B5B\u9009: ["filter"],
  \u6392\u5E8F: ["sort"],
  \u5BFC\u51FA: ["export"],
  \u5BFC\u5165: ["import"],
  // Concurrency, jobs and messaging
  \u5E76\u53D1: ["concurrency"],
  \u9501: ["lock"],
  \u7EBF\u7A0B: ["thread"],
  \u7EBF\u7A0B\u6C60: ["thread pool"],
  \u8FDB\u7A0B: ["process"],
  \u5F02\u6B65: ["async"],
  \u540C\u6B65: ["sync"],
  \u961F\u5217: ["queue"],
  \u6D88\u606F: ["message"],
  \u6D88\u606F\u961F\u5217: ["message queue"],
  \u4EFB\u52A1: ["task", "job"],
  \u5B9A\u65F6\u4EFB\u52A1: ["cron", "schedule", "job"],
  \u8C03\u5EA6: ["scheduler", "schedule"],
  \u4E8B\u4EF6: ["event"],
  \u8BA2\u9605: ["subscription", "subscribe"],
  \u53D1\u5E03: ["publish", "release"],
  \u901A\u77E5: ["notification", "notify"],
  \u90AE\u4EF6: ["email", "mail"],
  \u90AE\u7BB1: ["email"],
  \u63A8\u9001: ["push"],
  \u7F13\u5B58: ["cache"],
  \u5185\u5B58: ["memory"],
  \u6027\u80FD: ["performance"],
  \u5E42\u7B49: ["idempotent", "idempotency"],
  \u76D1\u542C: ["listen", "listener"],
  \u521D\u59CB\u5316: ["init", "initialize"],
  \u542F\u52A8: ["startup", "start"],
  \u5173\u95ED: ["shutdown", "close"],
  // Files and encodings
  \u6587\u4EF6: ["file"],
  \u6587\u4EF6\u5939: ["folder", "directory"],
  \u76EE\u5F55: ["directory", "dir"],
  \u8DEF\u5F84: ["path"],
  \u4E0A\u4F20: ["upload"],
  \u4E0B\u8F7D: ["download"],
  \u9644\u4EF6: ["attachment"],
  \u56FE\u7247: ["image"],
  \u538B\u7F29: ["compress", "compression"],
  \u7F16\u7801: ["encoding"],
  \u89E3\u7801: ["decode"],
  \u4E71\u7801: ["encoding"],
  \u5E8F\u5217\u5316: ["serialize"],
  \u53CD\u5E8F\u5217\u5316: ["deserialize"],
  \u89E3\u6790: ["parse", "parser"],
  \u89E3\u6790\u5668: ["parser"],
  \u683C\u5F0F: ["format"],
  \u683C\u5F0F\u5316: ["format", "formatter"],
  \u6B63\u5219: ["regex"],
  \u6B63\u5219\u8868\u8FBE\u5F0F: ["regex"],
  \u5B57\u7B26\u4E32: ["string"],
  // Code and language
  \u6570\u7EC4: ["array"],
  \u5BF9\u8C61: ["object"],
  \u7C7B\u578B: ["type"],
  \u53D8\u91CF: ["variable"],
  \u73AF\u5883\u53D8\u91CF: ["env", "environment variable"],
  \u51FD\u6570: ["function"],
  \u65B9\u6CD5: ["method"],
  \u6A21\u5757: ["module"],
  \u4F9D\u8D56: ["dependency"],
  \u7248\u672C: ["version"],
  \u5347\u7EA7: ["upgrade"],
  \u517C\u5BB9: ["compat", "compatibility"],
  \u517C\u5BB9\u6027: ["compatibility"],
  \u63D2\u4EF6: ["plugin"],
  \u6269\u5C55: ["extension"],
  \u4E2D\u95F4\u4EF6: ["middleware"],
  \u9002\u914D\u5668: ["adapter"],
  // Build, deploy and operations
  \u6784\u5EFA: ["build"],
  \u6253\u5305: ["bundle", "package"],
  \u7F16\u8BD1: ["compile", "compiler"],
  \u90E8\u7F72: ["deploy", "deployment"],
  \u5BB9\u5668: ["container"],
  \u955C\u50CF: ["image", "mirror"],
  \u6301\u7EED\u96C6\u6210: ["ci"],
  \u6D41\u6C34\u7EBF: ["pipeline"],
  \u5DE5\u4F5C\u6D41: ["workflow"],
  \u811A\u672C: ["script"],
  \u73AF\u5883: ["environment", "env"],
  \u751F\u4EA7\u73AF\u5883: ["production"],
  \u5F00\u53D1\u73AF\u5883: ["development"],
  \u56DE\u6EDA: ["rollback"],
  \u529F\u80FD\u5F00\u5173: ["feature flag"],
  \u65E5\u5FD7: ["log"],
  \u8C03\u8BD5: ["debug"],
  \u76D1\u63A7: ["monitoring", "metrics"],
  \u6307\u6807: ["metric", "metrics"],
  \u5065\u5EB7\u68C0\u67E5: ["health check"],
  \u914D\u7F6E: ["config"],
  \u914D\u7F6E\u6587\u4EF6: ["config file"],
  \u8BBE\u7F6E: ["settings"],
  \u9ED8\u8BA4\u503C: ["default"],
  \u9ED8\u8BA4: ["default"],
  \u6700\u5927: ["max"],
  \u6700\u5C0F: ["min"],
  \u53EF\u9009: ["optional"],
  // Command line
  \u547D\u4EE4: ["command"],
  \u547D\u4EE4\u884C: ["cli", "command"],
  \u5B50\u547D\u4EE4: ["subcommand"],
  \u7EC8\u7AEF: ["terminal"],
  \u63A7\u5236\u53F0: ["console"],
  \u8F93\u51FA: ["output"],
  \u8F93\u5165: ["input"],
  \u9000\u51FA\u7801: ["exit code"],
  \u9009\u9879: ["option"],
  \u6807\u5FD7: ["flag"],
  \u5E2E\u52A9: ["help"],
  \u4EA4\u4E92\u5F0F: ["interactive"],
  \u63D0\u793A: ["prompt", "hint"],
  \u8FDB\u5EA6\u6761: ["progress bar"],
  \u989C\u8272: ["color"],
  // Errors
  \u9519\u8BEF: ["error"],
  \u5F02\u5E38: ["exception", "error"],
  \u62A5\u9519: ["error"],
  \u5D29\u6E83: ["crash"],
  \u8B66\u544A: ["warning"],
  \u5806\u6808: ["stack trace"],
  \u5931\u8D25: ["failure", "fail"],
  // Time and locale
  \u65F6\u533A: ["timezone"],
  \u65E5\u671F: ["date"],
  \u65F6\u95F4: ["time"],
  \u65F6\u95F4\u6233: ["timestamp"],
  \u5EF6\u8FDF: ["delay", "latency"],
  \u56FD\u9645\u5316: ["i18n", "locale"],
  \u672C\u5730\u5316: ["localization", "locale"],
  \u8BED\u8A00: ["language", "locale"],
  \u7FFB\u8BD1: ["translation"],
  // User interface
  \u754C\u9762: ["ui"],
  \u7528\u6237\u754C\u9762: ["ui"],
  \u9875\u9762: ["page"],
  \u9996\u9875: ["home", "homepage"],
  \u4EEA\u8868\u76D8: ["dashboard"],
  \u4EEA\u8868\u677F: ["dashboard"],
  \u9762\u677F: ["panel"],
  \u4FA7\u8FB9\u680F: ["sidebar"],
  \u5BFC\u822A: ["navigation", "nav"],
  \u83DC\u5355: ["menu"],
  \u9876\u90E8: ["header"],
  \u9875\u7709: ["header"],
  \u9875\u811A: ["footer"],
  \u5E95\u90E8: ["footer"],
  \u6807\u9898: ["title"],
  \u6807\u7B7E: ["label", "tag"],
  \u9009\u9879\u5361: ["tab"],
  \u6309\u94AE: ["button"],
  \u8868\u5355: ["form"],
  \u8F93\u5165\u6846: ["input"],
  \u4E0B\u62C9\u6846: ["dropdown", "select"],
  \u590D\u9009\u6846: ["checkbox"],
  \u5F39\u7A97: ["modal", "popup"],
  \u5BF9\u8BDD\u6846: ["dialog"],
  \u56FE\u6807: ["icon"],
  \u56FE\u8868: ["chart"],
  \u6837\u5F0F: ["style", "css"],
  \u4E3B\u9898: ["theme"],
  \u6DF1\u8272\u6A21\u5F0F: ["dark mode", "theme"],
  \u5E03\u5C40: ["layout"],
  \u52A0\u8F7D: ["loading", "load"],
  \u6E32\u67D3: ["render"],
  \u7EC4\u4EF6: ["component"],
  \u6A21\u677F: ["template"],
  \u89C6\u56FE: ["view"],
  \u72B6\u6001: ["state", "status"],
  \u5C5E\u6027: ["property", "attribute"],
  \u9884\u89C8: ["preview"],
  \u7F16\u8F91\u5668: ["editor"],
  \u6D4F\u89C8\u5668: ["browser"],
  // Users and accounts
  \u7528\u6237: ["user"],
  \u7528\u6237\u540D: ["username"],
  \u8D26\u53F7: ["account"],
  \u8D26\u6237: ["account"],
  \u4E2A\u4EBA\u8D44\u6599: ["profile"],
  \u5934\u50CF: ["avatar"],
  \u7BA1\u7406\u5458: ["admin"],
  \u79DF\u6237: ["tenant"],
  \u7EC4\u7EC7: ["organization", "org"],
  \u9080\u8BF7: ["invite", "invitation"],
  \u8BC4\u8BBA: ["comment"],
  // Shops and billing
  \u8BA2\u5355: ["order"],
  \u5546\u54C1: ["product"],
  \u4EA7\u54C1: ["product"],
  \u8D2D\u7269\u8F66: ["cart"],
  \u652F\u4ED8: ["payment"],
  \u9000\u6B3E: ["refund"],
  \u8D26\u5355: ["billing", "invoice"],
  \u5E93\u5B58: ["inventory", "stock"],
  \u4EF7\u683C: ["price"],
  \u5BA2\u6237: ["customer"],
  \u7ED3\u7B97: ["checkout"],
  // Version control
  \u5206\u652F: ["branch"],
  \u63D0\u4EA4: ["commit", "submit"],
  \u5408\u5E76: ["merge"],
  \u51B2\u7A81: ["conflict"],
  // Tests and docs
  \u6D4B\u8BD5: ["test"],
  \u5355\u5143\u6D4B\u8BD5: ["unit test"],
  \u96C6\u6210\u6D4B\u8BD5: ["integration test"],
  \u8986\u76D6\u7387: ["coverage"],
  \u6A21\u62DF: ["mock"],
  \u65AD\u8A00: ["assert", "assertion"],
  \u6587\u6863: ["docs"],
  \u6CE8\u91CA: ["comment"],
  \u793A\u4F8B: ["example"],
  \u53D8\u66F4\u65E5\u5FD7: ["changelog"]
};
var SKIPPED = ["\u6DFB\u52A0", "\u589E\u52A0", "\u8FFD\u52A0", "\u9644\u52A0", "\u5E76\u53D1\u9001", "\u5E76\u53D1\u5E03"];
var BY_FIRST = (() => {
  const index = /* @__PURE__ */ new Map();
  const entries = [
    ...Object.entries(GLOSSARY).map(([key, words2]) => ({ key, words: words2 })),
    ...SKIPPED.map((key) => ({ key, words: [] }))
  ];
  for (const entry of entries) {
    const first = entry.key.charAt(0);
    const list4 = index.get(first) ?? [];
    list4.push(entry);
    index.set(first, list4);
  }
  for (const list4 of index.values()) list4.sort((a, b) => b.key.length - a.key.length);
  return index;
})();
function longestAt(text, at) {
  const candidates2 = BY_FIRST.get(text.charAt(at));
  if (candidates2 === void 0) return void 0;
  for (const entry of candidates2) if (text.startsWith(entry.key, at)) return entry;
  return void 0;
}
function glossaryTerms(text) {
  if (last?.text === text) return last.terms;
  const out = [];
  let at = 0;
  while (at < text.length) {
    const entry = text.charCodeAt(at) < 128 ? void 0 : longestAt(text, at);
    if (entry === void 0) {
      at++;
      continue;
    }
    if (entry.words.length > 0) out.push({ term: entry.key, words: entry.words });
    at += entry.key.length;
  }
  last = { text, terms: out };
  return out;
}
var last;
function glossed(text) {
  const lines = [...new Set(glossaryTerms(text).flatMap((t) => t.words))];
  if (lines.length === 0) return text;
  const suffix = `
${lines.join("\n")}`;
  return text.endsWith(suffix) ? text : text + suffix;
}

// src/offline/offline-asks.ts
var GENERIC_VERBS = "add adds added adding support supports supported supporting handle handles handled handling fix fixes fixed fixing update updates updated updating make makes made making allow allows allowed allowing use uses used using change changes changed changing implement implements implemented implementing improve improves improved improving ensure ensures ensured ensuring".split(" ");
var VERBS = /* @__PURE__ */ new Set([
  // Verbs only: "Currently the cookie is not refreshed" starts no request.
  ...GENERIC_VERBS,
  ..."show shows display displays document documents remove removes rename renames delete deletes return returns write writes log logs expose exposes move moves validate validates reject rejects test tests".split(
    " "
  )
]);
var REQUEST_STARTS = /* @__PURE__ */ new Set([
  ...VERBS,
  ..."avoid avoids prevent prevents stop stops never don't do not skip skips ignore ignores respect respects preserve preserves keep keeps set sets consider highlight render ".concat(
    // Imperatives an issue's title starts with, seldom a noun there ("Specify parser options via the API").
    "specify provide configure enable disable expose introduce create emit parse detect warn deprecate extend override customize honor honour clarify simplify reduce increase convert generate permit expand unify normalize normalise retry reuse register inject infer propagate forward strip sanitize verify omit hide pass require apply limit cap restrict"
  ).split(" ")
]);
var PROBLEM = /\b(?:ignores|ignored|fails|failed|crashes|crashed|panics|panicked|hangs|leaks|breaks|broken|throws|raises|loses|lost|corrupts|corrupted|deadlocks|overflows|truncates|mishandles|incorrectly|erroneously|unexpectedly|doesn't|isn't|aren't|can't|cannot|won't|didn't|wasn't)\b|\bdouble-[a-z]+s\b|\b(?:does|do|is|are|did|was|were) not\b|\bno longer\b/i;
var EXPECTED = /\b(?:should|must|shall|needs? to|has to|have to|ought to|want|wants|expected to|would expect|'d expect)\b|^expected(?:\s+(?:behaviou?r|result|output))?\s*:/i;
var PROBLEM_ZH = /报错|失败|无法|崩溃|不生效|未生效|异常|丢失|不能|不正确/;
var REQUEST_ZH = /^(?:修复|修正|解决|添加|新增|增加|支持|实现|删除|移除|更新|优化|改进|重构|迁移|替换|调整|应该|需要)/;
function asksBeyondFix(requirement) {
  const title = withoutCommitLabel(titleOf(requirement)).replace(/^\[[^\]]{1,40}\]\s*/, "");
  const first = /^[A-Za-z']+/.exec(title)?.[0] ?? "";
  return (REQUEST_STARTS.has(first.toLowerCase()) || isChangeVerb(first)) && scopeKind(requirement) !== "small" && !statesProblem(title);
}
function statesProblem(clause, reported = false, specified = false) {
  if (specified) return false;
  const text = clause.trim();
  if (/^[\u4e00-\u9fff]/.test(text)) return !REQUEST_ZH.test(text) && !/应该|需要/.test(text) && (reported || PROBLEM_ZH.test(text));
  const first = /^[A-Za-z']+/.exec(text)?.[0] ?? "";
  if (REQUEST_STARTS.has(first.toLowerCase()) || isChangeVerb(first)) return false;
  return !EXPECTED.test(text) && (reported || PROBLEM.test(text));
}
function statesExpectation(clause) {
  const text = clause.trim();
  const first = /^[A-Za-z']+/.exec(text.replace(/^[^A-Za-z]+/, ""))?.[0] ?? "";
  if (first === "" || REQUEST_STARTS.has(first.toLowerCase()) || isChangeVerb(first)) return false;
  return EXPECTED.test(text);
}
var CJK_START = /^[\u3040-\u9fff\uac00-\ud7af]/;
var PROPOSAL = /(?:\bwould|\bcould|'d)\s+(?:also\s+|really\s+)?(?:be|serve|help|make|allow|enable|solve|fix|avoid|prevent|let|love|like|prefer)\b|^any\s+chance\b/i;
var OPINION = /^(?:i|we)(?:\s+don't|\s+do\s+not|\s+would|'d)?\s+(?:think|believe|assume|guess|suppose|feel)\b/i;
function asks(clause) {
  if (clause.trim().startsWith("(")) return false;
  const text = clause.trim().replace(/^["'“‘]+/, "").replace(/[’‘]/g, "'");
  if (text.endsWith("?")) return false;
  if (CJK_START.test(text)) return REQUEST_ZH.test(text) || statesProblem(text) || /应该|需要/.test(text);
  if (OPINION.test(text)) return PROPOSAL.test(text);
  const first = /^[A-Za-z']+/.exec(text)?.[0] ?? "";
  if (namesTheDoer(text)) return statesProblem(text) || statesExpectation(text);
  return REQUEST_STARTS.has(first.toLowerCase()) || isChangeVerb(first) || statesProblem(text) || statesExpectation(text) || PROPOSAL.test(text) || tellsChangeMade(text);
}
var STORY_PAST = new Set(
  "needed seemed used happened looked wanted tried expected noticed reported discussed mentioned asked suggested believed decided realized realised assumed intended preferred liked hoped observed confirmed tested checked verified noted wondered guessed learned caused failed started".split(
    " "
  )
);
function tellsChangeMade(text) {
  const match = /^([A-Z][a-z]{2,}ed)\s+(?:(?:the|a|an|all|each|every|its|their|this|these|those)\s|`|[A-Z][a-z]+[A-Z_.])/.exec(text);
  return match !== null && !STORY_PAST.has(match[1].toLowerCase());
}
function namesTheDoer(text) {
  const match = /^[A-Za-z]+\s+(?:already|now|still|also|only|always|never|just|then|currently|actually|first)\s+([a-z]+)\b/.exec(text);
  const verb = match?.[1];
  if (verb === void 0 || !/[^s]s$/.test(verb)) return false;
  const root = verb.endsWith("es") && !VERBS.has(verb.slice(0, -1)) ? verb.slice(0, -2) : verb.slice(0, -1);
  return VERBS.has(root) || REQUEST_STARTS.has(root) || /^(?:increment|call|read|hold|run|use|send|get|take|make|ha)$/.test(root);
}
function bare(rest) {
  let end = rest.length;
  while (end > 0 && (rest[end - 1] === "?" || /\s/.test(rest[end - 1]))) end--;
  return rest.slice(0, end).trim();
}
function isImperative(clause) {
  return startsWithVerb(clause.trim());
}
function verbOfGerund(word) {
  if (!/^[a-z]+ing$/i.test(word)) return void 0;
  const root = word.slice(0, -3);
  return [root, `${root}e`, root.slice(0, -1)].find((verb) => verb.length >= 2 && startsWithVerb(verb));
}
function startsWithVerb(text) {
  const first = /^[A-Za-z']+/.exec(text)?.[0] ?? "";
  return REQUEST_STARTS.has(first.toLowerCase()) || isChangeVerb(first);
}
function wished(rest) {
  if (startsWithVerb(rest)) return rest;
  const seen = /^(?:see|have|get)\s+(\S.*)$/i.exec(rest);
  if (seen && FEATURE_NOUN.test(seen[1])) return `add ${seen[1]}`;
  const able = /^have\s/i.test(rest) ? rest.indexOf(" be able to ") : -1;
  const subject = able > 0 ? rest.slice(5, able) : "";
  if (/^(?!(?:to|it|this|that|them|me|us)\b)[\w.-]+(?: [\w.-]+){0,3}$/i.test(subject) && !/\bto\b/i.test(subject))
    return `make ${subject} able to ${rest.slice(able + " be able to ".length)}`;
  if (NO_WISH.test(rest)) return void 0;
  return `make it possible to ${rest}`;
}
var NO_WISH = /^(?:know|ask|report|thank|mention|help|say|understand|learn|talk|discuss|share|point|note|confirm|clarify|contribute|work|start|submit|open|file|raise|propose|suggest|check|investigate|try|test|hear|keep|stay)\b/i;
function asRequest(clause, depth = 0) {
  return asImperative(asWritten(clause, depth));
}
function headsRequest(text) {
  const [first = "", next = "", ...rest] = text.split(/\s+/, 4);
  if (!startsWithVerb(first) || next === "" || next.startsWith("#") || AFTER_NOUN.test(next)) return false;
  return ![next, ...rest].some((word) => SENTENCE_VERB.test(word));
}
var AFTER_NOUN = /^(?:of|from|in|on|with|to|that|no|not|never)$/i;
var SENTENCE_VERB = /^(?:are|were|is|was|isn't|aren't|wasn't|weren't|do|does|did|don't|doesn't|didn't|fail|fails|failed|has|have|had|should|must|can|cannot|can't|will|won't|would|may|might)$/i;
function knownVerb(word) {
  return isChangeVerb(word) || VERBS.has(word);
}
function asImperative(text) {
  const first = /^[A-Za-z]+/.exec(text)?.[0] ?? "";
  const lower = first.toLowerCase();
  const past = lower.endsWith("ed") && lower.length > 4;
  if (!lower.endsWith("s") && !past || !knownVerb(lower) || !headsRequest(text)) return text;
  const stems = past ? [lower.slice(0, -1), lower.slice(0, -2), lower.slice(0, -3)] : [lower.slice(0, -1), lower.slice(0, -2)];
  const base = stems.find((verb, i) => verb.length >= 2 && knownVerb(verb) && (i < 2 || lower.at(-3) === lower.at(-4)));
  if (base === void 0) return text;
  return `${first[0] === lower[0] ? base : base.charAt(0).toUpperCase() + base.slice(1)}${text.slice(first.length)}`;
}
function asWritten(clause, depth) {
  const original = clause.trim();
  const joined = original.replace(/[’‘]/g, "'").replace(JOIN, "").replace(JOIN, "");
  let text = joined;
  for (let n = 0; n < 3 && LEAD2.test(text); n++) text = text.replace(JOIN, "").replace(LEAD2, "");
  const request = rewritten(text, depth) ?? madeTo(text) ?? afterReason(text, depth);
  if (request !== void 0) return request;
  return text !== joined && startsWithVerb(text) ? text : joined === original.replace(/[’‘]/g, "'") ? original : joined;
}
function afterReason(text, depth) {
  if (depth > 0 || !/^(?:now\s+that|since|given\s+that)\s/i.test(text)) return void 0;
  const lower = text.toLowerCase();
  const starts = [" i would ", " i'd ", " we would ", " we'd "].map((w) => lower.lastIndexOf(w)).filter((i) => i > 0);
  for (const at of starts.sort((a, b) => b - a)) {
    const wish = text.slice(at + 1);
    const request = asRequest(wish, depth + 1);
    if (request !== wish) return request;
  }
  return void 0;
}
var JOIN = /^(?:but|however|also)\b,?\s+/i;
var LEAD2 = /^(?:but|also|however|maybe|perhaps|ideally|optionally|please|kindly)\b,?\s+/i;
function madeTo(text) {
  const wish = /^(?:i|we)(?:'d|\s+would)?\s+(?:(?:still|also|just|actually)\s+(?=(?:really\s+)?(?:like|love|want|expect)\b))?(?:really\s+)?(?:like|want|expect)\s+/i.exec(
    text
  );
  if (!wish) return void 0;
  const rest = text.slice(wish[0].length);
  const to = rest.indexOf(" to ");
  if (to <= 0 || /^(?:to|be|a|an|it|this|that|them|these|those|you|him|her|me|us)\b/i.test(rest)) return void 0;
  const subject = rest.slice(0, to);
  const predicate = bare(rest.slice(to + 4));
  if (/^be\b/i.test(predicate) || predicate === "" || subject.split(" ").length > 6 || !/^[A-Za-z]/.test(predicate)) return void 0;
  return `make ${subject} ${predicate}`;
}
var FEATURE_NOUN = /^(?:an?|some)\s+(?:\S+\s+){0,3}?(?:option|flag|setting|parameter|argument|switch|method|function|command|subcommand|hook|event|endpoint|api|config|configuration|feature|mode|property|field|variable|helper|callback|type|way|env\s+var|environment\s+variable|[A-Za-z0-9]+_\w+|`[^`]+`)s?\b/i;
function rewritten(text, depth) {
  let match = /^(?:could|can|would|will)\s+(?:you|someone)\s+(?:please\s+)?(\S.*)$/i.exec(text);
  if (match && startsWithVerb(match[1]) && !/^accept\b/i.test(match[1])) return bare(match[1]);
  match = /^(?:i|we)(?:'d|\s+would)?\s+(?:(?:still|also|just|actually)\s+(?=(?:really\s+)?(?:like|love|want|expect)\b))?(?:really\s+)?(?:like|love|want|need)\s+to\s+be\s+able\s+to\s+(\S.*)$/i.exec(
    text
  );
  if (match) return `make it possible to ${bare(match[1])}`;
  match = /^(?:i|we)(?:'d|\s+would)?\s+(?:(?:still|also|just|actually)\s+(?=(?:really\s+)?(?:like|love|want|expect)\b))?(?:really\s+)?(?:like|love|want|need)\s+to\s+(\S.*)$/i.exec(
    text
  );
  if (match) return wished(bare(match[1]));
  match = /^(?:i|we)(?:'d|\s+would)?\s+(?:(?:still|also|just|actually)\s+(?=(?:really\s+)?(?:like|love|want|expect)\b))?(?:really\s+)?(?:like|love|want|need)\s+(\S.*)$/i.exec(
    text
  );
  if (match && FEATURE_NOUN.test(match[1])) return `add ${bare(match[1])}`;
  match = /^(?:i|we)\s+(?:would\s+)?(?:suggest|propose)\s+(?:to\s+)?(\S.*)$/i.exec(text);
  if (match) {
    const rest = bare(match[1]);
    const [first = "", ...others] = rest.split(" ");
    const verb = verbOfGerund(first);
    if (verb) return [verb.toLowerCase(), ...others].join(" ");
    if (startsWithVerb(rest)) return rest;
    return FEATURE_NOUN.test(rest) || /^`/.test(rest) ? `add ${rest}` : void 0;
  }
  match = /^(?:there\s+is|there's|there\s+are)\s+(?:currently\s+)?no\s+(?:way|option|setting|flag|means|method|api)\s+to\s+(\S.*)$/i.exec(
    text
  );
  if (match) return `make it possible to ${bare(match[1])}`;
  match = /^(?:it\s+is|it's)\s+(?:currently\s+)?(?:not\s+possible|impossible)\s+to\s+(\S.*)$/i.exec(text);
  if (match) return `make it possible to ${bare(match[1])}`;
  match = /^(?:would\s+it\s+be\s+possible|is\s+it\s+possible|is\s+there\s+(?:a|any)\s+way|any\s+chance)\s+to\s+(\S.*)$/i.exec(text);
  if (match) return `make it possible to ${bare(match[1])}`;
  match = /^it(?:'d|\s+would)\s+be\s+(?:really\s+|very\s+|much\s+)?(?:nice|great|good|useful|helpful|handy|cool|awesome|convenient|better|best|preferable|ideal|easier|more\s+intuitive)\s+to\s+(\S.*)$/i.exec(
    text
  );
  if (match) return wished(bare(match[1]));
  match = /^it(?:'d|\s+would)\s+be\s+possible\s+to\s+(\S.*)$/i.exec(text);
  if (match) return wished(bare(match[1])) ?? `make it possible to ${bare(match[1])}`;
  match = /^(?:i|we)(?:'m|\s+am|\s+was|'re|\s+are|\s+were)\s+wondering\s+(?:if|whether)\s+(\S.*)$/i.exec(text);
  if (match && depth < 2) {
    const inner = match[1];
    const possible = /^(?:it\s+is|it's|it\s+would\s+be|it\s+will\s+be)\s+possible\s+to\s+(\S.*)$/i.exec(inner);
    if (possible) return wished(bare(possible[1])) ?? `make it possible to ${bare(possible[1])}`;
    const could = /^(?:we|you|someone)\s+(?:could|can)\s+(\S.*)$/i.exec(inner);
    if (could && startsWithVerb(could[1])) return bare(could[1]);
    return rewritten(inner, depth + 1);
  }
  match = /^(?:you|someone)\s+could\s+(\S.*)$/i.exec(text);
  if (match && startsWithVerb(match[1])) return bare(match[1]);
  return void 0;
}

// src/offline/offline-words.ts
var GENERIC = [
  ...GENERIC_VERBS,
  ..."new because properly correctly currently really actually possible try tries tried trying".split(" ")
];
var GENERIC_ZH = [
  "\u4FEE\u590D",
  "\u6DFB\u52A0",
  "\u589E\u52A0",
  "\u65B0\u589E",
  "\u652F\u6301",
  "\u5904\u7406",
  "\u5B9E\u73B0",
  "\u66F4\u65B0",
  "\u6539\u8FDB",
  "\u4F18\u5316",
  "\u4FEE\u6539",
  "\u8C03\u6574",
  "\u5B8C\u5584",
  "\u89E3\u51B3",
  "\u95EE\u9898",
  "\u529F\u80FD",
  "\u4F7F\u7528",
  "\u5141\u8BB8",
  "\u9700\u8981"
];
var GENERIC_TERMS = /* @__PURE__ */ new Set([...GENERIC.flatMap((w) => [w, stem(w)]), ...GENERIC_ZH]);
var GENERIC_WORDS = new Set(GENERIC);
function withoutGenericWords(text) {
  const out = text.replace(/(?<![\w-])[A-Za-z]+(?![\w-])/g, (word) => GENERIC_WORDS.has(word.toLowerCase()) ? "" : word);
  return out.trim() === "" ? text : out;
}
function withoutLinks(text) {
  return text.replace(/\bhttps?:\/\/\S+/g, " ");
}
function isGeneric(term) {
  return GENERIC_TERMS.has(term);
}
function meaningfulTerms(requirement) {
  return queryTerms(requirement).filter((t) => !isGeneric(t));
}
var FILE_EXTENSIONS = new Set(
  "js jsx ts tsx mjs cjs py go rs rb java kt cs php md mdx json yml yaml toml sql css scss html txt lock cfg ini sh".split(" ")
);
function namedIdentifiers(given) {
  const requirement = withoutLinks(given).replace(/(?<![\w.+-])[\w.+-]+@[\w-]+(?:\.[\w-]+)+/g, " ");
  const found = [];
  for (const match of requirement.matchAll(/`([^`\n]{1,120})`/g))
    for (const name of dottedParts(match[1])) found.push({ at: match.index ?? 0, name });
  for (const match of requirement.matchAll(/[A-Za-z_$][\w$]*(?:(?:\.|::|#)[A-Za-z_$][\w$]*)*/g)) {
    const word = match[0];
    const names4 = /\.|::|#/.test(word) ? dottedParts(word) : looksLikeCode(word) ? [word] : [];
    for (const name of names4) found.push({ at: match.index ?? 0, name });
  }
  found.sort((a, b) => a.at - b.at);
  const names3 = /* @__PURE__ */ new Set();
  for (const { name } of found) if (name.length >= 2 && /^[A-Za-z_$][\w$]*$/.test(name)) names3.add(name);
  return [...names3];
}
var QUALIFIED = /(?<![\w$])[A-Za-z_$][\w$]*(?:(?:\.|::|#)[A-Za-z_$][\w$]*)+/g;
function qualifiedNames(given) {
  const requirement = withoutLinks(given).replace(/(?<![\w.+-])[\w.+-]+@[\w-]+(?:\.[\w-]+)+/g, " ");
  const found = [];
  for (const match of requirement.matchAll(QUALIFIED)) {
    const [member, owner] = dottedParts(match[0]);
    if (owner === void 0 || member === void 0 || member.length < 2 || !/^[A-Za-z_$][\w$]*$/.test(owner)) continue;
    if (!found.some((f) => f.owner === owner && f.member === member)) found.push({ owner, member });
  }
  return found;
}
function wholeName(name) {
  const pattern = new RegExp(`(?<![\\w$])${name.replace(/[$]/g, "\\$")}(?![\\w$])`);
  return (text) => text.includes(name) && pattern.test(text);
}
function dottedParts(text) {
  const paren = text.indexOf("(");
  const parts = (paren < 0 ? text : text.slice(0, paren)).trim().split(/\.|::|#/).filter((p) => p !== "");
  if (parts.length > 1 && FILE_EXTENSIONS.has(parts.at(-1).toLowerCase())) return [];
  return parts.reverse();
}
function looksLikeCode(word) {
  if (word.length < 3 || /^[A-Z]+s?$/.test(word)) return false;
  return /[a-z][A-Z]/.test(word) || /[A-Z]{2}[a-z]/.test(word) || /[A-Za-z0-9]_[A-Za-z0-9]/.test(word);
}
function spelled(terms, requirement) {
  const written = /* @__PURE__ */ new Map();
  const wanted = new Set(terms);
  for (const match of requirement.matchAll(/[A-Za-z0-9]+(?:[_-][A-Za-z0-9]+)*/g)) {
    const word = match[0];
    const tokens2 = tokenize(word);
    const parts = word.split(/[-_]/).flatMap(caseParts);
    const own = (t) => !partToken(t, parts);
    const whole = parts.length < 2 || tokens2.some((t) => own(t) && wanted.has(t)) || tokens2.every((t) => own(t) || wanted.has(t));
    if (whole) {
      const shown = shownWord(word);
      for (const token of tokens2) if (!written.has(token)) written.set(token, shown);
      continue;
    }
    for (const part of parts) for (const token of tokenize(part)) if (!written.has(token)) written.set(token, shownWord(part));
  }
  const glossaries = new Map(glossaryTerms(requirement).map(({ term, words: words2 }) => [term, words2]));
  for (const [term, words2] of glossaries) for (const token of tokenize(words2.join(" "))) if (!written.has(token)) written.set(token, term);
  for (const [pair, stretch] of pairStretches(requirement, terms)) if (!written.has(pair)) written.set(pair, stretch);
  const out = [];
  for (const term of terms) {
    const word = written.get(term);
    if (word !== void 0 && !out.includes(word)) out.push(word);
  }
  return out.filter((word) => !isCjkPair(word.slice(0, 2)) || !out.some((other) => other.length > word.length && other.includes(word)));
}
function caseParts(word) {
  const kind = (i) => {
    const c = word[i] ?? "";
    return c >= "a" && c <= "z" ? "lower" : c >= "A" && c <= "Z" ? "upper" : c === "" ? "end" : "digit";
  };
  const parts = [];
  let start = 0;
  for (let i = 1; i <= word.length; i++) {
    const [before, at, after2] = [kind(i - 1), kind(i), kind(i + 1)];
    const boundary = at === "end" || before === "digit" !== (at === "digit") || before === "lower" && at === "upper" || before === "upper" && at === "upper" && after2 === "lower";
    if (!boundary) continue;
    parts.push(word.slice(start, i));
    start = i;
  }
  return parts;
}
function shownWord(word) {
  return /[A-Z].*[A-Z]|_/.test(word) || /[a-z][A-Z]/.test(word) ? word : word.toLowerCase();
}
function partToken(token, parts) {
  return parts.some((part) => tokenize(part).includes(token));
}
var PULL_REFERENCE = /\(#\d{1,9}\)$/;
function withoutPullReferences(clause) {
  let text = clause.trimEnd();
  for (let match = PULL_REFERENCE.exec(text); match; match = PULL_REFERENCE.exec(text)) text = text.slice(0, match.index).trimEnd();
  return text;
}
var LEADING_LABEL = /^(?:\[[^\]\n]{1,40}\]\s*|[\w./-]{2,40}(?:\([^)\n]{0,40}\))?!?:\s+)/;
var LEADING_EMOJI = new RegExp("^(?:\\p{Extended_Pictographic}|\\p{Emoji_Component}(?<![#*0-9])|:[a-z0-9_+-]{1,30}:)+\\s*", "u");
function withoutLabels(clause) {
  let text = withoutEmoji(clause);
  for (let i = 0; i < 2; i++) {
    const match = LEADING_LABEL.exec(text);
    if (!match || !/[A-Za-z\u4e00-\u9fff]/.test(text.slice(match[0].length))) break;
    text = withoutEmoji(text.slice(match[0].length));
  }
  return text;
}
function withoutEmoji(clause) {
  const emoji = LEADING_EMOJI.exec(clause);
  return emoji && /[\p{L}\p{N}]/u.test(clause.slice(emoji[0].length)) ? clause.slice(emoji[0].length) : clause;
}
var NOT_ABBREVIATION = String.raw`(?<!\b(?:[eE]\.g|[iI]\.e|[eE]tc|[vV]s|[cC]f|Inc|Ltd|Corp)\.)`;
var CLAUSE_END2 = new RegExp(String.raw`\n+|(?:\.${NOT_ABBREVIATION}|[;。！？；]|(?<!\w)[?!])(?:\s+|$)|(?<=\w)[?!](?:\s+(?![a-z])|$)`);
function clauses(requirement) {
  const out = [];
  for (const sentence of readable(requirement).split(CLAUSE_END2)) {
    for (const piece of commaParts(sentence.trim().replace(LIST_MARK, "")).flatMap(splitAtVerbs)) {
      const clause = pairedTicks(asRequest(withoutLabels(withoutPullReferences(piece.trim().replace(/^(?:and|or|then)\s+/i, "")))));
      if (!/[A-Za-z\u4e00-\u9fff]/.test(clause) || out.length > 0 && (closesIssues(clause) || isHousekeeping(clause))) continue;
      const before = out[out.length - 1];
      out.push(before === void 0 ? clause : withAntecedent(clause, before));
      if (out.length >= MOST_CLAUSES) return out;
    }
  }
  return out;
}
var MOST_CLAUSES = 8;
var HOUSEKEEPING = /^(?:(?:fixup|squash)!?\s.*|wip\b.*|merge (?:branch|remote-tracking branch|pull request)\b.*|apply suggestions? from code review|address(?:ed)? (?:the )?(?:code )?(?:review|pr) (?:comments?|feedback)(?: (?:on|from|for|about) .{1,120})?|(?:init|initial|fix|fixe[sd]|update[sd]?)(?: [\w.-]{1,40})? tests?|add(?:s|ed)? (?:a |the |some )?(?:related|corresponding)(?: unit)? tests?(?: cases?)?|(?:fix(?:e[sd])? )?(?:a |the )?typos?|(?:auto[ -]?)?fix(?:es)? from pre-commit(?:\.com)? hooks?|\[pre-commit\.ci\].*|spotless|format(?:ting)?|lint(?:ing)?|fmt|prettier|clippy|nits?|clean ?up|review(?: comments?)?|[0-9a-f]{7,40})[.!]?$/i;
function laterWork(text) {
  return /\b(?:subsequent|later|future|follow-?up|upcoming|next)\s+(?:commits?|prs?|pull requests?|changes?|patch(?:es)?|releases?)\b/i.test(
    text
  );
}
var BACKGROUND = /^(?:previously|formerly|originally|historically|until now|so far|before (?:we|it|this|that|now|the change|this change)\b|in the past|this also|that also|this matches|for (?:example|instance)|e\.g\.|because|since (?:the|a|an|it|this|that|we)\b)/i;
function isBackground(text) {
  const line = text.trim();
  return BACKGROUND.test(line) || line.length <= 60 && line.endsWith(":");
}
function loneWord(text) {
  const word = text.trim();
  return !/\s/.test(word) && !/[a-z][A-Z]|_/.test(word);
}
function isHousekeeping(text) {
  return text.length <= 300 && HOUSEKEEPING.test(text.trim());
}
function capitalized(text) {
  return /^[a-z]+(?=\s)/.test(text) ? text.charAt(0).toUpperCase() + text.slice(1) : text;
}
var ISSUE_REFERENCE = String.raw`(?:#{1,2}\d{1,9}|[\w.-]{1,100}\/[\w.-]{1,100}#\d{1,9}|https?:\/\/[^\s,]{1,300})`;
var CLOSING_LINE = new RegExp(
  String.raw`^(?:(?:close[sd]?|fix(?:e[sd])?|resolve[sd]?|refs?|see|related to|part of|follow[- ]?up (?:to|of|on|for)|(?:a )?follow[- ]?up:|continues|supersedes|based on):?\s+)?${ISSUE_REFERENCE}(?:[\s,]+(?:and\s+)?(?:(?:close[sd]?|fix(?:e[sd])?|resolve[sd]?)\s+)?${ISSUE_REFERENCE}){0,20}(?:\s+\([^()\n]{0,300}\))?[.:]?$`,
  "i"
);
function closesIssues(text) {
  return text.length <= 2e3 && CLOSING_LINE.test(text.trim());
}
var CONTINUATIONS = new Set(
  // Not "instead", "in", "on", "by", "from": "…, instead add a new endpoint" starts another request.
  // "…as a closure, not an internal fault": the contrast is part of the request.
  "even with without when which that where while including especially like such as because since unless except rather not".split(" ")
);
function commaParts(sentence) {
  const parts = [];
  for (const part of sentence.split(/,\s+/)) {
    const rest = part.replace(/^(?:and|or|then)\s+/, "");
    const first = /^[a-z']+/.exec(rest)?.[0];
    const last2 = parts.length - 1;
    if (last2 >= 0 && (first !== void 0 && CONTINUATIONS.has(first) || listsOn(rest))) parts[last2] += `, ${part}`;
    else parts.push(part);
  }
  return parts;
}
function listsOn(part) {
  const words2 = part.split(/\s+/);
  const named4 = words2.length <= 2 && /^[A-Z][a-z]+$/.test(words2[0] ?? "");
  return words2.length <= 4 && (named4 || /^[a-z0-9`'".:@$-]/.test(part)) && !startsWithVerb(part) && !words2.some((w) => SENTENCE_VERBS.test(w));
}
var SENTENCE_VERBS = /^(?:is|are|was|were|be|been|has|have|had|does|do|did|can|could|should|must|will|would|fails?|breaks?|crash(?:es)?)$/i;
function readable(text) {
  const inline2 = withoutFencedCode(text).replace(/\[([^[\]\n]{1,200})\]\((?:[^()\s]|\([^()\s]*\))+\)/g, "$1");
  return unwrapped(withReferences(inline2));
}
function withReferences(text) {
  const targets = /* @__PURE__ */ new Map();
  for (const match of text.matchAll(/^ {0,3}\[([^[\]\n]{1,40})\]:[ \t]+(\S{1,500})/gm))
    targets.set(match[1].toLowerCase(), match[2]);
  if (targets.size === 0) return text;
  return text.replace(
    /\[([^[\]\n]{1,200})\]\[([^[\]\n]{1,40})\]/g,
    (all, shown, label) => targets.has(label.toLowerCase()) ? shown : all
  ).replace(/(?<![\w\]])\[([^[\]\n]{1,40})\](?![(:[])/g, (all, label) => targets.get(label.toLowerCase()) ?? all);
}
var WRAPPED_LINE = 40;
var STARTS_WITH_CODE = /^\s*[A-Z]\w*(?:<|[a-z][A-Z])/;
function unwrapped(text) {
  const lines = text.split("\n");
  const out = [];
  for (const [i, line] of lines.entries()) {
    const before = out[out.length - 1];
    const goesOn = i > 1 && before !== void 0 && before.trim().length >= WRAPPED_LINE && !/[.!?:;。！？：；]\s*$/.test(before) && !/^\s{0,3}(?:#|\||>)/.test(before) && (/^\s*(?:[a-z`(]|:[A-Za-z_]|--?[a-z]|\{[^\s}])/.test(line) || (ENDS_UNFINISHED.test(before) || STARTS_WITH_CODE.test(line) || leftOpen(before)) && !STARTS_BLOCK.test(line));
    const titleGoesOn = i === 1 && before !== void 0 && ENDS_UNFINISHED.test(before) && !STARTS_BLOCK.test(line);
    if (goesOn || titleGoesOn) out[out.length - 1] = `${before.trimEnd()} ${line.trim()}`;
    else out.push(line);
  }
  return out.join("\n");
}
function leftOpen(line) {
  const last2 = line.slice(Math.max(0, line.search(/[.!?]\s[^.!?]*$/)));
  return /,\s*$/.test(line) || (last2.match(/\(/g) ?? []).length > (last2.match(/\)/g) ?? []).length;
}
function withoutFencedCode(text) {
  const lines = text.split("\n");
  const kept = [];
  const longest = { "`": suffixRuns(lines, "`"), "~": suffixRuns(lines, "~") };
  let preClosed = true;
  let listed = false;
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i];
    const fence = /^\s{0,3}(`{3,}|~{3,})/.exec(line)?.[1];
    const pre = fence === void 0 && /^\s{0,3}<pre(?:[\s>]|$)/i.test(line);
    if (fence === void 0 && !pre) {
      const indented = /^(?: {4}|\t)/.test(line) && line.trim() !== "";
      if (indented && !listed && i > 0 && lines[i - 1].trim() === "") {
        while (i + 1 < lines.length && (/^(?: {4}|\t)/.test(lines[i + 1]) || lines[i + 1].trim() === "")) i++;
        continue;
      }
      const item = /^\s{0,3}(?:[-*+]|\d{1,9}[.)])\s/.test(line);
      if (!item && /\{\s*$/.test(line)) {
        let end2 = i + 1;
        while (end2 < lines.length && end2 - i <= BRACE_BLOCK && !/^\s*\}/.test(lines[end2])) end2++;
        if (end2 < lines.length && end2 - i <= BRACE_BLOCK) {
          i = end2;
          continue;
        }
      }
      if (!item && opensDoBlock(line)) {
        const indent = /^\s*/.exec(line)[0];
        let end2 = i + 1;
        while (end2 < lines.length && end2 - i <= BRACE_BLOCK && lines[end2] !== `${indent}end`) end2++;
        if (end2 < lines.length && end2 - i <= BRACE_BLOCK) {
          i = end2;
          continue;
        }
      }
      if (line.trim() !== "" && !indented) listed = item;
      kept.push(line);
      continue;
    }
    if (pre && /<\/pre>/i.test(line)) continue;
    if (pre ? !preClosed : fence.length > (longest[fence[0]][i + 1] ?? 0)) continue;
    let end = i + 1;
    const closes = (candidate) => pre ? /<\/pre>/i.test(candidate) : candidate.trimStart().startsWith(fence);
    while (end < lines.length && !closes(lines[end])) end++;
    if (end < lines.length) i = end;
    else preClosed = false;
  }
  return kept.join("\n");
}
var DO_CALL = /^\s*[A-Za-z_][\w.!?]*(?:[ \t]+(?::\w+|"[^"\n]*"|'[^'\n]*'|[A-Z][\w.]*)(?:,[^\n]*)?|\([^()\n]*\))?$/;
var DO_END = /[ \t]do(?:[ \t]*\|[^|\n]*\|)?$/;
function opensDoBlock(line) {
  const end = DO_END.exec(line.trimEnd());
  return end !== null && DO_CALL.test(line.slice(0, end.index));
}
var BRACE_BLOCK = 60;
function suffixRuns(lines, char) {
  const out = new Array(lines.length + 1).fill(0);
  for (let i = lines.length - 1; i >= 0; i--) {
    const line = lines[i].trimStart();
    let run = 0;
    while (run < line.length && line[run] === char) run++;
    out[i] = Math.max(run, out[i + 1]);
  }
  return out;
}
function objectivesOf(requirement, most = MOST_OBJECTIVES) {
  const out = [];
  const text = requirement.slice(0, OBJECTIVES_TEXT);
  const english = !/[\u3040-\u9fff\uac00-\ud7af]/.test(text);
  for (const sentence of readable(text).replace(/^(\s{0,3}\d{1,3})\.(?=\s)/gm, "$1)").split(SENTENCE_END)) {
    const line = sentence.trim().replace(LIST_MARK, "");
    if (english && out.length > 0 && labels(sentence.trim(), line)) continue;
    const listed = line !== sentence.trim();
    outsideCode(line).forEach((part, i) => {
      for (const [j, request] of splitAtVerbs(part).entries()) {
        const whole = withoutPullReferences(request.trim());
        const piece = asRequest(whole.replace(/^(?:and|or|then)\s+/i, ""));
        if (piece === "") continue;
        const first = (/^[A-Za-z]+/.exec(piece)?.[0] ?? "").toLowerCase();
        const last2 = out[out.length - 1];
        if (i > 0 && j === 0 && !asksAnew(first) && last2) last2.text += `, ${whole}`;
        else {
          const named4 = last2 ? withAntecedent(piece, withoutLabels(last2.text)) : piece;
          out.push({ text: /^[a-z]+\b/.test(named4) ? `${named4.charAt(0).toUpperCase()}${named4.slice(1)}` : named4, listed });
        }
      }
    });
  }
  const asking = english && out.slice(1).some((o) => asks(o.text));
  const kept = out.filter(
    (o, i) => i === 0 || (o.listed || !asking || asks(o.text)) && !closesIssues(o.text) && !isHousekeeping(o.text) && !laterWork(o.text) && (!english || !loneWord(o.text) && !isBackground(o.text))
  );
  const title = kept[0] === void 0 ? void 0 : withoutLabels(kept[0].text);
  if (kept[0] && title && title !== kept[0].text)
    kept[0] = { ...kept[0], text: /^[a-z]+(?=\s)/.test(title) ? title.charAt(0).toUpperCase() + title.slice(1) : title };
  const seen = /* @__PURE__ */ new Set();
  const unique = kept.map((objective, i) => cut(pairedTicks(i === 0 ? objective.text : capitalized(withoutLabels(objective.text))))).filter((objective) => {
    const key = objective.replace(/`/g, "").replace(/[.!]$/, "").toLowerCase();
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
  return unique.filter((objective) => objective.length > 3 && /[A-Za-z]{2}|[\u3040-\u9fff\uac00-\ud7af]/.test(objective)).slice(0, most);
}
var PRONOUN_OBJECT = /^([A-Za-z]+)\s+(?:it|them)\b/i;
var OBJECT_END = new Set(
  "to for in on of with so that when from into by per at as which because if after before via under across inside within and or but".split(" ")
);
function withAntecedent(request, before) {
  const pronoun = PRONOUN_OBJECT.exec(request);
  const words2 = before.split(" ");
  const verb = (words2[0] ?? "").toLowerCase();
  if (!pronoun || !asksAnew(pronoun[1].toLowerCase()) || !asksAnew(verb) || verb === "make" || verb === "ensure")
    return request;
  const object = [];
  for (const word of words2.slice(1)) {
    const bare2 = word.replace(/(?<![,;:.!])[,;:.!]+$/, "");
    if (OBJECT_END.has(bare2.toLowerCase()) || bare2.startsWith("(")) break;
    object.push(bare2);
    if (bare2 !== word) break;
  }
  if (object.length === 0 || object.length > 6 || /^(?:it|them|this|that)$/i.test(object.join(" "))) return request;
  const thing = object.join(" ").replace(/^(?:a|an)\s/i, "the ");
  return `${pronoun[1]} ${thing}${request.slice(pronoun[0].length)}`;
}
function labels(sentence, line) {
  if (isCodeLine(line)) return true;
  const unmarked = line.replace(/^(?:\*\*|__)/, "");
  if (startsWithVerb(unmarked)) return false;
  if (/^#{1,6}\s/.test(sentence) || line === sentence.trim() && /^(?:\*\*[^*]+\*\*|__[^_]+__):?$/.test(line)) return true;
  if (/^<?https?:\/\/\S+$/.test(line)) return true;
  if (/^[-*+]\s+\[[xX]\]\s+\S/.test(sentence)) return true;
  return /^\*\*[^*]{1,60}\*\*:?\s*v?\d/.test(line) || /^[\w .-]{1,40}\bversions?:\s*v?\d/i.test(line);
}
function isCodeLine(line) {
  const trimmed2 = line.trim();
  if (/^[;{}()[\]]+$/.test(trimmed2)) return true;
  if (/[;{}]$/.test(trimmed2) && /::|=|\w\(|->/.test(trimmed2.replace(/`[^`]*`/g, ""))) return true;
  const code = trimmed2.replace(/`[^`]*`/g, "");
  if (/^>>>\s|#\s?=>/.test(code) || /^[A-Za-z_][\w.]*\s?=\s?[A-Za-z_][\w.:]*\([^()]*\)$/.test(code)) return true;
  return /^(?:require|require_relative|import|include|load)(?:\s?\(|\s)(?:"[^"\n]{1,200}"|'[^'\n]{1,200}')\)?$/i.test(line.trim());
}
var PLAIN_WORDS = new Set(
  "about above across after again against all almost already although always among another anyone anything anyway around away because before behind below between beyond both currently does either else enough especially even ever every everything few further going gone got hence here however itself know later least less lot lots many maybe might much must need needs neither never nobody none nothing often one ones otherwise per perhaps please possible pretty probably quite rather really seem seems several since something sometimes somewhat soon still thanks thing things think though thus together unless unlike upon usually way ways well whatever whenever whether whole within without yet whose whom inside outside onto toward towards beside besides".split(" ")
);
var ADVERB = /^[a-z]{2,}(?:ally|ently|antly|ately|ively|ously|ibly|ably|itly|ctly|erly|arly|ssly|ntly|ully)$/;
function isPlainWord(word) {
  return PLAIN_WORDS.has(word) || ADVERB.test(word);
}
function withoutPlainWords(text) {
  return text.replace(/(?<![\w-])[A-Za-z]+(?![\w-])/g, (word) => isPlainWord(word.toLowerCase()) ? "" : word);
}
var MOST_OBJECTIVES = 6;
var OBJECTIVES_TEXT = 8e3;
var MOST_OBJECTIVE_CHARS = 300;
var SENTENCE_END = new RegExp(String.raw`(?<=[.!?。！？])${NOT_ABBREVIATION}(?<!\w[?!])\s+|(?<=\w[?!])\s+(?![a-z])|\n+`);
var LIST_MARK = /^(?:[-*+>#]+\s+|[•◦▪‣→✓✔✅☐☑]\s*|\d{1,3}[.)]\s+|\d{1,3}、|\([a-z0-9]\)\s+)*(?:\[[ xX]\]\s+)?/;
function pairedTicks(text) {
  if ((text.split("`").length - 1) % 2 === 0) return text;
  const stray = [];
  let open;
  for (let i = text.indexOf("`"); i >= 0; i = text.indexOf("`", i + 1)) {
    const before = text[i - 1];
    const after2 = text[i + 1];
    if (open !== void 0 && before !== void 0 && !/\s/.test(before)) open = void 0;
    else if (open === void 0 && (before === void 0 || /[\s([{"']/.test(before)) && after2 !== void 0 && !/\s/.test(after2)) open = i;
    else stray.push(i);
  }
  if (open !== void 0) stray.push(open);
  return stray.reverse().reduce((out, at) => `${out.slice(0, at)}${out.slice(at + 1)}`, text);
}
function cut(objective) {
  if (objective.length <= MOST_OBJECTIVE_CHARS) return objective;
  const short = capLength(objective, MOST_OBJECTIVE_CHARS);
  return (short.match(/`/g) ?? []).length % 2 === 0 ? short : short.replace(/`(?=[^`]*$)/, "");
}
function outsideCode(line) {
  const parts = [];
  let start = 0;
  let inCode = false;
  for (let i = 0; i < line.length; i++) {
    const char = line[i];
    if (char === "`") inCode = !inCode;
    else if (!inCode && (char === "," || char === ";") && /\s/.test(line[i + 1] ?? "")) {
      parts.push(line.slice(start, i));
      start = i + 1;
    }
  }
  parts.push(line.slice(start));
  return parts.map((part) => part.trim()).filter((part) => part !== "");
}
function asksAnew(word) {
  if (!VERBS.has(word) || /(?:ing|ed)$/.test(word)) return false;
  return !(word.endsWith("s") && (VERBS.has(word.slice(0, -1)) || word.endsWith("es") && VERBS.has(word.slice(0, -2))));
}
function splitAtVerbs(clause) {
  const out = [];
  let start = 0;
  for (const match of clause.matchAll(/ and ([A-Za-z]+)/g)) {
    if (!VERBS.has(match[1].toLowerCase())) continue;
    if (match[1].toLowerCase().endsWith("ing")) continue;
    if (!/\s/.test(clause.slice(start, match.index).trim())) continue;
    out.push(clause.slice(start, match.index));
    start = (match.index ?? 0) + match[0].length - match[1].length;
  }
  out.push(clause.slice(start));
  return out;
}
function clauseKind(clause) {
  const verb = (/^[A-Za-z]+/.exec(clause)?.[0] ?? "").toLowerCase();
  if (WRITING_VERBS.has(verb)) return "doc";
  if (/^(?:[A-Za-z]+\s+){0,2}(?:unit\s+|integration\s+|e2e\s+)?tests?\b/i.test(clause)) return "test";
  return SHOWING_VERBS.has(verb) ? "ui" : "code";
}
var SHOWING_VERBS = /* @__PURE__ */ new Set(["show", "shows", "display", "displays", "render", "renders", "highlight", "highlights"]);
function clauseFor(requirement, terms, kind = "code", path) {
  const wanted = new Set(terms.filter((t) => !isGeneric(t)));
  const titled = new Set(clauses(titleOf(requirement)));
  const own = path === void 0 ? void 0 : path.slice(path.lastIndexOf("/") + 1).toLowerCase();
  let best = "";
  let most = -1;
  let before = "";
  for (const clause of clauses(requirement)) {
    const elsewhere = own !== void 0 && namesOtherFile(clause, own);
    const held = elsewhere ? 0 : new Set(tokenize(clause).filter((t) => wanted.has(t))).size;
    const fit = clauseKind(clause) === kind ? 2 : kind === "test" && clauseKind(clause) === "code" ? 1 : 0;
    const hits = held > 0 ? (asks(clause) ? 1e3 : 0) + 100 * fit + (titled.has(clause) ? 20 : 0) + Math.min(held, 19) : fit / 4;
    if (hits > most) [best, most] = [before !== "" && REFERS_BACK.test(clause) ? `${before}; ${clause}` : clause, hits];
    before = clause;
  }
  return best === "" ? requirement.trim() : best;
}
var FILE_NAME = /(?<![\w.-])[\w.-]+\.(?:cs|fs|vb|java|kt|scala|go|rs|py|rb|php|ex|exs|erl|js|jsx|mjs|cjs|ts|tsx|swift|c|h|cc|cpp|hpp|dart|lua|md|json|ya?ml|toml)\b/gi;
function namesOtherFile(clause, own) {
  const named4 = [...clause.matchAll(FILE_NAME)].map((m) => m[0]).filter((name) => !/^[A-Z][a-z]+\.js$/.test(name));
  return named4.length > 0 && !named4.map((name) => name.toLowerCase()).includes(own);
}
var REFERS_BACK = /^(?:it|this|they|these|those)\s+(?:should|must|will|would|can|could|cannot|can't|does|doesn't|do|don't|is|isn't|was|wasn't|are|aren't|has|have|needs?|breaks?|fails?|crash(?:es)?|throws?|raises?|returns?|works?|causes?|leads?)\b/i;
var WRITING_VERBS = /* @__PURE__ */ new Set(["document", "documents", "describe", "describes", "explain", "explains", "mention", "mentions"]);
function asksToFix(clause) {
  return /^fix(?:es|ed|ing)?\s/i.test(clause);
}
function topicOf2(clause) {
  const possible = /^make it possible to\s+(\S.*)$/i.exec(clause);
  if (possible) return `being able to ${possible[1]}`;
  const match = /^([A-Za-z]+)\s+/.exec(clause);
  const verb = (match?.[1] ?? "").toLowerCase();
  if (!match || KEPT_VERBS.has(verb) || !(GENERIC_TERMS.has(verb) || WRITING_VERBS.has(verb))) return clause;
  const rest = clause.slice(match[0].length).replace(/^(?:unit\s+|integration\s+)?tests?\s+(?:for|of)\s+/i, "").replace(/^that\s+/i, "");
  return rest === "" ? clause : rest;
}
var KEPT_VERBS = /* @__PURE__ */ new Set(["use", "make", "allow", "improve", "handle"]);
var NO_GERUND = /* @__PURE__ */ new Set(["do", "does", "never", "not", "stop", "stops"]);
function topicPhrase(topic) {
  const text = lowerFirst(topic);
  const negated = /^(?:don't|do not|doesn't|does not)\s+((?:[a-z]+-){0,3})([a-z]+)\b/i.exec(text);
  if (negated)
    return `not ${negated[1].toLowerCase()}${gerund(negated[2].toLowerCase())}${text.slice(negated[0].length)}`;
  const first = /^[a-z]+(?=\s)/.exec(text)?.[0];
  if (first === void 0 || NO_GERUND.has(first) || !(headsRequest(text) || verbBeforeObject(text)) || /^[a-z]+\s+(?:for|of)\s/.test(text))
    return text;
  return `${gerund(first)}${text.slice(first.length)}`;
}
var DETERMINER = /^(?:the|a|an|all|each|every|any|its|their|this|these|those)$/;
function verbBeforeObject(text) {
  const [first = "", next = ""] = text.split(/\s+/, 2);
  return /^[a-z]{3,}$/.test(first) && !/(?:s|ed)$/.test(first) && !isPlainWord(first) && !SUBORDINATE.test(first) && DETERMINER.test(next) && !statesFact(text);
}
var FACT_VERB = /^(?:is|are|was|were|isn't|aren't|should|must|shall|can|cannot|can't|will|won't|would|does|doesn't|did|didn't|has|have|now|always|never)$/i;
var SUBORDINATE = /^(?:when|if|where|while|because|after|before|unless|until|with|without|for|in|on|by|to|that|which|of)$/i;
function statesFact(topic) {
  for (const word of topic.split(/\s+/).slice(0, 12)) {
    if (SUBORDINATE.test(word)) return false;
    if (FACT_VERB.test(word)) return true;
  }
  return false;
}
function gerund(verb) {
  if (verb.endsWith("ie")) return `${verb.slice(0, -2)}ying`;
  if (/[^aeiou]e$/.test(verb)) return `${verb.slice(0, -1)}ing`;
  if (verb.length <= 4 && /^[^aeiou]/.test(verb) && /[^aeiou][aeiou][^aeiouwxy]$/.test(verb)) return `${verb}${verb.slice(-1)}ing`;
  if (/^(?:re|un|pre|off|up)set$|^(?:sub|e|o|com|per|ad|trans|re)mit$|^(?:in|out)put$/.test(verb)) return `${verb}${verb.slice(-1)}ing`;
  return `${verb}ing`;
}
function asInfinitive(clause) {
  return lowerFirst(clause).replace(/^(?:don't|do not|doesn't|does not)\s+(?=[a-z])/i, "not ");
}
function lowerFirst(text) {
  const first = text.split(/\s/)[0] ?? "";
  return /^[A-Z][a-z]+(?:'[a-z]+)?[,:;.!?]?$/.test(first) ? `${text.charAt(0).toLowerCase()}${text.slice(1)}` : text;
}
var MAX_RUNS = 100;
function adjacentWords(requirement, n) {
  const runs = [];
  const seen = /* @__PURE__ */ new Set();
  for (const clause of requirement.split(/[.,;:!?()[\]{}<>"`\n]+/)) {
    const words2 = clause.split(/[^A-Za-z0-9]+/).filter((w) => w.length >= 2);
    for (let i = 0; i + n <= words2.length; i++) {
      const run = words2.slice(i, i + n);
      if (run.some((w) => w.length > 30)) continue;
      const key = run.join(" ").toLowerCase();
      if (seen.has(key)) continue;
      seen.add(key);
      runs.push(run);
      if (runs.length >= MAX_RUNS) return runs;
    }
  }
  return runs;
}
function mentions(terms, words2) {
  const stems = new Set(words2.map((w) => stem(w)));
  return terms.some((t) => stems.has(t));
}

// src/offline/offline-dependency.ts
var MOST_DEPTH = 3;
var MOST_MANIFESTS = 2;
var RUNTIMES = /* @__PURE__ */ new Set(["php", "python", "node", "ruby", "go", "rust", "java", "elixir", "erlang", "deno", "bun"]);
function isRuntime(name) {
  const lower = name.toLowerCase();
  return RUNTIMES.has(lower) || lower.startsWith("@types/") && RUNTIMES.has(lower.slice("@types/".length));
}
var DEPENDENCY_VERBS = new Set(
  "bump bumped bumps downgrade drop dropped drops increase increased lock lower pin pinned raise raised relax remove removed removes replace replaced replaces switch unlock unpin update updated updates upgrade upgraded upgrades vendor \u5347\u7EA7 \u66F4\u65B0 \u964D\u7EA7 \u79FB\u9664 \u5220\u9664 \u66FF\u6362 \u9501\u5B9A".split(" ")
);
var REMOVING = /* @__PURE__ */ new Set([
  "drop",
  "dropped",
  "drops",
  "remove",
  "removed",
  "removes",
  "replace",
  "replaced",
  "replaces",
  "\u79FB\u9664",
  "\u5220\u9664",
  "\u66FF\u6362"
]);
var AFTER_NAME = new Set(
  "dependency dependencies dep deps module modules package packages gem gems crate crates library lib plugin version versions from to with by in as and or \u5230 \u81F3 \u4F9D\u8D56 \u7248\u672C".split(
    " "
  )
);
var BETWEEN = /* @__PURE__ */ new Set(["the", "a", "an", "to", "min", "minimum", "max", "maximum", "our", "dev", "optional"]);
var ATTACHED_VERSION = /^(?:@|:|>=|<=|==|~>|\^|~)[~^=<>v]*\d[\d.x*^~,<>=|]*$/;
function withoutVersion(word) {
  const at = word.slice(1).search(/[@:^~<>=]/) + 1;
  return at > 0 && ATTACHED_VERSION.test(word.slice(at)) ? { name: word.slice(0, at), versioned: true } : { name: word, versioned: false };
}
var OPENING = /* @__PURE__ */ new Set(["`", "'", '"', "(", "["]);
var CLOSING = /* @__PURE__ */ new Set(["`", "'", '"', ")", ",", ";", ":", ".", "!", "?", "]"]);
function trimmed(word) {
  let start = 0;
  let end = word.length;
  while (start < end && OPENING.has(word[start])) start++;
  while (end > start && CLOSING.has(word[end - 1])) end--;
  return word.slice(start, end);
}
var VERSION = /^v?\d+(?:\.[\dx*]+)*\+?$/i;
function normal(name) {
  return name.toLowerCase().replace(/[_.]/g, "-");
}
function titleWords(requirement) {
  return withoutLabels(titleOf(requirement)).replace(/[\u4e00-\u9fff]+/g, " $& ").split(/\s+/).map((raw) => ({ text: trimmed(raw), quoted: /^[`'"]/.test(raw), closed: /[,;:.)\]]$/.test(raw) })).filter((word) => word.text !== "");
}
function plainWord(word) {
  return !word.quoted && /^[A-Za-z][a-z]*$/.test(word.text);
}
function endsName(words2, i) {
  const word = words2[i];
  const next = words2[i + 1];
  if (!next || word.closed || next.text.startsWith("#") || AFTER_NAME.has(next.text.toLowerCase())) return true;
  return words2.slice(i + 1).some((later) => VERSION.test(later.text));
}
function objectOfVerb(words2, i) {
  if (!DEPENDENCY_VERBS.has((words2[0]?.text ?? "").toLowerCase())) return false;
  let k = 1;
  while (k < i && BETWEEN.has((words2[k]?.text ?? "").toLowerCase())) k++;
  return i === k || i === k + 1;
}
function insteadOf(words2, i) {
  return i >= 2 && words2[i - 2]?.text.toLowerCase() === "instead" && words2[i - 1]?.text.toLowerCase() === "of";
}
function versioned(words2, i) {
  if (withoutVersion(words2[i]?.text ?? "").versioned) return true;
  const next = words2[i + 1]?.text ?? "";
  return VERSION.test(next) || /^(?:to|>=|\^|~|到|至)$/.test(next) && VERSION.test(words2[i + 2]?.text ?? "");
}
function named(word, names3) {
  const bare2 = normal(withoutVersion(word).name);
  if (bare2.length < 2) return void 0;
  return names3.find((name) => normal(name) === bare2) ?? names3.find((name) => {
    const last2 = name.startsWith("@types/") ? "" : normal(name.split(/[/:]/).pop() ?? name);
    return last2.length >= 4 && last2 === bare2;
  });
}
function projectManifests(snapshot) {
  const packages = /* @__PURE__ */ new Set();
  const manifests = [];
  for (const path of snapshot.listPaths()) {
    if (!declaresDependencies(path)) continue;
    const dirs = path.split("/").slice(0, -1);
    if (dirs.length > 0) packages.add(dirs[dirs.length - 1].toLowerCase());
    if (dirs.length < MOST_DEPTH && !outsideTheProject(path)) manifests.push(path);
  }
  const depth = (path) => path.split("/").length;
  manifests.sort((a, b) => depth(a) - depth(b) || (a < b ? -1 : 1));
  return { manifests, packages };
}
function dependencyManifests(snapshot, requirement) {
  const words2 = titleWords(requirement);
  if (words2.length === 0) return [];
  const { manifests, packages } = projectManifests(snapshot);
  const out = [];
  for (const path of manifests) {
    const names3 = dependencyNames(path, snapshot.readFile(path) ?? "").filter((name) => {
      const last2 = (name.split(/[/:]/).pop() ?? name).toLowerCase();
      return !isRuntime(name) && !packages.has(name.toLowerCase()) && !packages.has(last2);
    });
    if (names3.length === 0) continue;
    for (let i = 0; i < words2.length && !out.some((m) => m.path === path); i++) {
      const word = words2[i];
      const name = named(word.text, names3);
      if (name === void 0) continue;
      const scoped = /[/@:]/.test(name) && normal(withoutVersion(word.text).name) === normal(name);
      const object = objectOfVerb(words2, i) && (!plainWord(word) || endsName(words2, i));
      const instead = insteadOf(words2, i) && (!plainWord(word) || endsName(words2, i));
      if (!scoped && !versioned(words2, i) && !object && !instead) continue;
      const verb = (words2[0]?.text ?? "").toLowerCase();
      const removed = instead || object && (REMOVING.has(verb) || verb === "switch" && words2[i - 1]?.text.toLowerCase() === "from");
      out.push({ path, dependency: name, removed });
    }
    if (out.length === MOST_MANIFESTS) break;
  }
  return out;
}

// src/offline/offline-locale.ts
var LANGUAGES = {
  afrikaans: ["af"],
  albanian: ["sq"],
  arabic: ["ar"],
  armenian: ["hy"],
  azerbaijani: ["az"],
  basque: ["eu"],
  belarusian: ["be"],
  bengali: ["bn"],
  bosnian: ["bs"],
  bulgarian: ["bg"],
  catalan: ["ca"],
  chinese: ["zh"],
  croatian: ["hr"],
  czech: ["cs"],
  danish: ["da"],
  dutch: ["nl"],
  english: ["en"],
  esperanto: ["eo"],
  estonian: ["et"],
  finnish: ["fi"],
  french: ["fr"],
  galician: ["gl"],
  georgian: ["ka"],
  german: ["de"],
  greek: ["el"],
  gujarati: ["gu"],
  hebrew: ["he"],
  hindi: ["hi"],
  hungarian: ["hu"],
  icelandic: ["is"],
  indonesian: ["id"],
  irish: ["ga"],
  italian: ["it"],
  japanese: ["ja"],
  kannada: ["kn"],
  kazakh: ["kk"],
  khmer: ["km"],
  korean: ["ko"],
  kurdish: ["ku"],
  kyrgyz: ["ky"],
  lao: ["lo"],
  latvian: ["lv"],
  lithuanian: ["lt"],
  macedonian: ["mk"],
  malay: ["ms"],
  malayalam: ["ml"],
  maltese: ["mt"],
  marathi: ["mr"],
  mongolian: ["mn"],
  nepali: ["ne"],
  norwegian: ["nb", "no"],
  persian: ["fa"],
  farsi: ["fa"],
  polish: ["pl"],
  portuguese: ["pt"],
  punjabi: ["pa"],
  romanian: ["ro"],
  russian: ["ru"],
  serbian: ["sr"],
  sinhala: ["si"],
  slovak: ["sk"],
  slovenian: ["sl"],
  spanish: ["es"],
  swahili: ["sw"],
  swedish: ["sv"],
  tamil: ["ta"],
  telugu: ["te"],
  thai: ["th"],
  turkish: ["tr"],
  ukrainian: ["uk"],
  urdu: ["ur"],
  uzbek: ["uz"],
  vietnamese: ["vi"],
  welsh: ["cy"]
};
var CODES = new Set(Object.values(LANGUAGES).flat());
function languageOf(tag) {
  const code = localeCode(tag);
  const name = Object.entries(LANGUAGES).find(([, codes]) => code !== void 0 && codes.includes(code))?.[0];
  return name === void 0 ? void 0 : name.charAt(0).toUpperCase() + name.slice(1);
}
var LOCALE_WORDS = /\b(?:translations?|translated|locales?|localizations?|localisations?|languages?|i18n|l10n)\b/i;
var WORD_CODES = /* @__PURE__ */ new Set(["am", "an", "as", "be", "he", "hi", "id", "is", "it", "me", "my", "no", "so", "to", "ms"]);
var ADD_VERBS = /^(?:add|adds|added|adding|include|includes|included|introduce|introduces|support|supports|new)\b/i;
var MOST_FILES3 = 4;
var MOST_EXISTING = 2;
var LEAST_LOCALES = 3;
function localeCode(segment) {
  const match = /^([a-z]{2})(?:[_-][A-Za-z0-9]{2,8}){0,2}$/.exec(segment);
  return match && CODES.has(match[1]) ? match[1] : void 0;
}
function families(paths) {
  const found = /* @__PURE__ */ new Map();
  for (const path of paths) {
    const parts = path.split("/");
    const name = parts[parts.length - 1];
    const dot = name.indexOf(".");
    const stem2 = dot > 0 ? name.slice(0, dot) : void 0;
    const tags = new Set([...parts.slice(0, -1), ...stem2 ? [stem2] : []].filter((t) => localeCode(t) !== void 0));
    const bundle = stem2 === void 0 ? void 0 : /^([A-Za-z]\w*?)_([a-z]{2}(?:_[A-Z]{2})?)$/.exec(stem2);
    if (bundle && localeCode(bundle[2]) !== void 0) {
      const [, base, tag] = bundle;
      const pattern = [...parts.slice(0, -1), `${base}_\0${name.slice(stem2.length)}`].join("/");
      const family = found.get(pattern) ?? { pattern, locales: /* @__PURE__ */ new Map() };
      family.locales.set(tag, path);
      found.set(pattern, family);
    }
    for (const tag of tags) {
      const folders = parts.slice(0, -1).map((part) => part === tag ? "\0" : part);
      const file = stem2 === tag || folders.includes("\0") && /^[._-]/.test(name.slice(tag.length)) && name.startsWith(tag) ? `\0${name.slice(tag.length)}` : name;
      const pattern = [...folders, file].join("/");
      const family = found.get(pattern) ?? { pattern, locales: /* @__PURE__ */ new Map() };
      family.locales.set(tag, path);
      found.set(pattern, family);
    }
  }
  return [...found.values()].filter((f) => new Set([...f.locales.keys()].map(localeCode)).size >= LEAST_LOCALES);
}
function namedLocales(title, known) {
  const named4 = [];
  const lower = title.toLowerCase();
  for (const [name, codes] of Object.entries(LANGUAGES))
    if (new RegExp(`\\b${name}\\b`).test(lower)) named4.push({ code: codes.find((c) => known.has(c)) ?? codes[0] });
  if (LOCALE_WORDS.test(title))
    for (const token of title.match(/\b[A-Za-z]{2}(?:[_-][A-Za-z0-9]{2,8}){0,2}\b/g) ?? []) {
      if (!known.has(token) || WORD_CODES.has(token) && !token.includes("_")) continue;
      const code = localeCode(token);
      if (code && !named4.some((n) => n.tag === token)) named4.push({ code, tag: token });
    }
  return named4;
}
function localeFiles(paths, title, score = () => 0) {
  const none = { files: [], others: /* @__PURE__ */ new Set() };
  if (!LOCALE_WORDS.test(title) && !Object.keys(LANGUAGES).some((name) => title.toLowerCase().includes(name))) return none;
  const found = families(paths);
  if (found.length === 0) return none;
  const known = new Set(found.flatMap((f) => [...f.locales.keys()]));
  const knownCodes = new Set([...known].map(localeCode));
  const files = [];
  const add = (file) => {
    if (files.length < MOST_FILES3 && !files.some((o) => o.path === file.path)) files.push(file);
  };
  const ordered = [...found].sort((a, b) => b.locales.size - a.locales.size || (a.pattern < b.pattern ? -1 : 1));
  const adding = ADD_VERBS.test(title.replace(/^[\w./-]+(?:\([^)]*\))?!?:\s*/, ""));
  const named4 = namedLocales(title, known);
  const tags = named4.flatMap(
    ({ code, tag }) => tag ? [tag] : [...known].filter((k) => localeCode(k) === code && (k === code || !known.has(code)))
  );
  const existing = ordered.flatMap(
    (family) => tags.filter((t) => family.locales.has(t)).map((t) => ({ path: family.locales.get(t), locale: t, create: false }))
  );
  const best = existing.map((file, order) => ({ file, order, score: score(file.path) }));
  best.sort((a, b) => b.score - a.score || a.order - b.order);
  for (const { file } of best.slice(0, MOST_EXISTING)) add(file);
  const missing = named4.filter(({ code, tag }) => tag === void 0 && !knownCodes.has(code));
  if (adding)
    for (const family of ordered)
      for (const { code } of missing) add({ path: family.pattern.replaceAll("\0", code), locale: code, create: true });
  if (files.length === 0) return none;
  const planned = new Set(files.map((f) => f.locale));
  const others = new Set(found.flatMap((f) => [...f.locales].filter(([t]) => !planned.has(t)).map(([, p]) => p)));
  return { files, others };
}

// src/offline/offline-runtime.ts
var VERSION_AFTER = String.raw`\s*(?:to\s+|[>=^~]{1,2}\s*)?v?\d+(?:\.\d+|\.x)*\+?(?!\w|\.\w|['’]s\b)`;
var named2 = (names3) => new RegExp(`(?:^|[^\\w.])(${names3})(?:\\s+(?:sdk|toolchain|runtime|compiler))?${VERSION_AFTER}`, "i");
var runtime = (names3, plain2, [ci, states], ...manifests) => ({
  names: named2(names3),
  ...plain2 === void 0 ? {} : { plain: named2(plain2) },
  bare: new RegExp(`(?:^|[^\\w.])(?:${plain2 === void 0 ? names3 : `${names3}|${plain2}`})(?!\\w)`, "i"),
  ci,
  states,
  manifests
});
var STATES = {
  python: /\b(?:python|py)\s*(?:[<>=~^]{1,2}\s*)?3\.\d+|\bpy3\d{1,2}\b|python_requires|requires-python|python :: 3\.\d+/i,
  node: /\bnode(?:\.?js)?\s*(?:v|[<>=^~]{1,2}\s*)?\d+|"node"\s*:/i,
  rust: /rust-version|\brustc?\s*(?:[<>=^~]{1,2}\s*)?1\.\d+|\bmsrv\b/i,
  go: /\bgo\s?1\.\d+|\bgolang:1\.\d+/i,
  ruby: /\bruby\s*(?:[<>=~]{1,2}\s*)?\d\.\d|required_ruby_version|targetrubyversion/i,
  beam: /\b(?:elixir|erlang|otp)[\s:"~>=v-]{0,6}\d/i,
  php: /\bphp\s*(?:[<>=^~|]{1,2}\s*)?\d\.\d|"php"\s*:/i,
  jvm: /<release>|maven\.compiler|jvmtarget|javaversion|\b(?:java|jdk)\s*\d+/i,
  kotlin: /\bkotlin\b[^\n]{0,10}\d\.\d/i,
  scala: /\bscala\b[^\n]{0,10}\d\.\d/i,
  dotnet: /\bnet\d+\.\d|\bnetstandard\d|\bnetcoreapp\d|targetframeworks?/i
};
var gate = (pattern, majorAlone = false) => (major, minor) => minor === void 0 && !majorAlone ? void 0 : new RegExp(pattern(major, minor ?? ""), "i");
var WRITES = {
  python: gate((a, b) => String.raw`\bpython\s*${a}\.${b}\b|\(${a},\s*${b}\)|\bpy${a}${b}\b`),
  node: gate((a) => String.raw`\bnode(?:\.?js)?\s*v?${a}\b`, true),
  go: gate((a, b) => String.raw`\bgo\s?${a}\.${b}\b`),
  ruby: gate((a, b) => String.raw`\bruby\s*${a}\.${b}\b|ruby_version[^\n]{0,20}${a}\.${b}\b`),
  php: gate((a, b) => String.raw`\bphp\s*${a}\.${b}\b|php_version[^\n]{0,20}${a}\.${b}\b`),
  beam: gate((a, b) => String.raw`\belixir\s*v?${a}\.${b}\b`)
};
var RUNTIMES2 = [
  {
    ...runtime(
      "python",
      void 0,
      [/setup-python|python-version/, STATES.python],
      /^pyproject\.toml$/,
      /^setup\.py$/,
      /^setup\.cfg$/,
      /^tox\.ini$/
    ),
    writes: WRITES.python
  },
  { ...runtime("node\\.?js", "node", [/setup-node|node-version/, STATES.node], /^package\.json$/), writes: WRITES.node },
  runtime("rust|rustc", void 0, [/rust-toolchain|setup-rust|rustup|toolchain:/, STATES.rust], /^cargo\.toml$/),
  { ...runtime("golang", "go", [/setup-go|go-version/, STATES.go], /^go\.mod$/), writes: WRITES.go },
  { ...runtime("ruby", void 0, [/setup-ruby|ruby-version/, STATES.ruby], /^[\w.-]+\.gemspec$/, /^gemfile$/), writes: WRITES.ruby },
  {
    ...runtime("elixir|erlang", "otp", [/setup-beam|setup-elixir|elixir-version|otp-version/, STATES.beam], /^mix\.exs$/),
    writes: WRITES.beam
  },
  { ...runtime("php", void 0, [/setup-php|php-version/, STATES.php], /^composer\.json$/), writes: WRITES.php },
  runtime("java|jdk|jre", void 0, [/setup-java|java-version/, STATES.jvm], /^pom\.xml$/, /^build\.gradle(?:\.kts)?$/, /^build\.sbt$/),
  // Kotlin's and Scala's versions are the build's, not the JDK's that `setup-java` installs: CI
  // sets them up only where it names them.
  {
    ...runtime("kotlin", void 0, [/kotlin-version|setup-kotlin/, STATES.kotlin], /^build\.gradle(?:\.kts)?$/, /^pom\.xml$/),
    catalog: /^libs\.versions\.toml$/
  },
  runtime("scala", void 0, [/scala-version|setup-scala/, STATES.scala], /^build\.sbt$/, /^pom\.xml$/, /^build\.gradle(?:\.kts)?$/),
  runtime(
    "\\.net|dotnet",
    void 0,
    [/setup-dotnet|dotnet-version/, STATES.dotnet],
    /^directory\.build\.props$/,
    /^global\.json$/,
    /^[\w.-]+\.(?:cs|fs|vb)proj$/
  )
];
var RUST = RUNTIMES2[2];
var ABOUT_VERSIONS = /\b(?:support|supports|supported|drop|drops|dropped|require|requires|required|minimum|bump|bumps|raise|raises|upgrade|upgrades|version|versions|deprecate|deprecated|compat|compatible|compatibility|msrv|engines?|toolchain)\b/i;
var RUST_WITHOUT_NUMBER = /\bmsrv\b|\brequired compiler\b/i;
var MOST_MANIFESTS2 = 2;
function runtimesIn(title) {
  const about = ABOUT_VERSIONS.test(title);
  const found = RUNTIMES2.flatMap((runtime2) => {
    const match = runtime2.names.exec(title) ?? (about && runtime2.plain ? runtime2.plain.exec(title) : null);
    return match ? [{ runtime: runtime2, name: match[1] }] : [];
  });
  if (RUST_WITHOUT_NUMBER.test(title) && !found.some((f) => f.runtime === RUST)) found.push({ runtime: RUST, name: "Rust" });
  return found;
}
function runtimeNames(requirement) {
  return runtimesIn(withoutCommitType(titleOf(requirement))).map(({ runtime: runtime2, name }) => ({ name, ci: runtime2.ci }));
}
function runtimeManifests(index, requirement) {
  const title = withoutCommitType(titleOf(requirement));
  const out = [];
  for (const { runtime: runtime2, name } of runtimesIn(title)) {
    const catalog = runtime2.catalog;
    const rank = (path) => {
      const name2 = baseName(path).toLowerCase();
      if (catalog?.test(name2)) return 0;
      const at = runtime2.manifests.findIndex((pattern) => pattern.test(name2));
      return at < 0 ? at : at + 1;
    };
    const found = index.files.filter((file) => file.kind !== "noise" && rank(file.path) >= 0).map((file) => file.path).filter((path) => !outsideTheProject(path));
    if (found.length === 0) continue;
    const depth = (path) => rank(path) === 0 ? 1 : path.split("/").length;
    const shallowest = Math.min(...found.map(depth));
    const paths = found.filter((path) => depth(path) === shallowest).sort((a, b) => rank(a) - rank(b) || (a < b ? -1 : 1)).slice(0, MOST_MANIFESTS2);
    for (const path of paths) if (!out.some((m) => m.path === path)) out.push({ path, runtime: name });
  }
  return out;
}
var TITLE_VERSION = /(?<![\w.#])(\d{1,3})(?:\.(\d{1,3}))?(?:\.\d{1,3})*(?![\w.]*\d)/g;
function runtimeLines(requirement) {
  const title = withoutCommitType(titleOf(requirement));
  const versions = [...title.matchAll(TITLE_VERSION)].map((m) => ({ major: m[1], minor: m[2] }));
  return runtimesIn(title).map(({ runtime: runtime2, name }) => ({
    name,
    states: runtime2.states,
    writes: versions.flatMap(({ major, minor }) => runtime2.writes?.(major, minor) ?? []),
    manifest: (path) => {
      const base = baseName(path).toLowerCase();
      return runtime2.manifests.some((pattern) => pattern.test(base)) || (runtime2.catalog?.test(base) ?? false);
    }
  }));
}
var RUNTIME_NAMES = RUNTIMES2.flatMap((r) => [r.names, ...r.plain ? [r.plain] : [], r.bare]);

// src/offline/offline-added.ts
var TITLE_CHARS3 = 500;
var VERBS2 = /* @__PURE__ */ new Set(["add", "adds", "added", "adding", "create", "introduce", "implement", "extract"]);
var FILLERS2 = /* @__PURE__ */ new Set(["a", "an", "the", "new", "built-in", "builtin", "initial", "basic", "simple"]);
var DETERMINERS = /* @__PURE__ */ new Set(["the", "a", "an", "all", "each", "every", "its", "their", "our"]);
function addedObject(title) {
  const words2 = title.slice(0, TITLE_CHARS3).replace(/^[^\p{L}]+/u, "").replace(/^[\w./-]+(?:\([^)]*\))?!?:\s*/, "").split(/\s+/);
  if (!VERBS2.has(words2[0]?.toLowerCase() ?? "")) return void 0;
  let at = 1;
  while (at < words2.length && FILLERS2.has(words2[at].toLowerCase())) at++;
  return at < words2.length ? { words: words2, at } : void 0;
}
function endsPhrase(last2, after2, about) {
  if (/[;,:.]$/.test(last2)) return true;
  const [next, then] = after2;
  if (next === void 0 || !/^[A-Za-z]/.test(next)) return true;
  const word = /^[A-Za-z]+/.exec(next)?.[0] ?? "";
  if (/^[A-Z]{2,}$/.test(word)) return true;
  if (/^[A-Z]/.test(word)) return false;
  if (["to", "on", "into", "in", "at"].includes(word))
    return then === void 0 || !(/^[`'"]?[A-Z]/.test(then) || DETERMINERS.has(then.toLowerCase()));
  return about.has(word);
}
var OBJECT_ENDS = /* @__PURE__ */ new Set(["to", "in", "on", "for", "into", "with", "from", "as", "at", "that", "which", "so", "by"]);
var NEXT_REQUEST = /^(?:update|fix|remove|add|use|document|rename|move|bump|change|make|drop|deprecate|improve|refactor)s?$/i;
var FILE_EXTENSION = /^(?:md|js|mjs|cjs|ts|tsx|jsx|json|ya?ml|toml|txt|py|rb|go|rs|java|cs|php|ex|exs|html?|css|lock|xml|ini|cfg|sh)$/i;
var PRODUCTS = new Set(
  "typescript javascript github gitlab bitbucket postgresql mysql sqlite mongodb redis graphql openapi oauth websocket websockets webassembly macos ios ipados watchos tvos visionos nodejs node.js pnpm npm yarn jetbrains intellij vscode powershell dotnet openssl libressl pypi rubygems cocoapods testflight youtube linkedin openai chatgpt deepseek".split(
    " "
  )
);
var NAME_SHAPE = /^`?([A-Za-z_][\w.:!?]*?)(?:\/\d{1,2})?(?:\(\))?`?[,.;:]?$/;
function addedNames(title, declared) {
  const added = addedObject(title);
  if (!added) return [];
  const out = [];
  const words2 = added.words.slice(added.at);
  for (const [i, word] of words2.entries()) {
    if (OBJECT_ENDS.has(word.toLowerCase()) || word.startsWith("(")) break;
    if (word.toLowerCase() === "and" && NEXT_REQUEST.test(words2[i + 1] ?? "")) break;
    const match = NAME_SHAPE.exec(word);
    const full = match?.[1] === void 0 ? void 0 : trimEnd(match[1], ".:");
    if (!full) continue;
    const coded = word.startsWith("`") || /[a-z][A-Z]|_|[.:]\w|\(\)/.test(word);
    const name = full.split(/[.:]+/).at(-1) ?? "";
    if (!coded || name.length < 2 || FILE_EXTENSION.test(name) || PRODUCTS.has(full.toLowerCase())) continue;
    const written = trimEnd(word.startsWith("`") ? word.slice(1) : word, "`,.;:");
    if (!declared(name.replace(/[!?]$/, "")) && !out.some((o) => o.name === name)) out.push({ written, name });
  }
  return out;
}
function trimEnd(text, chars) {
  let end = text.length;
  while (end > 0 && chars.includes(text.charAt(end - 1))) end--;
  return text.slice(0, end);
}

// src/offline/offline-new-kind.ts
var ADJECTIVES = new Set(
  "missing more custom some proper default extra optional additional better another other few several many all each every own separate dedicated generic first second any".split(
    " "
  )
);
var NOT_KINDS = /* @__PURE__ */ new Set(["type", "file", "workflow", "support", "option", "method", "function", "test", "example", "doc", "migration"]);
var LEAST_FILES = 3;
var ASIDE = /(?:^|\/)(?:tests?|spec|specs|docs?|examples?|samples?|fixtures?)(?:\/|$)/i;
function addedOfKind(title) {
  const added = addedObject(title);
  if (!added) return void 0;
  const { words: words2, at: i } = added;
  const forName = kindForName(words2, i);
  if (forName) return forName;
  const name = words2[i]?.replace(/^[`'"]|[`'"]$/g, "");
  const kind = words2[i + 1]?.replace(/[^A-Za-z]/g, "").toLowerCase();
  if (name === void 0 || kind === void 0 || kind.length < 3 || NOT_KINDS.has(kind)) return void 0;
  if (!/^[A-Za-z][\w-]{0,60}$/.test(name) || ADJECTIVES.has(name.toLowerCase())) return void 0;
  if (!endsPhrase(words2[i + 1], words2.slice(i + 2, i + 4), GOES_ON)) return void 0;
  return { name, kind };
}
var FOR_MODIFIERS = /^(?:the|a|an|[a-z]+-[a-z]+)$/;
function kindForName(words2, i) {
  const kind = (words2[i] ?? "").toLowerCase();
  const singular = kind.replace(/s$/, "");
  if (words2[i + 1]?.toLowerCase() !== "for" || !/^[a-z]{3,}$/.test(kind) || NOT_KINDS.has(singular) || ADJECTIVES.has(kind))
    return void 0;
  const rest = words2.slice(i + 2);
  const end = rest.findIndex((w) => /^\(/.test(w));
  const phrase = end < 0 ? rest : rest.slice(0, end);
  const last2 = phrase.at(-1)?.replace(/[.,;:]$/, "");
  if (last2 === void 0 || phrase.length > 3 || !phrase.slice(0, -1).every((w) => FOR_MODIFIERS.test(w))) return void 0;
  const name = last2.replace(/^[`'"]|[`'"]$/g, "");
  const quoted = name !== last2;
  if (!/^[A-Za-z][\w-]{0,60}$/.test(name) || !quoted && !/^[A-Z]/.test(name)) return void 0;
  return { name, kind };
}
var GOES_ON = /* @__PURE__ */ new Set(["for", "that", "which", "with", "so", "and", "as", "using", "from", "support"]);
function newOfKindFile(snapshot, index, title) {
  const asked = addedOfKind(title);
  if (!asked) return void 0;
  const named4 = /* @__PURE__ */ new Set([asked.kind, `${asked.kind}s`, `${asked.kind}es`]);
  const folders = /* @__PURE__ */ new Map();
  for (const path2 of snapshot.listPaths()) {
    if (index.kindOf(path2) !== "source" || isTestPath(path2)) continue;
    const entry = entryModulePath(path2);
    for (const [at, list4] of [
      [path2, "files"],
      [entry, "entries"]
    ]) {
      if (at === void 0) continue;
      const folder2 = at.slice(0, Math.max(0, at.lastIndexOf("/")));
      if (!named4.has(baseName(folder2).toLowerCase()) || ASIDE.test(folder2)) continue;
      const found2 = folders.get(folder2) ?? { files: [], entries: [] };
      folders.set(folder2, found2);
      found2[list4].push(list4 === "files" ? path2 : at);
    }
  }
  const size = (f) => Math.max(f.files.length, f.entries.length);
  const [folder, found] = [...folders].sort((a, b) => size(b[1]) - size(a[1]) || (a[0] < b[0] ? -1 : 1))[0] ?? [];
  if (folder === void 0 || found === void 0 || size(found) < LEAST_FILES) return void 0;
  const byEntry = found.entries.length > found.files.length;
  const files = byEntry ? found.entries : found.files;
  const extension = mostCommon2(files.map(extensionOf));
  const name = nameLike(asked.name, asked.kind, files);
  const entryName = mostCommon2(
    snapshot.listPaths().filter((p) => p.startsWith(`${folder}/`) && entryModulePath(p) !== void 0 && index.kindOf(p) === "source").map((p) => baseName(p))
  );
  const path = byEntry ? `${folder}/${name}/${entryName}` : `${folder}/${name}${extension === "" ? "" : `.${extension}`}`;
  const taken = byEntry ? snapshot.listPaths().some((p) => p.startsWith(`${folder}/${name}/`)) : snapshot.has(path);
  return taken || isWorkflowPath(path.toLowerCase()) ? void 0 : { path, kind: asked.kind, folder };
}
function nameLike(name, kind, files) {
  const stems = files.map((file) => {
    const base = baseName(file);
    return base.slice(0, base.indexOf(".") < 0 ? base.length : base.indexOf("."));
  });
  const half = stems.length / 2;
  const words2 = name.split(/[-_]|(?<=[a-z0-9])(?=[A-Z])/).filter((w) => w !== "");
  const camel = stems.filter((s) => /^[A-Z]/.test(s)).length > half;
  if (camel) {
    const pascal = words2.map((w) => w.charAt(0).toUpperCase() + w.slice(1)).join("");
    const suffix = kind.charAt(0).toUpperCase() + kind.slice(1);
    const suffixed2 = stems.filter((s) => s.endsWith(suffix) && s.length > suffix.length).length > half;
    return suffixed2 && !pascal.endsWith(suffix) ? `${pascal}${suffix}` : pascal;
  }
  const separated = stems.filter((s) => s.includes("-") || s.includes("_")).length;
  if (stems.filter((s) => /^[a-z][a-z0-9]*[A-Z]/.test(s)).length > separated)
    return words2.map((w, i) => i === 0 ? w.toLowerCase() : w.charAt(0).toUpperCase() + w.slice(1)).join("");
  const kebab = stems.filter((s) => s.includes("-")).length > stems.filter((s) => s.includes("_")).length;
  const separator = kebab ? "-" : "_";
  const lower = words2.join(separator).toLowerCase();
  const suffixed = stems.filter((s) => s.toLowerCase().endsWith(`${separator}${kind}`)).length > half;
  return suffixed && !lower.endsWith(`${separator}${kind}`) ? `${lower}${separator}${kind}` : lower;
}
function mostCommon2(values) {
  const counts = /* @__PURE__ */ new Map();
  for (const value of values) counts.set(value, (counts.get(value) ?? 0) + 1);
  return [...counts].sort((a, b) => b[1] - a[1] || (a[0] < b[0] ? -1 : 1))[0]?.[0] ?? "";
}
var LEAST_COUNTERPARTS = 3;
var COUNTERPART_SHARE = 0.6;
function counterpartFiles(snapshot, index, one) {
  const inFolder = (p) => p.startsWith(`${one.folder}/`);
  const members = /* @__PURE__ */ new Map();
  for (const path of snapshot.listPaths()) {
    if (!inFolder(path) || index.kindOf(path) !== "source") continue;
    const module = entryModulePath(path) ?? path;
    if (module.slice(0, module.lastIndexOf("/")) === one.folder) members.set(stemOf(module), path);
  }
  const name = stemOf(entryModulePath(one.path) ?? one.path);
  const places = /* @__PURE__ */ new Map();
  for (const path of snapshot.listPaths()) {
    if (inFolder(path) || isTestPath(path) || isWorkflowPath(path.toLowerCase())) continue;
    const kind = index.kindOf(path);
    if (kind === void 0 || kind === "noise" || kind === "test") continue;
    const stem2 = stemOf(path);
    const member = members.get(stem2);
    if (member === void 0) continue;
    const dir = path.slice(0, Math.max(0, path.lastIndexOf("/")));
    const ending = baseName(path).slice(stem2.length);
    const key = `${dir}
${ending}`;
    const place = places.get(key) ?? { dir, ending, of: /* @__PURE__ */ new Map() };
    place.of.set(path, member);
    places.set(key, place);
  }
  const least = Math.max(LEAST_COUNTERPARTS, Math.ceil(members.size * COUNTERPART_SHARE));
  return [...places.values()].filter((place) => place.of.size >= least).map((place) => {
    const [like, of] = [...place.of].sort((a, b) => a[0] < b[0] ? -1 : 1)[0];
    return { path: `${place.dir === "" ? "" : `${place.dir}/`}${name}${place.ending}`, like, of };
  }).filter((c) => !snapshot.has(c.path));
}
function stemOf(path) {
  const base = baseName(path);
  const dot = base.indexOf(".");
  return dot > 0 ? base.slice(0, dot) : base;
}

// src/offline/offline-new-type.ts
var TYPE_NAME = /^(?:I(?=[A-Z][a-z]))?[A-Z][a-z0-9]+(?:[A-Z][a-z0-9]*)+$/;
var LEAST_TYPE_NAMED = 0.5;
var MOST_NAME_CHARS2 = 100;
function wordsOf(name) {
  return name.match(/[A-Z][a-z0-9]*/g) ?? [];
}
function addedTypeName(title) {
  const added = addedObject(title);
  if (!added) return void 0;
  const { words: words2, at: i } = added;
  const object = words2[i];
  if (object === void 0) return void 0;
  const name = /^`?([A-Za-z0-9]+)(?:`|<[^>]*>`?)?[;,:]?$/.exec(object)?.[1];
  if (name === void 0 || !TYPE_NAME.test(name) || /(?:Tests?|Specs?|Benchmarks?|Fixtures?)$/.test(name)) return void 0;
  return name.length > MOST_NAME_CHARS2 || !endsPhrase(object, words2.slice(i + 1, i + 3), ABOUT_A_TYPE) ? void 0 : name;
}
var ABOUT_A_TYPE = new Set(
  "for with that which so as and interface class type struct record enum trait protocol object route newtype wrapper base abstraction strategy model entity service component module widget node exception error event attribute annotation".split(
    " "
  )
);
function newTypeFile(snapshot, index, title) {
  const name = addedTypeName(title);
  if (name === void 0 || index.findSymbol(name).length > 0) return void 0;
  const sources = snapshot.listPaths().filter((path2) => index.kindOf(path2) === "source" && !isTestPath(path2));
  if (sources.length === 0) return void 0;
  const stems = sources.map((path2) => ({ path: path2, stem: stemOf2(path2) }));
  if (stems.some((s) => s.stem === name || s.stem.startsWith(name) && /^[A-Z0-9]/.test(s.stem.slice(name.length)))) return void 0;
  if (stems.filter((s) => /^[A-Z][a-z]/.test(s.stem)).length < LEAST_TYPE_NAMED * stems.length) return void 0;
  const words2 = wordsOf(name);
  let best = 0;
  const proposals = /* @__PURE__ */ new Map();
  for (const { path: path2, stem: stem2 } of stems) {
    if (!/^[A-Z]/.test(stem2)) continue;
    const theirs = wordsOf(stem2);
    const shared = Math.max(sharedStart(words2, theirs), sharedEnd(words2, theirs));
    if (shared === 0 || shared < best) continue;
    if (shared > best) {
      best = shared;
      proposals.clear();
    }
    const place = placeLike(path2, name, words2, theirs);
    const at = proposals.get(place);
    if (at) at.count++;
    else proposals.set(place, { count: 1, like: path2 });
  }
  const [path, proposal] = [...proposals].sort((a, b) => b[1].count - a[1].count || (a[0] < b[0] ? -1 : 1))[0] ?? [];
  return path === void 0 || proposal === void 0 ? void 0 : { name, path, like: proposal.like };
}
function placeLike(path, name, words2, theirs) {
  const slash = path.lastIndexOf("/");
  let folder = slash < 0 ? "" : path.slice(0, slash);
  const own = words2.filter((w) => !theirs.includes(w)).join("");
  const other = theirs.filter((w) => !words2.includes(w)).join("");
  const parent = folder.lastIndexOf("/");
  if (other !== "" && own !== "" && folder.slice(parent + 1) === other) folder = `${folder.slice(0, parent + 1)}${own}`;
  const extension = extensionOf(path);
  return `${folder === "" ? "" : `${folder}/`}${name}${extension === "" ? "" : `.${extension}`}`;
}
function stemOf2(path) {
  const name = baseName(path);
  const dot = name.indexOf(".");
  return dot <= 0 ? name : name.slice(0, dot);
}
function sharedStart(a, b) {
  let n = 0;
  while (n < a.length && n < b.length && a[n] === b[n]) n++;
  return n;
}
function sharedEnd(a, b) {
  let n = 0;
  while (n < a.length && n < b.length && a[a.length - 1 - n] === b[b.length - 1 - n]) n++;
  return n;
}

// src/offline/offline-peers.ts
function stemWords(path) {
  const base = baseName(path);
  const dot = base.indexOf(".");
  const stem2 = dot <= 0 ? base : base.slice(0, dot);
  return stem2.split(/[-_.\s]+|(?<=[a-z0-9])(?=[A-Z])|(?<=[A-Z])(?=[A-Z][a-z])/).filter((w) => w !== "").map((w) => w.toLowerCase());
}
var folderOf2 = (path) => path.slice(0, Math.max(0, path.lastIndexOf("/")));
function isModel(given, made) {
  const path = entryModulePath(given) ?? given;
  const madePath = entryModulePath(made.path) ?? made.path;
  if (folderOf2(path) !== folderOf2(madePath) || extensionOf(path) !== extensionOf(madePath)) return false;
  const family = new Set(made.family.map((w) => w.toLowerCase()));
  const words2 = stemWords(path);
  if (!made.folderNamed && !words2.some((w) => family.has(w))) return false;
  const own = words2.filter((w) => !family.has(w));
  const theirs = new Set(stemWords(madePath).filter((w) => !family.has(w)));
  return own.length > 0 && own.every((w) => !theirs.has(w));
}
function dropModels(kept, made) {
  if (made.length === 0) return [];
  const models = new Set(
    kept.filter((f) => f.kind === "source" && !f.create && f.named === void 0 && made.some((m) => isModel(f.path, m))).map((f) => f.path)
  );
  if (models.size === 0) return [];
  const dropped = [];
  for (let i = kept.length - 1; i >= 0; i--) {
    const file = kept[i];
    if (models.has(file.path) || file.covers !== void 0 && models.has(file.covers)) dropped.unshift(...kept.splice(i, 1));
  }
  return dropped;
}

// src/offline/offline-unranked.ts
var MIGRATION_WORDS = ["migration", "migrate", "schema", "column", "table", "index"];
function addUnranked(snapshot, index, kept, query) {
  const migration = newMigration(snapshot, query.terms, kept, query.requirement);
  if (migration) kept.push(migration);
  addRuntimeManifests(index, kept, query.text, query.score);
  addDependencyManifests(snapshot, index, kept, query.text, query.score);
  addLocaleFiles(snapshot, index, kept, query);
  addNamedPaths(snapshot, index, kept, query.text, query.score);
  const type = newTypeFile(snapshot, index, titleOf(query.text));
  if (type && !kept.some((f) => f.path === type.path)) {
    kept.push({ path: type.path, kind: "source", score: 0, matched: [], create: true, like: { name: type.name, path: type.like } });
    const own = new Set(stemWords(type.path));
    dropModels(kept, [{ path: type.path, family: stemWords(type.like).filter((w) => own.has(w)) }]);
  }
  const one = type ? void 0 : newOfKindFile(snapshot, index, titleOf(query.text));
  if (one && !kept.some((f) => f.path === one.path)) {
    kept.push({ path: one.path, kind: "source", score: 0, matched: [], create: true, ofKind: { kind: one.kind, folder: one.folder } });
    dropModels(kept, [{ path: one.path, family: stemWords(one.kind), folderNamed: true }]);
    const test = index.newTestPathFor(one.path);
    if (test !== void 0 && !kept.some((f) => f.path === test))
      kept.push({ path: test, kind: "test", score: 0, matched: [], create: true, covers: one.path });
    const counterparts = counterpartFiles(snapshot, index, one).filter((c) => !kept.some((f) => f.path === c.path));
    for (const c of counterparts)
      kept.push({
        path: c.path,
        kind: kindOf(c.path),
        score: 0,
        matched: [],
        create: true,
        counterpart: { kind: one.kind, like: c.like, of: c.of }
      });
    dropModels(
      kept,
      counterparts.map((c) => ({ path: c.path, family: stemWords(one.kind), folderNamed: true }))
    );
  }
}
function writtenPaths(text) {
  return titleOf(text).slice(0, TITLE_CHARS4).match(/[\w./-]{0,200}[A-Za-z_-]\.[A-Za-z]\w{0,9}\b/g) ?? [];
}
var MOST_NAMED = 2;
var TITLE_CHARS4 = 500;
function addNamedPaths(snapshot, index, kept, text, score) {
  const written = writtenPaths(text);
  const title = titleOf(text);
  if (written.length === 0 && !/\.\w/.test(title.slice(0, TITLE_CHARS4))) return;
  const byName = /* @__PURE__ */ new Map();
  for (const path of snapshot.listPaths()) {
    const list4 = byName.get(baseName(path));
    if (list4) list4.push(path);
    else byName.set(baseName(path), [path]);
  }
  for (const raw of written) {
    const tail = raw.replace(/^\.?\/+/, "");
    const paths = (byName.get(baseName(tail)) ?? []).filter((p) => (p === tail || p.endsWith(`/${tail}`)) && index.kindOf(p) !== void 0);
    if (paths.length === 0 || paths.length > MOST_NAMED) continue;
    for (const path of paths) {
      const ranked = kept.find((f) => f.path === path);
      if (ranked) ranked.named = tail;
      else kept.push({ path, kind: index.kindOf(path) ?? kindOf(path), score, matched: [], named: tail });
    }
  }
  const lower = new Set([...byName.keys()].map((name) => name.toLowerCase()));
  for (const path of createdPaths(title, (p) => lower.has(baseName(p).toLowerCase()))) {
    if (!kept.some((f) => f.path === path)) kept.unshift({ path, kind: kindOf(path), score, matched: [], create: true, named: path });
  }
}
function addLocaleFiles(snapshot, index, kept, { text, score, scores }) {
  const { files, others } = localeFiles(snapshot.listPaths(), titleOf(text), (path) => scores?.get(path) ?? 0);
  if (files.length === 0) return;
  for (let i = kept.length - 1; i >= 0; i--) if (others.has(kept[i].path)) kept.splice(i, 1);
  for (const { path, locale, create } of files) {
    const ranked = kept.find((f) => f.path === path);
    if (ranked) ranked.locale = locale;
    else kept.push({ path, kind: index.kindOf(path) ?? kindOf(path), score, matched: [], locale, ...create ? { create } : {} });
  }
}
function addDependencyManifests(snapshot, index, kept, text, score) {
  for (const { path, dependency: name, removed } of dependencyManifests(snapshot, text)) {
    const dependency = { name, removed };
    if (index.kindOf(path) === void 0) continue;
    const ranked = kept.find((f) => f.path === path);
    if (ranked) ranked.dependency = dependency;
    else kept.push({ path, kind: index.kindOf(path) ?? "config", score, matched: [], dependency });
  }
}
function addRuntimeManifests(index, kept, text, score) {
  for (const { path, runtime: runtime2 } of runtimeManifests(index, text)) {
    const ranked = kept.find((f) => f.path === path);
    if (ranked) ranked.runtime = runtime2;
    else kept.push({ path, kind: index.kindOf(path) ?? "config", score, matched: [], runtime: runtime2 });
  }
}
function newMigration(snapshot, terms, kept, requirement) {
  if (!mentions(terms, MIGRATION_WORDS)) return null;
  const existing = snapshot.listPaths().filter((p) => /(^|\/)migrations?\//.test(p) && /^\d+/.test(baseName(p)) && !outsideTheProject(p) && !isTestPath(p));
  if (existing.length === 0) return null;
  for (let i = kept.length - 1; i >= 0; i--) if (existing.includes(kept[i].path)) kept.splice(i, 1);
  const latest = existing.sort()[existing.length - 1];
  const digits = /^\d+/.exec(baseName(latest))?.[0] ?? "0";
  const next = String(Number(digits) + 1).padStart(digits.length, "0");
  const slug = migrationSlug(requirement);
  const path = `${latest.slice(0, latest.lastIndexOf("/") + 1)}${next}_${slug}.${extensionOf(latest) || "sql"}`;
  return { path, kind: "source", score: 0, matched: [], create: true };
}
var FILLERS3 = /* @__PURE__ */ new Set(["a", "an", "the", "to", "of", "for", "in", "on", "and", "or", "with", "from", "into", "by"]);
function migrationSlug(requirement) {
  const words2 = glossed(requirement).toLowerCase().split(/[^a-z0-9_]+/).filter((w) => w !== "" && !FILLERS3.has(w));
  return words2.slice(0, 5).join("_").slice(0, 50) || "change";
}

// src/offline/offline-criteria.ts
var MANIFESTS = /* @__PURE__ */ new Set([
  "package.json",
  "pyproject.toml",
  "setup.py",
  "setup.cfg",
  "cargo.toml",
  "go.mod",
  "gemfile",
  "pom.xml",
  "build.gradle",
  "build.gradle.kts",
  "composer.json",
  "requirements.txt"
]);
var MIGRATION_FOLDER = /(^|\/)(migrations?|migrate)\//i;
function isMigration(path) {
  return MIGRATION_FOLDER.test(path) && /^\d+/.test(baseName(path));
}
function manifestKind(path) {
  const name = baseName(path).toLowerCase();
  if (name === "package.json") return "npm";
  if (name === "cargo.toml") return "cargo";
  if (name === "go.mod") return "go";
  if (name === "composer.json") return "php";
  if (name === "gemfile" || name.endsWith(".gemspec")) return "ruby";
  if (["pyproject.toml", "setup.py", "setup.cfg", "requirements.txt"].includes(name)) return "python";
  return "build";
}
function roleOf(path, kind) {
  if (isMigration(path)) return "migration";
  if (kind === "test") return "test";
  if (kind === "doc") return "doc";
  if (MANIFESTS.has(baseName(path).toLowerCase())) return "manifest";
  if (kind === "config") return "config";
  return "code";
}
function nextMigration(snapshot, path, topic) {
  const folder = path.slice(0, path.lastIndexOf("/") + 1);
  const numbered = snapshot.listPaths().filter((p) => p.startsWith(folder) && !p.slice(folder.length).includes("/") && isMigration(p)).map((p) => ({ path: p, digits: /^\d+/.exec(baseName(p))?.[0] ?? "" })).filter((m) => m.digits.length <= 15);
  numbered.sort((a, b) => Number(a.digits) - Number(b.digits) || (a.path < b.path ? -1 : 1));
  const latest = numbered.at(-1);
  if (!latest) return void 0;
  const name = baseName(latest.path);
  const separator = /^[-_]/.test(name.slice(latest.digits.length)) ? name.charAt(latest.digits.length) : "_";
  const dot = name.indexOf(".");
  const extension = dot < 0 ? "" : name.slice(dot);
  const next = String(Number(latest.digits) + 1).padStart(latest.digits.length, "0");
  return { path: `${folder}${next}${separator}${migrationSlug(topic)}${extension}`, after: latest.path };
}
function criteriaFor(input) {
  if (input.version && input.role !== "migration" && input.role !== "test") return [input.phrases.releases(input.path, input.version)];
  const declared = input.runtime ? { criterion: input.phrases.runtimeVersions(input.path, input.runtime.name), only: input.runtime.only } : input.dependency ? {
    criterion: (input.dependency.removed ? input.phrases.dependencyRemoved : input.phrases.dependencyDeclared)(
      input.path,
      input.dependency.name
    ),
    only: input.dependency.only
  } : void 0;
  if (!declared) return roleCriteria(input);
  return declared.only ? [declared.criterion] : [declared.criterion, ...roleCriteria(input)];
}
function roleCriteria(input) {
  const { path, topic, phrases } = input;
  if (input.translation && input.role !== "test") return [phrases.translation(path, input.translation.language, input.translation.locale)];
  if (input.checker !== void 0 && (input.role === "code" || input.role === "test"))
    return [phrases.checkerQuiet(phrases.where(path, void 0), input.checker)];
  if (input.create && input.named !== void 0 && (input.role === "doc" || input.role === "config"))
    return [phrases.createdNamed(path, afterName(input.clause, input.named))];
  switch (input.role) {
    case "migration":
      return [phrases.migration(path, input.after ? baseName(input.after) : void 0)];
    case "test":
      return [input.refactor ? phrases.stillPass(path) : phrases.testCase(path, topic)];
    case "fixture":
      return [phrases.fixture(path)];
    case "doc":
      if (asksToFix(input.clause)) return [codeCriterion(input)];
      return [phrases.documents(path, topic, input.anchor.reason === "heading" ? input.anchor.location : void 0)];
    case "manifest":
      return [input.version ? phrases.releases(path, input.version) : phrases.manifest(path, topic, manifestKind(path))];
    case "config":
      return [phrases.config(path, topic)];
    default:
      return [codeCriterion(input), ...testCriterion(input)];
  }
}
function afterName(clause, name) {
  const at = clause.indexOf(name);
  if (at < 0) return "";
  const words2 = (clause.slice(at + name.length).split(/[;:(]/)[0] ?? "").split(/\s+/).filter((w) => w !== "");
  const filler = (word) => ["", "file", "files"].includes(word.replace(/[`'"]/g, "").toLowerCase());
  while (words2.length > 0 && filler(words2[0])) words2.shift();
  if (/^(?:with|for|that|which|to|about|describing)$/i.test(words2[0] ?? "")) words2.shift();
  let rest = words2.join(" ");
  while (rest.endsWith(".") || rest.endsWith(",")) rest = rest.slice(0, -1);
  return rest;
}
function codeCriterion({ path, anchor: anchor2, clause, create, reported, specified, adds, phrases }) {
  if (create) return phrases.created(path, clause, isImperative(clause));
  if (adds && adds.length > 0 && anchor2.location !== "*" && anchor2.reason !== "heading")
    return phrases.declaredBeside(path, adds, anchor2.location);
  const where = phrases.where(path, anchor2.location === "*" || anchor2.reason === "heading" ? void 0 : anchor2.location);
  if (clauseKind(clause) === "doc") return phrases.agrees(where, clause);
  if (statesProblem(clause, reported, specified)) return phrases.fixed(where, clause);
  return statesExpectation(clause) ? phrases.meets(where, clause) : phrases.does(where, clause, isImperative(clause));
}
function testCriterion(input) {
  const { test, phrases } = input;
  if (!test) return [];
  if (input.refactor) return test.existing ? [input.phrases.stillPass(test.path)] : [];
  if (test.removes !== void 0) return [phrases.noUses(test.path, test.removes)];
  if (test.changedWith) return [phrases.changedWithCase(test.path, test.changedWith.source, test.changedWith.commits)];
  if (test.joins !== void 0) return [phrases.joinsNewTests(test.path, test.joins)];
  return [test.existing ? phrases.newCase(test.path) : phrases.newTests(test.path)];
}

// src/offline/offline-release.ts
var MANIFESTS2 = /^(?:package\.json|gemfile|[\w.-]+\.gemspec|[\w.-]+\.podspec|go\.mod|cargo\.toml|pyproject\.toml|setup\.py|setup\.cfg|pipfile|requirements[\w.-]*\.txt|composer\.json|mix\.exs|[\w.-]+\.(?:cs|fs|vb)proj|directory\.(?:packages|build)\.props|build\.gradle(?:\.kts)?|build\.sbt|pom\.xml|package\.swift|pubspec\.yaml)$/;
function isManifest(path) {
  const dirs = path.toLowerCase().split("/").slice(0, -1);
  if (dirs.some((d) => /^(?:tests?|spec|fixtures?|examples?|testdata)$/.test(d))) return false;
  return MANIFESTS2.test(baseName(path).toLowerCase());
}
var VERSION2 = /\bv?\d+\.\d+(?:\.\d+)?(?:-[\w.]+)?\b/i;
var VERSIONS = new RegExp(VERSION2.source, "gi");
var RELEASE_WORDS = new Set(["release", "version", "bump", "update", "prepare", "publish", "cut", "chore"].map(stem));
function isVersionOnly(requirement) {
  const title = withoutCommitType(titleOf(requirement));
  if (!VERSION2.test(title)) return false;
  const rest = title.replace(VERSIONS, " ").replace(RELEASE_ZH, " ");
  if ((rest.match(new RegExp("\\p{L}+", "gu")) ?? []).some((word) => /[^A-Za-z]/.test(word))) return false;
  return queryTerms(rest).every((t) => RELEASE_WORDS.has(t));
}
var RELEASE_ZH = /发布|版本|版|升级|更新|到|至/g;
function releaseVersion(requirement) {
  return isVersionOnly(requirement) ? VERSION2.exec(withoutCommitType(titleOf(requirement)))?.[0] : void 0;
}
function releaseManifests(index, most) {
  const manifests = index.files.filter((f) => f.kind !== "noise" && isManifest(f.path)).map((f) => f.path);
  const depth = (path) => path.split("/").length;
  manifests.sort((a, b) => depth(a) - depth(b) || (a < b ? -1 : 1));
  return manifests.slice(0, most);
}

// src/offline/offline-layers.ts
var MIGRATION = /(^|\/)(migrations?|migrate|alembic|flyway|liquibase)\/|\.(sql|prisma)$|(^|\/)(db|database)\/schema\.[a-z]+$/i;
var MODEL = /(^|\/)(models?|entities|entity)\/|\.(model|entity)\.[a-z]+$|(^|\/)models?\.[a-z]+$/i;
var UI_DIRS = /(^|\/)(components|pages|screens|layouts|ui|frontend|web|client|public|static|styles)\//i;
var UI_EXTENSIONS = /* @__PURE__ */ new Set(["jsx", "tsx", "vue", "svelte", "astro", "css", "scss", "less", "html"]);
var ROUTE = /(^|\/)(routes?|routers?|handlers?|controllers?|endpoints?|middlewares?|api)\/|(^|[./_-])(routes?|router|controller|handlers?)\.[a-z]+$/i;
function layerOf(path) {
  const kind = kindOf(path);
  if (kind === "test" || kind === "noise") return void 0;
  if (MIGRATION.test(path)) return "migration";
  if (isManifest(path)) return "manifest";
  if (kind === "doc") return "docs";
  if (kind !== "source") return void 0;
  if (UI_EXTENSIONS.has(extensionOf(path))) return "ui";
  if (MODEL.test(path)) return "model";
  if (UI_DIRS.test(path)) return "ui";
  if (ROUTE.test(path)) return "route";
  return "code";
}
var RANK = { migration: 0, manifest: 3, model: 1, route: 2, code: 2, ui: 3, docs: 4 };
function layerDistance(before, after2) {
  if (before === "manifest" || after2 === "manifest") return before === "manifest" && after2 === "docs" ? 1 : 0;
  const distance = RANK[after2] - RANK[before];
  return distance > 0 && !(before === "model" && after2 === "code") ? distance : 0;
}
function taskLayer(files) {
  for (const file of files) {
    const layer = layerOf(file);
    if (layer) return layer;
  }
  return void 0;
}

// src/retrieval/comments.ts
var HASH_FILE = /\.(?:py|pyi|rb|rake|sh|bash|zsh|ex|exs|pl|r|php)$/i;
var SLASH_FILE = /\.(?:[cm]?[jt]sx?|go|rs|java|kt|kts|scala|groovy|swift|c|h|cc|cpp|cxx|hpp|hh|hxx|cs|php|dart|m|mm)$/i;
function withoutComments(path, text) {
  const hash = HASH_FILE.test(path);
  const slash = SLASH_FILE.test(path);
  if (!hash && !slash) return text;
  let out = "";
  let from = 0;
  let i = 0;
  while (i < text.length) {
    const c = text.charCodeAt(i);
    const next = text.charCodeAt(i + 1);
    if (c === 39 || c === 34 || c === 96) {
      i = stringEnd(text, i);
      continue;
    }
    let end = -1;
    if (slash && c === 47 && next === 47) end = lineEnd(text, i);
    else if (slash && c === 47 && next === 42) {
      const close = text.indexOf("*/", i + 2);
      end = close < 0 ? text.length : close + 2;
    } else if (hash && c === 35 && next !== 123 && next !== 91) end = lineEnd(text, i);
    if (end < 0) {
      i++;
      continue;
    }
    out += `${text.slice(from, i)} `;
    from = end;
    i = end;
  }
  return out + text.slice(from);
}
function stringEnd(text, at) {
  const quote = text.charCodeAt(at);
  for (let i = at + 1; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c === 10) break;
    if (c === 92) i++;
    else if (c === quote) return i + 1;
  }
  return at + 1;
}
function lineEnd(text, at) {
  const end = text.indexOf("\n", at);
  return end < 0 ? text.length : end;
}

// src/offline/offline-removed.ts
var REMOVED_FILLERS = /* @__PURE__ */ new Set([
  "the",
  "a",
  "an",
  "deprecated",
  "unused",
  "obsolete",
  "legacy",
  "old",
  "dead",
  "redundant",
  "experimental",
  "unnecessary",
  "unneeded",
  "outdated",
  "superfluous"
]);
function removedName(requirement) {
  return objectNamed(requirement, /^(?:remove|removes|removed|drop|drops|dropped|delete|deletes|deleted)$/i);
}
function deprecatedName(requirement) {
  return objectNamed(requirement, /^(?:deprecate|deprecates|deprecated)$/i);
}
function takenAwayName(requirement) {
  return removedName(requirement) ?? objectNamed(requirement, /^(?:replace|replaces|replaced)$/i);
}
function objectNamed(requirement, verbs) {
  const title = withoutCommitLabel(titleOf(requirement)).replace(/^\[[^\]]{1,40}\]\s*/, "");
  const words2 = title.split(/\s+/);
  if (!verbs.test(words2[0] ?? "")) return void 0;
  let at = 1;
  while (at < words2.length && REMOVED_FILLERS.has(words2[at].toLowerCase())) at++;
  const word = words2[at] ?? "";
  const name = word.replace(/^`|`$/g, "");
  const named4 = /^`.+`$/.test(word) || /[a-z][A-Z]|_|[A-Z]{2}[a-z]/.test(name);
  return named4 && /^[A-Za-z_$][\w$]{2,}$/.test(name) ? name : void 0;
}

// src/offline/offline-links.ts
var MAX_PER_LINK = 20;
var GENERIC_STEMS = /* @__PURE__ */ new Set(["index", "main", "mod", "init"]);
var DependencyGraph = class {
  deps = /* @__PURE__ */ new Map();
  constructor(tasks = []) {
    for (const task of tasks) this.deps.set(task.id, new Set(task.depends_on ?? []));
  }
  has(from, to) {
    return this.deps.get(from)?.has(to) ?? false;
  }
  /** Whether `from` depends on `to`, directly or through other tasks. */
  reaches(from, to) {
    const seen = /* @__PURE__ */ new Set([from]);
    const stack = [from];
    for (let id = stack.pop(); id !== void 0; id = stack.pop()) {
      for (const next of this.deps.get(id) ?? []) {
        if (next === to) return true;
        if (!seen.has(next)) {
          seen.add(next);
          stack.push(next);
        }
      }
    }
    return false;
  }
  /** Whether either task already depends on the other. */
  related(a, b) {
    return this.reaches(a, b) || this.reaches(b, a);
  }
  /** Adds `from` → `to` unless it is a self-edge, already there, or would close a cycle; true when added. */
  add(from, to) {
    if (from === to || this.has(from, to) || this.reaches(to, from)) return false;
    const deps = this.deps.get(from) ?? /* @__PURE__ */ new Set();
    deps.add(to);
    this.deps.set(from, deps);
    return true;
  }
};
function offlineLinks(request) {
  const graph = new DependencyGraph(request.tasks);
  const links = request.needs.map((need) => {
    const key = domainKey(need.from_domain);
    const last2 = request.tasks.filter((t) => t.domain === key).pop();
    const fits = last2 !== void 0 && (graph.has(need.task_id, last2.id) || graph.add(need.task_id, last2.id));
    return { task_id: need.task_id, depends_on: fits ? [last2.id] : [] };
  });
  if (!request.snapshot) return links;
  return [...links, ...grouped(repositoryEdges(request.tasks, request.snapshot, graph, request.requirement))];
}
function repositoryEdges(candidates2, snapshot, graph, requirement) {
  const index = indexSnapshot(snapshot);
  const tasks = [...candidates2].sort((a, b) => compareTaskIds(a.id, b.id));
  const owners = /* @__PURE__ */ new Map();
  for (const task of tasks) for (const file of new Set(task.files ?? [])) owners.set(file, [...owners.get(file) ?? [], task.id]);
  const added = [];
  const add = (from, to) => {
    if (graph.add(from, to)) added.push({ from, to });
  };
  for (const { from, to } of callersFirst(tasks, index, snapshot, requirement)) add(from, to);
  for (const task of tasks) for (const to of testedTasks(task, index, owners)) add(task.id, to);
  const reached = new Map(tasks.map((task) => [task.id, reachedImports(importingFiles(task), index)]));
  const uses = packageTestUses(tasks, index, snapshot);
  for (let hops = 1; hops <= IMPORT_DEPTH; hops++)
    for (const task of tasks)
      for (const to of importedTasks(task, reached.get(task.id), hops, owners))
        if (!graph.related(task.id, to) && uses(task, to)) add(task.id, to);
  for (const { from, to } of usedDeclarations(tasks, index, snapshot)) if (!graph.related(from, to)) add(from, to);
  for (const { from, to } of testsAfterCode(tasks, graph, index, snapshot)) add(from, to);
  for (const { from, to } of newCodeFirst(tasks, snapshot)) if (!graph.related(from, to)) add(from, to);
  for (const { from, to } of namesakesAfter(tasks, snapshot)) if (!graph.related(from, to)) add(from, to);
  for (const { from, to } of layerPairs(tasks)) if (!graph.related(from, to)) add(from, to);
  return added;
}
function importingFiles(task) {
  const files = task.files ?? [];
  const sources = files.filter((f) => kindOf(f) !== "test");
  return sources.length > 0 ? sources : files;
}
function packageTestUses(tasks, index, snapshot) {
  const byId = new Map(tasks.map((t) => [t.id, t]));
  const written = /* @__PURE__ */ new Map();
  return (task, to) => {
    const files = task.files ?? [];
    if (files.length === 0 || !files.every((f) => f.endsWith(".go"))) return true;
    const owner = byId.get(to);
    if (!owner) return true;
    let words2 = written.get(task.id);
    if (!words2) {
      words2 = new Set(
        files.flatMap((f) => [...withoutComments(f, snapshot.readFile(f) ?? "").matchAll(/[A-Za-z_]\w{4,}/g)].map((m) => m[0]))
      );
      written.set(task.id, words2);
    }
    const used = words2;
    return [...namesDeclared(owner, index)].some((name) => used.has(name));
  };
}
function ownersOf(task, files, owners) {
  const ids = /* @__PURE__ */ new Set();
  for (const file of files) for (const id of owners.get(file) ?? []) if (id !== task.id) ids.add(id);
  return [...ids].sort(compareTaskIds);
}
function testedTasks(task, index, owners) {
  const sources = [];
  for (const file of task.files ?? []) {
    if (kindOf(file) !== "test") continue;
    if (index.kindOf(file) !== void 0) {
      sources.push(...index.sourcesOf(file));
      for (const path of owners.keys())
        if (kindOf(path) === "source" && index.testsFor(path).length === 0 && index.changedWithTest(path)?.path === file)
          sources.push(path);
      continue;
    }
    const stem2 = stemName(file);
    if (GENERIC_STEMS.has(stem2)) continue;
    for (const path of owners.keys()) if (kindOf(path) === "source" && sourceStems(path).includes(stem2)) sources.push(path);
  }
  return ownersOf(task, sources, owners);
}
function testsAfterCode(tasks, graph, index, snapshot) {
  const code = tasks.filter((t) => (t.files ?? []).some((f) => kindOf(f) === "source"));
  const edges = [];
  for (const task of tasks) {
    const files = task.files ?? [];
    if (files.length === 0 || !files.every((f) => kindOf(f) === "test")) continue;
    if (code.some((c) => graph.related(task.id, c.id))) continue;
    const words2 = pathWords(files);
    let written;
    let best;
    for (const candidate of code) {
      const shared = [...pathWords(candidate.files ?? [])].filter((w) => words2.has(w)).length;
      if (best && shared < best.shared) continue;
      written ??= identifiersIn(files, snapshot);
      const seen = written;
      const used = [...namesDeclared(candidate, index)].filter((name) => seen.has(name)).length;
      if (!best || shared > best.shared || used > best.used) best = { id: candidate.id, shared, used };
    }
    if (best) edges.push({ from: task.id, to: best.id });
  }
  return edges;
}
function callersFirst(tasks, index, snapshot, requirement) {
  const name = requirement === void 0 ? void 0 : takenAwayName(requirement);
  if (name === void 0) return [];
  const declares = (task) => (task.files ?? []).some((f) => index.symbolsOf(f).some((s) => s.name === name && !s.block));
  const declarers = tasks.filter(declares);
  if (declarers.length === 0) return [];
  const writes2 = (file) => kindOf(file) === "source" && wholeName(name)(withoutComments(file, snapshot.readFile(file) ?? ""));
  const callers = tasks.filter((task) => !declares(task) && (task.files ?? []).some(writes2));
  return declarers.flatMap((declarer) => callers.map((caller) => ({ from: declarer.id, to: caller.id })));
}
function identifiersIn(files, snapshot) {
  const words2 = /* @__PURE__ */ new Set();
  for (const file of files)
    for (const match of withoutComments(file, snapshot.readFile(file) ?? "").replace(OWN_NAMESPACE, "").matchAll(/[A-Za-z_]\w{4,}/g))
      words2.add(match[0]);
  return words2;
}
var OWN_NAMESPACE = /^[ \t]*(?:namespace|package)[ \t]+(?=[A-Za-z_\\])[^\n{=]*$/gm;
function pathWords(files) {
  const words2 = files.flatMap((f) => f.toLowerCase().split(/[^a-z0-9]+/));
  return new Set(words2.filter((w) => w.length > 1 && !TEST_WORDS.has(w)));
}
var TEST_WORDS = /* @__PURE__ */ new Set(["test", "tests", "spec", "specs", "__tests__", "js", "ts", "py", "go", "rs", "tsx", "jsx"]);
var MIN_NAME = 5;
var NAMES_PER_FILE = 60;
function usedDeclarations(tasks, index, snapshot) {
  const code = tasks.filter((t) => (t.files ?? []).some((f) => kindOf(f) === "source"));
  const declared = new Map(code.map((t) => [t.id, namesDeclared(t, index)]));
  const words2 = new Map(code.map((t) => [t.id, wordsUsed(t, snapshot)]));
  const edges = [];
  const once = /* @__PURE__ */ new Map();
  const declaredOnce = (name) => once.get(name) ?? once.set(name, new Set(index.findSymbol(name).map((d) => d.path)).size === 1).get(name) === true;
  const importedElsewhere = (user, owner, name) => {
    if (declaredOnce(name)) return false;
    const at = new Set(index.findSymbol(name).map((d) => d.path));
    const mine = new Set(sourcesOf(owner));
    return sourcesOf(user).some((file) => index.importsOf(file).some((imported) => at.has(imported) && !mine.has(imported)));
  };
  const interfaces = new Map(code.map((t) => [t.id, interfacesDeclared(t, snapshot)]));
  for (const user of code)
    for (const owner of code) {
      if (user.id === owner.id) continue;
      const theirs = interfaces.get(owner.id);
      const ownerDeclares = declared.get(owner.id);
      if ([...interfaces.get(user.id)].some(
        (name) => words2.get(owner.id)?.has(name) && !theirs.has(name) && !ownerDeclares.has(name)
      )) {
        edges.push({ from: owner.id, to: user.id, weight: TYPE_USE });
        continue;
      }
      const names3 = declared.get(owner.id);
      const used = words2.get(user.id);
      const own = declared.get(user.id);
      const stems = new Set(sourcesOf(owner).map(stemName));
      const near = moduleNear(sourcesOf(user), sourcesOf(owner));
      let weight = 0;
      for (const name of names3) {
        if (!used.has(name) || own.has(name)) continue;
        const type = stems.has(name.toLowerCase().replace(/_/g, ""));
        if ((near || type || declaredOnce(name) && reachesAcross(user, owner, name, snapshot)) && !importedElsewhere(user, owner, name))
          weight += type ? TYPE_USE : 1;
      }
      if (weight > 0) edges.push({ from: user.id, to: owner.id, weight });
    }
  return edges.sort((a, b) => b.weight - a.weight);
}
function reachesAcross(user, owner, name, snapshot) {
  const files = sourcesOf(user);
  if (files.length > 0 && files.every((f) => f.endsWith(".go")) && /^[a-z_]/.test(name)) return false;
  if (files.length === 0 || !files.every((f) => /\.exs?$/.test(f))) return true;
  const called = new RegExp(`\\b[A-Z]\\w*\\.${name}(?![\\w?!])`);
  const texts = files.map((f) => withoutComments(f, snapshot.readFile(f) ?? ""));
  if (texts.some((text) => called.test(text))) return true;
  const modules = sourcesOf(owner).flatMap((f) => [...(snapshot.readFile(f) ?? "").matchAll(DEFMODULE)].map((m) => m[1]));
  return modules.some((module) => {
    const imported = new RegExp(`^[ \\t]*(?:import|use)[ \\t]+${module.replace(/\./g, "\\.")}\\b`, "m");
    return texts.some((text) => imported.test(text));
  });
}
var DEFMODULE = /^[ \t]*defmodule[ \t]+([A-Z][\w.]{0,200}?)[ \t]+do\b/gm;
var INTERFACE_LINE = /^[ \t]*(?:(?:export|public|internal|private|protected|sealed|abstract|unsafe|pub(?:\([\w:]{1,40}\))?)[ \t]+){0,4}(?:interface|trait|protocol)[ \t]+([A-Z_]\w*)/gm;
function interfacesDeclared(task, snapshot) {
  const names3 = /* @__PURE__ */ new Set();
  for (const file of sourcesOf(task))
    for (const match of withoutComments(file, snapshot.readFile(file) ?? "").matchAll(INTERFACE_LINE)) names3.add(match[1]);
  return names3;
}
var TYPE_USE = 3;
var sourcesOf = (task) => (task.files ?? []).filter((f) => kindOf(f) === "source");
var folderOf3 = (file) => file.slice(0, Math.max(0, file.lastIndexOf("/")));
var MODULE_ROOTS = /* @__PURE__ */ new Set(["lib.rs", "main.rs", "mod.rs", "__init__.py", "index.js", "index.ts", "index.mjs", "index.cjs"]);
function moduleOf(file) {
  const name = file.slice(file.lastIndexOf("/") + 1);
  if (MODULE_ROOTS.has(name)) return folderOf3(file);
  const dot = name.indexOf(".");
  return dot > 0 ? file.slice(0, file.length - name.length + dot) : file;
}
function moduleNear(a, b) {
  const holds = (parent, child) => {
    const module = moduleOf(parent);
    const folder = folderOf3(child);
    return module !== "" && (folder === module || folder.startsWith(`${module}/`));
  };
  return a.some((x) => b.some((y) => folderOf3(x) === folderOf3(y) || holds(x, y) || holds(y, x)));
}
function namesDeclared(task, index) {
  const names3 = (task.files ?? []).flatMap((f) => index.symbolsOf(f).flatMap((s) => s.block ? [] : [s.name]));
  return new Set([...new Set(names3.filter((n) => n.length >= MIN_NAME && /^[A-Za-z_]\w*$/.test(n)))].slice(0, NAMES_PER_FILE));
}
function wordsUsed(task, snapshot) {
  return identifiersIn(
    (task.files ?? []).filter((file) => kindOf(file) === "source"),
    snapshot
  );
}
function newCodeFirst(tasks, snapshot) {
  const source = (file) => kindOf(file) === "source" && !isTestPath(file);
  const edges = [];
  for (const creator of tasks) {
    const folders = new Set((creator.files ?? []).filter((f) => source(f) && !snapshot.has(f)).map(folderOf3));
    if (folders.size === 0) continue;
    for (const user of tasks)
      if (user.id !== creator.id && (user.files ?? []).some((f) => source(f) && snapshot.has(f) && folders.has(folderOf3(f))))
        edges.push({ from: user.id, to: creator.id });
  }
  return edges;
}
function namesakesAfter(tasks, snapshot) {
  const created = (task) => (task.files ?? []).filter((f) => !snapshot.has(f) && !isTestPath(f));
  const edges = [];
  for (const source of tasks) {
    const stems = new Set(
      created(source).filter((f) => kindOf(f) === "source" && !/\.d\.[mc]?ts$/.test(f)).flatMap(sourceStems)
    );
    if (stems.size === 0) continue;
    for (const namesake of tasks)
      if (namesake.id !== source.id && created(namesake).some((f) => stems.has(stemName(f)) && !(source.files ?? []).includes(f)))
        edges.push({ from: namesake.id, to: source.id });
  }
  return edges;
}
function importedTasks(task, reached, hops, owners) {
  return ownersOf(
    task,
    [...reached].flatMap(([file, at]) => at === hops ? [file] : []),
    owners
  );
}
var IMPORT_DEPTH = 3;
var QUALIFIED_DEPTH = 1;
var IMPORT_WALK_MAX = 200;
function reachedImports(files, index) {
  const seen = new Set(files);
  const reached = /* @__PURE__ */ new Map();
  let frontier = [...files];
  const peer = (file) => index.importsOf(file).some((f) => files.includes(f));
  const walked = (file, depth) => depth === 0 || !peer(file) && (depth < QUALIFIED_DEPTH || !readsQualified(file));
  for (let depth = 0; depth < IMPORT_DEPTH && frontier.length > 0 && seen.size < IMPORT_WALK_MAX; depth++) {
    const next = [];
    for (const file of frontier)
      for (const imported of walked(file, depth) ? index.importsOf(file) : []) {
        if (seen.has(imported)) continue;
        seen.add(imported);
        reached.set(imported, depth + 1);
        next.push(imported);
      }
    frontier = next;
  }
  return reached;
}
function layerPairs(tasks) {
  const layered = tasks.flatMap((task) => {
    const layer = taskLayer(task.files ?? []);
    return layer ? [{ id: task.id, layer }] : [];
  });
  const pairs = [];
  for (const after2 of layered)
    for (const before of layered) {
      const distance = layerDistance(before.layer, after2.layer);
      if (distance > 0) pairs.push({ from: after2.id, to: before.id, distance });
    }
  return pairs.sort((a, b) => a.distance - b.distance || compareTaskIds(a.from, b.from) || compareTaskIds(a.to, b.to));
}
function grouped(edges) {
  const byTask = /* @__PURE__ */ new Map();
  for (const { from, to } of edges) byTask.set(from, [...byTask.get(from) ?? [], to]);
  const links = [];
  for (const id of [...byTask.keys()].sort(compareTaskIds)) {
    const deps = byTask.get(id).sort(compareTaskIds);
    for (let i = 0; i < deps.length; i += MAX_PER_LINK) links.push({ task_id: id, depends_on: deps.slice(i, i + MAX_PER_LINK) });
  }
  return links;
}

// src/offline/offline-cleanup.ts
var CHECKERS = [
  [/\bclippy\b/i, "clippy"],
  [/\brustfmt\b/i, "rustfmt"],
  [/\bgofmt\b/i, "gofmt"],
  [/\bgolangci(?:-lint)?\b/i, "golangci-lint"],
  [/\bstaticcheck\b/i, "staticcheck"],
  [/\bgo vet\b/i, "go vet"],
  [/\b(?:revive|errcheck|unparam|unconvert)\b/i, "the Go linters"],
  [/\beslint\b/i, "ESLint"],
  [/\bprettier\b/i, "Prettier"],
  [/\bbiome\b/i, "Biome"],
  [/\bruff\b/i, "ruff"],
  [/\bmypy\b/i, "mypy"],
  [/\bflake8\b/i, "flake8"],
  [/\bpylint\b/i, "pylint"],
  [/\bphpstan\b/i, "PHPStan"],
  [/\bpsalm\b/i, "Psalm"],
  [/\bphp-cs-fixer\b|\bphpcs\b/i, "the PHP code-style checker"],
  [/\brubocop\b/i, "RuboCop"],
  [/\bcredo\b/i, "Credo"],
  [/\bdialyzer\b/i, "Dialyzer"],
  [/\bspotbugs\b/i, "SpotBugs"],
  [/\berror ?prone\b/i, "Error Prone"],
  [/\bcheckstyle\b/i, "Checkstyle"],
  [/\bdetekt\b/i, "detekt"],
  [/\bktlint\b/i, "ktlint"],
  [/\bstylecop\b/i, "StyleCop"],
  [/\blint(?:s|ing|er)?\b/i, "the linter"]
];
var BUILD_WARNINGS = /^(?:fix|fixes|fixed|resolve|resolves|silence)\s+(?:[\w-]+\s+){0,2}warnings?\b/i;
var FINDINGS = /\b(?:lint(?:s|ing)?|warnings?|issues?|errors?|suggestions?|complaints?|findings?|fixes|offen[cs]es|violations?|nits?)\b/i;
var CHECKER_WORDS = 6;
var CLEANS = /^(?:fix|fixes|fixed|fixing|resolve|resolves|resolved|apply|address|silence|satisfy|appease)\b/i;
var CLEANUP_TYPES = /^(?:fix|style|chore|lint)(?:\([^)]*\))?!?:\s*/i;
function cleanupChecker(requirement) {
  const title = titleOf(requirement);
  const typed = CLEANUP_TYPES.exec(title);
  const rest = typed ? title.slice(typed[0].length) : title;
  if (!typed && !CLEANS.test(rest)) return void 0;
  if (typed && !CLEANS.test(rest) && !/^(?:\w+\s+){0,2}(?:lint|warning|clippy)/i.test(rest)) return void 0;
  const bare2 = withoutPullReferences(rest).trim();
  if (!FINDINGS.test(bare2) && !CHECKERS.some(([pattern]) => new RegExp(`${pattern.source}$`, "i").test(bare2))) return void 0;
  const head = bare2.split(/\s+/).slice(0, CHECKER_WORDS).join(" ");
  for (const [pattern, name] of CHECKERS) {
    const match = pattern.exec(head);
    if (match && head[match.index + match[0].length] !== "/") return name;
  }
  return BUILD_WARNINGS.test(rest) && !/\b(?:when|if|false positives?)\b/i.test(rest) ? "the compiler" : void 0;
}

// src/offline/offline-anchor.ts
var WHOLE_FILE = { location: "*", reason: "file", terms: [] };
function anchorFor(snapshot, file, requirement) {
  const text = snapshot.readFile(file.path);
  if (text === void 0) return WHOLE_FILE;
  if (/\.(md|mdx|markdown)$/i.test(file.path)) return headingAnchor(snapshot, text, requirement, file.line);
  const symbols = withoutOverloads(file.path, text, indexSnapshot(snapshot).symbolsOf(file.path));
  if (symbols.length === 0) return WHOLE_FILE;
  const separator = file.path.endsWith(".rs") ? "::" : ".";
  const found = linkAnchor(symbols, file.frames) ?? // A test's declaration named after a member (xunit's nested `class Equal` for `Assert.Equal`) tests that member, whoever owns it.
  namedAnchor(symbols, requirement, indexSnapshot(snapshot).kindOf(file.path) === "test" ? void 0 : text) ?? usedAnchor(text, symbols, requirement) ?? spelledOutAnchor(symbols, requirement) ?? matchedAnchor(snapshot, file, text, symbols, requirement);
  if (!found) return WHOLE_FILE;
  return { ...found, ...fromFrame(found, file.frames), location: qualifiedName(symbols, found.location, text, requirement, separator) };
}
function linkAnchor(symbols, frames) {
  for (const frame of frames ?? []) {
    const name = frame.name;
    if (!frame.linked || name === void 0 || !symbols.some((s) => s.name === name && !s.block)) continue;
    return {
      location: name,
      reason: "link",
      terms: tokenize(name),
      name,
      ...frame.linked.line !== void 0 ? { line: frame.linked.line } : {}
    };
  }
  return void 0;
}
function fromFrame(found, frames) {
  if (found.reason !== "named" || found.spelledAs !== void 0) return {};
  const frame = frames?.find((f) => f.name === found.name);
  if (!frame) return {};
  if (frame.linked) return { reason: "link", ...frame.linked.line !== void 0 ? { line: frame.linked.line } : {} };
  return { reason: "frame", raised: frame.raised };
}
var OUTER_SCAN = 200;
function outerOf(symbols, lines, def) {
  const at = symbols.indexOf(def);
  for (let i = at - 1; i >= Math.max(0, at - OUTER_SCAN); i--) {
    const outer = symbols[i];
    if (outer.line === def.line) continue;
    const span = symbolSpan(lines, symbols, outer);
    if (span.declaration < def.line && def.line <= span.end) return outer.name;
  }
  return void 0;
}
function receiverOf(lines, def, owners) {
  const line = lines[def.line - 1] ?? "";
  const head = line.slice(0, Math.max(0, line.indexOf(def.name)));
  return owners.find((owner) => wholeName(owner)(head));
}
function qualifiedName(symbols, name, text, requirement, separator) {
  const own = symbols.filter((s) => s.name === name);
  if (own.length === 0) return name;
  const lines = text.split("\n");
  if (own.length === 1) {
    const def = own[0];
    const outer = outerOf(symbols, lines, def) ?? receiverOf(
      lines,
      def,
      qualifiedNames(requirement).filter((q) => q.member === name).map((q) => q.owner)
    );
    return outer === void 0 ? name : `${outer}${separator}${name}`;
  }
  const written = new Set(requirement.match(/[A-Za-z_$][\w$]*/g) ?? []);
  for (const def of own.slice(0, 20)) {
    const outer = outerOf(symbols, lines, def);
    if (outer !== void 0 && outer !== name && written.has(outer)) return `${outer}${separator}${name}`;
  }
  return name;
}
function spelledOutAnchor(symbols, requirement) {
  const spelled2 = /* @__PURE__ */ new Map();
  for (const run of [...adjacentWords(requirement, 2), ...adjacentWords(requirement, 3)]) {
    const key = run.join("").toLowerCase();
    if (!spelled2.has(key)) spelled2.set(key, run);
  }
  const joined = (name) => name.replace(/[_$-]/g, "").toLowerCase();
  const found = symbols.filter((s) => tokenize(s.name).length >= 2 && spelled2.has(joined(s.name))).sort((a, b) => b.name.length - a.name.length || a.line - b.line)[0];
  if (!found) return void 0;
  const spelledAs = spelled2.get(joined(found.name)).map((word) => word.toLowerCase());
  return { location: found.name, reason: "named", terms: tokenize(found.name), name: found.name, spelledAs };
}
function namedAnchor(symbols, requirement, text) {
  const names3 = namedIdentifiers(requirement);
  const ownedBy2 = text === void 0 ? /* @__PURE__ */ new Map() : membersOwned(requirement);
  const lines = (text ?? "").split("\n");
  const owned = (s) => {
    const owners = ownedBy2.get(s.name);
    if (owners === void 0) return true;
    return owners.includes(outerOf(symbols, lines, s) ?? "") || receiverOf(lines, s, owners) !== void 0;
  };
  for (const exact of [true, false]) {
    for (const name of names3) {
      if (!exact && /^[A-Za-z][a-z]*$/.test(name)) continue;
      const lower = name.toLowerCase();
      const found = symbols.find((s) => (exact ? s.name === name : s.name.toLowerCase() === lower) && owned(s));
      if (found) return { location: found.name, reason: "named", terms: tokenize(found.name), name: found.name };
    }
  }
  return void 0;
}
function membersOwned(requirement) {
  const owned = /* @__PURE__ */ new Map();
  for (const { owner, member } of qualifiedNames(requirement))
    if (/^[A-Z]/.test(owner)) owned.set(member, [...owned.get(member) ?? [], owner]);
  const bare2 = withoutQualified(requirement);
  for (const member of [...owned.keys()]) if (wholeName(member)(bare2)) owned.delete(member);
  return owned;
}
function withoutQualified(requirement) {
  return requirement.replace(QUALIFIED, " ");
}
function usedAnchor(text, symbols, requirement) {
  const declared = new Set(symbols.map((s) => s.name));
  const names3 = namedIdentifiers(requirement).filter((name) => /_|[a-z][A-Z]|\d/.test(name) && !declared.has(name));
  if (names3.length === 0) return void 0;
  const lines = text.split("\n");
  const spans = symbols.filter((s) => !s.block).map((symbol) => ({ symbol, span: symbolSpan(lines, symbols, symbol) }));
  const around = (line) => {
    let inner;
    for (const { symbol, span } of spans)
      if (span.declaration <= line && line <= span.end && (!inner || symbol.line >= inner.line)) inner = symbol;
    return inner;
  };
  for (const name of names3) {
    let found;
    let several = false;
    const writes2 = wholeName(name);
    for (const [i, line] of lines.entries()) {
      if (!writes2(line)) continue;
      const inner = around(i + 1);
      if (inner === void 0) continue;
      if (found !== void 0 && inner !== found) several = true;
      found = inner;
    }
    if (found !== void 0 && !several)
      return { location: found.name, reason: "uses", terms: tokenize(found.name), name: found.name, uses: name };
  }
  return void 0;
}
var MARGIN = 0.1;
var LEAST_SHARE = 0.7;
function matchedAnchor(snapshot, file, text, symbols, requirement) {
  const index = indexSnapshot(snapshot);
  const inFile = new Set(tokenize(countedText(file.path, text)));
  const verb = leadingVerb(requirement);
  const weights = new Map(
    meaningfulTerms(glossed(requirement)).flatMap((t) => inFile.has(t) && t !== verb ? [[t, index.termWeight(t)]] : [])
  );
  const total = [...weights.values()].reduce((a, b) => a + b, 0);
  if (total <= 0) return void 0;
  const lines = text.split("\n");
  const declared = /* @__PURE__ */ new Map();
  for (const symbol of symbols) if (!symbol.block) declared.set(symbol.name, (declared.get(symbol.name) ?? 0) + 1);
  const written = writtenWords(requirement);
  const clauses2 = clauseRuns(file.path, symbols);
  const matches = [];
  for (const symbol of symbols) {
    const run = clauses2.get(symbol);
    if (symbol.block || (declared.get(symbol.name) ?? 0) > 1 && run === void 0) continue;
    const first = symbolSpan(lines, symbols, symbol);
    const span = run === void 0 ? first : { ...first, end: symbolSpan(lines, symbols, run).end };
    const body = new Set(tokenize(withoutMarkupAttributes(file.path, lines.slice(span.start - 1, span.end).join("\n"))));
    const name = new Set(tokenize(symbol.name));
    const exact = exactNameTerms(symbol.name, written);
    const terms = [...weights.keys()].filter((t) => body.has(t) || name.has(t));
    const score = terms.reduce((sum, t) => sum + (weights.get(t) ?? 0) * (exact.has(t) ? 2 : 1), 0);
    if (score < total * LEAST_SHARE) continue;
    const size = span.end - span.start;
    const distance = file.line === void 0 ? 0 : Math.abs(symbol.line - file.line);
    matches.push({ symbol, score, size, distance, terms });
  }
  const [best, second] = matches.sort((a, b) => better(a, b) ? -1 : better(b, a) ? 1 : 0);
  if (best === void 0 || second !== void 0 && second.score >= best.score * (1 - MARGIN)) return void 0;
  return { location: best.symbol.name, reason: "matched", terms: best.terms };
}
function leadingVerb(requirement) {
  const title = withoutLabels(withoutCommitType(titleOf(requirement)));
  if (!headsRequest(title)) return void 0;
  const first = /^[A-Za-z]+/.exec(title)?.[0];
  return first === void 0 ? void 0 : stem(first.toLowerCase());
}
function writtenWords(text) {
  const out = /* @__PURE__ */ new Set();
  for (const run of text.match(/[A-Za-z0-9]+(?:_[A-Za-z0-9]+)*/g) ?? []) {
    out.add(run.toLowerCase().replace(/_/g, ""));
    for (const segment of run.split("_")) for (const part of caseParts(segment)) out.add(part.toLowerCase());
  }
  return out;
}
function exactNameTerms(name, written) {
  const out = /* @__PURE__ */ new Set();
  for (const word of writtenWords(name))
    if (written.has(word) || verbForms(word).some((form) => written.has(form))) out.add(word).add(stem(word));
  return out;
}
function verbForms(word) {
  if (word.length < 4) return [];
  const base = word.endsWith("e") ? word.slice(0, -1) : word;
  return [`${base}ing`, `${base}ed`];
}
function better(a, b) {
  if (a.score !== b.score) return a.score > b.score;
  if (a.size !== b.size) return a.size < b.size;
  return a.distance < b.distance;
}
function markdownHeadings(text) {
  const out = [];
  let fence;
  text.split("\n").forEach((raw, i) => {
    const line = raw.trimEnd();
    const opener = /^ {0,3}(`{3,}|~{3,})/.exec(line)?.[1];
    if (opener !== void 0) {
      if (fence === void 0) fence = opener[0];
      else if (opener[0] === fence) fence = void 0;
      return;
    }
    if (fence !== void 0) return;
    const heading = /^ {0,3}#{1,6}[ \t](.*)$/.exec(line)?.[1];
    if (heading === void 0) return;
    const plain2 = plainInline(withoutClosingHashes(heading)).trim().slice(0, 80);
    if (plain2 !== "") out.push({ text: plain2, line: i + 1 });
  });
  return out;
}
function withoutClosingHashes(text) {
  let end = text.length;
  while (end > 0 && text[end - 1] === "#") end--;
  return end < text.length && (end === 0 || text[end - 1] === " ") ? text.slice(0, end) : text;
}
function withoutLinkTargets(text) {
  let out = "";
  let from = 0;
  for (let at = nextTarget(text, from); at >= 0; at = nextTarget(text, from)) {
    const close = text.indexOf(text[at + 1] === "(" ? ")" : "]", at + 2);
    if (close < 0) break;
    out += text.slice(from, at + 1);
    from = close + 1;
  }
  return out + text.slice(from);
}
function nextTarget(text, from) {
  const round = text.indexOf("](", from);
  const square = text.indexOf("][", from);
  return round < 0 ? square : square < 0 ? round : Math.min(round, square);
}
function emphasisOnly(run, at, text) {
  const word = (char) => char !== void 0 && /[A-Za-z0-9]/.test(char);
  return word(text[at - 1]) && word(text[at + run.length]) ? run : "";
}
function plainInline(text) {
  return text.split("`").map(
    (part, i) => i % 2 === 1 ? part : withoutLinkTargets(part).replace(/[[\]*]/g, "").replace(/_+/g, emphasisOnly)
  ).join("");
}
function headingAnchor(snapshot, text, requirement, line) {
  const index = indexSnapshot(snapshot);
  const wanted = meaningfulTerms(glossed(requirement));
  let best;
  for (const heading of markdownHeadings(text)) {
    const own = new Set(tokenize(heading.text));
    const terms = wanted.filter((t) => own.has(t));
    if (terms.length === 0) continue;
    const score = terms.reduce((sum, t) => sum + index.termWeight(t), 0);
    const distance = line === void 0 ? 0 : Math.abs(heading.line - line);
    if (!best || score > best.score || score === best.score && distance < best.distance) best = { heading, terms, score, distance };
  }
  return best ? { location: best.heading.text, reason: "heading", terms: best.terms } : WHOLE_FILE;
}

// src/core/shared/trailers.ts
var DROPPED_TRAILERS = /* @__PURE__ */ new Set(["change-id", "cc", "co-authored-by", "git-svn-id"]);
function isTrailerLine(line) {
  const colon = line.indexOf(":");
  if (colon <= 0 || colon > 40) return false;
  const key = line.slice(0, colon).trim().toLowerCase();
  if (!/^[a-z][a-z0-9-]*$/.test(key)) return false;
  return key.endsWith("-by") || DROPPED_TRAILERS.has(key);
}

// src/offline/offline-trace.ts
var MOST_LINE = 1e3;
var PYTHON = /^File "([^"\n]+)", line (\d+)(?:, in (\S+))?$/;
var IPYTHON = /^File (\S+\.py):(\d+), in ([\w.<>]+)(?:\(.*\))?$/;
var PYTEST = /^((?:[\w.-]+\/)*[\w.-]+\.py):(\d+):(?: (?:in (\w+)|[A-Z]\w*(?:Error|Exception)))?$/;
var NODE = /^at (?:async )?(?:((?:new )?\S+?(?: \[as \S+\])?) \()?((?:file:\/\/)?[^\s()]+?):(\d+)(?::\d+)?\)?$/;
var BROWSER = /^([\w$.<>/]*)@((?:[a-z-]+:\/\/\/?)?[^\s@]+?):(\d+):\d+$/;
var NODE_OTHER = /^at (?:async )?(?:new )?\S+ \((?:native|index \d+|<anonymous>)\)$/;
var JAVA = /^at (?:[\w.$-]+\/+)?((?:[\w$]+\.)+)([\w$<>]+)\(([\w$]+\.(?:java|kt|scala|groovy)):(\d+)\)/;
var JAVA_OTHER = /^(?:at (?:[\w.$-]+\/+)?(?:[\w$]+\.)+[\w$<>]+\((?:Native Method|Unknown Source)\)|\.\.\. \d+ (?:more|common frames omitted))$/;
var CSHARP = /^at ([\w.`<>]+)(?:\[[\w, ]*\])?\([^)]*\) in (.+?):line (\d+)$/;
var GO_PATH = /^((?:[A-Za-z]:)?[^\s:]+\.go):(\d+)(?: \+0x[0-9a-f]+)?$/;
var GO_CALL = /^((?:[\w.-]+\/)*[\w.-]+\.(?:\(\*?\w+\)\.)?\w+)\(.*\)$/;
var RUST_PANIC = /^thread '[^']*' panicked at (?:'(.*)', )?([^\s:]+\.rs):(\d+)(?::\d+)?:?$/;
var RUST_CALL = /^\d+: (?:0x[0-9a-f]+ - )?((?:[\w<>]+::)+\w+)(?:::h[0-9a-f]{16})?$/;
var RUBY = /^(?:from )?((?:[A-Za-z]:)?[^\s:]+\.(?:rb|ru|rake|erb)):(\d+):in [`']([^'\n]+)'(?:: (.*))?$/;
var PHP = /^#\d+ ((?:[A-Za-z]:)?[^\s()]+\.php)\((\d+)\): ([^\s(]+)(?:\(.*\))?$/;
var PHP_THROWN = /^thrown in ((?:[A-Za-z]:)?\S+\.php) on line (\d+)$/;
var ELIXIR = /^(?:\([\w]+ [^)]*\) )?((?:[\w.-]+\/)*[\w.-]+\.exs?):(\d+): ([\w.]+[.][\w?!]+)\/\d+$/;
var LINE_PREFIX = /^(?:>\s?|INTERNALERROR>\s?|[\w.-]{1,40} {1,8}\| ?)/;
var TRACE_ONLY = [
  /^Traceback \(most recent call last\):$/,
  /^During handling of the above exception, another exception occurred:$/,
  /^The above exception was the direct cause of the following exception:$/,
  // Python's carets under the failing expression (a `~~~` fence has none).
  /^~*\^[~^]*$/,
  /^goroutine \d+ \[[^\]]*\]:$/,
  // Go: `created by net/http.(*Server).Serve in goroutine 1`.
  /^created by [\w./*()-]+\.\w+(?: in goroutine \d+)?$/,
  /^exit status \d+$/,
  /^stack backtrace:$/,
  /^note: run with `RUST_BACKTRACE=\w+`/,
  /^Stack trace:$/,
  /^#\d+ \{main\}$/
];
function nameParts(qualified) {
  return qualified.replace(/^new /, "").replace(/\(\*?(\w+)\)/g, "$1").split(/::|->|[.#\\$/]/).filter((part) => part !== "");
}
function named3(path, line, qualified) {
  const frame = { path: path.replace(/\\/g, "/").replace(/^file:\/\//, "") };
  const at = Number(line);
  if (Number.isFinite(at) && at > 0) frame.line = at;
  if (qualified === void 0) return frame;
  const parts = nameParts(qualified);
  const name = parts.at(-1);
  if (name !== void 0 && /^[A-Za-z_][\w]*[?!]?$/.test(name) && !/^<.*>$/.test(name)) frame.name = name;
  const owner = parts.at(-2);
  if (frame.name !== void 0 && owner !== void 0 && /^[A-Z]\w*$/.test(owner) && owner !== "Object") frame.owner = owner;
  return frame;
}
function javaPath(qualified, file) {
  const parts = qualified.split(".").filter((p) => p !== "");
  const packages = parts.slice(
    0,
    Math.max(
      0,
      parts.findIndex((p) => /^[A-Z$]/.test(p))
    )
  );
  return [...packages, file].join("/");
}
function readLine(line, previous) {
  let m;
  if (m = PYTHON.exec(line) ?? IPYTHON.exec(line) ?? PYTEST.exec(line)) {
    if (m[1]?.startsWith("<")) return {};
    return { frame: named3(m[1], m[2], m[3] === "<module>" ? void 0 : m[3]), outermostFirst: true };
  }
  if (m = JAVA.exec(line)) {
    const qualified = `${m[1]}${m[2]}`;
    return { frame: named3(javaPath(m[1], m[3]), m[4], qualified) };
  }
  if (JAVA_OTHER.test(line) || NODE_OTHER.test(line) || TRACE_ONLY.some((p) => p.test(line))) return {};
  if (m = CSHARP.exec(line)) return { frame: named3(m[2], m[3], m[1]) };
  if (m = NODE.exec(line)) {
    const call = m[1] ?? RUST_CALL.exec(previous)?.[1];
    return { frame: named3(m[2], m[3], call?.replace(/ \[as \S+\]$/, "")) };
  }
  if (m = BROWSER.exec(line)) return { frame: named3(urlPath(m[2]), m[3], m[1] === "" ? void 0 : m[1]) };
  if (m = GO_PATH.exec(line)) return { frame: named3(m[1], m[2], GO_CALL.exec(previous)?.[1]) };
  if (m = RUST_PANIC.exec(line)) return { frame: named3(m[2], m[3], void 0), ...m[1] ? { keep: m[1] } : {} };
  if (RUST_CALL.test(line)) return {};
  if (m = RUBY.exec(line)) {
    const method = m[3].replace(/^(?:block (?:\(\d+ levels\) )?in |rescue in |ensure in )/, "");
    return { frame: named3(m[1], m[2], method.startsWith("<") ? void 0 : method), ...m[4] ? { keep: m[4] } : {} };
  }
  if (m = PHP.exec(line)) return { frame: named3(m[1], m[2], m[3]) };
  if (m = PHP_THROWN.exec(line)) return { frame: named3(m[1], m[2], void 0) };
  if (m = ELIXIR.exec(line)) return { frame: named3(m[1], m[2], m[3]) };
  return void 0;
}
function unprefixed(raw) {
  const start = raw.length - raw.trimStart().length;
  const prefix = LINE_PREFIX.exec(raw.slice(start));
  return prefix ? raw.slice(start + prefix[0].length) : raw;
}
function urlPath(url) {
  const scheme = /^[a-z-]+:\/\/\/?/.exec(url);
  if (!scheme) return url;
  const rest = url.slice(scheme[0].length);
  if (scheme[0].endsWith("///")) return rest;
  const slash = rest.indexOf("/");
  return slash < 0 ? rest : rest.slice(slash);
}
function indentOf(line) {
  return line.length - line.trimStart().length;
}
function readTrace(text) {
  const lines = text.split("\n");
  const kept = [];
  const runs = [];
  let run;
  let pythonIndent = -1;
  for (let i = 0; i < lines.length; i++) {
    const raw = lines[i];
    const body = unprefixed(raw);
    const line = body.trim();
    const previous = unprefixed(lines[i - 1] ?? "").trim();
    const read = line.length > MOST_LINE ? void 0 : readLine(line, previous);
    if (read === void 0) {
      if (pythonIndent >= 0 && line !== "" && indentOf(body) > pythonIndent) {
        pythonIndent = -1;
        continue;
      }
      pythonIndent = -1;
      if (GO_CALL.test(line) && GO_PATH.test(unprefixed(lines[i + 1] ?? "").trim())) continue;
      if (line !== "") run = void 0;
      kept.push(raw);
      continue;
    }
    pythonIndent = read.outermostFirst ? indentOf(body) : -1;
    if (read.keep) kept.push(read.keep);
    if (!read.frame) continue;
    if (!run || run.reversed !== (read.outermostFirst === true)) {
      run = { frames: [], reversed: read.outermostFirst === true };
      runs.push(run);
    }
    run.frames.push(read.frame);
  }
  if (runs.length === 0) return { prose: text, frames: [] };
  const ordered = runs.map((r) => r.reversed ? [...r.frames].reverse() : r.frames);
  const frames = (runs.every((r) => r.reversed) ? ordered.reverse() : ordered).flat();
  return { prose: kept.join("\n"), frames };
}
var PACKAGE_ROOTS = /* @__PURE__ */ new Set(["site-packages", "dist-packages"]);
var VERSIONED = /^[\w.-]+?[-@]v?\d+(?:\.\d+)+(?:[-+][\w.]+)?$/;
function isInstalledPath(path) {
  const parts = path.split("/");
  return ownPart(path).rooted || parts.includes("site-packages") || parts.includes("dist-packages") || PLATFORM.test(path);
}
var PLATFORM = /^(?:node:|internal\/|(?:java|javax|jdk|sun|kotlin|kotlinx|scala)\/|\/rustc\/)|\/lib\/python\d(?:\.\d+)?\/(?!.*-packages\/)|\/lib\/ruby\/\d[\d.]*\/|\/go\/src\/(?![\w-]+\.[\w.-]+\/)|\/library\/(?:core|std|alloc)\/src\//;
function ownPart(path) {
  const parts = path.split("/").filter((p) => p !== "" && p !== ".");
  for (let i = parts.length - 2; i >= 0; i--) {
    const part = parts[i];
    if (PACKAGE_ROOTS.has(part) || VERSIONED.test(part)) return { parts: parts.slice(i + 1), rooted: VERSIONED.test(part) };
    const skip = part === "node_modules" ? parts[i + 1]?.startsWith("@") ? 2 : 1 : part === "vendor" || part === "deps" ? part === "vendor" ? 2 : 1 : 0;
    if (skip > 0 && i + skip < parts.length - 1) return { parts: parts.slice(i + 1 + skip), rooted: true };
  }
  return { parts, rooted: false };
}
function sharedTail(a, b) {
  let n = 0;
  while (n < a.length && n < b.length && a[a.length - 1 - n] === b[b.length - 1 - n]) n++;
  return n;
}
function repoFrames(paths, frames, name) {
  if (frames.length === 0) return [];
  const byName = /* @__PURE__ */ new Map();
  for (const path of paths) {
    const name2 = path.slice(path.lastIndexOf("/") + 1);
    byName.set(name2, [...byName.get(name2) ?? [], path]);
  }
  const located = frames.map((frame) => PLATFORM.test(frame.path) ? void 0 : fileOf(frame, byName));
  const viaPackage = frames.some((frame, i) => located[i] !== void 0 && isInstalledPath(frame.path));
  const files = located.map((file, i) => viaPackage && !isInstalledPath(frames[i].path) ? void 0 : file);
  const roots = /* @__PURE__ */ new Set();
  frames.forEach((frame, i) => {
    const file = files[i];
    if (file !== void 0 && frame.path.endsWith(`/${file}`)) roots.add(frame.path.slice(0, frame.path.length - file.length));
  });
  const known = new Set(paths);
  const found = [];
  frames.forEach((frame, i) => {
    const file = files[i] ?? underRoot(frame.path, roots, known) ?? underName(frame.path, name, known);
    if (file !== void 0) found.push({ ...frame, file, index: i, depth: found.length });
  });
  return found;
}
function fileOf(frame, byName) {
  const { parts, rooted } = ownPart(frame.path);
  const candidates2 = byName.get(parts.at(-1) ?? "") ?? [];
  let best = [];
  let bestShared = 0;
  for (const candidate of candidates2) {
    const shared = sharedTail(candidate.split("/"), parts);
    if (shared > bestShared) [best, bestShared] = [[candidate], shared];
    else if (shared === bestShared) best.push(candidate);
  }
  const exact = rooted ? best.find((candidate) => candidate === parts.join("/")) : void 0;
  if (exact !== void 0) best = [exact];
  const whole = bestShared === parts.length && (rooted || parts.length >= 2);
  return best.length === 1 && (bestShared >= 2 || whole) ? best[0] : void 0;
}
function underName(path, name, known) {
  if (name === void 0 || name === "") return void 0;
  const parts = path.split("/");
  const lower = name.toLowerCase();
  for (let i = parts.length - 2; i >= 0; i--) {
    if (parts[i]?.toLowerCase() !== lower) continue;
    const rest = parts.slice(i + 1).join("/");
    if (known.has(rest)) return rest;
  }
  return void 0;
}
function underRoot(path, roots, known) {
  for (const root of roots) {
    const rest = path.startsWith(root) ? path.slice(root.length) : void 0;
    if (rest !== void 0 && known.has(rest)) return rest;
  }
  return void 0;
}

// src/offline/offline-code-links.ts
var MOST_LINKS = 50;
var BLOB = /https?:\/\/(?:www\.)?github\.com\/([\w.-]+)\/([\w.-]+)\/blob\/[^/\s)#?`]+\/([^\s)#?"'<>`]+)(?:\?[^\s)#`]*)?(?:#L(\d+)(?:-L\d+)?)?/g;
var MOST_SCANNED = 1e3;
function withoutTrailingMarks(path) {
  let end = path.length;
  while (end > 0 && ".,;:*_".includes(path[end - 1])) end--;
  return path.slice(0, end);
}
function codeLinks(text) {
  const links = [];
  for (const m of text.matchAll(BLOB)) {
    if (links.length >= MOST_SCANNED) break;
    let path;
    try {
      path = decodeURIComponent(withoutTrailingMarks(m[3]));
    } catch {
      continue;
    }
    const line = m[4] === void 0 ? void 0 : Number(m[4]);
    links.push({ owner: m[1], repo: m[2], path, ...line !== void 0 && line > 0 ? { line } : {} });
  }
  return links;
}
function enclosing(snapshot, path, line) {
  const symbols = indexSnapshot(snapshot).symbolsOf(path);
  if (symbols.length === 0) return void 0;
  const lines = (snapshot.readFile(path) ?? "").split("\n");
  let best;
  for (const symbol of symbols) {
    if (symbol.block || symbol.line > line || best && symbol.line <= best.line) continue;
    const span = symbolSpan(lines, symbols, symbol);
    if (span.declaration <= line && line <= span.end) best = { name: symbol.name, line: symbol.line };
  }
  return best?.name;
}
function linkedFrames(snapshot, text, depth) {
  const source = /^[\w.-]+\/[\w.-]+$/.test(snapshot.info.source) ? snapshot.info.source.toLowerCase() : void 0;
  const frames = [];
  for (const link of codeLinks(text)) {
    if (frames.length >= MOST_LINKS) break;
    if (source !== void 0 && `${link.owner}/${link.repo}`.toLowerCase() !== source) continue;
    if (!snapshot.has(link.path)) continue;
    const name = link.line === void 0 ? void 0 : enclosing(snapshot, link.path, link.line);
    frames.push({
      path: link.path,
      file: link.path,
      index: -1,
      depth: depth + frames.length,
      linked: true,
      ...link.line !== void 0 ? { line: link.line } : {},
      ...name !== void 0 ? { name } : {}
    });
  }
  return frames;
}

// src/offline/offline-issue.ts
var TEMPLATE_LINES = /* @__PURE__ */ new Set([
  "describe the bug",
  "bug description",
  "description",
  "to reproduce",
  "steps to reproduce",
  "steps to reproduce the behavior",
  "reproduction",
  "expected behavior",
  "expected behaviour",
  "expected result",
  "actual behavior",
  "actual behaviour",
  "actual result",
  "current behavior",
  "current behaviour",
  "screenshots",
  "additional context",
  "additional information",
  "environment",
  "desktop please complete the following information",
  "smartphone please complete the following information",
  "what happened",
  "what did you expect to happen",
  "minimal reproducible example",
  "possible solution",
  "is your feature request related to a problem please describe",
  "describe the solution you d like",
  "describe alternatives you ve considered",
  "a clear and concise description of what the bug is",
  "a clear and concise description of what you expected to happen",
  "a clear and concise description of what you want to happen",
  "a clear and concise description of any alternative solutions or features you ve considered",
  "if applicable add screenshots to help explain your problem",
  "add any other context about the problem here",
  "add any other context or screenshots about the feature request here",
  "go to",
  "click on",
  "scroll down to",
  "see error",
  // Issue forms: an empty field's placeholder, common labels and the checkboxes every report ticks.
  "relevant log output",
  "code of conduct",
  "is there an existing issue for this",
  "i have searched the existing issues",
  "i agree to follow this project s code of conduct",
  "version",
  "operating system",
  "anything else"
]);
function templateKey(line) {
  return line.toLowerCase().replace(/'\.{3,}'|\[e\.g\.[^\][\n]{0,200}\]/g, " ").replace(/^\s*(?:#{1,6}\s|[-*+]\s(?:\[[ xX]\]\s)?|\d{1,2}[.)]\s)?/, " ").replace(/[^a-z0-9]+/g, " ").trim();
}
function isTemplateLine(line) {
  if (/:\s*[|>][-+]?\s*$/.test(line)) return false;
  if (/^\s*_No response_\s*$/i.test(line) || unanswered(line) || VERSION_FIELD.test(line) || TICKED.test(line) || isTrailerLine(line.trimStart()))
    return true;
  const key = templateKey(line);
  return key !== "" && TEMPLATE_LINES.has(key);
}
var TICKED = /^\s{0,3}[-*+]\s\[[xX]\]\s/;
var VERSION_FIELD = /^#{1,6} [\w.+#-]+(?: [\w.+#-]+){0,4} versions?$/i;
function unanswered(line) {
  const item = /^\s*[-*+]\s/.exec(line);
  const at = line.indexOf("[e.g.");
  if (!item || at < 0) return false;
  const label = line.slice(item[0].length, at);
  return label.length <= 40 && /^[\w ()/.-]*:?$/.test(label.trimEnd()) && /^\[e\.g\.[^\][\n]{0,200}\]\s*$/.test(line.slice(at));
}
var DEPENDABOT_METADATA = /^updated-dependencies:\s*$/;
function withoutTemplateLines(lines) {
  const kept = [];
  let fence;
  let metadata = false;
  for (const line of lines) {
    if (metadata) {
      metadata = line.trim() !== "..." && line.trim() !== "";
      continue;
    }
    if (fence === void 0 && DEPENDABOT_METADATA.test(line)) {
      if (kept.at(-1)?.trim() === "---") kept.pop();
      metadata = true;
      continue;
    }
    const opener = /^\s{0,3}(`{3,}|~{3,})/.exec(line)?.[1];
    if (opener !== void 0) {
      if (fence === void 0) fence = opener;
      else if (opener.startsWith(fence)) fence = void 0;
    }
    const title = !kept.some((k) => k.trim() !== "");
    const closing = !title && !line.includes("://") && closesIssues(line);
    if (fence !== void 0 || opener !== void 0 || !isTemplateLine(line) && !closing) kept.push(line);
  }
  return kept;
}
var memo = /* @__PURE__ */ new WeakMap();
function readRequirement(requirement, snapshot) {
  const forSnapshot = memo.get(snapshot) ?? /* @__PURE__ */ new Map();
  memo.set(snapshot, forSnapshot);
  const cached = forSnapshot.get(requirement);
  if (cached) return cached;
  const visible = removeHtmlComments(requirement);
  const lines = visible.split("\n");
  const kept = withoutTemplateLines(lines);
  const text = kept.length === lines.length ? visible : kept.join("\n");
  const trace = readTrace(text);
  const traced = repoFrames(snapshot.listPaths(), trace.frames, repositoryName(snapshot.info.source));
  const frames = [...traced, ...linkedFrames(snapshot, text, traced.length)];
  const own = new Set(traced.map((f) => trace.frames[f.index]));
  const viaPackage = traced.some((f) => isInstalledPath(f.path));
  const named4 = [
    ...trace.frames.filter((f) => f.name !== void 0 && (own.has(f) || !viaPackage && !isInstalledPath(f.path))),
    ...frames.filter((f) => f.linked && f.name !== void 0)
  ];
  const steps = reproductionSteps(lines);
  const prose = steps.size > 0 ? withoutSteps(trace.prose, lines, steps) : trace.prose;
  const names3 = [.../* @__PURE__ */ new Set([...named4.map((f) => `\`${f.owner ? `${f.owner}.` : ""}${f.name}\``), ...codeSpans(steps.values())])];
  const reading = { text, prose: names3.length > 0 ? `${prose}

${names3.join(" ")}` : prose, frames };
  forSnapshot.set(requirement, reading);
  return reading;
}
var REPRODUCTION = /* @__PURE__ */ new Set([
  "to reproduce",
  "steps to reproduce",
  "steps to reproduce the behavior",
  "steps to reproduce the behaviour",
  "reproduction",
  "reproduction steps",
  "how to reproduce",
  "reproduce"
]);
function reproductionSteps(lines) {
  const steps = /* @__PURE__ */ new Map();
  let inside = false;
  let fence;
  lines.forEach((line, i) => {
    const opener = /^\s{0,3}(`{3,}|~{3,})/.exec(line)?.[1];
    if (opener !== void 0) {
      if (fence === void 0) fence = opener;
      else if (opener.startsWith(fence) && line.trim() === opener) fence = void 0;
      return;
    }
    if (fence !== void 0) return;
    if (/^\s{0,3}#{1,6}\s|^\s{0,3}(?:\*\*[^*]+\*\*|__[^_]+__):?\s*$/.test(line)) inside = REPRODUCTION.has(templateKey(line));
    else if (inside && /^\s{0,3}(?:[-*+]|\d{1,2}[.)])\s+\S/.test(line)) steps.set(i, line.trim());
    else if (inside && line.trim() !== "" && !/^\s{2,}\S/.test(line)) inside = false;
  });
  return steps;
}
function withoutSteps(prose, visible, steps) {
  const places = /* @__PURE__ */ new Map();
  visible.forEach((line, i) => {
    const list4 = places.get(line.trim());
    if (list4) list4.push(i);
    else places.set(line.trim(), [i]);
  });
  const read = /* @__PURE__ */ new Map();
  const kept = [];
  let at = 0;
  for (const line of prose.split("\n")) {
    const key = line.trim();
    const list4 = places.get(key) ?? [];
    let k = read.get(key) ?? 0;
    while (k < list4.length && list4[k] < at) k++;
    read.set(key, k);
    const next = list4[k];
    if (next === void 0) {
      kept.push(line);
      continue;
    }
    read.set(key, k + 1);
    at = next + 1;
    if (!steps.has(next)) kept.push(line);
  }
  return kept.join("\n");
}
function codeSpans(steps) {
  const spans = [];
  for (const step of steps) for (const match of step.matchAll(/`([A-Za-z_$][\w$.]{1,80})(?:\(\))?`/g)) spans.push(`\`${match[1]}\``);
  return spans;
}
function repositoryName(source) {
  return source.split(/[\\/]/).filter((part) => part !== "").at(-1);
}

// src/offline/offline-held.ts
var MOST_CHARS = 4e5;
var MOST_RUN = 3;
function writtenForms(text) {
  const forms = /* @__PURE__ */ new Map();
  const add = (word) => {
    const key = word.toLowerCase();
    if (key.length > 1 && !forms.has(key)) forms.set(key, word);
  };
  for (const match of text.slice(0, MOST_CHARS).matchAll(/[A-Za-z0-9]+(?:_[A-Za-z0-9]+)*/g)) {
    const word = match[0];
    add(word.replace(/_/g, ""));
    const parts = word.split("_").flatMap((piece) => caseParts(piece));
    for (let i = 0; i < parts.length; i++) for (let n = 1; n <= MOST_RUN && i + n <= parts.length; n++) add(parts.slice(i, i + n).join(""));
  }
  return forms;
}
function pathWords2(path) {
  return /* @__PURE__ */ new Set([...writtenForms(path).keys()]);
}
function heldAsWritten(words2, text, path) {
  const forms = writtenForms(text);
  const named4 = pathWords2(path);
  const held = (word) => forms.has(word.toLowerCase()) || named4.has(word.toLowerCase());
  const formOf = (word) => {
    const wanted = stem(word.toLowerCase());
    let best;
    for (const [key, form] of forms) if (stem(key) === wanted && (best === void 0 || key.length < best.length)) best = form;
    return best?.toLowerCase();
  };
  const out = [];
  const push = (word) => {
    if (word !== void 0 && !out.some((w) => w.toLowerCase() === word.toLowerCase())) out.push(word);
  };
  for (const word of words2) {
    const joined = word.replace(/[-_]/g, "");
    if (held(joined)) {
      push(word);
      continue;
    }
    const parts = word.split(/[-_]/).flatMap((piece) => caseParts(piece));
    if (parts.filter((part) => /^[A-Za-z]{3,}$/.test(part)).length < 2) {
      if (parts.length === 1) push(formOf(word));
      continue;
    }
    for (const part of parts.filter((p) => p.length >= 3 && tokenize(p).length > 0)) push(held(part) ? part.toLowerCase() : formOf(part));
  }
  return out;
}

// src/offline/offline-phrases-en.ts
var list2 = (items) => items.join(", ");
var MANIFEST_EN = {
  npm: "dependencies, scripts or exports) and installs cleanly",
  cargo: "features or dependencies) and the crate builds with and without them",
  python: "dependencies or extras) and installs cleanly",
  go: "module requirements) and `go build ./...` passes",
  ruby: "gems) and `bundle install` passes",
  php: "dependencies or autoloading) and `composer validate` passes",
  build: "dependencies or build settings) and the project builds"
};
var TIES = {
  test: "a test with its code",
  import: "imports",
  "co-change": "files that change together",
  folder: "a shared folder",
  support: "docs or config with the code"
};
var THE_FILE = "the file";
var EN = {
  analysis: {
    list: list2,
    labelled: (label, text) => `${label}: ${text}`,
    follow: (guideline) => `Follow ${guideline}`,
    changelog: (path, commits, of) => `Add an entry to ${path}: ${commits} of the last ${of} commits that changed the code did`,
    workflowsByHand: (paths) => `Workflow files (${paths}) are changed by hand: cplan never plans writes to .github/workflows`,
    runtimeWorkflows: (paths, runtime2) => `CI sets up ${runtime2} in ${paths}: change the versions it tests there by hand (cplan never plans writes to .github/workflows)`,
    shortRequirement: (said, fix) => fix ? `\u201C${said}\u201D names the fix, not the failure: what goes wrong today, and what should happen instead?` : `\u201C${said}\u201D names the change, not its result: what should be true once it is done?`,
    whichParts: "Which parts of the system does this change touch?",
    keywordSplit: (parts) => `Offline heuristic plan: split by keyword and repository layout \u2014 ${parts.map((k) => `${k.slug} (${list2(k.hits)}${k.layout ? "; folder present" : ""})`).join("; ")}.`,
    noKeywordSplit: 'Offline heuristic plan: no domain keyword matched, so the requirement looks single-domain and is planned as one "core" domain.',
    folderSplit: (groups2, fix) => `Offline heuristic plan: the files that match the requirement best (repository index, BM25 over paths, symbols and text, with their tests), ${groups2.length > 1 ? "split by what ties them in the repository" : fix ? "as one domain (a fix is planned as one)" : "as one domain"} \u2014 ${groups2.map(
      (g) => `${g.slug} (${g.files} ${g.files === 1 ? "file" : "files"}${g.files === 1 ? "" : `: ${g.ties.length > 0 ? list2(g.ties.map((tie) => TIES[tie])) : "grouped by the requirement's words alone"}`})`
    ).join("; ")}.`,
    domain: (_slug, english) => english,
    changesIn: (paths) => `Changes in ${paths}`,
    morePaths: (shown, hidden) => `${shown} and ${hidden} more`,
    moreObjectives: (hidden) => `\u2026 and ${hidden} more in the requirement`
  },
  evidence: {
    matchedTerms: (words2) => `matched terms: ${list2(words2)}`,
    onlyGeneric: "matched only generic words of the requirement",
    newBeside: "new file, beside the files of its kind",
    tests: (path) => `tests ${path}`,
    patterns: {
      node: "Node.js project (package.json)",
      sources: (language, files) => `${language} sources (${files} ${files === 1 ? "file" : "files"})`,
      testsRun: (command, from) => `tests run with \`${command}\` (${from})`,
      testPair: (source, test) => `a source's tests are named after it: ${source} \u2192 ${test}`,
      python: "Python project",
      go: "Go module",
      rust: "Rust crate",
      jvm: "JVM project"
    }
  },
  fallback: {
    summaryLength: 60,
    updateFor: (path, summary) => `Update ${path} for: ${summary}`,
    adapt: (symbol) => `adapt ${symbol === "*" ? THE_FILE : symbol} to the requirement`,
    implements: (path) => `${path} implements the requirement and the existing tests pass`,
    needs: (domain) => `the ${domain} changes this builds on`,
    busiest: (path, count, of) => `No file holds the requirement's words; ${path} is where this repository's recent commits change most (${count} of the last ${of}): check that it belongs in this plan.`,
    noMatch: (summary) => `No existing file holds the requirement's words; a new file for ${summary}.`,
    covers: (path) => `${path} exists and covers the requirement`
  },
  task: {
    addMigration: (path) => `Add migration ${path}`,
    create: (path) => `Create ${path}`,
    addCase: (path) => `Add a case to ${path}`,
    keepPassing: (path) => `Keep ${path} passing`,
    changeSection: (path, heading) => `Change the \u201C${heading}\u201D section of ${path}`,
    changeFile: (path) => `Change ${path}`,
    changeSymbol: (path, symbol) => `Change ${symbol} in ${path}`,
    addBeside: (path, names3, beside2) => `Add ${names3.join(", ")} beside ${beside2} in ${path}`,
    deleteFile: (path) => `Delete ${path}`,
    dropUses: (name) => `update the cases that use \`${name}\`: they go, or use what replaces it`,
    deletePoint: (name) => `delete the file: it holds \`${name}\`, which the requirement removes`,
    newFile: "new file",
    theFile: THE_FILE,
    // "a case for support for X" says "for" twice: the case is for X.
    // A statement ("ContentCharset should skip requests without a body") is checked, not a case "for".
    caseFor: (topic) => {
      const phrase = topicPhrase(topic).replace(/^support for\s+(?=\S)/, "");
      return statesFact(phrase) ? `add a case checking that ${phrase}` : `add a case for ${phrase}`;
    },
    passesAfter: (topic) => `passes unchanged after ${topicPhrase(topic)}`,
    caseForProblem: (problem) => `add a case that reproduces the problem: ${problem}`,
    supportCases: (topic) => `support the new cases (${topicPhrase(topic)})`,
    documentTopic: (topic) => `document ${topicPhrase(topic)}`,
    codeChange: (clause) => lowerFirst(clause),
    fixProblem: (problem) => `fix the problem: ${problem}`,
    partChange: (what) => `change ${what} for this part of the requirement`,
    sentences: (parts) => parts.join(" "),
    // A sentence starts with a capital, a name as it is spelled (`c.ShouldBindQuery`, `listOrders`).
    head: (clause) => `${/^[a-z]+(?![\w.(])/.test(clause) ? `${clause.charAt(0).toUpperCase()}${clause.slice(1)}` : clause}.`,
    newMigration: (after2) => `A new migration${after2 ? ` after ${after2}` : ""}: an applied migration is never edited.`,
    newFileBeside: "A new file, beside the files of its kind.",
    newFileNamed: "A new file, where the title puts it.",
    newType: (name, like) => `A new file for \`${name}\`, placed like ${like}, the type whose name it shares most with.`,
    counterpart: (kind, like, of) => `Most ${kind}s have one here: ${like} for ${of}.`,
    newOfKind: (kind, folder) => `A new ${kind}, beside the others in ${folder}/.`,
    holdsWords: (words2, more) => `The file holds the requirement's words ${list2(words2)}${more > 0 ? ` and ${more} more` : ""}.`,
    declaresRuntime: (runtime2) => `The project declares here the ${runtime2} versions it supports.`,
    versionLine: (line, code) => `Line ${line} writes the version: ${code}.`,
    declaresDependency: (dependency) => `The project declares its dependency on ${dependency} here.`,
    holdsLocale: (locale) => `The project's ${locale} translations live here.`,
    newLocale: (language, locale) => `The ${language ?? locale} translation${language ? ` (\`${locale}\`)` : ""}, a new file shaped like the other languages'.`,
    namedFile: (written) => `The title names this file (\`${written}\`).`,
    recurring: (subject, commits, of) => `${commits} of the ${of} earlier commits worded most like this one changed this file (\u201C${subject}\u201D).`,
    onlyGenericWords: (generic) => `The file matched only generic words${generic.length > 0 ? ` (${list2(generic)})` : ""}; check that it belongs in this plan.`,
    named: (name, location, spelledAs) => `${spelledAs ? `The requirement's words ${list2(spelledAs)} spell \`${name}\`` : `The requirement names \`${name}\``}, which the file declares${location === name ? "" : ` as \`${location}\``}.`,
    uses: (name, location) => `The requirement names \`${name}\`, which the file writes in \`${location}\` alone.`,
    matched: (symbol, terms) => `\`${symbol}\` matches them best (${list2(terms)}).`,
    frame: (location, raised) => raised ? `The stack trace's innermost frame in the project's code is \`${location}\`: the failure is raised there.` : `The stack trace passes through \`${location}\`.`,
    linked: (location, line) => `The requirement links to ${line === void 0 ? "this file" : `line ${line} of this file`}, in \`${location}\`.`,
    heading: (heading, terms) => `The section \u201C${heading}\u201D matches (${list2(terms)}).`,
    busy: (changed, importers, viaPackage) => `Other changes are likely to meet here: ${[
      ...changed ? [`${changed.count} of the last ${changed.of} commits changed it`] : [],
      ...importers ? [`${importers} files import ${viaPackage ? "its package" : "it"}`] : []
    ].join(", and ")}.`
  },
  criteria: {
    migration: (path, after2) => after2 ? `the new migration ${path} applies after ${after2}` : `the new migration ${path} applies`,
    testCase: (path, topic) => `the new case in ${path} passes (${topicPhrase(topic)})`,
    documents: (path, topic, heading) => `${path} documents ${topicPhrase(topic)}${heading === void 0 ? "" : ` under \u201C${heading}\u201D`}`,
    releases: (path, version) => `${path} declares version ${version}`,
    runtimeVersions: (path, runtime2) => `${path} declares the ${runtime2} versions the requirement asks for`,
    dependencyDeclared: (path, dependency) => `${path} declares the ${dependency} versions the requirement asks for and installs cleanly`,
    dependencyRemoved: (path, dependency) => `${path} no longer lists ${dependency} and installs cleanly`,
    manifest: (path, topic, kind) => `${path} declares what ${topicPhrase(topic)} needs (${MANIFEST_EN[kind]}`,
    config: (path, topic) => `${path} holds the settings for ${topicPhrase(topic)} and still loads`,
    translation: (path, language, locale) => `${path} holds the ${language ?? locale} translation${language ? ` (\`${locale}\`)` : ""}, with the keys of the other languages' files`,
    created: (path, clause, imperative) => imperative ? `${path} exists and is written to ${asInfinitive(clause)}` : `${path} exists and covers this: ${lowerFirst(clause)}`,
    createdNamed: (path, rest) => rest === "" ? `${path} exists` : `${path} exists and covers ${rest}`,
    declaredBeside: (path, names3, beside2) => `${list2(names3.map((name) => `\`${name}\``))} ${names3.length === 1 ? "is" : "are"} declared in ${path}, beside \`${beside2}\``,
    where: (path, symbol) => symbol === void 0 ? path : `\`${symbol}\` in ${path}`,
    agrees: (where, clause) => `${where} agrees with the new text (${lowerFirst(clause)})`,
    // "`routes` in src/router.js is changed to add rate limiting …"; a clause that is no request is covered.
    does: (where, clause, imperative) => imperative ? `${where} is changed to ${asInfinitive(clause)}` : `${where} covers this: ${lowerFirst(clause)}`,
    meets: (where, expectation) => `${where} meets this: ${lowerFirst(expectation)}`,
    fixed: (where, problem) => `${where} no longer shows the problem: ${problem}`,
    fixture: (path) => `the tests that use ${path} pass`,
    newCase: (path) => `the new case in ${path} passes`,
    stillPass: (path) => `the tests in ${path} pass unchanged`,
    changedWithCase: (path, source, commits) => `the new case in ${path} passes (the test that changed with ${source} most often: ${commits} commits)`,
    noUses: (path, name) => `no case in ${path} uses \`${name}\` any more, and its tests pass`,
    deleted: (path, name) => `${path} is deleted, and no code, test or document refers to \`${name}\` any more (a changelog entry of its removal aside)`,
    joinsNewTests: (path, first) => `its cases join those of the change to ${first} in the new file ${path}, which that task creates, and pass`,
    newTests: (path) => `new tests in a new file ${path} (named by this repository's convention) cover it and pass`,
    checkerQuiet: (where, checker) => checker === "the compiler" ? `${where} builds with no new warnings` : `${where} passes ${checker} with no new findings`
  }
};

// src/offline/offline-phrases-zh.ts
var list3 = (items) => items.join("\u3001");
var MANIFEST_ZH = {
  npm: "\u4F9D\u8D56\u3001\u811A\u672C\u6216\u5BFC\u51FA\uFF0C\u5B89\u88C5\u65E0\u8BEF",
  cargo: "feature \u6216\u4F9D\u8D56\uFF0C\u542F\u7528\u4E0E\u4E0D\u542F\u7528\u65F6 crate \u90FD\u80FD\u6784\u5EFA",
  python: "\u4F9D\u8D56\u6216 extras\uFF0C\u5B89\u88C5\u65E0\u8BEF",
  go: "\u6A21\u5757\u4F9D\u8D56\uFF0C`go build ./...` \u901A\u8FC7",
  ruby: "gem\uFF0C`bundle install` \u901A\u8FC7",
  php: "\u4F9D\u8D56\u6216\u81EA\u52A8\u52A0\u8F7D\uFF0C`composer validate` \u901A\u8FC7",
  build: "\u4F9D\u8D56\u6216\u6784\u5EFA\u8BBE\u7F6E\uFF0C\u9879\u76EE\u80FD\u6784\u5EFA"
};
var TIES2 = {
  test: "\u6D4B\u8BD5\u4E0E\u5176\u4EE3\u7801",
  import: "\u5BFC\u5165\u5173\u7CFB",
  "co-change": "\u4E00\u540C\u4FEE\u6539\u7684\u6587\u4EF6",
  folder: "\u540C\u4E00\u76EE\u5F55",
  support: "\u6587\u6863\u6216\u914D\u7F6E\u968F\u4EE3\u7801"
};
var THE_FILE2 = "\u8BE5\u6587\u4EF6";
var after = (word) => /^[\u4e00-\u9fff]/.test(word) ? word : ` ${word}`;
var between = (word) => /^[\u4e00-\u9fff]/.test(word) ? word : ` ${word} `;
var DOMAINS = {
  core: "\u6574\u4F53\u6539\u52A8",
  database: "\u6570\u636E\u6A21\u578B\u3001\u8868\u7ED3\u6784\u548C\u8FC1\u79FB",
  "backend-api": "\u670D\u52A1\u7AEF\uFF1A\u63A5\u53E3\u3001\u4E2D\u95F4\u4EF6\u548C\u670D\u52A1",
  "frontend-ui": "\u7528\u6237\u754C\u9762\uFF1A\u9875\u9762\u3001\u7EC4\u4EF6\u548C\u6837\u5F0F",
  cli: "\u547D\u4EE4\u884C\uFF1A\u547D\u4EE4\u3001\u53C2\u6570\u548C\u8F93\u51FA",
  security: "\u8BA4\u8BC1\u3001\u6388\u6743\u548C\u9632\u6EE5\u7528",
  infrastructure: "\u6784\u5EFA\u3001\u90E8\u7F72\u548C\u8FD0\u7EF4",
  testing: "\u8BC1\u660E\u6539\u52A8\u7684\u81EA\u52A8\u5316\u6D4B\u8BD5",
  documentation: "\u7528\u6237\u548C\u5F00\u53D1\u8005\u6587\u6863"
};
var ZH = {
  analysis: {
    list: list3,
    labelled: (label, text) => `${label}\uFF1A${text}`,
    follow: (guideline) => `\u9075\u5FAA ${guideline}`,
    changelog: (path, commits, of) => `\u5728 ${path} \u4E2D\u6DFB\u52A0\u4E00\u6761\u8BB0\u5F55\uFF1A\u6700\u8FD1 ${of} \u4E2A\u4FEE\u6539\u4EE3\u7801\u7684\u63D0\u4EA4\u4E2D\u6709 ${commits} \u4E2A\u8FD9\u6837\u505A\u4E86`,
    workflowsByHand: (paths) => `\u5DE5\u4F5C\u6D41\u6587\u4EF6\uFF08${paths}\uFF09\u9700\u8981\u624B\u52A8\u4FEE\u6539\uFF1Acplan \u4ECE\u4E0D\u8BA1\u5212\u5199\u5165 .github/workflows`,
    runtimeWorkflows: (paths, runtime2) => `CI \u5728 ${paths} \u4E2D\u914D\u7F6E\u4E86 ${runtime2}\uFF1A\u8BF7\u624B\u52A8\u4FEE\u6539\u5176\u4E2D\u6D4B\u8BD5\u7684\u7248\u672C\uFF08cplan \u4ECE\u4E0D\u8BA1\u5212\u5199\u5165 .github/workflows\uFF09`,
    shortRequirement: (said, fix) => fix ? `\u9700\u6C42\u300C${said}\u300D\u53EA\u8BF4\u4E86\u8981\u4FEE\u4EC0\u4E48\uFF1A\u73B0\u5728\u51FA\u4E86\u4EC0\u4E48\u95EE\u9898\uFF0C\u5E94\u5F53\u600E\u6837\uFF1F` : `\u9700\u6C42\u300C${said}\u300D\u53EA\u8BF4\u4E86\u8981\u6539\u4EC0\u4E48\uFF1A\u5B8C\u6210\u540E\u4EC0\u4E48\u5E94\u5F53\u6210\u7ACB\uFF1F`,
    whichParts: "\u8FD9\u4E2A\u6539\u52A8\u6D89\u53CA\u54EA\u4E9B\u6A21\u5757\uFF1F",
    keywordSplit: (parts) => `\u79BB\u7EBF\u542F\u53D1\u5F0F\u8BA1\u5212\uFF1A\u6309\u5173\u952E\u8BCD\u548C\u4ED3\u5E93\u7ED3\u6784\u62C6\u5206\u2014\u2014${parts.map((k) => `${k.slug}\uFF08${list3(k.hits)}${k.layout ? "\uFF1B\u76EE\u5F55\u5DF2\u5B58\u5728" : ""}\uFF09`).join("\uFF1B")}\u3002`,
    noKeywordSplit: "\u79BB\u7EBF\u542F\u53D1\u5F0F\u8BA1\u5212\uFF1A\u6CA1\u6709\u5339\u914D\u5230\u9886\u57DF\u5173\u952E\u8BCD\uFF0C\u9700\u6C42\u770B\u8D77\u6765\u53EA\u6D89\u53CA\u4E00\u4E2A\u9886\u57DF\uFF0C\u6309\u4E00\u4E2A\u300Ccore\u300D\u9886\u57DF\u89C4\u5212\u3002",
    folderSplit: (groups2, fix) => `\u79BB\u7EBF\u542F\u53D1\u5F0F\u8BA1\u5212\uFF1A\u9009\u51FA\u4E0E\u9700\u6C42\u6700\u76F8\u7B26\u7684\u6587\u4EF6\uFF08\u4ED3\u5E93\u7D22\u5F15\uFF0C\u5BF9\u8DEF\u5F84\u3001\u7B26\u53F7\u548C\u6587\u672C\u505A BM25\uFF0C\u8FDE\u540C\u5B83\u4EEC\u7684\u6D4B\u8BD5\uFF09\uFF0C${groups2.length > 1 ? "\u6309\u4ED3\u5E93\u4E2D\u628A\u5B83\u4EEC\u8054\u7CFB\u5728\u4E00\u8D77\u7684\u5173\u7CFB\u62C6\u5206" : fix ? "\u4F5C\u4E3A\u4E00\u4E2A\u9886\u57DF\uFF08\u4FEE\u590D\u53EA\u5360\u4E00\u4E2A\u9886\u57DF\uFF09" : "\u4F5C\u4E3A\u4E00\u4E2A\u9886\u57DF"}\u2014\u2014${groups2.map(
      (g) => `${g.slug}\uFF08${g.files} \u4E2A\u6587\u4EF6${g.files === 1 ? "" : `\uFF1A${g.ties.length > 0 ? list3(g.ties.map((tie) => TIES2[tie])) : "\u4EC5\u6309\u9700\u6C42\u4E2D\u7684\u8BCD\u5F52\u4E3A\u4E00\u7EC4"}`}\uFF09`
    ).join("\uFF1B")}\u3002`,
    domain: (slug) => DOMAINS[slug] ?? `${slug} \u76F8\u5173\u6539\u52A8`,
    changesIn: (paths) => `\u6539\u52A8\u4F4D\u4E8E ${paths}`,
    morePaths: (shown, _hidden, total) => `${shown} \u7B49 ${total} \u4E2A\u6587\u4EF6`,
    moreObjectives: (hidden) => `\u2026\u2026\u4EE5\u53CA\u9700\u6C42\u4E2D\u7684\u53E6\u5916 ${hidden} \u9879`
  },
  evidence: {
    matchedTerms: (words2) => `\u5339\u914D\u7684\u8BCD\uFF1A${list3(words2)}`,
    onlyGeneric: "\u53EA\u5339\u914D\u4E86\u9700\u6C42\u4E2D\u7684\u6CDB\u7528\u8BCD",
    newBeside: "\u65B0\u6587\u4EF6\uFF0C\u653E\u5728\u540C\u7C7B\u6587\u4EF6\u65C1\u8FB9",
    tests: (path) => `\u6D4B\u8BD5 ${path}`,
    patterns: {
      node: "Node.js \u9879\u76EE\uFF08package.json\uFF09",
      sources: (language, files) => `${language} \u6E90\u7801\uFF08${files} \u4E2A\u6587\u4EF6\uFF09`,
      testsRun: (command, from) => `\u6D4B\u8BD5\u7528 \`${command}\` \u8FD0\u884C\uFF08${from}\uFF09`,
      testPair: (source, test) => `\u6D4B\u8BD5\u6309\u6E90\u6587\u4EF6\u547D\u540D\uFF1A${source} \u2192 ${test}`,
      python: "Python \u9879\u76EE",
      go: "Go \u6A21\u5757",
      rust: "Rust \u9879\u76EE",
      jvm: "JVM \u9879\u76EE"
    }
  },
  fallback: {
    summaryLength: 40,
    updateFor: (path, summary) => `\u4FEE\u6539 ${path} \u4EE5\u652F\u6301\uFF1A${summary}`,
    adapt: (symbol) => `\u6309\u9700\u6C42\u8C03\u6574${symbol === "*" ? THE_FILE2 : after(symbol)}`,
    implements: (path) => `${path} \u7684\u6539\u52A8\u6EE1\u8DB3\u9700\u6C42\u4E14\u73B0\u6709\u6D4B\u8BD5\u901A\u8FC7`,
    needs: (domain) => `${domain} \u7684\u76F8\u5173\u6539\u52A8`,
    busiest: (path, count, of) => `\u6CA1\u6709\u6587\u4EF6\u542B\u6709\u9700\u6C42\u4E2D\u7684\u8BCD\uFF1B${path} \u662F\u6700\u8FD1\u63D0\u4EA4\u6539\u52A8\u6700\u591A\u7684\u6587\u4EF6\uFF08\u6700\u8FD1 ${of} \u6B21\u4E2D\u6709 ${count} \u6B21\uFF09\uFF0C\u8BF7\u786E\u8BA4\u5B83\u5C5E\u4E8E\u672C\u8BA1\u5212\u3002`,
    noMatch: (summary) => `\u6CA1\u6709\u73B0\u6709\u6587\u4EF6\u5305\u542B\u9700\u6C42\u4E2D\u7684\u8BCD\uFF1A\u4E3A\u300C${summary}\u300D\u65B0\u5EFA\u6587\u4EF6\u3002`,
    covers: (path) => `${path} \u5B58\u5728\u5E76\u8986\u76D6\u9700\u6C42`
  },
  task: {
    addMigration: (path) => `\u65B0\u589E\u8FC1\u79FB ${path}`,
    create: (path) => `\u65B0\u5EFA ${path}`,
    addCase: (path) => `\u5728 ${path} \u4E2D\u8865\u5145\u7528\u4F8B`,
    keepPassing: (path) => `\u4FDD\u6301 ${path} \u901A\u8FC7`,
    changeSection: (path, heading) => `\u4FEE\u6539 ${path} \u7684\u300C${heading}\u300D\u4E00\u8282`,
    changeFile: (path) => `\u4FEE\u6539 ${path}`,
    changeSymbol: (path, symbol) => `\u4FEE\u6539 ${path} \u4E2D\u7684 ${symbol}`,
    addBeside: (path, names3, beside2) => `\u5728 ${path} \u7684 ${beside2} \u65C1\u65B0\u589E ${names3.join("\u3001")}`,
    deleteFile: (path) => `\u5220\u9664 ${path}`,
    dropUses: (name) => `\u4FEE\u6539\u4F7F\u7528 \`${name}\` \u7684\u7528\u4F8B\uFF1A\u5220\u9664\u5B83\u4EEC\uFF0C\u6216\u6539\u7528\u66FF\u4EE3\u8005`,
    deletePoint: (name) => `\u5220\u9664\u8BE5\u6587\u4EF6\uFF1A\u5B83\u53EA\u542B\u9700\u6C42\u8981\u79FB\u9664\u7684 \`${name}\``,
    newFile: "\u65B0\u6587\u4EF6",
    theFile: THE_FILE2,
    caseFor: (topic) => `\u4E3A\u300C${topic}\u300D\u8865\u5145\u7528\u4F8B`,
    passesAfter: (topic) => `\u300C${topic}\u300D\u4E4B\u540E\u4E0D\u52A0\u6539\u52A8\u5730\u901A\u8FC7`,
    caseForProblem: (problem) => `\u8865\u5145\u590D\u73B0\u95EE\u9898\u300C${problem}\u300D\u7684\u7528\u4F8B`,
    supportCases: (topic) => `\u4E3A\u65B0\u7528\u4F8B\u8C03\u6574\uFF08${topic}\uFF09`,
    documentTopic: (topic) => `\u8BF4\u660E\u300C${topic}\u300D`,
    codeChange: (clause, what) => `\u5728${between(what)}\u4E2D\u5B9E\u73B0\u300C${clause}\u300D`,
    fixProblem: (problem) => `\u4FEE\u590D\u95EE\u9898\u300C${problem}\u300D`,
    partChange: (what) => `\u6309\u9700\u6C42\u7684\u8FD9\u4E00\u90E8\u5206\u4FEE\u6539${after(what)}`,
    sentences: (parts) => parts.join(""),
    head: (clause) => `\u672C\u4EFB\u52A1\u5BF9\u5E94\u9700\u6C42\u300C${clause}\u300D\u3002`,
    newMigration: (last2) => last2 ? `\u65B0\u8FC1\u79FB\u6392\u5728 ${last2} \u4E4B\u540E\uFF1A\u5DF2\u6267\u884C\u7684\u8FC1\u79FB\u4E0D\u518D\u4FEE\u6539\u3002` : "\u65B0\u589E\u4E00\u4E2A\u8FC1\u79FB\uFF1A\u5DF2\u6267\u884C\u7684\u8FC1\u79FB\u4E0D\u518D\u4FEE\u6539\u3002",
    newFileBeside: "\u65B0\u6587\u4EF6\uFF0C\u653E\u5728\u540C\u7C7B\u6587\u4EF6\u65C1\u8FB9\u3002",
    newFileNamed: "\u65B0\u6587\u4EF6\uFF0C\u653E\u5728\u6807\u9898\u5199\u7684\u4F4D\u7F6E\u3002",
    newType: (name, like) => `\u4E3A \`${name}\` \u65B0\u5EFA\u7684\u6587\u4EF6\uFF0C\u4F4D\u7F6E\u4EFF\u7167\u540D\u79F0\u6700\u76F8\u8FD1\u7684 ${like}\u3002`,
    counterpart: (kind, like, of) => `\u591A\u6570 ${kind} \u5728\u8FD9\u91CC\u90FD\u6709\u4E00\u4E2A\uFF1A${of} \u5BF9\u5E94 ${like}\u3002`,
    newOfKind: (kind, folder) => `\u65B0\u7684 ${kind}\uFF0C\u4E0E ${folder}/ \u91CC\u7684\u5176\u4ED6\u6587\u4EF6\u653E\u5728\u4E00\u8D77\u3002`,
    holdsWords: (words2, more) => `\u8BE5\u6587\u4EF6\u542B\u6709\u9700\u6C42\u4E2D\u7684\u8BCD\uFF1A${list3(words2)}${more > 0 ? `\uFF0C\u53E6\u6709 ${more} \u4E2A` : ""}\u3002`,
    declaresRuntime: (runtime2) => `\u9879\u76EE\u5728\u8FD9\u91CC\u58F0\u660E\u5B83\u652F\u6301\u7684 ${runtime2} \u7248\u672C\u3002`,
    versionLine: (line, code) => `\u7B2C ${line} \u884C\u5199\u6709\u7248\u672C\uFF1A${code}\u3002`,
    declaresDependency: (dependency) => `\u9879\u76EE\u5728\u8FD9\u91CC\u58F0\u660E\u5BF9 ${dependency} \u7684\u4F9D\u8D56\u3002`,
    holdsLocale: (locale) => `\u9879\u76EE\u7684 ${locale} \u7FFB\u8BD1\u5728\u8FD9\u91CC\u3002`,
    newLocale: (_language, locale) => `\u65B0\u7684 ${locale} \u7FFB\u8BD1\u6587\u4EF6\uFF0C\u4E0E\u5176\u4ED6\u8BED\u8A00\u7684\u6587\u4EF6\u540C\u6837\u7ED3\u6784\u3002`,
    namedFile: (written) => `\u6807\u9898\u63D0\u5230\u4E86\u8FD9\u4E2A\u6587\u4EF6\uFF08\`${written}\`\uFF09\u3002`,
    recurring: (subject, commits, of) => `\u63AA\u8F9E\u6700\u76F8\u8FD1\u7684 ${of} \u4E2A\u65E9\u5148\u63D0\u4EA4\u4E2D\u6709 ${commits} \u4E2A\u6539\u8FC7\u8FD9\u4E2A\u6587\u4EF6\uFF08\u300C${subject}\u300D\uFF09\u3002`,
    onlyGenericWords: (generic) => `\u8BE5\u6587\u4EF6\u53EA\u5339\u914D\u4E86\u9700\u6C42\u4E2D\u7684\u6CDB\u7528\u8BCD${generic.length > 0 ? `\uFF08${list3(generic)}\uFF09` : ""}\uFF0C\u8BF7\u786E\u8BA4\u5B83\u5C5E\u4E8E\u672C\u8BA1\u5212\u3002`,
    named: (name, location, spelledAs) => `${spelledAs ? `\u9700\u6C42\u4E2D\u7684\u8BCD ${list3(spelledAs)} \u62FC\u51FA\u4E86 \`${name}\`` : `\u9700\u6C42\u70B9\u540D\u4E86 \`${name}\``}\uFF0C\u6587\u4EF6\u4E2D\u58F0\u660E\u4E86\u5B83${location === name ? "" : `\uFF08\`${location}\`\uFF09`}\u3002`,
    uses: (name, location) => `\u9700\u6C42\u70B9\u540D\u4E86 \`${name}\`\uFF0C\u6587\u4EF6\u4E2D\u53EA\u6709 \`${location}\` \u5199\u5230\u4E86\u5B83\u3002`,
    matched: (symbol, terms) => `\`${symbol}\` \u4E0E\u4E4B\u6700\u76F8\u7B26\uFF08${list3(terms)}\uFF09\u3002`,
    frame: (location, raised) => raised ? `\u5806\u6808\u5728\u9879\u76EE\u4EE3\u7801\u4E2D\u6700\u5185\u5C42\u7684\u4E00\u5E27\u662F \`${location}\`\uFF1A\u9519\u8BEF\u5728\u90A3\u91CC\u629B\u51FA\u3002` : `\u5806\u6808\u7ECF\u8FC7 \`${location}\`\u3002`,
    linked: (location, line) => `\u9700\u6C42\u94FE\u63A5\u5230${line === void 0 ? "\u8BE5\u6587\u4EF6" : `\u8BE5\u6587\u4EF6\u7B2C ${line} \u884C`}\uFF0C\u4F4D\u4E8E \`${location}\` \u4E2D\u3002`,
    heading: (heading, terms) => `\u300C${heading}\u300D\u4E00\u8282\u4E0E\u4E4B\u76F8\u7B26\uFF08${list3(terms)}\uFF09\u3002`,
    busy: (changed, importers, viaPackage) => `\u5176\u4ED6\u6539\u52A8\u4E5F\u5E38\u6D89\u53CA\u8BE5\u6587\u4EF6\uFF1A${[
      ...changed ? [`\u6700\u8FD1 ${changed.of} \u6B21\u63D0\u4EA4\u4E2D\u6709 ${changed.count} \u6B21\u6539\u4E86\u5B83`] : [],
      ...importers ? [`${importers} \u4E2A\u6587\u4EF6\u5BFC\u5165\u4E86${viaPackage ? "\u5B83\u6240\u5728\u7684\u5305" : "\u5B83"}`] : []
    ].join("\uFF0C")}\u3002`
  },
  criteria: {
    migration: (path, last2) => last2 ? `\u65B0\u8FC1\u79FB ${path} \u5728 ${last2} \u4E4B\u540E\u53EF\u4EE5\u6267\u884C` : `\u65B0\u8FC1\u79FB ${path} \u53EF\u4EE5\u6267\u884C`,
    testCase: (path, topic) => `${path} \u4E2D\u9488\u5BF9\u300C${topic}\u300D\u7684\u65B0\u7528\u4F8B\u901A\u8FC7`,
    documents: (path, topic, heading) => `${path}${heading === void 0 ? " " : ` \u7684\u300C${heading}\u300D\u4E00\u8282`}\u8BF4\u660E\u4E86\u300C${topic}\u300D`,
    releases: (path, version) => `${path} \u58F0\u660E\u7684\u7248\u672C\u4E3A ${version}`,
    runtimeVersions: (path, runtime2) => `${path} \u58F0\u660E\u4E86\u9700\u6C42\u6240\u8981\u6C42\u7684 ${runtime2} \u7248\u672C`,
    dependencyDeclared: (path, dependency) => `${path} \u58F0\u660E\u4E86\u9700\u6C42\u6240\u8981\u6C42\u7684 ${dependency} \u7248\u672C\uFF0C\u5B89\u88C5\u65E0\u8BEF`,
    dependencyRemoved: (path, dependency) => `${path} \u4E0D\u518D\u5217\u51FA ${dependency}\uFF0C\u5B89\u88C5\u65E0\u8BEF`,
    manifest: (path, topic, kind) => `${path} \u58F0\u660E\u4E86\u300C${topic}\u300D\u6240\u9700\u7684${MANIFEST_ZH[kind]}`,
    translation: (path, _language, locale) => `${path} \u5305\u542B ${locale} \u7FFB\u8BD1\uFF0C\u952E\u4E0E\u5176\u4ED6\u8BED\u8A00\u7684\u6587\u4EF6\u4E00\u81F4`,
    config: (path, topic) => `${path} \u542B\u6709\u300C${topic}\u300D\u7684\u8BBE\u7F6E\u4E14\u4ECD\u80FD\u88AB\u8BFB\u53D6`,
    created: (path, clause) => `${path} \u5DF2\u5EFA\u7ACB\u5E76\u505A\u5230\u300C${clause}\u300D`,
    createdNamed: (path, rest) => rest === "" ? `${path} \u5DF2\u5EFA\u7ACB` : `${path} \u5DF2\u5EFA\u7ACB\u5E76\u5199\u660E\u300C${rest}\u300D`,
    declaredBeside: (path, names3, beside2) => `${path} \u5728 \`${beside2}\` \u65C1\u58F0\u660E\u4E86 ${names3.map((name) => `\`${name}\``).join("\u3001")}`,
    where: (path, symbol) => symbol === void 0 ? path : `${path} \u4E2D\u7684 \`${symbol}\``,
    agrees: (where, clause) => `${where} \u4E0E\u65B0\u6587\u6863\u300C${clause}\u300D\u4E00\u81F4`,
    does: (where, clause) => `${where} \u505A\u5230\u300C${clause}\u300D`,
    meets: (where, expectation) => `${where} \u6EE1\u8DB3\u300C${expectation}\u300D`,
    fixed: (where, problem) => `${where} \u4E0D\u518D\u51FA\u73B0\u95EE\u9898\u300C${problem}\u300D`,
    fixture: (path) => `\u4F7F\u7528 ${path} \u7684\u6D4B\u8BD5\u901A\u8FC7`,
    newCase: (path) => `${path} \u4E2D\u8986\u76D6\u8BE5\u6539\u52A8\u7684\u65B0\u7528\u4F8B\u901A\u8FC7`,
    stillPass: (path) => `${path} \u4E2D\u7684\u6D4B\u8BD5\u4E0D\u52A0\u6539\u52A8\u5730\u901A\u8FC7`,
    changedWithCase: (path, source, commits) => `${path} \u4E2D\u8986\u76D6\u8BE5\u6539\u52A8\u7684\u65B0\u7528\u4F8B\u901A\u8FC7\uFF08\u4E0E ${source} \u4E00\u540C\u4FEE\u6539\u6700\u591A\u7684\u6D4B\u8BD5\uFF1A${commits} \u6B21\u63D0\u4EA4\uFF09`,
    noUses: (path, name) => `${path} \u4E2D\u4E0D\u518D\u6709\u7528\u4F8B\u4F7F\u7528 \`${name}\`\uFF0C\u4E14\u5176\u6D4B\u8BD5\u901A\u8FC7`,
    deleted: (path, name) => `${path} \u5DF2\u5220\u9664\uFF0C\u4EE3\u7801\u3001\u6D4B\u8BD5\u548C\u6587\u6863\u4E2D\u4E0D\u518D\u5F15\u7528 \`${name}\`\uFF08\u8BB0\u5F55\u5176\u79FB\u9664\u7684\u53D8\u66F4\u65E5\u5FD7\u6761\u76EE\u9664\u5916\uFF09`,
    joinsNewTests: (path, first) => `\u5176\u7528\u4F8B\u4E0E ${first} \u7684\u6539\u52A8\u4E00\u8D77\u5199\u5165\u65B0\u6587\u4EF6 ${path}\uFF08\u7531\u90A3\u4E2A\u4EFB\u52A1\u521B\u5EFA\uFF09\u5E76\u901A\u8FC7`,
    newTests: (path) => `\u65B0\u6D4B\u8BD5\u653E\u5728\u6309\u672C\u4ED3\u5E93\u60EF\u4F8B\u547D\u540D\u7684\u65B0\u6587\u4EF6 ${path}\uFF0C\u5E76\u4E14\u901A\u8FC7`,
    checkerQuiet: (where, checker) => checker === "the compiler" ? `${where} \u7F16\u8BD1\u65F6\u6CA1\u6709\u65B0\u7684\u8B66\u544A` : `${where} \u901A\u8FC7 ${checker.replace(/^the /, "")} \u68C0\u67E5\uFF0C\u6CA1\u6709\u65B0\u7684\u95EE\u9898`
  }
};

// src/offline/offline-phrases.ts
function phrasesFor(locale) {
  return locale === "zh" ? ZH : EN;
}

// src/offline/offline-risk.ts
var HOT_SHARE = 0.08;
var HOT_LEAST = 5;
var HUB_IMPORTERS = 10;
var ENTRY = /(^|\/)(index|main|app|server|router)\.[a-z]+$/;
var PACKAGE_IMPORTS = /\.go$/;
function busyOf(index, path) {
  const count = index.changeCount(path);
  const of = index.historyLength();
  const hot = of > 0 && count >= HOT_LEAST && count / of >= HOT_SHARE;
  const importers = index.importersOf(path).length;
  const hub = importers >= HUB_IMPORTERS;
  if (!hot && !hub) return void 0;
  return {
    ...hot ? { changed: { count, of } } : {},
    ...hub ? { importers, ...PACKAGE_IMPORTS.test(path) ? { viaPackage: true } : {} } : {}
  };
}
function conflictRiskOf({ path, role, create, busy, history }) {
  if (create) return "Low";
  const central = busy !== void 0 || !history && ENTRY.test(path);
  if (role === "test" || role === "fixture" || role === "doc") return central ? "Medium" : "Low";
  return central ? "High" : "Medium";
}
function effortOf({ role, create, kind, size, whole }) {
  if (create) return "Medium";
  if (role !== "code") return "Low";
  if (kind === "small") return "Low";
  return size > 2e4 && whole && kind === "broad" ? "High" : "Medium";
}
function complexityOf({ role, size, effort: effort2 }) {
  if (role !== "code") return "Low";
  const level = size > 2e4 ? "High" : size > 3e3 ? "Medium" : "Low";
  return effort2 === "Low" && level === "High" ? "Medium" : level;
}

// src/offline/offline-plan.ts
function evidenceTerms(snapshot, file) {
  const terms = file.matched.filter((t) => !isGeneric(t));
  if (file.create || terms.length === 0) return terms;
  const own = /* @__PURE__ */ new Set([...tokenize(file.path), ...tokenize(countedText(file.path, snapshot.readFile(file.path) ?? ""))]);
  return terms.filter((t) => own.has(t));
}
function targetOf(snapshot, file, topic) {
  const role = roleOf(file.path, file.kind);
  if (role === "test" && file.create !== true && testsNothing(file.path, snapshot.readFile(file.path) ?? ""))
    return { path: file.path, create: false, role: "fixture" };
  if (role !== "migration") return { path: file.path, create: file.create === true, role };
  const next = nextMigration(snapshot, file.path, topic);
  if (file.create) return { path: file.path, create: true, role, ...next ? { after: next.after } : {} };
  return next ? { path: next.path, create: true, role, after: next.after } : { path: file.path, create: false, role: "code" };
}
function testOf(snapshot, file, covering) {
  if (file.kind !== "source") return void 0;
  if (file.create) return covering[0] ? { path: covering[0].path, existing: covering[0].create !== true } : void 0;
  const index = indexSnapshot(snapshot);
  const existing = covering[0]?.path ?? index.testsFor(file.path)[0];
  if (existing !== void 0) return { path: existing, existing: true };
  const partner = index.changedWithTest(file.path);
  if (partner) return { path: partner.path, existing: true, changedWith: { source: file.path, commits: partner.count } };
  const path = index.newTestPathFor(file.path);
  return path === void 0 ? void 0 : { path, existing: false };
}
function groupTasks(snapshot, group, given, maxTasks, text) {
  const reading = readRequirement(given, snapshot);
  const requirement = reading.prose;
  const reported = reading.frames.length > 0;
  const beyondFix = asksBeyondFix(requirement);
  const title = titleOf(requirement);
  const kind = scopeKind(requirement);
  const refactor = keepsBehaviour(requirement);
  const usesNamed = namedUser(snapshot, requirement);
  const removed = removedName(requirement);
  const deprecated = removed === void 0 ? deprecatedName(requirement) : void 0;
  const version = releaseVersion(requirement);
  const checker = cleanupChecker(requirement);
  const tests2 = /* @__PURE__ */ new Map();
  for (const file of group.files) if (file.covers) tests2.set(file.covers, [...tests2.get(file.covers) ?? [], file]);
  const leads = group.files.filter((f) => !f.covers || !group.files.some((g) => g.path === f.covers));
  const testTask = leads.some((f) => roleOf(f.path, f.kind) === "test" && !testsNothing(f.path, snapshot.readFile(f.path) ?? ""));
  const tasks = [];
  const planned = /* @__PURE__ */ new Set();
  const newTests = /* @__PURE__ */ new Map();
  const phrases = phrasesFor(text.zh ? "zh" : "en");
  let addsTaken = false;
  for (const file of leads) {
    if (tasks.length >= Math.max(1, maxTasks)) break;
    const evidence = evidenceTerms(snapshot, file);
    const role = roleOf(file.path, file.kind);
    const clause = clauseFor(
      requirement,
      evidence,
      role === "doc" || role === "test" ? role : layerOf(file.path) === "ui" ? "ui" : "code",
      file.path
    );
    const target = targetOf(snapshot, file, topicOf2(clause));
    const key = target.role === "migration" && target.create ? `migration:${target.path.slice(0, target.path.lastIndexOf("/"))}` : target.path;
    if (planned.has(key)) continue;
    planned.add(key);
    const addsHere = !addsTaken && target.role === "code" && !target.create;
    addsTaken ||= addsHere;
    const task = taskOf(
      snapshot,
      {
        ...{ file, target, evidence, clause, covering: tests2.get(file.path) ?? [], kind, version, reported, checker, testTask },
        ...{ newTests, key: `t${tasks.length + 1}`, addsHere },
        ...deletesFile(target, removed) ? { deletes: removed } : {},
        // A deprecated name stays, and its own tests gain a case that it warns; other tests stop using it.
        ...removed !== void 0 ? { removed } : deprecated !== void 0 && target.role === "test" ? { removed: deprecated } : {},
        specified: beyondFix && !title.includes(clause),
        // A test that writes a name the refactoring removes or renames (`FastifyPlugin`) changes with it: not "unchanged".
        refactor: refactor && ![target.path, ...(tests2.get(file.path) ?? []).map((t) => t.path)].some(usesNamed),
        // Its other tests, which never wrote the name, still pass unchanged.
        keeps: (path) => refactor && !usesNamed(path)
      },
      requirement,
      phrases
    );
    tasks.push(task);
  }
  return tasks;
}
var TAKES_AWAY = /^(?:remove|removes|removed|drop|drops|dropped|delete|deletes|deleted|rename|renames|renamed|replace|replaces|replaced)\b/i;
function usesName(snapshot, path, name) {
  return indexSnapshot(snapshot).kindOf(path) === "test" && wholeName(name)(snapshot.readFile(path) ?? "");
}
function namedUser(snapshot, requirement) {
  const title = withoutCommitLabel(titleOf(requirement)).replace(/^\[[^\]]{1,40}\]\s*/, "");
  const names3 = TAKES_AWAY.test(title) ? namedIdentifiers(title).filter((name) => name.length >= 3) : [];
  return (path) => {
    if (names3.length === 0 || indexSnapshot(snapshot).kindOf(path) !== "test") return false;
    const text = snapshot.readFile(path) ?? "";
    return names3.some((name) => wholeName(name)(text));
  };
}
var WHOLE = { location: "*", reason: "file", terms: [] };
function deletesFile(target, removed) {
  if (removed === void 0 || target.create || target.role !== "code" && target.role !== "test") return false;
  const stem2 = (baseName(target.path).split(".")[0] ?? "").toLowerCase().replace(/[_-]/g, "");
  const bare2 = target.role === "test" ? stem2.replace(/^tests?|tests?$|specs?$/g, "") : stem2;
  return bare2 === removed.toLowerCase().replace(/[_$-]/g, "");
}
function declarationSize(snapshot, path, location) {
  const name = (location.slice(0, 200).match(/[A-Za-z_$][\w$]*/g) ?? []).at(-1);
  if (name === void 0 || location === "*") return void 0;
  const text = snapshot.readFile(path) ?? "";
  const symbols = symbolsIn(path, text);
  const named4 = symbols.filter((s) => s.name === name && !s.block);
  if (named4.length !== 1) return void 0;
  const lines = text.split("\n");
  const span = symbolSpan(lines, symbols, named4[0]);
  return lines.slice(span.start - 1, span.end).join("\n").length;
}
function createdFacts(target, file) {
  if (!target.create) return {};
  return {
    ...file.named ? { named: file.named } : {},
    ...file.locale !== void 0 ? { translation: { language: languageOf(file.locale), locale: file.locale } } : {}
  };
}
function sharedNewTest(test, path, key, named4) {
  if (test === void 0 || test.existing) return { test };
  const first = named4.get(test.path);
  if (first === void 0) named4.set(test.path, { path, key });
  return first === void 0 || first.path === path ? { test } : { test: { ...test, joins: first.path }, after: first.key };
}
function taskTest(snapshot, planned, removes) {
  const found = testOf(snapshot, planned.file, planned.covering);
  const hint = found && !found.existing && planned.testTask ? void 0 : found;
  const hintRemoves = hint ? removes(hint.path) : void 0;
  const test = hint && hintRemoves !== void 0 ? { ...hint, removes: hintRemoves } : hint;
  return sharedNewTest(test, planned.target.path, planned.key, planned.newTests);
}
function taskOf(snapshot, planned, requirement, phrases) {
  const { file, target, clause, covering, reported } = planned;
  const anchor2 = target.create ? WHOLE : testAware(target, anchorFor(snapshot, file, requirement));
  const removes = (path) => planned.removed !== void 0 && usesName(snapshot, path, planned.removed) ? planned.removed : void 0;
  const shared = taskTest(snapshot, planned, removes);
  const test = shared.test;
  const dropped = target.role === "test" ? removes(target.path) : void 0;
  const size = target.create ? 0 : (snapshot.readFile(target.path) ?? "").length;
  const worked = target.create ? 0 : declarationSize(snapshot, target.path, anchor2.location) ?? size;
  const words2 = phrases.task;
  const index = indexSnapshot(snapshot);
  const busy = target.create ? void 0 : busyOf(index, target.path);
  const risk2 = conflictRiskOf({ path: target.path, role: target.role, create: target.create, busy, history: index.hasHistory });
  const effort2 = effortOf({ role: target.role, create: target.create, kind: planned.kind, size, whole: anchor2.location === "*" });
  const why = describe(planned, anchor2, requirement, words2, (term) => index.termWeight(term), snapshot.readFile(file.path) ?? "");
  const adds = planned.addsHere ? beside(target, anchor2, requirement, (name) => index.findSymbol(name).length > 0) : [];
  return {
    key: planned.key,
    title: taskTitle(planned, anchor2, words2, dropped, adds),
    description: busy && risk2 !== "Low" ? words2.sentences([why, words2.busy(busy.changed, busy.importers, busy.viaPackage)]) : why,
    complexity: planned.deletes === void 0 ? complexityOf({ role: target.role, size: worked, effort: effort2 }) : "Low",
    conflict_risk: risk2,
    // Every file the task changes: its own and the tests that sit in it.
    scope: [target.path, ...covering.map((t) => t.path)].map((path) => `\`${path}\``).join(", "),
    depends_on: shared.after === void 0 ? [] : [shared.after],
    needs_from_domains: [],
    modification_points: [
      {
        file: target.path,
        location: anchor2.location,
        change: planned.deletes !== void 0 ? words2.deletePoint(planned.deletes) : dropped !== void 0 ? words2.dropUses(dropped) : changeOf(target, anchor2, clause, words2, reported, planned.refactor, planned.specified)
      },
      ...covering.map((t) => {
        const uses = removes(t.path);
        const asTest = { ...target, role: "test", create: t.create === true };
        const change = changeOf(asTest, WHOLE, clause, words2, reported, planned.keeps(t.path), planned.specified);
        return { file: t.path, location: "*", change: uses === void 0 ? change : words2.dropUses(uses) };
      })
    ],
    convergence_criteria: planned.deletes !== void 0 ? [phrases.criteria.deleted(target.path, planned.deletes)] : dropped !== void 0 ? [phrases.criteria.noUses(target.path, dropped)] : criteriaFor({
      path: target.path,
      role: target.role,
      anchor: anchor2,
      clause,
      reported,
      ...planned.specified ? { specified: true } : {},
      topic: topicOf2(clause),
      create: target.create,
      ...createdFacts(target, file),
      ...target.after ? { after: target.after } : {},
      ...test ? { test } : {},
      ...planned.refactor ? { refactor: true } : {},
      ...adds.length > 0 ? { adds } : {},
      ...planned.checker === void 0 ? {} : { checker: planned.checker },
      ...planned.version ? { version: planned.version } : {},
      ...file.runtime ? { runtime: { name: file.runtime, only: file.matched.length === 0 } } : {},
      ...file.dependency ? { dependency: { ...file.dependency, only: file.matched.length === 0 } } : {},
      phrases: phrases.criteria
    }),
    estimated_effort: effort2
  };
}
var ONE_TYPE_PER_FILE = /\.(?:java|kt|cs|scala|swift|php|groovy)$/;
function beside(target, anchor2, requirement, declared) {
  if (target.role !== "code" || target.create || anchor2.location === "*" || anchor2.reason === "heading") return [];
  const added = addedNames(titleOf(requirement), declared).filter((a) => !(ONE_TYPE_PER_FILE.test(target.path) && /^[A-Z]/.test(a.name)));
  const own = anchor2.location.split(".").at(-1);
  if (added.some((a) => a.name === own || a.name === anchor2.location)) return [];
  return added.map((a) => a.written);
}
function testAware(target, anchor2) {
  return target.role !== "test" && target.role !== "fixture" || anchor2.reason === "named" || anchor2.reason === "frame" || anchor2.reason === "link" ? anchor2 : WHOLE;
}
function taskTitle(planned, anchor2, words2, dropped, adds) {
  const { target } = planned;
  if (planned.deletes !== void 0) return words2.deleteFile(target.path);
  if (dropped !== void 0) return words2.changeFile(target.path);
  if (adds.length > 0) return words2.addBeside(target.path, adds, anchor2.location);
  return titleOf2(target, anchor2, words2, planned.refactor);
}
function titleOf2(target, anchor2, words2, refactor) {
  if (target.role === "migration" && target.create) return words2.addMigration(target.path);
  if (target.create) return words2.create(target.path);
  if (target.role === "test") return refactor ? words2.keepPassing(target.path) : words2.addCase(target.path);
  if (anchor2.reason === "heading") return words2.changeSection(target.path, anchor2.location);
  if (anchor2.location === "*") return words2.changeFile(target.path);
  return words2.changeSymbol(target.path, anchor2.location);
}
function changeOf(target, anchor2, clause, words2, reported = false, refactor = false, specified = false) {
  if (target.create) return words2.newFile;
  const topic = topicOf2(clause);
  const what = anchor2.location === "*" ? words2.theFile : anchor2.location;
  const problem = statesProblem(clause, reported, specified) && (target.role === "test" || target.role === "code");
  const text = problem ? target.role === "test" ? words2.caseForProblem(clause) : words2.fixProblem(clause) : target.role === "test" ? refactor ? words2.passesAfter(topic) : words2.caseFor(topic) : target.role === "fixture" ? words2.supportCases(topic) : target.role === "doc" && !asksToFix(clause) ? words2.documentTopic(topic) : words2.codeChange(clause, what);
  if (!declaresNewFile(text)) return text;
  const reworded = withoutCreating(text);
  return declaresNewFile(reworded) ? words2.partChange(what) : reworded;
}
function withoutCreating(text) {
  return text.replace(/\b([Aa]dd(?:s|ed)?) (?:(a) )?new (?=[A-Za-z])/g, (_m, add, a) => a ? `${add} ${a} ` : `${add} `).replace(
    /(?<![.\w`-]|\d )([Cc])reate([sd]?)(?= [a-z])/g,
    (_m, c, end) => `${c === "C" ? "A" : "a"}dd${end === "d" ? "ed" : end}`
  ).replace(/新建|创建/g, "\u6DFB\u52A0");
}
var MOST_LISTED = 10;
function evidenceWords(snapshot, file, requirement, most) {
  const index = indexSnapshot(snapshot);
  return listedWords(evidenceTerms(snapshot, file), requirement, (term) => index.termWeight(term), most).shown;
}
function listedWords(evidence, given, weight, most = MOST_LISTED) {
  const requirement = withoutLinks(given);
  const telling = evidence.filter((t) => !spelled([t], requirement).every(isPlainWord));
  const terms = telling.length > 0 ? telling : evidence;
  const all = spelled(terms, requirement);
  if (all.length <= most) return { shown: all, more: 0 };
  const written = terms.filter((t) => spelled([t], requirement).length > 0);
  const rarest = new Set([...written].sort((a, b) => weight(b) - weight(a) || (a < b ? -1 : 1)).slice(0, most));
  const shown = spelled(
    written.filter((t) => rarest.has(t)),
    requirement
  ).slice(0, most);
  return { shown, more: Math.max(0, all.length - shown.length) };
}
function describe(planned, anchor2, requirement, words2, weight, text) {
  const { file, target, evidence, clause } = planned;
  const head = words2.head(clause);
  if (target.role === "migration" && target.create) return words2.sentences([head, words2.newMigration(target.after)]);
  if (target.create && file.locale !== void 0) return words2.sentences([words2.newLocale(languageOf(file.locale), file.locale)]);
  if (target.create)
    return words2.sentences([
      head,
      file.like ? words2.newType(file.like.name, file.like.path) : file.ofKind ? words2.newOfKind(file.ofKind.kind, file.ofKind.folder) : file.counterpart ? words2.counterpart(file.counterpart.kind, file.counterpart.like, file.counterpart.of) : file.named ? words2.newFileNamed : words2.newFileBeside
    ]);
  const listed = listedWords(evidence, requirement, weight);
  const held = { shown: heldAsWritten(listed.shown, text, file.path), more: listed.more };
  const unranked = [
    ...file.versionLine ? [words2.versionLine(file.versionLine.line, inlineCode(capLength(file.versionLine.text, 80)))] : file.runtime ? [words2.declaresRuntime(file.runtime)] : [],
    ...file.dependency ? [words2.declaresDependency(file.dependency.name)] : [],
    ...file.locale ? [words2.holdsLocale(file.locale)] : [],
    ...file.named ? [words2.namedFile(file.named)] : [],
    ...file.recurring ? [words2.recurring(shortSubject(file.recurring.subject), file.recurring.commits, file.recurring.of)] : []
  ];
  const why = held.shown.length > 0 && file.matched.length > 0 ? [words2.holdsWords(held.shown, held.more), ...unranked] : unranked.length > 0 ? unranked : [words2.onlyGenericWords(spelled(file.matched.filter(isGeneric), requirement))];
  const where = anchor2.reason === "file" ? [] : [anchorWhy(anchor2, requirement, words2, weight, (shown) => heldAsWritten(shown, text, file.path))];
  return words2.sentences([head, ...why, ...where]);
}
function shortSubject(subject) {
  const line = capLength(oneLine(withoutPullReferences(subject)), 80);
  return (line.match(/`/g) ?? []).length % 2 === 0 ? line : line.replace(/`/g, "");
}
var MOST_MATCHED = 6;
function anchorWhy(anchor2, requirement, words2, weight, asWritten2) {
  const terms = asWritten2(
    anchor2.reason === "matched" ? listedWords(anchor2.terms, requirement, weight, MOST_MATCHED).shown : spelled(anchor2.terms, requirement)
  );
  switch (anchor2.reason) {
    case "named":
      return words2.named(anchor2.name ?? anchor2.location, anchor2.location, anchor2.spelledAs);
    case "uses":
      return words2.uses(anchor2.uses ?? anchor2.location, anchor2.location);
    case "matched":
      return words2.matched(anchor2.location, terms);
    case "frame":
      return words2.frame(anchor2.location, anchor2.raised === true);
    case "link":
      return words2.linked(anchor2.location, anchor2.line);
    case "heading":
      return words2.heading(anchor2.location, terms);
    default:
      return "";
  }
}

// src/offline/offline-history.ts
var HISTORY_WEIGHT = 2;
var LEAST_COMMITS2 = 20;
var MOST_FILES4 = 12;
function byHistory(past, scored, terms, stress) {
  const used = past?.filter((commit) => commit.files.length <= MOST_FILES4) ?? [];
  if (used.length < LEAST_COMMITS2) return;
  const titleTerms = [...stress?.keys() ?? []].filter((term) => terms.includes(term));
  const query = new Set(titleTerms.length > 0 ? titleTerms : terms);
  const subjects = /* @__PURE__ */ new Map();
  const perFile = /* @__PURE__ */ new Map();
  for (const commit of used) {
    const words2 = new Set(queryTerms(withoutCommitType(commit.subject)).filter((t) => query.has(t)));
    for (const word of words2) subjects.set(word, (subjects.get(word) ?? 0) + 1);
    if (words2.size === 0) continue;
    for (const file of commit.files) {
      const counts = perFile.get(file) ?? /* @__PURE__ */ new Map();
      for (const word of words2) counts.set(word, (counts.get(word) ?? 0) + 1);
      perFile.set(file, counts);
    }
  }
  const weight = (term) => Math.log(1 + used.length / (subjects.get(term) ?? 0.5)) * (stress?.get(term) ?? 1);
  const total = [...query].reduce((sum, term) => sum + weight(term), 0);
  if (total === 0) return;
  for (const candidate of scored) {
    const counts = perFile.get(candidate.path);
    if (!counts) continue;
    let held = 0;
    for (const [term, count] of counts) held += weight(term) * (count / (count + 1));
    candidate.score *= 1 + HISTORY_WEIGHT * (held / total);
  }
  scored.sort((a, b) => b.score - a.score || (a.path < b.path ? -1 : 1));
}

// src/offline/offline-twins.ts
function writes(title, folder) {
  const parts = folder.split(/[-_]/).filter((p) => p !== "");
  if (parts.length === 0 || parts.some((p) => !/^[\p{L}\p{N}.]+$/u.test(p))) return false;
  const lower = title.toLowerCase();
  const name = parts.map((p) => p.toLowerCase()).join(" ");
  const spaced = lower.replace(/[-_]/g, " ");
  for (let at = spaced.indexOf(name); at >= 0; at = spaced.indexOf(name, at + 1)) {
    const before = at === 0 ? "" : spaced[at - 1];
    const after2 = spaced[at + name.length] ?? "";
    if (!/[\p{L}\p{N}]/u.test(before) && !/[\p{L}\p{N}]/u.test(after2)) return true;
  }
  return false;
}
function twinPath(parts, at, other) {
  const self = parts[at];
  const rename = (s) => s.split(self).join(other).split(self.toLowerCase()).join(other.toLowerCase());
  return [...parts.slice(0, at), other, ...parts.slice(at + 1).map(rename)].join("/");
}
function withoutUnnamedTwins(files, exists, requirement) {
  const title = titleOf(requirement).slice(0, 500);
  const named4 = /* @__PURE__ */ new Map();
  for (const { path } of files) {
    const parts = path.split("/");
    for (let at = 0; at < parts.length - 1; at++) {
      const folder = parts[at];
      if (!writes(title, folder)) continue;
      const parent = parts.slice(0, at).join("/");
      named4.set(parent, (named4.get(parent) ?? /* @__PURE__ */ new Set()).add(folder));
    }
  }
  if (named4.size === 0) return [...files];
  const kept = files.filter(({ path }) => {
    const parts = path.split("/");
    for (let at = 0; at < parts.length - 1; at++) {
      const kids = named4.get(parts.slice(0, at).join("/"));
      if (!kids || kids.has(parts[at])) continue;
      if ([...kids].some((kid) => exists(twinPath(parts, at, kid)))) return false;
    }
    return true;
  });
  return kept.length > 0 ? kept : [...files];
}

// src/offline/offline-runtime-only.ts
var VERSION_WORDS = new Set(
  [
    ...["add", "adds", "added", "adding", "drop", "drops", "dropped", "dropping", "remove", "removes", "removed", "removing"],
    ...["support", "supports", "supported", "supporting", "official", "officially", "compatibility", "compatible", "compat"],
    ...["require", "requires", "required", "requiring", "raise", "raises", "raised", "bump", "bumps", "bumped", "minimum", "min"],
    ...["msrv", "compiler", "toolchain", "runtime", "sdk", "version", "versions", "update", "updates", "updated", "upgrade", "upgrades"],
    ...["deprecate", "deprecates", "deprecated", "eol", "end", "life", "no", "longer", "test", "tests", "testing", "ci", "build"],
    ...["builds", "matrix", "target", "targets", "breaking", "new", "latest", "now", "is", "as", "x", "v"],
    ...["and", "or", "for", "to", "the", "of", "a", "in", "on", "with", "from"]
  ].map((w) => w.toLowerCase())
);
var VERSIONS2 = /v?\d+(?:\.\d+|\.x)*\+?/gi;
function isRuntimeOnly(requirement) {
  const title = withoutPullReferences(withoutCommitType(titleOf(requirement))).replace(/#\d+/g, " ");
  if (runtimeLines(title).length === 0) return false;
  let rest = title;
  for (const name of RUNTIME_NAMES) rest = rest.replace(new RegExp(name.source, "gi"), " ");
  const words2 = rest.replace(VERSIONS2, " ").match(new RegExp("\\p{L}+", "gu")) ?? [];
  return words2.every((word) => VERSION_WORDS.has(word.toLowerCase()));
}
function projectFiles(index) {
  const depth = (path) => path.split("/").length;
  return index.files.filter((f) => f.kind !== "noise" && !outsideTheProject(f.path)).map((f) => f.path).sort((a, b) => depth(a) - depth(b) || (a < b ? -1 : 1));
}
var MOST_MANIFESTS3 = 6;
var MOST_CODE = 3;
var MOST_CHARS2 = 2e5;
function firstLine2(text, pattern) {
  if (!text) return void 0;
  const at = text.slice(0, MOST_CHARS2).split("\n").findIndex((line) => pattern.test(line));
  return at < 0 ? void 0 : at + 1;
}
function runtimeOnlyFiles(snapshot, index, requirement) {
  if (!isRuntimeOnly(requirement)) return [];
  const found = [];
  const add = (file) => {
    if (!found.some((f) => f.path === file.path)) found.push(file);
  };
  const lines = runtimeLines(requirement);
  for (const { path, runtime: runtime2 } of runtimeManifests(index, requirement)) {
    const stated = lines.find((l) => l.name === runtime2)?.states;
    const line = stated ? firstLine2(snapshot.readFile(path), stated) : void 0;
    add({ path, runtime: runtime2, ...line !== void 0 ? { line } : {} });
  }
  const guidelines = new Set(listGuidelineFiles(snapshot));
  const top = index.files.filter((f) => !f.path.includes("/") && (f.kind === "doc" || f.kind === "config" || f.kind === "other")).map((f) => f.path).filter((path) => !guidelines.has(path) && !/^\.readthedocs\./i.test(path)).sort();
  for (const { name, states } of lines)
    for (const path of top) {
      const line = firstLine2(snapshot.readFile(path), states);
      if (line !== void 0) add({ path, runtime: name, line });
    }
  let deeper = 0;
  for (const { name, states, manifest } of lines)
    for (const path of projectFiles(index).filter(manifest)) {
      if (deeper >= MOST_MANIFESTS3 || found.some((f) => f.path === path)) continue;
      const line = firstLine2(snapshot.readFile(path), states);
      if (line === void 0) continue;
      add({ path, runtime: name, line });
      deeper++;
    }
  for (const file of codeNaming(snapshot, index, lines)) add(file);
  return found;
}
function codeNaming(snapshot, index, lines) {
  const named4 = [];
  for (const { name, writes: writes2 } of lines) {
    if (writes2.length === 0) continue;
    for (const file of index.files) {
      if (file.kind !== "source" || isTestPath(file.path)) continue;
      const text = snapshot.readFile(file.path)?.slice(0, MOST_CHARS2);
      if (!text || !writes2.some((w) => w.test(text))) continue;
      const all = text.split("\n");
      const count = all.filter((line2) => writes2.some((w) => w.test(line2))).length;
      const line = all.findIndex((l) => writes2.some((w) => w.test(l))) + 1;
      named4.push({ path: file.path, runtime: name, line, code: true, count });
    }
  }
  return named4.sort((a, b) => b.count - a.count || (a.path < b.path ? -1 : 1)).slice(0, MOST_CODE).map(({ count: _count, ...file }) => file);
}

// src/offline/offline-renamed.ts
var RENAME = /^(?:rename|renames|renamed|renaming)\s/i;
var MOST_USERS = 12;
var MOST_DECLARING = 2;
var MOST_NAMES = 3;
var TITLE_CHARS5 = 500;
function renamedUses(index, snapshot, requirement) {
  const title = withoutLabels(titleOf(requirement).slice(0, TITLE_CHARS5));
  if (!RENAME.test(title)) return [];
  for (const name of namedIdentifiers(title).slice(0, MOST_NAMES)) {
    const declaring = new Set(index.findSymbol(name).map((def) => def.path));
    if (declaring.size === 0 || declaring.size > MOST_DECLARING) continue;
    const tokens2 = tokenize(name);
    const term = tokens2[tokens2.length - 1];
    if (term === void 0) continue;
    const writes2 = wholeName(name);
    const users = index.filesWith(term).filter((path) => !declaring.has(path) && writes2(snapshot.readFile(path) ?? ""));
    if (users.length === 0 || users.length > MOST_USERS) continue;
    return users.sort();
  }
  return [];
}

// src/offline/offline-named-files.ts
var MOST_WORD_CHARS = 200;
var TITLE_CHARS6 = 500;
var MOST_STEMS = 4;
var MOST_NAMED2 = 2;
var THROWN = /\b(?:throws?|raises?|throwing|raising)(?:\s+(?:an?|the))?(?:\s+new)?\W{0,3}$/i;
function titleStems(whole) {
  const title = whole.slice(0, TITLE_CHARS6);
  const quoted = [];
  const plain2 = [];
  const add = (to, word) => {
    const stem2 = word.replace(/^-+/, "").toLowerCase();
    if (stem2.length >= 3 && stem2.length <= MOST_WORD_CHARS && /^[a-z0-9_-]+$/.test(stem2)) to.push(stem2);
  };
  const thrown = (at2) => THROWN.test(title.slice(Math.max(0, at2 - 20), at2));
  let at = 0;
  title.split("`").forEach((span, i) => {
    if (i % 2 === 1 && !/\s/.test(span.trim())) {
      if (!thrown(at - 1)) add(quoted, span.trim());
    } else {
      for (const match of span.matchAll(/[\w-]+/g)) {
        const word = match[0];
        if (word.length > MOST_WORD_CHARS || thrown(at + (match.index ?? 0))) continue;
        if (CODE_WORDS.some((pattern) => pattern.test(word))) add(plain2, word);
      }
    }
    at += span.length + 1;
  });
  return [.../* @__PURE__ */ new Set([...quoted, ...plain2])].slice(0, MOST_STEMS);
}
var CODE_WORDS = [/^[a-z0-9]+(?:-[a-z0-9]+)+$/, /^[A-Za-z0-9]+_\w+$/, /^[A-Z]?[a-z0-9]+[A-Z]\w*$/, /^[A-Z]{2,}[a-z]\w*$/];
function stemOf3(path) {
  const name = baseName(path).toLowerCase();
  const dot = name.lastIndexOf(".");
  return dot <= 0 ? name : name.slice(0, dot);
}
function keepStemNamed(capped, scored, snapshot, title) {
  const stems = titleStems(title);
  if (stems.length === 0) return;
  const carriers = /* @__PURE__ */ new Map();
  for (const path of snapshot.listPaths()) {
    const stem2 = stemOf3(path);
    if (stems.includes(stem2) && kindOf(path) === "source") carriers.set(stem2, (carriers.get(stem2) ?? 0) + 1);
  }
  for (const stem2 of stems) {
    const count = carriers.get(stem2) ?? 0;
    if (count === 0 || count > MOST_NAMED2) continue;
    const named4 = (r) => r.kind === "source" && stemOf3(r.path) === stem2;
    if (capped.some(named4)) return;
    const file = scored.find(named4);
    if (file) return void capped.push(file);
  }
}

// src/offline/offline-siblings.ts
var ADD_TO = /^(?:add|adds|added|implement|introduce)\s+`?([A-Za-z_$][\w$]*)`?\s+(?:method\s+|function\s+)?to\s+(.{3,200})$/i;
function siblingModels(index, paths, requirement) {
  const models = /* @__PURE__ */ new Set();
  const match = ADD_TO.exec(withoutCommitType(titleOf(requirement)).trim());
  if (!match) return models;
  const name = match[1];
  if (!namedIdentifiers(name).includes(name)) return models;
  const declaring = [...new Set(index.findSymbol(name).map((def) => def.path))].filter((path) => index.kindOf(path) === "source");
  if (declaring.length < 2) return models;
  const target = match[2];
  const words2 = new Set([...(target.match(/[\w$]+/g) ?? []).map((w) => w.toLowerCase()), ...tokenize(target)].filter((w) => w.length >= 3));
  const folders = new Set(declaring.map(folderOf4));
  const extensions = new Set(declaring.map(extensionOf));
  const targets = paths.filter(
    (path) => !declaring.includes(path) && folders.has(folderOf4(path)) && extensions.has(extensionOf(path)) && index.kindOf(path) === "source" && words2.has(stemOf4(path))
  );
  if (targets.length === 0) return models;
  for (const path of declaring) {
    models.add(path);
    for (const test of index.testsFor(path)) models.add(test);
  }
  return models;
}
function folderOf4(path) {
  return path.slice(0, Math.max(0, path.lastIndexOf("/")));
}
function stemOf4(path) {
  return (baseName(path).split(".")[0] ?? "").toLowerCase();
}

// src/offline/offline-retrieve.ts
var MIN_FILES = 2;
var LEAST_FLOOR = 0.25;
var SOURCE_FLOOR = 0.35;
var NAMED_PAST = 2;
var MAX_NAMED = 7;
var NAMED_BOOST = 1.5;
var TITLE_BOOST = 0.5;
var TEST_RATIO = 0.4;
var COMPOUND_BOOST = 1.3;
function compoundFiles(index, requirement) {
  const files = /* @__PURE__ */ new Map();
  for (const [first, second] of adjacentWords(requirement, 2)) {
    const [a, b] = [first.toLowerCase(), second.toLowerCase()];
    if (queryTerms(a).length === 0 || queryTerms(b).length === 0 || isGeneric(stem(a)) || isGeneric(stem(b))) continue;
    const phrase = `${first} ${second}`;
    for (const tail of /* @__PURE__ */ new Set([b, stem(b), `${stem(b)}s`]))
      for (const path of index.filesWith(`${a}${tail}`)) files.set(path, (files.get(path) ?? /* @__PURE__ */ new Set()).add(phrase));
  }
  return new Map([...files].map(([path, phrases]) => [path, [...phrases]]));
}
var AREA_BOOST = 1.5;
function inArea(path, area) {
  if (area.size === 0) return false;
  const parts = path.toLowerCase().split("/");
  const name = parts.pop() ?? "";
  const dot = name.indexOf(".");
  parts.push(dot > 0 ? name.slice(0, dot) : name);
  return parts.some((part) => area.has(stem(part)));
}
function titleShare(path, terms) {
  const name = baseName(path);
  const dot = name.indexOf(".");
  const words2 = tokenize(dot > 0 ? name.slice(0, dot) : name);
  return words2.length === 0 ? 0 : words2.filter((w) => terms.has(w)).length / words2.length;
}
var KIND_WEIGHT = { source: 1, test: 0.85, doc: 0.5, config: 0.6 };
var DOC_WORDS = ["doc", "docs", "document", "documentation", "readme", "guide", "\u6587\u6863"];
var CONFIG_WORDS = [
  "config",
  "configuration",
  "setting",
  "settings",
  "option",
  "options",
  "ci",
  "workflow",
  "build",
  "lint",
  "dependency",
  "dependencies"
];
var PROCESS_DOC = /^(?:pull_request_template|issue_template|security|code_of_conduct|contributing|collaborator_guide|governance|support|maintainers|funding)\.[a-z]+$/;
var PROCESS_WORDS = [
  "contributing",
  "contributor",
  "contribution",
  "template",
  "policy",
  "conduct",
  "governance",
  "maintainer",
  "guideline"
];
var MANIFEST_WORDS = [
  "dependency",
  "dependencies",
  "version",
  "engine",
  "script",
  "package",
  "export",
  "bump",
  "upgrade",
  "release",
  "publish"
];
var PERIPHERAL_WEIGHT = 0.15;
var DEPENDENCY_WORDS = [
  ...["dependency", "dependencies", "deps", "bump", "upgrade", "downgrade", "pin", "pinned", "unpin", "unlock"],
  ...["requirement", "requirements", "version", "versions"]
];
function isProcessDoc(path) {
  const lower = path.toLowerCase();
  return PROCESS_DOC.test(baseName(lower)) || lower.startsWith(".github/") && lower.endsWith(".md");
}
var TITLE_STRESS = 2.5;
function titleStress(text) {
  return new Map(
    queryTerms(glossed(withoutGenericWords(withoutCommitType(withoutLinks(titleOf(text)))))).map((term) => [term, TITLE_STRESS])
  );
}
function releaseFiles(index, most) {
  return releaseManifests(index, most).map((path) => ({ path, kind: index.kindOf(path) ?? "config", score: 1, matched: [] }));
}
function retrieveFiles(snapshot, requirement) {
  const reading = readRequirement(requirement, snapshot);
  const text = reading.text;
  if (reading.frames.length > 0) {
    const index2 = indexSnapshot(snapshot);
    const frames = reading.frames.filter((f) => index2.kindOf(f.file) === "source" || index2.kindOf(f.file) === "test");
    if (frames.length > 0) return rankedFiles(snapshot, text, { frames, prose: reading.prose });
  }
  const only = onlyCreatedFiles(snapshot, text);
  if (only.length > 0) return only;
  const index = indexSnapshot(snapshot);
  const runtime2 = runtimeOnlyFiles(snapshot, index, text);
  if (runtime2.length > 0) return runtimePlanned(snapshot, index, text, runtime2);
  if (!isVersionOnly(text)) return rankedFiles(snapshot, text);
  const manifests = releaseFiles(index, MAX_NAMED);
  const recurring = recurringIn(index, recurringFiles(text, pastCommitsOf(snapshot))).map((r) => plannedRecurring(index, r, 1)).filter((r) => r.kind !== "test");
  const bumped = new Set(recurring.map((r) => baseName(r.path)));
  const alike = manifests.filter((m) => bumped.has(baseName(m.path)) && !recurring.some((r) => r.path === m.path));
  const release = recurring.length > 0 ? [...recurring, ...alike].slice(0, MAX_NAMED) : manifests;
  return release.length > 0 ? release : rankedFiles(snapshot, text);
}
function runtimePlanned(snapshot, index, text, files) {
  const kept = files.map((file) => {
    const written = file.line === void 0 ? void 0 : snapshot.readFile(file.path)?.split("\n")[file.line - 1]?.trim();
    return {
      path: file.path,
      kind: index.kindOf(file.path) ?? "config",
      score: 1,
      matched: [],
      ...file.code ? {} : { runtime: file.runtime },
      ...file.line !== void 0 ? { line: file.line } : {},
      ...file.line !== void 0 && written ? { versionLine: { line: file.line, text: written } } : {}
    };
  });
  addRecurring(snapshot, index, kept, text, 1);
  return kept.filter((f) => f.kind !== "test" || f.recurring).slice(0, MAX_NAMED);
}
var MAX_RECURRING = 4;
function recurringIn(index, files) {
  return files.filter((r) => index.kindOf(r.path) !== void 0 && !isWorkflowPath(r.path)).slice(0, MAX_RECURRING);
}
function plannedRecurring(index, r, score) {
  return {
    path: r.path,
    kind: index.kindOf(r.path) ?? "other",
    score,
    matched: [],
    recurring: { subject: r.subject, commits: r.commits, of: r.of }
  };
}
function addRecurring(snapshot, index, kept, text, score) {
  for (const r of recurringIn(index, recurringFiles(text, pastCommitsOf(snapshot)))) {
    const ranked = kept.find((f) => f.path === r.path);
    if (ranked) ranked.recurring = { subject: r.subject, commits: r.commits, of: r.of };
    else kept.push(plannedRecurring(index, r, score));
  }
}
var FRAME_BOOST = 1.3;
function framesByFile(frames) {
  const byFile = /* @__PURE__ */ new Map();
  const traced = frames.filter((f) => !f.linked);
  const raised = traced.find((f) => !isTestPath(f.file)) ?? traced[0];
  for (const frame of frames)
    byFile.set(frame.file, [
      ...byFile.get(frame.file) ?? [],
      {
        ...frame.name !== void 0 ? { name: frame.name } : {},
        ...frame.owner !== void 0 ? { owner: frame.owner } : {},
        raised: frame === raised,
        ...frame.linked ? { linked: frame.line !== void 0 ? { line: frame.line } : {} } : {}
      }
    ]);
  return byFile;
}
function candidates(index, requirement, stress, traced) {
  const found = index.search(requirement, 200, stress);
  const missing = [...traced.keys()].filter((path) => !found.some((r) => r.path === path));
  return missing.length > 0 ? [...found, ...index.scoreFiles(requirement, missing, stress)] : found;
}
function keepRaised(capped, scored, traced) {
  const paths = [...traced.keys()];
  const raised = paths.find((path) => traced.get(path)?.some((f) => f.raised)) ?? paths.find((path) => !isTestPath(path));
  const at = raised === void 0 ? void 0 : scored.find((r) => r.path === raised);
  if (at && !capped.includes(at)) capped.push(at);
}
function rankedFiles(snapshot, text, trace) {
  const frames = trace?.frames ?? [];
  const index = indexSnapshot(snapshot);
  const requirement = glossed(withoutGenericWords(withoutCommitType(withoutLinks(text))));
  const terms = queryTerms(requirement);
  const termSet = new Set(terms);
  const lower = requirement.toLowerCase();
  const boostDocs = mentions(terms, DOC_WORDS) || lower.includes("readme");
  const boostConfig = mentions(terms, CONFIG_WORDS);
  const aboutProcess = mentions(terms, PROCESS_WORDS);
  const aboutManifest = mentions(terms, MANIFEST_WORDS);
  const aboutDependencies = mentions(queryTerms(glossed(titleOf(withoutGenericWords(withoutCommitType(text))))), DEPENDENCY_WORDS);
  const compound = compoundFiles(index, trace ? glossed(withoutGenericWords(withoutCommitType(trace.prose))) : requirement);
  const area = new Set(areaWords(text).map(stem));
  const defined = definedFiles(index, requirement);
  const stress = titleStress(text);
  const traced = framesByFile(frames);
  const skipped = /* @__PURE__ */ new Set([...modelFiles(snapshot, index, text), ...siblingModels(index, snapshot.listPaths(), text)]);
  const scored = candidates(index, requirement, stress, traced).flatMap((r) => {
    if (isWorkflowPath(r.path) || skipped.has(r.path)) return [];
    let weight = KIND_WEIGHT[r.kind] ?? 0;
    if (r.kind === "doc" && boostDocs || r.kind === "config" && boostConfig) weight = 1;
    if (r.kind === "doc" && !aboutProcess && isProcessDoc(r.path)) weight = Math.min(weight, PERIPHERAL_WEIGHT);
    if (baseName(r.path) === "package.json" && !aboutManifest) weight = Math.min(weight, PERIPHERAL_WEIGHT);
    if (aboutDependencies && isManifest(r.path)) weight = 1;
    if (weight === 0) return [];
    const named5 = (defined.has(r.path) ? NAMED_BOOST : 1) * (compound.has(r.path) ? COMPOUND_BOOST : 1) * (inArea(r.path, area) ? AREA_BOOST : 1) * (traced.has(r.path) ? FRAME_BOOST : 1);
    const title = 1 + TITLE_BOOST * titleShare(r.path, termSet);
    const phrases = compound.get(r.path);
    return [{ ...r, score: r.score * weight * named5 * title, boost: named5 * title, ...phrases ? { phrases } : {} }];
  });
  scored.sort((a, b) => b.score - a.score || (a.path < b.path ? -1 : 1));
  byHistory(pastCommitsOf(snapshot), scored, terms, stress);
  byProximity(snapshot, index, scored, terms, stress);
  boostCoChanged(index, scored);
  const top = Math.max(0, ...scored.map((r) => r.score / r.boost));
  const scope = scopeOf(text, pastCommitsOf(snapshot), titleNamesDeclared(index, text));
  const code = (r) => r.kind === "source" || r.kind === "test";
  const leading = (r, i) => i < scope.least && (code(r) || r.score >= top * LEAST_FLOOR);
  const standing = scored.filter((r, i) => i < MIN_FILES && code(r) || leading(r, i) || r.score >= top * scope.ratio);
  const past = scope.kind === "small" ? 0 : NAMED_PAST;
  const titleTerms = new Set(queryTerms(withoutGenericWords(titleOf(text))));
  const named4 = (r) => r.kind === "source" && titleShare(r.path, titleTerms) === 1;
  const capped = withoutFarSources(standing.slice(0, scope.files));
  for (const r of standing.slice(scope.files)) if (capped.length < Math.min(MAX_NAMED, scope.files + past) && named4(r)) capped.push(r);
  keepRaised(capped, scored, traced);
  keepDeclared(capped, scored, snapshot, index, text);
  keepStemNamed(capped, scored, snapshot, titleOf(text).slice(0, TITLE_CHARS7));
  keepRenamedUses(capped, scored, { snapshot, index, text, requirement, stress });
  const source = capped.some((r) => r.kind === "source") ? void 0 : scored.find((r) => r.kind === "source");
  if (source) capped.push(source);
  const kept = capped.map((r) => plannedOf(r, traced.get(r.path)));
  addRecurring(snapshot, index, kept, text, top);
  joinSources(index, kept);
  addTests(index, kept, new Map(scored.map((r) => [r.path, r.score])), top, kept.length + scope.tests);
  addTopicTest(kept, scored, titleTerms);
  addUnranked(snapshot, index, kept, { terms, requirement, text, score: top, scores: new Map(scored.map((r) => [r.path, r.score])) });
  return withoutUnnamedTwins(kept, (path) => snapshot.has(path), text);
}
function withoutFarSources(files) {
  const best = Math.max(0, ...files.map((f) => f.score));
  let sources = 0;
  return files.filter((f) => f.kind !== "source" || ++sources <= MIN_FILES || f.score >= best * SOURCE_FLOOR);
}
function keepRenamedUses(capped, scored, given) {
  const uses = renamedUses(given.index, given.snapshot, given.text).filter((path) => !capped.some((r) => r.path === path));
  if (uses.length === 0) return;
  const unranked = uses.filter((path) => !scored.some((r) => r.path === path));
  const rescored = unranked.length > 0 ? given.index.scoreFiles(given.requirement, unranked, given.stress) : [];
  for (const r of [...scored.filter((s) => uses.includes(s.path)), ...rescored.map((f) => ({ ...f, boost: 1 }))])
    if (r.kind !== "noise") capped.push(r);
}
var MOST_DECLARING2 = 2;
var MOST_TITLE_NAMES = 4;
var TITLE_CHARS7 = 500;
function keepDeclared(capped, scored, snapshot, index, text) {
  for (const parts of titleNames(titleOf(text).slice(0, TITLE_CHARS7)).slice(0, MOST_TITLE_NAMES)) {
    const defs = index.findSymbol(parts[0]);
    const owner = parts[1];
    const lines = /* @__PURE__ */ new Map();
    const linesOf = (path) => lines.get(path) ?? lines.set(path, (snapshot.readFile(path) ?? "").split("\n")).get(path) ?? [];
    const declared = owner === void 0 ? defs : defs.filter((def) => ownedBy(index, def, owner, linesOf(def.path)));
    const paths = [...new Set(declared.map((def) => def.path))];
    if (paths.length === 0 || paths.length > MOST_DECLARING2) continue;
    if (paths.some((path) => capped.some((r) => r.path === path))) return;
    const file = scored.find((r) => paths.includes(r.path) && r.kind === "source");
    if (!file) continue;
    capped.push(file);
    return;
  }
}
function ownedBy(index, def, owner, lines) {
  const name = baseName(def.path);
  const stem2 = name.includes(".") ? name.slice(0, name.indexOf(".")) : name;
  if (stem2 === owner || def.path.split("/").slice(0, -1).includes(owner)) return true;
  const symbols = index.symbolsOf(def.path);
  if (symbols.some((s) => s.name === owner && s.end !== void 0 && s.line < def.line && def.line <= s.end)) return true;
  const line = (lines[def.line - 1] ?? "").trimStart();
  if (!line.startsWith("func")) return false;
  const open = line.indexOf("(");
  const close = line.indexOf(")", open);
  if (open < 0 || close < 0 || line.slice(4, open).trim() !== "") return false;
  const receiver = line.slice(open + 1, close).trim().split(/\s+/).at(-1) ?? "";
  const bracket = receiver.indexOf("[");
  return (bracket < 0 ? receiver : receiver.slice(0, bracket)).replace(/^\*/, "") === owner;
}
function titleNames(title) {
  const named4 = new Set(namedIdentifiers(title));
  const out = [];
  const seen = /* @__PURE__ */ new Set();
  for (const match of title.matchAll(/[A-Za-z_$][\w$]*(?:\.[A-Za-z_$][\w$]*)*/g)) {
    const parts = match[0].split(".").reverse();
    const name = parts[0];
    if (!named4.has(name) || parts.length === 1 && !/^[A-Z]/.test(name) || seen.has(match[0])) continue;
    if (THROWN.test(title.slice(Math.max(0, (match.index ?? 0) - 20), match.index))) continue;
    seen.add(match[0]);
    out.push(parts);
  }
  return out;
}
function plannedOf(r, frames) {
  return {
    path: r.path,
    kind: r.kind,
    score: r.score,
    matched: r.matched,
    ...r.line ? { line: r.line } : {},
    ...r.phrases ? { phrases: r.phrases } : {},
    ...frames ? { frames } : {}
  };
}
function definedFiles(index, requirement) {
  return new Set(namedIdentifiers(requirement).flatMap((name) => index.findSymbol(name).map((def) => def.path)));
}
function modelFiles(snapshot, index, requirement) {
  const models = /* @__PURE__ */ new Set();
  const bare2 = new Set(namedIdentifiers(requirement.replace(QUALIFIED, " ")));
  const ownersOf2 = /* @__PURE__ */ new Map();
  for (const { owner, member } of qualifiedNames(titleOf(requirement)))
    if (/^[A-Z]/.test(owner) && member.length >= 4 && !bare2.has(member)) ownersOf2.set(member, [...ownersOf2.get(member) ?? [], owner]);
  for (const [member, owners] of ownersOf2) {
    const ownerFiles = new Set(owners.flatMap((owner) => index.findSymbol(owner).map((def) => def.path)));
    if (ownerFiles.size === 0) continue;
    const ownerText = [...ownerFiles].map((path) => snapshot.readFile(path) ?? "").join("\n");
    const writesOwner = (path) => owners.some((owner) => wholeName(owner)(snapshot.readFile(path) ?? ""));
    for (const { path } of index.findSymbol(member)) {
      const name = baseName(path).split(".")[0] ?? "";
      if (ownerFiles.has(path) || writesOwner(path) || /^[A-Za-z_$][\w$]*$/.test(name) && wholeName(name)(ownerText)) continue;
      models.add(path);
      for (const test of index.testsFor(path)) if (!ownerFiles.has(test) && !writesOwner(test)) models.add(test);
    }
  }
  return models;
}
function titleNamesDeclared(index, text) {
  return namedIdentifiers(titleOf(text)).some((name) => index.findSymbol(name).length > 0);
}
function joinSources(index, kept) {
  const sources = new Set(kept.filter((f) => f.kind === "source").map((f) => f.path));
  for (const file of kept) {
    const source = file.kind === "test" ? index.sourcesOf(file.path).find((s) => sources.has(s)) : void 0;
    if (source) file.covers = source;
  }
}
var PROXIMITY = 1;
var WINDOW = 40;
var PROXIMITY_FILES = 30;
function byProximity(snapshot, index, scored, terms, stress) {
  const weights = /* @__PURE__ */ new Map();
  for (const term of new Set(terms)) {
    const weight = index.termWeight(term) * (stress?.get(term) ?? 1);
    if (weight > 0) weights.set(term, weight);
  }
  const total = [...weights.values()].reduce((sum, w) => sum + w, 0);
  if (total === 0) return;
  for (const candidate of scored.slice(0, PROXIMITY_FILES)) {
    const lines = countedText(candidate.path, snapshot.readFile(candidate.path) ?? "").split("\n");
    const perLine = lines.map((line) => [...new Set(tokenize(line))].filter((t) => weights.has(t)));
    const counts = /* @__PURE__ */ new Map();
    let inside = 0;
    let best = 0;
    for (let i = 0; i < perLine.length; i++) {
      for (const t of perLine[i]) {
        const c = counts.get(t) ?? 0;
        if (c === 0) inside += weights.get(t);
        counts.set(t, c + 1);
      }
      if (i >= WINDOW)
        for (const t of perLine[i - WINDOW]) {
          const c = counts.get(t) - 1;
          if (c === 0) inside -= weights.get(t);
          counts.set(t, c);
        }
      best = Math.max(best, inside);
    }
    candidate.score *= 1 + PROXIMITY * (best / total);
  }
  scored.sort((a, b) => b.score - a.score || (a.path < b.path ? -1 : 1));
}
function boostCoChanged(index, scored) {
  if (!index.hasHistory || scored.length < 2) return;
  const seeds = scored.slice(0, 3).map((s) => ({
    path: s.path,
    changes: Math.max(1, index.changeCount(s.path)),
    with: new Map(index.coChanged(s.path).map((c) => [c.path, c.count]))
  }));
  for (const candidate of scored) {
    let share = 0;
    for (const seed of seeds)
      if (seed.path !== candidate.path) share = Math.max(share, (seed.with.get(candidate.path) ?? 0) / seed.changes);
    candidate.score *= 1 + 0.8 * share;
  }
  scored.sort((a, b) => b.score - a.score || (a.path < b.path ? -1 : 1));
}
function addTests(index, kept, scores, top, most) {
  const have = new Set(kept.map((f) => f.path));
  for (const file of [...kept]) {
    if (kept.length >= most) break;
    if (file.kind !== "source") continue;
    const test = index.testsFor(file.path).find((t) => !have.has(t) && (scores.get(t) ?? 0) >= top * TEST_RATIO);
    if (!test) continue;
    have.add(test);
    kept.push({ path: test, kind: "test", score: scores.get(test) ?? 0, matched: file.matched, covers: file.path });
  }
}
function addTopicTest(kept, scored, titleTerms) {
  const sources = kept.filter((f) => f.kind === "source");
  if (sources.length === 0 || kept.some((f) => f.kind === "test")) return;
  const topic = scored.find((r) => r.kind === "test" && !kept.some((k) => k.path === r.path) && topicShare(r.path, titleTerms) === 1);
  if (!topic) return;
  const words2 = new Set(topicWords(topic.path));
  const covers = sources.find((f) => topicWords(f.path).some((w) => words2.has(w)));
  kept.push({ path: topic.path, kind: "test", score: topic.score, matched: topic.matched, ...covers ? { covers: covers.path } : {} });
}
function topicShare(path, terms) {
  const words2 = topicWords(path);
  return words2.length === 0 ? 0 : words2.filter((w) => terms.has(w)).length / words2.length;
}
function topicWords(path) {
  const name = baseName(path);
  const dot = name.indexOf(".");
  return tokenize(dot > 0 ? name.slice(0, dot) : name).filter((w) => !TEST_WORDS2.has(w));
}
var TEST_WORDS2 = /* @__PURE__ */ new Set(["test", "tests", "spec", "specs"]);
function folderOf5(file) {
  const path = file.covers ?? file.path;
  const parts = path.split("/").slice(0, -1);
  if (parts.length === 0) return "";
  const generic = /* @__PURE__ */ new Set(["src", "lib", "app", "packages", "pkg", "internal", "source", "sources"]);
  return generic.has(parts[0]) && parts.length > 1 ? `${parts[0]}/${parts[1]}` : parts[0];
}

// src/offline/offline-domains.ts
var CO_CHANGES = 2;
function clusterIds(files, index) {
  const parent = files.map((_, i) => i);
  const find = (i) => {
    let root = i;
    while (parent[root] !== root) root = parent[root];
    for (let n = i; parent[n] !== root; ) [n, parent[n]] = [parent[n], root];
    return root;
  };
  const union = (a, b) => {
    const [x, y] = [find(a), find(b)];
    if (x !== y) parent[Math.max(x, y)] = Math.min(x, y);
  };
  const at = new Map(files.map((f, i) => [f.path, i]));
  files.forEach((file, i) => {
    const covered = file.covers === void 0 ? void 0 : at.get(file.covers);
    if (covered !== void 0) union(i, covered);
    files.forEach((other, j) => j > i && folderOf5(file) === folderOf5(other) && union(i, j));
    if (!index || file.create) return;
    for (const target of index.importsOf(file.path)) {
      const j = at.get(target);
      if (j !== void 0) union(i, j);
    }
    for (const { path, count } of index.coChanged(file.path)) {
      const j = at.get(path);
      if (j !== void 0 && count >= CO_CHANGES) union(i, j);
    }
  });
  return files.map((_, i) => find(i));
}
var isSupport = (file) => file.kind === "doc" || file.kind === "config";
function clusters(files, index, maxGroups) {
  const ids = clusterIds(files, index);
  const byId = /* @__PURE__ */ new Map();
  files.forEach((file, i) => byId.set(ids[i], [...byId.get(ids[i]) ?? [], file]));
  const score = (list5) => list5.reduce((sum, f) => sum + f.score, 0);
  let list4 = [...byId.values()].sort((a, b) => score(b) - score(a) || (a[0].path < b[0].path ? -1 : 1));
  const lead = list4.find((c) => !c.every(isSupport));
  if (lead) {
    for (const cluster of list4) if (cluster !== lead && cluster.every(isSupport)) lead.push(...cluster.splice(0));
    list4 = list4.filter((c) => c.length > 0);
  }
  const isTest = (file) => file.kind === "test";
  const coded = list4.filter((c) => !c.every(isTest));
  if (coded.length > 0) {
    for (const cluster of list4) if (cluster.every(isTest)) for (const test of cluster.splice(0)) nearestCluster(test, coded).push(test);
    list4 = list4.filter((c) => c.length > 0);
  }
  while (list4.length > Math.max(1, maxGroups)) list4[0].push(...list4.pop());
  return list4;
}
var MOST_SLUG = 30;
function slugOf(words2) {
  const parts = words2.flatMap((w) => w.toLowerCase().split(/[^a-z0-9]+/)).filter(Boolean);
  let slug = "";
  for (const part of parts) {
    const next = slug === "" ? part : `${slug}-${part}`;
    if (next.length > MOST_SLUG) break;
    slug = next;
  }
  return slug === "" && parts.length > 0 ? requirementSlug(parts[0], MOST_SLUG) : slug;
}
function folderName(files) {
  const first = files[0];
  const last2 = folderOf5(first).split("/").pop() ?? "";
  const own = (first.covers ?? first.path).split("/").slice(0, -1).pop() ?? "";
  return slugOf([LAYOUT_FOLDERS.has(last2.toLowerCase()) && own !== "" ? own : last2]) || "core";
}
var LAYOUT_FOLDERS = /* @__PURE__ */ new Set(["main", "java", "kotlin", "scala", "groovy", "resources"]);
function names2(list4, given) {
  const requirement = withoutLinks(readable(given));
  const lead = /^[A-Za-z]+/.exec(clauses(titleOf(requirement))[0] ?? "")?.[0] ?? "";
  const asked = startsWithVerb(lead) ? queryTerms(lead)[0] : void 0;
  const wanted = new Set(
    queryTerms(withoutPlainWords(requirement)).filter((t) => t !== asked && !isGeneric(t) && !isPlainWord(t) && !LANGUAGE_WORDS.has(t))
  );
  const titled = new Set(queryTerms(titleOf(requirement)));
  const written = new Set(tokenize(requirement));
  const counts = list4.map((files) => {
    const count = /* @__PURE__ */ new Map();
    const add = (term, weight) => count.set(term, (count.get(term) ?? 0) + weight);
    for (const file of codeOf(files)) {
      const inPath = new Set(tokenize(file.path).filter((t) => wanted.has(t) && !TEST_PATH_WORDS.has(t)));
      for (const term of inPath) add(term, titled.has(term) ? 4 : 2);
      for (const term of new Set(file.matched.filter((t) => wanted.has(t) && !inPath.has(t)))) add(term, titled.has(term) ? 2 : 1);
    }
    return count;
  });
  const used = /* @__PURE__ */ new Set();
  return list4.map((files, i) => {
    const own = counts[i];
    const distinct = (term) => (own.get(term) ?? 0) - Math.max(0, ...counts.filter((_, j) => j !== i).map((c) => c.get(term) ?? 0));
    const terms = [...own.keys()].sort((a, b) => distinct(b) - distinct(a) || (own.get(b) ?? 0) - (own.get(a) ?? 0) || (a < b ? -1 : 1));
    const strong = terms.filter((t, k) => k === 0 || (own.get(t) ?? 0) >= 2 && distinct(t) > 0);
    const words2 = spelled(strong, requirement);
    const fits = (term) => strong.includes(term);
    const candidates2 = [
      identifierOf(list4, i, requirement),
      phraseOf(codeOf(files), written, titled),
      pairWith(strong.slice(0, 2), fits, requirement),
      slugOf(words2.slice(0, 2)),
      slugOf(words2.slice(0, 1)),
      slugOf(words2.slice(1, 3)),
      // "Support Python 3.13": the files that state the versions hold no word of the title; the language names them.
      slugOf(files.flatMap((f) => f.runtime ? [f.runtime] : []).slice(0, 1)),
      // "Add Hindi, Hungarian, Swedish": new languages' files hold no word of the title; they are translations.
      files.every((f) => f.locale !== void 0) ? "translations" : "",
      folderName(files),
      slugOf([folderName(files), ...words2.slice(0, 1)])
    ];
    let name = candidates2.find((c) => c !== "" && !used.has(c));
    for (let n = 2; name === void 0; n++) if (!used.has(`${folderName(files)}-${n}`)) name = `${folderName(files)}-${n}`;
    used.add(name);
    return name;
  });
}
function pairWith(best, fits, requirement) {
  const runs = adjacentWords(requirement, 2).filter((run) => !run.some((word) => isPlainWord(word.toLowerCase()) || startsWithVerb(word))).map((run) => ({ run, terms: run.map((word) => queryTerms(word)[0]) }));
  for (const term of best)
    for (const { run, terms } of runs) {
      const [a, b] = terms;
      if (a === void 0 || b === void 0 || a === b) continue;
      if (a === term && fits(b) || b === term && fits(a)) return slugOf(run);
    }
  return "";
}
var TEST_PATH_WORDS = /* @__PURE__ */ new Set(["test", "tests", "spec", "specs"]);
var LANGUAGE_WORDS = new Set(
  // Not `json`, `yaml` or `html`: a format is often what the change is about ("Fix json output").
  "js jsx ts tsx mjs cjs py rb go rs php java kt cs ex exs md javascript typescript python ruby golang rust".split(" ")
);
var codeOf = (files) => files.some((f) => !isSupport(f)) ? files.filter((f) => !isSupport(f)) : files;
function identifierOf(list4, at, requirement) {
  const count = (files, terms) => codeOf(files).filter((f) => terms.every((t) => f.matched.includes(t))).length;
  for (const name of namedIdentifiers(titleOf(requirement))) {
    const whole = name.toLowerCase().replace(/[^a-z0-9]/g, "");
    if (whole.length < 4) continue;
    const parts = queryTerms(identifierWords(name).join(" "));
    for (const terms of [[whole], ...parts.length > 1 ? [parts] : []]) {
      const own = count(list4[at], terms);
      if (own * 2 < codeOf(list4[at]).length) continue;
      if (list4.some((files, j) => j !== at && count(files, terms) >= own)) continue;
      return slugOf(identifierWords(name));
    }
  }
  return "";
}
function identifierWords(name) {
  return name.split(/[^A-Za-z0-9]+/).filter(Boolean).flatMap(caseParts);
}
function phraseOf(files, written, titled) {
  const counts = /* @__PURE__ */ new Map();
  const read = (phrase) => tokenize(phrase).every((token) => written.has(token)) && queryTerms(phrase).some((term) => titled.has(term));
  for (const file of files) for (const phrase of file.phrases ?? []) if (read(phrase)) counts.set(phrase, (counts.get(phrase) ?? 0) + 1);
  const best = [...counts].sort((x, y) => y[1] - x[1] || (x[0] < y[0] ? -1 : 1))[0];
  return best ? slugOf(best[0].split(" ")) : "";
}
function nearestCluster(test, targets) {
  const folders = (files) => new Set(files.flatMap((f) => f.path.toLowerCase().split("/").slice(0, -1)));
  const own = folders([test]);
  const shared = (cluster) => [...folders(cluster.filter((f) => f.kind !== "test"))].filter((name) => own.has(name)).length;
  return targets.reduce((best, cluster) => shared(cluster) > shared(best) ? cluster : best, targets[0]);
}
function commonFolder(files) {
  const folders = files.map((f) => f.path.split("/").slice(0, -1));
  const first = folders[0] ?? [];
  let depth = 0;
  while (depth < first.length && folders.every((f) => f[depth] === first[depth])) depth++;
  return first.slice(0, depth).join("/");
}
function directoryOf(file) {
  const path = file.covers ?? file.path;
  return path.slice(0, Math.max(0, path.lastIndexOf("/")));
}
function tiesOf(files, index) {
  const ties = /* @__PURE__ */ new Set();
  const paths = new Set(files.map((f) => f.path));
  const sources = files.filter((f) => f.kind === "source");
  if (files.some((f) => f.kind === "test" && sources.some((source) => tests(f, source, index)))) ties.add("test");
  if (files.length > 1 && files.every((file) => files.some((other) => other !== file && directoryOf(other) === directoryOf(file))))
    ties.add("folder");
  for (const file of files) {
    if (isSupport(file) && files.some((other) => !isSupport(other))) ties.add("support");
    if (!index || file.create) continue;
    if (index.importsOf(file.path).some((target) => paths.has(target))) ties.add("import");
    if (index.coChanged(file.path).some(({ path, count }) => count >= CO_CHANGES && paths.has(path))) ties.add("co-change");
  }
  return ["test", "import", "co-change", "folder", "support"].filter((tie) => ties.has(tie));
}
function tests(test, source, index) {
  if (test.covers === source.path) return true;
  if (index && !test.create && (index.sourcesOf(test.path).includes(source.path) || index.importsOf(test.path).includes(source.path)))
    return true;
  const stem2 = (path) => (baseName(path).split(".")[0] ?? "").toLowerCase().replace(/[_-]/g, "");
  const own = stem2(source.path);
  return own.length >= 4 && stem2(test.path).includes(own);
}
function domainGroups2(files, index, maxGroups, requirement) {
  const list4 = clusters(files, index, maxGroups);
  const slugs = names2(list4, requirement);
  return list4.map((group, i) => ({
    slug: slugs[i],
    folder: commonFolder(group),
    files: group,
    score: group.reduce((sum, f) => sum + f.score, 0),
    ties: tiesOf(group, index)
  }));
}
var memo2 = /* @__PURE__ */ new WeakMap();
function planGroups(snapshot, requirement, maxGroups) {
  const key = `${maxGroups}
${requirement}`;
  const forSnapshot = memo2.get(snapshot) ?? /* @__PURE__ */ new Map();
  memo2.set(snapshot, forSnapshot);
  const cached = forSnapshot.get(key);
  if (cached) return cached;
  const prose = readRequirement(requirement, snapshot).prose;
  const files = retrieveFiles(snapshot, requirement);
  const most = scopeKind(prose) === "small" ? 1 : maxGroups;
  const groups2 = domainGroups2(files, indexSnapshot(snapshot), most, prose);
  forSnapshot.set(key, groups2);
  return groups2;
}

// src/offline/offline-changelog.ts
var RECENT = 50;
var LEAST_COMMITS3 = 10;
var LEAST_SHARE2 = 0.3;
function isRelease2(subject) {
  const title = subject.trim();
  return /^(?:release[sd]?|version|bump(?:s|ed)?\s+(?:the\s+)?version|bump(?:s|ed)?\s+to|prepare\s+(?:for\s+)?release)\b[^\n]{0,80}?\bv?\d+\.\d+/i.test(
    title
  ) || /^v?\d+\.\d+(?:[-+.][\w.+-]*)?\s*$/.test(title) || /^version packages\b/i.test(title);
}
function changelogHabit(snapshot) {
  const code = (pastCommitsOf(snapshot) ?? []).filter((commit) => classifyFiles(commit.files).ok && !isRelease2(commit.subject)).slice(0, RECENT);
  if (code.length < LEAST_COMMITS3) return void 0;
  const counts = /* @__PURE__ */ new Map();
  for (const commit of code)
    for (const path of new Set(commit.files.filter(isChangelogPath))) counts.set(path, (counts.get(path) ?? 0) + 1);
  const [best] = [...counts].filter(([path]) => snapshot.has(path)).sort((a, b) => b[1] - a[1] || (a[0] < b[0] ? -1 : 1));
  if (best === void 0 || best[1] < code.length * LEAST_SHARE2) return void 0;
  return { path: best[0], commits: best[1], of: code.length };
}

// src/offline/offline-patterns.ts
var NO_TESTS = /no test specified/i;
function script(snapshot, path, name) {
  const text = snapshot.readFile(path);
  if (text === void 0) return void 0;
  try {
    const parsed = JSON.parse(text);
    const scripts = typeof parsed === "object" && parsed !== null ? parsed.scripts : void 0;
    const value = typeof scripts === "object" && scripts !== null ? scripts[name] : void 0;
    return typeof value === "string" || Array.isArray(value) ? String(value) : void 0;
  } catch {
    return void 0;
  }
}
function hasTarget(snapshot, path, target) {
  const text = snapshot.readFile(path);
  return text !== void 0 && target.test(text.slice(0, 2e5));
}
function testCommand(snapshot) {
  const npm = script(snapshot, "package.json", "test");
  if (npm !== void 0 && npm.trim() !== "" && !NO_TESTS.test(npm)) return { command: "npm test", from: "package.json" };
  if (script(snapshot, "composer.json", "test") !== void 0) return { command: "composer test", from: "composer.json" };
  if (snapshot.has("Makefile") && hasTarget(snapshot, "Makefile", /^test:/m)) return { command: "make test", from: "Makefile" };
  if (snapshot.has("Cargo.toml")) return { command: "cargo test", from: "Cargo.toml" };
  if (snapshot.has("go.mod")) return { command: "go test ./...", from: "go.mod" };
  if (snapshot.has("mix.exs")) return { command: "mix test", from: "mix.exs" };
  if (snapshot.has("pom.xml")) return { command: "mvn test", from: "pom.xml" };
  for (const build of ["build.gradle.kts", "build.gradle"])
    if (snapshot.has(build)) return { command: snapshot.has("gradlew") ? "./gradlew test" : "gradle test", from: build };
  const solution = snapshot.listPaths().find((p) => !p.includes("/") && /\.(?:sln|slnx)$/i.test(p));
  if (solution) return { command: "dotnet test", from: solution };
  for (const config of ["phpunit.xml.dist", "phpunit.xml", "phpunit.dist.xml"])
    if (snapshot.has(config)) return { command: "vendor/bin/phpunit", from: config };
  if (snapshot.has(".rspec")) return { command: "bundle exec rspec", from: ".rspec" };
  if (snapshot.has("Rakefile") && hasTarget(snapshot, "Rakefile", /Rake::TestTask|\btask[\s(]{1,3}:?["']?test\b/))
    return { command: "bundle exec rake test", from: "Rakefile" };
  for (const config of ["pytest.ini", "pyproject.toml", "tox.ini", "setup.cfg"])
    if (snapshot.has(config) && (config === "pytest.ini" || hasTarget(snapshot, config, /^\[(?:tool[.:])?pytest/m)))
      return { command: "pytest", from: config };
  return void 0;
}
function testPair(index, paths, domain) {
  const lead = domain.find((path) => index.kindOf(path) === "source");
  const near = (lead === void 0 ? [] : ancestors(lead)).flatMap((folder) => paths.filter((path) => path.startsWith(folder)));
  for (const source of [...domain, ...near]) {
    if (index.kindOf(source) !== "source") continue;
    const test = index.testsFor(source).find((t) => index.sourcesOf(t).length === 1 || index.importsOf(t).includes(source));
    if (test !== void 0) return { source, test };
  }
  return void 0;
}
function ancestors(path) {
  const parts = path.split("/").slice(0, -1);
  return parts.map((_, i) => `${parts.slice(0, parts.length - i).join("/")}/`);
}

// src/offline/offline.ts
var CORE_RULE = {
  slug: "core",
  description: "The change as a whole",
  keywords: [],
  layout: /$^/,
  paths: /./,
  dependsOn: [],
  newFile: (term) => `src/${term}.ts`
};
function usage(agent) {
  return zeroUsage(agent, "offline");
}
function firstLine3(text) {
  return titleOf(text).slice(0, 120);
}
function inOwnWords(request) {
  const description = request.domain.description.trim();
  if (description === "") return request;
  const own = planGroups(request.snapshot, request.requirement, request.domains.length).map((g) => g.slug);
  const offlineSplit = request.domains.length === own.length && request.domains.every((d) => own.includes(d.slug));
  if (offlineSplit || request.domains.every((d) => isFallbackDomain(d, request.locale))) return request;
  return { ...request, requirement: description, domains: [request.domain] };
}
function unmatchedTask(request, rule, terms, needs) {
  const phrases = phrasesFor(request.locale);
  const t = phrases.fallback;
  const summary = firstLine3(request.requirement);
  const busiest = scopeKind(request.requirement) !== "broad" ? busiestSource(request.snapshot) : void 0;
  if (busiest) {
    const index = indexSnapshot(request.snapshot);
    return {
      key: "t1",
      title: t.updateFor(busiest, cutWords(summary, t.summaryLength)),
      description: t.busiest(busiest, index.changeCount(busiest), index.historyLength()),
      complexity: "Medium",
      conflict_risk: "High",
      scope: `\`${busiest}\``,
      depends_on: [],
      needs_from_domains: needs,
      modification_points: [{ file: busiest, location: "*", change: t.adapt("*") }],
      convergence_criteria: [t.implements(busiest)],
      estimated_effort: "Medium"
    };
  }
  const named4 = requirementTerms(glossed(withoutCommitType(summary)));
  const term = ([...named4, ...terms].find((w) => !isGeneric(stem(w))) ?? "change").replace(/[^a-z0-9-]/g, "") || "change";
  const beside2 = newFileFor(request.snapshot, rule, term);
  const file = MIGRATION_FOLDER.test(beside2) ? nextMigration(request.snapshot, beside2, summary)?.path ?? beside2 : beside2;
  return {
    key: "t1",
    title: phrases.task.create(file),
    description: t.noMatch(summary),
    complexity: "Low",
    conflict_risk: "Low",
    scope: `\`${file}\``,
    depends_on: [],
    needs_from_domains: needs,
    modification_points: [{ file, location: "*", change: phrases.task.newFile }],
    convergence_criteria: [t.covers(file)],
    estimated_effort: "Low"
  };
}
function busiestSource(snapshot) {
  const index = indexSnapshot(snapshot);
  let best;
  for (const file of index.files) {
    if (file.kind !== "source") continue;
    const count = index.changeCount(file.path);
    if (count >= 3 && (!best || count > best.count || count === best.count && file.path < best.path)) best = { path: file.path, count };
  }
  return best?.path;
}
function isFallbackDomain(domain, locale) {
  const rule = DOMAIN_RULES.find((r) => r.slug === domain.slug) ?? (domain.slug === CORE_RULE.slug ? CORE_RULE : void 0);
  return rule !== void 0 && domain.description.trim() === phrasesFor(locale).analysis.domain(rule.slug, rule.description).trim();
}
function unclaimed(request, group) {
  const claimed = /* @__PURE__ */ new Map();
  for (const other of request.domains) {
    if (other.slug === request.domain.slug || other.description.trim() === "") continue;
    for (const file of planGroups(request.snapshot, other.description, 1)[0]?.files ?? [])
      claimed.set(file.path, Math.max(claimed.get(file.path) ?? 0, file.score));
  }
  const files = group.files.filter((f) => (claimed.get(f.path) ?? -1) < f.score);
  return files.length > 0 ? { ...group, files } : group;
}
var OfflineProvider = class {
  name = "offline";
  /** Orders tasks from the repository's own graph: tests after their code, importers after imports, layers. */
  linksRepository = true;
  async understand(request) {
    const text = readRequirement(request.requirement, request.snapshot).prose;
    const t = phrasesFor(request.locale).analysis;
    const complexity = wordsLevel(text);
    const groups2 = planGroups(request.snapshot, request.requirement, request.maxDomains);
    if (groups2.length > 0) return { value: analysisFromGroups(request, groups2, complexity), usage: usage("understanding") };
    const tops = topLevel(request.snapshot);
    const scored = DOMAIN_RULES.map((rule, order) => {
      const hits = countHits(text, rule.keywords);
      const layout = tops.some((p) => rule.layout.test(p));
      return { rule, order, hits, layout, score: hits.length * 2 + (hits.length > 0 && layout ? 1 : 0) };
    }).filter((s) => s.hits.length > 0);
    scored.sort((a, b) => b.score - a.score || a.order - b.order);
    const kept = scored.slice(0, Math.max(1, request.maxDomains)).sort((a, b) => a.order - b.order);
    const rules = kept.length > 0 ? kept.map((k) => k.rule) : [CORE_RULE];
    const slugs = rules.map((r) => r.slug);
    const strategy = kept.length > 0 ? t.keywordSplit(kept.map((k) => ({ slug: k.rule.slug, hits: k.hits, layout: k.layout }))) : t.noKeywordSplit;
    const guidelineFiles = listGuidelineFiles(request.snapshot);
    const questions = [];
    questions.push(...shortQuestions(text, t));
    if (kept.length === 0) questions.push(t.whichParts);
    return {
      value: {
        complexity,
        understanding: {
          core_objectives: coreObjectives(text, t),
          key_points: kept.map((k) => t.labelled(k.rule.slug, t.list(k.hits))),
          constraints: [
            ...guidelineFiles.map(t.follow),
            ...changelogNote(request.snapshot, t, text),
            ...workflowNote(request.snapshot, text, t)
          ],
          split_strategy: strategy
        },
        sub_domains: rules.map((rule) => ({
          focus_area: rule.slug,
          description: t.domain(rule.slug, rule.description),
          key_concerns: countHits(text, rule.keywords).slice(0, 5),
          estimated_effort: complexity,
          depends_on_domains: rule.dependsOn.filter((d) => slugs.includes(d))
        })),
        open_questions: questions
      },
      usage: usage("understanding")
    };
  }
  async planDomain(given) {
    const request = inOwnWords(given);
    const slug = request.domain.slug;
    const phrases = phrasesFor(request.locale);
    const t = phrases.fallback;
    const groups2 = planGroups(request.snapshot, request.requirement, request.domains.length);
    const best = groups2[0];
    const group = request === given ? groups2.find((g) => g.slug === slug) : best && unclaimed(given, { ...best, slug });
    if (group) return { value: planFromGroup(request, group), usage: usage(`domain:${slug}`) };
    const rule = DOMAIN_RULES.find((r) => r.slug === slug) ?? CORE_RULE;
    const terms = requirementTerms(glossed(readRequirement(request.requirement, request.snapshot).prose)).filter(
      (w) => !isGeneric(stem(w))
    );
    const picks = rankFiles(request.snapshot, terms, rule).filter((p) => !isWorkflowPath(p.path)).slice(0, Math.max(1, Math.min(request.maxTasks, 4)));
    const proposal = request.analysis.sub_domains.find((d) => d.focus_area === slug);
    const needs = (proposal?.depends_on_domains ?? []).filter((d) => request.domains.some((b) => b.slug === d)).map((domain) => ({ domain, what: t.needs(domain) }));
    const index = indexSnapshot(request.snapshot);
    const files = picks.map((p) => ({
      path: p.path,
      kind: index.kindOf(p.path) ?? "other",
      score: p.score,
      matched: p.matched,
      ...p.line === void 0 ? {} : { line: p.line }
    }));
    const plan = planFromGroup(request, { slug, folder: "", files, score: picks[0]?.score ?? 0 });
    const [first, ...rest] = plan.tasks;
    const tasks = first ? [{ ...first, needs_from_domains: needs }, ...rest] : [unmatchedTask(request, rule, terms, needs)];
    return { value: { ...plan, tasks }, usage: usage(`domain:${slug}`) };
  }
  /** Needs → the last task of the named domain; with the repository in the request, also its own graph (offline-links.ts). */
  async link(request) {
    return { value: { links: offlineLinks(request) }, usage: usage("link") };
  }
};
function cutWords(text, max) {
  if (text.length <= max) return text;
  const cut2 = text.slice(0, max);
  const space = cut2.lastIndexOf(" ");
  return `${space > max / 2 ? cut2.slice(0, space) : cut2}\u2026`;
}
function topLevel(snapshot) {
  const tops = /* @__PURE__ */ new Set();
  for (const path of snapshot.listPaths()) {
    const parts = path.split("/");
    tops.add(parts.length > 2 ? `${parts[0]}/${parts[1]}` : path);
    tops.add(parts[0]);
  }
  return [...tops];
}
function rankFiles(snapshot, terms, rule) {
  const picks = /* @__PURE__ */ new Map();
  const touch = (path) => {
    let pick = picks.get(path);
    if (!pick) {
      pick = { path, score: 0, line: void 0, matched: [] };
      picks.set(path, pick);
    }
    return pick;
  };
  const paths = snapshot.listPaths().filter((p) => !isNoise(p));
  for (const path of paths) {
    const lower = path.toLowerCase();
    for (const term of terms) {
      if (!lower.includes(term)) continue;
      const pick = touch(path);
      pick.score += 3;
      if (!pick.matched.includes(term)) pick.matched.push(term);
    }
  }
  for (const term of terms.slice(0, 6)) {
    const result = snapshot.search(term, { limit: 200 });
    const perPath = /* @__PURE__ */ new Map();
    for (const hit of result.hits) {
      if (isNoise(hit.path)) continue;
      const count = (perPath.get(hit.path) ?? 0) + 1;
      perPath.set(hit.path, count);
      if (count > 3) continue;
      const pick = touch(hit.path);
      pick.score += 1;
      pick.line ??= hit.line;
      if (!pick.matched.includes(term)) pick.matched.push(term);
    }
  }
  const all = [...picks.values()].filter((p) => p.score > 0);
  const preferred = rule === CORE_RULE ? all : all.filter(
    (p) => rule.paths.test(p.path) && !rule.avoid?.test(p.path) && (rule.slug === "documentation" || !/\.mdx?$/i.test(p.path))
  );
  return preferred.sort((a, b) => b.score - a.score || (a.path < b.path ? -1 : 1));
}
function roleOf2(kind) {
  if (kind === "test") return "test";
  if (kind === "doc") return "docs";
  if (kind === "config") return "config";
  return "implementation";
}
var LANGUAGES2 = {
  ts: "TypeScript",
  tsx: "TypeScript",
  mts: "TypeScript",
  cts: "TypeScript",
  js: "JavaScript",
  jsx: "JavaScript",
  mjs: "JavaScript",
  cjs: "JavaScript",
  py: "Python",
  go: "Go",
  rs: "Rust",
  java: "Java",
  kt: "Kotlin",
  kts: "Kotlin",
  scala: "Scala",
  cs: "C#",
  fs: "F#",
  rb: "Ruby",
  php: "PHP",
  ex: "Elixir",
  exs: "Elixir",
  erl: "Erlang",
  swift: "Swift",
  m: "Objective-C",
  c: "C",
  h: "C",
  cc: "C++",
  cpp: "C++",
  hpp: "C++",
  dart: "Dart",
  lua: "Lua",
  clj: "Clojure",
  hs: "Haskell",
  zig: "Zig",
  vue: "Vue",
  svelte: "Svelte"
};
var DOCS_SITE = /^(?:docs?|website|site|documentation)\//i;
var LEAST_LANGUAGE_SHARE = 0.1;
var MOST_LANGUAGES = 3;
function patterns(snapshot, phrases, domain) {
  const { patterns: words2 } = phrases;
  const index = indexSnapshot(snapshot);
  const counts = /* @__PURE__ */ new Map();
  let code = 0;
  for (const path of snapshot.listPaths()) {
    const kind = index.kindOf(path);
    if (kind !== "source" && kind !== "test" || DOCS_SITE.test(path)) continue;
    const language = LANGUAGES2[(/\.([a-z]+)$/i.exec(path)?.[1] ?? "").toLowerCase()];
    if (language === void 0) continue;
    counts.set(language, (counts.get(language) ?? 0) + 1);
    code++;
  }
  const found = [...counts].filter(([, n]) => n >= code * LEAST_LANGUAGE_SHARE).sort((a, b) => b[1] - a[1] || (a[0] < b[0] ? -1 : 1)).slice(0, MOST_LANGUAGES).map(([language, n]) => words2.sources(language, n));
  if (snapshot.has("package.json")) found.push(words2.node);
  if (snapshot.has("pyproject.toml") || snapshot.has("requirements.txt")) found.push(words2.python);
  if (snapshot.has("go.mod")) found.push(words2.go);
  if (snapshot.has("Cargo.toml")) found.push(words2.rust);
  if (snapshot.has("pom.xml") || snapshot.has("build.gradle") || snapshot.has("build.gradle.kts")) found.push(words2.jvm);
  const tests2 = testCommand(snapshot);
  if (tests2) found.push(words2.testsRun(tests2.command, tests2.from));
  const pair = testPair(index, snapshot.listPaths(), domain);
  if (pair) found.push(words2.testPair(pair.source, pair.test));
  return found;
}
var CI_WORDS = /\b(?:ci|workflows?|github actions?|pipelines?)\b/i;
var CI_FAILURE = /\bci\s+(?:failures?|fails?|failed|failing|errors?)\b|\b(?:failing|broken|red)\s+ci\b/i;
function aboutCi(text) {
  const title = titleOf(text);
  return CI_WORDS.test(title) && !CI_FAILURE.test(title);
}
var MOST_WORKFLOWS = 3;
function workflowNote(snapshot, text, t) {
  const workflows = snapshot.listPaths().filter((path) => isWorkflowPath(path)).sort();
  if (workflows.length === 0) return [];
  const listed = (files) => {
    const shown = t.list(files.slice(0, MOST_WORKFLOWS));
    return files.length > MOST_WORKFLOWS ? t.morePaths(shown, files.length - MOST_WORKFLOWS, files.length) : shown;
  };
  if (aboutCi(text)) return [t.workflowsByHand(listed(workflows))];
  return runtimeNames(text).flatMap(({ name, ci }) => {
    const running = workflows.filter((path) => ci.test(snapshot.readFile(path) ?? ""));
    return running.length > 0 ? [t.runtimeWorkflows(listed(running), name)] : [];
  });
}
function changelogNote(snapshot, t, text) {
  if (keepsBehaviour(text) && !/^perf(?:\([^)]*\))?!?:/i.test(titleOf(text))) return [];
  const habit = changelogHabit(snapshot);
  return habit ? [t.changelog(habit.path, habit.commits, habit.of)] : [];
}
var SHORT = 60;
function shortQuestions(text, t) {
  const said = text.trim();
  if (said.length >= SHORT || !vague(said)) return [];
  return [t.shortRequirement(objectivesOf(said)[0] ?? firstLine3(said), scopeKind(said) === "small")];
}
var TITLE_ONLY_PAST = 300;
function wordsLevel(text) {
  const lower = (text.length <= TITLE_ONLY_PAST ? text : titleOf(text)).toLowerCase();
  if (HIGH_WORDS.some((w) => lower.includes(w))) return "High";
  return LOW_WORDS.some((w) => lower.includes(w)) ? "Low" : "Medium";
}
var VAGUE_VERBS = new Set(
  "improve improves improved change changes changed update updates updated refactor refactors tweak tweaks adjust adjusts rework reworks enhance enhances clean cleanup handle handles".split(
    " "
  )
);
var FEW_WORDS = 4;
function vague(said) {
  if (/[\u3400-\u9fff]/.test(said)) return true;
  const words2 = withoutCommitType(firstLine3(said)).match(/[\p{L}\p{N}][\p{L}\p{N}'_.-]*/gu) ?? [];
  if (/\bto\b|->|→|\d/.test(words2.slice(1).join(" "))) return false;
  return words2.length <= FEW_WORDS || VAGUE_VERBS.has((words2[0] ?? "").toLowerCase());
}
var FEW_FILES = 2;
var MANY_FILES = 6;
function planComplexity(groups2, words2) {
  const files = groups2.reduce((n, g) => n + g.files.length, 0);
  if (groups2.length >= 3 || files >= 8 || words2 === "High" && files >= 3) return "High";
  if (groups2.length === 1 && files <= FEW_FILES || words2 === "Low" && files <= 4) return "Low";
  return "Medium";
}
function domainEffort(group) {
  return group.files.length <= FEW_FILES ? "Low" : group.files.length >= MANY_FILES ? "High" : "Medium";
}
function coreObjectives(text, t) {
  const all = objectivesOf(text, Infinity);
  if (all.length === 0) return [firstLine3(text)];
  return all.length <= MOST_OBJECTIVES ? all : [...all.slice(0, MOST_OBJECTIVES), t.moreObjectives(all.length - MOST_OBJECTIVES)];
}
function analysisFromGroups(request, groups2, words2) {
  const complexity = planComplexity(groups2, words2);
  const t = phrasesFor(request.locale).analysis;
  const text = readRequirement(request.requirement, request.snapshot).prose;
  const guidelineFiles = listGuidelineFiles(request.snapshot);
  const describe2 = (g) => listPaths(
    g.files.map((f) => f.path),
    t
  );
  return {
    complexity,
    understanding: {
      core_objectives: coreObjectives(text, t),
      key_points: groups2.map((g) => t.labelled(g.slug, describe2(g))),
      constraints: [
        ...guidelineFiles.map(t.follow),
        ...changelogNote(request.snapshot, t, text),
        ...workflowNote(request.snapshot, text, t)
      ],
      split_strategy: t.folderSplit(
        groups2.map((g) => ({ slug: g.slug, files: g.files.length, ties: g.ties ?? [] })),
        scopeKind(text) === "small"
      )
    },
    sub_domains: groups2.map((g) => ({
      focus_area: g.slug,
      description: t.changesIn(describe2(g)),
      // "per" or "without" is no concern of a domain.
      key_concerns: spelled([...new Set(g.files.flatMap((f) => evidenceTerms(request.snapshot, f)))], text).filter((word) => !isPlainWord(word)).slice(0, 5),
      estimated_effort: domainEffort(g),
      depends_on_domains: []
    })),
    open_questions: shortQuestions(text, t)
  };
}
function planFromGroup(request, group) {
  const phrases = phrasesFor(request.locale);
  const words2 = phrases.evidence;
  const tasks = groupTasks(request.snapshot, group, request.requirement, request.maxTasks, { zh: request.locale === "zh" });
  return {
    tasks,
    evidence: {
      relevant_files: group.files.map((f) => ({
        path: f.path,
        rationale: f.create ? words2.newBeside : f.covers ? words2.tests(f.covers) : rationaleOf(
          heldAsWritten(
            evidenceWords(request.snapshot, f, readRequirement(request.requirement, request.snapshot).prose, 8),
            request.snapshot.readFile(f.path) ?? "",
            f.path
          ),
          words2
        ),
        role: roleOf2(f.kind)
      })),
      existing_patterns: patterns(
        request.snapshot,
        words2,
        group.files.map((f) => f.path)
      ),
      // The guidelines are the plan's constraints, said once in its understanding: not again per domain.
      constraints: []
    }
  };
}
function rationaleOf(terms, words2) {
  return terms.length > 0 ? words2.matchedTerms(terms) : words2.onlyGeneric;
}
function listPaths(paths, words2) {
  const shown = words2.list(paths.slice(0, 4));
  const more = paths.length - 4;
  if (more <= 0) return shown;
  return words2.morePaths(shown, more, paths.length);
}

// src/planner/providers.ts
var ProviderSetupError = class extends CplanError {
  constructor(message, reason = "auth", service = "anthropic") {
    super(message, { reason, service, retryable: false });
    this.name = "ProviderSetupError";
  }
};
function createProvider(options) {
  const key = options.env.ANTHROPIC_API_KEY?.trim() ?? "";
  const choice = options.choice === "auto" ? key ? "anthropic" : "offline" : options.choice;
  const primary = createOne(choice, options);
  const fallback = options.config.fallback;
  if (!fallback || primary.name === "offline") return primary;
  const config = { ...options.config, model: fallback.model, models: {}, fallback: void 0 };
  return new FallbackProvider({ primary, fallback: createOne(fallback.provider, { ...options, config }) });
}
function createOne(choice, options) {
  if (choice === "offline") return new OfflineProvider();
  if (choice === "openai") return createOpenAIProvider(options);
  if (choice === "bedrock") return createCloudProvider("bedrock", options);
  if (choice === "vertex") return createCloudProvider("vertex", options);
  const key = options.env.ANTHROPIC_API_KEY?.trim() ?? "";
  if (!key) throw new ProviderSetupError("the anthropic provider needs ANTHROPIC_API_KEY in the environment (or use --provider=offline)");
  const settings = {
    apiKey: key,
    ...options.env.ANTHROPIC_BASE_URL ? { baseURL: options.env.ANTHROPIC_BASE_URL } : {},
    ...common(options, DEFAULT_MODEL),
    ...thinkingOf(options)
  };
  return new LazyProvider("anthropic", async () => new (await import("./cli-anthropic-ZNYBAMQK.js")).AnthropicProvider(settings));
}
function createOpenAIProvider(options) {
  const key = options.env.OPENAI_API_KEY?.trim() ?? "";
  const baseURL = options.env.OPENAI_BASE_URL?.trim() ?? "";
  if (!key && !baseURL)
    throw new ProviderSetupError(
      "the openai provider needs OPENAI_API_KEY (and OPENAI_BASE_URL for an endpoint other than OpenAI) in the environment (or use --provider=offline)",
      "auth",
      "openai"
    );
  const settings = { ...key ? { apiKey: key } : {}, ...baseURL ? { baseURL } : {}, ...common(options, DEFAULT_OPENAI_MODEL) };
  return new LazyProvider("openai", async () => new (await import("./cli-openai-ICCPA4SD.js")).OpenAIProvider(settings));
}
function createCloudProvider(cloud, options) {
  const env = options.env;
  const { model, models } = options.config;
  const everyPhase = models.understanding && models.domain && models.link;
  if (!model && !everyPhase)
    throw new ProviderSetupError(
      cloud === "bedrock" ? "the bedrock provider needs `model` in config: a Bedrock model id or inference profile such as us.anthropic.claude-sonnet-4-5-20250929-v1:0" : "the vertex provider needs `model` in config: a Vertex model id such as claude-sonnet-4-5@20250929",
      "config",
      cloud
    );
  const settings = { ...common(options, model ?? models.domain ?? ""), ...thinkingOf(options) };
  if (cloud === "bedrock") {
    const region3 = env.AWS_REGION?.trim() || env.AWS_DEFAULT_REGION?.trim();
    const baseURL2 = env.ANTHROPIC_BEDROCK_BASE_URL?.trim();
    const bedrock = { ...region3 ? { region: region3 } : {}, ...baseURL2 ? { baseURL: baseURL2 } : {} };
    return new LazyProvider("bedrock", async () => (await import("./cli-bedrock-C2LJKOPF.js")).createBedrockProvider(bedrock, settings));
  }
  const region2 = env.CLOUD_ML_REGION?.trim();
  if (!region2)
    throw new ProviderSetupError(
      "the vertex provider needs CLOUD_ML_REGION (such as us-east5 or global) and ANTHROPIC_VERTEX_PROJECT_ID in the environment",
      "config",
      "vertex"
    );
  const projectId = env.ANTHROPIC_VERTEX_PROJECT_ID?.trim();
  const baseURL = env.ANTHROPIC_VERTEX_BASE_URL?.trim();
  const vertex = { region: region2, ...projectId ? { projectId } : {}, ...baseURL ? { baseURL } : {} };
  return new LazyProvider("vertex", async () => (await import("./cli-vertex-4OMHVNXQ.js")).createVertexProvider(vertex, settings));
}
function thinkingOf(options) {
  return options.config.thinking ? { thinking: options.config.thinking } : {};
}
function common(options, defaultModel) {
  const config = options.config;
  const model = config.model ?? defaultModel;
  return {
    models: {
      understanding: config.models.understanding ?? model,
      domain: config.models.domain ?? model,
      link: config.models.link ?? model,
      revise: config.models.revise ?? config.models.domain ?? model
    },
    prices: config.prices,
    maxTurns: config.max_turns,
    // The interface, not the class: any budget the caller passes is checked before every call.
    ...options.budget ? { budget: options.budget } : {}
  };
}
function createBudget(config) {
  return new RunBudget({
    maxCostUsd: config.max_cost_usd,
    deadline: Date.now() + config.timeout_minutes * 6e4
  });
}

export {
  groundingOf,
  groundingText,
  extra,
  convergenceCriteria,
  markdownTable,
  unquote,
  localTarget,
  sourceLinks,
  withoutNewFiles,
  linkOf,
  linkedPoint,
  renderPlanSummary,
  buildSessionArtifacts,
  readConflictsJson,
  symbolSpanOf,
  snapshotLinks,
  linkTargetOf,
  runPlan,
  SUBJECT_RULES,
  DEFAULT_SUBJECT_RULE,
  classifySubject,
  isTrailerLine,
  ProviderSetupError,
  createProvider,
  createBudget
};
