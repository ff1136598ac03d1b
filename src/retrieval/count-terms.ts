// Pass 1 of the index build: each file's term counts, its three fields (path, declared names,
// text) packed in one number per term. Flat typed arrays, so that a worker thread can hand a part
// back without copying (count-parallel.ts), and parts counted apart merge into one numbering.
import type { FileKind } from './classify.js';
import { importsOf } from './imports.js';
import { NO_ROOTS, type PackageRoots, pathLookup } from './imports-qualified.js';
import { listSymbols } from './declarations.js';
import { countedText } from './markup.js';
import { TermCounter } from './tokens.js';

/**
 * A field's count per term fits in 17 bits (a 64 KB text has at most 32 768 Latin tokens, or 65 535
 * pairs of Chinese characters): three share one number.
 */
export const FIELD_SPACE = 2 ** 17;
/** What one occurrence adds to a term's packed count, per field (path, symbols, text). */
export const UNIT = [FIELD_SPACE * FIELD_SPACE, FIELD_SPACE, 1] as const;
/** Text beyond this many characters adds little to ranking and a lot to build time. */
export const TEXT_CAP = 64 * 1024;

export interface FileToCount {
  path: string;
  kind: FileKind;
  /** At most TEXT_CAP characters. */
  text: string;
  /** True when the file is longer than `text`: its imports are then read from the whole file, elsewhere. */
  capped: boolean;
}

export interface CountedFiles {
  /** Term number → term. */
  terms: string[];
  /** Document d's term numbers are ids[offsets[d]] … ids[offsets[d + 1] - 1], its packed counts beside them. */
  ids: Int32Array;
  counts: Float64Array;
  offsets: Int32Array;
  /** Three field lengths (tokens) per document. */
  lengths: Int32Array;
  /** The files each source or test file imports (importsOf); null where not read here (capped texts, other kinds). */
  imports: (string[] | null)[];
}

/**
 * Counts `files`; `allPaths` are the repository's paths, which imports resolve to, and `roots`
 * the Go modules and PHP namespaces its go.mod and composer.json files declare.
 */
export function countFiles(files: readonly FileToCount[], allPaths: readonly string[], roots: PackageRoots = NO_ROOTS): CountedFiles {
  const lookup = pathLookup(allPaths, roots);
  const imports = files.map((file) =>
    (file.kind === 'source' || file.kind === 'test') && !file.capped ? importsOf(file.path, file.text, lookup.has, lookup) : null,
  );
  const counter = new TermCounter();
  let ids = new Int32Array(1 << 16);
  let counts = new Float64Array(ids.length);
  const offsets = new Int32Array(files.length + 1);
  const lengths = new Int32Array(files.length * 3);
  let used = 0;
  files.forEach((file, doc) => {
    let names = '';
    if (file.kind === 'source' || file.kind === 'test') for (const s of listSymbols(file.text)) names += ` ${s.name}`;
    lengths[doc * 3] = counter.add(file.path, UNIT[0]);
    lengths[doc * 3 + 1] = counter.add(names, UNIT[1]);
    lengths[doc * 3 + 2] = file.kind === 'noise' ? 0 : counter.add(countedText(file.path, file.text), UNIT[2]);
    const taken = counter.take();
    if (used + taken.ids.length > ids.length) {
      const size = Math.max(ids.length * 2, used + taken.ids.length);
      ids = grown(ids, new Int32Array(size));
      counts = grown(counts, new Float64Array(size));
    }
    ids.set(taken.ids, used);
    counts.set(taken.counts, used);
    used += taken.ids.length;
    offsets[doc + 1] = used;
  });
  return { terms: counter.terms, ids: ids.slice(0, used), counts: counts.slice(0, used), offsets, lengths, imports };
}

function grown<T extends Int32Array | Float64Array>(from: T, to: T): T {
  to.set(from);
  return to;
}

/**
 * Parts counted apart (consecutive runs of the same file list) as one: the first part's numbering
 * is kept, the others' terms are numbered into it and their ids rewritten.
 */
export function mergeCounts(parts: readonly CountedFiles[]): CountedFiles & { numbers: Map<string, number> } {
  const first = parts[0];
  if (!first)
    return {
      terms: [],
      ids: new Int32Array(0),
      counts: new Float64Array(0),
      offsets: new Int32Array(1),
      lengths: new Int32Array(0),
      imports: [],
      numbers: new Map(),
    };
  const terms = [...first.terms];
  const numbers = new Map(terms.map((term, id) => [term, id]));
  if (parts.length === 1) return { ...first, terms, numbers };
  const docs = parts.reduce((n, p) => n + p.offsets.length - 1, 0);
  const ids = new Int32Array(parts.reduce((n, p) => n + p.ids.length, 0));
  const counts = new Float64Array(ids.length);
  const offsets = new Int32Array(docs + 1);
  const lengths = new Int32Array(docs * 3);
  const imports = parts.flatMap((part) => part.imports);
  let doc = 0;
  let at = 0;
  for (const part of parts) {
    const global = Int32Array.from(part.terms, (term) => {
      let id = numbers.get(term);
      if (id === undefined) {
        id = terms.length;
        numbers.set(term, id);
        terms.push(term);
      }
      return id;
    });
    for (let k = 0; k < part.ids.length; k++) ids[at + k] = global[part.ids[k] as number] as number;
    counts.set(part.counts, at);
    lengths.set(part.lengths, doc * 3);
    for (let d = 1; d < part.offsets.length; d++) offsets[doc + d] = at + (part.offsets[d] as number);
    doc += part.offsets.length - 1;
    at += part.ids.length;
  }
  return { terms, ids, counts, offsets, lengths, imports, numbers };
}
