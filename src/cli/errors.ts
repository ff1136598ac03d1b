// A user mistake (bad flag, unreadable file): one line on stderr and exit 2, never a stack trace.
import { CplanError } from '../core/shared/errors.js';

export class UsageError extends CplanError {
  constructor(message: string) {
    super(message, { reason: 'input' });
    this.name = 'UsageError';
  }
}
