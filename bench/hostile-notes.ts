// Generators of hostile plan notes: the shapes an attacker (or a degenerate model) can write.
// Shared by the hostile test suite (many small inputs, 0 crashes) and `npm run bench`'s worst-case
// section (each shape at 1 MB, timed, and doubled to check that time grows about linearly).

const HEADER = `---
session_id: CPLAN-hostile-2026-11-22
sub_domains:
  - slug: api
    range: [1, 100]
---

# Plan note

## Task pool - api

`;

const TASK = `### TASK-001: Add middleware [api]
- **Status**: pending
- **Complexity**: Medium
- **Depends on**: TASK-002
- **Scope**: \`src/server.ts\`
- **Modification points**:
  - \`src/server.ts:createServer\`: register it
- **Conflict risk**: Low
`;

function fill(unit: string, size: number): string {
  return unit.repeat(Math.max(1, Math.ceil(size / unit.length))).slice(0, size);
}

/** One long line (a run of `unit`) placed at the spot a hostile writer would choose. */
function inTask(line: string): string {
  return `${HEADER}${TASK}${line}\n`;
}

export type HostileGenerator = (size: number) => string;

/** Each generator returns a note of about `size` bytes. */
export const HOSTILE_GENERATORS: Record<string, HostileGenerator> = {
  heading_trailing_spaces: (n) => `${HEADER}### TASK-001: title${fill(' ', n)}\n`,
  heading_spaces_before_tag: (n) => `${HEADER}### TASK-001: title${fill(' ', n)}[api]\n`,
  heading_spaces_then_hashes: (n) => `${HEADER}### TASK-001: title${fill(' #', n)}x\n`,
  heading_cut_mid_word: (n) => `${HEADER}${TASK}### TASK-002: Regist${fill(' ', n)}\n- **Status**: pending\n`,
  heading_tabs_and_colons: (n) => `${HEADER}### TASK-001${fill(' :\t-', n)}x\n`,
  section_heading_spaces: (n) => `${HEADER.replace('## Task pool - api', `## Task pool${fill(' ', n)}- api${fill(' ', 16)}x`)}${TASK}`,
  conflict_heading_spaces: (n) => `${HEADER}${TASK}## Conflicts\n\n### CONFLICT-001: t${fill(' ', n)}x\n`,
  field_label_tabs: (n) => inTask(`- **Depends${fill('\t', n)}on**: TASK-002`),
  field_label_spaces_no_colon: (n) => inTask(`- **Scope${fill(' ', n)}**${fill(' ', 10)}x`),
  field_spaces_around_colon: (n) => inTask(`- **Scope${fill(' ', n / 2)}:${fill(' ', n / 2)}**x`),
  unclosed_bold: (n) => inTask(`- **${fill('a* ', n)}`),
  bold_runs: (n) => inTask(`- ${fill('**', n)}: x`),
  unclosed_backtick: (n) => inTask(`  - \`${fill('a ', n)}`),
  backtick_runs: (n) => inTask(`- **Scope**: ${fill('`a', n)}`),
  bracket_runs: (n) => `${HEADER}### TASK-001: ${fill('[', n)}]${fill(']', 10)} x\n`,
  bracket_pairs: (n) => `${HEADER}### TASK-001: ${fill('[a] ', n)}x\n`,
  colon_runs: (n) => inTask(`- **Modification points**: ${fill(':：', n)}`),
  task_id_runs: (n) => inTask(`- **Depends on**: ${fill('TASK-', n)}1`),
  task_digit_run: (n) => `${HEADER}### TASK-${fill('9', n)}: t\n`,
  dash_runs: (n) => inTask(`  - \`src/a.ts\` ${fill('-–—', n)}`),
  deep_bullets: (n) => {
    const lines: string[] = [];
    for (let depth = 0, size = 0; size < n; depth++) {
      const line = `${' '.repeat(depth % 2000)}- **Modification points**:`;
      lines.push(line);
      size += line.length + 1;
    }
    return inTask(lines.join('\n'));
  },
  deep_quotes: (n) => `${HEADER}${fill('> ', n)}❌ failed\n${TASK}`,
  many_empty_tasks: (n) => `${HEADER}${fill('### TASK-1\n', n)}`,
  one_mb_line: (n) => inTask(fill('x`y*z[1]:- ', n)),
  whitespace_line: (n) => inTask(fill(' \t', n)),
  fence_runs: (n) => `${HEADER}${fill('`', n)}\n${TASK}`,
  frontmatter_long_line: (n) => `---\nsession_id: ${fill('a ', n)}\n---\n${TASK}`,
  frontmatter_unclosed: (n) => `---\n${fill('a: b\n', n)}`,
  range_spaces: (n) => HEADER.replace('range: [1, 100]', `range: "TASK-1${fill(' ', n)}~ x"`),
  frontmatter_deep_nesting: (n) => `---\na: ${fill('[', n / 2)}${fill(']', n / 2)}\n---\n${TASK}`,
  frontmatter_deep_maps: (n) => {
    const lines = ['---'];
    for (let i = 0, size = 0; size < n; i++, size += i + 4) lines.push(`${' '.repeat(i % 5000)}k:`);
    return `${lines.join('\n')}\n---\n${TASK}`;
  },
  alias_bomb: (n) => {
    const levels = Math.max(4, Math.min(30, Math.round(Math.log2(n))));
    const lines = ['---', 'a0: &a0 [x, x, x, x, x, x, x, x, x, x]'];
    for (let i = 1; i < levels; i++)
      lines.push(
        `a${i}: &a${i} [${Array(10)
          .fill(`*a${i - 1}`)
          .join(', ')}]`,
      );
    lines.push(`sub_domains: *a${levels - 1}`, '---', '');
    return lines.join('\n') + TASK;
  },
  decision_spaces: (n) =>
    `${HEADER}${TASK}## Conflicts\n\n### CONFLICT-001: x\n- **Decision**: [x]${fill(' ', n)}resolved${fill(' ', n / 4)}x\n`,
  many_sections: (n) => `${HEADER}${fill('## Task pool - api\n### TASK-1: t\n', n)}`,
  many_dependencies: (n) => {
    const ids: string[] = [];
    for (let i = 1, size = 0; size < n; i++, size += 10) ids.push(`TASK-${i}`);
    return inTask(`- **Depends on**: ${ids.join(', ')}`);
  },
  many_continuations: (n) => inTask(`- **Scope**: x\n${fill('  more\n', n)}`),
  many_points_one_file: (n) => {
    const tasks: string[] = [];
    for (let i = 1, size = 0; size < n; i++) {
      const task = `### TASK-${i}: t\n- **Modification points**:\n  - \`src/a.ts:f\`: x\n- **Conflict risk**: High\n`;
      tasks.push(task);
      size += task.length;
    }
    return `${HEADER}${tasks.join('')}`;
  },
  chain_of_dependencies: (n) => {
    const tasks: string[] = [];
    for (let i = 1, size = 0; size < n; i++) {
      const task = `### TASK-${i}: t\n- **Depends on**: TASK-${i + 1}\n`;
      tasks.push(task);
      size += task.length;
    }
    return `${HEADER}${tasks.join('')}### TASK-${tasks.length + 1}: t\n- **Depends on**: TASK-1\n`;
  },
  crlf_mix: (n) => `${HEADER}${fill('### TASK-001: t \r\r\n', n)}`,
};

// The mutations draw from a seeded generator, so they are the same on every run.
export { prng } from '../src/core/shared/prng.js';

const RUNS = [' ', '\t', '*', '`', '[', ']', ':', '：', '-', '#', 'TASK-', '9', '\n', '> ', '~', '|', '\r'];

/** A random mutation of a fixture: a run of one hostile token inserted, a span deleted or a line duplicated. */
export function mutate(text: string, random: () => number, maxRun = 200): string {
  const at = Math.floor(random() * (text.length + 1));
  const choice = random();
  if (choice < 0.6) {
    const unit = RUNS[Math.floor(random() * RUNS.length)] as string;
    return text.slice(0, at) + unit.repeat(1 + Math.floor(random() * maxRun)) + text.slice(at);
  }
  if (choice < 0.8) return text.slice(0, at) + text.slice(at + Math.floor(random() * 40));
  const lineStart = text.lastIndexOf('\n', at - 1) + 1;
  const lineEnd = text.indexOf('\n', at);
  const line = text.slice(lineStart, lineEnd < 0 ? text.length : lineEnd + 1);
  return text.slice(0, lineStart) + line + line + text.slice(lineStart + line.length);
}

/** Every line of a fixture with a whitespace run inserted at each of the positions given. */
export function whitespaceEverywhere(text: string, run: string): string[] {
  const lines = text.split('\n');
  const out: string[] = [];
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i] as string;
    const spots = new Set([0, line.length, ...[...line.matchAll(/[[\]:：*`-]/g)].map((m) => m.index ?? 0)]);
    for (const spot of spots) {
      const copy = [...lines];
      copy[i] = line.slice(0, spot) + run + line.slice(spot);
      out.push(copy.join('\n'));
    }
  }
  return out;
}
