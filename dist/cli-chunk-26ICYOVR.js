import { createRequire as __cplanCreateRequire } from 'node:module'; import { fileURLToPath as __cplanFileURLToPath } from 'node:url'; const require = __cplanCreateRequire(import.meta.url); const __filename = __cplanFileURLToPath(import.meta.url);

// src/core/shared/secrets.ts
var START = "(?<![A-Za-z0-9_-])";
var SHAPES = [
  { kind: "GitHub token", pattern: new RegExp(`${START}gh[pousr]_[A-Za-z0-9]{36,}`, "g") },
  { kind: "GitHub token", pattern: new RegExp(`${START}github_pat_[A-Za-z0-9_]{22,}`, "g") },
  { kind: "AWS access key id", pattern: /(?<![A-Za-z0-9])(?:AKIA|ASIA)[A-Z0-9]{16}(?![A-Za-z0-9])/g },
  { kind: "Anthropic API key", pattern: new RegExp(`${START}sk-ant-[A-Za-z0-9_-]{20,}`, "g") },
  // `sk-` then at least 32 characters (legacy and `sk-proj-` keys); a word-only run such as
  // `sk-some-very-long-kebab-case-name` is no key: keys mix in digits.
  {
    kind: "OpenAI API key",
    pattern: new RegExp(`${START}sk-(?!ant-)[A-Za-z0-9_-]{32,}`, "g"),
    accept: (match) => /\d/.test(match) && /[A-Za-z]/.test(match.slice(3))
  },
  { kind: "Slack token", pattern: new RegExp(`${START}xox[abprs]-[A-Za-z0-9-]{10,}`, "g") },
  { kind: "Stripe key", pattern: new RegExp(`${START}[sr]k_live_[A-Za-z0-9]{16,}`, "g") },
  {
    kind: "JWT",
    pattern: new RegExp(`${START}eyJ[A-Za-z0-9_-]+\\.eyJ[A-Za-z0-9_-]+\\.[A-Za-z0-9_-]*`, "g"),
    accept: (match) => match.length >= 60
  }
];
var PEM_BEGIN = /-----BEGIN (?:[A-Z0-9]+ ){0,3}PRIVATE KEY(?: BLOCK)?-----/g;
var PEM_END = /-----END (?:[A-Z0-9]+ ){0,3}PRIVATE KEY(?: BLOCK)?-----/g;
var PEM_BODY = /(?:(?:\r?\n|\\n)[A-Za-z0-9+/=]+(?=\r?\n|\\n|$))*/y;
var GOOGLE_KEY = /"private_key"\s*:\s*"-----BEGIN[^"]*"?/g;
function shapeSpans(text) {
  const spans = [];
  for (const { kind, pattern, accept } of SHAPES) {
    for (const match of text.matchAll(pattern)) {
      if (!accept || accept(match[0])) spans.push({ kind, index: match.index, end: match.index + match[0].length });
    }
  }
  for (const match of text.matchAll(GOOGLE_KEY))
    spans.push({ kind: "Google service account key", index: match.index, end: match.index + match[0].length });
  return spans;
}
function pemSpans(text) {
  const spans = [];
  let end;
  for (const begin of text.matchAll(PEM_BEGIN)) {
    if (begin.index < (spans.at(-1)?.end ?? 0)) continue;
    const from = begin.index + begin[0].length;
    if (end !== null && (end === void 0 || end.index < from)) {
      PEM_END.lastIndex = from;
      end = PEM_END.exec(text);
    }
    if (end) {
      spans.push({ kind: "private key", index: begin.index, end: end.index + end[0].length });
      continue;
    }
    PEM_BODY.lastIndex = from;
    PEM_BODY.exec(text);
    spans.push({ kind: "private key", index: begin.index, end: PEM_BODY.lastIndex });
  }
  return spans;
}
function spansOf(text) {
  const all = [...shapeSpans(text), ...pemSpans(text)].sort((a, b) => a.index - b.index || b.end - a.end);
  const kept = [];
  for (const span of all) if (kept.length === 0 || span.index >= (kept.at(-1)?.end ?? 0)) kept.push(span);
  return kept;
}
function redactSecrets(text) {
  const source = String(text ?? "");
  const spans = spansOf(source);
  if (spans.length === 0) return { text: source, found: [] };
  let out = "";
  let at = 0;
  for (const span of spans) {
    out += `${source.slice(at, span.index)}[redacted: ${span.kind}]`;
    at = span.end;
  }
  return { text: out + source.slice(at), found: [...new Set(spans.map((span) => span.kind))] };
}

// src/core/shared/errors.ts
var ERROR_REASONS = [
  "auth",
  "permission",
  "rate_limit",
  "network",
  "overloaded",
  "invalid_output",
  "budget",
  "timeout",
  "config",
  "input",
  "not_found",
  "internal"
];
var RETRYABLE = /* @__PURE__ */ new Set(["rate_limit", "overloaded", "network", "timeout"]);
var retryableByDefault = (reason) => RETRYABLE.has(reason);
var CplanError = class extends Error {
  reason;
  status;
  retryable;
  service;
  constructor(message, details) {
    super(message, "cause" in details ? { cause: details.cause } : void 0);
    this.name = "CplanError";
    this.reason = details.reason;
    this.status = details.status;
    this.retryable = details.retryable ?? retryableByDefault(details.reason);
    this.service = details.service;
  }
};
function reasonForStatus(status) {
  if (status === void 0) return "internal";
  if (status === 401) return "auth";
  if (status === 402 || status === 403) return "permission";
  if (status === 404 || status === 410) return "not_found";
  if (status === 408 || status === 504) return "timeout";
  if (status === 429) return "rate_limit";
  if (status === 529) return "overloaded";
  if (status >= 500 && status <= 599) return "network";
  return "internal";
}
var NETWORK_ERROR_CODES = /* @__PURE__ */ new Set([
  "ENOTFOUND",
  "EAI_AGAIN",
  "EAI_FAIL",
  "ECONNREFUSED",
  "ECONNRESET",
  "ECONNABORTED",
  "ETIMEDOUT",
  "EHOSTUNREACH",
  "EHOSTDOWN",
  "ENETUNREACH",
  "ENETDOWN",
  "EPIPE",
  "UND_ERR_CONNECT_TIMEOUT",
  "UND_ERR_SOCKET",
  "UND_ERR_CLOSED"
]);
var MAX_DEPTH = 8;
var causeOf = (error) => error?.cause;
var isReason = (value) => typeof value === "string" && ERROR_REASONS.includes(value);
function reasonOf(error) {
  let current = error;
  for (let depth = 0; current && depth < MAX_DEPTH; depth++, current = causeOf(current)) {
    const candidate = current;
    if (typeof candidate === "object" && isReason(candidate.reason)) {
      return {
        reason: candidate.reason,
        status: typeof candidate.status === "number" ? candidate.status : void 0,
        retryable: typeof candidate.retryable === "boolean" ? candidate.retryable : retryableByDefault(candidate.reason),
        service: candidate.service
      };
    }
  }
  const reason = guessReason(error);
  return { reason, retryable: retryableByDefault(reason) };
}
function guessReason(error) {
  let current = error;
  for (let depth = 0; current && depth < MAX_DEPTH; depth++, current = causeOf(current)) {
    const { code, name } = current;
    if (typeof code === "string" && code.startsWith("ERR_PARSE_ARGS")) return "input";
    if (typeof code === "string" && NETWORK_ERROR_CODES.has(code)) return "network";
    if (name === "TimeoutError" || name === "AbortError") return "timeout";
    if (name === "ZodError") return "invalid_output";
  }
  return "internal";
}
var MAX_MESSAGE = 300;
var SECRETS = [
  [/sk-ant-[\w-]{8,}/g, "[redacted]"],
  [/\bgh[pousr]_\w{16,}/g, "[redacted]"],
  [/\bgithub_pat_\w{16,}/g, "[redacted]"],
  [/\b(bearer|token)\s+[\w.~+/=-]{16,}/gi, "$1 [redacted]"],
  // `Authorization: Basic <base64 of user:secret>`: the rule below would only take the word Basic.
  [/\b(basic)\s+[\w+/-]{8,}=*/gi, "$1 [redacted]"],
  [/(x-api-key|api[_-]?key|authorization)(["']?\s*[:=]\s*["']?)[^\s"',;]+/gi, "$1$2[redacted]"],
  [/(\/\/)[^\s/:@]+:[^\s/@]+@/g, "$1[redacted]@"]
];
function redactSecrets2(text) {
  return redactSecrets(SECRETS.reduce((out, [pattern, replacement]) => out.replace(pattern, replacement), text)).text;
}
var MIN_KNOWN_SECRET = 8;
var escapeRegExp = (text) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
var BASE64_RUN = /[A-Za-z0-9+/_-]+=*/g;
function base64Fragments(secret) {
  const bytes = Buffer.from(secret, "utf8");
  const fragments = /* @__PURE__ */ new Set();
  for (const before of [0, 1, 2]) {
    const encoded = Buffer.concat([Buffer.alloc(before), bytes]).toString("base64url");
    const end = (before + bytes.length) % 3 === 0 ? encoded.length : encoded.length - 1;
    const fragment = encoded.slice([0, 2, 3][before], end);
    fragments.add(fragment);
    fragments.add(fragment.replace(/-/g, "+").replace(/_/g, "/"));
  }
  return [...fragments];
}
function plainOrPercentEncoded(secret) {
  const chars = Array.from(secret, (char) => {
    const encoded = Array.from(Buffer.from(char, "utf8"), (byte) => `%${byte.toString(16).padStart(2, "0")}`).join("");
    return `(?:${escapeRegExp(char)}|${encoded})`;
  });
  return new RegExp(chars.join(""), "gi");
}
function redactKnownSecrets(text, secrets) {
  let out = String(text ?? "");
  for (const secret of new Set(secrets)) {
    if (!secret || secret.length < MIN_KNOWN_SECRET) continue;
    out = out.replace(plainOrPercentEncoded(secret), "[redacted]");
    const fragments = base64Fragments(secret).filter((fragment) => fragment.length >= MIN_KNOWN_SECRET);
    out = out.replace(BASE64_RUN, (run) => fragments.some((fragment) => run.includes(fragment)) ? "[redacted]" : run);
  }
  return out;
}
function rawMessage(error) {
  if (error instanceof Error) return error.message;
  const message = error?.message;
  if (typeof message === "string") return message;
  return String(error);
}
function describeError(error, options = {}) {
  const { reason, service } = reasonOf(error);
  const known = redactKnownSecrets(rawMessage(error), options.secrets ?? []);
  const firstLine = known.trim().split("\n")[0]?.trim() ?? "";
  const message = redactSecrets2(firstLine).slice(0, MAX_MESSAGE) || "unknown error";
  return { reason, message, nextStep: nextStepFor(reason, service, options) };
}
function phrasing(options) {
  const surface = options.surface ?? (options.trigger ? "comment" : "cli");
  const resumable = options.resumable ?? true;
  const kept = resumable ? "; finished work is kept" : "";
  if (surface === "comment") {
    const trigger = options.trigger ?? "/plan";
    const restart = `comment \`${trigger}\` again`;
    return { surface, retry: resumable ? `comment \`${trigger} continue\`` : restart, restart, kept, config: "`.github/cplan.yml`" };
  }
  if (surface === "action")
    return { surface, retry: "re-run the workflow", restart: "re-run the workflow", kept, config: "`.github/cplan.yml`" };
  return {
    surface,
    retry: resumable ? "run the command again (`cplan plan --continue <session-dir>` resumes a plan)" : "run the command again",
    restart: "run the command again",
    kept,
    config: "the config file"
  };
}
var capitalize = (text) => text.charAt(0).toUpperCase() + text.slice(1);
function serviceName(service) {
  if (service === "anthropic") return "the Anthropic API";
  if (service === "openai") return "the OpenAI-compatible API";
  if (service === "bedrock") return "Amazon Bedrock";
  if (service === "vertex") return "Google Vertex AI";
  return service === "github" ? "GitHub" : "the service";
}
function nextStepFor(reason, service, options) {
  const p = phrasing(options);
  switch (reason) {
    case "auth":
      if (service === "github") return `Check the GitHub token or app installation cplan uses, then ${p.retry}.`;
      if (service === "anthropic") return `Check the Anthropic API key configured for cplan (ANTHROPIC_API_KEY), then ${p.retry}.`;
      if (service === "openai")
        return `Check the API key and endpoint configured for cplan (OPENAI_API_KEY, OPENAI_BASE_URL), then ${p.retry}.`;
      if (service === "bedrock") return `Check the AWS credentials and AWS_REGION cplan runs with, then ${p.retry}.`;
      if (service === "vertex")
        return `Check the Google credentials, CLOUD_ML_REGION and ANTHROPIC_VERTEX_PROJECT_ID cplan runs with, then ${p.retry}.`;
      return `Check the credentials configured for cplan (ANTHROPIC_API_KEY, the GitHub token), then ${p.retry}.`;
    case "permission":
      if (service === "github")
        return `Give cplan's token or app write access to the contents, issues and pull requests of this repository, then ${p.retry}.`;
      if (service === "anthropic" || service === "openai" || service === "bedrock" || service === "vertex")
        return `Use a key that may call this model, or set another \`model\` in ${p.config}, then ${p.retry}.`;
      return `Check what cplan's credentials are allowed to do, then ${p.retry}.`;
    case "rate_limit":
      return `The rate limit of ${serviceName(service)} was reached. Wait a few minutes, then ${p.retry}${p.kept}.`;
    case "overloaded":
      return `${capitalize(serviceName(service ?? "anthropic"))} is overloaded. Wait a few minutes, then ${p.retry}${p.kept}.`;
    case "network":
      return `${capitalize(serviceName(service))} could not be reached or did not answer. Check the connection or wait a few minutes, then ${p.retry}${p.kept}.`;
    case "invalid_output":
      return `The model did not give a valid answer. ${capitalize(p.retry)} to try again, or set a stronger \`model\` in ${p.config}${p.kept}.`;
    case "budget":
      return `Raise \`max_cost_usd\` in ${p.config} if the plan is worth more, then ${p.retry}${p.kept}.`;
    case "timeout":
      return `${capitalize(p.retry)} to ${p.kept ? "resume" : "try again"}${p.kept}. Raise \`timeout_minutes\` in ${p.config} if runs need more time.`;
    case "config":
      return `Fix ${p.config} as the message says, then ${p.restart}.`;
    case "input":
      if (p.surface === "cli") return "See `cplan <command> --help` for the usage.";
      if (p.surface === "action") return "Fix the workflow inputs as the message says, then re-run the workflow.";
      return `Fix what the message names, then ${p.restart}.`;
    case "not_found":
      return `Check that what the message names exists (the issue, the branch, the model name), then ${p.retry}.`;
    case "internal":
      if (p.surface === "cli") return "Run it again with CPLAN_DEBUG=1 for the stack trace, and report it if it keeps failing.";
      return p.kept ? `${capitalize(p.retry)} to retry; everything already planned is kept on the branch.` : `${capitalize(p.retry)} to retry.`;
  }
}

export {
  redactSecrets,
  ERROR_REASONS,
  retryableByDefault,
  CplanError,
  reasonForStatus,
  NETWORK_ERROR_CODES,
  reasonOf,
  redactSecrets2,
  redactKnownSecrets,
  describeError
};
