// What of a requirement the offline planner reads as its words. An issue brings more than its
// author wrote about the change: HTML comments (hidden on GitHub; an issue template's
// instructions), the template's own headings and placeholder sentences ("A clear and concise
// description of what the bug is."), and pasted stack traces (offline-trace.ts). None of them says
// which code the change is about, and their words ("description", "behavior", "context",
// "screenshots") would rank files. The requirement itself is kept whole in the plan.
import { removeHtmlComments } from '../core/safety/text-safety.js';
import { readTrace, type Trace } from './offline-trace.js';

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
]);

/** A line as TEMPLATE_LINES holds it: without Markdown marks, list numbers, `'...'` placeholders and punctuation, lower-case. */
function templateKey(line: string): string {
  return line
    .toLowerCase()
    .replace(/'\.{3,}'|\[e\.g\.[^\]\n]*\]/g, ' ')
    .replace(/^\s*(?:#{1,6}\s|[-*+]\s|\d{1,2}[.)]\s)?/, ' ')
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();
}

/** `**Describe the bug**`, `### Steps to reproduce`, "A clear and concise description of what the bug is.", `2. Click on '....'`. */
function isTemplateLine(line: string): boolean {
  const key = templateKey(line);
  return key !== '' && TEMPLATE_LINES.has(key);
}

/** The requirement as the planner reads it (its words in `prose`) and its stack traces' frames. */
export function readRequirement(text: string): Trace {
  // `[e.g. iOS]`: a template's example answer, left in place.
  const visible = removeHtmlComments(text).replace(/\[e\.g\.[^\]\n]*\]/g, '');
  const lines = visible.split('\n');
  const kept = lines.filter((line) => !isTemplateLine(line));
  return readTrace(kept.length === lines.length ? visible : kept.join('\n'));
}
