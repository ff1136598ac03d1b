// Reading one file of a commit through the contents API in its raw media type.
//
// Why raw: the JSON form carries the file base64-encoded inside one JSON string, and files over
// 1 MB come without content at all, so they took a second request to the blob endpoint whose JSON
// holds the whole file as one base64 string. @octokit/request parses JSON with json-with-bigint,
// whose string-matching regular expression overflows the stack on a string of about 7.5 MB of
// base64 (a note of about 5.7 MB): the parse "fails", Octokit hands back the text, and the read
// died on a TypeError. The raw media type (`application/vnd.github.raw`) answers with the file's
// own bytes, up to GitHub's 100 MB limit for that endpoint, in one request and with nothing parsed.
import type { OctokitLike } from './github.js';
import { orUndefined, wrap } from './github-errors.js';

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
