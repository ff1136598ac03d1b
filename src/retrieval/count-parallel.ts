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
/** This thread's part, relative to a worker's. */
const OWN_SHARE = 0.85;
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
  return file ? countWith(file, files, allPaths, threads, timeoutFor(chars / threads), roots) : undefined;
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
  const parts = split(files, threads, chars);
  const started = parts.slice(0, -1).map((part) => start(workerFile, part, allPaths, roots));
  try {
    const mine = countFiles(parts.at(-1) ?? [], allPaths, roots);
    // One deadline for all: waiting on the workers one after another must not add their timeouts up.
    const deadline = Date.now() + timeoutMs;
    const counted = started.map((job, i) => (job && finish(job, deadline)) ?? countFiles(parts[i] ?? [], allPaths, roots));
    return [...counted, mine];
  } finally {
    for (const job of started) if (job) void job.worker.terminate();
  }
}

/**
 * Consecutive parts of about equal text, the last (this thread's) a little smaller: this thread
 * also copies the workers' parts to them before it starts on its own.
 */
function split(files: readonly FileToCount[], count: number, chars: number): FileToCount[][] {
  const share = chars / (count - 1 + OWN_SHARE);
  const parts: FileToCount[][] = [[]];
  let size = 0;
  for (const file of files) {
    if (size >= share * parts.length && parts.length < count) parts.push([]);
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

/** A worker counting `files`, or undefined when none can be started (the part is then counted here). */
function start(file: string, files: FileToCount[], allPaths: readonly string[], roots: PackageRoots): Job | undefined {
  const { port1, port2 } = new MessageChannel();
  const flag = new Int32Array(new SharedArrayBuffer(4));
  try {
    const url = pathToFileURL(file).href;
    const worker = new Worker(BOOTSTRAP, {
      eval: true,
      workerData: { url, files, allPaths, roots, port: port2, flag },
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

function finish(job: Job, deadline: number): CountedFiles | undefined {
  const answered = Atomics.wait(job.flag, 0, PENDING, Math.max(0, deadline - Date.now())) !== 'timed-out';
  const reply =
    answered && Atomics.load(job.flag, 0) !== FAILED ? (receiveMessageOnPort(job.port)?.message as WorkerReply | undefined) : undefined;
  job.port.close();
  return reply?.counted;
}
