// The size limit of `.github/cplan.yml` where cplan does not parse the file itself: the App reads
// its config through Probot's `context.config` and the worker through @probot/octokit-plugin-config,
// which fetch each file (`.github/cplan.yml`, the owner's `.github` repository's, every `_extends`)
// with `GET /repos/{owner}/{repo}/contents/{path}` in the raw media type and hand the text to
// yaml's parse. That parse is superlinear in the number of keys (1.2 MB, 40 000 keys: 13 s) and runs
// on the event loop that serves every installation, so a request hook on the event's Octokit reads
// such an answer itself, refuses it past CONFIG_MAX_BYTES before the plugin sees it, and stops the
// download there. The plugin's own behaviour (`_extends`, a missing file, a directory) is unchanged.
import { CONFIG_MAX_BYTES, configTooLarge, refuseManyKeys } from '../core/config/config.js';

interface EndpointOptions {
  method?: string;
  url?: string;
  owner?: unknown;
  repo?: unknown;
  path?: unknown;
  headers?: Record<string, unknown>;
  mediaType?: { format?: string };
  request?: Record<string, unknown>;
  [parameter: string]: unknown;
}

interface OctokitResponse {
  headers: Record<string, string | number | undefined>;
  data: unknown;
  [field: string]: unknown;
}

interface Hookable {
  hook: {
    wrap(
      name: 'request',
      wrapper: (request: (options: EndpointOptions) => Promise<unknown>, options: EndpointOptions) => Promise<unknown>,
    ): void;
  };
}

const CONTENTS_ROUTE = '/repos/{owner}/{repo}/contents/{path}';
/** A contents URL written out, as `octokit.request('GET /repos/o/r/contents/x.yml')` would pass it. */
const CONTENTS_URL = /^(?:https?:\/\/[^/]+)?(?:\/api\/v3)?\/repos\/([^/]+)\/([^/]+)\/contents\/([^?#]+)/;
/** The files the config plugin parses as YAML (`_extends` may only name such a file). */
const YAML_FILE = /\.ya?ml$/i;

const guarded = new WeakSet<object>();

/**
 * Makes every raw read of a YAML file through `octokit` (which, in cplan, only the config plugin
 * does; forge/github.ts reads files as JSON) fail with a ConfigError naming the file and its size
 * when the file is over CONFIG_MAX_BYTES. Idempotent: Probot run with a token hands the same Octokit
 * to every event.
 */
export function guardConfigReads<T extends object>(octokit: T): T {
  if (guarded.has(octokit)) return octokit;
  guarded.add(octokit);
  (octokit as unknown as Hookable).hook.wrap('request', async (request, options) => {
    const name = configFileOf(options);
    if (name === undefined) return request(options);
    // The body unread (a stream), so that a large file is refused without being downloaded whole;
    // the abort then closes the connection (a cancelled body alone left it open for seconds).
    const download = new AbortController();
    const given = options.request?.signal as AbortSignal | undefined;
    const signal = given ? AbortSignal.any([given, download.signal]) : download.signal;
    options.request = { ...options.request, parseSuccessResponseBody: false, signal };
    const response = (await request(options)) as OctokitResponse;
    const text = await readLimited(response, name, () => download.abort());
    refuseManyKeys(text, name);
    return { ...response, data: text };
  });
  return octokit;
}

/** `<path> of <owner>/<repo>` for a raw read of a YAML file's contents; undefined for any other request. */
function configFileOf(options: EndpointOptions): string | undefined {
  if ((options.method ?? 'GET').toUpperCase() !== 'GET') return undefined;
  const accept = String(options.headers?.accept ?? '');
  if (options.mediaType?.format !== 'raw' && !accept.includes('.raw')) return undefined;
  let where: [unknown, unknown, unknown] | undefined;
  if (options.url === CONTENTS_ROUTE) where = [options.owner, options.repo, options.path];
  else {
    const match = CONTENTS_URL.exec(options.url ?? '');
    if (match) where = [match[1], match[2], decodeURIComponent(match[3] as string)];
  }
  if (!where) return undefined;
  const [owner, repo, path] = where.map(String) as [string, string, string];
  return YAML_FILE.test(path) ? `${path} of ${owner}/${repo}` : undefined;
}

/** The text of a raw answer, refused as soon as it is known to be over the limit. */
async function readLimited(response: OctokitResponse, name: string, stop: () => void): Promise<string> {
  const body = response.data;
  if (body === null || body === undefined) return '';
  if (typeof body === 'string') {
    const bytes = Buffer.byteLength(body, 'utf8');
    if (bytes > CONFIG_MAX_BYTES) throw configTooLarge(name, bytes);
    return body;
  }
  const stream = body as ReadableStream<Uint8Array>;
  // A compressed answer's length is not the file's; fetch hands on the file, counted below.
  const declared = response.headers['content-encoding'] ? Number.NaN : Number(response.headers['content-length']);
  if (declared > CONFIG_MAX_BYTES) {
    stop();
    throw configTooLarge(name, declared);
  }
  const chunks: Uint8Array[] = [];
  let total = 0;
  for await (const chunk of stream) {
    total += chunk.byteLength;
    if (total > CONFIG_MAX_BYTES) {
      stop();
      throw configTooLarge(name);
    }
    chunks.push(chunk);
  }
  return new TextDecoder().decode(Buffer.concat(chunks));
}
