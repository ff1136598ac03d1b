// Markup attribute names are layout, not meaning: React's `key={o.id}` is no "API key", `id="x"` is
// no identifier the requirement means. In files that hold markup (JSX, Vue, Svelte, HTML), an
// attribute name written `name=` before a `{`, a quote or a backtick is left out of the text the
// index counts; its value stays. Linear: one pass of a regex without nested quantifiers.
const MARKUP_FILE = /\.(?:jsx|tsx|vue|svelte|html?|astro)$/i;
const ATTRIBUTE = /(?<=[\s<])[A-Za-z_:@][\w:.-]{0,63}=(?=[{"'`])/g;

/** The text of `path` as the index counts it: attribute names of markup files blanked out. */
export function withoutMarkupAttributes(path: string, text: string): string {
  if (!MARKUP_FILE.test(path)) return text;
  return text.replace(ATTRIBUTE, (name) => ' '.repeat(name.length));
}

/** The lines a file's leading comment may take before its first line of code. */
const HEADER_LINES = 60;
const COMMENT_LINE = /^\s*(?:\/\/|#(?!!|\[)|\*|\/\*|--|;|<!--|%|\{-)/;
const LICENSE_WORDS = /\b(?:licen[cs]ed?|copyright|spdx-license-identifier)\b/i;

/**
 * The text with its leading licence comment blanked out (lines kept, so line numbers hold): the
 * Apache or MIT header many repositories put atop some of their files is the same words in each
 * ("you may not use this file except in compliance with the License", "version", "conditions"),
 * which made a file match "Move trim option to targets file" or "Add copyright headers to files
 * that don't have 'em" for its header alone. The first run of comment lines (after a shebang and
 * blank lines), when it says licence or copyright.
 */
export function withoutLicenseHeader(text: string): string {
  if (!LICENSE_WORDS.test(text.slice(0, 4000))) return text;
  const lines = text.split('\n', HEADER_LINES + 1);
  let at = 0;
  while (at < lines.length && ((lines[at] as string).trim() === '' || (lines[at] as string).startsWith('#!'))) at++;
  const start = at;
  let inBlock = false;
  while (at < Math.min(lines.length, HEADER_LINES)) {
    const line = lines[at] as string;
    if (inBlock) inBlock = !line.includes('*/');
    else if (/^\s*\/\*/.test(line)) inBlock = !line.includes('*/', line.indexOf('/*') + 2);
    else if (!COMMENT_LINE.test(line)) break;
    at++;
  }
  const header = lines.slice(start, at).join('\n');
  if (at === start || !LICENSE_WORDS.test(header)) return text;
  const before = lines.slice(0, start).join('\n').length + (start > 0 ? 1 : 0);
  return text.slice(0, before) + header.replace(/[^\n]/g, ' ') + text.slice(before + header.length);
}

/** The text of `path` as the index counts it and matches a requirement against: no markup attribute names, no licence header. */
export function countedText(path: string, text: string): string {
  return withoutLicenseHeader(withoutMarkupAttributes(path, text));
}
