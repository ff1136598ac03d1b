// A run's budget: `max_cost_usd` and a wall-clock deadline. Calls check it before they
// start and charge it after; the signal aborts calls in flight when the deadline passes.
import { BudgetError } from '../contract/types.js';

/**
 * What a provider needs of a run's budget: a check before each call, a signal that ends the calls
 * in flight, and (when it counts money) a charge after each call. Any object carrying it is
 * enforced, not only a RunBudget: the planner's BudgetLike (`assertOpen`, `signal`) fits as is.
 */
export interface CallBudget {
  assertOpen(): void;
  readonly signal?: AbortSignal;
  charge?(costUsd: number): void;
}

export interface RunBudgetOptions {
  maxCostUsd: number;
  /** Epoch milliseconds. */
  deadline: number;
  now?: () => number;
}

export class RunBudget implements CallBudget {
  private spentUsd = 0;
  private readonly controller = new AbortController();
  private readonly timer: ReturnType<typeof setTimeout>;
  private readonly now: () => number;

  constructor(private readonly options: RunBudgetOptions) {
    this.now = options.now ?? (() => Date.now());
    const wait = Math.max(0, options.deadline - this.now());
    // unref: a pending deadline must never keep the process alive after the run ends.
    this.timer = setTimeout(() => this.controller.abort(new BudgetError(this.timeoutMessage(), 'timeout')), Math.min(wait, 2 ** 31 - 1));
    this.timer.unref?.();
  }

  get signal(): AbortSignal {
    return this.controller.signal;
  }

  get spent(): number {
    return this.spentUsd;
  }

  remainingMs(): number {
    return Math.max(0, this.options.deadline - this.now());
  }

  charge(costUsd: number): void {
    if (Number.isFinite(costUsd) && costUsd > 0) this.spentUsd += costUsd;
  }

  assertOpen(): void {
    if (this.spentUsd >= this.options.maxCostUsd) {
      throw new BudgetError(
        `max_cost_usd of $${this.options.maxCostUsd} reached ($${this.spentUsd.toFixed(4)} spent); finished domains are kept`,
        'cost',
      );
    }
    if (this.now() >= this.options.deadline || this.controller.signal.aborted) throw new BudgetError(this.timeoutMessage(), 'timeout');
  }

  private timeoutMessage(): string {
    return 'timeout_minutes reached; finished domains are kept';
  }

  dispose(): void {
    clearTimeout(this.timer);
  }
}
