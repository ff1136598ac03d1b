import { createRequire as __cplanCreateRequire } from 'node:module'; import { fileURLToPath as __cplanFileURLToPath } from 'node:url'; const require = __cplanCreateRequire(import.meta.url); const __filename = __cplanFileURLToPath(import.meta.url);
import {
  AnthropicProvider
} from "./cli-chunk-EIGAEARV.js";
import "./cli-chunk-AC5QYQU2.js";
import "./cli-chunk-GZB7D4U4.js";
import "./cli-chunk-XCWK5FZI.js";
import "./cli-chunk-3PLPJE5N.js";
import "./cli-chunk-47CU3EAA.js";
import "./cli-chunk-ZXZ2VIQV.js";
import "./cli-chunk-EL37IHIR.js";
import "./cli-chunk-26ICYOVR.js";
import "./cli-chunk-HI3DZDWS.js";
export {
  AnthropicProvider
};
