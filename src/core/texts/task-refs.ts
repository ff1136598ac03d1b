// Which task issues a pull request is for, from its own text: closing keywords (`Fixes #12`,
// `closes owner/repo#12`, `resolves https://github.com/owner/repo/issues/12`), a link to an issue
// of the repository, or a branch named after one (`claude/issue-12-…`, `openhands-fix-issue-12`,
// `fix-12`). Only candidates: the flow keeps those that are task issues cplan wrote.
const MAX_REFS = 10;

const escapeRe = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Issue numbers a pull request refers to, in the order found (keywords, links, branch), at most ten. */
export function issueRefsOf(pull: { body?: string; headRef: string }, repo: { owner: string; repo: string }): number[] {
  const body = String(pull.body ?? '').slice(0, 65_536);
  const self = `${escapeRe(repo.owner)}/${escapeRe(repo.repo)}`;
  const found: number[] = [];
  const add = (digits: string | undefined) => {
    const n = Number(digits);
    if (Number.isSafeInteger(n) && n > 0 && !found.includes(n) && found.length < MAX_REFS) found.push(n);
  };
  const keyword = new RegExp(
    `\\b(?:close[sd]?|fix(?:e[sd])?|resolve[sd]?)\\b:?\\s+(?:(?:${self})?#(\\d{1,9})|https?://[^\\s/]+/${self}/issues/(\\d{1,9}))\\b`,
    'gi',
  );
  for (const m of body.matchAll(keyword)) add(m[1] ?? m[2]);
  for (const m of body.matchAll(new RegExp(`https?://[^\\s/]+/${self}/issues/(\\d{1,9})\\b`, 'gi'))) add(m[1]);
  for (const m of pull.headRef.matchAll(/(?:^|[^a-z0-9])(?:issue|fix)[-_/]?(\d{1,9})(?![0-9])/gi)) add(m[1]);
  return found;
}
