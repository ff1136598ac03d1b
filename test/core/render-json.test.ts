import { describe, expect, it } from 'vitest';
import { stableJson } from '../../src/core/shared/json.js';
import type { Conflict } from '../../src/core/shared/model.js';
import {
  buildConflictsJson,
  buildPlanJson,
  buildTaskFile,
  buildTaskFiles,
  convergenceCriteria,
} from '../../src/core/render/render-json.js';
import { computeWaves } from '../../src/core/engine/waves.js';
import { makeDomain, makeNote, makeTask } from '../helpers/plan-factory.js';

describe('stableJson', () => {
  it('writes 2-space JSON with a trailing newline, keys in insertion order', () => {
    expect(stableJson({ b: 1, a: [1, { z: null, y: 'x' }] })).toBe(
      '{\n  "b": 1,\n  "a": [\n    1,\n    {\n      "z": null,\n      "y": "x"\n    }\n  ]\n}\n',
    );
    expect(stableJson(undefined)).toBe('null\n');
  });
});

describe('buildConflictsJson', () => {
  it('has the documented keys in exactly that order, whatever order the conflict was built in', () => {
    const scrambled = {
      fingerprint: 'abc',
      decision_note: null,
      decision: 'open',
      suggested_resolution: 'Sequence the changes or merge the tasks',
      description: 'src/server.ts:createServer modified by backend-api and security',
      location: 'src/server.ts:createServer',
      domains_involved: ['backend-api', 'security'],
      tasks_involved: ['TASK-001', 'TASK-204'],
      severity: 'high',
      type: 'file_conflict',
      id: 'CONFLICT-001',
      extra: 'dropped',
    } as Conflict;
    const json = buildConflictsJson([scrambled], {
      detectedAt: '2026-11-22T10:00:00Z',
      totalTasks: 10,
      totalDomains: 2,
    });
    expect(Object.keys(json)).toEqual(['detected_at', 'total_tasks', 'total_domains', 'total_conflicts', 'conflicts']);
    expect(Object.keys(json.conflicts[0] ?? {})).toEqual([
      'id',
      'type',
      'severity',
      'tasks_involved',
      'domains_involved',
      'location',
      'description',
      'suggested_resolution',
      'decision',
      'decision_note',
      'fingerprint',
    ]);
    expect(json.total_conflicts).toBe(1);
    expect(stableJson(json)).toMatchInlineSnapshot(`
      "{
        "detected_at": "2026-11-22T10:00:00Z",
        "total_tasks": 10,
        "total_domains": 2,
        "total_conflicts": 1,
        "conflicts": [
          {
            "id": "CONFLICT-001",
            "type": "file_conflict",
            "severity": "high",
            "tasks_involved": [
              "TASK-001",
              "TASK-204"
            ],
            "domains_involved": [
              "backend-api",
              "security"
            ],
            "location": "src/server.ts:createServer",
            "description": "src/server.ts:createServer modified by backend-api and security",
            "suggested_resolution": "Sequence the changes or merge the tasks",
            "decision": "open",
            "decision_note": null,
            "fingerprint": "abc"
          }
        ]
      }
      "
    `);
  });

  it('writes an empty report', () => {
    const json = buildConflictsJson([], { detectedAt: 't', totalTasks: 0, totalDomains: 1 });
    expect(json).toEqual({
      detected_at: 't',
      total_tasks: 0,
      total_domains: 1,
      total_conflicts: 0,
      conflicts: [],
    });
  });
});

describe('buildPlanJson', () => {
  it('has the documented keys, then the domains and the blocked group', () => {
    const tasks = [
      makeTask(2, { dependsOn: ['TASK-001'] }),
      makeTask(1),
      makeTask(101, { domain: 'database', dependsOn: ['TASK-102'] }),
      makeTask(102, { domain: 'database', dependsOn: ['TASK-101'] }),
    ];
    const note = makeNote({
      tasks,
      domains: [makeDomain('backend-api', 0), makeDomain('database', 1)],
      frontmatter: { complexity: 'Medium' },
    });
    const json = buildPlanJson(note, computeWaves(tasks), {
      summary: 'Add rate limiting',
      approach: 'Split by layer',
      timestamp: '2026-11-22T10:00:00Z',
    });
    expect(Object.keys(json)).toEqual([
      'summary',
      'approach',
      'task_ids',
      'task_count',
      'complexity',
      'execution_waves',
      '_metadata',
      'domains',
      'blocked',
      'grounding',
    ]);
    expect(json).toEqual({
      summary: 'Add rate limiting',
      approach: 'Split by layer',
      task_ids: ['TASK-001', 'TASK-002', 'TASK-101', 'TASK-102'],
      task_count: 4,
      complexity: 'Medium',
      execution_waves: [
        { wave: 1, task_ids: ['TASK-001'] },
        { wave: 2, task_ids: ['TASK-002'] },
      ],
      _metadata: {
        timestamp: '2026-11-22T10:00:00Z',
        source: 'cplan',
        plan_type: 'collaborative',
        session_id: 'CPLAN-test-2026-11-22',
      },
      domains: [
        {
          slug: 'backend-api',
          title: 'Backend Api',
          range: [1, 100],
          task_ids: ['TASK-002', 'TASK-001'],
          state: 'planned',
        },
        {
          slug: 'database',
          title: 'Database',
          range: [101, 200],
          task_ids: ['TASK-101', 'TASK-102'],
          state: 'planned',
        },
      ],
      blocked: ['TASK-101', 'TASK-102'],
      grounding: { verified: 0, total: 0 },
    });
    expect(Object.keys(json._metadata)).toEqual(['timestamp', 'source', 'plan_type', 'session_id']);
    expect(Object.keys(json.domains[0] ?? {})).toEqual(['slug', 'title', 'range', 'task_ids', 'state']);
  });

  it('writes null complexity when the frontmatter has none', () => {
    const json = buildPlanJson(makeNote(), { waves: [], blocked: [] }, { summary: '', approach: '', timestamp: '' });
    expect(json.complexity).toBeNull();
    expect(json.task_count).toBe(0);
  });
});

describe('buildTaskFile', () => {
  const task = makeTask(1, {
    title: 'Add token-bucket middleware',
    scope: 'request pipeline of `src/server.ts`',
    dependsOn: ['TASK-101', 'TASK-003'],
    conflictRisk: 'Medium',
    modificationPoints: [
      {
        file: 'src/server.ts',
        location: 'createServer',
        change: 'register the middleware before routing',
        line: 5,
      },
      {
        file: 'src/middleware/rate-limit.ts',
        location: '*',
        change: 'new file, token bucket per client key',
        line: 6,
      },
      { file: 'src/routes.ts', location: '', change: 'Create the route table', line: 7 },
      { file: 'src/zh.ts', location: 'init', change: '新文件：初始化', line: 8 },
      { file: null, location: '', change: 'talk to the security team first', line: 9 },
    ],
    extras: {
      Description: 'Limit requests per client with a token bucket.',
      'Convergence criteria': '- 429 after the limit is reached\n- headers show the remaining budget',
    },
  });

  it('carries the task-schema fields in order', () => {
    const file = buildTaskFile(task, makeNote({ tasks: [task] }));
    expect(Object.keys(file)).toEqual(['id', 'title', 'description', 'scope', 'depends_on', 'files', 'convergence', 'source_domain']);
    expect(file).toEqual({
      id: 'TASK-001',
      title: 'Add token-bucket middleware',
      description: 'Limit requests per client with a token bucket.',
      scope: 'request pipeline of `src/server.ts`',
      depends_on: ['TASK-101', 'TASK-003'],
      files: [
        {
          path: 'src/server.ts',
          action: 'modify',
          target: 'createServer',
          change: 'register the middleware before routing',
          conflict_risk: 'medium',
        },
        {
          path: 'src/middleware/rate-limit.ts',
          action: 'create',
          target: '*',
          change: 'new file, token bucket per client key',
          conflict_risk: 'medium',
        },
        {
          path: 'src/routes.ts',
          action: 'create',
          target: '*',
          change: 'Create the route table',
          conflict_risk: 'medium',
        },
        {
          path: 'src/zh.ts',
          action: 'create',
          target: 'init',
          change: '新文件：初始化',
          conflict_risk: 'medium',
        },
      ],
      convergence: { criteria: ['429 after the limit is reached', 'headers show the remaining budget'] },
      source_domain: 'backend-api',
    });
    expect(Object.keys(file.files[0] ?? {})).toEqual(['path', 'action', 'target', 'change', 'conflict_risk']);
  });

  it('falls back to the title, reads zh labels and splits criteria on semicolons', () => {
    const plain = makeTask(2, { title: '加限流', conflictRisk: null });
    expect(buildTaskFile(plain).description).toBe('加限流');
    const zh = makeTask(3, { extras: { 描述: '说明文字', 收敛标准: '返回 429；头部显示剩余额度; done' } });
    expect(buildTaskFile(zh).description).toBe('说明文字');
    expect(convergenceCriteria(zh)).toEqual(['返回 429', '头部显示剩余额度', 'done']);
    expect(buildTaskFile(plain).convergence).toEqual({ criteria: [] });
  });

  it('does not call an identifier that starts with "create" a new file', () => {
    const t = makeTask(4, {
      modificationPoints: [{ file: 'src/a.ts', location: 'x', change: 'call createServer twice', line: 1 }],
    });
    expect(buildTaskFile(t).files[0]?.action).toBe('modify');
  });
});

describe('buildTaskFiles', () => {
  it('writes one file per task under its domain, first copy of a duplicated id only', () => {
    const tasks = [
      makeTask(1, { title: 'first' }),
      makeTask(1, { title: 'duplicate' }),
      makeTask(101, { domain: 'database' }),
      makeTask(102, { domain: '../escape' }),
      makeTask(103, { domain: 'database', id: 'TASK-1/../x' }),
    ];
    const files = buildTaskFiles(makeNote({ tasks }));
    expect(files.map((f) => f.path)).toEqual(['domains/backend-api/.task/TASK-001.json', 'domains/database/.task/TASK-101.json']);
    expect(files[0]?.content).toBe(stableJson(buildTaskFile(tasks[0]!)));
    expect(JSON.parse(files[0]?.content ?? '{}').title).toBe('first');
    expect(files[0]?.content.endsWith('}\n')).toBe(true);
  });
});
