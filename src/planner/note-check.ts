// Re-detection of an untrusted plan note within a budget. A person (or anyone who can push to the
// plan branch) controls plan-note.md; the App serves every installation from one event loop, so
// the check runs in a worker thread that is terminated when it exceeds its time, and notes beyond
// a size no real plan reaches are refused before any parsing. On refusal nothing is written.
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { Worker } from 'node:worker_threads';
import type { Conflict } from '../core/shared/model.js';
import { parsePlanNote } from '../core/note/parse.js';
import { applyDetection } from '../core/engine/recheck.js';

export interface NoteLimits {
  /** Larger notes are refused unread (a 10 000-task note is about 3 MB). */
  maxBytes: number;
  /** Wall time for parse + detection in the worker. */
  timeoutMs: number;
}

export const DEFAULT_NOTE_LIMITS: NoteLimits = { maxBytes: 8 * 1024 * 1024, timeoutMs: 10_000 };

export type NoteCheckResult = { ok: true; text: string; changed: boolean; conflicts: Conflict[] } | { ok: false; reason: string };

export interface NoteChecker {
  check(text: string): Promise<NoteCheckResult>;
}

/** The detection itself; what the worker runs, and the in-process checker. */
export function detectNote(text: string): { text: string; changed: boolean; conflicts: Conflict[] } {
  const result = applyDetection(parsePlanNote(text));
  return { text: result.note.toString(), changed: result.changed, conflicts: result.conflicts };
}

function tooLarge(text: string, limits: NoteLimits): NoteCheckResult | null {
  const bytes = Buffer.byteLength(text, 'utf8');
  if (bytes <= limits.maxBytes) return null;
  return { ok: false, reason: `plan-note.md has ${formatBytes(bytes)}, more than the ${formatBytes(limits.maxBytes)} cplan re-checks` };
}

function formatBytes(bytes: number): string {
  return bytes >= 1024 * 1024 ? `${(bytes / (1024 * 1024)).toFixed(1)} MB` : `${Math.ceil(bytes / 1024)} KB`;
}

/** Same thread: for the CLI and the Action (one event per process), and for tests above the adapters. */
export function inProcessChecker(limits: NoteLimits = DEFAULT_NOTE_LIMITS): NoteChecker {
  return {
    check: async (text) => tooLarge(text, limits) ?? { ok: true, ...detectNote(text) },
  };
}

/** A worker per check, terminated at the time limit, so other webhooks are served meanwhile. */
export function workerChecker(workerFile: string | URL, limits: NoteLimits = DEFAULT_NOTE_LIMITS): NoteChecker {
  return {
    check: (text) => {
      const refused = tooLarge(text, limits);
      if (refused) return Promise.resolve(refused);
      return new Promise<NoteCheckResult>((resolve) => {
        const worker = new Worker(workerFile, { workerData: { text } });
        let settled = false;
        const finish = (result: NoteCheckResult) => {
          if (settled) return;
          settled = true;
          clearTimeout(timer);
          void worker.terminate();
          resolve(result);
        };
        const timer = setTimeout(
          () => finish({ ok: false, reason: `parsing and detection of plan-note.md took longer than ${limits.timeoutMs / 1000} s` }),
          limits.timeoutMs,
        );
        worker.once('message', (message: NoteCheckResult) => finish(message));
        worker.once('error', (error) => finish({ ok: false, reason: `the re-check failed: ${error.message}` }));
        worker.once('exit', (code) => finish({ ok: false, reason: `the re-check stopped (exit ${code})` }));
      });
    },
  };
}

/**
 * The worker next to the running bundle (`dist/note-worker.js` beside `dist/app.js`); when running
 * from source (tests, tsx) there is none, and the check runs in process.
 */
export function defaultNoteChecker(moduleUrl: string, limits: NoteLimits = DEFAULT_NOTE_LIMITS): NoteChecker {
  const file = fileURLToPath(new URL('./note-worker.js', moduleUrl));
  return existsSync(file) ? workerChecker(file, limits) : inProcessChecker(limits);
}
