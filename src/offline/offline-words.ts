// The requirement's words as the offline planner uses them: which ones carry meaning (not the
// generic verbs every requirement starts with), which identifiers it names, how a matched term is
// shown to people (as the requirement spells it, never as a stem), and the clause of the
// requirement a file serves. Linear scans only: requirements and files are untrusted text.
import { capLength } from '../core/safety/text-safety.js';
import { glossaryTerms } from './offline-glossary.js';
import { ENDS_UNFINISHED, STARTS_BLOCK, titleOf } from './offline-scope.js';
import { asks, asRequest, GENERIC_VERBS, headsRequest, startsWithVerb, VERBS } from './offline-asks.js';
import { isCjkPair, pairStretches, queryTerms, stem, tokenize } from '../retrieval/tokens.js';

/**
 * The generic verbs and fillers: they never pick a file or an anchor alone. "try" too, though it
 * starts no request ("I'd like to try …" asks nothing): it is every language's `try` block.
 */
const GENERIC = [
  ...GENERIC_VERBS,
  ...'new because properly correctly currently really actually possible try tries tried trying'.split(' '),
];
/**
 * The same for Chinese ("修复", "新增", "问题"), as the index's pairs of characters: they pick no
 * declaration and are no evidence (a comment saying "修复" is no reason to anchor there). They
 * stay in the ranking query: on three repositories with Chinese histories, taking them out cost
 * precision (0.316 → 0.294; docs/benchmarks.md).
 */
const GENERIC_ZH = [
  '修复',
  '添加',
  '增加',
  '新增',
  '支持',
  '处理',
  '实现',
  '更新',
  '改进',
  '优化',
  '修改',
  '调整',
  '完善',
  '解决',
  '问题',
  '功能',
  '使用',
  '允许',
  '需要',
];

const GENERIC_TERMS = new Set([...GENERIC.flatMap((w) => [w, stem(w)]), ...GENERIC_ZH]);

const GENERIC_WORDS = new Set(GENERIC);

/**
 * The text without its generic verbs and fillers ("Add", "handle", "support"), for ranking: a
 * requirement made of nothing else is kept whole.
 */
export function withoutGenericWords(text: string): string {
  // Whole words only: `last_used` or `addKyScript` are names, not the verb.
  const out = text.replace(/(?<![\w-])[A-Za-z]+(?![\w-])/g, (word) => (GENERIC_WORDS.has(word.toLowerCase()) ? '' : word));
  // A Chinese one leaves a space: no pair of characters is read across where it stood (修复登录 → 登录, not 复登).
  return out.trim() === '' ? text : out;
}

/** The text without its links: `https`, `github`, `blob` and a commit hash are no words of the requirement. */
export function withoutLinks(text: string): string {
  return text.replace(/\bhttps?:\/\/\S+/g, ' ');
}

/** Whether a query term (a stem, as the index gives it) is a generic verb or filler. */
export function isGeneric(term: string): boolean {
  return GENERIC_TERMS.has(term);
}

/** The requirement's query terms (stems, as the index's) that carry meaning. */
export function meaningfulTerms(requirement: string): string[] {
  return queryTerms(requirement).filter((t) => !isGeneric(t));
}

const FILE_EXTENSIONS = new Set(
  'js jsx ts tsx mjs cjs py go rs rb java kt cs php md mdx json yml yaml toml sql css scss html txt lock cfg ini sh'.split(' '),
);

/**
 * Identifiers the requirement names, in the order it names them: inside backticks, CamelCase
 * (`IconByID`, `ZStandardDecoder`), snake_case and dotted paths (`ky.extend`: the last part
 * first). File names (`orders.js`) and acronyms (`API`, `APIs`) are not identifiers.
 */
export function namedIdentifiers(given: string): string[] {
  // A link's host and path (`github.com/…`) and an address (`a@b.com`) name no code: `com` is no identifier.
  const requirement = withoutLinks(given).replace(/(?<![\w.+-])[\w.+-]+@[\w-]+(?:\.[\w-]+)+/g, ' ');
  const found: { at: number; name: string }[] = [];
  for (const match of requirement.matchAll(/`([^`\n]{1,120})`/g))
    for (const name of dottedParts(match[1] as string)) found.push({ at: match.index ?? 0, name });
  for (const match of requirement.matchAll(/[A-Za-z_$][\w$]*(?:(?:\.|::|#)[A-Za-z_$][\w$]*)*/g)) {
    const word = match[0];
    const names = /\.|::|#/.test(word) ? dottedParts(word) : looksLikeCode(word) ? [word] : [];
    for (const name of names) found.push({ at: match.index ?? 0, name });
  }
  found.sort((a, b) => a.at - b.at);
  // A Set, not `includes`: 20 000 distinct names in a pasted log made the check quadratic.
  const names = new Set<string>();
  for (const { name } of found) if (name.length >= 2 && /^[A-Za-z_$][\w$]*$/.test(name)) names.add(name);
  return [...names];
}

/** A qualified name: `a.b`, `A::b`, `A#b`, written whole. */
export const QUALIFIED = /(?<![\w$])[A-Za-z_$][\w$]*(?:(?:\.|::|#)[A-Za-z_$][\w$]*)+/g;

/**
 * The member and its owner of each qualified name the requirement writes (`ProxyWriter.setReference(Writer)`,
 * `Command::get_overridden_usage`, `Kaminari::Helpers#page_entries_info`): the last two parts.
 */
export function qualifiedNames(given: string): { owner: string; member: string }[] {
  const requirement = withoutLinks(given).replace(/(?<![\w.+-])[\w.+-]+@[\w-]+(?:\.[\w-]+)+/g, ' ');
  const found: { owner: string; member: string }[] = [];
  for (const match of requirement.matchAll(QUALIFIED)) {
    const [member, owner] = dottedParts(match[0]);
    if (owner === undefined || member === undefined || member.length < 2 || !/^[A-Za-z_$][\w$]*$/.test(owner)) continue;
    if (!found.some((f) => f.owner === owner && f.member === member)) found.push({ owner, member });
  }
  return found;
}

/** A test of whether a text writes an identifier whole (`listOrders`, not `listOrdersBy`); `$` may be part of it. */
export function wholeName(name: string): (text: string) => boolean {
  const pattern = new RegExp(`(?<![\\w$])${name.replace(/[$]/g, '\\$')}(?![\\w$])`);
  return (text) => text.includes(name) && pattern.test(text);
}

/** `a.b.c()` → c, b, a (Rust's and PHP's `Arg::blacklist`, Ruby's `Foo#bar` alike); nothing for a file name (`orders.js`). */
function dottedParts(text: string): string[] {
  const paren = text.indexOf('(');
  const parts = (paren < 0 ? text : text.slice(0, paren))
    .trim()
    .split(/\.|::|#/)
    .filter((p) => p !== '');
  if (parts.length > 1 && FILE_EXTENSIONS.has((parts.at(-1) as string).toLowerCase())) return [];
  return parts.reverse();
}

function looksLikeCode(word: string): boolean {
  if (word.length < 3 || /^[A-Z]+s?$/.test(word)) return false;
  return /[a-z][A-Z]/.test(word) || /[A-Z]{2}[a-z]/.test(word) || /[A-Za-z0-9]_[A-Za-z0-9]/.test(word);
}

/**
 * Terms as the requirement writes them: `rout` → `routes`, `iconbyid` and `icon` → `IconByID`,
 * `api` → `API`. Prose words are lower-cased unless written as code or an acronym; a term the
 * requirement does not hold is left out (a stem is never shown). Distinct, in the terms' order.
 */
export function spelled(terms: readonly string[], requirement: string): string[] {
  const written = new Map<string, string>();
  const wanted = new Set(terms);
  for (const match of requirement.matchAll(/[A-Za-z0-9]+(?:[_-][A-Za-z0-9]+)*/g)) {
    const word = match[0];
    const tokens = tokenize(word);
    // A compound (`ErrInvalidKeyType`, "OpenAPI-friendly") is shown whole only when the terms hold
    // all of it: a file that holds "key" and "type" does not hold `ErrInvalidKeyType`.
    const parts = word.split(/[-_]/).flatMap(caseParts);
    // The compound's own token (`errinvalidkeytyp`) or every part's.
    const own = (t: string) => !partToken(t, parts);
    const whole = parts.length < 2 || tokens.some((t) => own(t) && wanted.has(t)) || tokens.every((t) => own(t) || wanted.has(t));
    if (whole) {
      const shown = shownWord(word);
      for (const token of tokens) if (!written.has(token)) written.set(token, shown);
      continue;
    }
    for (const part of parts) for (const token of tokenize(part)) if (!written.has(token)) written.set(token, shownWord(part));
  }
  // A Chinese term the ranking read through its English words is shown as written (`quota` → 配额).
  const glossaries = new Map(glossaryTerms(requirement).map(({ term, words }) => [term, words]));
  for (const [term, words] of glossaries) for (const token of tokenize(words.join(' '))) if (!written.has(token)) written.set(token, term);
  for (const [pair, stretch] of pairStretches(requirement, terms)) if (!written.has(pair)) written.set(pair, stretch);
  const out: string[] = [];
  for (const term of terms) {
    const word = written.get(term);
    if (word !== undefined && !out.includes(word)) out.push(word);
  }
  // Chinese words inside a longer one shown (用户 and 登录 in 用户登录) are not repeated.
  return out.filter((word) => !isCjkPair(word.slice(0, 2)) || !out.some((other) => other.length > word.length && other.includes(word)));
}

/** `getHTTPError2` → get, HTTP, Error, 2: one scan, a part ends where the case or digits change. */
export function caseParts(word: string): string[] {
  const kind = (i: number) => {
    const c = word[i] ?? '';
    return c >= 'a' && c <= 'z' ? 'lower' : c >= 'A' && c <= 'Z' ? 'upper' : c === '' ? 'end' : 'digit';
  };
  const parts: string[] = [];
  let start = 0;
  for (let i = 1; i <= word.length; i++) {
    const [before, at, after] = [kind(i - 1), kind(i), kind(i + 1)];
    const boundary =
      at === 'end' ||
      (before === 'digit') !== (at === 'digit') ||
      (before === 'lower' && at === 'upper') ||
      (before === 'upper' && at === 'upper' && after === 'lower');
    if (!boundary) continue;
    parts.push(word.slice(start, i));
    start = i;
  }
  return parts;
}

/** A word as a person reads it: an identifier or an acronym as written, a prose word in lower case. */
function shownWord(word: string): string {
  return /[A-Z].*[A-Z]|_/.test(word) || /[a-z][A-Z]/.test(word) ? word : word.toLowerCase();
}

/** Whether a compound's token is one of its parts' (not the whole compound's own token, `errinvalidkeytype`). */
function partToken(token: string, parts: readonly string[]): boolean {
  return parts.some((part) => tokenize(part).includes(token));
}

/** A trailing pull-request number a squash merge appends ("… gracefully (#9292)"): where it came from, not what to do. */
const PULL_REFERENCE = /\(#\d{1,9}\)$/;

/** "… path (#2599) (#3006)" → "… path". */
export function withoutPullReferences(clause: string): string {
  let text = clause.trimEnd();
  for (let match = PULL_REFERENCE.exec(text); match; match = PULL_REFERENCE.exec(text)) text = text.slice(0, match.index).trimEnd();
  return text;
}

/**
 * A label before the title proper: `[Bug] `, `fix(binding): `, `net/http: `, `Bug: `. It says what
 * kind of change or where, and read as part of the change it made criteria like "`setTimeField`
 * does this: fix(binding): ShouldBindQuery ignores the default".
 */
const LEADING_LABEL = /^(?:\[[^\]\n]{1,40}\]\s*|[\w./-]{2,40}(?:\([^)\n]{0,40}\))?!?:\s+)/;

/** A gitmoji before a title ("🐛 Ensure …", "⬆️ Bump …", ":bug: Fix …"): a label too. */
const LEADING_EMOJI = /^(?:\p{Extended_Pictographic}|\p{Emoji_Component}(?<![#*0-9])|:[a-z0-9_+-]{1,30}:)+\s*/u;

/** "[Bug] fix(binding): ShouldBindQuery ignores …" → "ShouldBindQuery ignores …"; a clause of only a label stays. */
export function withoutLabels(clause: string): string {
  let text = withoutEmoji(clause);
  for (let i = 0; i < 2; i++) {
    const match = LEADING_LABEL.exec(text);
    if (!match || !/[A-Za-z\u4e00-\u9fff]/.test(text.slice(match[0].length))) break;
    // "chore(deps): ⬆️ bump …", "fix: 🐛 handle …": a gitmoji may follow the type too.
    text = withoutEmoji(text.slice(match[0].length));
  }
  return text;
}

/** A clause without its leading gitmoji, unless that is all it holds. */
function withoutEmoji(clause: string): string {
  const emoji = LEADING_EMOJI.exec(clause);
  return emoji && /[\p{L}\p{N}]/u.test(clause.slice(emoji[0].length)) ? clause.slice(emoji[0].length) : clause;
}

/**
 * A full stop after an abbreviation ends no sentence: "e.g. a proxy", "Square, Inc. is no longer
 * involved" (okhttp's header change had read "Is no longer involved in this project." as its objective).
 */
const NOT_ABBREVIATION = String.raw`(?<!\b(?:[eE]\.g|[iI]\.e|[eE]tc|[vV]s|[cC]f|Inc|Ltd|Corp)\.)`;
const CLAUSE_END = new RegExp(String.raw`\n+|(?:\.${NOT_ABBREVIATION}|[;。！？；]|(?<!\w)[?!])(?:\s+|$)|(?<=\w)[?!](?:\s+(?![a-z])|$)`);

/**
 * The clauses of a requirement's first sentences: split at commas, semicolons and sentence ends
 * (not at every "and": "orders and products routes" is one thing), a leading "and" dropped.
 */
export function clauses(requirement: string): string[] {
  const out: string[] = [];
  // The first eight only, read as they come: a long text's thousands of clauses are never looked at.
  // A Ruby name's `?` or `!` (`last_page?`, `save!`) ends no sentence when the text goes on in lower case.
  for (const sentence of readable(requirement).split(CLAUSE_END)) {
    // "- Use AuthenticodeLint …": a list's mark is layout, not words of the request.
    for (const piece of commaParts(sentence.trim().replace(LIST_MARK, '')).flatMap(splitAtVerbs)) {
      const clause = pairedTicks(asRequest(withoutLabels(withoutPullReferences(piece.trim().replace(/^(?:and|or|then)\s+/i, '')))));
      // A line that only closes issues asks nothing, unless it is all there is ("Fix #4920").
      if (!/[A-Za-z\u4e00-\u9fff]/.test(clause) || (out.length > 0 && (closesIssues(clause) || isHousekeeping(clause)))) continue;
      const before = out[out.length - 1];
      out.push(before === undefined ? clause : withAntecedent(clause, before));
      if (out.length >= MOST_CLAUSES) return out;
    }
  }
  return out;
}

const MOST_CLAUSES = 8;

/**
 * A squash merge's list of its commits names the work on the branch as well as the change: "typo",
 * "Spotless", "fixup FakeFileSystemTest", "Apply suggestions from code review", "Merge branch
 * 'main'". How the branch got there, not something the change asks for.
 */
const HOUSEKEEPING =
  /^(?:(?:fixup|squash)!?\s.*|wip\b.*|merge (?:branch|remote-tracking branch|pull request)\b.*|apply suggestions? from code review|address(?:ed)? (?:the )?(?:code )?(?:review|pr) (?:comments?|feedback)(?: (?:on|from|for|about) .{1,120})?|(?:init|initial|fix|fixe[sd]|update[sd]?)(?: [\w.-]{1,40})? tests?|add(?:s|ed)? (?:a |the |some )?(?:related|corresponding)(?: unit)? tests?(?: cases?)?|(?:fix(?:e[sd])? )?(?:a |the )?typos?|(?:auto[ -]?)?fix(?:es)? from pre-commit(?:\.com)? hooks?|\[pre-commit\.ci\].*|spotless|format(?:ting)?|lint(?:ing)?|fmt|prettier|clippy|nits?|clean ?up|review(?: comments?)?|[0-9a-f]{7,40})[.!]?$/i;

/**
 * "We'll make more use of this in subsequent commits": what the change leaves for later is no
 * objective of it (nor is a lone word under the title, a squash merge's "Comments").
 */
function laterWork(text: string): boolean {
  return /\b(?:subsequent|later|future|follow-?up|upcoming|next)\s+(?:commits?|prs?|pull requests?|changes?|patch(?:es)?|releases?)\b/i.test(
    text,
  );
}

/**
 * What a body tells around the change, not the change: how things were ("Previously the manager
 * always chose one …", "Before we would poison the map …"), why ("This also matches the Fetch and
 * many other HTTP clients"), and the short header of a list that follows ("API and types (Finch):").
 */
const BACKGROUND =
  /^(?:previously|formerly|originally|historically|until now|so far|before (?:we|it|this|that|now|the change|this change)\b|in the past|this also|that also|this matches|for (?:example|instance)|e\.g\.|because|since (?:the|a|an|it|this|that|we)\b)/i;
export function isBackground(text: string): boolean {
  const line = text.trim();
  return BACKGROUND.test(line) || (line.length <= 60 && line.endsWith(':'));
}

/** One plain word ("format", "Comments", "v4.0.1"), not a name (`scheduledAt`, `TestXFF_FailClosed`, `ProvisionListeners`). */
function loneWord(text: string): boolean {
  const word = text.trim();
  return !/\s/.test(word) && !/[a-z][A-Z]|_/.test(word);
}

export function isHousekeeping(text: string): boolean {
  return text.length <= 300 && HOUSEKEEPING.test(text.trim());
}

/** "default typing" → "Default typing"; an identifier (`useEffect`) stays as written. */
function capitalized(text: string): string {
  return /^[a-z]+(?=\s)/.test(text) ? text.charAt(0).toUpperCase() + text.slice(1) : text;
}

// `##141`: a doubled hash is a typo for the same reference. An aside in parentheses after the
// references ("Closes #806 (no need to expose it, we tidy it up ourselves)") asks nothing either.
const ISSUE_REFERENCE = String.raw`(?:#{1,2}\d{1,9}|[\w.-]{1,100}\/[\w.-]{1,100}#\d{1,9}|https?:\/\/[^\s,]{1,300})`;
const CLOSING_LINE = new RegExp(
  String.raw`^(?:(?:close[sd]?|fix(?:e[sd])?|resolve[sd]?|refs?|see|related to|part of|follow[- ]?up (?:to|of|on|for)|(?:a )?follow[- ]?up:|continues|supersedes|based on):?\s+)?${ISSUE_REFERENCE}(?:[\s,]+(?:and\s+)?(?:(?:close[sd]?|fix(?:e[sd])?|resolve[sd]?)\s+)?${ISSUE_REFERENCE}){0,20}(?:\s+\([^()\n]{0,300}\))?[.:]?$`,
  'i',
);

/**
 * "closes https://github.com/o/r/issues/1777", "Fixes #12, #13", "refs: <link>", "Follow-up to
 * <link>:": which issues the change closes or refers to, not what it does.
 */
export function closesIssues(text: string): boolean {
  return text.length <= 2000 && CLOSING_LINE.test(text.trim());
}

/**
 * A sentence split at its commas where a new request or statement starts ("…, and show the quota"),
 * not where the sentence goes on ("Shell completion is case sensitive, even with
 * click.Choice(case_sensitive=False)"): a part that begins with a word that carries the sentence
 * on ("even", "with", "which", "because", …) stays with the one before.
 */
const CONTINUATIONS = new Set(
  // Not "instead", "in", "on", "by", "from": "…, instead add a new endpoint" starts another request.
  // "…as a closure, not an internal fault": the contrast is part of the request.
  'even with without when which that where while including especially like such as because since unless except rather not'.split(' '),
);

function commaParts(sentence: string): string[] {
  const parts: string[] = [];
  for (const part of sentence.split(/,\s+/)) {
    const rest = part.replace(/^(?:and|or|then)\s+/, '');
    const first = /^[a-z']+/.exec(rest)?.[0];
    const last = parts.length - 1;
    if (last >= 0 && ((first !== undefined && CONTINUATIONS.has(first)) || listsOn(rest))) parts[last] += `, ${part}`;
    else parts.push(part);
  }
  return parts;
}

/**
 * The tail of a list ("…for bash, zsh and fish", "…, .retry_with to type checkers"): a few words in lower case or code that neither start with
 * a verb nor hold one, so no request or statement of their own.
 */
function listsOn(part: string): boolean {
  const words = part.split(/\s+/);
  // An item written as code goes on a list too: "Expose .retry, .statistics, .retry_with to type checkers", "--foo, --bar".
  // A list of names goes on too: "Add Hindi, Hungarian, Swedish".
  const named = words.length <= 2 && /^[A-Z][a-z]+$/.test(words[0] ?? '');
  return (
    words.length <= 4 && (named || /^[a-z0-9`'".:@$-]/.test(part)) && !startsWithVerb(part) && !words.some((w) => SENTENCE_VERBS.test(w))
  );
}
/** Words that make a sentence of a list's few words ("the header is lost", "tests fail"). */
const SENTENCE_VERBS =
  /^(?:is|are|was|were|be|been|has|have|had|does|do|did|can|could|should|must|will|would|fails?|breaks?|crash(?:es)?)$/i;

/**
 * The text as a person reads it, for objectives and clauses: no fenced code, and a Markdown link as
 * its text (`[this line](https://github.com/…/text_formatter.go#L177)` → "this line"); a reference
 * link as its text, and a bare reference as what it refers to ("The change at [1] stores …" with
 * `[1]: https://…/pull/684` → "The change at https://…/pull/684 stores …").
 */
export function readable(text: string): string {
  const inline = withoutFencedCode(text).replace(/\[([^[\]\n]{1,200})\]\((?:[^()\s]|\([^()\s]*\))+\)/g, '$1');
  return unwrapped(withReferences(inline));
}

/** Reference links resolved: `[text][1]` → text, a bare `[1]` → its target, when the text defines `[1]: <target>`. */
function withReferences(text: string): string {
  const targets = new Map<string, string>();
  for (const match of text.matchAll(/^ {0,3}\[([^[\]\n]{1,40})\]:[ \t]+(\S{1,500})/gm))
    targets.set((match[1] as string).toLowerCase(), match[2] as string);
  if (targets.size === 0) return text;
  return text
    .replace(/\[([^[\]\n]{1,200})\]\[([^[\]\n]{1,40})\]/g, (all, shown: string, label: string) =>
      targets.has(label.toLowerCase()) ? shown : all,
    )
    .replace(/(?<![\w\]])\[([^[\]\n]{1,40})\](?![(:[])/g, (all, label: string) => targets.get(label.toLowerCase()) ?? all);
}

/** A line this long or longer that a lower-case word goes on from was cut by the author's editor. */
const WRAPPED_LINE = 40;
/** A line that starts with a generic type or a CamelCase name (`IRegistrationBuilder<T>`) goes on from a line no sentence ended. */
const STARTS_WITH_CODE = /^\s*[A-Z]\w*(?:<|[a-z][A-Z])/;

/**
 * A paragraph hard-wrapped at 72 or 80 columns (every commit body, many issues sent from a mail
 * client or a terminal) as the sentences it holds: a line of the body that ends mid-sentence and
 * the line that goes on with a lower-case word, a backtick, a bracket, an atom (`:check_origin`), a
 * flag (`--verbose`) or a literal (`{:check_origin, handler}`) are one line ("…and has a
 * number of other" + "problematic edge cases)."). The title is its own line unless it ends mid-sentence
 * (titleOf); a heading, a table row, a quote or a line a sentence or a colon ends stays apart.
 */
function unwrapped(text: string): string {
  const lines = text.split('\n');
  const out: string[] = [];
  for (const [i, line] of lines.entries()) {
    const before = out[out.length - 1];
    const goesOn =
      i > 1 &&
      before !== undefined &&
      before.trim().length >= WRAPPED_LINE &&
      !/[.!?:;。！？：；]\s*$/.test(before) &&
      !/^\s{0,3}(?:#|\||>)/.test(before) &&
      (/^\s*(?:[a-z`(]|:[A-Za-z_]|--?[a-z]|\{[^\s}])/.test(line) ||
        ((ENDS_UNFINISHED.test(before) || STARTS_WITH_CODE.test(line) || leftOpen(before)) && !STARTS_BLOCK.test(line)));
    const titleGoesOn = i === 1 && before !== undefined && ENDS_UNFINISHED.test(before) && !STARTS_BLOCK.test(line);
    if (goesOn || titleGoesOn) out[out.length - 1] = `${before.trimEnd()} ${line.trim()}`;
    else out.push(line);
  }
  return out.join('\n');
}

/**
 * A line cut inside a parenthesis ("…ReaderFrom (bypassing" + "Write) and must…") or after a comma
 * ("…for bash," + "Zsh and fish"): its sentence goes on into the next line, whatever that starts with.
 */
function leftOpen(line: string): boolean {
  const last = line.slice(Math.max(0, line.search(/[.!?]\s[^.!?]*$/)));
  return /,\s*$/.test(line) || (last.match(/\(/g) ?? []).length > (last.match(/\)/g) ?? []).length;
}

/**
 * The text without its code blocks: fenced (```` ``` ```` or `~~~`, fence and content), HTML
 * `<pre>` blocks, and Markdown's indented blocks (four spaces or a tab after a blank line, not
 * inside a list): a reproducer, a log, a patch or a config is no request and no clause. An opening
 * fence or `<pre>` that never closes is dropped alone, so a stray one cannot take the rest of the
 * text with it.
 */
export function withoutFencedCode(text: string): string {
  const lines = text.split('\n');
  const kept: string[] = [];
  // The longest run of each fence character opening any later line: an opener longer than that
  // has no closer, found in one step (openers of falling length each scanned to the end: quadratic).
  const longest = { '`': suffixRuns(lines, '`'), '~': suffixRuns(lines, '~') };
  let preClosed = true;
  let listed = false;
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i] as string;
    const fence = /^\s{0,3}(`{3,}|~{3,})/.exec(line)?.[1];
    const pre = fence === undefined && /^\s{0,3}<pre(?:[\s>]|$)/i.test(line);
    if (fence === undefined && !pre) {
      const indented = /^(?: {4}|\t)/.test(line) && line.trim() !== '';
      // Indented after a blank line, outside a list: an indented code block (CommonMark: it cannot interrupt a paragraph).
      if (indented && !listed && i > 0 && (lines[i - 1] as string).trim() === '') {
        while (i + 1 < lines.length && (/^(?: {4}|\t)/.test(lines[i + 1] as string) || (lines[i + 1] as string).trim() === '')) i++;
        continue;
      }
      const item = /^\s{0,3}(?:[-*+]|\d{1,9}[.)])\s/.test(line);
      // Code pasted without a fence: a line that opens a brace ("type Document struct {") and the
      // lines up to the one that closes it, when one does soon.
      if (!item && /\{\s*$/.test(line)) {
        let end = i + 1;
        while (end < lines.length && end - i <= BRACE_BLOCK && !/^\s*\}/.test(lines[end] as string)) end++;
        if (end < lines.length && end - i <= BRACE_BLOCK) {
          i = end;
          continue;
        }
      }
      // Ruby's and Elixir's blocks the same way ("factory :user do" … "end"): the opener calls a
      // name with a symbol, a string or arguments, and the `end` sits at its indent.
      if (!item && opensDoBlock(line)) {
        const indent = (/^\s*/.exec(line) as RegExpExecArray)[0];
        let end = i + 1;
        while (end < lines.length && end - i <= BRACE_BLOCK && (lines[end] as string) !== `${indent}end`) end++;
        if (end < lines.length && end - i <= BRACE_BLOCK) {
          i = end;
          continue;
        }
      }
      if (line.trim() !== '' && !indented) listed = item;
      kept.push(line);
      continue;
    }
    if (pre && /<\/pre>/i.test(line)) continue;
    // An opener nothing closes is dropped alone, so a stray one cannot take the rest of the text with it.
    if (pre ? !preClosed : (fence as string).length > (longest[(fence as string)[0] as '`' | '~'][i + 1] ?? 0)) continue;
    let end = i + 1;
    const closes = (candidate: string) => (pre ? /<\/pre>/i.test(candidate) : candidate.trimStart().startsWith(fence as string));
    while (end < lines.length && !closes(lines[end] as string)) end++;
    if (end < lines.length) i = end;
    else preClosed = false;
  }
  return kept.join('\n');
}

/** `factory :user do`, `describe "x" do |t|`, `Foo.configure do |c|`, `defmodule App.Repo do`, `test "x", %{conn: c} do`: the call before ` do`. */
const DO_CALL = /^\s*[A-Za-z_][\w.!?]*(?:[ \t]+(?::\w+|"[^"\n]*"|'[^'\n]*'|[A-Z][\w.]*)(?:,[^\n]*)?|\([^()\n]*\))?$/;
const DO_END = /[ \t]do(?:[ \t]*\|[^|\n]*\|)?$/;
function opensDoBlock(line: string): boolean {
  const end = DO_END.exec(line.trimEnd());
  return end !== null && DO_CALL.test(line.slice(0, end.index));
}

/** An unfenced block of code is this many lines at most: past it, a `{` ends a line of prose. */
const BRACE_BLOCK = 60;

/** For each line, the longest run of `char` that starts (after blanks) this line or any later one. */
function suffixRuns(lines: readonly string[], char: string): number[] {
  const out = new Array<number>(lines.length + 1).fill(0);
  for (let i = lines.length - 1; i >= 0; i--) {
    const line = (lines[i] as string).trimStart();
    let run = 0;
    while (run < line.length && line[run] === char) run++;
    out[i] = Math.max(run, out[i + 1] as number);
  }
  return out;
}

/**
 * What the requirement asks for, one request per objective: its sentences, split where a comma,
 * a semicolon or an "and" starts another request ("…, and show the remaining quota"), not at a
 * list ("retries, timeouts and logging") nor inside a code span. List marks and squash-merge
 * numbers are left out, each objective once.
 */
export function objectivesOf(requirement: string, most = MOST_OBJECTIVES): string[] {
  const out: { text: string; listed: boolean }[] = [];
  const text = requirement.slice(0, OBJECTIVES_TEXT);
  // A Chinese, Japanese or Korean requirement is read as it always was: the story filter knows English only.
  const english = !/[\u3040-\u9fff\uac00-\ud7af]/.test(text);
  // "1. Dark mode toggle": a numbered item, not a sentence ending at "1.".
  for (const sentence of readable(text)
    .replace(/^(\s{0,3}\d{1,3})\.(?=\s)/gm, '$1)')
    .split(SENTENCE_END)) {
    const line = sentence.trim().replace(LIST_MARK, '');
    // After the title: a heading, a form's checklist, an environment field or a bare link asks nothing.
    if (english && out.length > 0 && labels(sentence.trim(), line)) continue;
    const listed = line !== sentence.trim();
    outsideCode(line).forEach((part, i) => {
      for (const [j, request] of splitAtVerbs(part).entries()) {
        const whole = withoutPullReferences(request.trim());
        const piece = asRequest(whole.replace(/^(?:and|or|then)\s+/i, ''));
        if (piece === '') continue;
        const first = (/^[A-Za-z]+/.exec(piece)?.[0] ?? '').toLowerCase();
        const last = out[out.length - 1];
        // A piece that starts no request ("timeouts and logging" of a list) stays with the one before, "or" and all.
        if (i > 0 && j === 0 && !asksAnew(first) && last) last.text += `, ${whole}`;
        else {
          const named = last ? withAntecedent(piece, withoutLabels(last.text)) : piece;
          out.push({ text: /^[a-z]+\b/.test(named) ? `${named.charAt(0).toUpperCase()}${named.slice(1)}` : named, listed });
        }
      }
    });
  }
  // An issue's body tells a story around its requests ("Currently show_default can be set on each
  // option…", "This would also make sense for groups"): when it asks for something, the title, the
  // listed items and what asks are the objectives, the story is not.
  const asking = english && out.slice(1).some((o) => asks(o.text));
  const kept = out.filter(
    (o, i) =>
      i === 0 ||
      ((o.listed || !asking || asks(o.text)) &&
        !closesIssues(o.text) &&
        !isHousekeeping(o.text) &&
        !laterWork(o.text) &&
        (!english || (!loneWord(o.text) && !isBackground(o.text)))),
  );
  // The title without its labels (`[Bug] `, `feat(api): `, a gitmoji), as its task changes read:
  // "Feat(api): add rate limiting" → "Add rate limiting".
  const title = kept[0] === undefined ? undefined : withoutLabels(kept[0].text);
  // A plain word starts it with a capital ("add …" → "Add …"); an identifier stays as written (`useEffect`).
  if (kept[0] && title && title !== kept[0].text)
    kept[0] = { ...kept[0], text: /^[a-z]+(?=\s)/.test(title) ? title.charAt(0).toUpperCase() + title.slice(1) : title };
  // A squash merge lists its commits under the title, the first often the title again with its type
  // ("feat: Allow schema metadata…" under "Allow schema metadata…"): each request once, without its label.
  // The same request with and without its code spans ("in `REMOTE_ADDR`", "in REMOTE_ADDR") is one: the first kept.
  const seen = new Set<string>();
  const unique = kept
    .map((objective, i) => cut(pairedTicks(i === 0 ? objective.text : capitalized(withoutLabels(objective.text)))))
    .filter((objective) => {
      const key = objective.replace(/`/g, '').replace(/[.!]$/, '').toLowerCase();
      if (seen.has(key)) return false;
      seen.add(key);
      return true;
    });
  // "10.0.2" under an issue form's version field asks for nothing: an objective has a word.
  return unique.filter((objective) => objective.length > 3 && /[A-Za-z]{2}|[\u3040-\u9fff\uac00-\ud7af]/.test(objective)).slice(0, most);
}

/** A request whose object is a pronoun: "document it in the README", "test them". */
const PRONOUN_OBJECT = /^([A-Za-z]+)\s+(?:it|them)\b/i;
/** Words that end a request's object: prepositions and conjunctions. */
const OBJECT_END = new Set(
  (
    'to for in on of with so that when from into by per at as which because if after before via under across inside within ' + 'and or but'
  ).split(' '),
);

/**
 * "…, and document it in the README" said alone, as an objective and a task's text are, names no
 * thing: the request before it does ("Add a Timeout option to the Throttle middleware"), so "it" is
 * that request's object — "Document the Timeout option in the README". Left as written when the
 * request before has no short object.
 */
export function withAntecedent(request: string, before: string): string {
  const pronoun = PRONOUN_OBJECT.exec(request);
  const words = before.split(' ');
  const verb = (words[0] ?? '').toLowerCase();
  // "Make sure that …", "ensure that …" state a condition, not a thing "it" could be.
  if (!pronoun || !asksAnew((pronoun[1] as string).toLowerCase()) || !asksAnew(verb) || verb === 'make' || verb === 'ensure')
    return request;
  const object: string[] = [];
  for (const word of words.slice(1)) {
    const bare = word.replace(/(?<![,;:.!])[,;:.!]+$/, '');
    if (OBJECT_END.has(bare.toLowerCase()) || bare.startsWith('(')) break;
    object.push(bare);
    if (bare !== word) break;
  }
  if (object.length === 0 || object.length > 6 || /^(?:it|them|this|that)$/i.test(object.join(' '))) return request;
  const thing = object.join(' ').replace(/^(?:a|an)\s/i, 'the ');
  return `${pronoun[1] as string} ${thing}${request.slice(pronoun[0].length)}`;
}

/**
 * A line of an issue's body that labels, confirms or points rather than asks: a heading ("###
 * Motivation", a line all in bold), a checklist item that asks for no change ("- [x] Searched the
 * discussions", "- [x] No typos"), an environment field ("**Rust**: 1.42", "Click version: 7.0")
 * or a bare link. `line` is `sentence` without its list mark.
 */
function labels(sentence: string, line: string): boolean {
  if (isCodeLine(line)) return true;
  const unmarked = line.replace(/^(?:\*\*|__)/, '');
  // A heading or a bold line that asks for a change ("## Add rate limiting", "- **Add retry**") is a request.
  if (startsWithVerb(unmarked)) return false;
  if (/^#{1,6}\s/.test(sentence) || (line === sentence.trim() && /^(?:\*\*[^*]+\*\*|__[^_]+__):?$/.test(line))) return true;
  if (/^<?https?:\/\/\S+$/.test(line)) return true;
  // A ticked box that asks for nothing is a form's confirmation; an open one is a to-do ("- [ ] Dark mode toggle").
  if (/^[-*+]\s+\[[xX]\]\s+\S/.test(sentence)) return true;
  return /^\*\*[^*]{1,60}\*\*:?\s*v?\d/.test(line) || /^[\w .-]{1,40}\bversions?:\s*v?\d/i.test(line);
}
/**
 * A line of code pasted outside a fence (`use clap::{App, Arg};`, `require "stringio"`, `}`): a
 * statement ends with `;` or a brace, a load names one quoted module and nothing else. Read as a
 * sentence it would be a request ("Use clap::{App, Arg};").
 */
function isCodeLine(line: string): boolean {
  const trimmed = line.trim();
  // A lone brace or semicolon; a line ending like a statement that reads like code (`::`, `=`, a call, `=>`), not
  // "Add a `--json` flag;" nor "Allow empty objects {}".
  if (/^[;{}()[\]]+$/.test(trimmed)) return true;
  if (/[;{}]$/.test(trimmed) && /::|=|\w\(|->/.test(trimmed.replace(/`[^`]*`/g, ''))) return true;
  // A console's input or result (`>>> parse(x)`, `user.name #=> "Jane"`), and a name assigned a call (`user = build(:user)`).
  const code = trimmed.replace(/`[^`]*`/g, '');
  if (/^>>>\s|#\s?=>/.test(code) || /^[A-Za-z_][\w.]*\s?=\s?[A-Za-z_][\w.:]*\([^()]*\)$/.test(code)) return true;
  return /^(?:require|require_relative|import|include|load)(?:\s?\(|\s)(?:"[^"\n]{1,200}"|'[^'\n]{1,200}')\)?$/i.test(line.trim());
}

/**
 * Plain English words that code seldom holds, so a file's rarest words are often these, yet they
 * say nothing about why the file is in the plan: kept out of the words a description lists.
 */
const PLAIN_WORDS = new Set(
  (
    'about above across after again against all almost already although always among another anyone anything anyway ' +
    'around away because before behind below between beyond both currently does either else enough especially even ' +
    'ever every everything few further going gone got hence here however itself know later least less lot lots many ' +
    'maybe might much must need needs neither never nobody none nothing often one ones otherwise per perhaps please ' +
    'possible pretty probably quite rather really seem seems several since something sometimes somewhat soon still ' +
    'thanks thing things think though thus together unless unlike upon usually way ways well whatever whenever whether ' +
    'whole within without yet whose whom inside outside onto toward towards beside besides'
  ).split(' '),
);

/**
 * An adverb ("explicitly", "automatically", "properly"): how a change is made, never what it is
 * about, so no domain is named after one. By its ending, long enough that "apply", "family",
 * "assembly" or "nightly" are not.
 */
const ADVERB = /^[a-z]{2,}(?:ally|ently|antly|ately|ively|ously|ibly|ably|itly|ctly|erly|arly|ssly|ntly|ully)$/;

/** Whether a word as shown (spelled) is a plain English word no description needs to list. */
export function isPlainWord(word: string): boolean {
  return PLAIN_WORDS.has(word) || ADVERB.test(word);
}

/** The text without its plain words (whole words only: `currently_active` is a name). */
export function withoutPlainWords(text: string): string {
  return text.replace(/(?<![\w-])[A-Za-z]+(?![\w-])/g, (word) => (isPlainWord(word.toLowerCase()) ? '' : word));
}

export const MOST_OBJECTIVES = 6;
/** Objectives come from the requirement's start: a long issue body restates, it does not add requests. */
const OBJECTIVES_TEXT = 8_000;
const MOST_OBJECTIVE_CHARS = 300;
/** A sentence ends at . ! ? (and their CJK forms) before a blank, but not in "e.g." or "i.e."; or at a line break. */
// A Ruby name's `?` or `!` (`last_page?`, `save!`) ends no sentence when the text goes on in lower case.
const SENTENCE_END = new RegExp(String.raw`(?<=[.!?。！？])${NOT_ABBREVIATION}(?<!\w[?!])\s+|(?<=\w[?!])\s+(?![a-z])|\n+`);
/** `- `, `* `, `+ `, `> `, `# `, `1. `, `1) `, `- [ ] ` at a line's start. */
const LIST_MARK = /^(?:[-*+>#]+\s+|[•◦▪‣→✓✔✅☐☑]\s*|\d{1,3}[.)]\s+|\d{1,3}、|\([a-z0-9]\)\s+)*(?:\[[ xX]\]\s+)?/;

/**
 * A text without a backtick that opens no code span ("Revert 1sign` to LKG version"): in a plan it
 * would turn the rest of the line, and the next bullet's text, into code.
 */
export function pairedTicks(text: string): string {
  if ((text.split('`').length - 1) % 2 === 0) return text;
  // A span opens where a tick follows a space or the start and precedes text; it closes at the next
  // tick that follows text. A tick that neither opens nor closes one is stray.
  const stray: number[] = [];
  let open: number | undefined;
  for (let i = text.indexOf('`'); i >= 0; i = text.indexOf('`', i + 1)) {
    const before = text[i - 1];
    const after = text[i + 1];
    if (open !== undefined && before !== undefined && !/\s/.test(before)) open = undefined;
    else if (open === undefined && (before === undefined || /[\s([{"']/.test(before)) && after !== undefined && !/\s/.test(after)) open = i;
    else stray.push(i);
  }
  if (open !== undefined) stray.push(open);
  return stray.reverse().reduce((out, at) => `${out.slice(0, at)}${out.slice(at + 1)}`, text);
}

function cut(objective: string): string {
  if (objective.length <= MOST_OBJECTIVE_CHARS) return objective;
  // At a word's end ("… back-pointer consistency …", not "back-poi…"), and no code span left open.
  const short = capLength(objective, MOST_OBJECTIVE_CHARS);
  return (short.match(/`/g) ?? []).length % 2 === 0 ? short : short.replace(/`(?=[^`]*$)/, '');
}

/** A line split at its commas and semicolons, except inside a code span (`f(a, b)`). */
function outsideCode(line: string): string[] {
  const parts: string[] = [];
  let start = 0;
  let inCode = false;
  for (let i = 0; i < line.length; i++) {
    const char = line[i];
    if (char === '`') inCode = !inCode;
    else if (!inCode && (char === ',' || char === ';') && /\s/.test(line[i + 1] ?? '')) {
      parts.push(line.slice(start, i));
      start = i + 1;
    }
  }
  parts.push(line.slice(start));
  return parts.map((part) => part.trim()).filter((part) => part !== '');
}

/**
 * Whether a clause after a comma that starts with `word` is a request of its own ("…, add tests"):
 * a verb as a request writes it, not a participle or a description of what the code does ("…,
 * making the behaviour depend on request ordering", "…, used by the cache", "…, uses the pool").
 */
function asksAnew(word: string): boolean {
  if (!VERBS.has(word) || /(?:ing|ed)$/.test(word)) return false;
  return !(word.endsWith('s') && (VERBS.has(word.slice(0, -1)) || (word.endsWith('es') && VERBS.has(word.slice(0, -2)))));
}

/** "Document the quota API and add tests for the server" → the two requests it makes. */
function splitAtVerbs(clause: string): string[] {
  const out: string[] = [];
  let start = 0;
  // One blank each side: a pattern with `\s+` first would rescan every run of blanks.
  for (const match of clause.matchAll(/ and ([A-Za-z]+)/g)) {
    if (!VERBS.has((match[1] as string).toLowerCase())) continue;
    // "… matching the old behavior where it matters and fixing it where it was broken": a gerund
    // goes on with the phrase before it, it starts no request of its own.
    if ((match[1] as string).toLowerCase().endsWith('ing')) continue;
    // "Add and remove tags", "Fix and test the parser": two verbs of one request.
    if (!/\s/.test(clause.slice(start, match.index).trim())) continue;
    out.push(clause.slice(start, match.index));
    start = (match.index ?? 0) + match[0].length - (match[1] as string).length;
  }
  out.push(clause.slice(start));
  return out;
}

export type ClauseKind = 'doc' | 'test' | 'ui' | 'code';

/** What a clause asks for: text ("document …"), tests ("add tests for …"), something shown ("show …"), or code. */
export function clauseKind(clause: string): ClauseKind {
  const verb = (/^[A-Za-z]+/.exec(clause)?.[0] ?? '').toLowerCase();
  if (WRITING_VERBS.has(verb)) return 'doc';
  if (/^(?:[A-Za-z]+\s+){0,2}(?:unit\s+|integration\s+|e2e\s+)?tests?\b/i.test(clause)) return 'test';
  return SHOWING_VERBS.has(verb) ? 'ui' : 'code';
}

/** Verbs that say something is shown to people: "show the remaining quota in the header" is the front end's part. */
const SHOWING_VERBS = new Set(['show', 'shows', 'display', 'displays', 'render', 'renders', 'highlight', 'highlights']);

/**
 * The clause that holds most of `terms` (stems); the first clause on a tie or when none does. A
 * clause of the kind the file is (a document, a test, front-end code, other code) that holds a term
 * comes first; for a test, a clause asking for code comes next (tests prove code, not documents);
 * then one that asks for something (asks) over one that only tells.
 */
export function clauseFor(requirement: string, terms: readonly string[], kind: ClauseKind = 'code', path?: string): string {
  const wanted = new Set(terms.filter((t) => !isGeneric(t)));
  const titled = new Set(clauses(titleOf(requirement)));
  const own = path === undefined ? undefined : path.slice(path.lastIndexOf('/') + 1).toLowerCase();
  let best = '';
  let most = -1;
  let before = '';
  for (const clause of clauses(requirement)) {
    // A clause about another file by its name ("Added unit tests in `ScanningTests.cs` …") is not
    // this file's change, whatever words they share.
    const elsewhere = own !== undefined && namesOtherFile(clause, own);
    const held = elsewhere ? 0 : new Set(tokenize(clause).filter((t) => wanted.has(t))).size;
    const fit = clauseKind(clause) === kind ? 2 : kind === 'test' && clauseKind(clause) === 'code' ? 1 : 0;
    // A clause that asks over one that tells the story around it ("Currently the alias shows as …"),
    // then the kind, then the title's over the body's: an issue's title states the change ("Add a
    // file mode parameter to Config.from_file()"), its body's sentences hold more words but say less.
    const hits = held > 0 ? (asks(clause) ? 1000 : 0) + 100 * fit + (titled.has(clause) ? 20 : 0) + Math.min(held, 19) : fit / 4;
    // "it should raise a ValueError" says nothing alone: the clause before says what "it" is.
    if (hits > most) [best, most] = [before !== '' && REFERS_BACK.test(clause) ? `${before}; ${clause}` : clause, hits];
    before = clause;
  }
  return best === '' ? requirement.trim() : best;
}

/** A file's name as a clause writes it: a name, a dot, a known extension (`ScanningTests.cs`, `lib/mox.ex`). */
const FILE_NAME =
  /(?<![\w.-])[\w.-]+\.(?:cs|fs|vb|java|kt|scala|go|rs|py|rb|php|ex|exs|erl|js|jsx|mjs|cjs|ts|tsx|swift|c|h|cc|cpp|hpp|dart|lua|md|json|ya?ml|toml)\b/gi;

/** Whether a clause names files by their names, and none of them is `own` (a base name, lower-case). */
function namesOtherFile(clause: string, own: string): boolean {
  // "Node.js 16", "Day.js", "Vue.js": a product, not a file.
  const named = [...clause.matchAll(FILE_NAME)].map((m) => m[0]).filter((name) => !/^[A-Z][a-z]+\.js$/.test(name));
  return named.length > 0 && !named.map((name) => name.toLowerCase()).includes(own);
}

/** A clause whose subject is a pronoun for something the clause before it named ("it should …", "this breaks …"). */
const REFERS_BACK =
  /^(?:it|this|they|these|those)\s+(?:should|must|will|would|can|could|cannot|can't|does|doesn't|do|don't|is|isn't|was|wasn't|are|aren't|has|have|needs?|breaks?|fails?|crash(?:es)?|throws?|raises?|returns?|works?|causes?|leads?)\b/i;

/** Verbs that say a text is wanted: "Document the retry option" is about the retry option. */
const WRITING_VERBS = new Set(['document', 'documents', 'describe', 'describes', 'explain', 'explains', 'mention', 'mentions']);

/** A clause as a topic: without its leading generic verb ("Add rate limiting" → "rate limiting"). */
/**
 * Whether a clause asks to fix something ("fix the document path"): a doc task then fixes it as
 * written; "document the document path", its topic without the verb, says the opposite.
 */
export function asksToFix(clause: string): boolean {
  return /^fix(?:es|ed|ing)?\s/i.test(clause);
}

export function topicOf(clause: string): string {
  // "Make it possible to hide defaults" is about being able to hide them: "a case for it possible to …" reads wrong.
  const possible = /^make it possible to\s+(\S.*)$/i.exec(clause);
  if (possible) return `being able to ${possible[1] as string}`;
  const match = /^([A-Za-z]+)\s+/.exec(clause);
  const verb = (match?.[1] ?? '').toLowerCase();
  if (!match || KEPT_VERBS.has(verb) || !(GENERIC_TERMS.has(verb) || WRITING_VERBS.has(verb))) return clause;
  // "Ensure that the URL is encoded" is about the URL being encoded: "a case for that …" reads wrong.
  const rest = clause
    .slice(match[0].length)
    .replace(/^(?:unit\s+|integration\s+)?tests?\s+(?:for|of)\s+/i, '')
    .replace(/^that\s+/i, '');
  return rest === '' ? clause : rest;
}

/**
 * Generic verbs a topic keeps, as its "-ing" form (topicPhrase): without them "Use reports for
 * logging errors" would be about "reports for logging errors", and "Allow schema metadata to be
 * strongly typed" about "schema metadata to be strongly typed".
 */
const KEPT_VERBS = new Set(['use', 'make', 'allow', 'improve', 'handle']);

/** Verbs that head a clause but make no "-ing" form a topic reads well with ("do not", "never"). */
const NO_GERUND = new Set(['do', 'does', 'never', 'not', 'stop', 'stops']);

/**
 * A topic as the thing a sentence is about: lower-case first (lowerFirst), and a leading verb as
 * its "-ing" form ("move Avatar URL generation …" → "moving Avatar URL generation …"), so that "add
 * a case for …", "document …" or "the settings for …" read as English.
 */
export function topicPhrase(topic: string): string {
  const text = lowerFirst(topic);
  // "Don't crash when …" → "not crashing when …": "a case for don't crash" is no English.
  // "Do not auto-follow 300 responses" → "not auto-following 300 responses": the last part takes the ending.
  const negated = /^(?:don't|do not|doesn't|does not)\s+((?:[a-z]+-){0,3})([a-z]+)\b/i.exec(text);
  if (negated)
    return `not ${(negated[1] as string).toLowerCase()}${gerund((negated[2] as string).toLowerCase())}${text.slice(negated[0].length)}`;
  const first = /^[a-z]+(?=\s)/.exec(text)?.[0];
  // "support for named pointers" is a noun with its object, not "supporting for".
  if (first === undefined || NO_GERUND.has(first) || !(headsRequest(text) || verbBeforeObject(text)) || /^[a-z]+\s+(?:for|of)\s/.test(text))
    return text;
  return `${gerund(first)}${text.slice(first.length)}`;
}

/** Words that open a noun phrase: after a first word of the base form, they make it a verb with its object. */
const DETERMINER = /^(?:the|a|an|all|each|every|any|its|their|this|these|those)$/;

/**
 * Whether a text opens with a verb no list holds, before its object: "reset the *Until index for
 * each starting element" (cheerio) is about resetting it, and "a case for reset the …" is no
 * English. A base form only ("resets", "reseted" are not), and no sentence verb after it.
 */
function verbBeforeObject(text: string): boolean {
  const [first = '', next = ''] = text.split(/\s+/, 2);
  // "when the config file is missing", "with the new API": a function word before a determiner is no verb.
  return (
    /^[a-z]{3,}$/.test(first) &&
    !/(?:s|ed)$/.test(first) &&
    !isPlainWord(first) &&
    !SUBORDINATE.test(first) &&
    DETERMINER.test(next) &&
    !statesFact(text)
  );
}

/** Words that make a clause a statement about its subject ("ContentCharset should skip …", "the check now passes …"). */
const FACT_VERB =
  /^(?:is|are|was|were|isn't|aren't|should|must|shall|can|cannot|can't|will|won't|would|does|doesn't|did|didn't|has|have|now|always|never)$/i;
/** Words that start a clause within the sentence: a verb after them is that clause's, not the subject's. */
const SUBORDINATE = /^(?:when|if|where|while|because|after|before|unless|until|with|without|for|in|on|by|to|that|which|of)$/i;

/**
 * Whether a topic is a whole statement rather than a thing ("ContentCharset should skip requests
 * without a body", "DNS record check now passes if …"): a sentence verb before the first clause word
 * ("TypeError when stacking … is None" is a thing, with a clause after it).
 */
export function statesFact(topic: string): boolean {
  for (const word of topic.split(/\s+/).slice(0, 12)) {
    if (SUBORDINATE.test(word)) return false;
    if (FACT_VERB.test(word)) return true;
  }
  return false;
}

/** "move" → "moving", "drop" → "dropping", "fix" → "fixing", "see" → "seeing". */
function gerund(verb: string): string {
  if (verb.endsWith('ie')) return `${verb.slice(0, -2)}ying`;
  if (/[^aeiou]e$/.test(verb)) return `${verb.slice(0, -1)}ing`;
  // A short word ending consonant–vowel–consonant doubles its last letter: drop, set, log; not fix, show, edit.
  if (verb.length <= 4 && /^[^aeiou]/.test(verb) && /[^aeiou][aeiou][^aeiouwxy]$/.test(verb)) return `${verb}${verb.slice(-1)}ing`;
  // So do the longer verbs stressed on that last syllable, which these prefixes make: reset, submit, output (not limit, visit).
  if (/^(?:re|un|pre|off|up)set$|^(?:sub|e|o|com|per|ad|trans|re)mit$|^(?:in|out)put$/.test(verb)) return `${verb}${verb.slice(-1)}ing`;
  return `${verb}ing`;
}

/**
 * "Add rate limiting" → "add rate limiting", "Don't crash" → "don't crash"; but a first word that
 * is a name keeps its capitals: "API keys", "IconByID", "Context.SaveUploadedFile", "Config::load",
 * "Foo_bar", "Python3".
 */
/** "Don't crash when …" → "not crash when …": what a clause asks, after "is changed to". */
export function asInfinitive(clause: string): string {
  return lowerFirst(clause).replace(/^(?:don't|do not|doesn't|does not)\s+(?=[a-z])/i, 'not ');
}

export function lowerFirst(text: string): string {
  const first = text.split(/\s/)[0] ?? '';
  return /^[A-Z][a-z]+(?:'[a-z]+)?[,:;.!?]?$/.test(first) ? `${text.charAt(0).toLowerCase()}${text.slice(1)}` : text;
}

/** The most distinct word pairs (and triples) of a requirement looked at: a long text repeats itself. */
const MAX_RUNS = 100;

/**
 * Runs of `n` words that stand side by side in the requirement (2 ≤ n ≤ 3), as written: never across
 * punctuation ("the user. Name it" holds no "user name"), one-letter words skipped, words of up to 30 letters or digits, each
 * run once ignoring case, at most MAX_RUNS per length.
 */
export function adjacentWords(requirement: string, n: 2 | 3): string[][] {
  const runs: string[][] = [];
  const seen = new Set<string>();
  for (const clause of requirement.split(/[.,;:!?()[\]{}<>"`\n]+/)) {
    // One-letter words ("consume a token") stand between nothing; a word over 30 letters is no name part.
    const words = clause.split(/[^A-Za-z0-9]+/).filter((w) => w.length >= 2);
    for (let i = 0; i + n <= words.length; i++) {
      const run = words.slice(i, i + n);
      if (run.some((w) => w.length > 30)) continue;
      const key = run.join(' ').toLowerCase();
      if (seen.has(key)) continue;
      seen.add(key);
      runs.push(run);
      if (runs.length >= MAX_RUNS) return runs;
    }
  }
  return runs;
}

/** Whether the requirement's terms (stems) hold one of the words, compared as stems too ("tables" meets "table"). */
export function mentions(terms: string[], words: string[]): boolean {
  const stems = new Set(words.map((w) => stem(w)));
  return terms.some((t) => stems.has(t));
}
