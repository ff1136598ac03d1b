import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { PlanNote } from '../../src/core/shared/model.js';
import { parsePlanNote } from '../../src/core/note/parse.js';

const DIR = 'test/fixtures/plan-notes';
const fixtures = readdirSync(DIR).filter((f) => f.endsWith('.md'));
const load = (name: string) => readFileSync(join(DIR, name), 'utf8');

/** The model without its text (the fixture itself), for snapshots. */
export function modelView(note: PlanNote) {
  const { text: _text, toString: _toString, ...rest } = note;
  return rest;
}

describe('parsePlanNote on the golden fixtures', () => {
  it.each(fixtures)('%s: model snapshot and byte-identical round trip', async (name) => {
    const text = load(name);
    const note = parsePlanNote(text);
    expect(note.toString()).toBe(text);
    await expect(`${JSON.stringify(modelView(note), null, 2)}\n`).toMatchFileSnapshot(
      `__snapshots__/parse-${name.replace(/\.md$/, '')}.json`,
    );
    const lines = text.split('\n');
    for (const task of note.tasks) expect(lines[task.line - 1]).toMatch(new RegExp(`^###\\s+TASK-0*${task.num}\\b`));
    for (const d of note.diagnostics) expect(d.line === 0 || (d.line >= 1 && d.line <= lines.length)).toBe(true);
  });

  it('reads a real CCW-style note: object sub_domains, ~ ranges, full-width colons, 低/中/高 with notes', () => {
    const note = parsePlanNote(load('ccw-real.md'));
    expect(note.domains.map((d) => [d.slug, d.range, d.description])).toEqual([
      ['auth-core', [1, 100], '认证核心逻辑'],
      ['frontend-ui', [101, 200], '登录注册页面'],
      ['database', [201, 300], '用户表与会话存储'],
    ]);
    const [login, permission] = note.tasks;
    expect(login).toMatchObject({ id: 'TASK-001', num: 1, complexity: 'High', conflictRisk: 'Medium', dependsOn: ['TASK-201'] });
    expect(login?.modificationPoints.map((p) => [p.file, p.location, p.change])).toEqual([
      ['src/auth/login.ts', 'login', '校验用户名密码'],
      ['src/auth/session.ts', '*', '创建会话'],
      ['src/routes/index.ts', '*', '注册路由'],
      [null, '', '更新接口文档'],
    ]);
    expect(login?.files).toEqual(['src/auth/login.ts', 'src/auth/session.ts', 'src/routes/index.ts']);
    // "无 (与 TASK-001 可并行)" means no dependencies.
    expect(permission?.dependsOn).toEqual([]);
    expect(permission).toMatchObject({ conflictRisk: 'Low', files: ['src/middleware', 'src/middleware/permission.ts'] });
    const manual = note.conflictBlocks[0];
    expect(manual).toMatchObject({
      id: 'CONFLICT-001',
      fingerprint: null,
      tasks: ['TASK-001', 'TASK-101'],
      domains: ['auth-core', 'Frontend UI'],
      decision: 'open',
    });
  });

  it('reads Chinese headings and labels, and mixed notes', () => {
    const zh = parsePlanNote(load('zh-basic.md'));
    expect(zh.locale).toBe('zh');
    expect(zh.tasks.map((t) => [t.id, t.complexity, t.conflictRisk, t.dependsOn.join(',')])).toEqual([
      ['TASK-001', 'Medium', 'Medium', 'TASK-203'],
      ['TASK-002', 'Low', 'Low', 'TASK-001,TASK-150'],
      ['TASK-101', 'Low', 'Low', ''],
      ['TASK-201', 'High', 'High', 'TASK-203'],
      ['TASK-203', 'Medium', 'Low', 'TASK-201'],
    ]);
    const mixed = parsePlanNote(load('mixed.md'));
    expect(mixed.sections.map((s) => s.kind)).toEqual(['understanding', 'task-pool', 'task-pool', 'dependencies', 'conflicts']);
    expect(mixed.tasks.map((t) => t.complexity)).toEqual(['High', 'Low']);
  });

  it('turns what it cannot read into diagnostics with line numbers', () => {
    const note = parsePlanNote(load('edge-cases.md'));
    const byCode = (code: string) => note.diagnostics.filter((d) => d.code === code).map((d) => d.line);
    expect(byCode('duplicate-task-id')).toEqual([25]);
    expect(byCode('id-out-of-range')).toEqual([28]);
    expect(byCode('foreign-domain-tag')).toEqual([28]);
    expect(byCode('unreadable-value')).toEqual([17]);
    expect(byCode('bad-path')).toEqual([20, 21]);
    expect(byCode('self-dependency')).toEqual([16]);
    expect(note.tasks[0]?.files).toEqual(['src/a/b.ts']);
    // The heading inside the code fence is not a task, and CRLF + BOM do not matter.
    expect(note.tasks.map((t) => t.id)).toEqual(['TASK-001', 'TASK-001', 'TASK-150']);
    expect(parsePlanNote(load('edge-bom.md')).tasks.map((t) => t.line)).toEqual(note.tasks.map((t) => t.line));
  });

  it('accepts inline points separated by ";" and the "path - change" form', () => {
    const note = parsePlanNote(load('no-frontmatter.md'));
    expect(note.tasks[0]?.modificationPoints.map((p) => `${p.file}:${p.location}`)).toEqual(['src/a.ts:x', 'src/b.ts:*']);
    expect(note.tasks[1]?.modificationPoints[0]).toMatchObject({ file: 'src/a.ts', location: 'x', change: 'change too' });
    expect(note.domains.map((d) => d.slug)).toEqual(['api', 'web']);
  });

  it('never throws and keeps the text for anything', () => {
    for (const input of [
      '',
      '---',
      '---\n: : :\n---\n',
      '### TASK-x',
      '## Task Pool -',
      '\u0000\uffff',
      '---\na: [\n---\n## Conflicts\n### CONFLICT-1',
    ]) {
      const note = parsePlanNote(input);
      expect(note.toString()).toBe(input);
    }
    expect(parsePlanNote(undefined as unknown as string).toString()).toBe('');
  });
});

describe('readFrontmatter, read again', () => {
  const note = (body: string) => `---\nsession_id: S-1\nsub_domains:\n  - api\n  - web\nbad: [1\n---\n${body}`;

  it('gives each caller its own copy: changing what one read changes nothing for the next', async () => {
    const { readFrontmatter } = await import('../../src/core/note/frontmatter.js');
    const fixed = `---\nsession_id: S-1\nsub_domains:\n  - api\n---\n`;
    const first = readFrontmatter(`${fixed}# one`);
    (first.data.sub_domains as string[]).push('mutated');
    first.data.session_id = 'changed';
    expect(readFrontmatter(`${fixed}# two`).data).toEqual({ session_id: 'S-1', sub_domains: ['api'] });
  });

  it('reports the same YAML error at the same line whatever the body after it', async () => {
    const { readFrontmatter } = await import('../../src/core/note/frontmatter.js');
    const a = readFrontmatter(note('# a\n'));
    const b = readFrontmatter(note('# b\n\n## more\n'));
    expect(a.diagnostics.length).toBeGreaterThan(0);
    expect(b.diagnostics).toEqual(a.diagnostics);
    a.diagnostics[0]!.line = 99;
    expect(readFrontmatter(note('# c\n')).diagnostics).toEqual(b.diagnostics);
    expect(b.range).toEqual({ start: 0, end: note('').length });
  });
});
