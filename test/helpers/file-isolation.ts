// Runs with every test file (vitest.config.ts setupFiles). The suite runs with `isolate: false`:
// one worker keeps its imported modules from file to file, so what a file changes in the process
// must not reach the next one. After each file this puts back the environment (the real
// process.env object and its variables: some files replace it or set INPUT_* variables), the
// exit code, stubs and spies, real timers, and nock's interceptors with the network closed.
import nock from 'nock';
import { afterAll, vi } from 'vitest';

const env = process.env;
const variables = { ...env };
const exitCode = process.exitCode;

afterAll(() => {
  vi.unstubAllEnvs();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  vi.useRealTimers();
  process.env = env;
  for (const name of Object.keys(env)) if (!(name in variables)) delete env[name];
  Object.assign(env, variables);
  process.exitCode = exitCode;
  nock.cleanAll();
  nock.enableNetConnect();
  nock.disableNetConnect();
});
