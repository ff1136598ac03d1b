// A requirement that cleans up what a checker reports ("fix revive linting", "Apply suggestions
// from clippy 1.91", "Fix PHPStan issue", "Fix warnings"): its tasks are done when the checker
// is quiet, not when a new test case passes — a lint fix adds no behaviour to test. Pure, anchored
// patterns over the title only.
import { titleOf } from './offline-scope.js';
import { withoutPullReferences } from './offline-words.js';

/** Checkers by the names titles give them, as the criterion writes them. */
const CHECKERS: readonly [RegExp, string][] = [
  [/\bclippy\b/i, 'clippy'],
  [/\brustfmt\b/i, 'rustfmt'],
  [/\bgofmt\b/i, 'gofmt'],
  [/\bgolangci(?:-lint)?\b/i, 'golangci-lint'],
  [/\bstaticcheck\b/i, 'staticcheck'],
  [/\bgo vet\b/i, 'go vet'],
  [/\b(?:revive|errcheck|unparam|unconvert)\b/i, 'the Go linters'],
  [/\beslint\b/i, 'ESLint'],
  [/\bprettier\b/i, 'Prettier'],
  [/\bbiome\b/i, 'Biome'],
  [/\bruff\b/i, 'ruff'],
  [/\bmypy\b/i, 'mypy'],
  [/\bflake8\b/i, 'flake8'],
  [/\bpylint\b/i, 'pylint'],
  [/\bphpstan\b/i, 'PHPStan'],
  [/\bpsalm\b/i, 'Psalm'],
  [/\bphp-cs-fixer\b|\bphpcs\b/i, 'the PHP code-style checker'],
  [/\brubocop\b/i, 'RuboCop'],
  [/\bcredo\b/i, 'Credo'],
  [/\bdialyzer\b/i, 'Dialyzer'],
  [/\bspotbugs\b/i, 'SpotBugs'],
  [/\berror ?prone\b/i, 'Error Prone'],
  [/\bcheckstyle\b/i, 'Checkstyle'],
  [/\bdetekt\b/i, 'detekt'],
  [/\bktlint\b/i, 'ktlint'],
  [/\bstylecop\b/i, 'StyleCop'],
  [/\blint(?:s|ing|er)?\b/i, 'the linter'],
];

/** "Fix warnings", "Fix compile warning", "Silence deprecation warnings": the build's own, not a warning the code emits. */
const BUILD_WARNINGS = /^(?:fix|fixes|fixed|resolve|resolves|silence)\s+(?:[\w-]+\s+){0,2}warnings?\b/i;
/** Words for what a checker reports. */
const FINDINGS = /\b(?:lint(?:s|ing)?|warnings?|issues?|errors?|suggestions?|complaints?|findings?|fixes|offen[cs]es|violations?|nits?)\b/i;
/** A checker named this far into the title is what it cleans up for; later, something else is asked first. */
const CHECKER_WORDS = 6;

/** A title that cleans up: it starts so, after any `fix:`/`style:`/`chore:` type. */
const CLEANS = /^(?:fix|fixes|fixed|fixing|resolve|resolves|resolved|apply|address|silence|satisfy|appease)\b/i;
const CLEANUP_TYPES = /^(?:fix|style|chore|lint)(?:\([^)]*\))?!?:\s*/i;

/**
 * The checker a cleanup requirement quiets ("clippy", "PHPStan", "the linter", "the compiler" for
 * warnings), or undefined when the title asks for something else ("Add a warning when …",
 * "Skip hooks in Lint/UnusedPrivateMethod"). A name followed by a slash is a rule's path, not the tool.
 */
export function cleanupChecker(requirement: string): string | undefined {
  const title = titleOf(requirement);
  const typed = CLEANUP_TYPES.exec(title);
  const rest = typed ? title.slice(typed[0].length) : title;
  if (!typed && !CLEANS.test(rest)) return undefined;
  if (typed && !CLEANS.test(rest) && !/^(?:\w+\s+){0,2}(?:lint|warning|clippy)/i.test(rest)) return undefined;
  // What the checker said is cleaned up ("clippy lints", "PHPStan issues", "the errors of eslint"),
  // or the checker alone ("Fixed phpstan"): "Fix the eslint plugin loader crash" is a bug in a plugin loader.
  const bare = withoutPullReferences(rest).trim();
  if (!FINDINGS.test(bare) && !CHECKERS.some(([pattern]) => new RegExp(`${pattern.source}$`, 'i').test(bare))) return undefined;
  const head = bare.split(/\s+/).slice(0, CHECKER_WORDS).join(' ');
  for (const [pattern, name] of CHECKERS) {
    const match = pattern.exec(head);
    if (match && head[match.index + match[0].length] !== '/') return name;
  }
  // "Fix false positive warning when linking to asset files": a warning the program gives, in a case.
  return BUILD_WARNINGS.test(rest) && !/\b(?:when|if|false positives?)\b/i.test(rest) ? 'the compiler' : undefined;
}
