import { createRequire as __cplanCreateRequire } from 'node:module'; import { fileURLToPath as __cplanFileURLToPath } from 'node:url'; const require = __cplanCreateRequire(import.meta.url); const __filename = __cplanFileURLToPath(import.meta.url);
import {
  CplanError,
  ERROR_REASONS,
  NETWORK_ERROR_CODES,
  describeError,
  reasonForStatus,
  reasonOf,
  redactKnownSecrets,
  redactSecrets2 as redactSecrets,
  retryableByDefault
} from "./cli-chunk-26ICYOVR.js";
import "./cli-chunk-HI3DZDWS.js";
export {
  CplanError,
  ERROR_REASONS,
  NETWORK_ERROR_CODES,
  describeError,
  reasonForStatus,
  reasonOf,
  redactKnownSecrets,
  redactSecrets,
  retryableByDefault
};
