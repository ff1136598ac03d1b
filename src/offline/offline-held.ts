// The requirement's words a description says a file holds, made true of the file: ranking meets
// words by their stems and parts ("renaming" meets `Rename`, `PreWriteHook` meets "pre", "write"
// and "hook" anywhere in the file), but "the file holds renaming" or "holds PreWriteHook" sends a
// reader to grep for text that is not there. A word the file writes is shown as the requirement
// writes it; another form of it as the file writes it (`rename`); a compound the file does not hold
// whole as the parts it holds; a word only the file's path holds stays (the name says it).
import { stem, tokenize } from '../retrieval/tokens.js';
import { caseParts } from './offline-words.js';

/** A file is read this far for its words: enough for any source file, bounded for a generated one. */
const MOST_CHARS = 400_000;
/** Runs of up to this many adjacent parts of an identifier are its words too (`MemMapFs` holds "memmap"). */
const MOST_RUN = 3;

/** Each word of the text, lower-cased, with its first spelling: identifiers whole, their parts, and runs of adjacent parts. */
function writtenForms(text: string): Map<string, string> {
  const forms = new Map<string, string>();
  const add = (word: string) => {
    const key = word.toLowerCase();
    if (key.length > 1 && !forms.has(key)) forms.set(key, word);
  };
  for (const match of text.slice(0, MOST_CHARS).matchAll(/[A-Za-z0-9]+(?:_[A-Za-z0-9]+)*/g)) {
    const word = match[0];
    add(word.replace(/_/g, ''));
    const parts = word.split('_').flatMap((piece) => caseParts(piece));
    for (let i = 0; i < parts.length; i++) for (let n = 1; n <= MOST_RUN && i + n <= parts.length; n++) add(parts.slice(i, i + n).join(''));
  }
  return forms;
}

/** The lower-cased words of a path: its folders' and file's names, split like identifiers. */
function pathWords(path: string): Set<string> {
  return new Set([...writtenForms(path).keys()]);
}

/** `words` (as the requirement writes them) as the file at `path` with `text` holds them, in order, each once. */
export function heldAsWritten(words: readonly string[], text: string, path: string): string[] {
  const forms = writtenForms(text);
  const named = pathWords(path);
  const held = (word: string) => forms.has(word.toLowerCase()) || named.has(word.toLowerCase());
  // Another form of the word, as the file writes it: the shortest of its words with the same stem.
  const formOf = (word: string): string | undefined => {
    const wanted = stem(word.toLowerCase());
    let best: string | undefined;
    for (const [key, form] of forms) if (stem(key) === wanted && (best === undefined || key.length < best.length)) best = form;
    return best?.toLowerCase();
  };
  const out: string[] = [];
  const push = (word: string | undefined) => {
    if (word !== undefined && !out.some((w) => w.toLowerCase() === word.toLowerCase())) out.push(word);
  };
  for (const word of words) {
    const joined = word.replace(/[-_]/g, '');
    if (held(joined)) {
      push(word);
      continue;
    }
    const parts = word.split(/[-_]/).flatMap((piece) => caseParts(piece));
    // `json5` is one name, not "json" and "5": a file that writes only "json" does not hold it.
    if (parts.filter((part) => /^[A-Za-z]{3,}$/.test(part)).length < 2) {
      if (parts.length === 1) push(formOf(word));
      continue;
    }
    // A part of one or two letters ("I" of `IRegistrationBuilder`, "Fs") or a stop word ("with" of
    // `WithFatalHook`) says nothing alone.
    for (const part of parts.filter((p) => p.length >= 3 && tokenize(p).length > 0)) push(held(part) ? part.toLowerCase() : formOf(part));
  }
  return out;
}
