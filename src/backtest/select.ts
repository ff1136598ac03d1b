// Which commits a backtest plans, and which of their files count (docs/backtest.md, "Selection").
// Pure: the git side hands over subjects and changed paths, this module decides; the subject and
// file parts of the rule are in repo/change-subject.ts and repo/change-files.ts, which the offline
// planner reads too.
import { classifyFiles, MAX_FILES, MIN_FILES, type CommitVerdict } from '../repo/change-files.js';
import { classifySubject, DEFAULT_SUBJECT_RULE, SUBJECT_RULES, type SubjectRule } from '../repo/change-subject.js';

/** One-paragraph statement of each rule, printed in the JSON report next to the results. */
export const RULE_DESCRIPTIONS: Record<SubjectRule, string> = {
  wide: ruleStatement(
    `subject reads as a change to behaviour: a conventional type feat/fix/perf/refactor, or a plain imperative subject — ` +
      `after an optional "area:" prefix — whose first word is a change verb (add, fix, forbid, allow, support, handle, make, ` +
      `use, remove, drop, …) or a negation ("Don't …", "Do not …", "Never …"), unless it is about dependencies, docs, CI, ` +
      `formatting or tests`,
  ),
  conventional: ruleStatement(`subject has a conventional-commit type feat/fix/perf/refactor (also feature, bugfix, hotfix)`),
};

function ruleStatement(subjectPart: string): string {
  return (
    `Non-merge commits with a parent, newest first; ${subjectPart}; never chore/docs/test/style/ci/build/release types, ` +
    `merges, reverts, fixups, WIP, release or version commits, or dependency bumps; ${MIN_FILES}–${MAX_FILES} changed files ` +
    `after removing lockfiles, changelogs/release notes, snapshots, generated and vendored files; not docs-only, test-only ` +
    `or CI-only. Gold = every remaining changed path (added, modified and deleted; renames count as both paths).`
  );
}

/** The default rule's statement. */
export const SELECTION_RULE = RULE_DESCRIPTIONS[DEFAULT_SUBJECT_RULE];

/** A rule's name as written on the command line (`wide`, `Conventional`), or undefined. */
export function parseSubjectRule(value: string): SubjectRule | undefined {
  return SUBJECT_RULES.find((name) => name === value.trim().toLowerCase());
}

/** A report's `rule` block naming the rule the commits were selected by, first, with its statement. */
export function namedRule<T extends { description: string }>(block: T, rule: SubjectRule): { name: SubjectRule } & T {
  return { name: rule, ...block, description: RULE_DESCRIPTIONS[rule] };
}

export interface CommitCandidate {
  sha: string;
  /** Parent shas; a root commit has none. */
  parents: string[];
  subject: string;
  /** Every changed path against the first parent (no rename detection). */
  files: string[];
}

/** The whole rule for one commit, with `rule` for its subject. */
export function classifyCommit(commit: CommitCandidate, rule: SubjectRule = DEFAULT_SUBJECT_RULE): CommitVerdict {
  if (commit.parents.length > 1) return { ok: false, reason: 'merge' };
  if (commit.parents.length === 0) return { ok: false, reason: 'root commit' };
  const subject = classifySubject(commit.subject, rule);
  if (!subject.ok) return subject;
  return classifyFiles(commit.files);
}
