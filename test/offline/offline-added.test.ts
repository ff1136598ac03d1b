// "feat: add UnionBy and UnionByErr" where the body names `UniqBy` as their model: the new names go
// beside the declaration the task anchors at, which itself does not change.
import { describe, expect, it } from 'vitest';
import { addedNames } from '../../src/offline/offline-added.js';
import { groupTasks } from '../../src/offline/offline-plan.js';
import type { FileGroup } from '../../src/offline/offline-retrieve.js';
import { createMemorySnapshot } from '../../src/repo/memory-snapshot.js';
import { queryTerms } from '../../src/retrieval/tokens.js';

const nowhere = () => false;

describe('addedNames', () => {
  it("reads the names an add verb's object writes as code, and the name each declares", () => {
    expect(addedNames('feat: add UnionBy and UnionByErr (#878)', nowhere)).toEqual([
      { written: 'UnionBy', name: 'UnionBy' },
      { written: 'UnionByErr', name: 'UnionByErr' },
    ]);
    expect(addedNames('Add Mox.deny/3 (#146)', nowhere)).toEqual([{ written: 'Mox.deny/3', name: 'deny' }]);
    expect(addedNames('Add `retry_after()` to the client', nowhere)).toEqual([{ written: 'retry_after()', name: 'retry_after' }]);
  });

  it('reads no plain word, nothing after the object, no other verb, and no name the repository declares', () => {
    expect(addedNames('Add Hindi and Swedish translations', nowhere)).toEqual([]);
    expect(addedNames('Add support for `TextUnmarshaler`', nowhere)).toEqual([]);
    expect(addedNames('Add a timeout to `Client.Do`', nowhere)).toEqual([]);
    expect(addedNames('Fix UnionBy', nowhere)).toEqual([]);
    // Products, files and a second request are no new names of the code.
    expect(addedNames('Add TypeScript declarations', nowhere)).toEqual([]);
    expect(addedNames('Add macOS and PostgreSQL support', nowhere)).toEqual([]);
    expect(addedNames('Add Node.js example', nowhere)).toEqual([]);
    expect(addedNames('Add retryPolicy option and update CHANGELOG.md', nowhere)).toEqual([
      { written: 'retryPolicy', name: 'retryPolicy' },
    ]);
    expect(addedNames('add UnionBy and UniqBy', (name) => name === 'UniqBy')).toEqual([{ written: 'UnionBy', name: 'UnionBy' }]);
  });
});

describe('a task for names the title adds', () => {
  const files = {
    'slice.go':
      'package lo\n\n// UniqBy returns a duplicate-free version of a collection by key.\nfunc UniqBy(collection []int, iteratee func(int) int) []int {\n\treturn collection\n}\n',
    'intersect.go':
      'package lo\n\n// WithoutBy returns a collection without the keys.\nfunc WithoutBy(collection []int) []int {\n\treturn collection\n}\n',
  };
  const requirement =
    'feat: add UnionBy and UnionByErr\n\nHelpers computing the union of collections by key, mirroring the pattern of UniqBy.';
  const group: FileGroup = {
    slug: 'union',
    folder: '',
    score: 1,
    files: ['slice.go', 'intersect.go'].map((path) => ({ path, kind: 'source' as const, score: 1, matched: queryTerms(requirement) })),
  };

  it('adds them beside the anchor in the best file, and says no other file declares them', () => {
    const [first, second] = groupTasks(createMemorySnapshot(files), group, requirement, 8, { zh: false });
    expect(first?.modification_points[0]?.location).toBe('UniqBy');
    expect(first?.title).toBe('Add UnionBy, UnionByErr beside UniqBy in slice.go');
    expect(first?.convergence_criteria[0]).toBe('`UnionBy`, `UnionByErr` are declared in slice.go, beside `UniqBy`');
    expect(second?.title).not.toMatch(/^Add UnionBy/);
    expect(second?.convergence_criteria.join('\n')).not.toContain('declared in');
  });

  it('gives a new type of a one-type-per-file language no place beside another', () => {
    const java = {
      'core/src/main/java/feign/codec/Decoder.java':
        'package feign.codec;\n\npublic interface Decoder {\n  Object decode(Object response);\n}\n',
    };
    const title = 'Add PredicatedDecoder and DecoderPredicate for conditional decoding';
    const javaGroup: FileGroup = {
      slug: 'decoder',
      folder: '',
      score: 1,
      files: [{ path: 'core/src/main/java/feign/codec/Decoder.java', kind: 'source', score: 1, matched: queryTerms(title) }],
    };
    const [task] = groupTasks(createMemorySnapshot(java), javaGroup, title, 8, { zh: false });
    expect(task?.title).not.toMatch(/beside/);
    expect(task?.convergence_criteria.join('\n')).not.toContain('declared in');
  });
});
