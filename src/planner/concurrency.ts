// Runs tasks with at most `limit` in flight, in the given order; results keep that order.
export async function mapLimit<T, R>(items: T[], limit: number, run: (item: T, index: number) => Promise<R>): Promise<R[]> {
  const results: R[] = new Array(items.length);
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const index = next++;
      results[index] = await run(items[index] as T, index);
    }
  };
  await Promise.all(Array.from({ length: Math.max(1, Math.min(limit, items.length)) }, worker));
  return results;
}

/**
 * Serializes writes and coalesces the ones requested while a write is in flight: domains that
 * finish during a commit go into the next commit together.
 */
export class WriteQueue {
  private running: Promise<void> | null = null;
  private pending = false;
  private failure: unknown = null;

  constructor(private readonly flushOnce: () => Promise<void>) {}

  request(): Promise<void> {
    this.pending = true;
    if (!this.running) this.running = this.loop();
    return this.running;
  }

  private async loop(): Promise<void> {
    try {
      while (this.pending) {
        this.pending = false;
        await this.flushOnce();
      }
    } catch (error) {
      this.failure = error;
      throw error;
    } finally {
      this.running = null;
    }
  }

  /** Waits for every requested write; rethrows the first failure. */
  async drain(): Promise<void> {
    while (this.running) await this.running.catch(() => undefined);
    if (this.failure) throw this.failure;
  }
}
