// A small in-memory GitHub REST API on loopback for end-to-end tests and the benchmark: git data
// (refs, trees, commits, contents, tarball), issues, comments, reactions, pulls and their files,
// reviews, check runs, labels, assignees, permissions and installation tokens. It counts every request by route and can add latency.
// GraphQL: createCommitOnBranch (a verified commit, as GitHub signs it), review threads and draft
// state. Commits made through the Git Data API are unverified (a user token, or GHES), and a
// ruleset requiring signed commits can be switched on (`requireSignedCommits`).
import { createHash } from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { gzipSync } from 'node:zlib';

type Json = Record<string, unknown>;

export interface FakeGitHubOptions {
  owner?: string;
  repo?: string;
  defaultBranch?: string;
  files?: Record<string, string>;
  issues?: { number: number; title: string; body: string; user?: string }[];
  permissions?: Record<string, string>;
  latencyMs?: number;
  /** Extra files served for `.github/cplan.yml`. */
  config?: string;
  /**
   * A ruleset requiring verified signatures (on every branch, or on those the function accepts):
   * a ref create or update that would bring an unverified commit onto such a branch gets 409.
   */
  requireSignedCommits?: boolean | ((branch: string) => boolean);
  /**
   * createCommitOnBranch: 'available' (default); 'missing' answers like an older GHES ("Field
   * 'createCommitOnBranch' doesn't exist on type 'Mutation'"); 'no-graphql' answers 404 on /graphql.
   */
  commitMutation?: 'available' | 'missing' | 'no-graphql';
}

/** A request that makes a commit: REST `POST …/git/commits` or GraphQL createCommitOnBranch. */
export function isCommitRequest(r: RequestRecord): boolean {
  if (r.method !== 'POST') return false;
  return r.route.endsWith('/git/commits') || r.route === GRAPHQL_COMMIT_ROUTE;
}

const GRAPHQL_COMMIT_ROUTE = '/graphql createCommitOnBranch';

export interface RequestRecord {
  method: string;
  route: string;
  path: string;
  at: number;
  body: unknown;
  /** The client asked for the raw file (Accept: application/vnd.github.raw). */
  raw?: boolean;
}

const sha1 = (text: string) => createHash('sha1').update(text).digest('hex');

/** The login that starts GitHub's Copilot coding agent when assigned. */
export const COPILOT_LOGIN = 'copilot-swe-agent[bot]';

/** A PR file as cplan reads it (GET /pulls/{n}/files, in cplan's names). */
export interface FakeFileChange {
  path: string;
  status: string;
  patch?: string;
}

/**
 * The files that differ between two trees, by path, as GET /pulls/{n}/files lists them. The patch
 * is one hunk replacing the whole file: enough for a reader of `+` lines, and the same in both
 * fakes (FakeForge uses it too), which is what the shared contract compares.
 */
export function pullFilesBetween(before: Map<string, string>, after: Map<string, string>): FakeFileChange[] {
  const lines = (text: string | undefined) => (text ? text.replace(/\n$/, '').split('\n') : []);
  const range = (n: number) => (n === 0 ? '0,0' : `1,${n}`);
  return [...new Set([...before.keys(), ...after.keys()])]
    .sort()
    .filter((path) => before.get(path) !== after.get(path))
    .map((path) => {
      const old = lines(before.get(path));
      const now = lines(after.get(path));
      const status = !before.has(path) ? 'added' : !after.has(path) ? 'removed' : 'modified';
      // GitHub sends no patch when there is no line to show (an empty file).
      if (old.length + now.length === 0) return { path, status };
      const hunk = [`@@ -${range(old.length)} +${range(now.length)} @@`, ...old.map((l) => `-${l}`), ...now.map((l) => `+${l}`)];
      return { path, status, patch: hunk.join('\n') };
    });
}

export interface FakeGitHubPull {
  number: number;
  head: string;
  base: string;
  title: string;
  body: string;
  draft: boolean;
  state: string;
  labels: string[];
  merged?: boolean;
  /** The author's login (default `cplan[bot]`, who opens PRs here). */
  user?: string;
  assignees?: string[];
  /** What GET /pulls/{n}/files lists; unset: the diff of the head against the base branch. */
  files?: { path: string; status?: string; patch?: string }[];
}

export class FakeGitHub {
  readonly owner: string;
  readonly repo: string;
  readonly defaultBranch: string;
  readonly requests: RequestRecord[] = [];
  readonly refs = new Map<string, string>();
  /** `verified`: signed by GitHub (createCommitOnBranch, the initial commit, `landCommit`). */
  readonly commits = new Map<string, { tree: string; parents: string[]; message: string; verified?: boolean }>();
  readonly trees = new Map<string, Map<string, string>>();
  readonly comments: { id: number; issue: number; body: string; user: { login: string; type: string } }[] = [];
  readonly pulls: FakeGitHubPull[] = [];
  readonly reviews: {
    pull: number;
    event: string;
    body: string;
    comments: { path: string; line: number; body: string }[];
    id?: number;
    commitId?: string;
    /** Default: the app's own (`cplan[bot]`). */
    user?: string;
  }[] = [];
  readonly reactions: { comment: number; content: string }[] = [];
  /** Review threads; `author` set for a person's thread (default: the app's). */
  readonly threads: { id: string; pull: number; body: string; isResolved: boolean; author?: string }[] = [];
  readonly checkRuns: {
    id?: number;
    name: string;
    head_sha: string;
    conclusion: string;
    output: {
      title: string;
      summary: string;
      annotations: { path: string; start_line: number; annotation_level: string; title: string }[];
    };
  }[] = [];
  readonly issues: Map<
    number,
    {
      number: number;
      title: string;
      body: string;
      user: string;
      labels?: string[];
      assignees?: string[];
      state?: 'open' | 'closed';
      state_reason?: 'completed' | 'not_planned' | null;
    }
  >;
  readonly subIssues: { parent: number; child: number }[] = [];
  /** Line comments of reviews submitted by people, by review id. */
  readonly reviewComments = new Map<number, { path: string; line: number; body: string }[]>();
  /** Set false to answer the sub-issues endpoint with 404, as older GHES does. */
  subIssuesAvailable = true;
  /** Set false to answer as GitHub does where Copilot cannot be assigned: 201, without it among the assignees. */
  copilotAssignable = true;
  /** The login of the token (`GET /user`), as for a personal access token, and the author of the issues and comments it writes; unset: 403 and `cplan[bot]`, as for an app installation token. */
  viewer: string | undefined = undefined;
  requireSignedCommits: boolean | ((branch: string) => boolean);
  commitMutation: 'available' | 'missing' | 'no-graphql';
  private readonly permissions: Record<string, string>;
  private server: Server | null = null;
  private nextId = 1000;
  latencyMs: number;
  /** Hook to inject failures: return a status to answer with instead of handling the request. */
  fail: ((record: RequestRecord) => { status: number; headers?: Record<string, string>; body?: Json } | undefined) | null = null;

  constructor(options: FakeGitHubOptions = {}) {
    this.owner = options.owner ?? 'octo';
    this.repo = options.repo ?? 'demo';
    this.defaultBranch = options.defaultBranch ?? 'main';
    this.latencyMs = options.latencyMs ?? 0;
    this.permissions = options.permissions ?? {};
    this.requireSignedCommits = options.requireSignedCommits ?? false;
    this.commitMutation = options.commitMutation ?? 'available';
    this.issues = new Map((options.issues ?? []).map((i) => [i.number, { ...i, user: i.user ?? 'alice' }]));
    const files = new Map(Object.entries(options.files ?? { 'README.md': '# demo\n' }));
    if (options.config !== undefined) files.set('.github/cplan.yml', options.config);
    const tree = this.putTree(files);
    const commit = this.putCommit(tree, [], 'initial', true);
    this.refs.set(this.defaultBranch, commit);
  }

  get url(): string {
    const address = this.server?.address() as AddressInfo | undefined;
    return `http://127.0.0.1:${address?.port ?? 0}`;
  }

  async start(): Promise<string> {
    this.server = createServer((req, res) => void this.handle(req, res));
    await new Promise<void>((resolve) => this.server?.listen(0, '127.0.0.1', resolve));
    return this.url;
  }

  async stop(): Promise<void> {
    const server = this.server;
    // Connections a test left open (a download it stopped reading) would hold close() for seconds.
    await new Promise<void>((resolve) => (server ? (server.close(() => resolve()), server.closeAllConnections()) : resolve()));
    this.server = null;
  }

  /** Requests grouped by "METHOD route". */
  countByRoute(): Record<string, number> {
    const counts: Record<string, number> = {};
    for (const r of this.requests) counts[`${r.method} ${r.route}`] = (counts[`${r.method} ${r.route}`] ?? 0) + 1;
    return Object.fromEntries(Object.entries(counts).sort());
  }

  /** Files of a branch head. */
  filesOf(branch: string): Map<string, string> {
    const head = this.refs.get(branch);
    const commit = head ? this.commits.get(head) : undefined;
    return new Map(commit ? this.trees.get(commit.tree) : []);
  }

  /** Another client's commit lands on `branch` (for race tests); made on the web, so verified. */
  landCommit(branch: string, files: Record<string, string>, message: string, verified = true): string {
    const head = this.refs.get(branch) as string;
    const tree = new Map(this.trees.get(this.commits.get(head)?.tree ?? ''));
    for (const [path, content] of Object.entries(files)) tree.set(path, content);
    const sha = this.putCommit(this.putTree(tree), [head], message, verified);
    this.refs.set(branch, sha);
    return sha;
  }

  /** Commits on `branch` that are not on the default branch, newest first. */
  branchCommits(branch: string): { sha: string; message: string; verified: boolean }[] {
    const head = this.refs.get(branch);
    const onDefault = this.ancestors([this.refs.get(this.defaultBranch) ?? '']);
    return head
      ? this.newCommits(head, onDefault).map((sha) => ({
          sha,
          message: this.commits.get(sha)?.message ?? '',
          verified: this.commits.get(sha)?.verified === true,
        }))
      : [];
  }

  /** Paths the client's commits set or removed: REST tree entries and GraphQL file changes. */
  committedPaths(): string[] {
    return this.requests.flatMap((r) => {
      const b = (r.body ?? {}) as Json;
      if (r.method === 'POST' && r.route.endsWith('/git/trees')) return ((b.tree ?? []) as { path: string }[]).map((e) => e.path);
      if (r.method !== 'POST' || r.route !== GRAPHQL_COMMIT_ROUTE) return [];
      const changes = ((b.variables as Json | undefined)?.input as Json | undefined)?.fileChanges as
        { additions?: { path: string }[]; deletions?: { path: string }[] } | undefined;
      return [...(changes?.additions ?? []), ...(changes?.deletions ?? [])].map((c) => c.path);
    });
  }

  private putTree(files: Map<string, string>): string {
    const sha = sha1(JSON.stringify([...files].sort()));
    this.trees.set(sha, files);
    return sha;
  }

  private putCommit(tree: string, parents: string[], message: string, verified = false): string {
    const sha = sha1(`${tree}|${parents.join(',')}|${message}|${this.commits.size}`);
    this.commits.set(sha, { tree, parents, message, verified });
    return sha;
  }

  private async handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const raw = Buffer.concat(chunks).toString('utf8');
    let body: unknown;
    try {
      body = raw ? JSON.parse(raw) : null;
    } catch {
      body = raw;
    }
    const url = new URL(req.url ?? '/', 'http://x');
    const pathname = decodeURIComponent(url.pathname);
    // GHES serves REST under /api/v3 and GraphQL at /api/graphql (there is no /api/v3/graphql).
    const path =
      pathname === '/api/graphql' ? '/graphql' : pathname.startsWith('/api/v3/graphql') ? pathname : pathname.replace(/^\/api\/v3/, '');
    const raw_ = String(req.headers.accept ?? '').includes('raw');
    const mutation = path === '/graphql' && String((body as Json | null)?.query ?? '').includes('createCommitOnBranch');
    const record: RequestRecord = {
      method: req.method ?? 'GET',
      route: mutation ? GRAPHQL_COMMIT_ROUTE : routeOf(path),
      path: `${path}${url.search}`,
      at: Date.now(),
      body,
      raw: raw_,
    };
    this.requests.push(record);
    if (this.latencyMs > 0) await new Promise((r) => setTimeout(r, this.latencyMs));
    const injected = this.fail?.(record);
    if (injected) return send(res, injected.status, injected.body ?? { message: 'injected failure' }, injected.headers);
    try {
      const [status, payload, headers] = this.route(record, url);
      if (Buffer.isBuffer(payload)) {
        res.writeHead(status, { 'content-type': 'application/x-gzip', ...headers });
        res.end(payload);
        return;
      }
      send(res, status, payload, headers);
    } catch (error) {
      send(res, 500, { message: String(error) });
    }
  }

  private route(r: RequestRecord, url: URL): [number, Json | Json[] | Buffer, Record<string, string>?] {
    const p = r.path.split('?')[0] as string;
    const repoBase = `/repos/${this.owner}/${this.repo}`;
    const m = (re: RegExp) => re.exec(p);
    const b = (r.body ?? {}) as Json;
    let x: RegExpExecArray | null;
    if (r.method === 'POST' && (x = m(/^\/app\/installations\/(\d+)\/access_tokens$/)))
      return [201, { token: 'ghs_fake', expires_at: '2999-01-01T00:00:00Z', permissions: {} }];
    if (r.method === 'GET' && p === '/user')
      return this.viewer ? [200, { login: this.viewer, type: 'User' }] : [403, { message: 'Resource not accessible by integration' }];
    if (!p.startsWith(repoBase) && p.includes('/contents/')) return [404, { message: 'Not Found' }];
    if (p === '/graphql' && this.commitMutation === 'no-graphql') return [404, { message: 'Not Found' }];
    if (r.method === 'POST' && r.route === GRAPHQL_COMMIT_ROUTE) return [200, this.commitOnBranch((b.variables ?? {}) as Json)];
    if (r.method === 'POST' && p === '/graphql' && String(b.query ?? '').includes('reviewThreads')) {
      const number = Number((b.variables as Json | undefined)?.number);
      const nodes = this.threads
        .filter((t) => t.pull === number)
        .map((t) => ({
          id: t.id,
          isResolved: t.isResolved,
          // GraphQL names an app by its slug, typed Bot (REST says `cplan[bot]`).
          comments: {
            nodes: [{ body: t.body, author: t.author ? { __typename: 'User', login: t.author } : { __typename: 'Bot', login: 'cplan' } }],
          },
        }));
      return [200, { data: { repository: { pullRequest: { reviewThreads: { nodes } } } } }];
    }
    if (r.method === 'POST' && p === '/graphql' && String(b.query ?? '').includes('resolveReviewThread')) {
      const thread = this.threads.find((t) => t.id === String((b.variables as Json | undefined)?.id));
      if (thread) thread.isResolved = true;
      return [200, { data: { resolveReviewThread: { thread: { id: thread?.id ?? null } } } }];
    }
    if (r.method === 'GET' && (x = m(/\/pulls\/\d+\/reviews\/(\d+)\/comments$/))) {
      return [200, (this.reviewComments.get(Number(x[1])) ?? []).map((c, i) => ({ id: i + 1, ...c, original_line: c.line }))];
    }
    if (r.method === 'GET' && (x = m(/\/commits\/([^/]+)\/check-runs$/))) {
      const name = url.searchParams.get('check_name');
      const runs = this.checkRuns
        .filter((run) => run.head_sha === x?.[1] && (!name || run.name === name))
        .sort((a, c) => (c.id ?? 0) - (a.id ?? 0));
      const json = runs.map((run) => ({
        id: run.id,
        name: run.name,
        head_sha: run.head_sha,
        conclusion: run.conclusion,
        output: run.output,
      }));
      return [200, { total_count: json.length, check_runs: json }];
    }
    if (r.method === 'POST' && (x = m(/\/check-runs$/))) {
      const id = this.nextId++;
      this.checkRuns.push({ ...(b as unknown as FakeGitHub['checkRuns'][number]), id });
      return [201, { id }];
    }
    if (r.method === 'GET' && (x = m(/\/pulls\/(\d+)\/files$/))) return this.pullFiles(Number(x[1]), url);
    if (r.method === 'GET' && (x = m(/\/pulls\/(\d+)$/))) {
      const pr = this.pulls.find((p2) => p2.number === Number(x?.[1]));
      return pr ? [200, this.pullJson(pr)] : [404, { message: 'Not Found' }];
    }
    if (r.method === 'POST' && p === '/graphql') {
      const query = String(b.query ?? '');
      const id = String((b.variables as Json | undefined)?.id ?? '');
      const pr = this.pulls.find((p2) => `PR_${p2.number}` === id);
      if (!pr) return [200, { errors: [{ message: 'not found' }] }];
      if (query.includes('convertPullRequestToDraft')) pr.draft = true;
      if (query.includes('markPullRequestReadyForReview')) pr.draft = false;
      return [200, { data: { ok: { clientMutationId: null } } }];
    }
    if (r.method === 'GET' && p === repoBase) {
      return [
        200,
        {
          name: this.repo,
          full_name: `${this.owner}/${this.repo}`,
          owner: { login: this.owner },
          default_branch: this.defaultBranch,
          private: false,
        },
      ];
    }
    if (r.method === 'GET' && (x = m(/\/collaborators\/([^/]+)\/permission$/))) {
      const role = this.permissions[decodeURIComponent(x[1] as string)];
      if (!role) return [404, { message: 'Not Found' }];
      return [200, { permission: role === 'maintain' ? 'write' : role, role_name: role, user: { login: x[1] } }];
    }
    if (p === `${repoBase}/issues`) {
      if (r.method === 'GET') {
        const label = url.searchParams.get('labels');
        const list = [...this.issues.values()].filter((i) => !label || (i.labels ?? []).includes(label));
        return [
          200,
          list.map((i) => ({
            number: i.number,
            id: 100_000 + i.number,
            title: i.title,
            body: i.body,
            state: 'open',
            user: { login: i.user, type: /\[bot\]$/.test(i.user) ? 'Bot' : 'User' },
            labels: (i.labels ?? []).map((name) => ({ name })),
          })),
        ];
      }
      const number = this.nextId++;
      this.issues.set(number, {
        number,
        title: String(b.title),
        body: String(b.body),
        user: this.viewer ?? 'cplan[bot]',
        labels: ((b.labels ?? []) as string[]).map(String),
      });
      return [201, { number, id: 100_000 + number, title: b.title, body: b.body }];
    }
    if (r.method === 'PATCH' && (x = m(/\/issues\/(\d+)$/))) {
      const issue = this.issues.get(Number(x[1]));
      if (!issue) return [404, { message: 'Not Found' }];
      Object.assign(issue, { title: b.title ?? issue.title, body: b.body ?? issue.body });
      return [200, { number: issue.number }];
    }
    if (r.method === 'POST' && (x = m(/\/issues\/(\d+)\/sub_issues$/))) {
      if (!this.subIssuesAvailable) return [404, { message: 'Not Found' }];
      this.subIssues.push({ parent: Number(x[1]), child: Number(b.sub_issue_id) - 100_000 });
      return [201, {}];
    }
    if (r.method === 'GET' && (x = m(/\/issues\/(\d+)$/))) {
      const issue = this.issues.get(Number(x[1]));
      if (!issue) return [404, { message: 'Not Found' }];
      return [
        200,
        {
          number: issue.number,
          title: issue.title,
          body: issue.body,
          state: issue.state ?? 'open',
          state_reason: issue.state_reason ?? null,
          user: { login: issue.user },
          labels: (issue.labels ?? []).map((name) => ({ name })),
          assignees: (issue.assignees ?? []).map((login) => ({ login })),
        },
      ];
    }
    if (r.method === 'POST' && (x = m(/\/issues\/comments\/(\d+)\/reactions$/))) {
      // As GitHub: 200 (not 201) when this identity already left that reaction.
      const comment = Number(x[1]);
      const existed = this.reactions.some((re) => re.comment === comment && re.content === String(b.content));
      if (!existed) this.reactions.push({ comment, content: String(b.content) });
      return [existed ? 200 : 201, { id: this.nextId++, content: b.content }];
    }
    if ((x = m(/\/issues\/(\d+)\/comments$/))) {
      const issue = Number(x[1]);
      if (r.method === 'GET') return [200, this.comments.filter((c) => c.issue === issue).map((c) => this.commentJson(c))];
      const comment = {
        id: this.nextId++,
        issue,
        body: String(b.body),
        user: this.viewer ? { login: this.viewer, type: 'User' } : { login: 'cplan[bot]', type: 'Bot' },
      };
      this.comments.push(comment);
      return [201, this.commentJson(comment)];
    }
    if (r.method === 'PATCH' && (x = m(/\/issues\/comments\/(\d+)$/))) {
      const comment = this.comments.find((c) => c.id === Number(x?.[1]));
      if (!comment) return [404, { message: 'Not Found' }];
      comment.body = String(b.body);
      return [200, this.commentJson(comment)];
    }
    if (r.method === 'GET' && (x = m(/\/git\/ref\/heads\/(.+)$/))) {
      const sha = this.refs.get(decodeURIComponent(x[1] as string));
      return sha ? [200, { ref: `refs/heads/${x[1]}`, object: { sha, type: 'commit' } }] : [404, { message: 'Not Found' }];
    }
    if (r.method === 'GET' && (x = m(/\/git\/commits\/([0-9a-f]+)$/))) {
      const commit = this.commits.get(x[1] as string);
      return commit
        ? [
            200,
            {
              sha: x[1],
              tree: { sha: commit.tree },
              parents: commit.parents.map((s) => ({ sha: s })),
              message: commit.message,
            },
          ]
        : [404, { message: 'Not Found' }];
    }
    if (r.method === 'GET' && (x = m(/\/git\/trees\/(.+)$/))) {
      const ref = decodeURIComponent(x[1] as string);
      const commitSha = this.refs.get(ref.replace(/^heads\//, '')) ?? ref;
      const tree = this.trees.get(this.commits.get(commitSha)?.tree ?? commitSha);
      if (!tree) return [404, { message: 'Not Found' }];
      return [
        200,
        {
          sha: commitSha,
          truncated: false,
          tree: [...tree.keys()].sort().map((path) => ({ path, type: 'blob', mode: '100644', sha: sha1(tree.get(path) ?? '') })),
        },
      ];
    }
    if (r.method === 'GET' && (x = m(/\/contents\/(.+)$/))) {
      const ref = url.searchParams.get('ref') ?? this.defaultBranch;
      const commitSha = this.refs.get(ref) ?? ref;
      const tree = this.trees.get(this.commits.get(commitSha)?.tree ?? '');
      const content = tree?.get(decodeURIComponent(x[1] as string));
      if (content === undefined) return [404, { message: 'Not Found' }];
      if (r.raw) return [200, Buffer.from(content), { 'content-type': 'text/plain; charset=utf-8' }];
      return [
        200,
        {
          type: 'file',
          encoding: 'base64',
          content: Buffer.from(content).toString('base64'),
          path: x[1],
          sha: sha1(content),
        },
      ];
    }
    if (r.method === 'POST' && m(/\/git\/trees$/)) {
      const base = this.trees.get(this.commits.get(String(b.base_tree))?.tree ?? String(b.base_tree));
      const files = new Map(base ?? []);
      for (const entry of (b.tree ?? []) as { path: string; content?: string; sha?: string | null }[]) {
        if (entry.sha === null) files.delete(entry.path);
        else files.set(entry.path, entry.content ?? '');
      }
      return [201, { sha: this.putTree(files) }];
    }
    if (r.method === 'POST' && m(/\/git\/commits$/)) {
      return [201, { sha: this.putCommit(String(b.tree), (b.parents ?? []) as string[], String(b.message)) }];
    }
    if (r.method === 'POST' && m(/\/git\/refs$/)) {
      const branch = String(b.ref).replace(/^refs\/heads\//, '');
      if (this.refs.has(branch)) return [422, { message: 'Reference already exists' }];
      if (this.unsigned(branch, String(b.sha), [...this.refs.values()])) return [409, RULESET_REFUSAL];
      this.refs.set(branch, String(b.sha));
      return [201, { ref: b.ref, object: { sha: b.sha } }];
    }
    if (r.method === 'PATCH' && (x = m(/\/git\/refs\/heads\/(.+)$/))) {
      const branch = decodeURIComponent(x[1] as string);
      const current = this.refs.get(branch);
      const next = String(b.sha);
      if (!current) return [422, { message: 'Reference does not exist' }];
      if (!b.force && !this.isAncestor(current, next)) return [422, { message: 'Update is not a fast forward' }];
      if (this.unsigned(branch, next, [current])) return [409, RULESET_REFUSAL];
      this.refs.set(branch, next);
      return [200, { ref: `refs/heads/${branch}`, object: { sha: next } }];
    }
    if ((x = m(/\/pulls$/))) {
      if (r.method === 'GET') {
        const head = url.searchParams.get('head')?.split(':').pop();
        return [200, this.pulls.filter((pr) => (!head || pr.head === head) && pr.state === 'open').map((pr) => this.pullJson(pr))];
      }
      const pr = {
        number: this.nextId++,
        head: String(b.head),
        base: String(b.base),
        title: String(b.title),
        body: String(b.body),
        draft: Boolean(b.draft),
        state: 'open',
        labels: [] as string[],
      };
      this.pulls.push(pr);
      return [201, this.pullJson(pr)];
    }
    if (r.method === 'PATCH' && (x = m(/\/pulls\/(\d+)$/))) {
      const pr = this.pulls.find((p2) => p2.number === Number(x?.[1]));
      if (!pr) return [404, { message: 'Not Found' }];
      Object.assign(pr, { title: b.title ?? pr.title, body: b.body ?? pr.body });
      return [200, this.pullJson(pr)];
    }
    if (r.method === 'POST' && (x = m(/\/issues\/(\d+)\/labels$/))) {
      const target = this.pulls.find((p2) => p2.number === Number(x?.[1])) ?? this.issues.get(Number(x[1]));
      if (!target) return [404, { message: 'Not Found' }];
      // As GitHub: a label already there is not added twice, and the answer is every label.
      target.labels = [...new Set([...(target.labels ?? []), ...((b.labels ?? []) as string[]).map(String)])];
      return [200, target.labels.map((name) => ({ name }))];
    }
    if (r.method === 'POST' && (x = m(/\/issues\/(\d+)\/assignees$/))) {
      const target = this.pulls.find((p2) => p2.number === Number(x?.[1])) ?? this.issues.get(Number(x[1]));
      if (!target) return [404, { message: 'Not Found' }];
      // As GitHub: a login it cannot assign is dropped silently, the answer is still 201.
      const logins = ((b.assignees ?? []) as string[]).map(String).filter((l) => l !== COPILOT_LOGIN || this.copilotAssignable);
      target.assignees = [...new Set([...(target.assignees ?? []), ...logins])];
      return [201, { number: Number(x[1]), assignees: target.assignees.map((login) => ({ login })) }];
    }
    if (r.method === 'POST' && (x = m(/\/pulls\/(\d+)\/reviews$/))) {
      const comments = ((b.comments ?? []) as { path: string; line: number; body: string }[]).map((c) => ({
        path: c.path,
        line: c.line,
        body: c.body,
      }));
      const pull = Number(x[1]);
      const pr = this.pulls.find((p2) => p2.number === pull);
      const files = pr ? this.filesOf(pr.head) : new Map<string, string>();
      for (const c of comments) {
        const lines = (files.get(c.path) ?? '').split('\n').length;
        if (!files.has(c.path) || c.line < 1 || c.line > lines)
          return [422, { message: 'Unprocessable Entity', errors: ['Line could not be resolved'] }];
      }
      const id = this.nextId++;
      this.reviews.push({ pull, event: String(b.event), body: String(b.body), comments, id, commitId: String(b.commit_id ?? '') });
      for (const c of comments) this.threads.push({ id: `T_${this.nextId++}`, pull, body: c.body, isResolved: false });
      return [200, { id, state: b.event === 'REQUEST_CHANGES' ? 'CHANGES_REQUESTED' : 'COMMENTED' }];
    }
    if (r.method === 'GET' && (x = m(/\/pulls\/(\d+)\/reviews$/))) {
      const pull = Number(x[1]);
      const list = this.reviews.filter((rv) => rv.pull === pull);
      const user = (login: string) => ({ login, type: login.endsWith('[bot]') ? 'Bot' : 'User' });
      return [
        200,
        list.map((rv) => ({
          id: rv.id ?? 0,
          body: rv.body,
          commit_id: rv.commitId ?? '',
          state: rv.event,
          user: user(rv.user ?? 'cplan[bot]'),
        })),
      ];
    }
    if (r.method === 'GET' && (x = m(/\/tarball\/(.+)$/))) {
      const ref = decodeURIComponent(x[1] as string);
      const commitSha = this.refs.get(ref) ?? ref;
      const tree = this.trees.get(this.commits.get(commitSha)?.tree ?? '');
      if (!tree) return [404, { message: 'Not Found' }];
      return [200, tarball(`${this.owner}-${this.repo}-${commitSha.slice(0, 7)}`, tree)];
    }
    return [404, { message: `fake GitHub has no route for ${r.method} ${p}` }];
  }

  /**
   * createCommitOnBranch as GitHub answers it: errors in a 200 answer (STALE_DATA when
   * expectedHeadOid is not the head), else a verified commit on the branch.
   */
  private commitOnBranch(variables: Json): Json {
    if (this.commitMutation === 'missing')
      return {
        errors: [
          {
            path: ['mutation', 'createCommitOnBranch'],
            extensions: { code: 'undefinedField', typeName: 'Mutation', fieldName: 'createCommitOnBranch' },
            locations: [{ line: 1, column: 46 }],
            message: "Field 'createCommitOnBranch' doesn't exist on type 'Mutation'",
          },
        ],
      };
    const fail = (type: string, message: string): Json => ({
      data: { createCommitOnBranch: null },
      errors: [{ type, path: ['createCommitOnBranch'], locations: [{ line: 1, column: 46 }], message }],
    });
    const input = (variables.input ?? {}) as {
      branch?: { repositoryNameWithOwner?: string; branchName?: string };
      message?: { headline?: string; body?: string };
      fileChanges?: { additions?: { path: string; contents: string }[]; deletions?: { path: string }[] };
      expectedHeadOid?: string;
    };
    const name = input.branch?.repositoryNameWithOwner;
    if (name !== `${this.owner}/${this.repo}`) return fail('NOT_FOUND', `Could not resolve to a Repository with the name '${name}'.`);
    const branch = String(input.branch?.branchName ?? '').replace(/^refs\/heads\//, '');
    const head = this.refs.get(branch);
    if (!head) return fail('NOT_FOUND', `A ref named "refs/heads/${branch}" does not exist.`);
    if (typeof input.expectedHeadOid !== 'string')
      return fail('INVALID', 'Variable $input of type CreateCommitOnBranchInput! was provided invalid value for expectedHeadOid');
    if (input.expectedHeadOid !== head)
      return fail('STALE_DATA', `Expected branch to point to "${input.expectedHeadOid}" but it did not. Pull and try again.`);
    const additions = input.fileChanges?.additions ?? [];
    const deletions = input.fileChanges?.deletions ?? [];
    const paths = [...additions, ...deletions].map((c) => c.path);
    if (new Set(paths).size !== paths.length) return fail('UNPROCESSABLE', 'path values must be unique across all additions and deletions');
    const files = new Map(this.trees.get(this.commits.get(head)?.tree ?? ''));
    for (const { path } of deletions) {
      if (!files.delete(path))
        return fail('UNPROCESSABLE', `A path was requested for deletion which does not exist as of commit oid \`${head}\`: ${path}`);
    }
    for (const { path, contents } of additions) {
      if (!/^[A-Za-z0-9+/]*={0,2}$/.test(contents) || contents.length % 4 !== 0)
        return fail('UNPROCESSABLE', `contents of ${path} are not base64 (RFC 4648)`);
      files.set(path, Buffer.from(contents, 'base64').toString('utf8'));
    }
    const { headline = '', body } = input.message ?? {};
    const sha = this.putCommit(this.putTree(files), [head], body ? `${headline}\n\n${body}` : headline, true);
    this.refs.set(branch, sha);
    return { data: { createCommitOnBranch: { commit: { oid: sha, url: `https://github.com/${this.owner}/${this.repo}/commit/${sha}` } } } };
  }

  /** Whether moving `branch` to `sha` breaks the signed-commits rule: an unverified commit not reachable from `from`. */
  private unsigned(branch: string, sha: string, from: string[]): boolean {
    const rule = this.requireSignedCommits;
    if (!(typeof rule === 'function' ? rule(branch) : rule)) return false;
    return this.newCommits(sha, this.ancestors(from)).some((c) => this.commits.get(c)?.verified !== true);
  }

  /** Every commit reachable from `heads`. */
  private ancestors(heads: string[]): Set<string> {
    const seen = new Set<string>();
    const stack = [...heads];
    while (stack.length > 0) {
      const current = stack.pop() as string;
      if (seen.has(current) || !this.commits.has(current)) continue;
      seen.add(current);
      stack.push(...(this.commits.get(current)?.parents ?? []));
    }
    return seen;
  }

  /** Commits reachable from `head` but not in `known`, newest first. */
  private newCommits(head: string, known: Set<string>): string[] {
    const found: string[] = [];
    const seen = new Set<string>();
    const stack = [head];
    while (stack.length > 0) {
      const current = stack.pop() as string;
      if (seen.has(current) || known.has(current) || !this.commits.has(current)) continue;
      seen.add(current);
      found.push(current);
      stack.push(...(this.commits.get(current)?.parents ?? []));
    }
    return found;
  }

  private isAncestor(ancestor: string, sha: string): boolean {
    const seen = new Set<string>();
    const stack = [sha];
    while (stack.length > 0) {
      const current = stack.pop() as string;
      if (current === ancestor) return true;
      if (seen.has(current)) continue;
      seen.add(current);
      stack.push(...(this.commits.get(current)?.parents ?? []));
    }
    return false;
  }

  private commentJson(c: { id: number; issue: number; body: string; user: { login: string; type: string } }): Json {
    return {
      id: c.id,
      body: c.body,
      user: c.user,
      html_url: `https://github.com/${this.owner}/${this.repo}/issues/${c.issue}#issuecomment-${c.id}`,
    };
  }

  /** GET /pulls/{n}/files, `per_page` at a time with a Link to the next page, as GitHub pages. */
  private pullFiles(number: number, url: URL): [number, Json[] | Json, Record<string, string>?] {
    const pr = this.pulls.find((p2) => p2.number === number);
    if (!pr) return [404, { message: 'Not Found' }];
    const files = pr.files
      ? pr.files.map((f) => ({ status: 'modified', ...f }))
      : pullFilesBetween(this.filesOf(pr.base), this.filesOf(pr.head));
    const perPage = Number(url.searchParams.get('per_page') ?? 30);
    const page = Number(url.searchParams.get('page') ?? 1);
    const slice = files.slice((page - 1) * perPage, page * perPage);
    const json = slice.map((f) => ({
      filename: f.path,
      status: f.status,
      ...(f.patch !== undefined ? { patch: f.patch } : {}),
    }));
    if (page * perPage >= files.length) return [200, json];
    return [200, json, { link: `<${this.url}${url.pathname}?per_page=${perPage}&page=${page + 1}>; rel="next"` }];
  }

  private pullJson(pr: FakeGitHubPull): Json {
    return {
      number: pr.number,
      node_id: `PR_${pr.number}`,
      html_url: `https://github.com/${this.owner}/${this.repo}/pull/${pr.number}`,
      title: pr.title,
      body: pr.body,
      draft: pr.draft,
      state: pr.state,
      merged: pr.merged ?? false,
      user: { login: pr.user ?? 'cplan[bot]', type: (pr.user ?? 'cplan[bot]').endsWith('[bot]') ? 'Bot' : 'User' },
      head: { ref: pr.head, sha: this.refs.get(pr.head) ?? '', repo: { full_name: `${this.owner}/${this.repo}` } },
      base: { ref: pr.base },
    };
  }
}

/** What GitHub answers when a ruleset requiring signed commits refuses a ref update. */
const RULESET_REFUSAL: Json = {
  message: 'Repository rule violations found\n\nCommits must have verified signatures.\n\n',
  documentation_url: 'https://docs.github.com/rest/git/refs#update-a-reference',
  status: '409',
};

function send(res: ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}): void {
  res.writeHead(status, {
    'content-type': 'application/json; charset=utf-8',
    'x-ratelimit-remaining': '4999',
    ...headers,
  });
  res.end(JSON.stringify(body));
}

/** "/repos/o/r/git/refs/heads/x" → "/repos/{owner}/{repo}/git/refs/heads/{ref}" style route names. */
function routeOf(path: string): string {
  return path
    .replace(/^\/repos\/[^/]+\/[^/]+/, '/repos/{owner}/{repo}')
    .replace(/\/git\/ref(s?)\/heads\/.+$/, '/git/ref$1/heads/{branch}')
    .replace(/\/(git\/trees|git\/commits|tarball)\/[^/]+$/, '/$1/{sha}')
    .replace(/\/commits\/[^/]+\/check-runs$/, '/commits/{sha}/check-runs')
    .replace(/\/contents\/.+$/, '/contents/{path}')
    .replace(/\/collaborators\/[^/]+\//, '/collaborators/{user}/')
    .replace(/\/\d+(?=\/|$)/g, '/{n}');
}

/** A minimal ustar writer: enough for cplan's tarball reader (one top folder, regular files). */
export function tarball(top: string, files: Map<string, string>): Buffer {
  const blocks: Buffer[] = [];
  for (const [path, content] of [...files].sort()) {
    const data = Buffer.from(content);
    const header = Buffer.alloc(512);
    const name = `${top}/${path}`;
    header.write(name.slice(-100), 0, 'utf8');
    header.write('0000644\0', 100);
    header.write('0000000\0', 108);
    header.write('0000000\0', 116);
    header.write(`${data.length.toString(8).padStart(11, '0')}\0`, 124);
    header.write('00000000000\0', 136);
    header.write('        ', 148);
    header.write('0', 156);
    header.write('ustar\0', 257);
    header.write('00', 263);
    let sum = 0;
    for (const byte of header) sum += byte;
    header.write(`${sum.toString(8).padStart(6, '0')}\0 `, 148);
    blocks.push(header, data, Buffer.alloc((512 - (data.length % 512)) % 512));
  }
  blocks.push(Buffer.alloc(1024));
  return gzipSync(Buffer.concat(blocks));
}
