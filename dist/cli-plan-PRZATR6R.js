import { createRequire as __cplanCreateRequire } from 'node:module'; import { fileURLToPath as __cplanFileURLToPath } from 'node:url'; const require = __cplanCreateRequire(import.meta.url); const __filename = __cplanFileURLToPath(import.meta.url);
import {
  PLAN_HELP,
  localLinkBase,
  runPlanCommand
} from "./cli-chunk-IZTJFBZ6.js";
import "./cli-chunk-GRASFVOK.js";
import "./cli-chunk-ST4LJVZK.js";
import "./cli-chunk-WLZZQC4N.js";
import "./cli-chunk-DTDEAF2E.js";
import "./cli-chunk-QYM3NLJH.js";
import "./cli-chunk-UHV7FE5O.js";
import "./cli-chunk-HBYNMSPR.js";
import "./cli-chunk-GXXPLW56.js";
import "./cli-chunk-AOJZY5KE.js";
import "./cli-chunk-26ICYOVR.js";
import "./cli-chunk-QNVZ4HPZ.js";
import "./cli-chunk-2NRMROHP.js";
import "./cli-chunk-TPR4O2P6.js";
import "./cli-chunk-24TD6DOY.js";
import "./cli-chunk-HI3DZDWS.js";
export {
  PLAN_HELP,
  localLinkBase,
  runPlanCommand
};
