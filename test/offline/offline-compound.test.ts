// Two adjacent words of the requirement written by the code as one identifier ("API key" and
// `api_keys`, "rate limiting" and `rateLimit`) name the thing itself: that file rises and carries
// the phrase, which names its domain.
import { describe, expect, it } from 'vitest';
import { planGroups } from '../../src/offline/offline-domains.js';
import { retrieveFiles } from '../../src/offline/offline-retrieve.js';
import { adjacentWords } from '../../src/offline/offline-words.js';
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

describe('adjacentWords', () => {
  it('pairs only words side by side, never across punctuation, each pair once, at most 100', () => {
    expect(adjacentWords('Show the avatar of the user. Name the file', 2).map((r) => r.join(' '))).not.toContain('user Name');
    expect(adjacentWords('Consume a token', 2)).toEqual([['Consume', 'token']]);
    expect(adjacentWords('API key, api KEY and Api Key', 2).filter((r) => r.join(' ').toLowerCase() === 'api key')).toHaveLength(1);
    const long = Array.from({ length: 5000 }, (_, i) => `w${i}`).join(' ');
    expect(adjacentWords(long, 2)).toHaveLength(100);
    expect(adjacentWords(long, 3)).toHaveLength(100);
  });

  it('name no declaration across a sentence break', () => {
    const snapshot = createMemorySnapshot({
      'src/profile.js': 'export function userName(u) {\n  return u;\n}\n\nexport function avatar(u) {\n  return u.avatar;\n}\n',
    });
    expect(retrieveFiles(snapshot, 'Show the avatar of the user. Name the exported file after the profile')[0]?.phrases).toBeUndefined();
  });
});

describe('domain names', () => {
  it('are cut at a word\u2019s end', () => {
    const files = { 'src/i18n/config.js': 'export function load() {\n  // internationalization configuration loading\n}\n' };
    const slugs = planGroups(createMemorySnapshot(files), 'Fix internationalization configuration loading', 5).map((g) => g.slug);
    for (const slug of slugs) {
      expect(slug.length).toBeLessThanOrEqual(30);
      expect('internationalization-configuration-loading-config-i18n'.split('-')).toEqual(expect.arrayContaining(slug.split('-')));
    }
  });
});
