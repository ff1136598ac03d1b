// A user mistake (bad flag, unreadable file): one line on stderr and exit 2, never a stack trace.
export class UsageError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'UsageError';
  }
}
