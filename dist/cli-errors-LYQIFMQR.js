import { createRequire as __cplanCreateRequire } from 'node:module'; import { fileURLToPath as __cplanFileURLToPath } from 'node:url'; const require = __cplanCreateRequire(import.meta.url); const __filename = __cplanFileURLToPath(import.meta.url);
import {
  UsageError
} from "./cli-chunk-AOJZY5KE.js";
import "./cli-chunk-26ICYOVR.js";
import "./cli-chunk-HI3DZDWS.js";
export {
  UsageError
};
