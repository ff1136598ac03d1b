import { createRequire as __cplanCreateRequire } from 'node:module'; import { fileURLToPath as __cplanFileURLToPath } from 'node:url'; const require = __cplanCreateRequire(import.meta.url); const __filename = __cplanFileURLToPath(import.meta.url);
import {
  CplanError
} from "./cli-chunk-26ICYOVR.js";

// src/cli/errors.ts
var UsageError = class extends CplanError {
  constructor(message) {
    super(message, { reason: "input" });
    this.name = "UsageError";
  }
};

export {
  UsageError
};
