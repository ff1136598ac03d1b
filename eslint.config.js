// Lint: ESLint's and typescript-eslint's recommended rules (pure JavaScript packages, so `npm ci`
// works wherever the npm registry does). Formatting is Prettier's job (`npm run format`).
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import regexp from 'eslint-plugin-regexp';

// The layers of src, inner to outer: a folder may import only from folders of earlier layers (and
// from its own). Entries are thin and never import one another. docs/architecture.md tells the story.
const LAYERS = [
  ['core'],
  ['repo', 'forge'],
  ['contract', 'retrieval', 'session'],
  ['offline', 'grounding'],
  ['llm'],
  ['planner', 'backtest'],
  ['flow'],
  ['runtime'],
  ['app', 'action', 'cli'],
];
const ENTRIES = LAYERS.at(-1);
/** The folders of layers after `index`. */
const outer = (index) => LAYERS.slice(index + 1).flat();
/** Imports of the named top-level folders of src, from any depth below src. */
const layer = (who, folders) => ({
  group: folders.flatMap((f) => [`../${f}/*`, `../../${f}/*`, `../../../${f}/*`]),
  message: `${who} may not import from ${folders.join(', ')}: dependencies point inward (see docs/architecture.md).`,
});
// core's own order: shared ← safety ← note ← engine ← render ← texts; config beside, over shared.
const CORE_ORDER = { shared: [], safety: ['shared'], note: ['shared', 'safety'], config: ['shared'] };
CORE_ORDER.engine = [...CORE_ORDER.note, 'note'];
CORE_ORDER.render = [...CORE_ORDER.engine, 'engine'];
CORE_ORDER.texts = [...CORE_ORDER.render, 'render', 'config'];
const coreRule = (sub) => {
  const banned = Object.keys(CORE_ORDER).filter((other) => other !== sub && !CORE_ORDER[sub].includes(other));
  return {
    group: banned.map((f) => `../${f}/*`),
    message:
      CORE_ORDER[sub].length > 0
        ? `core/${sub} may import only core/${CORE_ORDER[sub].join(', core/')}.`
        : `core/${sub} may not import other parts of core.`,
  };
};
const IO_PACKAGES = [
  {
    group: [
      'node:*',
      'fs',
      'fs/*',
      'child_process',
      'net',
      'http',
      'https',
      'worker_threads',
      'probot',
      '@octokit/*',
      '@anthropic-ai/*',
      'openai',
      'openai/*',
      '@actions/*',
      'bullmq',
      'ioredis',
    ],
    message: 'core is pure: no file system, network, processes or SDKs.',
  },
];

export default tseslint.config(
  { ignores: ['dist/**', 'node_modules/**', 'test/fixtures/**', 'examples/**', '.workflow/**', 'coverage/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: {
      globals: {
        process: 'readonly',
        console: 'readonly',
        Buffer: 'readonly',
        URL: 'readonly',
        setTimeout: 'readonly',
        clearTimeout: 'readonly',
        performance: 'readonly',
        structuredClone: 'readonly',
        AbortController: 'readonly',
        AbortSignal: 'readonly',
        NodeJS: 'readonly',
        ReadableStream: 'readonly',
      },
    },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'no-control-regex': 'off',
    },
  },
  // No regex in src may backtrack super-linearly: cplan reads untrusted text (plan notes written by
  // people and models, comments, configs), and one slow match blocks the event loop of the App,
  // which serves every installation. Only these two rules, not the whole recommended set.
  {
    files: ['src/**/*.ts'],
    plugins: { regexp },
    rules: {
      'regexp/no-super-linear-backtracking': ['error', { report: 'potential' }],
      'regexp/no-super-linear-move': ['error', { report: 'potential', ignoreSticky: false, ignorePartial: false }],
    },
  },
  // Long orchestration functions hide the build/apply split: compute in a pure step, write in a short one.
  {
    files: ['src/**/*.ts'],
    rules: { 'max-lines-per-function': ['error', { max: 80, skipBlankLines: false, skipComments: false, IIFEs: true }] },
  },
  // Layers: dependencies point inward; core is pure (no I/O, no SDK) and in its own order.
  ...Object.keys(CORE_ORDER).map((sub) => ({
    files: [`src/core/${sub}/**/*.ts`],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [layer('core', LAYERS.slice(1).flat()), coreRule(sub), ...IO_PACKAGES].filter((p) => p.group.length > 0) },
      ],
    },
  })),
  ...LAYERS.slice(1, -1).flatMap((folders, index) =>
    folders.map((folder) => ({
      files: [`src/${folder}/**/*.ts`],
      rules: { 'no-restricted-imports': ['error', { patterns: [layer(folder, outer(index + 1))] }] },
    })),
  ),
  ...ENTRIES.map((entry) => ({
    files: [`src/${entry}/**/*.ts`],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            layer(
              `the ${entry} entry`,
              ENTRIES.filter((e) => e !== entry),
            ),
          ],
        },
      ],
    },
  })),
  {
    files: ['test/**', 'bench/**'],
    rules: { '@typescript-eslint/no-explicit-any': 'off', 'no-cond-assign': 'off', '@typescript-eslint/no-empty-function': 'off' },
  },
);
