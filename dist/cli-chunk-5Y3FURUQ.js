import { createRequire as __cplanCreateRequire } from 'node:module'; import { fileURLToPath as __cplanFileURLToPath } from 'node:url'; const require = __cplanCreateRequire(import.meta.url); const __filename = __cplanFileURLToPath(import.meta.url);

// src/session/disk-store.ts
import { mkdir, readFile, rm, writeFile } from "node:fs/promises";
import { dirname, resolve, sep } from "node:path";
var DiskStore = class {
  constructor(dir) {
    this.dir = dir;
  }
  dir;
  writes = [];
  resolve(path) {
    const root = resolve(this.dir);
    const full = resolve(root, path);
    if (full !== root && !full.startsWith(root + sep)) throw new Error(`refusing to write outside the session folder: ${path}`);
    return full;
  }
  async read(path) {
    try {
      return await readFile(this.resolve(path), "utf8");
    } catch {
      return void 0;
    }
  }
  async write(files, message) {
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
};

export {
  DiskStore
};
