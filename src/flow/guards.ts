// Idempotency guards of one process (the App without Redis, the Action): a webhook delivery never
// starts two runs, and an issue has at most one run at a time. Queue mode replaces both with the
// queue's job ids and a lock in Redis (src/runtime/worker.ts fleetGuards).

/** Remembers the last `capacity` delivery ids. */
export class DeliveryLog {
  private readonly seen = new Set<string>();
  constructor(private readonly capacity = 1000) {}

  /** True the first time an id is seen. */
  claim(id: string): boolean {
    if (this.seen.has(id)) return false;
    this.seen.add(id);
    if (this.seen.size > this.capacity) this.seen.delete(this.seen.values().next().value as string);
    return true;
  }
}

export class IssueLocks {
  private readonly running = new Map<string, string | undefined>();
  private readonly waiting = new Map<string, (() => void)[]>();

  /** Takes the lock, or returns false with the running session's status comment url (if known). */
  acquire(key: string): boolean {
    if (this.running.has(key)) return false;
    this.running.set(key, undefined);
    return true;
  }

  setUrl(key: string, url: string | undefined): void {
    if (this.running.has(key)) this.running.set(key, url);
  }

  urlOf(key: string): string | undefined {
    return this.running.get(key);
  }

  release(key: string): void {
    this.running.delete(key);
    const waiters = this.waiting.get(key) ?? [];
    this.waiting.delete(key);
    for (const wake of waiters) wake();
  }

  /** Resolves once `key` is free (at once when it is): a re-check waits its turn instead of being dropped. */
  whenFree(key: string): Promise<void> {
    if (!this.running.has(key)) return Promise.resolve();
    return new Promise((resolve) => this.waiting.set(key, [...(this.waiting.get(key) ?? []), resolve]));
  }
}
