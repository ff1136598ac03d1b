// The words of a query (retrieval/tokens.ts): what a requirement or a search can match in the code.
import { describe, expect, it } from 'vitest';
import { queryTerms, withoutCommitHashes } from '../../src/retrieval/tokens.js';

describe('queryTerms', () => {
  it('reads no word out of a commit hash, and keeps issue numbers, plain words and names with digits', () => {
    expect(queryTerms('defined when umbrella generators were added in commit dad413ff2')).not.toContain('ff');
    expect(queryTerms('Stopped being used in commit 04398b60e')).not.toContain('04398b60e');
    expect(withoutCommitHashes('see 04398b60e, #1234567, deadbeef, base64 and utf8Decoder')).toBe(
      'see  , #1234567, deadbeef, base64 and utf8Decoder',
    );
    // A full hash, and a hex run longer than any hash (a pasted blob) is left for the tokenizer.
    expect(withoutCommitHashes(`at ${'a1'.repeat(20)}.`)).toBe('at  .');
    expect(withoutCommitHashes('a1'.repeat(30))).toBe('a1'.repeat(30));
  });

  it('reads a product name in mixed case as one word, and still splits a name of the code', () => {
    // As the same name written in lower case is read (`macos` in code, stemmed).
    expect(queryTerms('Try specifying macOS runner on GitHub')).toEqual([...queryTerms('Try specifying macos runner on github')]);
    expect(queryTerms('Try specifying macOS runner on GitHub')).not.toContain('os');
    expect(queryTerms('Support JavaScript and iOS')).toEqual(['support', 'javascript', 'ios']);
    expect(queryTerms('isMacOS')).toEqual(['mac', 'os', 'ismacos']);
    // A name whose part is its topic keeps the part: watchOS is about the watch.
    expect(queryTerms('Improve OS detection: watchOS')).toContain('watch');
  });

  it('reads no word out of a contraction\'s tail: "We\'ll" and "we\'ve" match nothing', () => {
    expect(queryTerms("We'll make more use of this; we've seen it")).toEqual(['seen']);
  });
});
