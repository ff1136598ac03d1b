// Random and malformed input at every edge — command lines, config files, model output — gets a
// clear error or a diagnostic, never a crash.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { domainPlanSchema } from '../../src/contract/schemas.js';
import { parseCommand } from '../../src/core/texts/commands.js';
import { ConfigError, parseConfigYaml } from '../../src/core/config/config.js';
import { assignTasks } from '../../src/planner/assign.js';

const commandText = fc
  .array(
    fc.oneof(
      fc.constantFrom(
        '/plan',
        'approve',
        'split',
        'replan',
        'revise',
        '--max-domains=',
        '-y',
        '--model=',
        '"',
        "'",
        '\\',
        ':',
        ';',
        '\n',
        ' ',
        '--fresh',
        '```',
      ),
      fc.string({ maxLength: 12 }),
    ),
    { maxLength: 20 },
  )
  .map((parts) => parts.join(''));

describe('malformed input', () => {
  it('200 random command lines: a command, a mistake with its usage, or nothing — never a throw', () => {
    fc.assert(
      fc.property(commandText, (text) => {
        const result = parseCommand(text);
        if (result && !result.ok) expect(result.usage).toMatch(/^\/plan/);
      }),
      { seed: 11, numRuns: 200 },
    );
  });

  it('200 random config files: valid config or a ConfigError naming the problem', () => {
    const yaml = fc.oneof(
      fc.string({ maxLength: 80 }),
      fc
        .dictionary(
          fc.constantFrom('max_domains', 'locale', 'output_dir', 'models', 'prices', 'trigger', 'bogus', '_extends'),
          fc.jsonValue({ maxDepth: 2 }),
        )
        .map((o) => JSON.stringify(o)),
    );
    fc.assert(
      fc.property(yaml, (text) => {
        try {
          parseConfigYaml(text);
        } catch (error) {
          expect(error).toBeInstanceOf(ConfigError);
          expect((error as Error).message).toMatch(/cplan\.yml/);
        }
      }),
      { seed: 12, numRuns: 200 },
    );
  });

  it('200 random model outputs: rejected by the schema, or assigned with safe paths only', () => {
    const point = fc.record({
      file: fc.oneof(fc.constantFrom('../x', '/abs', '.github/workflows/ci.yml', 'src/ok.ts', './a//b.ts', ''), fc.string()),
      location: fc.string({ maxLength: 10 }),
      change: fc.string({ maxLength: 10 }),
    });
    const task = fc.record(
      {
        key: fc.string({ maxLength: 5 }),
        title: fc.string({ maxLength: 30 }),
        description: fc.string({ maxLength: 10 }),
        complexity: fc.constantFrom('Low', 'medium', 'HIGH', 'huge'),
        conflict_risk: fc.constantFrom('Low', 'Medium', 'High'),
        scope: fc.string({ maxLength: 10 }),
        depends_on: fc.array(fc.string({ maxLength: 5 }), { maxLength: 3 }),
        needs_from_domains: fc.array(fc.record({ domain: fc.string({ maxLength: 8 }), what: fc.string({ maxLength: 8 }) }), {
          maxLength: 2,
        }),
        modification_points: fc.array(point, { maxLength: 4 }),
        convergence_criteria: fc.array(fc.string({ maxLength: 8 }), { maxLength: 2 }),
        estimated_effort: fc.constantFrom('Low', 'Medium', 'High'),
      },
      { requiredKeys: [] },
    );
    const output = fc.oneof(
      fc.jsonValue({ maxDepth: 3 }),
      fc.record({
        tasks: fc.array(task, { maxLength: 12 }),
        evidence: fc.constant({ relevant_files: [], existing_patterns: [], constraints: [] }),
      }),
    );
    fc.assert(
      fc.property(output, (value) => {
        const parsed = domainPlanSchema.safeParse(value);
        if (!parsed.success) return;
        const assigned = assignTasks(parsed.data as never, { slug: 'api', range: [1, 100] }, 8);
        expect(assigned.tasks.length).toBeLessThanOrEqual(8);
        for (const t of assigned.tasks) {
          for (const p of t.modificationPoints) {
            expect(p.file).not.toMatch(/^\/|(^|\/)\.\.(\/|$)|^\.github\/workflows/);
          }
        }
      }),
      { seed: 13, numRuns: 200 },
    );
  });

  it('caps absurd model output: 10 000 tasks and 1 MB strings are rejected for repair', () => {
    const many = {
      tasks: Array.from({ length: 10_000 }, (_, i) => ({ key: `k${i}` })),
      evidence: { relevant_files: [], existing_patterns: [], constraints: [] },
    };
    expect(domainPlanSchema.safeParse(many).success).toBe(false);
    const huge = {
      tasks: [{ key: 'a', title: 'x'.repeat(1_000_000) }],
      evidence: { relevant_files: [], existing_patterns: [], constraints: [] },
    };
    expect(domainPlanSchema.safeParse(huge).success).toBe(false);
  });
});
