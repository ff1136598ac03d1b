// Reading one file of a commit through the contents API in its raw media type.
//
// Why raw: the JSON form carries the file base64-encoded inside one JSON string, and files over
// 1 MB come without content at all, so they took a second request to the blob endpoint whose JSON
// holds the whole file as one base64 string. @octokit/request parses JSON with json-with-bigint,
// whose string-matching regular expression overflows the stack on a string of about 7.5 MB of
// base64 (a note of about 5.7 MB): the parse "fails", Octokit hands back the text, and the read
// died on a TypeError. The raw media type (`application/vnd.github.raw`) answers with the file's
// own bytes, up to GitHub's 100 MB limit for that endpoint, in one request and with nothing parsed.
import type { OctokitLike } from './octokit-like.js';
import { orUndefined, wrap } from './github-errors.js';
import { ForgeError } from './types.js';

interface ContentsJson {
  type?: string;
  content?: string;
  encoding?: string;
  sha?: string;
}

/**
 * The text of `path` at `ref`; undefined when GitHub has no such file (404) or the path is not a
 * file (a directory answers with its JSON listing even in the raw media type).
 */
export async function readRawFile(octokit: OctokitLike, repo: { owner: string; repo: string }, ref: string, path: string) {
  const response = await orUndefined(`read ${path}`, () =>
    octokit.rest.repos.getContent({ ...repo, path, ref, mediaType: { format: 'raw' } }),
  );
  if (response === undefined) return undefined;
  const data = response.data as unknown;
  const text = textOf(data);
  if (text !== undefined) return text;
  // A server that ignored the media type (a proxy, an older GHES) sends the JSON form: small files
  // carry their content, files over 1 MB only their blob's sha, read here in the raw media type too.
  const json = data as ContentsJson | null;
  if (!json || Array.isArray(json) || json.type !== 'file') return undefined;
  if (json.encoding === 'base64' && json.content) return Buffer.from(json.content, 'base64').toString('utf8');
  if (!json.sha) return undefined;
  const blob = await wrap(`read blob of ${path}`, () =>
    octokit.rest.git.getBlob({ ...repo, file_sha: json.sha as string, mediaType: { format: 'raw' } }),
  );
  return textOf(blob.data as unknown);
}

/** What @octokit/request made of a raw answer: text for a text type or a utf-8 charset, else bytes; JSON is not a file's text. */
function textOf(data: unknown): string | undefined {
  if (typeof data === 'string') return data;
  if (data instanceof ArrayBuffer) return Buffer.from(data).toString('utf8');
  if (ArrayBuffer.isView(data)) return Buffer.from(data.buffer, data.byteOffset, data.byteLength).toString('utf8');
  return undefined;
}

type TreeItem = { path?: string; type?: string; sha?: string };

/**
 * Paths of the files under `dir` at `ref`. One recursive tree of the commit; GitHub truncates that
 * one past 100 000 entries or 7 MB (`truncated: true`), which would hide session files in a large
 * repository, so then only `dir`'s own tree is listed, found one path segment at a time. A listing
 * that is truncated even so is an error, never a silently shorter list.
 */
export async function listTreeFiles(octokit: OctokitLike, repo: { owner: string; repo: string }, ref: string, dir: string) {
  const prefix = dir === '' ? '' : `${dir.replace(/\/$/, '')}/`;
  const tree = (sha: string, recursive: boolean) =>
    orUndefined('list files', () => octokit.rest.git.getTree({ ...repo, tree_sha: sha, ...(recursive ? { recursive: 'true' } : {}) }));
  const blobs = (items: TreeItem[], base: string) =>
    items.filter((e) => e.type === 'blob' && e.path !== undefined).map((e) => `${base}${e.path as string}`);
  const whole = await tree(ref, true);
  if (!whole) return [];
  if (!whole.data.truncated) return blobs(whole.data.tree, '').filter((path) => path.startsWith(prefix));
  if (prefix === '') throw new ForgeError(`GitHub list files failed: the tree of ${ref} is too large to list`, undefined);
  let sha: string | undefined = ref;
  for (const segment of prefix.slice(0, -1).split('/')) {
    const level = await tree(sha, false);
    sha = (level?.data.tree as TreeItem[] | undefined)?.find((e) => e.type === 'tree' && e.path === segment)?.sha;
    if (!sha) return [];
  }
  const own = await tree(sha, true);
  if (!own) return [];
  if (own.data.truncated) throw new ForgeError(`GitHub list files failed: ${dir} at ${ref} has too many files to list`, undefined);
  return blobs(own.data.tree, prefix);
}
