// The tree of a Git Data API commit, built in chained createTree requests.
//
// Why chained: one createTree request carrying every file's content inline is one huge JSON body
// (GitHub ends any request that takes more than 10 s), and uploading the rest as one createBlob per
// file made a 20 000-task note cost thousands of requests, each a content-creating request that
// GitHub's secondary rate limit counts (80 a minute, 500 an hour) and that the throttling plugin
// spaces 1 s apart. Here every request carries up to TREE_CHUNK_BYTES of JSON and TREE_CHUNK_ENTRIES
// entries inline and takes the previous request's tree as its base_tree, so the request count grows
// with the bytes written, not with the number of files; only a file larger than one chunk on its
// own goes up as a blob (createBlob takes up to 100 MB).
import type { SessionFile } from '../core/render/artifacts.js';

/** JSON bytes of the entries one createTree request carries (a few MB: far from GitHub's 10 s). */
export const TREE_CHUNK_BYTES = 4 * 1024 * 1024;
/** Entries one createTree request carries. */
export const TREE_CHUNK_ENTRIES = 5000;

export interface TreeEntry {
  path: string;
  mode: '100644';
  type: 'blob';
  content?: string;
  /** A blob's sha; null removes the path (the Git Data API's way to delete in a commit). */
  sha?: string | null;
}

/**
 * The entries of `files` in requests of at most TREE_CHUNK_BYTES and TREE_CHUNK_ENTRIES, in order,
 * one entry per path (the last one wins). A file whose entry alone is larger than a chunk is
 * uploaded with `uploadBlob` and named by its sha.
 */
export async function treeChunks(files: SessionFile[], uploadBlob: (content: string) => Promise<string>): Promise<TreeEntry[][]> {
  const byPath = new Map(files.map((f) => [f.path, f]));
  const chunks: TreeEntry[][] = [];
  let chunk: TreeEntry[] = [];
  let bytes = 0;
  for (const f of byPath.values()) {
    const base = { path: f.path, mode: '100644' as const, type: 'blob' as const };
    let entry: TreeEntry = f.delete ? { ...base, sha: null } : { ...base, content: f.content };
    // JSON bytes, escapes included; a comma between entries.
    let size = f.delete || Buffer.byteLength(f.content) <= TREE_CHUNK_BYTES ? Buffer.byteLength(JSON.stringify(entry)) + 1 : Infinity;
    if (size > TREE_CHUNK_BYTES) {
      entry = { ...base, sha: await uploadBlob(f.content) };
      size = Buffer.byteLength(JSON.stringify(entry)) + 1;
    }
    if (chunk.length > 0 && (bytes + size > TREE_CHUNK_BYTES || chunk.length >= TREE_CHUNK_ENTRIES)) {
      chunks.push(chunk);
      chunk = [];
      bytes = 0;
    }
    chunk.push(entry);
    bytes += size;
  }
  if (chunk.length > 0 || chunks.length === 0) chunks.push(chunk);
  return chunks;
}

/** Creates the chunks' trees one on top of the other, starting from `baseTree`: the last tree's sha. */
export async function chainTrees(
  baseTree: string,
  chunks: TreeEntry[][],
  createTree: (baseTree: string, tree: TreeEntry[]) => Promise<string>,
): Promise<string> {
  let tree = baseTree;
  for (const chunk of chunks) tree = await createTree(tree, chunk);
  return tree;
}
