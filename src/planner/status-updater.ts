// Keeps the status comment current without flooding the API: at most one edit per interval
// (every 2 s), the latest view always wins, and `flush` writes the final state.

export class StatusUpdater<T> {
  private latest: T | null = null;
  private lastWritten = Number.NEGATIVE_INFINITY;
  private timer: ReturnType<typeof setTimeout> | null = null;
  private chain: Promise<void> = Promise.resolve();
  private lastError: unknown = null;

  constructor(
    private readonly write: (view: T) => Promise<void>,
    private readonly intervalMs = 2000,
    private readonly now: () => number = () => Date.now(),
  ) {}

  /** Schedules an edit with this view; edits inside the interval are folded into one. */
  update(view: T): void {
    this.latest = view;
    if (this.timer) return;
    const wait = Math.max(0, this.lastWritten + this.intervalMs - this.now());
    if (wait === 0) {
      this.enqueue();
      return;
    }
    this.timer = setTimeout(() => {
      this.timer = null;
      this.enqueue();
    }, wait);
    this.timer.unref?.();
  }

  private enqueue(): void {
    const view = this.latest;
    if (view === null) return;
    this.latest = null;
    this.lastWritten = this.now();
    // A failed edit must not end the run: the final flush tries again with the newest view.
    this.chain = this.chain
      .then(() => this.write(view))
      .catch((error) => {
        this.lastError = error;
      });
  }

  /** Writes `view` now (after any edit in flight) and stops the timer: the final state is never lost. */
  async flush(view: T): Promise<void> {
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    this.latest = null;
    await this.chain;
    this.lastWritten = this.now();
    await this.write(view);
  }

  get error(): unknown {
    return this.lastError;
  }
}
