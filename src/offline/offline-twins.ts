// A repository of parallel implementations keeps one folder per driver, dialect or backend
// (`src/Drivers/Gd/Modifiers/ContrastModifier.php` beside `src/Drivers/Imagick/Modifiers/…`,
// `database/mysql/mysql.go` beside `database/postgres/postgres.go`). Their twins hold the same
// words, so a title about one ("Stop Imagick contrast from lifting every pixel") ranked the
// other's too. The title names the one it means: its twins elsewhere leave the plan. Pure.
import { titleOf } from './offline-scope.js';

/** How a title writes a folder's name: whole, any case, `-`, `_` or a space between its parts. */
function writes(title: string, folder: string): boolean {
  const parts = folder.split(/[-_]/).filter((p) => p !== '');
  if (parts.length === 0 || parts.some((p) => !/^[\p{L}\p{N}.]+$/u.test(p))) return false;
  const lower = title.toLowerCase();
  const name = parts.map((p) => p.toLowerCase()).join(' ');
  const spaced = lower.replace(/[-_]/g, ' ');
  for (let at = spaced.indexOf(name); at >= 0; at = spaced.indexOf(name, at + 1)) {
    const before = at === 0 ? '' : (spaced[at - 1] as string);
    const after = spaced[at + name.length] ?? '';
    if (!/[\p{L}\p{N}]/u.test(before) && !/[\p{L}\p{N}]/u.test(after)) return true;
  }
  return false;
}

/** The same path with one folder's name for another: `database/mysql/mysql.go` → `database/postgres/postgres.go`. */
function twinPath(parts: readonly string[], at: number, other: string): string {
  const self = parts[at] as string;
  const rename = (s: string) => s.split(self).join(other).split(self.toLowerCase()).join(other.toLowerCase());
  return [...parts.slice(0, at), other, ...parts.slice(at + 1).map(rename)].join('/');
}

/**
 * The paths without those that lie in a folder the title does not name, when the title names a
 * sibling of that folder and the path's twin in the named one exists: "Stop Imagick contrast …"
 * drops `Drivers/Gd/Modifiers/ContrastModifier.php`, whose `Drivers/Imagick/…` twin exists. A
 * title that names both keeps both; a plan is never emptied.
 */
export function withoutUnnamedTwins<T extends { path: string }>(
  files: readonly T[],
  exists: (path: string) => boolean,
  requirement: string,
): T[] {
  // A title's length of it: each start of a long line would be compared with every folder.
  const title = titleOf(requirement).slice(0, 500);
  // Parent folder → the folders under it the title names.
  const named = new Map<string, Set<string>>();
  for (const { path } of files) {
    const parts = path.split('/');
    for (let at = 0; at < parts.length - 1; at++) {
      const folder = parts[at] as string;
      if (!writes(title, folder)) continue;
      const parent = parts.slice(0, at).join('/');
      named.set(parent, (named.get(parent) ?? new Set()).add(folder));
    }
  }
  if (named.size === 0) return [...files];
  const kept = files.filter(({ path }) => {
    const parts = path.split('/');
    for (let at = 0; at < parts.length - 1; at++) {
      const kids = named.get(parts.slice(0, at).join('/'));
      if (!kids || kids.has(parts[at] as string)) continue;
      if ([...kids].some((kid) => exists(twinPath(parts, at, kid)))) return false;
    }
    return true;
  });
  return kept.length > 0 ? kept : [...files];
}
