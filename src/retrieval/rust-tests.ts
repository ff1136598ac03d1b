// Rust's out-of-line test modules: `src/map.rs` (or `src/map/mod.rs`) declares `mod tests;` and
// its tests live in `src/map/tests.rs`; the crate root's (`src/lib.rs`) in `src/tests.rs`. Such a
// test shares no name with its source, so the pairing by name cannot see it (indexmap's map and
// set tests, nom's `src/bytes/tests.rs`).

/**
 * `#[cfg(test)] mod tests;` (or `test`), on one line or two: a module compiled for the tests only.
 * Not a `pub mod test;`, which is an API (warp's `test` helpers for its users).
 */
const DECLARES_TESTS = /#\[cfg\(test\)\]\s*mod[ \t]+(tests?)[ \t]*;/;

/**
 * The module files that declare `test` (a `tests.rs` or `test.rs`) as their child module: the
 * folder's own module file (`<dir>.rs`, `<dir>/mod.rs`) or, for a file beside the crate root,
 * `lib.rs` or `main.rs`. `read` gives a path's text, undefined when the snapshot has no such file.
 */
export function rustTestParents(test: string, read: (path: string) => string | undefined): string[] {
  const match = /^(?:(.*)\/)?(tests?)\.rs$/.exec(test);
  if (!match) return [];
  const [, dir = '', name] = match;
  const candidates = dir === '' ? ['lib.rs', 'main.rs'] : [`${dir}.rs`, `${dir}/mod.rs`, `${dir}/lib.rs`, `${dir}/main.rs`];
  return candidates.filter((path) => {
    const text = read(path);
    return text !== undefined && DECLARES_TESTS.exec(text)?.[1] === name;
  });
}
