import { createRequire as __cplanCreateRequire } from 'node:module'; import { fileURLToPath as __cplanFileURLToPath } from 'node:url'; const require = __cplanCreateRequire(import.meta.url); const __filename = __cplanFileURLToPath(import.meta.url);
import {
  PLAN_HELP,
  PLAN_OPTIONS,
  localLinkBase,
  runPlanCommand
} from "./cli-chunk-H5JQL3FJ.js";
import "./cli-chunk-YVGIG6D2.js";
import "./cli-chunk-5Y3FURUQ.js";
import "./cli-chunk-2US24M2Q.js";
import "./cli-chunk-6X4C3HKW.js";
import "./cli-chunk-IQVMCXMB.js";
import "./cli-chunk-ST4LJVZK.js";
import "./cli-chunk-UHSBF7Z5.js";
import "./cli-chunk-D4MBFPHH.js";
import "./cli-chunk-KUCNQHXU.js";
import "./cli-chunk-NQHX6N2Y.js";
import "./cli-chunk-AOJZY5KE.js";
import "./cli-chunk-3PLPJE5N.js";
import "./cli-chunk-47CU3EAA.js";
import "./cli-chunk-ZXZ2VIQV.js";
import "./cli-chunk-EL37IHIR.js";
import "./cli-chunk-26ICYOVR.js";
import "./cli-chunk-HI3DZDWS.js";
export {
  PLAN_HELP,
  PLAN_OPTIONS,
  localLinkBase,
  runPlanCommand
};
