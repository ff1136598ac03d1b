// Credentials a model may have copied from the repository it read (a committed `.env`, a key in a
// test fixture) into what cplan commits or posts. Found by their well-known shapes and replaced by
// `[redacted: <kind>]` before anything leaves. Pure, and linear on hostile input: every pattern
// starts only where no token character precedes it (so a long run is tried once, not at each of its
// positions), its repeated parts are single character classes, and a private key's end is searched
// for with indexOf, once per block.

export interface SecretFinding {
  kind: string;
  index: number;
}

interface Span extends SecretFinding {
  end: number;
}

interface Shape {
  kind: string;
  pattern: RegExp;
  /** A check the pattern cannot make in linear time. */
  accept?: (match: string) => boolean;
}

/** Not preceded by a character a token is made of: where a token can start. */
const START = '(?<![A-Za-z0-9_-])';

const SHAPES: Shape[] = [
  { kind: 'GitHub token', pattern: new RegExp(`${START}gh[pousr]_[A-Za-z0-9]{36,}`, 'g') },
  { kind: 'GitHub token', pattern: new RegExp(`${START}github_pat_[A-Za-z0-9_]{22,}`, 'g') },
  { kind: 'AWS access key id', pattern: /(?<![A-Za-z0-9])(?:AKIA|ASIA)[A-Z0-9]{16}(?![A-Za-z0-9])/g },
  { kind: 'Anthropic API key', pattern: new RegExp(`${START}sk-ant-[A-Za-z0-9_-]{20,}`, 'g') },
  // `sk-` then at least 32 characters (legacy and `sk-proj-` keys); a word-only run such as
  // `sk-some-very-long-kebab-case-name` is no key: keys mix in digits.
  {
    kind: 'OpenAI API key',
    pattern: new RegExp(`${START}sk-(?!ant-)[A-Za-z0-9_-]{32,}`, 'g'),
    accept: (match) => /\d/.test(match) && /[A-Za-z]/.test(match.slice(3)),
  },
  { kind: 'Slack token', pattern: new RegExp(`${START}xox[abprs]-[A-Za-z0-9-]{10,}`, 'g') },
  { kind: 'Stripe key', pattern: new RegExp(`${START}[sr]k_live_[A-Za-z0-9]{16,}`, 'g') },
  {
    kind: 'JWT',
    pattern: new RegExp(`${START}eyJ[A-Za-z0-9_-]+\\.eyJ[A-Za-z0-9_-]+\\.[A-Za-z0-9_-]*`, 'g'),
    accept: (match) => match.length >= 60,
  },
];

/** The opening line of a PEM private key (RSA, EC, DSA, OPENSSH, ENCRYPTED, PGP … BLOCK). */
const PEM_BEGIN = /-----BEGIN (?:[A-Z0-9]+ ){0,3}PRIVATE KEY(?: BLOCK)?-----/g;
const PEM_END = /-----END (?:[A-Z0-9]+ ){0,3}PRIVATE KEY(?: BLOCK)?-----/g;
/** What follows a BEGIN with no END: the key's body, the lines that are base64 only (JSON's `\n` a line break too). */
const PEM_BODY = /(?:(?:\r?\n|\\n)[A-Za-z0-9+/=]+(?=\r?\n|\\n|$))*/y;
/** A Google service-account JSON's key: the whole string value (a PEM body has no quote in it). */
const GOOGLE_KEY = /"private_key"\s*:\s*"-----BEGIN[^"]*"?/g;

function shapeSpans(text: string): Span[] {
  const spans: Span[] = [];
  for (const { kind, pattern, accept } of SHAPES) {
    for (const match of text.matchAll(pattern)) {
      if (!accept || accept(match[0])) spans.push({ kind, index: match.index, end: match.index + match[0].length });
    }
  }
  for (const match of text.matchAll(GOOGLE_KEY))
    spans.push({ kind: 'Google service account key', index: match.index, end: match.index + match[0].length });
  return spans;
}

/**
 * PEM private key blocks, BEGIN to END; a block left open runs to the end of its body. Each END is
 * searched for once, from past the last block: a BEGIN inside a block is part of it.
 */
function pemSpans(text: string): Span[] {
  const spans: Span[] = [];
  let end: RegExpExecArray | null | undefined;
  for (const begin of text.matchAll(PEM_BEGIN)) {
    if (begin.index < (spans.at(-1)?.end ?? 0)) continue;
    const from = begin.index + begin[0].length;
    if (end !== null && (end === undefined || end.index < from)) {
      PEM_END.lastIndex = from;
      end = PEM_END.exec(text);
    }
    if (end) {
      spans.push({ kind: 'private key', index: begin.index, end: end.index + end[0].length });
      continue;
    }
    PEM_BODY.lastIndex = from;
    PEM_BODY.exec(text);
    spans.push({ kind: 'private key', index: begin.index, end: PEM_BODY.lastIndex });
  }
  return spans;
}

/** Every finding, by position, none overlapping another: of two that overlap, the first (then the longer) wins. */
function spansOf(text: string): Span[] {
  const all = [...shapeSpans(text), ...pemSpans(text)].sort((a, b) => a.index - b.index || b.end - a.end);
  const kept: Span[] = [];
  for (const span of all) if (kept.length === 0 || span.index >= (kept.at(-1)?.end ?? 0)) kept.push(span);
  return kept;
}

/** Where credential-shaped text is, and of what kind (never the value itself). */
export function findSecrets(text: string): SecretFinding[] {
  return spansOf(String(text ?? '')).map(({ kind, index }) => ({ kind, index }));
}

/** The text with each credential replaced by `[redacted: <kind>]`, and the kinds found (each once). */
export function redactSecrets(text: string): { text: string; found: string[] } {
  const source = String(text ?? '');
  const spans = spansOf(source);
  if (spans.length === 0) return { text: source, found: [] };
  let out = '';
  let at = 0;
  for (const span of spans) {
    out += `${source.slice(at, span.index)}[redacted: ${span.kind}]`;
    at = span.end;
  }
  return { text: out + source.slice(at), found: [...new Set(spans.map((span) => span.kind))] };
}
