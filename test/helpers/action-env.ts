// The workflow environment of one Action run against the loopback fake GitHub: the event's payload
// written to a file, as GitHub writes GITHUB_EVENT_PATH, and set in process.env for the run.
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { FakeGitHub } from './fake-github.js';

export function actionEnv(github: FakeGitHub, dir: string, event: string, payload: unknown): NodeJS.ProcessEnv {
  const path = join(dir, `${event}-${Math.random()}.json`);
  writeFileSync(path, JSON.stringify(payload));
  const env = {
    GITHUB_EVENT_NAME: event,
    GITHUB_EVENT_PATH: path,
    GITHUB_API_URL: github.url,
    GITHUB_REPOSITORY: `${github.owner}/${github.repo}`,
    'INPUT_GITHUB-TOKEN': 'ghs_test',
    ANTHROPIC_API_KEY: '',
    // No write spacing against the fake: the test would otherwise wait 1–3 s per write.
    CPLAN_GITHUB_WRITE_INTERVAL_MS: '0',
  };
  Object.assign(process.env, env);
  return { ...process.env };
}
