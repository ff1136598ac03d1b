// Bundles each entry into ESM under dist/. The banner recreates `require` and `__filename`
// because some dependencies use them, which esbuild's ESM output cannot provide by itself; it
// heads every output file, chunks included, since each is a module of its own.

import { copyFileSync, existsSync, mkdirSync, readdirSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { basename, dirname, join } from 'node:path';
import { build } from 'esbuild';

const common = {
  outdir: 'dist',
  bundle: true,
  platform: 'node',
  target: 'node20',
  format: 'esm',
  legalComments: 'none',
  logLevel: 'warning',
  metafile: true,
  banner: {
    // `__filename` too: the tree-sitter runtime finds itself with it (no bundled module declares one).
    js: "import { createRequire as __cplanCreateRequire } from 'node:module'; import { fileURLToPath as __cplanFileURLToPath } from 'node:url'; const require = __cplanCreateRequire(import.meta.url); const __filename = __cplanFileURLToPath(import.meta.url);",
  },
};

// The CLI is split: src/cli/main.ts imports each command when it runs, and each dynamic import
// becomes its own file, so `cplan --version` reads a few KB instead of every command's code. The
// chunks sit beside the entries, not in a folder, because code finds its neighbours from its own
// `import.meta.url` (dist/tree-sitter/, dist/note-worker.js, dist/index-worker.js). Their names
// carry a hash of their content: the same sources give the same files.
const CHUNK = /^cli-.+-[A-Z0-9]{8}\.js$/;
const cli = existsSync('src/cli/main.ts')
  ? await build({ ...common, entryPoints: [{ in: 'src/cli/main.ts', out: 'cli' }], splitting: true, chunkNames: 'cli-[name]-[hash]' })
  : undefined;

// The App and the Action stay one file each (the Action runs dist/action.js without node_modules),
// and the worker threads are found by these names at run time.
const entries = [
  { in: 'src/app/index.ts', out: 'app' },
  { in: 'src/action/main.ts', out: 'action' },
  // Re-checks of untrusted plan notes run here, in a worker thread with a time limit.
  { in: 'src/planner/note-worker.ts', out: 'note-worker' },
  // A large repository's index counts its files in worker threads (src/retrieval/count-parallel.ts).
  { in: 'src/retrieval/index-worker.ts', out: 'index-worker' },
].filter((e) => existsSync(e.in));
await build({ ...common, entryPoints: entries });

// Chunks of an earlier build that this one did not write would stay in dist/ and be committed.
const written = new Set(Object.keys(cli?.metafile.outputs ?? {}).map((file) => basename(file)));
for (const file of readdirSync('dist')) if (CHUNK.test(file) && !written.has(file)) rmSync(join('dist', file));

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
