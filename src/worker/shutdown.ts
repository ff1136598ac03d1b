// A worker's shutdown (SIGTERM on a deploy): stop taking jobs, let each running job finish the
// phase it is in (its results are committed to the branch at the end of every phase), and hand
// back what is still running when the next phase starts or the grace period ends. A handed-back
// job waits in the queue for any worker, which continues it from the branch.
import type { JobOutcome } from '../queue/bullmq.js';

interface Active {
  phase: string | undefined;
  /** The phase it was in when the shutdown began. */
  phaseAtStop: string | undefined;
  handBack(): void;
}

export class ShutdownTracker {
  private readonly active = new Map<string, Active>();
  private stopping = false;
  private drained: (() => void) | undefined;

  constructor(private readonly graceMs: number) {}

  get running(): number {
    return this.active.size;
  }

  get isStopping(): boolean {
    return this.stopping;
  }

  /** Runs a job; it ends with its own outcome, or 'hand-back' once the shutdown asks for it. */
  async run(id: string, work: (onPhase: (phase: string) => void) => Promise<JobOutcome>): Promise<JobOutcome> {
    if (this.stopping) return { outcome: 'hand-back' };
    let handBack = () => {};
    const handedBack = new Promise<JobOutcome>((resolve) => (handBack = () => resolve({ outcome: 'hand-back' })));
    const entry: Active = { phase: undefined, phaseAtStop: undefined, handBack };
    this.active.set(id, entry);
    const onPhase = (phase: string) => {
      entry.phase = phase;
      if (this.stopping && phase !== entry.phaseAtStop) entry.handBack();
    };
    const running = work(onPhase);
    // A handed-back run is abandoned (the process exits): its later failure is nobody's to report.
    running.catch(() => undefined);
    try {
      return await Promise.race([running, handedBack]);
    } finally {
      this.active.delete(id);
      if (this.active.size === 0) this.drained?.();
    }
  }

  /** Begins the shutdown; resolves when no job is running here any more. */
  stop(): Promise<void> {
    this.stopping = true;
    if (this.active.size === 0) return Promise.resolve();
    for (const entry of this.active.values()) entry.phaseAtStop = entry.phase;
    const timer = setTimeout(() => {
      for (const entry of this.active.values()) entry.handBack();
    }, this.graceMs);
    timer.unref();
    return new Promise<void>((resolve) => {
      this.drained = () => {
        clearTimeout(timer);
        resolve();
      };
    });
  }
}
