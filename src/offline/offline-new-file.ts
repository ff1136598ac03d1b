// Where the offline planner puts a new file when nothing in the repository matches the requirement:
// beside the files of the same kind that already exist, in their folder and with their extension
// (`src/discount.js` in a JavaScript repository, `source/discount.ts` where the code lives in
// `source/`), and only when the repository has no such files does the domain's default apply.
import { extensionOf, kindOf } from '../retrieval/classify.js';
import type { Snapshot } from '../repo/types.js';
import type { DomainRule } from './offline-keywords.js';

function folderOf(path: string): string {
  const slash = path.lastIndexOf('/');
  return slash < 0 ? '' : path.slice(0, slash);
}

/** The most frequent value, ties broken by the shorter then the alphabetically first. */
function mostCommon(values: string[]): string | undefined {
  const counts = new Map<string, number>();
  for (const value of values) counts.set(value, (counts.get(value) ?? 0) + 1);
  return [...counts].sort((a, b) => b[1] - a[1] || a[0].length - b[0].length || a[0].localeCompare(b[0]))[0]?.[0];
}

export function newFileFor(snapshot: Snapshot, rule: DomainRule, term: string): string {
  const fallback = rule.newFile(term);
  const wanted = kindOf(fallback);
  const siblings = snapshot
    .listPaths()
    .filter((p) => kindOf(p) === wanted && rule.paths.test(p) && !rule.avoid?.test(p) && extensionOf(p) !== '');
  const extension = mostCommon(siblings.map(extensionOf));
  if (extension === undefined) return fallback;
  const folders = siblings.filter((p) => extensionOf(p) === extension).map(folderOf);
  // Root-level files are mostly READMEs and entry points; a new module goes into a folder when the
  // repository has one for its kind.
  const folder = mostCommon(folders.filter((f) => f !== '')) ?? '';
  const name = fallback.slice(fallback.lastIndexOf('/') + 1);
  const stem = name.slice(0, name.indexOf('.') < 0 ? name.length : name.indexOf('.'));
  const beside = siblings.filter((p) => folderOf(p) === folder && extensionOf(p) === extension);
  const base = wanted === 'test' ? testName(beside, stem, extension) : `${stem}.${extension}`;
  const file = `${folder === '' ? '' : `${folder}/`}${base}`;
  return snapshot.has(file) ? fallback : file;
}

/** A test's name in the shape its neighbours use: `test_x.py`, `x_test.go`, `x.spec.ts` or `x.test.js`. */
function testName(neighbours: string[], stem: string, extension: string): string {
  const shapes = neighbours.map((p) => {
    const name = p.slice(p.lastIndexOf('/') + 1).toLowerCase();
    if (name.startsWith('test_')) return `test_${stem}.${extension}`;
    if (name.endsWith(`_test.${extension}`)) return `${stem}_test.${extension}`;
    if (name.includes('.spec.')) return `${stem}.spec.${extension}`;
    return `${stem}.test.${extension}`;
  });
  return mostCommon(shapes) ?? `${stem}.test.${extension}`;
}
