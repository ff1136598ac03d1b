import { createRequire as __cplanCreateRequire } from 'node:module'; import { fileURLToPath as __cplanFileURLToPath } from 'node:url'; const require = __cplanCreateRequire(import.meta.url); const __filename = __cplanFileURLToPath(import.meta.url);
import {
  CplanError,
  reasonOf
} from "./cli-chunk-26ICYOVR.js";

// src/repo/errors.ts
var MISSING = /* @__PURE__ */ new Set(["ENOENT", "ENOTDIR", "EACCES", "EPERM"]);
var SnapshotError = class extends CplanError {
  constructor(message, source, options) {
    super(message, { ...options, reason: options?.reason ?? snapshotReason(options?.cause) });
    this.source = source;
    this.name = "SnapshotError";
  }
  source;
};
function snapshotReason(cause) {
  if (cause === void 0) return "internal";
  const { reason } = reasonOf(cause);
  if (reason !== "internal") return reason;
  const code = cause?.code;
  if (typeof code === "string" && MISSING.has(code)) return "input";
  return "internal";
}

// src/repo/secret-files.ts
import { posix } from "node:path";
var SECRET_NAMES = /* @__PURE__ */ new Set([
  ".env",
  // direnv's file: `export AWS_SECRET_ACCESS_KEY=…` is what it is usually for.
  ".envrc",
  ".npmrc",
  ".netrc",
  // What Windows tools read instead of .netrc.
  "_netrc",
  ".pypirc",
  ".git-credentials",
  ".pgpass",
  "credentials.json"
]);
var SECRET_PATTERN = /^(?:\.env\..+|gha-creds-.*\.json|service-account.*\.json|client_secret.*\.json|.+\.pem|.+\.key|id_(?:rsa|dsa|ecdsa|ed25519)(?:[_-][^.]*)?)$/;
var ENV_TEMPLATE = /^\.env(?:\.[^.]+)*\.(?:example|sample|template)$/;
function isSecretFile(path) {
  const name = posix.basename(path).toLowerCase();
  if (SECRET_NAMES.has(name)) return true;
  return SECRET_PATTERN.test(name) && !ENV_TEMPLATE.test(name);
}
function withSecrets(snapshot, count) {
  snapshot.info.skippedSecret = count;
  if (count > 0) {
    const sentence = `Left out ${count} credential file${count === 1 ? "" : "s"} (such as .env or a private key) unread.`;
    snapshot.info.note = snapshot.info.note ? `${snapshot.info.note} ${sentence}` : sentence;
  }
  return snapshot;
}

export {
  SnapshotError,
  isSecretFile,
  withSecrets
};
