// The session folder on disk (CLI). Paths come from the engine, never from model output; the
// resolved path is still checked to stay inside the folder.
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { dirname, resolve, sep } from 'node:path';
import type { SessionFile } from '../core/render/artifacts.js';
import type { SessionStore } from './types.js';

export class DiskStore implements SessionStore {
  readonly writes: { message: string; paths: string[] }[] = [];

  constructor(readonly dir: string) {}

  private resolve(path: string): string {
    const root = resolve(this.dir);
    const full = resolve(root, path);
    if (full !== root && !full.startsWith(root + sep)) throw new Error(`refusing to write outside the session folder: ${path}`);
    return full;
  }

  async read(path: string): Promise<string | undefined> {
    try {
      return await readFile(this.resolve(path), 'utf8');
    } catch {
      return undefined;
    }
  }

  async write(files: SessionFile[], message: string): Promise<void> {
    for (const file of files) {
      const full = this.resolve(file.path);
      if (file.delete) {
        await rm(full, { force: true });
        continue;
      }
      await mkdir(dirname(full), { recursive: true });
      await writeFile(full, file.content);
    }
    this.writes.push({ message, paths: files.map((f) => f.path) });
  }
}
