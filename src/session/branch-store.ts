// The session folder on a branch (SessionStore over a Forge). A fresh branch costs no reads at
// all; an existing one is listed once and only files that exist are fetched. Each write is one
// commit; what was written is served from memory afterwards.
import type { SessionFile } from '../core/render/artifacts.js';
import type { SessionStore } from './types.js';
import type { Forge } from '../forge/types.js';

export interface BranchStoreOptions {
  forge: Forge;
  branch: string;
  /** Commit a new branch starts from (the default branch head). */
  baseSha: string;
  /** Head of the branch when it already exists. */
  head?: string | undefined;
  /** Repository path of the session folder; may be set later with `setSessionDir`. */
  sessionDir: string;
  /**
   * Writes go onto the head as found or not at all (BranchMovedError): a re-check or revision must
   * never put its older note on top of a newer push.
   */
  onlyOnto?: boolean;
}

export class BranchStore implements SessionStore {
  private readonly forge: Forge;
  readonly branch: string;
  private readonly baseSha: string;
  private head: string | undefined;
  /** The branch as found: files this run has not written are read from here. */
  private readonly found: string | undefined;
  private dir: string;
  private listing: Promise<Set<string>> | undefined;
  private readonly cache = new Map<string, string | undefined>();
  commits = 0;
  private readonly onlyOnto: boolean;

  constructor(options: BranchStoreOptions) {
    this.forge = options.forge;
    this.branch = options.branch;
    this.baseSha = options.baseSha;
    this.head = options.head;
    this.found = options.head;
    this.onlyOnto = options.onlyOnto === true;
    this.dir = options.sessionDir.replace(/\/$/, '');
  }

  get sessionDir(): string {
    return this.dir;
  }

  setSessionDir(dir: string): void {
    this.dir = dir.replace(/\/$/, '');
  }

  /** True when this store created the branch: no PR can exist for it yet. */
  get createdBranch(): boolean {
    return this.found === undefined && this.commits > 0;
  }

  /** Head of the branch after the last write (or as found). */
  get headSha(): string | undefined {
    return this.head;
  }

  private full(path: string): string {
    return `${this.dir}/${path}`;
  }

  /** Paths (relative to the session folder) the branch held when found. */
  async listed(): Promise<string[]> {
    if (!this.found) return [];
    this.listing ??= this.forge.listFiles(this.found, this.dir).then((files) => new Set(files));
    return [...(await this.listing)].map((p) => p.slice(this.dir.length + 1));
  }

  async read(path: string): Promise<string | undefined> {
    if (this.cache.has(path)) return this.cache.get(path);
    const existing = this.found;
    if (!existing) return undefined;
    this.listing ??= this.forge.listFiles(existing, this.dir).then((files) => new Set(files));
    const content = (await this.listing).has(this.full(path)) ? await this.forge.readFile(existing, this.full(path)) : undefined;
    this.cache.set(path, content);
    return content;
  }

  async write(files: SessionFile[], message: string): Promise<void> {
    const result = await this.forge.commitFiles(
      this.branch,
      this.baseSha,
      files.map((f) => ({ ...f, path: this.full(f.path) })),
      message,
      this.head,
      this.onlyOnto ? { onlyOnto: true } : undefined,
    );
    this.head = result.sha;
    this.commits++;
    for (const file of files) this.cache.set(file.path, file.delete ? undefined : file.content);
  }
}
