import { describe, expect, it } from 'vitest';
import { escapeMermaidLabel, MAX_TASK_NODES, renderMermaid } from '../../src/core/render/mermaid.js';
import type { Task } from '../../src/core/shared/model.js';
import { makeConflict, makeDomain, makeNote, makeTask } from '../helpers/plan-factory.js';

describe('escapeMermaidLabel', () => {
  it('turns every character Mermaid would read into an entity', () => {
    expect(escapeMermaidLabel('Say "hi" [x] (a|b) {c} `d` #1 & co; a < b > c')).toBe(
      'Say #quot;hi#quot; #91;x#93; #40;a#124;b#41; #123;c#125; #96;d#96; #35;1 #amp; co; a #lt; b #gt; c',
    );
    expect(escapeMermaidLabel('Return <em>429</em><script>x</script>')).toBe('Return 429');
  });

  it('folds lines and caps long titles', () => {
    expect(escapeMermaidLabel('a\n  b')).toBe('a b');
    expect(escapeMermaidLabel('x'.repeat(100), 10)).toBe(`${'x'.repeat(9)}…`);
  });
});

describe('renderMermaid', () => {
  const domains = [makeDomain('backend-api', 0), makeDomain('database', 1), makeDomain('docs', 2)];
  const tasks: Task[] = [
    makeTask(1, { title: 'Add "token-bucket" middleware [core]' }),
    makeTask(2, { dependsOn: ['TASK-001', 'TASK-101', 'TASK-999'] }),
    makeTask(101, { domain: 'database', title: '建表', dependsOn: ['TASK-102'] }),
    makeTask(102, { domain: 'database', dependsOn: ['TASK-101'] }),
    makeTask(301, { domain: 'ops', title: 'tagged outside any pool' }),
  ];
  const conflicts = [
    makeConflict(1, {
      type: 'dependency_cycle',
      severity: 'critical',
      tasks_involved: ['TASK-101', 'TASK-102'],
    }),
    makeConflict(2, {
      tasks_involved: ['TASK-001', 'TASK-101'],
      domains_involved: ['backend-api', 'database'],
    }),
    makeConflict(3, { tasks_involved: ['TASK-301'], decision: 'resolved' }),
  ];

  it('draws one subgraph per domain, a node per task, an edge per dependency and conflict styles', () => {
    const note = makeNote({ tasks, domains });
    expect(renderMermaid(note, conflicts)).toBe(
      [
        '```mermaid',
        'flowchart TD',
        '  subgraph dom_backend_api["Backend Api"]',
        '    T001["TASK-001: Add #quot;token-bucket#quot; middleware #91;core#93;"]',
        '    T002["TASK-002: Task 2"]',
        '  end',
        '  subgraph dom_database["Database"]',
        '    T101["TASK-101: 建表"]',
        '    T102["TASK-102: Task 102"]',
        '  end',
        '  subgraph dom_ops["ops"]',
        '    T301["TASK-301: tagged outside any pool"]',
        '  end',
        '  T001 --> T002',
        '  T101 --> T002',
        '  T102 --> T101',
        '  T101 --> T102',
        '  classDef conflict fill:#fff3cd,stroke:#d39e00,stroke-width:2px',
        '  classDef critical fill:#f8d7da,stroke:#c82333,stroke-width:3px',
        '  class T001 conflict',
        '  class T101,T102 critical',
        '```',
      ].join('\n'),
    );
  });

  it('is deterministic and leaves out styles when nothing is open', () => {
    const note = makeNote({ tasks, domains });
    const resolved = conflicts.map((c) => ({ ...c, decision: 'resolved' as const }));
    const first = renderMermaid(note, resolved);
    expect(renderMermaid(note, resolved)).toBe(first);
    expect(first).not.toContain('classDef');
    expect(first).not.toContain('T999');
  });

  it('draws an empty flowchart for a plan with no tasks', () => {
    expect(renderMermaid(makeNote({ domains }), [])).toBe('```mermaid\nflowchart TD\n```');
  });

  it(`keeps task nodes at ${MAX_TASK_NODES} tasks and collapses to domains above`, () => {
    const many = (count: number) => {
      const list: Task[] = [];
      for (let i = 0; i < count; i++) {
        const domain = ['backend-api', 'database', 'docs'][i % 3] ?? 'docs';
        const num = (i % 3) * 100 + Math.floor(i / 3) + 1;
        // every database task depends on the backend task before it; docs on both
        const deps =
          domain === 'database'
            ? [`TASK-${String(num - 100).padStart(3, '0')}`]
            : domain === 'docs'
              ? [`TASK-${String(num - 200).padStart(3, '0')}`, `TASK-${String(num - 100).padStart(3, '0')}`]
              : [];
        list.push(makeTask(num, { domain, dependsOn: deps }));
      }
      return list;
    };
    const atLimit = renderMermaid(makeNote({ tasks: many(MAX_TASK_NODES), domains }), []);
    expect(atLimit).toContain('subgraph dom_backend_api');
    expect(atLimit.match(/^ {4}T\d+\[/gm)).toHaveLength(MAX_TASK_NODES);

    const cycle = makeConflict(1, { severity: 'critical', tasks_involved: ['TASK-101'] });
    const file = makeConflict(2, { tasks_involved: ['TASK-001', 'TASK-201'] });
    const above = renderMermaid(makeNote({ tasks: many(MAX_TASK_NODES + 3), domains }), [cycle, file]);
    expect(above).toBe(
      [
        '```mermaid',
        'flowchart TD',
        '  dom_backend_api["Backend Api #40;21 tasks#41;"]',
        '  dom_database["Database #40;21 tasks#41;"]',
        '  dom_docs["Docs #40;21 tasks#41;"]',
        '  dom_backend_api -->|21| dom_database',
        '  dom_backend_api -->|21| dom_docs',
        '  dom_database -->|21| dom_docs',
        '  classDef conflict fill:#fff3cd,stroke:#d39e00,stroke-width:2px',
        '  classDef critical fill:#f8d7da,stroke:#c82333,stroke-width:3px',
        '  class dom_backend_api,dom_docs conflict',
        '  class dom_database critical',
        '```',
      ].join('\n'),
    );
  });

  it('keeps domain ids unique and clear of Mermaid keywords', () => {
    const note = makeNote({
      tasks: [makeTask(1, { domain: 'end' }), makeTask(2, { domain: 'a-b' }), makeTask(3, { domain: 'a_b' })],
      domains: [],
    });
    const out = renderMermaid(note, []);
    expect(out).toContain('subgraph dom_end["end"]');
    expect(out).toContain('subgraph dom_a_b["a-b"]');
    expect(out).toContain('subgraph dom_a_b_2["a_b"]');
  });

  it('defines a duplicated task id once', () => {
    const note = makeNote({ tasks: [makeTask(1, { title: 'one' }), makeTask(1, { title: 'two' })] });
    expect(renderMermaid(note, []).match(/T001\[/g)).toHaveLength(1);
  });
});
