// Modification points against the repository: files, locations, keys and domains, each problem
// with its nearest real candidates; the planner's marks on the points still not found.
import { describe, expect, it } from 'vitest';
import type { DomainBrief } from '../../src/contract/types.js';
import { groundingRepairMessage, markUnverified, verifyDomainPlan } from '../../src/grounding/verify.js';
import { nearestPaths, verifyPoint } from '../../src/grounding/verify-point.js';
import { createMemorySnapshot } from '../../src/repo/memory-snapshot.js';
import { task } from '../helpers/scripted-provider.js';

/** `detectConflicts` on line 31, `detectCycles` on line 40. */
const DETECT_TS = [
  ...Array.from({ length: 30 }, (_, i) => `// line ${i + 1}`),
  'export function detectConflicts(note: unknown) {',
  '  return [];',
  '}',
  '',
  'function rankConflicts() {',
  '  return 0;',
  '}',
  '',
  '',
  'export function detectCycles() {',
  '  return [];',
  '}',
  '',
].join('\n');

const snapshot = createMemorySnapshot({
  'src/core/detect.ts': DETECT_TS,
  'src/core/validate.ts': 'export function validatePlanNote() {}\n',
  'src/planner/run.ts': 'export class Runner {\n  private loop() {}\n}\n',
  'docs/guide.md': '# Guide\n\n## Installation\n',
});

const domains: DomainBrief[] = [
  { slug: 'backend-api', title: 'Backend Api', description: '', range: [1, 100], key_concerns: [] },
  { slug: 'security', title: 'Security', description: '', range: [101, 200], key_concerns: [] },
];

const point = (file: string, location: string, change = 'change it') => ({ file, location, change });

describe('verifyPoint', () => {
  it('accepts real files with a declared name, `()`, a method, a line, a range or *', () => {
    for (const location of [
      'detectConflicts',
      'detectConflicts()',
      '`detectCycles`',
      'function rankConflicts',
      '*',
      '',
      'L31',
      '31-33',
      'L31-L40',
    ])
      expect(verifyPoint(snapshot, point('src/core/detect.ts', location)), location).toBeNull();
    expect(verifyPoint(snapshot, point('src/planner/run.ts', 'Runner.loop'))).toBeNull();
    expect(verifyPoint(snapshot, point('docs/guide.md', 'Installation'))).toBeNull();
    expect(verifyPoint(snapshot, point('./src/core/detect.ts', 'detectConflicts'))).toBeNull();
  });

  it('names the nearest real file of a near-miss path, and where the symbol is declared', () => {
    const problem = verifyPoint(snapshot, point('src/core/detects.ts', 'detectConflicts'));
    expect(problem).toMatchObject({
      kind: 'no-such-file',
      message: 'src/core/detects.ts does not exist; src/core/detect.ts (detectConflicts at line 31) does',
      reason: 'no such file, nearest src/core/detect.ts',
    });
    expect(nearestPaths(snapshot, 'src/Core/validates.ts')).toEqual(['src/core/validate.ts']);
    expect(verifyPoint(snapshot, point('lib/nothing/here.rb', '*'))?.message).toContain('no file has a similar name');
  });

  it('names the nearest declarations of the file, with their lines, for a missing symbol', () => {
    const problem = verifyPoint(snapshot, point('src/core/detect.ts', 'detectRateLimitCollisions'));
    expect(problem?.kind).toBe('no-such-symbol');
    expect(problem?.message).toMatch(
      /^src\/core\/detect\.ts declares no detectRateLimitCollisions; nearest there: detectConflicts at line 31/,
    );
    expect(problem?.message).toContain('detectCycles at line 40');
    expect(problem?.reason).toBe('no such symbol, nearest detectConflicts at line 31');
  });

  it('points at the file that declares an exact name elsewhere', () => {
    const problem = verifyPoint(snapshot, point('src/planner/run.ts', 'detectCycles'));
    expect(problem?.message).toContain('detectCycles is declared in src/core/detect.ts at line 40');
  });

  it('refuses a line past the end, and accepts a name the change adds', () => {
    expect(verifyPoint(snapshot, point('src/core/detect.ts', 'L500'))).toMatchObject({ kind: 'no-such-line', reason: 'no such line' });
    expect(verifyPoint(snapshot, point('src/core/detect.ts', '40-31'))?.message).toContain('not a range');
    expect(verifyPoint(snapshot, point('src/core/detect.ts', 'detectRateLimits', 'new function beside detectConflicts'))).toBeNull();
  });

  it('accepts a file the change creates unless it collides with the repository', () => {
    expect(verifyPoint(snapshot, point('src/core/rate-limit.ts', '*', 'new file: token bucket'))).toBeNull();
    expect(verifyPoint(snapshot, point('src/core/rate-limit.ts', 'bucket', 'fill it'), new Set(['src/core/rate-limit.ts']))).toBeNull();
    expect(verifyPoint(snapshot, point('src/core/detect.ts/extra.ts', '*', 'new file'))).toMatchObject({
      kind: 'path-collision',
      message: 'the new file src/core/detect.ts/extra.ts collides with the repository: src/core/detect.ts is a file, not a folder',
    });
    expect(verifyPoint(snapshot, point('src/core', '*', 'new file'))?.message).toContain('src/core is a folder');
    expect(verifyPoint(snapshot, point('src/Core/Detect.ts', '*', 'new file'))?.reason).toBe('path collision with src/core/detect.ts');
  });

  it('leaves paths the planner drops anyway to the planner', () => {
    expect(verifyPoint(snapshot, point('../../etc/passwd', '*'))).toBeNull();
    expect(verifyPoint(snapshot, point('.github/workflows/ci.yml', '*'))).toBeNull();
  });
});

describe('verifyDomainPlan', () => {
  it('lists points, depends_on keys and domains that do not resolve, with candidates', () => {
    const plan = {
      tasks: [
        task('scan', {
          modification_points: [
            point('src/core/detects.ts', 'detectConflicts'),
            point('src/core/detect.ts', 'detectRateLimitCollisions'),
            point('src/core/detect.ts', 'detectConflicts'),
          ],
          needs_from_domains: [
            { domain: 'securty', what: 'keys' },
            { domain: 'Backend API', what: 'routes' },
          ],
        }),
        task('wire', {
          modification_points: [point('src/core/validate.ts', 'validatePlanNote')],
          depends_on: ['scna', 'scan', 'TASK-004'],
        }),
      ],
      evidence: { relevant_files: [], existing_patterns: [], constraints: [] },
    };
    const problems = verifyDomainPlan(plan, { snapshot, domains });
    expect(problems).toEqual([
      'tasks.0.modification_points.0 `src/core/detects.ts:detectConflicts`: src/core/detects.ts does not exist; src/core/detect.ts (detectConflicts at line 31) does',
      expect.stringMatching(
        /^tasks\.0\.modification_points\.1 `src\/core\/detect\.ts:detectRateLimitCollisions`: src\/core\/detect\.ts declares no/,
      ),
      'tasks.0.needs_from_domains.0: there is no domain "securty"; nearest: security',
      'tasks.1.depends_on: no task of this plan has the key "scna"; the keys are: scan, wire',
    ]);
    const message = groundingRepairMessage(problems, 'submit_domain_plan');
    expect(message.split('\n')[0]).toBe('The submission does not match the repository:');
    expect(message).toContain('Call submit_domain_plan again');
    // Keys resolve within the submission only: without `scan`, both keys are unknown; TASK-ids pass.
    expect(verifyDomainPlan({ ...plan, tasks: [plan.tasks[1] as (typeof plan.tasks)[1]] }, { snapshot, domains })).toHaveLength(2);
  });
});

describe('markUnverified', () => {
  it('marks what is still not found, clears what is, and keeps plain notes', () => {
    const drafts = markUnverified(
      [
        {
          id: 'TASK-001',
          title: 't',
          domain: 'backend-api',
          complexity: 'Low',
          dependsOn: [],
          scope: '',
          conflictRisk: 'Low',
          modificationPoints: [
            { file: 'src/core/detects.ts', location: 'detectConflicts', change: 'x' },
            { file: 'src/core/detect.ts', location: 'detectConflicts', change: 'x', unverified: 'old mark' },
            { file: null, location: '', change: 'talk to the team' },
            { file: 'src/new/bucket.ts', location: '*', change: 'new file' },
            { file: 'src/new/bucket.ts', location: 'take', change: 'implement take' },
          ],
        },
      ],
      snapshot,
    );
    expect(drafts[0]?.modificationPoints.map((p) => p.unverified)).toEqual([
      'no such file, nearest src/core/detect.ts',
      undefined,
      undefined,
      undefined,
      undefined,
    ]);
  });
});
