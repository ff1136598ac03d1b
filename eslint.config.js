// Lint: ESLint's and typescript-eslint's recommended rules (pure JavaScript packages, so `npm ci`
// works wherever the npm registry does). Formatting is Prettier's job (`npm run format`).
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import regexp from 'eslint-plugin-regexp';

const ENTRIES = ['app', 'action', 'cli', 'backtest', 'worker'];
const UPPER = ['planner', ...ENTRIES];
const ADAPTERS = ['agents', 'repo', 'forge', 'stores', 'queue'];
/** Imports of the named top-level folders of src, from any depth below src. */
const layer = (who, folders) => ({
  group: folders.flatMap((f) => [`../${f}/*`, `../../${f}/*`, `../../../${f}/*`]),
  message: `${who} may not import from ${folders.join(', ')}: dependencies point inward (entries → planner → adapters → core).`,
});
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
  // Layers: dependencies point inward (entries → planner → agents/repo/stores/forge → core).
  // core is pure (no I/O, no adapter); adapters never reach up into the planner or the entries.
  {
    files: ['src/core/**/*.ts'],
    rules: { 'no-restricted-imports': ['error', { patterns: [layer('core', [...ADAPTERS, ...UPPER]), ...IO_PACKAGES] }] },
  },
  {
    files: ['src/agents/**/*.ts', 'src/repo/**/*.ts', 'src/forge/**/*.ts', 'src/stores/**/*.ts', 'src/queue/**/*.ts'],
    rules: { 'no-restricted-imports': ['error', { patterns: [layer('an adapter', UPPER)] }] },
  },
  {
    files: ['src/planner/**/*.ts'],
    rules: { 'no-restricted-imports': ['error', { patterns: [layer('the planner', ENTRIES)] }] },
  },
  {
    files: ['test/**', 'bench/**'],
    rules: { '@typescript-eslint/no-explicit-any': 'off', 'no-cond-assign': 'off', '@typescript-eslint/no-empty-function': 'off' },
  },
);
