// The JSON records the planner keeps in the session folder, and reading them back for continue
// mode. A damaged record reads as absent: that phase is simply run again.
import type { Analysis, DomainBrief, LinkNeed } from '../contract/types.js';
import type { AgentUsage } from '../core/shared/usage.js';
import { stableJson } from '../core/shared/json.js';
import type { EvidenceDraft, TaskDraft } from '../core/shared/model.js';
import type { SessionStore } from './types.js';

export interface AnalysisRecord {
  session_id: string;
  requirement: string;
  created_at: string;
  provider: string;
  analysis: Analysis;
  domains: DomainBrief[];
}

export interface DomainRecord {
  domain: string;
  title: string;
  range: [number, number];
  status: 'completed' | 'failed';
  error: string | null;
  tasks: TaskDraft[];
  needs: LinkNeed[];
  evidence: EvidenceDraft;
  warnings: string[];
  usage: AgentUsage | null;
}

/**
 * The local repository a command-line session was planned against (absolute path), so that
 * `cplan plan --continue` plans the same one. Written only when the folder is not at its default
 * place, `<repo>/.workflow/.planning/<session>/`, from which the repository follows.
 */
export interface SessionRecord {
  repo: string;
}

export const ANALYSIS_PATH = 'requirement-analysis.json';
export const SESSION_PATH = 'session.json';
export const domainRecordPath = (slug: string) => `domains/${slug}/plan.json`;

export async function readJson<T>(store: SessionStore, path: string, valid: (value: unknown) => boolean): Promise<T | undefined> {
  const text = await store.read(path);
  if (text === undefined) return undefined;
  try {
    const value: unknown = JSON.parse(text);
    return valid(value) ? (value as T) : undefined;
  } catch {
    return undefined;
  }
}

export const isAnalysisRecord = (v: unknown) =>
  typeof v === 'object' && v !== null && Array.isArray((v as AnalysisRecord).domains) && typeof (v as AnalysisRecord).analysis === 'object';

export const isDomainRecord = (v: unknown) =>
  typeof v === 'object' && v !== null && Array.isArray((v as DomainRecord).tasks) && typeof (v as DomainRecord).domain === 'string';

export const isSessionRecord = (v: unknown) =>
  typeof v === 'object' && v !== null && typeof (v as SessionRecord).repo === 'string' && (v as SessionRecord).repo !== '';

export function recordFile(path: string, value: unknown) {
  return { path, content: stableJson(value) };
}
