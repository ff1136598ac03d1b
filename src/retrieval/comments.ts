// A source file's text without its comments, for readings that look for the names a file uses:
// `//` and `/* … */` in C-family languages (Go, Rust, Java, JS/TS, C#, PHP, Swift…), `#` in
// Python, Ruby, shell, Elixir and PHP. One scan, no regex over the text (files are untrusted).
// Strings are not parsed: a `//` inside one (a URL) loses the rest of its line, which only costs
// words, never adds any.

const HASH_FILE = /\.(?:py|pyi|rb|rake|sh|bash|zsh|ex|exs|pl|r|php)$/i;
const SLASH_FILE = /\.(?:[cm]?[jt]sx?|go|rs|java|kt|kts|scala|groovy|swift|c|h|cc|cpp|cxx|hpp|hh|hxx|cs|php|dart|m|mm)$/i;

export function withoutComments(path: string, text: string): string {
  const hash = HASH_FILE.test(path);
  const slash = SLASH_FILE.test(path);
  if (!hash && !slash) return text;
  let out = '';
  let from = 0;
  let i = 0;
  while (i < text.length) {
    const c = text.charCodeAt(i);
    const next = text.charCodeAt(i + 1);
    let end = -1;
    if (slash && c === 47 && next === 47) end = lineEnd(text, i);
    else if (slash && c === 47 && next === 42) {
      const close = text.indexOf('*/', i + 2);
      end = close < 0 ? text.length : close + 2;
      // `#{…}` interpolates (Ruby, Elixir) and `#[…]` is an attribute (PHP 8): code, not comments.
    } else if (hash && c === 35 && next !== 123 && next !== 91) end = lineEnd(text, i);
    if (end < 0) {
      i++;
      continue;
    }
    // A space keeps the words on either side of the comment apart.
    out += `${text.slice(from, i)} `;
    from = end;
    i = end;
  }
  return out + text.slice(from);
}

function lineEnd(text: string, at: number): number {
  const end = text.indexOf('\n', at);
  return end < 0 ? text.length : end;
}
