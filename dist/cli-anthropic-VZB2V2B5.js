import { createRequire as __cplanCreateRequire } from 'node:module'; import { fileURLToPath as __cplanFileURLToPath } from 'node:url'; const require = __cplanCreateRequire(import.meta.url); const __filename = __cplanFileURLToPath(import.meta.url);
import {
  AnthropicProvider
} from "./cli-chunk-NTBDHCHA.js";
import "./cli-chunk-AC5QYQU2.js";
import "./cli-chunk-6R23THPP.js";
import "./cli-chunk-GAEV247U.js";
import "./cli-chunk-KPVE37FZ.js";
import "./cli-chunk-FKXXYTSM.js";
import "./cli-chunk-ZXZ2VIQV.js";
import "./cli-chunk-EL37IHIR.js";
import "./cli-chunk-26ICYOVR.js";
import "./cli-chunk-HI3DZDWS.js";
export {
  AnthropicProvider
};
