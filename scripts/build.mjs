// Bundles each entry into one ESM file under dist/. The banner recreates `require` because some
// dependencies call require() for Node built-ins, which esbuild's ESM output cannot do by itself.

import { existsSync } from 'node:fs';
import { build } from 'esbuild';

const entries = [
  { in: 'src/cli/main.ts', out: 'cli' },
  { in: 'src/app/index.ts', out: 'app' },
  { in: 'src/action/main.ts', out: 'action' },
  // Re-checks of untrusted plan notes run here, in a worker thread with a time limit.
  { in: 'src/planner/note-worker.ts', out: 'note-worker' },
].filter((e) => existsSync(e.in));

await build({
  entryPoints: entries,
  outdir: 'dist',
  bundle: true,
  platform: 'node',
  target: 'node20',
  format: 'esm',
  legalComments: 'none',
  logLevel: 'warning',
  banner: {
    js: "import { createRequire as __cplanCreateRequire } from 'node:module'; const require = __cplanCreateRequire(import.meta.url);",
  },
});
