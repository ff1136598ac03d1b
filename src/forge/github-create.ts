// Creates that must not happen twice: a status comment, a review, a pull request.
//
// Why: GitHub sometimes answers 502 (or the connection drops) after it made the object. Repeating
// the POST blindly, as @octokit/plugin-retry does for every 5xx, left two status comments, two
// reviews, or a run failed with "A pull request already exists". These POSTs go out once
// (octokit.ts's NOT_IDEMPOTENT); after a 5xx or no answer, the object is looked for, and the POST is repeated
// once only when it is not there.
import type { OctokitLike } from './octokit-like.js';
import { wrap } from './github-errors.js';
import { ForgeError } from './types.js';

/** GitHub's 422 "A pull request already exists for owner:branch." (in the answer's `errors`). */
export function pullRequestExists(error: unknown): boolean {
  if (!(error instanceof ForgeError) || error.status !== 422) return false;
  const data = (error.cause as { response?: { data?: unknown } } | undefined)?.response?.data;
  return /a pull request already exists/i.test(`${error.message} ${JSON.stringify(data ?? '')}`);
}

/** How many of an issue's newest comments are searched for the one a failed POST may have made. */
const RECENT_COMMENTS = 20;

/** A failure after which GitHub may have made the object anyway: a 5xx, or no HTTP answer at all. */
function mayHaveLanded(error: unknown): boolean {
  if (!(error instanceof ForgeError)) return false;
  if (error.status !== undefined) return error.status >= 500;
  return error.reason === 'network' || error.reason === 'timeout';
}

/**
 * `post` once; after a failure that may have landed, `find` the object and return it, else `post`
 * once more. When the search itself fails, the POST's own error is thrown (better no object than
 * two).
 */
export async function createOnce<T>(post: () => Promise<T>, find: () => Promise<T | undefined>): Promise<T> {
  try {
    return await post();
  } catch (error) {
    if (!mayHaveLanded(error)) throw error;
    let found: T | undefined;
    try {
      found = await find();
    } catch {
      throw error;
    }
    return found ?? post();
  }
}

type Repo = { owner: string; repo: string };
type CommentJson = Awaited<ReturnType<OctokitLike['rest']['issues']['createComment']>>['data'];

/** The page number of a Link header's rel="last", if any. */
function lastPage(link: string | undefined): number | undefined {
  const last = (link ?? '').split(',').find((part) => part.includes('rel="last"'));
  const url = last?.slice(last.indexOf('<') + 1, last.indexOf('>'));
  try {
    const page = url ? Number(new URL(url).searchParams.get('page')) : NaN;
    return Number.isInteger(page) && page > 1 ? page : undefined;
  } catch {
    return undefined;
  }
}

/**
 * The newest comment of the issue whose whole body is `body`, among its RECENT_COMMENTS newest (the
 * list is oldest first: the last page, and the one before when the last is short). cplan's own
 * bodies carry a hidden `<!-- cplan:… -->` marker, so an equal body is the comment the POST made.
 */
export async function findRecentComment(octokit: OctokitLike, r: Repo, issue: number, body: string): Promise<CommentJson | undefined> {
  const page = (n: number) =>
    wrap('list comments', () => octokit.rest.issues.listComments({ ...r, issue_number: issue, per_page: 100, page: n }));
  const first = await page(1);
  const last = lastPage(first.headers.link) ?? 1;
  let comments = first.data;
  if (last > 1) {
    const tail = await page(last);
    comments = tail.data.length < RECENT_COMMENTS ? [...(await page(last - 1)).data, ...tail.data] : tail.data;
  }
  return comments
    .slice(-RECENT_COMMENTS)
    .reverse()
    .find((c) => c.body === body);
}

/** The newest review of the PR on `commitSha` whose body is `body` (every page: reviews are oldest first). */
export async function findReview(
  octokit: OctokitLike,
  r: Repo,
  pullNumber: number,
  commitSha: string,
  body: string,
): Promise<{ id: number } | undefined> {
  const reviews = await wrap('list reviews', () =>
    octokit.paginate(octokit.rest.pulls.listReviews, { ...r, pull_number: pullNumber, per_page: 100 }),
  );
  return reviews.reverse().find((review) => review.body === body && (!review.commit_id || review.commit_id === commitSha));
}
