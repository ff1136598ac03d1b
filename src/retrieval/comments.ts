// A source file's text without its comments, for readings that look for the names a file uses:
// `//` and `/* … */` in C-family languages (Go, Rust, Java, JS/TS, C#, PHP, Swift…), `#` in
// Python, Ruby, shell, Elixir and PHP. One scan, no regex over the text (files are untrusted).
// Quoted strings are stepped over when they close on their line (`'/*'` in a route, `'#fff'` in
// Python); a quote that does not (a Rust lifetime `'a`, a multi-line template) is an ordinary character.

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
    if (c === 39 || c === 34 || c === 96) {
      i = stringEnd(text, i);
      continue;
    }
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

/** Just past the string opening at `at` when it closes on its line (a backslash escapes), else `at + 1`. */
function stringEnd(text: string, at: number): number {
  const quote = text.charCodeAt(at);
  for (let i = at + 1; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c === 10) break;
    if (c === 92) i++;
    else if (c === quote) return i + 1;
  }
  return at + 1;
}

function lineEnd(text: string, at: number): number {
  const end = text.indexOf('\n', at);
  return end < 0 ? text.length : end;
}
