// A session folder in memory: for tests, benchmarks and dry runs. Records every write.
import type { SessionFile } from '../core/render/artifacts.js';
import type { SessionStore } from './types.js';

export class MemoryStore implements SessionStore {
  readonly files = new Map<string, string>();
  readonly writes: { message: string; paths: string[] }[] = [];

  constructor(initial: Record<string, string> = {}) {
    for (const [path, content] of Object.entries(initial)) this.files.set(path, content);
  }

  async read(path: string): Promise<string | undefined> {
    return this.files.get(path);
  }

  async write(files: SessionFile[], message: string): Promise<void> {
    for (const file of files) {
      if (file.delete) this.files.delete(file.path);
      else this.files.set(file.path, file.content);
    }
    this.writes.push({ message, paths: files.map((f) => f.path) });
  }
}
