// A worker thread of count-parallel.ts: waits for its part of the files (it may be started before
// the files are read), counts it, posts the counts (their buffers moved, not copied) and raises the
// flag the index build is waiting on. The build ends it.
import { type MessagePort, workerData } from 'node:worker_threads';
import type { WorkerPart, WorkerReply } from './count-parallel.js';
import { countFiles } from './count-terms.js';

const { port, flag } = workerData as { port: MessagePort; flag: Int32Array };
port.once('message', ({ files, allPaths, roots }: WorkerPart) => {
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
});
