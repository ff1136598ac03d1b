// What a sentence of a requirement asks for: a request in the imperative, a reported problem, how
// the code should behave, a proposal — and an issue's wishes read as the requests they make ("I'd
// like a X" → "add a X", "there is no way to X" → "make it possible to X"). Anchored patterns over
// one clause, and indexOf: linear on untrusted text.
import { isChangeVerb, scopeKind, titleOf, withoutCommitLabel } from './offline-scope.js';

/** Verbs that say a change is wanted, not what or where. */
export const GENERIC_VERBS = (
  'add adds added adding support supports supported supporting handle handles handled handling fix fixes fixed fixing ' +
  'update updates updated updating make makes made making allow allows allowed allowing use uses used using ' +
  'change changes changed changing implement implements implemented implementing improve improves improved improving ' +
  'ensure ensures ensured ensuring'
).split(' ');
/** Verbs that start a second request after "and": "document the API and add tests" is two. */
export const VERBS = new Set([
  // Verbs only: "Currently the cookie is not refreshed" starts no request.
  ...GENERIC_VERBS,
  ...'show shows display displays document documents remove removes rename renames delete deletes return returns write writes log logs expose exposes move moves validate validates reject rejects test tests'.split(
    ' ',
  ),
]);

/** First words that ask for something: a clause starting so is a request, whatever it mentions. */
const REQUEST_STARTS = new Set([
  ...VERBS,
  ..."avoid avoids prevent prevents stop stops never don't do not skip skips ignore ignores respect respects preserve preserves keep keeps set sets consider highlight render "
    .concat(
      // Imperatives an issue's title starts with, seldom a noun there ("Specify parser options via the API").
      'specify provide configure enable disable expose introduce create emit parse detect warn deprecate extend override ' +
        'customize honor honour clarify simplify reduce increase convert generate permit expand unify normalize normalise ' +
        'retry reuse register inject infer propagate forward strip sanitize verify omit hide pass require apply limit cap restrict',
    )
    .split(' '),
]);

/**
 * What says a clause reports a problem rather than asks for a change: a verb of failing in the
 * present or past ("ShouldBindQuery ignores the default", "the server crashed", "raises KeyError")
 * or a negation ("the cookie is not refreshed", "doesn't retry"). Nouns such as "error" are not
 * enough ("Raise a clear error when …" asks for one). Whole words; linear.
 */
const PROBLEM =
  /\b(?:ignores|ignored|fails|failed|crashes|crashed|panics|panicked|hangs|leaks|breaks|broken|throws|raises|loses|lost|corrupts|corrupted|deadlocks|overflows|truncates|mishandles|incorrectly|erroneously|unexpectedly|doesn't|isn't|aren't|can't|cannot|won't|didn't|wasn't)\b|\bdouble-[a-z]+s\b|\b(?:does|do|is|are|did|was|were) not\b|\bno longer\b/i;
/** Words that say how the code should behave: "Client should raise a clear error …" asks for it. */
const EXPECTED =
  /\b(?:should|must|shall|needs? to|has to|have to|ought to|want|wants|expected to|would expect|'d expect)\b|^expected(?:\s+(?:behaviou?r|result|output))?\s*:/i;
const PROBLEM_ZH = /报错|失败|无法|崩溃|不生效|未生效|异常|丢失|不能|不正确/;
const REQUEST_ZH = /^(?:修复|修正|解决|添加|新增|增加|支持|实现|删除|移除|更新|优化|改进|重构|迁移|替换|调整|应该|需要)/;

/**
 * Whether the requirement's title asks for a change that is not a fix ("Limit amount of retained
 * data when parsing multipart requests"): then what its body says the code does or does not do
 * ("Data stored in temporary files is not counted against this limit") specifies the change, and
 * reports no problem to fix.
 */
export function asksBeyondFix(requirement: string): boolean {
  const title = withoutCommitLabel(titleOf(requirement)).replace(/^\[[^\]]{1,40}\]\s*/, '');
  const first = /^[A-Za-z']+/.exec(title)?.[0] ?? '';
  return (REQUEST_STARTS.has(first.toLowerCase()) || isChangeVerb(first)) && scopeKind(requirement) !== 'small' && !statesProblem(title);
}

/**
 * A clause that reports a problem ("[Bug] ShouldBindQuery ignores the default"), not a request
 * ("Fix the default of ShouldBindQuery", "Raise a clear error …", "… should raise …"): its task
 * fixes it and its test reproduces it, rather than making the code "do" the problem. `reported`:
 * the requirement pastes a stack trace through the repository's code, so whatever it says that is
 * neither a request nor an expectation describes the failure ("found problem with HTTP methods").
 * `specified`: the clause is from the body of a requirement that asks for more than a fix
 * (asksBeyondFix): it specifies, it reports nothing.
 */
export function statesProblem(clause: string, reported = false, specified = false): boolean {
  if (specified) return false;
  const text = clause.trim();
  if (/^[\u4e00-\u9fff]/.test(text)) return !REQUEST_ZH.test(text) && !/应该|需要/.test(text) && (reported || PROBLEM_ZH.test(text));
  const first = /^[A-Za-z']+/.exec(text)?.[0] ?? '';
  if (REQUEST_STARTS.has(first.toLowerCase()) || isChangeVerb(first)) return false;
  return !EXPECTED.test(text) && (reported || PROBLEM.test(text));
}

/**
 * A clause that states how the code should behave ("Sampler should allow a per-level rate", "The
 * client must retry once") rather than asking for a change in the imperative: a criterion says the
 * code meets it, never that the code "does" a sentence about what should be.
 */
export function statesExpectation(clause: string): boolean {
  const text = clause.trim();
  // "`Lint/Debugger` should complain …", "<pre-commit> hook should …": a name in a code span, quotes or brackets starts it.
  const first = /^[A-Za-z']+/.exec(text.replace(/^[^A-Za-z]+/, ''))?.[0] ?? '';
  if (first === '' || REQUEST_STARTS.has(first.toLowerCase()) || isChangeVerb(first)) return false;
  return EXPECTED.test(text);
}

const CJK_START = /^[\u3040-\u9fff\uac00-\ud7af]/;

/**
 * "An environment variable would serve this nicely", "X would be a reasonable addition", "It would
 * be nice if …": a proposal. Not "This could work nicely with …", which tells.
 */
const PROPOSAL =
  /(?:\bwould|\bcould|'d)\s+(?:also\s+|really\s+)?(?:be|serve|help|make|allow|enable|solve|fix|avoid|prevent|let|love|like|prefer)\b|^any\s+chance\b/i;

const OPINION = /^(?:i|we)(?:\s+don't|\s+do\s+not|\s+would|'d)?\s+(?:think|believe|assume|guess|suppose|feel)\b/i;

/**
 * Whether a clause asks for something: a request, a reported problem, how the code should behave
 * or a proposal ("… would be a reasonable addition") — not a question left to the reader, not a
 * statement of how things are.
 */
export function asks(clause: string): boolean {
  // "(although you can certainly think of …)": an aside.
  if (clause.trim().startsWith('(')) return false;
  const text = clause
    .trim()
    .replace(/^["'“‘]+/, '')
    .replace(/[’‘]/g, "'");
  if (text.endsWith('?')) return false;
  // A Chinese request ("支持导出") or problem ("登录失败").
  if (CJK_START.test(text)) return REQUEST_ZH.test(text) || statesProblem(text) || /应该|需要/.test(text);
  // "I don't think we want …", "I would assume …": an opinion asks only when it proposes ("I think an option … would be").
  if (OPINION.test(text)) return PROPOSAL.test(text);
  const first = /^[A-Za-z']+/.exec(text)?.[0] ?? '';
  if (namesTheDoer(text)) return statesProblem(text) || statesExpectation(text);
  return (
    REQUEST_STARTS.has(first.toLowerCase()) ||
    isChangeVerb(first) ||
    statesProblem(text) ||
    statesExpectation(text) ||
    PROPOSAL.test(text) ||
    tellsChangeMade(text)
  );
}

/** Past tenses that tell a story around a change (what was seen, tried or thought), not a change made. */
const STORY_PAST = new Set(
  'needed seemed used happened looked wanted tried expected noticed reported discussed mentioned asked suggested believed decided realized realised assumed intended preferred liked hoped observed confirmed tested checked verified noted wondered guessed learned caused failed started'.split(
    ' ',
  ),
);

/**
 * A commit body's sentence that tells a change it made, in a past tense no verb list holds
 * ("Enhanced the `ServiceTypeSelector` class to propagate …", "Reworked the parser …"): the verb,
 * then its object (a determiner, a code span or a name). What was seen or tried is story (STORY_PAST).
 */
function tellsChangeMade(text: string): boolean {
  // A capital after the verb must start a name in code (`ServiceTypeSelector`, `Config.load`): "Proposed Changes" and
  // "Related Issues" are a template's headings.
  const match = /^([A-Z][a-z]{2,}ed)\s+(?:(?:the|a|an|all|each|every|its|their|this|these|those)\s|`|[A-Z][a-z]+[A-Z_.])/.exec(text);
  return match !== null && !STORY_PAST.has((match[1] as string).toLowerCase());
}

/**
 * A sentence whose first word is a name, not a request: the verb-like word is the subject of a
 * verb after an adverb ("Write already increments basicWriter.bytes", "Parse now returns nil").
 */
function namesTheDoer(text: string): boolean {
  const match = /^[A-Za-z]+\s+(?:already|now|still|also|only|always|never|just|then|currently|actually|first)\s+([a-z]+)\b/.exec(text);
  const verb = match?.[1];
  if (verb === undefined || !/[^s]s$/.test(verb)) return false;
  const root = verb.endsWith('es') && !VERBS.has(verb.slice(0, -1)) ? verb.slice(0, -2) : verb.slice(0, -1);
  return VERBS.has(root) || REQUEST_STARTS.has(root) || /^(?:increment|call|read|hold|run|use|send|get|take|make|ha)$/.test(root);
}

/** A wish without its question marks and trailing blanks (a loop: a pattern would rescan runs of blanks). */
function bare(rest: string): string {
  let end = rest.length;
  while (end > 0 && (rest[end - 1] === '?' || /\s/.test(rest[end - 1] as string))) end--;
  return rest.slice(0, end).trim();
}

/** Whether a clause is a request in the imperative ("Add rate limiting …", "make it possible to …"). */
export function isImperative(clause: string): boolean {
  return startsWithVerb(clause.trim());
}

/** "adding" → "add", "using" → "use", "removing" → "remove": a change verb's -ing form as the verb; else undefined. */
function verbOfGerund(word: string): string | undefined {
  if (!/^[a-z]+ing$/i.test(word)) return undefined;
  const root = word.slice(0, -3);
  return [root, `${root}e`, root.slice(0, -1)].find((verb) => verb.length >= 2 && startsWithVerb(verb));
}

/** A change verb a wish goes on with ("I'd like to add …"): the wish is that request. */
export function startsWithVerb(text: string): boolean {
  const first = /^[A-Za-z']+/.exec(text)?.[0] ?? '';
  return REQUEST_STARTS.has(first.toLowerCase()) || isChangeVerb(first);
}

/** What a wish asks for: a change verb as is ("add …"), anything else made possible ("hide …"). */
function wished(rest: string): string | undefined {
  if (startsWithVerb(rest)) return rest;
  // "I'd like to see a --dry-run flag", "It would be nice to have a --quiet flag": the thing seen or had is added.
  const seen = /^(?:see|have|get)\s+(\S.*)$/i.exec(rest);
  if (seen && FEATURE_NOUN.test(seen[1] as string)) return `add ${seen[1] as string}`;
  // "… to have bat be able to highlight one line": bat is made able to. indexOf, not a lazy pattern.
  const able = /^have\s/i.test(rest) ? rest.indexOf(' be able to ') : -1;
  const subject = able > 0 ? rest.slice(5, able) : '';
  // A name or a short noun phrase ("bat", "the CLI"): not "to", "it", nor anything with a "to" of its own.
  if (/^(?!(?:to|it|this|that|them|me|us)\b)[\w.-]+(?: [\w.-]+){0,3}$/i.test(subject) && !/\bto\b/i.test(subject))
    return `make ${subject} able to ${rest.slice(able + ' be able to '.length)}`;
  // "I'd like to know why …", "… to thank you", "… to help implement this": no request.
  if (NO_WISH.test(rest)) return undefined;
  return `make it possible to ${rest}`;
}

/** What a reporter would like to do that asks nothing of the code: know, ask, thank, help, work on it, … */
const NO_WISH =
  /^(?:know|ask|report|thank|mention|help|say|understand|learn|talk|discuss|share|point|note|confirm|clarify|contribute|work|start|submit|open|file|raise|propose|suggest|check|investigate|try|test|hear|keep|stay)\b/i;

/**
 * An issue's sentence as the change it asks for, in its own words: "I'd like a show_default
 * parameter on …" → "add a show_default parameter on …", "there is no way to hide defaults …" →
 * "make it possible to hide defaults …", "Could you please support X?" → "support X", "It would
 * be nice to add X" → "add X"; a leading "but", "so" or "also" dropped. Any other clause as it is.
 * Anchored patterns over one clause: linear.
 */
export function asRequest(clause: string, depth = 0): string {
  return asImperative(asWritten(clause, depth));
}

/**
 * Whether a text's first word is a verb that asks ("Move the avatar …", "Fixes the header …"), not
 * a noun its sentence goes on from ("Log messages are cut", "Patches are dropped", "Moves fail"),
 * nor GitHub's closing keyword before an issue ("Fixes #1730").
 */
export function headsRequest(text: string): boolean {
  const [first = '', next = '', ...rest] = text.split(/\s+/, 4);
  if (!startsWithVerb(first) || next === '' || next.startsWith('#') || AFTER_NOUN.test(next)) return false;
  return ![next, ...rest].some((word) => SENTENCE_VERB.test(word));
}

/** A word right after a noun, not after a verb: "Updates to the docs", "Moves of the king". */
const AFTER_NOUN = /^(?:of|from|in|on|with|to|that|no|not|never)$/i;
/** The verb of a sentence whose subject came first: "Patches are dropped", "Log messages fail". */
const SENTENCE_VERB =
  /^(?:are|were|is|was|isn't|aren't|wasn't|weren't|do|does|did|don't|doesn't|didn't|fail|fails|failed|has|have|had|should|must|can|cannot|can't|will|won't|would|may|might)$/i;

/** A verb a change's title begins with, or one of the generic ones ("Updated shields.io links" asks to update them). */
function knownVerb(word: string): boolean {
  return isChangeVerb(word) || VERBS.has(word);
}

/**
 * "Moves Avatar URL generation to …" (a commit's habit of the third person) → "Move Avatar URL
 * generation to …", "removed harness …" → "remove harness …": the change as a request, so a criterion reads "is changed to move …". A change
 * verb only, and not a noun its sentence goes on from (headsRequest).
 */
function asImperative(text: string): string {
  const first = /^[A-Za-z]+/.exec(text)?.[0] ?? '';
  const lower = first.toLowerCase();
  // "removed harness from …", "Added support for …": a commit's past tense is the change asked for too.
  const past = lower.endsWith('ed') && lower.length > 4;
  if ((!lower.endsWith('s') && !past) || !knownVerb(lower) || !headsRequest(text)) return text;
  const stems = past ? [lower.slice(0, -1), lower.slice(0, -2), lower.slice(0, -3)] : [lower.slice(0, -1), lower.slice(0, -2)];
  // "dropped" → "drop" only where the last letter doubled; "removed" → "remove" before "remov".
  const base = stems.find((verb, i) => verb.length >= 2 && knownVerb(verb) && (i < 2 || lower.at(-3) === lower.at(-4)));
  if (base === undefined) return text;
  return `${first[0] === lower[0] ? base : base.charAt(0).toUpperCase() + base.slice(1)}${text.slice(first.length)}`;
}

function asWritten(clause: string, depth: number): string {
  const original = clause.trim();
  // Curly apostrophes as straight ones, for matching only: "There’s no way to …".
  // "but", "however", "also" join a clause to the one before: never part of it.
  const joined = original.replace(/[’‘]/g, "'").replace(JOIN, '').replace(JOIN, '');
  let text = joined;
  for (let n = 0; n < 3 && LEAD.test(text); n++) text = text.replace(JOIN, '').replace(LEAD, '');
  const request = rewritten(text, depth) ?? madeTo(text) ?? afterReason(text, depth);
  if (request !== undefined) return request;
  return text !== joined && startsWithVerb(text) ? text : joined === original.replace(/[’‘]/g, "'") ? original : joined;
}

/**
 * "Now that bat supports ranges, I'd like bat to highlight one line": the reason goes, the wish is
 * the request. Only a wish of the reporter's after it (" I would like", " we'd like", …); indexOf,
 * not a lazy pattern: the text is untrusted.
 */
function afterReason(text: string, depth: number): string | undefined {
  if (depth > 0 || !/^(?:now\s+that|since|given\s+that)\s/i.test(text)) return undefined;
  const lower = text.toLowerCase();
  // The last wish first: "Since we'd like to keep the API small, I'd like to remove the flag".
  const starts = [' i would ', " i'd ", ' we would ', " we'd "].map((w) => lower.lastIndexOf(w)).filter((i) => i > 0);
  for (const at of starts.sort((a, b) => b - a)) {
    const wish = text.slice(at + 1);
    const request = asRequest(wish, depth + 1);
    if (request !== wish) return request;
  }
  return undefined;
}

const JOIN = /^(?:but|however|also)\b,?\s+/i;
/** Words that lead into a request ("maybe add …", "please support …"): dropped when a request follows them. */
const LEAD = /^(?:but|also|however|maybe|perhaps|ideally|optionally|please|kindly)\b,?\s+/i;

/**
 * "I would expect shell completions to search …" → "make shell completions search …", "I'd like
 * bat to highlight one line" → "make bat highlight one line"; not "… to be …", which "make" would
 * garble, nor "prefer" ("I prefer tabs to spaces") or a pronoun ("I want it to work"). indexOf, not
 * a lazy pattern: the text is untrusted.
 */
function madeTo(text: string): string | undefined {
  const wish =
    /^(?:i|we)(?:'d|\s+would)?\s+(?:(?:still|also|just|actually)\s+(?=(?:really\s+)?(?:like|love|want|expect)\b))?(?:really\s+)?(?:like|want|expect)\s+/i.exec(
      text,
    );
  if (!wish) return undefined;
  const rest = text.slice(wish[0].length);
  const to = rest.indexOf(' to ');
  if (to <= 0 || /^(?:to|be|a|an|it|this|that|them|these|those|you|him|her|me|us)\b/i.test(rest)) return undefined;
  const subject = rest.slice(0, to);
  const predicate = bare(rest.slice(to + 4));
  if (/^be\b/i.test(predicate) || predicate === '' || subject.split(' ').length > 6 || !/^[A-Za-z]/.test(predicate)) return undefined;
  return `make ${subject} ${predicate}`;
}
/** What a wish asks for when it names a thing: a feature, not "an answer" or "a refund". */
const FEATURE_NOUN =
  /^(?:an?|some)\s+(?:\S+\s+){0,3}?(?:option|flag|setting|parameter|argument|switch|method|function|command|subcommand|hook|event|endpoint|api|config|configuration|feature|mode|property|field|variable|helper|callback|type|way|env\s+var|environment\s+variable|[A-Za-z0-9]+_\w+|`[^`]+`)s?\b/i;

/** The request a wish or a proposal makes, or undefined when `text` makes none. */
function rewritten(text: string, depth: number): string | undefined {
  let match = /^(?:could|can|would|will)\s+(?:you|someone)\s+(?:please\s+)?(\S.*)$/i.exec(text);
  // "Would you accept a PR?" asks about a contribution, not for a change.
  if (match && startsWithVerb(match[1] as string) && !/^accept\b/i.test(match[1] as string)) return bare(match[1] as string);
  match =
    /^(?:i|we)(?:'d|\s+would)?\s+(?:(?:still|also|just|actually)\s+(?=(?:really\s+)?(?:like|love|want|expect)\b))?(?:really\s+)?(?:like|love|want|need)\s+to\s+be\s+able\s+to\s+(\S.*)$/i.exec(
      text,
    );
  if (match) return `make it possible to ${bare(match[1] as string)}`;
  match =
    /^(?:i|we)(?:'d|\s+would)?\s+(?:(?:still|also|just|actually)\s+(?=(?:really\s+)?(?:like|love|want|expect)\b))?(?:really\s+)?(?:like|love|want|need)\s+to\s+(\S.*)$/i.exec(
      text,
    );
  if (match) return wished(bare(match[1] as string));
  match =
    /^(?:i|we)(?:'d|\s+would)?\s+(?:(?:still|also|just|actually)\s+(?=(?:really\s+)?(?:like|love|want|expect)\b))?(?:really\s+)?(?:like|love|want|need)\s+(\S.*)$/i.exec(
      text,
    );
  if (match && FEATURE_NOUN.test(match[1] as string)) return `add ${bare(match[1] as string)}`;
  match = /^(?:i|we)\s+(?:would\s+)?(?:suggest|propose)\s+(?:to\s+)?(\S.*)$/i.exec(text);
  if (match) {
    const rest = bare(match[1] as string);
    const [first = '', ...others] = rest.split(' ');
    const verb = verbOfGerund(first);
    if (verb) return [verb.toLowerCase(), ...others].join(' ');
    if (startsWithVerb(rest)) return rest;
    return FEATURE_NOUN.test(rest) || /^`/.test(rest) ? `add ${rest}` : undefined;
  }
  match = /^(?:there\s+is|there's|there\s+are)\s+(?:currently\s+)?no\s+(?:way|option|setting|flag|means|method|api)\s+to\s+(\S.*)$/i.exec(
    text,
  );
  if (match) return `make it possible to ${bare(match[1] as string)}`;
  match = /^(?:it\s+is|it's)\s+(?:currently\s+)?(?:not\s+possible|impossible)\s+to\s+(\S.*)$/i.exec(text);
  if (match) return `make it possible to ${bare(match[1] as string)}`;
  match = /^(?:would\s+it\s+be\s+possible|is\s+it\s+possible|is\s+there\s+(?:a|any)\s+way|any\s+chance)\s+to\s+(\S.*)$/i.exec(text);
  if (match) return `make it possible to ${bare(match[1] as string)}`;
  match =
    /^it(?:'d|\s+would)\s+be\s+(?:really\s+|very\s+|much\s+)?(?:nice|great|good|useful|helpful|handy|cool|awesome|convenient|better|best|preferable|ideal|easier|more\s+intuitive)\s+to\s+(\S.*)$/i.exec(
      text,
    );
  if (match) return wished(bare(match[1] as string));
  match = /^it(?:'d|\s+would)\s+be\s+possible\s+to\s+(\S.*)$/i.exec(text);
  if (match) return wished(bare(match[1] as string)) ?? `make it possible to ${bare(match[1] as string)}`;
  match = /^(?:i|we)(?:'m|\s+am|\s+was|'re|\s+are|\s+were)\s+wondering\s+(?:if|whether)\s+(\S.*)$/i.exec(text);
  if (match && depth < 2) {
    const inner = match[1] as string;
    // "… whether it is possible to X", "… if we could X": the request inside; a plain question stays one.
    const possible = /^(?:it\s+is|it's|it\s+would\s+be|it\s+will\s+be)\s+possible\s+to\s+(\S.*)$/i.exec(inner);
    if (possible) return wished(bare(possible[1] as string)) ?? `make it possible to ${bare(possible[1] as string)}`;
    const could = /^(?:we|you|someone)\s+(?:could|can)\s+(\S.*)$/i.exec(inner);
    if (could && startsWithVerb(could[1] as string)) return bare(could[1] as string);
    return rewritten(inner, depth + 1);
  }
  // Not "we could …": an alternative the reporter weighs ("We could create a bash-completion specific way …, but …").
  match = /^(?:you|someone)\s+could\s+(\S.*)$/i.exec(text);
  if (match && startsWithVerb(match[1] as string)) return bare(match[1] as string);
  return undefined;
}
