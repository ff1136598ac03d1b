// A worker thread of count-parallel.ts: counts its part of the files, posts the counts (their
// buffers moved, not copied) and raises the flag the index build is waiting on.
import { type MessagePort, workerData } from 'node:worker_threads';
import type { WorkerReply } from './count-parallel.js';
import { countFiles, type FileToCount } from './count-terms.js';
import type { PackageRoots } from './imports-qualified.js';

const { files, allPaths, roots, port, flag } = workerData as {
  files: FileToCount[];
  allPaths: string[];
  roots: PackageRoots;
  port: MessagePort;
  flag: Int32Array;
};
let reply: WorkerReply;
try {
  reply = { counted: countFiles(files, allPaths, roots) };
} catch (error) {
  reply = { error: String(error) };
}
const buffers = reply.counted
  ? [reply.counted.ids.buffer, reply.counted.counts.buffer, reply.counted.offsets.buffer, reply.counted.lengths.buffer]
  : [];
port.postMessage(reply, buffers as ArrayBuffer[]);
Atomics.store(flag, 0, 1);
Atomics.notify(flag, 0);
