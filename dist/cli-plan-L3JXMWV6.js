import { createRequire as __cplanCreateRequire } from 'node:module'; import { fileURLToPath as __cplanFileURLToPath } from 'node:url'; const require = __cplanCreateRequire(import.meta.url); const __filename = __cplanFileURLToPath(import.meta.url);
import {
  PLAN_HELP,
  PLAN_OPTIONS,
  localLinkBase,
  runPlanCommand
} from "./cli-chunk-W6BVTY3W.js";
import "./cli-chunk-QTBNTDLK.js";
import "./cli-chunk-CQEQHKB4.js";
import "./cli-chunk-ST4LJVZK.js";
import "./cli-chunk-QB7PBKX7.js";
import "./cli-chunk-5Y3FURUQ.js";
import "./cli-chunk-2US24M2Q.js";
import "./cli-chunk-FDLPLIL5.js";
import "./cli-chunk-W4NIXVGQ.js";
import "./cli-chunk-IQVMCXMB.js";
import "./cli-chunk-PPRUX6JY.js";
import "./cli-chunk-AOJZY5KE.js";
import "./cli-chunk-26ICYOVR.js";
import "./cli-chunk-QNVZ4HPZ.js";
import "./cli-chunk-2NRMROHP.js";
import "./cli-chunk-TPR4O2P6.js";
import "./cli-chunk-24TD6DOY.js";
import "./cli-chunk-HI3DZDWS.js";
export {
  PLAN_HELP,
  PLAN_OPTIONS,
  localLinkBase,
  runPlanCommand
};
