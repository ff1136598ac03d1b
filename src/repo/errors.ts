// Raised when a repository cannot be read at all (missing directory, corrupt tarball). Files that
// are merely unreadable, binary or too large are skipped and counted instead, never thrown.
import { CplanError, type ErrorReason, reasonOf } from '../core/shared/errors.js';

const MISSING = new Set(['ENOENT', 'ENOTDIR', 'EACCES', 'EPERM']);

export class SnapshotError extends CplanError {
  constructor(
    message: string,
    readonly source: string,
    options?: { cause?: unknown; reason?: ErrorReason },
  ) {
    super(message, { ...options, reason: options?.reason ?? snapshotReason(options?.cause) });
    this.name = 'SnapshotError';
  }
}

/**
 * A download cut off (no answer, reset) is network; a directory that is missing, not a directory or
 * not readable is the person's input; anything else (a corrupt archive) is internal.
 */
function snapshotReason(cause: unknown): ErrorReason {
  if (cause === undefined) return 'internal';
  const { reason } = reasonOf(cause);
  if (reason !== 'internal') return reason;
  const code = (cause as { code?: unknown } | null)?.code;
  if (typeof code === 'string' && MISSING.has(code)) return 'input';
  return 'internal';
}
