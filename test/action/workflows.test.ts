// The sample workflows of docs/workflows/ against action.yml and the README: valid YAML, every
// event the Action handles subscribed to by one of them, only declared inputs passed, the
// permissions cplan needs, and each one named in the README's Action section.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';

const root = join(import.meta.dirname, '..', '..');
const dir = join(root, 'docs', 'workflows');
const files = readdirSync(dir)
  .filter((name) => name.endsWith('.yml'))
  .sort();

interface Step {
  uses?: string;
  with?: Record<string, unknown>;
}
interface Job {
  if?: string;
  permissions?: Record<string, string>;
  concurrency?: { group?: string };
  steps?: Step[];
}
interface Workflow {
  on?: Record<string, unknown> | string | string[];
  permissions?: Record<string, string>;
  jobs?: Record<string, Job>;
}

const workflows = files.map((name) => ({ name, doc: parse(readFileSync(join(dir, name), 'utf8')) as Workflow }));
const action = parse(readFileSync(join(root, 'action.yml'), 'utf8')) as { inputs: Record<string, unknown> };

const isCplan = (step: Step) => /(^|\/)cplan@/.test(step.uses ?? '') || step.uses === './';
const cplanSteps = (doc: Workflow) => Object.values(doc.jobs ?? {}).flatMap((job) => (job.steps ?? []).filter(isCplan));
const events = (doc: Workflow): string[] =>
  typeof doc.on === 'string' ? [doc.on] : Array.isArray(doc.on) ? doc.on : Object.keys(doc.on ?? {});

function readmeActionSection(): string {
  const readme = readFileSync(join(root, 'README.md'), 'utf8');
  const start = readme.indexOf('\n## Use as a GitHub Action');
  expect(start).toBeGreaterThanOrEqual(0);
  const end = readme.indexOf('\n## ', start + 1);
  return readme.slice(start, end < 0 ? undefined : end);
}

describe('docs/workflows', () => {
  it('has sample workflows', () => {
    expect(files.length).toBeGreaterThan(0);
  });

  it.each(files)('%s is a workflow with on, permissions and jobs', (name) => {
    const doc = workflows.find((w) => w.name === name)?.doc;
    expect(doc).toBeTypeOf('object');
    expect(doc?.on).toBeDefined();
    expect(doc?.permissions).toBeTypeOf('object');
    expect(Object.keys(doc?.jobs ?? {}).length).toBeGreaterThan(0);
  });

  it('together subscribe to every event the Action handles', () => {
    const all = new Set(workflows.flatMap(({ doc }) => events(doc)));
    for (const event of ['issue_comment', 'issues', 'pull_request_review', 'pull_request', 'workflow_dispatch'])
      expect(all).toContain(event);
  });

  it('subscribe only to the event types cplan acts on', () => {
    for (const { doc } of workflows) {
      const on = (typeof doc.on === 'object' && !Array.isArray(doc.on) ? doc.on : {}) as Record<string, { types?: string[] } | null>;
      if ('issue_comment' in on) expect(on.issue_comment?.types).toEqual(['created']);
      if ('pull_request_review' in on) expect(on.pull_request_review?.types).toEqual(['submitted']);
      if ('issues' in on) expect(on.issues?.types?.every((t) => ['labeled', 'closed', 'reopened'].includes(t))).toBe(true);
      if ('pull_request' in on)
        expect(on.pull_request?.types?.every((t) => ['opened', 'synchronize', 'reopened', 'edited', 'closed'].includes(t))).toBe(true);
    }
  });

  it.each(files)('%s passes the cplan step only inputs declared in action.yml', (name) => {
    const doc = workflows.find((w) => w.name === name)?.doc as Workflow;
    const steps = cplanSteps(doc);
    expect(steps.length).toBeGreaterThan(0);
    const declared = Object.keys(action.inputs);
    for (const step of steps) for (const key of Object.keys(step.with ?? {})) expect(declared).toContain(key);
  });

  it.each(files)('%s pins the cplan step to a full commit SHA or a major version tag', (name) => {
    const doc = workflows.find((w) => w.name === name)?.doc as Workflow;
    for (const step of cplanSteps(doc)) expect(step.uses).toMatch(/@([0-9a-f]{40}|v\d+)$/);
  });

  it.each(files)('%s grants contents: write wherever the cplan step runs', (name) => {
    const doc = workflows.find((w) => w.name === name)?.doc as Workflow;
    for (const job of Object.values(doc.jobs ?? {})) {
      if (!(job.steps ?? []).some(isCplan)) continue;
      const permissions = job.permissions ?? doc.permissions ?? {};
      expect(permissions.contents).toBe('write');
    }
  });

  it.each(files)('%s grants checks: write when it can re-check a plan PR', (name) => {
    const doc = workflows.find((w) => w.name === name)?.doc as Workflow;
    const on = events(doc);
    // `/plan check` (a comment) and pushes to the plan PR report the `cplan / conflicts` check run.
    if (on.includes('issue_comment') || on.includes('pull_request')) expect(doc.permissions?.checks).toBe('write');
  });

  it.each(files)('%s runs one cplan job per issue or PR at a time', (name) => {
    const doc = workflows.find((w) => w.name === name)?.doc as Workflow;
    for (const job of Object.values(doc.jobs ?? {})) {
      if (!(job.steps ?? []).some(isCplan)) continue;
      expect(job.concurrency?.group).toMatch(/^(cplan-|\$\{\{)/);
    }
  });

  it.each(files)('%s filters events that cannot be cplan commands before starting a runner', (name) => {
    const doc = workflows.find((w) => w.name === name)?.doc as Workflow;
    const on = events(doc);
    if (on.length === 1 && on[0] === 'workflow_dispatch') return;
    for (const job of Object.values(doc.jobs ?? {})) expect(job.if).toBeTypeOf('string');
  });

  it('are each named in the README section "Use as a GitHub Action"', () => {
    const section = readmeActionSection();
    for (const name of files) expect(section).toContain(name);
  });
});
