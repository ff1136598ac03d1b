// A worker's shutdown (SIGTERM on a deploy): stop taking jobs, let each running job finish the
// phase it is in (its results are committed to the branch at the end of every phase), and hand
// back what is still running once every job has reached the start of its next phase or the grace
// period ends. All are handed back together, just before the process exits: a job handed back
// earlier would be taken up by another worker while its abandoned run still went on here.
import type { JobOutcome } from './queue.js';

interface Active {
  phase: string | undefined;
  /** The phase it was in when the shutdown began. */
  phaseAtStop: string | undefined;
  /** It has reached the start of another phase since. */
  ready: boolean;
  handBack(): void;
}

export class ShutdownTracker {
  private readonly active = new Map<string, Active>();
  private stopping = false;
  private drained: (() => void) | undefined;
  private timer: ReturnType<typeof setTimeout> | undefined;

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
    const entry: Active = { phase: undefined, phaseAtStop: undefined, ready: false, handBack };
    this.active.set(id, entry);
    const onPhase = (phase: string) => {
      entry.phase = phase;
      if (this.stopping && phase !== entry.phaseAtStop) {
        entry.ready = true;
        this.handBackWhenAllReady();
      }
    };
    const running = work(onPhase);
    // A handed-back run is abandoned (the process exits): its later failure is nobody's to report.
    running.catch(() => undefined);
    try {
      return await Promise.race([running, handedBack]);
    } finally {
      this.active.delete(id);
      this.handBackWhenAllReady();
      if (this.active.size === 0) this.drained?.();
    }
  }

  /** Begins the shutdown; resolves when no job is running here any more. */
  stop(): Promise<void> {
    this.stopping = true;
    if (this.active.size === 0) return Promise.resolve();
    for (const entry of this.active.values()) entry.phaseAtStop = entry.phase;
    this.timer = setTimeout(() => this.handBackAll(), this.graceMs);
    this.timer.unref();
    return new Promise<void>((resolve) => {
      this.drained = () => {
        clearTimeout(this.timer);
        resolve();
      };
    });
  }

  private handBackWhenAllReady(): void {
    if (!this.stopping || this.active.size === 0) return;
    if ([...this.active.values()].every((e) => e.ready)) this.handBackAll();
  }

  private handBackAll(): void {
    for (const entry of this.active.values()) entry.handBack();
  }
}
