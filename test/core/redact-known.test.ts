// Known secret values never reach a person, however an upstream error echoed them: upper-cased,
// base64-encoded inside a longer value (Basic auth), or percent-encoded in a URL.
import { describe, expect, it } from 'vitest';
import { describeError, redactKnownSecrets } from '../../src/core/shared/errors.js';

// Built at run time so no key-shaped literal sits in the repository; `/`, `+` and `=` make its
// percent-encoded and url-safe base64 forms differ from the plain ones.
const KEY = ['fake', 'Key/0123+abcXYZ', '=9876-qwerty'].join('_');
const b64 = (text: string) => Buffer.from(text, 'utf8').toString('base64');
const b64url = (text: string) => Buffer.from(text, 'utf8').toString('base64url');

describe('describeError with the secrets this process knows', () => {
  it('redacts the key upper-cased, lower-cased or in mixed case', () => {
    for (const echoed of [KEY.toUpperCase(), KEY.toLowerCase(), KEY]) {
      const { message } = describeError(new Error(`upstream rejected ${echoed} as invalid`), { secrets: [KEY] });
      expect(message).toBe('upstream rejected [redacted] as invalid');
    }
  });

  it('redacts the key base64-embedded in `Authorization: Basic …`', () => {
    const header = `Authorization: Basic ${b64(`api:${KEY}`)}`;
    const { message } = describeError(new Error(`proxy refused (${header})`), { secrets: [KEY] });
    expect(message).not.toContain(b64(`api:${KEY}`).slice(8, 30));
    expect(message).toContain('[redacted]');
  });

  it('redacts the key URL-encoded, fully percent-encoded, or with lower-case hex', () => {
    const full = Array.from(KEY, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`).join('');
    for (const echoed of [encodeURIComponent(KEY), full, full.toLowerCase(), encodeURIComponent(KEY).toLowerCase()]) {
      const { message } = describeError(new Error(`GET https://api.example/v1?key=${echoed}&x=1 failed`), { secrets: [KEY] });
      expect(message, echoed).toBe('GET https://api.example/v1?key=[redacted]&x=1 failed');
    }
  });
});

describe('redactKnownSecrets', () => {
  it('finds the base64 of the key at each of the three alignments, in both alphabets, inside longer values', () => {
    for (const before of ['', 'u', 'us', 'use', 'user:']) {
      for (const after of ['', ':', 'x:trailer']) {
        const raw = `${before}${KEY}${after}`;
        for (const encoded of [b64(raw), b64url(raw)]) {
          expect(redactKnownSecrets(`token=${encoded}; more`, [KEY]), `${before}|${after}`).toBe('token=[redacted]; more');
        }
      }
    }
  });

  it('leaves other text alone and ignores empty or too short values', () => {
    const text = 'check ANTHROPIC_API_KEY (missing); dXNlcjpwYXNz is another base64';
    expect(redactKnownSecrets(text, [undefined, '', 'ab', 'fake_Other/Key+0000'])).toBe(text);
    expect(redactKnownSecrets(`a ${KEY} b ${KEY}`, [KEY, KEY])).toBe('a [redacted] b [redacted]');
  });

  it('is linear on a long text of near misses', () => {
    const nearMiss = `${KEY.slice(0, -1)}%`.repeat(20_000);
    expect(redactKnownSecrets(nearMiss, [KEY])).toBe(nearMiss);
  });
});

describe('shape rules', () => {
  it('redacts a Basic credential whatever key it carries', () => {
    const { message } = describeError(new Error(`401 with Authorization: Basic ${b64('someone:s3cr3t-value')}`));
    expect(message).not.toContain(b64('someone:s3cr3t-value'));
  });

  it('redacts every credential shape the secret scan knows (an AWS key id, a private key)', () => {
    const aws = ['AK', 'IA', 'ABCDEFGHIJ234567'].join('');
    expect(describeError(new Error(`denied for ${aws} by policy`)).message).toBe('denied for [redacted: AWS access key id] by policy');
  });
});
