// The one guard sequence of every event that can start work (comment, label, review; App and
// Action alike): ignore bots → could it be for cplan under any config? → read and validate the
// config → is it for cplan? → never the app itself → authorize → acknowledge → claim the delivery →
// lock the issue → run → release.
// The handlers only say what their event asks for (steps); the order lives here. In queue mode the
// App stops after the acknowledgement and hands the event to the queue (`handOff`); a worker runs
// it later with guards whose claim is the job id and whose lock is shared by the fleet (`accepted`:
// the App authorized and acknowledged it already).
import { type CplanConfig, validateConfig } from '../core/config/config.js';
import type { Forge } from '../forge/types.js';
import type { EventBase, FlowResult, RunContext } from './context.js';
import { DeliveryLog, IssueLocks } from './guards.js';

/** The idempotency of events: deliveries claimed once, one run per issue at a time. */
export interface Guards {
  /** True the first time a delivery is seen. */
  claim(deliveryId: string): boolean | Promise<boolean>;
  /** Takes the lock of an issue or PR (see lockKey), or false while another run holds it. */
  acquire(key: string): boolean | Promise<boolean>;
  release(key: string): void | Promise<void>;
  /** The status comment of the run that holds the lock, when known. */
  urlOf(key: string): string | undefined | Promise<string | undefined>;
  /** Remembers the status comment of the run that holds the lock (for the busy reply). */
  setUrl?(key: string, url: string): void | Promise<void>;
  /** Set in a worker: the event was authorized and acknowledged when it was queued. */
  accepted?: boolean;
  /** Resolves when the lock of `key` is free again (one process); absent where a busy lock ends the attempt. */
  whenFree?(key: string): Promise<void>;
}

/** One process: deliveries and locks in memory (the App without Redis, the Action). */
export function newGuards(): Guards & { deliveries: DeliveryLog; locks: IssueLocks } {
  const deliveries = new DeliveryLog();
  const locks = new IssueLocks();
  return {
    deliveries,
    locks,
    claim: (id) => deliveries.claim(id),
    acquire: (key) => locks.acquire(key),
    release: (key) => locks.release(key),
    urlOf: (key) => locks.urlOf(key),
    setUrl: (key, url) => locks.setUrl(key, url),
    whenFree: (key) => locks.whenFree(key),
  };
}

/** The key of the per-issue lock (an issue, or a plan PR by its own number). */
export const lockKey = (repo: Pick<Forge, 'owner' | 'repo'>, number: number): string => `${repo.owner}/${repo.repo}#${number}`;

/** What every guarded event brings, whoever delivered it. */
export interface EventSource {
  /** Webhook delivery id (the Action: run id and event id): a redelivery never runs twice. */
  deliveryId: string;
  /** Reads the raw config (`.github/cplan.yml` with `_extends`); may throw on unreadable YAML. */
  loadConfig(): Promise<unknown>;
  base: EventBase;
  /**
   * The app's own login, whose events never trigger anything even when GitHub does not mark them
   * as a bot's. Asked only once an event is a cplan command (the App looks it up once per app).
   */
  botLogin?: () => Promise<string | undefined>;
  /**
   * A comment that already carries the app's acknowledgement was accepted by an earlier process:
   * set by the App, whose delivery log does not survive a restart (the Action's re-runs are meant).
   */
  skipAcknowledged?: boolean;
  /**
   * Queue mode: the accepted event is queued here instead of run (the App with Redis), with the
   * config it was accepted under, so the worker need not read it again.
   */
  handOff?: (config?: CplanConfig) => Promise<FlowResult>;
}

export interface GuardedEvent extends EventSource {
  /** Who caused the event: checked, authorized and addressed. */
  actor: { login: string; type: string };
}

export interface Steps<T> {
  /**
   * Whether the event could be for cplan under some config, decided without one; false: ignored
   * before the config is read. Anyone may comment, and the config is read before anyone is
   * authorized, so a comment that cannot be a command must cost no request and no parse.
   */
  mayBeForCplan?(): boolean;
  /** What the event asks of cplan under this config; undefined when it is not for cplan (ignored). */
  select(config: CplanConfig): T | undefined;
  /** The answer to a config that cannot be read or is invalid; default: ignored (stay quiet). */
  onConfigError?(error: unknown): Promise<FlowResult>;
  /** After authorization, before the delivery is claimed (the 👀 on a comment). */
  acknowledge?(): Promise<unknown>;
  /** The issue or PR the work locks; undefined for work that needs no lock. */
  lockOf?(work: T): number | undefined;
  /** The answer while another run holds the lock (with its status comment url when known); default: ignored. */
  busy?(work: T, url: string | undefined): Promise<FlowResult>;
  run(ctx: RunContext, work: T): Promise<FlowResult>;
}

export const ignored = (): FlowResult => ({ status: 'ignored' });

export function isBotAuthor(author: string, authorType: string, botLogin?: string): boolean {
  return authorType === 'Bot' || /\[bot\]$/i.test(author) || (botLogin !== undefined && sameLogin(author, botLogin));
}

const sameLogin = (a: string, b: string) => a.toLowerCase() === b.toLowerCase();

export async function authorize(forge: Forge, login: string, config: CplanConfig): Promise<boolean> {
  if (config.allowed_users.some((user) => sameLogin(user, login))) return true;
  const permission = await forge.permissionOf(login);
  return (config.allowed_permissions as string[]).includes(permission);
}

/** The validated config, or the error that reading or validating it raised. */
export async function readConfig(load: () => Promise<unknown>): Promise<{ config: CplanConfig } | { error: unknown }> {
  try {
    return { config: validateConfig(await load()) };
  } catch (error) {
    return { error };
  }
}

export async function runGuarded<T>(event: GuardedEvent, steps: Steps<T>, guards: Guards): Promise<FlowResult> {
  const { actor, base } = event;
  if (isBotAuthor(actor.login, actor.type)) return ignored();
  if (steps.mayBeForCplan && !steps.mayBeForCplan()) return ignored();
  const loaded = await readConfig(event.loadConfig);
  if ('error' in loaded) return steps.onConfigError ? steps.onConfigError(loaded.error) : ignored();
  const { config } = loaded;
  const work = steps.select(config);
  if (work === undefined) return ignored();
  const self = await event.botLogin?.();
  if (self !== undefined && sameLogin(actor.login, self)) return ignored();
  if (!guards.accepted) {
    if (!(await authorize(base.forge, actor.login, config))) {
      base.log.info(`ignoring ${actor.login}: not allowed to run ${config.trigger}`);
      return ignored();
    }
    // GitHub answers 200 instead of 201 when the app's 👀 is already there: an earlier process
    // accepted this comment (a redelivery after a restart that lost the in-memory delivery log).
    const acknowledged = await steps.acknowledge?.();
    if (acknowledged === 'existed' && event.skipAcknowledged) {
      base.log.info(`delivery ${event.deliveryId}: the comment was already acknowledged by an earlier run; not run again`);
      return ignored();
    }
    if (event.handOff) return event.handOff(config);
  }
  if (!(await guards.claim(event.deliveryId))) return ignored();
  const ctx: RunContext = { ...base, config, actor: actor.login, ...(self ? { self } : {}), locks: guards };
  const number = steps.lockOf?.(work);
  if (number === undefined) return steps.run(ctx, work);
  const key = lockKey(base.forge, number);
  if (!(await guards.acquire(key))) return steps.busy ? steps.busy(work, await guards.urlOf(key)) : ignored();
  if (guards.setUrl) {
    const remember = guards.setUrl.bind(guards);
    ctx.onStatusUrl = async (url) => {
      await remember(key, url);
    };
  }
  try {
    return await steps.run(ctx, work);
  } finally {
    await guards.release(key);
  }
}
