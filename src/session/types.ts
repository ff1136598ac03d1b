// The session-store port: the session folder, wherever it lives. The planner writes through it;
// the stores beside this file implement it on disk, in memory and on a branch (through the forge).
import type { SessionFile } from '../core/render/artifacts.js';

/** The session folder, wherever it lives: a directory on disk, or a branch (one commit per write). */
export interface SessionStore {
  /** A file of the session folder by relative path, or undefined. */
  read(path: string): Promise<string | undefined>;
  /** Writes files together; on a branch this is one commit with `message`. */
  write(files: SessionFile[], message: string): Promise<void>;
}
