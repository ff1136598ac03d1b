// Untrusted text going to a model: hidden text removed (HTML comments, zero-width, bidi
// and control characters), capped, fenced in tags it cannot close. Text the bot posts on GitHub
// goes through text-safety.ts instead.
import { HIDDEN_CHARACTERS, removeHtmlComments } from './text-safety.js';

// The same set text-safety.ts reveals on GitHub (bidi controls, zero-width and invisible
// characters): a model gains nothing from them, so here they go.
const HIDDEN = new RegExp(`[${HIDDEN_CHARACTERS}]`, 'g');
// C0 and C1 controls except tab and newline; \r is folded into \n first.
const CONTROL = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F]/g;

export function sanitizeUntrusted(text: string, maxChars = 50_000): string {
  const clean = removeHtmlComments(String(text ?? '').replace(/\r\n?/g, '\n'))
    .replace(HIDDEN, '')
    .replace(CONTROL, '');
  if (clean.length <= maxChars) return clean;
  return `${clean.slice(0, maxChars)}\n[… cut: ${clean.length - maxChars} more characters]`;
}

/** `<tag>text</tag>`, with any look-alike of the tag inside the text neutralised. */
export function fence(tag: string, text: string): string {
  const name = tag.replace(/[^a-z0-9_-]/gi, '');
  const inner = sanitizeUntrusted(text).replace(new RegExp(`<(/?)\\s*${name}\\b`, 'gi'), `‹$1${name}`);
  return `<${name}>\n${inner}\n</${name}>`;
}

/**
 * Images in Markdown or HTML are not read by any model cplan calls: each one becomes a note
 * (`![alt](url)` → `[image not read: alt]`), so the model knows something was there and no URL is
 * left for it to fetch or repeat. Linear: no part of a match can start another one.
 */
export function noteImages(text: string): string {
  return String(text ?? '')
    .replace(/!\[([^[\]\n]*)\]\([^()\s]*(?:[ \t]+"[^"\n]*")?\)/g, (_, alt: string) => imageNote(alt))
    .replace(/<img\b[^<>]*>/gi, (tag: string) => imageNote(/\balt\s*=\s*"([^"<>]*)"/i.exec(tag)?.[1] ?? ''));
}

const imageNote = (alt: string): string => {
  const label = alt.replace(/\s+/g, ' ').trim();
  return label ? `[image not read: ${label}]` : '[image not read]';
};
