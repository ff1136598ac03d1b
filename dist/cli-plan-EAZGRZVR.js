import { createRequire as __cplanCreateRequire } from 'node:module'; import { fileURLToPath as __cplanFileURLToPath } from 'node:url'; const require = __cplanCreateRequire(import.meta.url); const __filename = __cplanFileURLToPath(import.meta.url);
import {
  PLAN_HELP,
  PLAN_OPTIONS,
  localLinkBase,
  runPlanCommand
} from "./cli-chunk-7AHCLMIG.js";
import "./cli-chunk-HSP6SMHH.js";
import "./cli-chunk-NOT3U6SO.js";
import "./cli-chunk-ST4LJVZK.js";
import "./cli-chunk-KD3HG2WW.js";
import "./cli-chunk-5Y3FURUQ.js";
import "./cli-chunk-2US24M2Q.js";
import "./cli-chunk-5XJJ6FBJ.js";
import "./cli-chunk-EJEIVT7Z.js";
import "./cli-chunk-IQVMCXMB.js";
import "./cli-chunk-O7A3EVH6.js";
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
