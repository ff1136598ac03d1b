// Pass 1 of a large repository's index in worker threads: the files split in consecutive parts,
// the last counted here while workers count the others. The index is built synchronously (its
// callers are), so this thread waits on a shared flag (Atomics.wait) and takes each worker's
// result off its port (receiveMessageOnPort) instead of through the event loop.
// The worker is `index-worker.js` beside the running bundle (dist/); from source (tests, tsx)
// there is none and the caller counts in process.
import { existsSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { MessageChannel, type MessagePort, receiveMessageOnPort, Worker } from 'node:worker_threads';
import { type CountedFiles, countFiles, type FileToCount } from './count-terms.js';
import { NO_ROOTS, type PackageRoots } from './imports-qualified.js';

/** Below this many characters of text, starting a worker costs more than it saves. */
const MIN_CHARS = 20_000_000;
/** A repository of this many files or more likely has MIN_CHARS of text: workers are started ahead. */
const WARM_FILES = 4_000;
/** A part, relative to this thread's, for a worker started now and for one started ahead. */
const COLD_SHARE = 1 / 0.85;
const WARM_SHARE = 0.9;
/** At most this many threads in all (this one included). */
const MAX_THREADS = 4;
/**
 * A worker that has not answered by then (it crashed, or ran out of memory: this thread cannot see
 * its events while it waits) is given up on, and its part counted here. About 40 times the time a
 * part takes on a 2-core machine.
 */
function timeoutFor(chars: number): number {
  return 10_000 + chars / 2_000;
}

/** What a worker is sent to count. */
export interface WorkerPart {
  files: FileToCount[];
  allPaths: readonly string[];
  roots: PackageRoots;
}

export interface WorkerReply {
  counted?: CountedFiles;
  error?: string;
}

let workerFile: string | null | undefined;

function findWorker(): string | null {
  if (workerFile === undefined) {
    const file = fileURLToPath(new URL('./index-worker.js', import.meta.url));
    workerFile = existsSync(file) ? file : null;
  }
  return workerFile;
}

/** Workers started ahead (warmWorkers), taken by the next count. */
const warm: Job[] = [];

/**
 * Starts the workers a repository of `fileCount` files will likely count with, so that their start
 * (a fresh V8 isolate loading the worker bundle: about 0.2 s on a 2-core machine) overlaps the
 * reading of the files instead of delaying the index. The next count takes them; one that does not
 * need them (a smaller text than expected) ends them. For one-shot commands: a server should not
 * keep idle threads. Returns how many are waiting.
 */
export function warmWorkers(fileCount: number, workerFile: string | null = findWorker()): number {
  const threads = Math.min(MAX_THREADS, availableParallelism(), Math.ceil(fileCount / WARM_FILES));
  while (workerFile && warm.length < threads - 1) {
    const job = start(workerFile);
    if (!job) break;
    warm.push(job);
  }
  return warm.length;
}

/** Ends the workers started ahead that no count took. */
export function coolWorkers(): void {
  for (const job of warm.splice(0)) end(job);
}

/** The files' counts in consecutive parts, or undefined when workers would not help (or are not there). */
export function countInParallel(
  files: readonly FileToCount[],
  allPaths: readonly string[],
  roots: PackageRoots = NO_ROOTS,
): CountedFiles[] | undefined {
  let chars = 0;
  for (const file of files) chars += file.text.length;
  const threads = Math.min(MAX_THREADS, availableParallelism(), Math.ceil(chars / MIN_CHARS));
  const file = threads > 1 ? findWorker() : null;
  if (!file) {
    coolWorkers();
    return undefined;
  }
  return countWith(file, files, allPaths, threads, timeoutFor(chars / threads), roots);
}

/** Counts in `threads` consecutive parts, all but the last in workers running `workerFile`. */
export function countWith(
  workerFile: string,
  files: readonly FileToCount[],
  allPaths: readonly string[],
  threads: number,
  timeoutMs: number,
  roots: PackageRoots = NO_ROOTS,
): CountedFiles[] {
  const chars = files.reduce((n, f) => n + f.text.length, 0);
  const ready = warm.splice(0, threads - 1);
  coolWorkers();
  const parts = split(files, threads, chars, ready.length);
  const started = parts.slice(0, -1).map((part, i) => send(ready[i] ?? start(workerFile), part, allPaths, roots));
  try {
    const mine = countFiles(parts.at(-1) ?? [], allPaths, roots);
    // One deadline for all: waiting on the workers one after another must not add their timeouts up.
    const deadline = Date.now() + timeoutMs;
    const counted = started.map((job, i) => (job && finish(job, deadline)) ?? countFiles(parts[i] ?? [], allPaths, roots));
    return [...counted, mine];
  } finally {
    for (const job of started) if (job) end(job);
  }
}

/**
 * Consecutive parts, the last one this thread's. A worker started now first loads its bundle while
 * this thread copies the parts out and counts its own, so this thread takes more; a worker started
 * ahead (`warm` of them) is already running and takes a part like this thread's.
 */
function split(files: readonly FileToCount[], count: number, chars: number, warm = 0): FileToCount[][] {
  const cold = count - 1 - warm;
  const share = chars / (cold * COLD_SHARE + warm * WARM_SHARE + 1);
  const sizes = [...Array<number>(warm).fill(WARM_SHARE * share), ...Array<number>(cold).fill(COLD_SHARE * share)];
  const parts: FileToCount[][] = [[]];
  let size = 0;
  let end = sizes[0] ?? Infinity;
  for (const file of files) {
    if (size >= end && parts.length < count) {
      parts.push([]);
      end += sizes[parts.length - 1] ?? Infinity;
    }
    (parts.at(-1) as FileToCount[]).push(file);
    size += file.text.length;
  }
  return parts;
}

interface Job {
  worker: Worker;
  port: MessagePort;
  flag: Int32Array;
}

/** The flag's values: the worker has not answered yet, has posted its reply, or could not load. */
const PENDING = 0;
const FAILED = 2;

/**
 * Loads the worker file from a bootstrap that raises the flag when the import fails, so that a
 * worker that cannot load is noticed at once rather than at the deadline.
 */
const BOOTSTRAP = `const { workerData } = require('node:worker_threads');
import(workerData.url).catch(() => { Atomics.store(workerData.flag, 0, ${FAILED}); Atomics.notify(workerData.flag, 0); });`;

/** A worker waiting for its part, or undefined when none can be started (the part is then counted here). */
function start(file: string): Job | undefined {
  const { port1, port2 } = new MessageChannel();
  const flag = new Int32Array(new SharedArrayBuffer(4));
  try {
    const url = pathToFileURL(file).href;
    const worker = new Worker(BOOTSTRAP, {
      eval: true,
      workerData: { url, port: port2, flag },
      transferList: [port2],
    });
    // A worker that dies after loading (out of memory) is noticed at the deadline: this thread
    // cannot see its events while it waits.
    worker.on('error', () => undefined);
    worker.unref();
    return { worker, port: port1, flag };
  } catch {
    // Threads refused (a permission model without --allow-worker, no resources left).
    port1.close();
    return undefined;
  }
}

/** Gives a started worker its part (the worker reads it off its port once loaded). */
function send(job: Job | undefined, files: FileToCount[], allPaths: readonly string[], roots: PackageRoots): Job | undefined {
  if (!job) return undefined;
  const part: WorkerPart = { files, allPaths, roots };
  job.port.postMessage(part);
  return job;
}

function end(job: Job): void {
  job.port.close();
  void job.worker.terminate();
}

function finish(job: Job, deadline: number): CountedFiles | undefined {
  const answered = Atomics.wait(job.flag, 0, PENDING, Math.max(0, deadline - Date.now())) !== 'timed-out';
  const reply =
    answered && Atomics.load(job.flag, 0) !== FAILED ? (receiveMessageOnPort(job.port)?.message as WorkerReply | undefined) : undefined;
  return reply?.counted;
}
