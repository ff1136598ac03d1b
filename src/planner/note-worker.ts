// Worker-thread entry (bundled as dist/note-worker.js): re-detects one plan note and posts the result.
import { parentPort, workerData } from 'node:worker_threads';
import { detectNote } from './note-check.js';

const { text } = workerData as { text: string };
try {
  parentPort?.postMessage({ ok: true, ...detectNote(text) });
} catch (error) {
  parentPort?.postMessage({ ok: false, reason: `the re-check failed: ${(error as Error).message}` });
}
