// Two adjacent words of the requirement written by the code as one identifier ("API key" and
// `api_keys`, "rate limiting" and `rateLimit`) name the thing itself: that file rises and carries
// the phrase, which names its domain.
import { describe, expect, it } from 'vitest';
import { planGroups } from '../../src/offline/offline-domains.js';
import { retrieveFiles } from '../../src/offline/offline-retrieve.js';
import { createMemorySnapshot } from '../../src/repo/memory-snapshot.js';

const snapshot = () =>
  createMemorySnapshot({
    // The same words, loose: "api" once, "key" once.
    'src/client.js':
      'export function client(db) {\n  // the api answers with a key\n  return db.query("select user_id from users where hash = $1", []);\n}\n',
    'src/auth.js':
      'export function authenticate(db) {\n  const apiKey = db.header();\n  return db.query("select user_id from users where hash = $1", []);\n}\n',
    'src/other.js': 'export const other = 1;\n',
  });

describe('compound identifiers', () => {
  it('rank the file that writes the phrase as one identifier first, and carry the phrase', () => {
    const files = retrieveFiles(snapshot(), 'Limit requests per API key');
    expect(files[0]?.path).toBe('src/auth.js');
    expect(files[0]?.phrases).toEqual(['API key']);
    expect(files.find((f) => f.path === 'src/client.js')?.phrases).toBeUndefined();
  });

  it('name the domain of that file after the phrase', () => {
    const groups = planGroups(snapshot(), 'Limit requests per API key', 5);
    expect(groups.find((g) => g.files.some((f) => f.path === 'src/auth.js'))?.slug).toBe('api-key');
  });
});

describe('files the requirement names by their file name', () => {
  it('are kept past the cap of five', () => {
    const files: Record<string, string> = {};
    for (const name of ['alpha', 'beta', 'gamma', 'delta', 'epsilon', 'zeta'])
      files[`src/${name}.js`] = `export function ${name}Handler(route) {\n  // the ${name} route of the api\n  return route;\n}\n`;
    files['src/other.js'] = 'export const other = 1;\n';
    const planned = retrieveFiles(createMemorySnapshot(files), 'Rate limits on the alpha, beta, gamma, delta, epsilon and zeta routes').map(
      (f) => f.path,
    );
    expect(planned.filter((p) => p !== 'src/other.js').sort()).toEqual(
      ['alpha', 'beta', 'delta', 'epsilon', 'gamma', 'zeta'].map((n) => `src/${n}.js`),
    );
  });
});
