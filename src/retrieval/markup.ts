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
