// Raised when a repository cannot be read at all (missing directory, corrupt tarball). Files that
// are merely unreadable, binary or too large are skipped and counted instead, never thrown.
export class SnapshotError extends Error {
  constructor(
    message: string,
    readonly source: string,
    options?: { cause?: unknown },
  ) {
    super(message, options);
    this.name = 'SnapshotError';
  }
}
