// What of a requirement the offline planner reads as its words. An issue brings more than its
// author wrote about the change: HTML comments (hidden on GitHub; an issue template's
// instructions), the template's own headings and placeholder sentences ("A clear and concise
// description of what the bug is."), and pasted stack traces (offline-trace.ts). None of them says
// which code the change is about, and their words ("description", "behavior", "context",
// "screenshots") would rank files. A stack trace's lines still rank files (measured on 52 real
// issues: without them fewer plans named a changed file), but they are not the words a plan
// quotes. The requirement itself is kept whole in the plan.
import { isTrailerLine } from '../core/shared/trailers.js';
import { removeHtmlComments } from '../core/safety/text-safety.js';
import { type Frame, isInstalledPath, readTrace, type RepoFrame, repoFrames } from './offline-trace.js';
import type { Snapshot } from '../repo/types.js';
import { linkedFrames } from './offline-code-links.js';
import { closesIssues } from './offline-words.js';

/**
 * The headings and placeholder lines of GitHub's default issue templates and of common issue
 * forms, as `templateKey` normalises them: a line that is nothing else is not the author's words.
 */
const TEMPLATE_LINES = new Set([
  'describe the bug',
  'bug description',
  'description',
  'to reproduce',
  'steps to reproduce',
  'steps to reproduce the behavior',
  'reproduction',
  'expected behavior',
  'expected behaviour',
  'expected result',
  'actual behavior',
  'actual behaviour',
  'actual result',
  'current behavior',
  'current behaviour',
  'screenshots',
  'additional context',
  'additional information',
  'environment',
  'desktop please complete the following information',
  'smartphone please complete the following information',
  'what happened',
  'what did you expect to happen',
  'minimal reproducible example',
  'possible solution',
  'is your feature request related to a problem please describe',
  'describe the solution you d like',
  'describe alternatives you ve considered',
  'a clear and concise description of what the bug is',
  'a clear and concise description of what you expected to happen',
  'a clear and concise description of what you want to happen',
  'a clear and concise description of any alternative solutions or features you ve considered',
  'if applicable add screenshots to help explain your problem',
  'add any other context about the problem here',
  'add any other context or screenshots about the feature request here',
  'go to',
  'click on',
  'scroll down to',
  'see error',
  // Issue forms: an empty field's placeholder, common labels and the checkboxes every report ticks.
  'relevant log output',
  'code of conduct',
  'is there an existing issue for this',
  'i have searched the existing issues',
  'i agree to follow this project s code of conduct',
  'version',
  'operating system',
  'anything else',
]);

/** A line as TEMPLATE_LINES holds it: without Markdown marks, list numbers, `'...'` placeholders and punctuation, lower-case. */
function templateKey(line: string): string {
  return line
    .toLowerCase()
    .replace(/'\.{3,}'|\[e\.g\.[^\][\n]{0,200}\]/g, ' ')
    .replace(/^\s*(?:#{1,6}\s|[-*+]\s(?:\[[ xX]\]\s)?|\d{1,2}[.)]\s)?/, ' ')
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();
}

/** `**Describe the bug**`, `### Steps to reproduce`, "A clear and concise description of what the bug is.", `2. Click on '....'`. */
function isTemplateLine(line: string): boolean {
  // `description: |`, `environment:` of pasted YAML are keys, not headings.
  if (/:\s*[|>][-+]?\s*$/.test(line)) return false;
  if (
    /^\s*_No response_\s*$/i.test(line) ||
    unanswered(line) ||
    VERSION_FIELD.test(line) ||
    TICKED.test(line) ||
    isTrailerLine(line.trimStart())
  )
    return true;
  const key = templateKey(line);
  return key !== '' && TEMPLATE_LINES.has(key);
}

/**
 * A ticked checkbox: done, so nothing the change asks — an issue form's acknowledgements ("- [x]
 * Searched existing issues and docs", "- [x] Dependencies installed") and a pull request template's
 * ("- [x] Tests exist or have been written that cover this particular change", squash-merged into
 * 20 of go-playground/validator's last 30 commits), whose words had ranked files. An open one
 * ("- [ ] Dark mode toggle") may be the request.
 */
const TICKED = /^\s{0,3}[-*+]\s\[[xX]\]\s/;

/** An issue form's version field: `### FluentValidation version`, `### Python Version`. */
const VERSION_FIELD = /^#{1,6} [\w.+#-]+(?: [\w.+#-]+){0,4} versions?$/i;

/** A template's field left as it came: ` - OS: [e.g. iOS]`, ` - Browser [e.g. chrome, safari]`. */
function unanswered(line: string): boolean {
  const item = /^\s*[-*+]\s/.exec(line);
  const at = line.indexOf('[e.g.');
  if (!item || at < 0) return false;
  const label = line.slice(item[0].length, at);
  return label.length <= 40 && /^[\w ()/.-]*:?$/.test(label.trimEnd()) && /^\[e\.g\.[^\][\n]{0,200}\]\s*$/.test(line.slice(at));
}

const DEPENDABOT_METADATA = /^updated-dependencies:\s*$/;

/** The lines of a text that are a template's (never inside a fenced block: pasted YAML or logs are the author's). */
function withoutTemplateLines(lines: readonly string[]): string[] {
  const kept: string[] = [];
  let fence: string | undefined;
  let metadata = false;
  for (const line of lines) {
    // Dependabot's YAML block (`---`, `updated-dependencies:`, `- dependency-name: …`, `...`) is
    // bookkeeping: its "version-update:semver-patch" had been an objective. It ends at `...` or a blank line.
    if (metadata) {
      metadata = line.trim() !== '...' && line.trim() !== '';
      continue;
    }
    if (fence === undefined && DEPENDABOT_METADATA.test(line)) {
      if (kept.at(-1)?.trim() === '---') kept.pop();
      metadata = true;
      continue;
    }
    const opener = /^\s{0,3}(`{3,}|~{3,})/.exec(line)?.[1];
    if (opener !== undefined) {
      if (fence === undefined) fence = opener;
      else if (opener.startsWith(fence)) fence = undefined;
    }
    // A body line that only closes issues ("Close #1883") says which, not what: its "close" had
    // named a domain and ranked `out.close` in an example. The title stays whatever it says.
    const title = !kept.some((k) => k.trim() !== '');
    // A line with a link stays: "See https://…/blob/master/entry.go" points at code (offline-code-links.ts).
    const closing = !title && !line.includes('://') && closesIssues(line);
    if (fence !== undefined || opener !== undefined || (!isTemplateLine(line) && !closing)) kept.push(line);
  }
  return kept;
}

export interface Reading {
  /** What ranks files: the visible text, its stack traces included (their paths and code lines name the code). */
  text: string;
  /**
   * The author's words, for anchors, descriptions and domain names: without stack traces' lines,
   * followed by the function names of the frames that are not an installed package's, innermost
   * first (a name written there is the requirement's; a path, `self` and `python3.13` are not words,
   * and Flask's `__call__` in a Werkzeug trace names nothing of Werkzeug's).
   */
  prose: string;
  /** The frames that run through the repository's files, innermost first (offline-trace.ts), then the lines it links to (offline-code-links.ts). */
  frames: RepoFrame[];
}

/** Memoised per snapshot: every agent of a plan reads the same requirement. */
const memo = new WeakMap<Snapshot, Map<string, Reading>>();

/** The requirement as the offline planner reads it, against the repository it is planned in. */
export function readRequirement(requirement: string, snapshot: Snapshot): Reading {
  const forSnapshot = memo.get(snapshot) ?? new Map<string, Reading>();
  memo.set(snapshot, forSnapshot);
  const cached = forSnapshot.get(requirement);
  if (cached) return cached;
  const visible = removeHtmlComments(requirement);
  const lines = visible.split('\n');
  const kept = withoutTemplateLines(lines);
  const text = kept.length === lines.length ? visible : kept.join('\n');
  const trace = readTrace(text);
  const traced = repoFrames(snapshot.listPaths(), trace.frames, repositoryName(snapshot.info.source));
  const frames = [...traced, ...linkedFrames(snapshot, text, traced.length)];
  const own = new Set<Frame>(traced.map((f) => trace.frames[f.index] as Frame));
  // A trace that reaches the repository through an installed copy runs a user's program: only the
  // repository's own frames name anything then (offline-trace.ts reads the rest as that program's).
  const viaPackage = traced.some((f) => isInstalledPath(f.path));
  const named: Frame[] = [
    ...trace.frames.filter((f) => f.name !== undefined && (own.has(f) || (!viaPackage && !isInstalledPath(f.path)))),
    ...frames.filter((f) => f.linked && f.name !== undefined),
  ];
  const steps = reproductionSteps(lines);
  const prose = steps.size > 0 ? withoutSteps(trace.prose, lines, steps) : trace.prose;
  const names = [...new Set([...named.map((f) => `\`${f.owner ? `${f.owner}.` : ''}${f.name}\``), ...codeSpans(steps.values())])];
  const reading = { text, prose: names.length > 0 ? `${prose}\n\n${names.join(' ')}` : prose, frames };
  forSnapshot.set(requirement, reading);
  return reading;
}

/** Headings of the steps a report gives to reproduce it (as `templateKey` normalises them). */
const REPRODUCTION = new Set([
  'to reproduce',
  'steps to reproduce',
  'steps to reproduce the behavior',
  'steps to reproduce the behaviour',
  'reproduction',
  'reproduction steps',
  'how to reproduce',
  'reproduce',
]);

/**
 * The list items under a "Steps to reproduce" heading, by their index in `lines`: what the reporter
 * did ("1. Run the given code.", "2. Create a file named `a.txt`"), read as requests they would
 * become objectives and task changes. They still rank files (the text keeps them) and the names
 * they write in backticks stay the requirement's. The list ends at the next heading or at a line
 * of text that is no item ("Expected behavior:"); never inside a fenced block.
 */
function reproductionSteps(lines: readonly string[]): Map<number, string> {
  const steps = new Map<number, string>();
  let inside = false;
  let fence: string | undefined;
  lines.forEach((line, i) => {
    const opener = /^\s{0,3}(`{3,}|~{3,})/.exec(line)?.[1];
    if (opener !== undefined) {
      // A closing fence has no info string (```` ```sh ```` inside a block opens nothing and closes nothing).
      if (fence === undefined) fence = opener;
      else if (opener.startsWith(fence) && line.trim() === opener) fence = undefined;
      return;
    }
    if (fence !== undefined) return;
    if (/^\s{0,3}#{1,6}\s|^\s{0,3}(?:\*\*[^*]+\*\*|__[^_]+__):?\s*$/.test(line)) inside = REPRODUCTION.has(templateKey(line));
    else if (inside && /^\s{0,3}(?:[-*+]|\d{1,2}[.)])\s+\S/.test(line)) steps.set(i, line.trim());
    else if (inside && line.trim() !== '' && !/^\s{2,}\S/.test(line)) inside = false;
  });
  return steps;
}

/**
 * The prose without the steps: its lines are the visible lines' in order, less what the template
 * and trace readers took out, so each step is matched to its own line, never to a same line
 * elsewhere (a proposal that repeats a step's words).
 */
function withoutSteps(prose: string, visible: readonly string[], steps: ReadonlyMap<number, string>): string {
  // Each line's places among the visible lines, and how far each list has been read: linear, as
  // the places matched only move forward.
  const places = new Map<string, number[]>();
  visible.forEach((line, i) => {
    const list = places.get(line.trim());
    if (list) list.push(i);
    else places.set(line.trim(), [i]);
  });
  const read = new Map<string, number>();
  const kept: string[] = [];
  let at = 0;
  for (const line of prose.split('\n')) {
    const key = line.trim();
    const list = places.get(key) ?? [];
    let k = read.get(key) ?? 0;
    while (k < list.length && (list[k] as number) < at) k++;
    read.set(key, k);
    const next = list[k];
    if (next === undefined) {
      kept.push(line);
      continue;
    }
    read.set(key, k + 1);
    at = next + 1;
    if (!steps.has(next)) kept.push(line);
  }
  return kept.join('\n');
}

/** The backticked names of the steps (`client.get()`, `--exclude`), as the requirement wrote them. */
function codeSpans(steps: Iterable<string>): string[] {
  const spans: string[] = [];
  for (const step of steps) for (const match of step.matchAll(/`([A-Za-z_$][\w$.]{1,80})(?:\(\))?`/g)) spans.push(`\`${match[1]}\``);
  return spans;
}

/** `owner/name` → `name`; a directory → its last folder. */
function repositoryName(source: string): string | undefined {
  return source
    .split(/[\\/]/)
    .filter((part) => part !== '')
    .at(-1);
}
