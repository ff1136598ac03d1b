import { createRequire as __cplanCreateRequire } from 'node:module'; import { fileURLToPath as __cplanFileURLToPath } from 'node:url'; const require = __cplanCreateRequire(import.meta.url); const __filename = __cplanFileURLToPath(import.meta.url);
import {
  child_process,
  crypto,
  fs,
  os,
  path,
  stream,
  util
} from "./cli-chunk-PALKXGZL.js";
import "./cli-chunk-HI3DZDWS.js";
export {
  child_process,
  crypto,
  fs,
  os,
  path,
  stream,
  util
};
