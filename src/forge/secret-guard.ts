// A Forge decorator: every text cplan sends to GitHub (comments, PR and issue text, reviews, check
// runs, committed files) passes through the credential scan first, so a key the model copied from
// the repository it read is never committed or posted. What it found is logged by kind, never by
// value. Reads and every other call go to the wrapped forge unchanged.
import type { SessionFile } from '../core/render/artifacts.js';
import { redactSecrets } from '../core/shared/secrets.js';
import type { CheckRun, EnsurePullRequest, Forge, ReviewRequest } from './types.js';

export interface SecretGuardLog {
  warn(message: string): void;
}

export function guardSecrets(forge: Forge, log?: SecretGuardLog): Forge {
  /** Builds one call's arguments with every text redacted; one warning per call, naming the kinds found. */
  const guarded = <T>(what: string, build: (clean: (text: string) => string) => T): T => {
    const found = new Set<string>();
    const value = build((text) => {
      const result = redactSecrets(text);
      for (const kind of result.found) found.add(kind);
      return result.text;
    });
    if (found.size > 0) log?.warn(`secret-guard: redacted ${[...found].join(', ')} from ${what} before it reached GitHub`);
    return value;
  };

  const writes: Pick<Forge, GuardedMethod> = {
    createComment: (issue, body) =>
      forge.createComment(
        issue,
        guarded(`a comment on #${issue}`, (clean) => clean(body)),
      ),
    updateComment: (commentId, body) =>
      forge.updateComment(
        commentId,
        guarded(`comment ${commentId}`, (clean) => clean(body)),
      ),
    commitFiles: (branch, baseSha, files, message, ...rest) => {
      const [safeFiles, safeMessage] = guarded(`a commit to ${branch}`, (clean) => [cleanCommit(files, clean), clean(message)] as const);
      return forge.commitFiles(branch, baseSha, safeFiles, safeMessage, ...rest);
    },
    ensurePullRequest: (input) =>
      forge.ensurePullRequest(guarded(`the pull request for ${input.branch}`, (clean) => cleanPull(input, clean))),
    createReview: (review) => forge.createReview(guarded(`a review of #${review.pullNumber}`, (clean) => cleanReview(review, clean))),
    createIssue: (input) =>
      forge.createIssue(guarded('a new issue', (clean) => ({ ...input, title: clean(input.title), body: clean(input.body) }))),
    updateIssue: (number, input) =>
      forge.updateIssue(
        number,
        guarded(`issue #${number}`, (clean) => ({ ...input, title: clean(input.title), body: clean(input.body) })),
      ),
    createCheckRun: (run) => forge.createCheckRun(guarded(`check run ${run.name}`, (clean) => cleanCheckRun(run, clean))),
  };
  // Everything else (reads, reactions, resolving threads: no text of cplan's goes out) reaches the
  // wrapped forge as it is, methods bound to it, so a forge built as a class keeps working.
  return new Proxy(forge, {
    get(target, property) {
      if (Object.hasOwn(writes, property)) return writes[property as GuardedMethod];
      const value: unknown = Reflect.get(target, property, target);
      return typeof value === 'function' ? value.bind(target) : value;
    },
  });
}

/**
 * The methods that send text to GitHub. A method added to Forge that does must be added here and
 * to `writes`; one that sends only ids (addReaction, addSubIssue, resolveReviewThread) needs not.
 */
type GuardedMethod =
  | 'createComment'
  | 'updateComment'
  | 'commitFiles'
  | 'ensurePullRequest'
  | 'createReview'
  | 'createIssue'
  | 'updateIssue'
  | 'createCheckRun';

type Clean = (text: string) => string;

/** File contents (a deleted file has none to send) and nothing else: paths are cplan's own. */
const cleanCommit = (files: SessionFile[], clean: Clean): SessionFile[] =>
  files.map((file) => (file.delete ? file : { ...file, content: clean(file.content) }));

const cleanPull = (input: EnsurePullRequest, clean: Clean): EnsurePullRequest => ({
  ...input,
  title: clean(input.title),
  body: clean(input.body),
});

const cleanReview = (review: ReviewRequest, clean: Clean): ReviewRequest => ({
  ...review,
  body: clean(review.body),
  comments: review.comments.map((comment) => ({ ...comment, body: clean(comment.body) })),
});

const cleanCheckRun = (run: CheckRun, clean: Clean): CheckRun => ({
  ...run,
  title: clean(run.title),
  summary: clean(run.summary),
  annotations: run.annotations.map((annotation) => ({ ...annotation, title: clean(annotation.title), message: clean(annotation.message) })),
});
