// Untrusted text (model output, issue text, people's notes) made safe to post on GitHub:
// it cannot ping anyone, carries no raw HTML (so no comment or `<details>` can hide text), is
// capped, cannot break the line, list or table it sits in, and shows every invisible or
// direction-changing character it carries as `<U+202E>`. Text going *to a model* is sanitize.ts's
// job. Every function here is linear on hostile input.
import { escapePipes } from '../shared/line-text.js';

/** Bidirectional controls (a character-class body): they reorder what is shown (Trojan Source). */
const BIDI_CONTROLS = '\\u202A-\\u202E\\u2066-\\u2069\\u200E\\u200F\\u061C';
/** Zero-width and invisible characters but the joiner U+200D: they hide text and make look-alike names. */
const INVISIBLE = '\\u200B\\u200C\\u2060-\\u2064\\uFEFF\\u00AD\\u180E';
/**
 * Every character that changes what text looks like without being seen, as a character-class body:
 * U+202A–U+202E, U+2066–U+2069, U+200E, U+200F, U+061C, U+200B–U+200D, U+2060–U+2064, U+FEFF, U+00AD, U+180E.
 */
export const HIDDEN_CHARACTERS = `${BIDI_CONTROLS}${INVISIBLE}\\u200D`;

/** Invisible, and no name or tag can start with it: what goes after a `@` or `<` that must not act. */
const JOINER = '\u200D';
/** A `<` that could open a tag, a closing tag, a comment, a declaration or an autolink. */
const MARKUP_START = /<(?=[!/?A-Za-z])/g;
/** `[label]:` — a link reference or footnote definition: invisible once rendered (`[//]: # (…)`). */
const DEFINITION = /\[(?=[^[\]\n]*\]:)/g;
/**
 * A hidden character. A joiner (U+200D) is one too, except right after `@` or `<` (where this module
 * puts it, so every function here stays idempotent; it hides nothing there) or between two emoji
 * (👩‍💻 is one visible picture).
 */
const EMOJI_BEFORE = '\\p{Extended_Pictographic}[\\p{Emoji_Modifier}\\uFE0F]?';
const HIDDEN = new RegExp(
  `[${BIDI_CONTROLS}${INVISIBLE}]|(?<![@<]|${EMOJI_BEFORE})\\u200D|(?<![@<])\\u200D(?!\\p{Extended_Pictographic})`,
  'gu',
);

/**
 * Every bidirectional control and invisible character shown as its code point (`<U+202E>`), so a
 * reviewer sees that it was there instead of reading text reordered or split by it. Shown, not
 * deleted: deleting would silently change what the author wrote.
 */
export function revealInvisible(text: string): string {
  return String(text ?? '').replace(HIDDEN, (char) => `<U+${char.codePointAt(0)?.toString(16).toUpperCase().padStart(4, '0')}>`);
}

/**
 * `@name` and `@org/team` can no longer ping: a zero-width joiner goes after every `@` that GitHub
 * could read as a mention (one not preceded by a letter, digit or `_`, as in an e-mail address).
 * Idempotent: the joiner is not a name character.
 */
export function neutralizeMentions(text: string): string {
  return String(text ?? '').replace(/(?<!\w)@(?=[A-Za-z0-9])/g, `@${JOINER}`);
}

/** HTML comments out, an unterminated one up to the end of the text. */
export function removeHtmlComments(text: string): string {
  return String(text ?? '').replace(/<!--[\s\S]*?(?:-->|$)/g, '');
}

/**
 * Raw markup out: comments (even unterminated ones), script/style elements with their content, and
 * every other tag (text between tags stays). A `<` left over may still open markup (`<<b>x>`):
 * `safeInline` escapes it; Mermaid labels escape every `<` anyway.
 */
export function stripHtml(text: string): string {
  return removeHtmlComments(text)
    .replace(/<(script|style)\b[\s\S]*?(?:<\/\1\s*>|$)/gi, '')
    .replace(/<\/?[A-Za-z][A-Za-z0-9-]*(?:\s[^<>]*)?\/?>/g, '');
}

/**
 * Untrusted inline Markdown. Hidden characters revealed first (`revealInvisible`), so what follows
 * guards the text as shown. Outside code spans: markup stripped, a `<` left over escaped as
 * `&lt;`, a `[label]:` definition escaped. Inside code spans (shown as written) a joiner follows
 * each `<` that could open markup, so the text is harmless even where GitHub does not read a span
 * as code (a backtick eaten by a link, an escape). Mentions are neutralised everywhere.
 */
export function safeInline(text: string): string {
  const parts = revealInvisible(text)
    .replace(/\r\n?/g, '\n')
    .split(/(`[^`\n]*`)/);
  const safe = parts.map((part, i) =>
    i % 2 === 1 ? part.replace(MARKUP_START, `<${JOINER}`) : stripHtml(part).replace(MARKUP_START, '&lt;').replace(DEFINITION, '\\['),
  );
  return neutralizeMentions(safe.join(''));
}

/** Runs of whitespace (line breaks included) as one space, trimmed. */
export function oneLine(text: string): string {
  return String(text ?? '')
    .replace(/\s+/g, ' ')
    .trim();
}

/** At most `max` characters (code points: an emoji is never cut in half), `…` marking a cut. */
export function capLength(text: string, max: number): string {
  if (text.length <= max) return text;
  const chars = Array.from(text);
  if (chars.length <= max) return text;
  const cut = chars.slice(0, Math.max(0, max - 1)).join('');
  // At a word's end when one is near (not "…quota in th…"); a long word is cut where it must be.
  const space = cut.lastIndexOf(' ');
  return `${space >= (max - 1) * 0.6 ? cut.slice(0, space).trimEnd() : cut}…`;
}

/** Untrusted text for one line of a comment: safe, one line, capped. */
export function safeText(text: string, max = 300): string {
  return capLength(oneLine(safeInline(text)), max);
}

/** A table cell as is: line breaks as spaces, `|` escaped (a backslash run before it dropped: it would undo the escape). */
export function escapeCell(text: string): string {
  return escapePipes(String(text ?? '').replace(/\r\n?|\n/g, ' '));
}

/** Untrusted text for a table cell (or any inline spot of plan.md): `safeText`, escaped, `—` when empty. */
export function safeCell(text: unknown, max = 120): string {
  return escapeCell(safeText(String(text ?? ''), max)) || '—';
}

/** Text shown as code, in a code span it cannot close: a backtick becomes `'`, line breaks spaces. */
export function inlineCode(text: string): string {
  return `\`${revealInvisible(text)
    .replace(/`/g, "'")
    .replace(/[\r\n]+/g, ' ')}\``;
}

/** Untrusted text where GitHub renders no Markdown (an issue title): markup stripped, no pings, one line, hidden characters revealed. */
export function plainText(text: string): string {
  return neutralizeMentions(oneLine(stripHtml(revealInvisible(text))));
}

/**
 * Untrusted Markdown block: `safeInline` outside fenced code, code kept byte for byte. What is read
 * as code here must be code on GitHub, or a mention in it would ping: an opening fence is moved to
 * the first column (an indented one could belong to a list item the next line leaves), a fence-like
 * line that markup stripping made is escaped, and a fence left open is closed so it cannot swallow
 * the rest of the document. Hidden characters are revealed in code too (a bidi control in code is
 * Trojan Source), before fences are read, so fences are read as GitHub will read them.
 */
export function safeBlock(text: string): string {
  const out: string[] = [];
  let fence: string | null = null;
  let prose: string[] = [];
  const flush = () => {
    if (prose.length > 0) out.push(safeInline(prose.join('\n')).replace(/^( {0,3})(?=`{3}|~{3})/gm, '$1\\'));
    prose = [];
  };
  for (const line of revealInvisible(text).replace(/\r\n?/g, '\n').split('\n')) {
    if (fence !== null) {
      out.push(line);
      if (closesFence(line, fence)) fence = null;
      continue;
    }
    fence = openingFence(line);
    if (fence === null) prose.push(line);
    else {
      flush();
      out.push(line.trimStart());
    }
  }
  flush();
  if (fence !== null) out.push(fence);
  return out.join('\n');
}

/** The run of an opening code fence (CommonMark: a backtick fence's info string has no backtick). */
function openingFence(line: string): string | null {
  const match = /^ {0,3}(`{3,}|~{3,})/.exec(line);
  const run = match?.[1];
  if (!match || !run) return null;
  return run.startsWith('`') && line.includes('`', match[0].length) ? null : run;
}

/** A closing fence: the same character, at least as long, nothing but spaces or tabs after it. */
function closesFence(line: string, open: string): boolean {
  const run = /^ {0,3}(`{3,}|~{3,})[ \t]*$/.exec(line)?.[1];
  return run !== undefined && run.charAt(0) === open.charAt(0) && run.length >= open.length;
}
