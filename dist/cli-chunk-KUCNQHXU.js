import { createRequire as __cplanCreateRequire } from 'node:module'; import { fileURLToPath as __cplanFileURLToPath } from 'node:url'; const require = __cplanCreateRequire(import.meta.url); const __filename = __cplanFileURLToPath(import.meta.url);
import {
  require_dist
} from "./cli-chunk-NQHX6N2Y.js";
import {
  canonicalTaskId,
  clip,
  compareTaskIds,
  domainKey,
  domainTitle,
  formatTaskId,
  isPathLike,
  isSafeSessionId,
  normalizeLocation,
  normalizePath,
  readAtxHeading,
  readIdHeading,
  splitPathLocation,
  splitTrailingTag,
  stripRuns,
  taskIdNumber,
  validatePlanNote
} from "./cli-chunk-ZXZ2VIQV.js";
import {
  __toESM
} from "./cli-chunk-HI3DZDWS.js";

// src/core/note/frontmatter.ts
var import_yaml = __toESM(require_dist(), 1);
var OPEN = /^\uFEFF?---[ \t]*\r?\n/;
function readFrontmatter(text) {
  const open = OPEN.exec(text);
  if (!open) return { data: {}, range: null, firstLine: 1, diagnostics: [] };
  const bodyStart = open[0].length;
  const close = /^(?:---|\.\.\.)[ \t]*(?:\r?\n|$)/m;
  close.lastIndex = 0;
  const rest = text.slice(bodyStart);
  const found = close.exec(rest);
  if (!found) {
    return {
      data: {},
      range: null,
      firstLine: 1,
      diagnostics: [
        {
          severity: "error",
          code: "frontmatter-unclosed",
          message: "frontmatter has no closing `---`",
          line: 1
        }
      ]
    };
  }
  const yamlText = rest.slice(0, found.index);
  const end = bodyStart + found.index + found[0].length;
  const { data, diagnostics } = readYaml(yamlText);
  return { data, range: { start: 0, end }, firstLine: 2, diagnostics };
}
var recent = /* @__PURE__ */ new Map();
var RECENT = 16;
function readYaml(yamlText) {
  let read = recent.get(yamlText);
  if (read) recent.delete(yamlText);
  else read = parseYaml(yamlText);
  recent.set(yamlText, read);
  if (recent.size > RECENT) recent.delete(recent.keys().next().value);
  return structuredClone(read);
}
function parseYaml(yamlText) {
  const diagnostics = [];
  let data = {};
  const refused = refuseYaml(yamlText);
  if (refused) {
    diagnostics.push({ severity: "error", code: "frontmatter-yaml", message: `frontmatter: ${refused}`, line: 2 });
    return { data, diagnostics };
  }
  try {
    const doc = import_yaml.default.parseDocument(yamlText, { uniqueKeys: false });
    for (const error of doc.errors) {
      const line = 2 + (error.linePos?.[0]?.line ?? 1) - 1;
      diagnostics.push({
        severity: "error",
        code: "frontmatter-yaml",
        message: `frontmatter: ${firstLineOf(error.message)}`,
        line
      });
    }
    const value = doc.errors.length === 0 ? doc.toJS({ maxAliasCount: 50 }) : null;
    if (value !== null && value !== void 0 && (typeof value !== "object" || Array.isArray(value))) {
      diagnostics.push({
        severity: "error",
        code: "frontmatter-yaml",
        message: "frontmatter is not a mapping",
        line: 2
      });
    } else if (value) {
      data = value;
    }
  } catch (error) {
    diagnostics.push({
      severity: "error",
      code: "frontmatter-yaml",
      message: `frontmatter: ${firstLineOf(String(error))}`,
      line: 2
    });
  }
  return { data, diagnostics };
}
var MAX_FRONTMATTER_BYTES = 256 * 1024;
var MAX_FLOW_DEPTH = 64;
function refuseYaml(yamlText) {
  if (yamlText.length > MAX_FRONTMATTER_BYTES) {
    return `it is ${yamlText.length} bytes, more than the ${MAX_FRONTMATTER_BYTES} a plan note's frontmatter may have; it is ignored`;
  }
  let depth = 0;
  let quote = "";
  for (let i = 0; i < yamlText.length; i++) {
    const char = yamlText[i];
    if (quote !== "") {
      if (char === quote) quote = "";
      else if (char === "\n") quote = quote === '"' ? quote : "";
    } else if (char === '"' || char === "'") quote = char;
    else if (char === "[" || char === "{") {
      if (++depth > MAX_FLOW_DEPTH) return `collections are nested more than ${MAX_FLOW_DEPTH} deep; it is ignored`;
    } else if ((char === "]" || char === "}") && depth > 0) depth--;
    else if (char === "#") {
      const newline = yamlText.indexOf("\n", i);
      i = newline < 0 ? yamlText.length : newline;
    }
  }
  return null;
}
function firstLineOf(message) {
  return message.split("\n")[0] ?? message;
}
function readRange(value) {
  if (Array.isArray(value) && value.length === 2) {
    const [a, b] = value.map((item) => typeof item === "number" ? item : Number(String(item).replace(/^TASK-/i, "")));
    return valid(a, b);
  }
  if (typeof value === "string") {
    const match = /^\s*(?:TASK-)?(\d+)\s*(?:~|-|–|—|\.\.|to|至)\s*(?:TASK-)?(\d+)\s*$/i.exec(value);
    return match ? valid(Number(match[1]), Number(match[2])) : null;
  }
  if (value && typeof value === "object") {
    const record = value;
    return valid(Number(record.start ?? record.from), Number(record.end ?? record.to));
  }
  return null;
}
function valid(a, b) {
  if (a === void 0 || b === void 0 || !Number.isSafeInteger(a) || !Number.isSafeInteger(b) || a < 0 || b < a) return null;
  return [a, b];
}
function readDeclaredDomains(data, line) {
  const diagnostics = [];
  const domains = [];
  const byKey = /* @__PURE__ */ new Map();
  const add = (name, description, range) => {
    const key = domainKey(name);
    if (key === "") return;
    const existing = byKey.get(key);
    if (existing) {
      existing.range ??= range;
      if (!existing.description) existing.description = description;
      return;
    }
    const domain = { key, title: titleFor(name, key), range, description };
    byKey.set(key, domain);
    domains.push(domain);
  };
  const list = data.sub_domains;
  if (Array.isArray(list)) {
    for (const item of list) {
      if (typeof item === "string" || typeof item === "number") add(String(item), "", null);
      else if (item && typeof item === "object") {
        const record = item;
        const name = record.focus_area ?? record.name ?? record.slug ?? record.domain;
        if (typeof name !== "string") {
          diagnostics.push({
            severity: "warning",
            code: "frontmatter-domain",
            message: "a sub_domains entry has no focus_area",
            line
          });
          continue;
        }
        add(name, typeof record.description === "string" ? record.description : "", readRange(record.task_id_range));
      }
    }
  } else if (list !== void 0) {
    diagnostics.push({
      severity: "warning",
      code: "frontmatter-domain",
      message: "sub_domains is not a list",
      line
    });
  }
  for (const field of ["domain_task_id_ranges", "agent_task_id_ranges"]) {
    const ranges = data[field];
    if (!ranges || typeof ranges !== "object" || Array.isArray(ranges)) continue;
    for (const [name, value] of Object.entries(ranges)) {
      const range = readRange(value);
      if (!range) {
        diagnostics.push({
          severity: "warning",
          code: "unreadable-range",
          message: `${field}.${name}: cannot read range ${JSON.stringify(value)}`,
          line
        });
      }
      const key = domainKey(name);
      const existing = byKey.get(key);
      if (existing) existing.range = range ?? existing.range;
      else add(name, "", range);
    }
  }
  return { domains, diagnostics };
}
function titleFor(name, key) {
  return /^[a-z0-9-]+$/.test(name) ? domainTitle(key) : name.trim();
}

// src/core/note/labels.ts
var SECTION_HEADINGS = {
  understanding: { en: "Requirement Understanding", zh: "\u9700\u6C42\u7406\u89E3" },
  taskPool: { en: "Task Pool", zh: "\u4EFB\u52A1\u6C60" },
  dependencies: { en: "Dependencies", zh: "\u4F9D\u8D56\u5173\u7CFB" },
  conflicts: { en: "Conflicts", zh: "\u51B2\u7A81\u6807\u8BB0" },
  evidence: { en: "Context Evidence", zh: "\u4E0A\u4E0B\u6587\u8BC1\u636E" }
};
var TASK_LABELS = {
  status: { en: "Status", zh: "\u72B6\u6001", aliases: [] },
  complexity: { en: "Complexity", zh: "\u590D\u6742\u5EA6", aliases: [] },
  dependsOn: {
    en: "Depends on",
    zh: "\u4F9D\u8D56",
    aliases: ["dependencies", "dependency", "depends", "depends_on", "\u4F9D\u8D56\u5173\u7CFB", "\u524D\u7F6E\u4F9D\u8D56"]
  },
  scope: { en: "Scope", zh: "\u8303\u56F4", aliases: ["\u4FEE\u6539\u8303\u56F4"] },
  modificationPoints: {
    en: "Modification points",
    zh: "\u4FEE\u6539\u70B9",
    aliases: ["modification point", "modifications", "modification_points"]
  },
  conflictRisk: { en: "Conflict risk", zh: "\u51B2\u7A81\u98CE\u9669", aliases: ["conflict_risk", "risk"] },
  effort: { en: "Effort", zh: "\u5DE5\u4F5C\u91CF", aliases: ["estimated effort", "estimated_effort"] },
  convergence: {
    en: "Convergence criteria",
    zh: "\u6536\u655B\u6807\u51C6",
    aliases: ["convergence", "acceptance criteria", "\u9A8C\u6536\u6807\u51C6"]
  },
  description: { en: "Description", zh: "\u63CF\u8FF0", aliases: ["\u8BF4\u660E"] }
};
var CONFLICT_LABELS = {
  severity: { en: "Severity", zh: "\u4E25\u91CD\u7A0B\u5EA6", aliases: [] },
  type: { en: "Type", zh: "\u7C7B\u578B", aliases: [] },
  tasks: { en: "Tasks", zh: "\u6D89\u53CA\u4EFB\u52A1", aliases: ["tasks involved"] },
  domains: { en: "Domains", zh: "\u6D89\u53CA\u9886\u57DF", aliases: ["\u6D89\u53CAagent", "domains involved", "agents"] },
  details: { en: "Details", zh: "\u95EE\u9898\u8BE6\u60C5", aliases: ["description"] },
  resolution: { en: "Suggested resolution", zh: "\u5EFA\u8BAE\u89E3\u51B3\u65B9\u6848", aliases: ["resolution"] },
  decision: { en: "Decision", zh: "\u51B3\u7B56\u72B6\u6001", aliases: [] }
};
var NO_CONFLICTS = { en: "\u2705 No conflicts detected", zh: "\u2705 \u65E0\u51B2\u7A81\u68C0\u6D4B\u5230" };
var DECISION_WORDS = {
  open: { en: "open", zh: "\u5F85\u89E3\u51B3" },
  resolved: { en: "resolved", zh: "\u5DF2\u89E3\u51B3" }
};
function labelKey(label) {
  return label.trim().toLowerCase().replace(/[\s_]+/g, " ");
}
function buildIndex(table) {
  const index = /* @__PURE__ */ new Map();
  for (const [field, names] of Object.entries(table)) {
    for (const name of [names.en, names.zh, ...names.aliases]) index.set(labelKey(name), field);
  }
  return index;
}
var TASK_LABEL_INDEX = buildIndex(TASK_LABELS);
var CONFLICT_LABEL_INDEX = buildIndex(CONFLICT_LABELS);
var generatedBegin = (kind) => `<!-- cplan:generated ${kind} -->`;
var generatedEnd = (kind) => `<!-- /cplan:generated ${kind} -->`;
var conflictMarker = (fingerprint) => `<!-- cplan:conflict fingerprint=${fingerprint} -->`;
var CONFLICT_MARKER = /<!--\s*cplan:conflict\s+fingerprint=([A-Za-z0-9_-]+)\s*-->/;
function readConflictMarker(line) {
  return CONFLICT_MARKER.exec(line)?.[1];
}
var ARROW_MEANING = {
  en: 'Arrows read "comes before": `A \u2192 B` means B depends on A.',
  zh: "\u7BAD\u5934\u8868\u793A\u201C\u5148\u4E8E\u201D\uFF1A`A \u2192 B` \u5373 B \u4F9D\u8D56 A\u3002"
};
var OLD_ARROW_MEANING = {
  en: 'Arrows read "comes before": `TASK-001 \u2192 TASK-101` means TASK-101 depends on TASK-001.',
  zh: "\u7BAD\u5934\u8868\u793A\u201C\u5148\u4E8E\u201D\uFF1A`TASK-001 \u2192 TASK-101` \u5373 TASK-101 \u4F9D\u8D56 TASK-001\u3002"
};

// src/core/note/fields.ts
function readFieldLine(line) {
  const body = line.trimStart();
  const indent = line.slice(0, line.length - body.length);
  if (body[0] !== "-" && body[0] !== "*" && body[0] !== "+") return null;
  const afterBullet = body.slice(1).trimStart();
  if (afterBullet.length === body.length - 1 || !afterBullet.startsWith("**")) return null;
  const close = afterBullet.indexOf("*", 2);
  if (close < 0 || afterBullet[close + 1] !== "*") return null;
  let label = afterBullet.slice(2, close).trim();
  if (close === 2) return null;
  const colonInside = label.length > 1 && isColon(label[label.length - 1]);
  if (colonInside) label = label.slice(0, -1).trim();
  let value = afterBullet.slice(close + 2).trimStart();
  const colonAfter = isColon(value[0]);
  if (colonAfter) value = value.slice(1);
  if (!colonInside && !colonAfter) return null;
  return { label, value: value.trim(), indent: indent.replace(/\t/g, "  ").length };
}
function isColon(char) {
  return char === ":" || char === "\uFF1A";
}
var LEVEL_WORDS = [
  [/^(low|lo)\b/i, "Low"],
  [/^(medium|med|mid|moderate)\b/i, "Medium"],
  [/^(high|hi)\b/i, "High"],
  [/^低/, "Low"],
  [/^中/, "Medium"],
  [/^高/, "High"]
];
function readLevel(value) {
  const text = stripRuns(value.trim(), "*");
  for (const [pattern, level] of LEVEL_WORDS) {
    const match = pattern.exec(text);
    if (match) {
      const note = text.slice(match[0].length).replace(/^[\s\-–—:：,，(（]+/, "").replace(/[)）]\s*$/, "").trim();
      return { level, note };
    }
  }
  return { level: null, note: text };
}
var NONE_WORDS = /^(none|n\/a|na|nil|null|no dependencies|no|无|没有|暂无|-|—|–|\(none\))(?=$|[\s(（,，.;:：-])/i;
function readDependsOn(value) {
  const text = value.trim();
  if (text === "" || NONE_WORDS.test(text)) return { ids: [], none: true };
  const ids = /* @__PURE__ */ new Set();
  for (const match of text.matchAll(/\bTASK-(\d+)\b/gi)) {
    const id = canonicalTaskId(`TASK-${match[1]}`);
    if (id) ids.add(id);
  }
  return { ids: [...ids], none: false };
}
function readModificationPoint(text) {
  const body = text.trim();
  if (body === "") return null;
  const close = body.startsWith("`") ? body.indexOf("`", 1) : -1;
  if (close <= 1) return { token: null, change: body };
  let change = body.slice(close + 1).trimStart();
  if (isColon(change[0])) change = change.slice(1);
  else {
    let dashes = 0;
    while (dashes < change.length && "-\u2013\u2014".includes(change[dashes])) dashes++;
    change = change.slice(dashes);
  }
  return { token: body.slice(1, close).trim(), change: change.trim() };
}
var UNVERIFIED_OPENERS = ["(unverified", "\uFF08unverified", "(\u672A\u9A8C\u8BC1", "\uFF08\u672A\u9A8C\u8BC1"];
function readUnverifiedMarker(change) {
  const text = change.trimEnd();
  const last = text[text.length - 1];
  if (last !== ")" && last !== "\uFF09") return { change };
  let at = -1;
  for (const opener of UNVERIFIED_OPENERS) at = Math.max(at, text.lastIndexOf(opener));
  if (at < 0) return { change };
  const head = text.slice(at + 1);
  const word = head.startsWith("unverified") ? "unverified".length : "\u672A\u9A8C\u8BC1".length;
  if (!isColon(head[word])) return { change };
  const reason = head.slice(word + 1, -1).trim();
  return { change: text.slice(0, at).trimEnd(), unverified: reason === "" ? "unverified" : reason };
}
function unverifiedMarker(reason) {
  return `(unverified: ${reason.replace(/[()（）`]/g, "").trim() || "unverified"})`;
}
function splitInlinePoints(value) {
  const parts = value.split(/[;；]\s*(?=`)/);
  return parts.map((part) => part.trim()).filter((part) => part !== "");
}
function backtickTokens(value) {
  return Array.from(value.matchAll(/`([^`\n]+)`/g), (match) => (match[1] ?? "").trim());
}

// src/core/note/parse-conflict.ts
function readConflictBlock(lines, text) {
  const head = lines[0];
  const last = lines[lines.length - 1];
  if (!head || !last) return null;
  const heading = readAtxHeading(head.text);
  const match = heading?.level === 3 ? readIdHeading(heading.text, "CONFLICT") : null;
  if (!match) return null;
  const block = {
    id: `CONFLICT-${match.digits}`,
    title: match.rest,
    severity: "",
    type: "",
    tasks: [],
    domains: [],
    details: "",
    suggestedResolution: "",
    decision: "open",
    decisionNote: null,
    fingerprint: null,
    line: head.number,
    raw: text.slice(head.start, last.end)
  };
  for (const line of lines.slice(1)) {
    const fingerprint = readConflictMarker(line.text);
    if (fingerprint) {
      block.fingerprint = fingerprint;
      continue;
    }
    const field = readFieldLine(line.text);
    if (!field) continue;
    switch (CONFLICT_LABEL_INDEX.get(labelKey(field.label))) {
      case "severity":
        block.severity = normalizeSeverity(field.value);
        break;
      case "type":
        block.type = field.value.replace(/`/g, "").trim();
        break;
      case "tasks":
        block.tasks = Array.from(field.value.matchAll(/TASK-\d+/gi), (m) => canonicalTaskId(m[0]) ?? m[0]);
        break;
      case "domains":
        block.domains = field.value.split(/[,，、]/).map((part) => part.trim()).filter((part) => part !== "");
        break;
      case "details":
        block.details = field.value;
        break;
      case "resolution":
        block.suggestedResolution = field.value;
        break;
      case "decision": {
        const decision = readCheckbox(field.value);
        if (decision) {
          block.decision = decision.checked ? "resolved" : "open";
          const note = decision.rest.replace(/^(open|resolved|待解决|已解决)\s*/i, "").replace(/^[-–—:：]\s*/, "").trim();
          block.decisionNote = note === "" ? null : note;
        } else if (/^(resolved|已解决)/i.test(field.value)) {
          block.decision = "resolved";
        }
        break;
      }
      default:
        break;
    }
  }
  return block;
}
function normalizeSeverity(value) {
  const text = value.trim().toLowerCase();
  if (/^(critical|严重|致命)/.test(text)) return "critical";
  if (/^(high|高)/.test(text)) return "high";
  if (/^(medium|med|中)/.test(text)) return "medium";
  if (/^(low|低)/.test(text)) return "low";
  return text;
}
function readCheckbox(value) {
  if (value[0] !== "[" || value[2] !== "]" || !" xX\u2713\u2714".includes(value[1] ?? "")) return null;
  return { checked: value[1] !== " ", rest: value.slice(3).trimStart() };
}

// src/core/note/parse-task.ts
function readTaskBlock(lines, sectionDomain, diagnostics) {
  const head = lines[0];
  if (!head) return null;
  const heading = readAtxHeading(head.text);
  const match = heading?.level === 3 ? readIdHeading(heading.text, "TASK") : null;
  if (!match) {
    if (heading?.level === 3 && /^TASK\b/i.test(heading.text)) {
      diagnostics.push({
        severity: "warning",
        code: "unreadable-task-heading",
        message: `cannot read the task id in "${clip(heading.text)}"`,
        line: head.number
      });
    }
    return null;
  }
  const id = formatTaskId(match.digits);
  const num = taskIdNumber(id);
  const { title, tag } = splitTrailingTag(match.rest);
  const fields = collectFields(lines.slice(1));
  const task = {
    id,
    num,
    title,
    domain: sectionDomain,
    tag,
    status: "pending",
    complexity: null,
    conflictRisk: null,
    dependsOn: [],
    scope: "",
    modificationPoints: [],
    files: [],
    extras: {},
    line: head.number
  };
  for (const field of fields) applyField(task, field, diagnostics);
  task.files = touchedFiles(task);
  if (tag !== null && domainKey(tag) === "") task.tag = null;
  return task;
}
function collectFields(lines) {
  const fields = [];
  const parts = /* @__PURE__ */ new Map();
  let current = null;
  for (const line of lines) {
    const field = readFieldLine(line.text);
    if (field && (current === null || field.indent <= current.indent)) {
      current = {
        label: field.label,
        value: field.value,
        indent: field.indent,
        line: line.number,
        items: []
      };
      fields.push(current);
      continue;
    }
    if (!current) continue;
    const bullet = readBullet(line.text);
    const content = line.text.trim();
    if (bullet && bullet.indent > current.indent) {
      current.items.push({ text: bullet.text, line: line.number });
    } else if (content !== "" && line.text.trimStart().length < line.text.length) {
      const owner = current.items[current.items.length - 1] ?? current;
      const list = parts.get(owner);
      if (list) list.push(content);
      else parts.set(owner, [content]);
    } else if (content !== "") {
      current = null;
    }
  }
  for (const field of fields) {
    const own = parts.get(field);
    if (own) field.value = [field.value, ...own].filter((part) => part !== "").join(" ");
    for (const item of field.items) {
      const more = parts.get(item);
      if (more) item.text = [item.text, ...more].join(" ");
    }
  }
  return fields;
}
function readBullet(line) {
  const body = line.trimStart();
  const indent = line.length - body.length;
  let marker = 0;
  if (body[0] === "-" || body[0] === "*" || body[0] === "+") marker = 1;
  else {
    while (marker < body.length && body.charCodeAt(marker) >= 48 && body.charCodeAt(marker) <= 57) marker++;
    if (marker === 0 || body[marker] !== "." && body[marker] !== ")") return null;
    marker++;
  }
  const text = body.slice(marker);
  const trimmed = text.trimStart();
  if (text === "" || trimmed.length === text.length) return null;
  return { indent, text: trimmed.trimEnd() };
}
function applyField(task, field, diagnostics) {
  const kind = TASK_LABEL_INDEX.get(labelKey(field.label));
  const itemText = field.items.map((item) => item.text);
  switch (kind) {
    case "status":
      task.status = field.value || itemText.join(" ") || "pending";
      return;
    case "complexity":
    case "conflictRisk": {
      const level = readLevelField(field, diagnostics);
      if (kind === "complexity") task.complexity = level;
      else task.conflictRisk = level;
      return;
    }
    case "dependsOn": {
      const source = field.value !== "" ? field.value : itemText.join(", ");
      task.dependsOn = readDependsOn(source).ids.filter((id) => id !== void 0);
      return;
    }
    case "scope":
      task.scope = [field.value, ...itemText].filter((part) => part !== "").join(" ");
      return;
    case "modificationPoints": {
      const inline = field.value === "" ? [] : splitInlinePoints(field.value).map((text) => ({ text, line: field.line }));
      for (const item of [...inline, ...field.items]) {
        const point = toModificationPoint(item.text, item.line, diagnostics);
        if (point) task.modificationPoints.push(point);
      }
      return;
    }
    default: {
      const label = kind ? TASK_LABELS[kind].en : field.label;
      const value = [field.value, ...itemText.map((text) => `- ${text}`)].filter((part) => part !== "").join("\n");
      task.extras[label] = value;
    }
  }
}
function readLevelField(field, diagnostics) {
  const value = field.value || field.items[0]?.text || "";
  const { level } = readLevel(value);
  if (level === null && value !== "") {
    diagnostics.push({
      severity: "warning",
      code: "unreadable-value",
      message: `${field.label}: "${value.slice(0, 60)}" is not Low, Medium or High`,
      line: field.line
    });
  }
  return level;
}
function toModificationPoint(text, line, diagnostics) {
  const raw = readModificationPoint(text);
  if (!raw) return null;
  if (raw.token === null) return { file: null, location: "", change: raw.change, line };
  const { change, unverified } = readUnverifiedMarker(raw.change);
  const { path, location } = splitPathLocation(raw.token);
  const normalized = normalizePath(path);
  if (!normalized.ok) {
    diagnostics.push({
      severity: "warning",
      code: "bad-path",
      message: `modification point: ${normalized.reason}`,
      line
    });
    return { file: null, location: "", change: text, line };
  }
  return { file: normalized.path, location, change, line, ...unverified !== void 0 ? { unverified } : {} };
}
function touchedFiles(task) {
  const files = /* @__PURE__ */ new Set();
  for (const point of task.modificationPoints) if (point.file) files.add(point.file);
  for (const token of backtickTokens(task.scope)) {
    if (!isPathLike(token)) continue;
    const normalized = normalizePath(splitPathLocation(token).path);
    if (normalized.ok) files.add(normalized.path);
  }
  return [...files].sort();
}

// src/core/note/parse.ts
function parsePlanNote(text) {
  const source = typeof text === "string" ? text : String(text ?? "");
  try {
    return parseUnsafe(source);
  } catch (error) {
    return emptyNote(source, [
      {
        severity: "error",
        code: "parser-failure",
        message: `could not parse plan note: ${String(error)}`,
        line: 0
      }
    ]);
  }
}
function emptyNote(text, diagnostics) {
  return {
    text,
    frontmatter: {},
    frontmatterRange: null,
    sessionId: null,
    locale: "en",
    domains: [],
    sections: [],
    tasks: [],
    conflictBlocks: [],
    diagnostics,
    toString: () => text
  };
}
function splitLines(text) {
  const lines = [];
  let start = 0;
  while (start <= text.length) {
    const newline = text.indexOf("\n", start);
    const end = newline < 0 ? text.length : newline + 1;
    let content = text.slice(start, newline < 0 ? text.length : newline);
    if (content.endsWith("\r")) content = content.slice(0, -1);
    lines.push({ text: content, number: lines.length + 1, start, end });
    if (newline < 0) break;
    start = end;
  }
  return lines;
}
function parseUnsafe(text) {
  const frontmatter = readFrontmatter(text);
  const diagnostics = [...frontmatter.diagnostics];
  const lines = splitLines(text);
  const firstBodyLine = frontmatter.range ? lines.findIndex((line) => line.start >= (frontmatter.range?.end ?? 0)) : 0;
  const { headings, openFence } = findHeadings(lines, firstBodyLine < 0 ? lines.length : firstBodyLine);
  const declared = readDeclaredDomains(frontmatter.data, frontmatter.firstLine);
  diagnostics.push(...declared.diagnostics);
  const domains = declared.domains.map((d) => ({
    slug: d.key,
    title: d.title,
    range: d.range,
    description: d.description,
    state: "empty",
    failure: null
  }));
  const body = readBody({ text, lines, domains, diagnostics }, headings);
  for (const domain of domains) {
    if (domain.state !== "failed" && body.tasks.some((t) => t.domain === domain.slug)) domain.state = "planned";
  }
  const locale = readLocale(frontmatter.data.locale, body.zhHeadings, body.headingCount);
  const sessionId = readSessionId(frontmatter.data.session_id, diagnostics);
  const note = {
    text,
    frontmatter: frontmatter.data,
    frontmatterRange: frontmatter.range,
    sessionId,
    locale,
    domains,
    sections: body.sections,
    tasks: body.tasks,
    conflictBlocks: body.conflictBlocks,
    diagnostics,
    ...openFence === null ? {} : { openFence },
    toString: () => text
  };
  note.diagnostics = [...diagnostics, ...validatePlanNote(note)].sort((a, b) => a.line - b.line);
  return note;
}
function readSessionId(value, diagnostics) {
  if (value === void 0 || value === null) return null;
  const id = String(value);
  if (typeof value === "string" && isSafeSessionId(id)) return id;
  diagnostics.push({
    severity: "warning",
    code: "session-id-unsafe",
    message: `frontmatter: session_id ${JSON.stringify(id.slice(0, 60))} is ignored: it must start with a letter and hold only letters, digits, ".", "_" and "-" (at most 120 characters)`,
    line: 2
  });
  return null;
}
function readBody(scan, headings) {
  const { text, lines } = scan;
  const topLevel = headings.filter((h) => h.level <= 2);
  const body = { sections: [], tasks: [], conflictBlocks: [], zhHeadings: 0, headingCount: topLevel.length };
  let cursor = 0;
  for (let s = 0; s < topLevel.length; s++) {
    const head = topLevel[s];
    const next = topLevel[s + 1];
    const endIndex = next ? next.index : lines.length;
    const line = lines[head.index];
    const classified = head.level === 2 ? classify(head.text) : { kind: "other", domain: null, zh: false };
    if (classified.zh) body.zhHeadings++;
    const section = {
      kind: classified.kind,
      domain: classified.domain,
      heading: head.text,
      line: line.number,
      start: line.start,
      bodyStart: line.end,
      end: next ? lines[next.index].start : text.length
    };
    body.sections.push(section);
    const inner = [];
    while (cursor < headings.length && headings[cursor].index <= head.index) cursor++;
    for (; cursor < headings.length && headings[cursor].index < endIndex; cursor++) {
      if (headings[cursor].level === 3) inner.push(headings[cursor]);
    }
    readSectionBlocks(scan, { section, head, inner, endIndex }, body);
  }
  return body;
}
function readSectionBlocks(scan, at, body) {
  const { lines, diagnostics } = scan;
  const { section, head, inner, endIndex } = at;
  const blockEnd = (i) => inner[i + 1]?.index ?? endIndex;
  if (section.kind === "task-pool" && section.domain) {
    const domain = ensureDomain(scan.domains, section.domain, head.text);
    readPoolIntro(lines, head.index + 1, inner[0]?.index ?? endIndex, domain);
    for (let i = 0; i < inner.length; i++) {
      const task = readTaskBlock(lines.slice(inner[i].index, blockEnd(i)), domain.slug, diagnostics);
      if (task) body.tasks.push(task);
    }
  } else if (section.kind === "conflicts") {
    for (let i = 0; i < inner.length; i++) {
      const block = readConflictBlock(lines.slice(inner[i].index, blockEnd(i)), scan.text);
      if (block) body.conflictBlocks.push(block);
    }
  } else {
    for (const h of inner) {
      if (/^TASK-/i.test(h.text)) {
        const where = lines[h.index];
        diagnostics.push({
          severity: "warning",
          code: "task-outside-pool",
          message: `${h.text.split(/[:：\s]/)[0]} is outside any task pool section and is ignored`,
          line: where.number
        });
      }
    }
  }
}
function readLocale(value, zhHeadings, headingCount) {
  if (value === "zh" || value === "en") return value;
  return headingCount > 0 && zhHeadings * 2 >= headingCount ? "zh" : "en";
}
function findHeadings(lines, from) {
  const headings = [];
  let fence = null;
  for (let i = from; i < lines.length; i++) {
    const content = lines[i].text;
    const fenceMatch = /^\s{0,3}(`{3,}|~{3,})/.exec(content);
    if (fenceMatch) {
      const marker = fenceMatch[1];
      if (fence === null) fence = marker;
      else if (marker[0] === fence[0] && marker.length >= fence.length && content.trim() === marker) fence = null;
      continue;
    }
    if (fence !== null) continue;
    const heading = readAtxHeading(content);
    if (heading) headings.push({ level: heading.level, text: heading.text.trim(), index: i });
  }
  return { headings, openFence: fence };
}
var SEPARATOR = /^\s*[-–—:：]\s*/;
function classify(text) {
  const plain = text.replace(/[*_`]/g, "").trim();
  const lower = plain.toLowerCase();
  for (const [kind, key] of [
    ["task-pool", "taskPool"],
    ["evidence", "evidence"]
  ]) {
    const names = SECTION_HEADINGS[key];
    for (const [lang, name] of [
      ["en", names.en.toLowerCase()],
      ["zh", names.zh]
    ]) {
      if (lower.startsWith(name) && SEPARATOR.test(plain.slice(name.length))) {
        const domain = domainKey(plain.slice(name.length).replace(SEPARATOR, ""));
        if (domain !== "") return { kind, domain, zh: lang === "zh" };
      }
    }
  }
  for (const [kind, key] of [
    ["understanding", "understanding"],
    ["dependencies", "dependencies"],
    ["conflicts", "conflicts"]
  ]) {
    const names = SECTION_HEADINGS[key];
    if (lower === names.en.toLowerCase()) return { kind, domain: null, zh: false };
    if (plain === names.zh || plain.startsWith(`${names.zh} `) || plain.startsWith(`${names.zh}(`)) return { kind, domain: null, zh: true };
  }
  if (lower === "conflict markers") return { kind: "conflicts", domain: null, zh: false };
  return { kind: "other", domain: null, zh: /[\u4e00-\u9fff]/.test(plain) };
}
function ensureDomain(domains, key, headingText) {
  const existing = domains.find((d) => d.slug === key);
  if (existing) return existing;
  const name = headingText.replace(/^[^-–—:：]*[-–—:：]\s*/, "").trim();
  const domain = {
    slug: key,
    title: /^[a-z0-9-]+$/.test(name) ? domainTitle(key) : name,
    range: null,
    description: "",
    state: "empty",
    failure: null
  };
  domains.push(domain);
  return domain;
}
function readPoolIntro(lines, from, to, domain) {
  const quoted = [];
  for (let i = from; i < to; i++) {
    const content = lines[i].text;
    const quote = /^\s*>\s?(.*)$/.exec(content);
    if (!quote) continue;
    const body = quote[1].trim();
    const failure = readFailureMark(body);
    if (failure !== null) {
      domain.state = "failed";
      domain.failure = failure || "failed";
    } else if (body !== "") quoted.push(body);
  }
  if (!domain.description && quoted.length > 0) domain.description = quoted.join(" ");
}
function readFailureMark(body) {
  if (!body.startsWith("\u274C")) return null;
  const rest = skipLeading(body.slice(1), " 	*");
  const word = rest.slice(0, 6).toLowerCase().startsWith("failed") ? 6 : rest.startsWith("\u5931\u8D25") ? 2 : 0;
  if (word === 0) return null;
  return skipLeading(rest.slice(word), " 	*:\uFF1A").trim();
}
function skipLeading(text, chars) {
  let i = 0;
  while (i < text.length && chars.includes(text[i])) i++;
  return text.slice(i);
}

// src/core/shared/severity.ts
var SEVERITY_RANK = { critical: 0, high: 1, medium: 2 };
var SEVERITY_ICON = { critical: "\u{1F534}", high: "\u{1F7E0}", medium: "\u{1F7E1}" };
function countConflicts(conflicts, which = "all") {
  const counts = { critical: 0, high: 0, medium: 0, open: 0 };
  for (const c of conflicts) {
    const open = c.decision === "open";
    if (open) counts.open++;
    if (open || which === "all") counts[c.severity]++;
  }
  return counts;
}

// src/core/engine/cycles.ts
function findCycles(nodes, edges, order) {
  const found = [];
  for (const component of stronglyConnected(nodes, edges)) {
    const only = component[0];
    if (component.length === 1 && !(edges.get(only) ?? []).includes(only)) continue;
    const members = [...component].sort(order);
    found.push({ members, path: shortestCycle(members, edges, order) });
  }
  return found;
}
function shortestCycle(members, edges, order) {
  const start = members[0];
  if (members.length === 1) return [start];
  const inside = new Set(members);
  const parent = /* @__PURE__ */ new Map([[start, start]]);
  const queue = [start];
  for (let head = 0; head < queue.length; head++) {
    const node = queue[head];
    const targets = (edges.get(node) ?? []).filter((t) => inside.has(t) && t !== node).sort(order);
    if (node !== start && targets.includes(start)) {
      const path = [];
      for (let at = node; at !== start; at = parent.get(at)) path.push(at);
      path.push(start);
      return path.reverse();
    }
    for (const target of targets) {
      if (parent.has(target)) continue;
      parent.set(target, node);
      queue.push(target);
    }
  }
  return [start];
}
function stronglyConnected(nodes, edges) {
  let counter = 0;
  const index = /* @__PURE__ */ new Map();
  const low = /* @__PURE__ */ new Map();
  const stack = [];
  const onStack = /* @__PURE__ */ new Set();
  const components = [];
  for (const root of nodes) {
    if (index.has(root)) continue;
    const work = [{ node: root, next: 0 }];
    index.set(root, counter);
    low.set(root, counter++);
    stack.push(root);
    onStack.add(root);
    while (work.length > 0) {
      const frame = work[work.length - 1];
      const targets = edges.get(frame.node) ?? [];
      if (frame.next < targets.length) {
        const target = targets[frame.next++];
        if (!index.has(target)) {
          index.set(target, counter);
          low.set(target, counter++);
          stack.push(target);
          onStack.add(target);
          work.push({ node: target, next: 0 });
        } else if (onStack.has(target)) {
          low.set(frame.node, Math.min(low.get(frame.node), index.get(target)));
        }
        continue;
      }
      work.pop();
      const parent = work[work.length - 1];
      if (parent) low.set(parent.node, Math.min(low.get(parent.node), low.get(frame.node)));
      if (low.get(frame.node) === index.get(frame.node)) {
        const component = [];
        let member;
        do {
          member = stack.pop();
          onStack.delete(member);
          component.push(member);
        } while (member !== frame.node);
        components.push(component);
      }
    }
  }
  return components;
}

// src/core/shared/hash.ts
function hash64(text) {
  let h1 = 2166136261;
  let h2 = 16777619 ^ 2654435769;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    h1 = Math.imul(h1 ^ c, 16777619);
    h2 = Math.imul(h2 ^ c, 1540483477);
    h2 ^= h2 >>> 15;
  }
  h1 ^= h1 >>> 13;
  h1 = Math.imul(h1, 2246822507);
  h1 ^= h1 >>> 16;
  return (h1 >>> 0).toString(16).padStart(8, "0") + (h2 >>> 0).toString(16).padStart(8, "0");
}

// src/core/engine/detect.ts
var TYPE_RANK = {
  dependency_cycle: 0,
  missing_dependency: 1,
  file_conflict: 2,
  strategy_conflict: 3
};
var RESOLUTION = {
  dependency_cycle: "Remove or reorder one of the dependencies so that the tasks can run in sequence",
  missing_dependency: "Add the missing task or drop the reference",
  file_conflict: "Sequence the changes or merge the tasks into one",
  strategy_conflict: "Agree on one approach for the file before execution"
};
function detectConflicts(note) {
  const tasks = uniqueTasks(note.tasks);
  const drafts = [...cycleConflicts(tasks), ...missingConflicts(tasks, note.tasks), ...fileConflicts(tasks), ...strategyConflicts(tasks)];
  drafts.sort(
    (a, b) => SEVERITY_RANK[a.severity] - SEVERITY_RANK[b.severity] || TYPE_RANK[a.type] - TYPE_RANK[b.type] || compareTaskIds(a.tasks_involved[0] ?? "", b.tasks_involved[0] ?? "") || (a.location < b.location ? -1 : a.location > b.location ? 1 : 0)
  );
  const previous = /* @__PURE__ */ new Map();
  const manualIds = /* @__PURE__ */ new Set();
  for (const block of note.conflictBlocks) {
    if (block.fingerprint) previous.set(block.fingerprint, block);
    else manualIds.add(block.id);
  }
  const ids = stableIds(drafts.map(fingerprintOf), previous, manualIds);
  const conflicts = drafts.map((draft, i) => {
    const fingerprint = fingerprintOf(draft);
    const before = previous.get(fingerprint);
    return {
      id: ids[i],
      ...draft,
      decision: before?.decision ?? "open",
      decision_note: before?.decisionNote ?? null,
      fingerprint
    };
  });
  return settleSiblings(conflicts);
}
var ID_SHAPE = /^CONFLICT-(\d{1,9})$/;
function stableIds(fingerprints, previous, manualIds) {
  const taken = new Set(manualIds);
  const kept = fingerprints.map((fingerprint) => {
    const id = previous.get(fingerprint)?.id;
    if (id === void 0 || !ID_SHAPE.test(id) || taken.has(id)) return void 0;
    taken.add(id);
    return id;
  });
  let next = 1 + Math.max(0, ...[...taken].map((id) => Number(ID_SHAPE.exec(id)?.[1] ?? 0)));
  return kept.map((id) => id ?? conflictId(next++));
}
var SETTLED = /^settled with (CONFLICT-\d{1,9})\b/;
function settleSiblings(conflicts) {
  const byId = new Map(conflicts.map((c) => [c.id, c]));
  return conflicts.map((conflict) => {
    if (conflict.type !== "strategy_conflict") return conflict;
    const sibling = conflicts.find(
      (c) => c.type === "file_conflict" && c.decision === "resolved" && c.location.startsWith(`${conflict.location}:`) && conflict.tasks_involved.every((t) => c.tasks_involved.includes(t))
    );
    const settledBy = SETTLED.exec(conflict.decision_note ?? "")?.[1];
    if (conflict.decision === "open" && sibling)
      return {
        ...conflict,
        decision: "resolved",
        decision_note: `settled with ${sibling.id}${sibling.decision_note ? `: ${sibling.decision_note}` : ""}`
      };
    if (conflict.decision === "resolved" && settledBy && byId.get(settledBy)?.decision !== "resolved" && !sibling)
      return { ...conflict, decision: "open", decision_note: null };
    return conflict;
  });
}
function conflictId(n) {
  return `CONFLICT-${String(n).padStart(3, "0")}`;
}
function fingerprintOf(draft) {
  return hash64(`${draft.type}|${[...draft.tasks_involved].sort(compareTaskIds).join(",")}|${draft.location}`);
}
function uniqueTasks(tasks) {
  const seen = /* @__PURE__ */ new Set();
  return tasks.filter((task) => {
    if (seen.has(task.id)) return false;
    seen.add(task.id);
    return true;
  });
}
function domainsOf(tasks) {
  return [...new Set(tasks.map((t) => t.domain))].sort();
}
function cycleConflicts(tasks) {
  const ids = new Set(tasks.map((t) => t.id));
  const byId = new Map(tasks.map((t) => [t.id, t]));
  const edges = new Map(tasks.map((t) => [t.id, t.dependsOn.filter((d) => ids.has(d))]));
  const nodes = [...ids].sort(compareTaskIds);
  return findCycles(nodes, edges, compareTaskIds).map(({ members, path: cycle }) => {
    const path = [...cycle, cycle[0]].join(" \u2192 ");
    return {
      type: "dependency_cycle",
      severity: "critical",
      tasks_involved: members,
      domains_involved: domainsOf(members.map((id) => byId.get(id))),
      location: path,
      description: `Dependency cycle: ${path}`,
      suggested_resolution: RESOLUTION.dependency_cycle
    };
  });
}
function missingConflicts(tasks, all) {
  const ids = new Set(all.map((t) => t.id));
  const drafts = [];
  for (const task of tasks) {
    for (const dep of task.dependsOn) {
      if (ids.has(dep)) continue;
      drafts.push({
        type: "missing_dependency",
        severity: "high",
        tasks_involved: [task.id],
        domains_involved: [task.domain],
        location: dep,
        description: `${task.id} depends on ${dep}, which no task defines`,
        suggested_resolution: RESOLUTION.missing_dependency
      });
    }
  }
  return drafts;
}
function groupBy(tasks, keysOf) {
  const groups = /* @__PURE__ */ new Map();
  for (const task of tasks) {
    for (const key of new Set(keysOf(task))) {
      const list = groups.get(key);
      if (list) list.push(task);
      else groups.set(key, [task]);
    }
  }
  return groups;
}
function fileConflicts(tasks) {
  const groups = groupBy(
    tasks,
    (task) => task.modificationPoints.filter((p) => p.file !== null).map((p) => `${p.file}:${normalizeLocation(p.location)}`)
  );
  const drafts = [];
  for (const [key, group] of groups) {
    const domains = domainsOf(group);
    if (domains.length < 2) continue;
    drafts.push({
      type: "file_conflict",
      severity: "high",
      tasks_involved: group.map((t) => t.id).sort(compareTaskIds),
      domains_involved: domains,
      location: key,
      description: `${key} modified by ${listWords(domains)}`,
      suggested_resolution: RESOLUTION.file_conflict
    });
  }
  return drafts;
}
function strategyConflicts(tasks) {
  const drafts = [];
  for (const [file, group] of groupBy(tasks, (task) => task.files)) {
    if (domainsOf(group).length < 2) continue;
    const risky = group.filter((t) => t.conflictRisk === "Medium" || t.conflictRisk === "High");
    const domains = domainsOf(risky);
    if (domains.length < 2) continue;
    drafts.push({
      type: "strategy_conflict",
      severity: "medium",
      tasks_involved: risky.map((t) => t.id).sort(compareTaskIds),
      domains_involved: domains,
      location: file,
      description: `${file} is changed by medium/high-risk tasks of ${listWords(domains)}`,
      suggested_resolution: RESOLUTION.strategy_conflict
    });
  }
  return drafts;
}
function listWords(items) {
  if (items.length <= 2) return items.join(" and ");
  return `${items.slice(0, -1).join(", ")} and ${items[items.length - 1]}`;
}
function failingConflicts(conflicts, failOn) {
  if (failOn === "none") return [];
  const limit = SEVERITY_RANK[failOn];
  return conflicts.filter((c) => c.decision === "open" && SEVERITY_RANK[c.severity] <= limit);
}

// src/core/shared/json.ts
function stableJson(value) {
  return `${JSON.stringify(value, null, 2) ?? "null"}
`;
}

// src/core/engine/waves.ts
function computeWaves(tasks) {
  const depsOf = /* @__PURE__ */ new Map();
  for (const task of tasks) {
    const deps = depsOf.get(task.id) ?? /* @__PURE__ */ new Set();
    for (const dep of task.dependsOn) deps.add(dep);
    depsOf.set(task.id, deps);
  }
  const unmet = /* @__PURE__ */ new Map();
  const dependents = /* @__PURE__ */ new Map();
  for (const [id, deps] of depsOf) {
    let count = 0;
    for (const dep of deps) {
      if (!depsOf.has(dep)) continue;
      count++;
      const list = dependents.get(dep);
      if (list) list.push(id);
      else dependents.set(dep, [id]);
    }
    unmet.set(id, count);
  }
  const waves = [];
  let current = [];
  for (const [id, count] of unmet) if (count === 0) current.push(id);
  let placed = 0;
  while (current.length > 0) {
    current.sort(compareTaskIds);
    waves.push(current);
    placed += current.length;
    const next = [];
    for (const id of current) {
      for (const dependent of dependents.get(id) ?? []) {
        const left = (unmet.get(dependent) ?? 0) - 1;
        unmet.set(dependent, left);
        if (left === 0) next.push(dependent);
      }
    }
    current = next;
  }
  const blocked = [];
  if (placed < unmet.size) {
    for (const [id, count] of unmet) if (count > 0) blocked.push(id);
  }
  blocked.sort(compareTaskIds);
  return { waves, blocked };
}

// src/planner/records.ts
var ANALYSIS_PATH = "requirement-analysis.json";
var SESSION_PATH = "session.json";
var domainRecordPath = (slug) => `domains/${slug}/plan.json`;
async function readJson(store, path, valid2) {
  const text = await store.read(path);
  if (text === void 0) return void 0;
  try {
    const value = JSON.parse(text);
    return valid2(value) ? value : void 0;
  } catch {
    return void 0;
  }
}
var isAnalysisRecord = (v) => typeof v === "object" && v !== null && Array.isArray(v.domains) && typeof v.analysis === "object";
var isDomainRecord = (v) => typeof v === "object" && v !== null && Array.isArray(v.tasks) && typeof v.domain === "string";
var isSessionRecord = (v) => typeof v === "object" && v !== null && typeof v.repo === "string" && v.repo !== "";
function recordFile(path, value) {
  return { path, content: stableJson(value) };
}

export {
  SECTION_HEADINGS,
  TASK_LABELS,
  CONFLICT_LABELS,
  NO_CONFLICTS,
  DECISION_WORDS,
  generatedBegin,
  generatedEnd,
  conflictMarker,
  readConflictMarker,
  ARROW_MEANING,
  OLD_ARROW_MEANING,
  unverifiedMarker,
  parsePlanNote,
  stableJson,
  computeWaves,
  SEVERITY_ICON,
  countConflicts,
  findCycles,
  detectConflicts,
  failingConflicts,
  ANALYSIS_PATH,
  SESSION_PATH,
  domainRecordPath,
  readJson,
  isAnalysisRecord,
  isDomainRecord,
  isSessionRecord,
  recordFile
};
