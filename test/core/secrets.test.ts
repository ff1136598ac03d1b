// Credential shapes in model output are found and redacted before anything is committed or posted.
// Every credential here is built at run time from obviously fake parts, so none sits in the repository
// as a literal (a push-protection scanner would rightly stop it).
import { describe, expect, it } from 'vitest';
import { findSecrets, redactSecrets } from '../../src/core/shared/secrets.js';

const join = (...parts: string[]) => parts.join('');
const alnum = (n: number) => 'Ab1Cd2Ef3Gh4Ij5Kl6Mn7Op8Qr9St0'.repeat(Math.ceil(n / 30)).slice(0, n);
const jwtPart = (json: string) => Buffer.from(json).toString('base64url');

const FAKES: [kind: string, value: string][] = [
  ['GitHub token', join('gh', 'p_', alnum(36))],
  ['GitHub token', join('gh', 's_', alnum(36))],
  ['GitHub token', join('gh', 'o_', alnum(36))],
  ['GitHub token', join('gh', 'u_', alnum(36))],
  ['GitHub token', join('gh', 'r_', alnum(36))],
  ['GitHub token', join('github', '_pat_', alnum(22), '_', alnum(59))],
  ['AWS access key id', join('AK', 'IA', 'ABCDEFGHIJ234567')],
  ['AWS access key id', join('AS', 'IA', 'ABCDEFGHIJ234567')],
  ['Anthropic API key', join('sk-', 'ant-', 'api03-', alnum(40))],
  ['OpenAI API key', join('sk-', alnum(48))],
  ['OpenAI API key', join('sk-', 'proj-', alnum(40), '_', alnum(20))],
  ['Slack token', join('xo', 'xb-', '1234567890-', alnum(24))],
  ['Slack token', join('xo', 'xp-', alnum(30))],
  ['Stripe key', join('sk', '_live_', alnum(24))],
  ['JWT', [jwtPart('{"alg":"HS256","typ":"JWT"}'), jwtPart('{"sub":"fake-user","iat":1}'), alnum(43)].join('.')],
  ['private key', join('-----BEGIN ', 'RSA PRIVATE KEY-----\n', alnum(64), '\n', alnum(20), '==\n-----END RSA PRIVATE KEY-----')],
  ['private key', join('-----BEGIN ', 'OPENSSH PRIVATE KEY-----\n', alnum(70), '\n-----END OPENSSH PRIVATE KEY-----')],
  [
    'Google service account key',
    join('"private', '_key": "-----BEGIN ', 'PRIVATE KEY-----\\n', alnum(64), '\\n-----END PRIVATE KEY-----\\n"'),
  ],
];

describe('findSecrets and redactSecrets', () => {
  it.each(FAKES)('%s: found where it is and replaced by its kind', (kind, value) => {
    const text = `before ${value} after`;
    expect(findSecrets(text)).toEqual([{ kind, index: 7 }]);
    expect(redactSecrets(text)).toEqual({ text: `before [redacted: ${kind}] after`, found: [kind] });
  });

  it('redacts several, naming each kind once, and keeps everything around them', () => {
    const gh = FAKES[0]?.[1] ?? '';
    const aws = FAKES[6]?.[1] ?? '';
    const text = `<!-- cplan:status session=s -->\nGITHUB_TOKEN=${gh}\naws=${aws}; again ${gh}.`;
    expect(redactSecrets(text)).toEqual({
      text: '<!-- cplan:status session=s -->\nGITHUB_TOKEN=[redacted: GitHub token]\naws=[redacted: AWS access key id]; again [redacted: GitHub token].',
      found: ['GitHub token', 'AWS access key id'],
    });
  });

  it('a private key left open is redacted to the end of its base64 lines', () => {
    const text = join('key:\n-----BEGIN ', 'EC PRIVATE KEY-----\n', alnum(64), '\n', alnum(12), '\nThe end.');
    expect(redactSecrets(text).text).toBe('key:\n[redacted: private key]\nThe end.');
  });

  it('leaves look-alikes that are no credentials', () => {
    const text = [
      'ghp_short',
      'sk-this-is-a-very-long-kebab-case-name-without-digits',
      'task-0123456789012345678901234567890123',
      'AKIA1234',
      'eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiIxIn0.x',
      '-----BEGIN PUBLIC KEY-----\nMIIB\n-----END PUBLIC KEY-----',
      'an e-mail a@b.com and a SHA 0123456789abcdef0123456789abcdef01234567',
    ].join('\n');
    expect(findSecrets(text)).toEqual([]);
    expect(redactSecrets(text)).toEqual({ text, found: [] });
  });

  it('finishes on 1 MB hostile inputs (no catastrophic backtracking)', () => {
    const MB = 1 << 20;
    const fill = (unit: string) => unit.repeat(Math.ceil(MB / unit.length));
    const hostile = [
      fill('gh'),
      fill('ghp_'),
      fill('github_pat_'),
      fill('sk-'),
      fill('sk-ant-'),
      fill('xoxb-'),
      fill('AKIA'),
      fill('eyJ'),
      fill('eyJa.'),
      fill('eyJa.eyJ'),
      fill('-----BEGIN PRIVATE KEY-----'),
      fill('-----BEGIN A '),
      fill('-----END PRIVATE KEY-----'),
      fill('"private_key": "-----BEGIN'),
      fill('a'),
      fill('-'),
    ];
    for (const text of hostile) {
      const { text: out } = redactSecrets(text);
      expect(out.length, text.slice(0, 16)).toBeGreaterThan(0);
    }
    // a run of BEGINs with no END: every header redacted, the kind named once
    expect(redactSecrets(fill('-----BEGIN PRIVATE KEY-----')).found).toEqual(['private key']);
    // one token-character run is tried once: 1 MB of `sk-` with digits is one key, not thousands
    expect(findSecrets(fill('sk-1'))).toEqual([{ kind: 'OpenAI API key', index: 0 }]);
  });
});
