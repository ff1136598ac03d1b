import { describe, expect, it } from 'vitest';
import { cleanCommitMessage, commitSubject } from '../../src/backtest/message.js';
import { isTrailerLine } from '../../src/core/shared/trailers.js';

describe('cleanCommitMessage', () => {
  it('keeps subject and body and drops sign-off trailers and cherry-pick notes', () => {
    const message = [
      'feat: add rate limiting',
      '',
      'Requests over the limit get 429.',
      'Key: the limit is per token.',
      '',
      '',
      '(cherry picked from commit 0123456789abcdef0123456789abcdef01234567)',
      'Signed-off-by: A <a@example.com>',
      'Co-authored-by: B <b@example.com>',
      'Reviewed-by: C <c@example.com>',
      'Change-Id: I0123',
      '',
    ].join('\n');
    expect(cleanCommitMessage(message)).toBe('feat: add rate limiting\n\nRequests over the limit get 429.\nKey: the limit is per token.');
  });

  it('handles CRLF and a subject alone', () => {
    expect(cleanCommitMessage('fix: x\r\n\r\nSigned-off-by: a\r\n')).toBe('fix: x');
    expect(commitSubject('  fix: x  \nbody')).toBe('fix: x');
  });

  it('recognises trailers by key', () => {
    expect(isTrailerLine('Acked-by: someone')).toBe(true);
    expect(isTrailerLine('Cc: someone')).toBe(true);
    expect(isTrailerLine('Note: keep this')).toBe(false);
    expect(isTrailerLine('http://example.com')).toBe(false);
  });
});
