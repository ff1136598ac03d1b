// The ports of one event over an installation's Octokit, shared by the App (Probot's context) and
// the queue's workers (an Octokit authenticated for the job's installation): one forge, one log,
// the snapshot cache, the provider factory and the note checker of the process.
import type { Provider } from '../contract/types.js';
import type { CplanConfig } from '../core/config/config.js';
import { guardSecrets } from '../forge/secret-guard.js';
import { GitHubForge } from '../forge/github.js';
import type { NetworkRetryOptions } from '../forge/octokit.js';
import type { EventBase, Logger } from '../flow/context.js';
import { defaultNoteChecker, type NoteChecker } from '../planner/note-check.js';
import { createBudget, createProvider } from '../planner/providers.js';
import type { BudgetLike } from '../planner/run.js';
import { SnapshotCache } from '../repo/cache.js';
import { loadTarballSnapshot } from '../repo/tarball.js';

export interface PortOptions {
  env?: NodeJS.ProcessEnv;
  /** Minimum time between status comment edits; tests pass 0. */
  statusIntervalMs?: number;
  now?: () => Date;
  /** Replaces the provider factory (tests and embedders); default: by config and environment. */
  createProvider?: (config: CplanConfig, budget: BudgetLike) => Provider;
  /** Retries of requests that got no answer from GitHub; tests pass `delayMs: () => 0`. */
  networkRetry?: Omit<NetworkRetryOptions, 'log'>;
  /** Re-detection of pushed plan notes; default: a worker thread beside the bundle, with a time limit. */
  noteChecker?: NoteChecker;
}

/** What a process keeps across events: built once. */
export interface SharedPorts {
  options: PortOptions;
  env: NodeJS.ProcessEnv;
  snapshots: SnapshotCache;
  clock: { now(): Date };
  noteChecker: NoteChecker;
}

/** `moduleUrl`: the bundle's own URL, beside which the note worker lives. */
export function sharedPorts(options: PortOptions, moduleUrl: string): SharedPorts {
  return {
    options,
    env: options.env ?? process.env,
    snapshots: new SnapshotCache(4),
    clock: { now: options.now ?? (() => new Date()) },
    // A pushed plan note is untrusted: its re-check runs in a worker with a time limit (when bundled).
    noteChecker: options.noteChecker ?? defaultNoteChecker(moduleUrl),
  };
}

/** The repository as the webhook payload names it (kept in queued jobs). */
export interface RepositoryRef {
  owner: string;
  repo: string;
  fullName: string;
  defaultBranch: string;
  /** `https://github.com/o/r`, or the GHES server's: the base of permalinks. */
  htmlUrl?: string | undefined;
}

export function repositoryRef(repository: {
  owner: { login: string };
  name: string;
  full_name: string;
  default_branch: string;
  html_url?: string;
}): RepositoryRef {
  return {
    owner: repository.owner.login,
    repo: repository.name,
    fullName: repository.full_name,
    defaultBranch: repository.default_branch,
    htmlUrl: repository.html_url,
  };
}

/** The ports of one event: one forge and one logger over the installation's Octokit. */
export function eventPorts(octokit: unknown, repository: RepositoryRef, log: Logger, shared: SharedPorts): EventBase {
  const { options, env, snapshots } = shared;
  // Every text bound for GitHub passes the secret scan (a prompt-injected model could quote a key).
  const forge = guardSecrets(new GitHubForge({ octokit: octokit as never, owner: repository.owner, repo: repository.repo }), log);
  return {
    forge,
    defaultBranch: repository.defaultBranch,
    noteChecker: shared.noteChecker,
    loadSnapshot: (sha, filters) =>
      snapshots.get(`${repository.fullName} ${JSON.stringify(filters)}`, sha, async () =>
        loadTarballSnapshot(await forge.tarball(sha), { source: repository.fullName, commit: sha, filters }),
      ),
    createProvider: options.createProvider ?? ((config, budget) => createProvider({ choice: config.provider, config, budget, env })),
    createBudget,
    clock: shared.clock,
    log,
    ...webUrlOfRepository(repository),
    ...(options.statusIntervalMs !== undefined ? { statusIntervalMs: options.statusIntervalMs } : {}),
  };
}

/** The server's web URL from the repository's own (`https://ghe.example.com/o/r` → `https://ghe.example.com`). */
function webUrlOfRepository(repository: RepositoryRef): { webUrl?: string } {
  const url = repository.htmlUrl ?? '';
  return url.endsWith(`/${repository.fullName}`) ? { webUrl: url.slice(0, -repository.fullName.length - 1) } : {};
}
