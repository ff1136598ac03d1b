import { describe, expect, it } from 'vitest';
import { assignTasks } from '../../src/planner/assign.js';
import { task } from '../helpers/scripted-provider.js';

const evidence = { relevant_files: [], existing_patterns: [], constraints: [] };

describe('assignTasks', () => {
  it('numbers tasks inside the range and maps dependency keys to ids', () => {
    const result = assignTasks(
      {
        tasks: [task('a'), task('b', { depends_on: ['a', 'b', 'zzz'] }), task('c', { needs_from_domains: [{ domain: 'api', what: 'x' }] })],
        evidence,
      },
      { slug: 'web', range: [101, 200] },
      8,
    );
    expect(result.tasks.map((t) => t.id)).toEqual(['TASK-101', 'TASK-102', 'TASK-103']);
    expect(result.tasks[1]?.dependsOn).toEqual(['TASK-101']);
    expect(result.warnings).toEqual(['TASK-102: unknown dependency key "zzz" ignored']);
    expect(result.needs).toEqual([{ task_id: 'TASK-103', from_domain: 'api', what: 'x' }]);
  });

  it('caps the number of tasks and says so', () => {
    const many = Array.from({ length: 12 }, (_, i) => task(`t${i}`));
    const result = assignTasks({ tasks: many, evidence }, { slug: 'api', range: [1, 100] }, 8);
    expect(result.tasks).toHaveLength(8);
    expect(result.warnings[0]).toContain('4 tasks beyond the limit of 8');
  });

  it('rejects escaping, absolute and workflow paths in points and evidence', () => {
    const result = assignTasks(
      {
        tasks: [
          task('a', {
            modification_points: [
              { file: 'a/../../x', location: '', change: 'c' },
              { file: 'ok.ts', location: '', change: 'c' },
            ],
          }),
        ],
        evidence: {
          relevant_files: [{ path: '.github/workflows/ci.yml', rationale: 'r', role: 'ci' }],
          existing_patterns: [],
          constraints: [],
        },
      },
      { slug: 'api', range: [1, 100] },
      8,
    );
    expect(result.tasks[0]?.modificationPoints).toEqual([{ file: 'ok.ts', location: '*', change: 'c' }]);
    expect(result.evidence.relevantFiles).toEqual([]);
    expect(result.warnings).toHaveLength(2);
  });
});
