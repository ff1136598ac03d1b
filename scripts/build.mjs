// Bundles each entry into one ESM file under dist/. The banner recreates `require` and `__filename`
// because some dependencies use them, which esbuild's ESM output cannot provide by itself.

import { copyFileSync, existsSync, mkdirSync, readdirSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { build } from 'esbuild';

const entries = [
  { in: 'src/cli/main.ts', out: 'cli' },
  { in: 'src/app/index.ts', out: 'app' },
  { in: 'src/action/main.ts', out: 'action' },
  // Re-checks of untrusted plan notes run here, in a worker thread with a time limit.
  { in: 'src/planner/note-worker.ts', out: 'note-worker' },
  // A large repository's index counts its files in worker threads (src/retrieval/count-parallel.ts).
  { in: 'src/retrieval/index-worker.ts', out: 'index-worker' },
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
    // `__filename` too: the tree-sitter runtime finds itself with it (no bundled module declares one).
    js: "import { createRequire as __cplanCreateRequire } from 'node:module'; import { fileURLToPath as __cplanFileURLToPath } from 'node:url'; const require = __cplanCreateRequire(import.meta.url); const __filename = __cplanFileURLToPath(import.meta.url);",
  },
});

// The tree-sitter runtime and grammars (WebAssembly) beside the bundles, where src/repo/syntax.ts
// looks first: the Action runs dist/ without node_modules.
const wasmDir = dirname(createRequire(import.meta.url).resolve('@vscode/tree-sitter-wasm'));
const GRAMMARS = ['typescript', 'tsx', 'javascript', 'python', 'go', 'rust', 'java', 'ruby'];
mkdirSync('dist/tree-sitter', { recursive: true });
for (const file of readdirSync(wasmDir)) {
  const grammar = /^tree-sitter-(.+)\.wasm$/.exec(file)?.[1];
  if (file === 'tree-sitter.wasm' || (grammar && GRAMMARS.includes(grammar)))
    copyFileSync(join(wasmDir, file), join('dist/tree-sitter', file));
}
