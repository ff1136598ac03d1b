import { createRequire as __cplanCreateRequire } from 'node:module'; import { fileURLToPath as __cplanFileURLToPath } from 'node:url'; const require = __cplanCreateRequire(import.meta.url); const __filename = __cplanFileURLToPath(import.meta.url);
import {
  ARROW_MEANING,
  CONFLICT_LABELS,
  DECISION_WORDS,
  NO_CONFLICTS,
  OLD_ARROW_MEANING,
  SECTION_HEADINGS,
  TASK_LABELS,
  conflictMarker,
  detectConflicts,
  generatedBegin,
  generatedEnd,
  parsePlanNote,
  readConflictMarker,
  unverifiedMarker
} from "./cli-chunk-KUCNQHXU.js";
import {
  require_dist
} from "./cli-chunk-NQHX6N2Y.js";
import {
  removeHtmlComments
} from "./cli-chunk-47CU3EAA.js";
import {
  compareTaskIds,
  domainTitle
} from "./cli-chunk-ZXZ2VIQV.js";
import {
  __commonJS,
  __toESM
} from "./cli-chunk-HI3DZDWS.js";

// node_modules/ignore/index.js
var require_ignore = __commonJS({
  "node_modules/ignore/index.js"(exports, module) {
    function makeArray(subject) {
      return Array.isArray(subject) ? subject : [subject];
    }
    var UNDEFINED = void 0;
    var EMPTY = "";
    var SPACE = " ";
    var ESCAPE = "\\";
    var REGEX_LITERAL_SPECIAL = /[.*+?()[\]{}^$|\\/]/;
    var BOM = "\uFEFF";
    var REGEX_ANCHORED_GLOBSTAR = /^\/\*{2,}$/;
    var REGEX_REPLACE_LEADING_EXCAPED_EXCLAMATION = /^\\!/;
    var REGEX_REPLACE_LEADING_EXCAPED_HASH = /^\\#/;
    var REGEX_SPLITALL_CRLF = /\r?\n/g;
    var DOUBLE_SLASH = "//";
    var SLASH_CODE = 47;
    var DOT_CODE = 46;
    var SLASH = "/";
    var TMP_KEY_IGNORE = "node-ignore";
    if (typeof Symbol !== "undefined") {
      TMP_KEY_IGNORE = /* @__PURE__ */ Symbol.for("node-ignore");
    }
    var KEY_IGNORE = TMP_KEY_IGNORE;
    var define = (object, key, value) => {
      Object.defineProperty(object, key, { value });
      return value;
    };
    var RETURN_FALSE = () => false;
    var POSIX_CLASSES = {
      alnum: "0-9A-Za-z",
      alpha: "A-Za-z",
      blank: " \\t",
      cntrl: "\\x00-\\x1f\\x7f",
      digit: "0-9",
      graph: "!-.0-~",
      lower: "a-z",
      print: " -.0-~",
      punct: "!-.:-@\\[-`{-~",
      // git's `sane-ctype.h` classifies \v and \f as control, not space,
      //   unlike C's `isspace`
      space: " \\t\\n\\r",
      upper: "A-Z",
      xdigit: "0-9A-Fa-f"
    };
    var CLASS_MEMBERS_TO_ESCAPE = "\\]^-[";
    var escapeMember = (char) => CLASS_MEMBERS_TO_ESCAPE.indexOf(char) < 0 ? char : ESCAPE + char;
    var NON_SLASH = "(?!\\/)";
    var classSource = (negated, body) => {
      if (negated) {
        return `[^\\/${body}]`;
      }
      const source = `[${body}]`;
      return new RegExp(source).test("/") ? NON_SLASH + source : source;
    };
    var scanBracket = (pattern, start) => {
      const { length } = pattern;
      let index = start + 1;
      let negated = EMPTY;
      const lead = pattern[index];
      if (lead === "!" || lead === "^") {
        negated = "^";
        index++;
      }
      let body = EMPTY;
      let prev = EMPTY;
      for (; ; ) {
        const char = pattern[index];
        if (char === UNDEFINED) {
          return null;
        }
        if (char === ESCAPE) {
          const escaped = pattern[++index];
          body += escapeMember(escaped);
          prev = escaped;
        } else if (char === "-" && prev && index + 1 < length && pattern[index + 1] !== "]") {
          index++;
          let to = pattern[index];
          if (to === ESCAPE) {
            to = pattern[index += 1];
          }
          if (prev <= to) {
            body += `-${escapeMember(to)}`;
          }
          prev = EMPTY;
        } else if (char === "[" && pattern[index + 1] === ":") {
          const nameStart = index + 2;
          let end = nameStart;
          while (end < length && pattern[end] !== "]") {
            end++;
          }
          if (end === length) {
            return null;
          }
          if (end > nameStart && pattern[end - 1] === ":") {
            const name = pattern.slice(nameStart, end - 1);
            if (!Object.prototype.hasOwnProperty.call(POSIX_CLASSES, name)) {
              return null;
            }
            body += POSIX_CLASSES[name];
            prev = EMPTY;
            index = end;
          } else {
            body += escapeMember("[");
            prev = "[";
            index = nameStart - 2;
          }
        } else {
          body += escapeMember(char);
          prev = char;
        }
        index++;
        if (pattern[index] === "]") {
          return {
            end: index,
            source: classSource(negated, body)
          };
        }
      }
    };
    var NEVER_MATCH = "[]";
    var PLACEHOLDER = "\0";
    var REGEX_RESTORE_PLACEHOLDER = new RegExp(
      `${PLACEHOLDER}(\\d+)${PLACEHOLDER}`,
      "g"
    );
    var TRAILING_WILDCARD = "\uE000";
    var TRAILING_DOUBLESTAR = "\uE001";
    var isReserved = (char) => char === PLACEHOLDER || char === TRAILING_WILDCARD || char === TRAILING_DOUBLESTAR;
    var extractBrackets = (pattern) => {
      const sources = [];
      const hold = (source) => `${PLACEHOLDER}${sources.push(source) - 1}${PLACEHOLDER}`;
      const { length } = pattern;
      let out = EMPTY;
      let index = 0;
      while (index < length) {
        const char = pattern[index];
        if (char === ESCAPE) {
          const escaped = pattern[index + 1];
          if (escaped === SLASH && index + 2 === length) {
            out += hold(NEVER_MATCH);
          } else if (escaped === "*" || escaped === "[" || escaped === SPACE) {
            out += pattern.slice(index, index + 2);
          } else {
            out += hold(
              REGEX_LITERAL_SPECIAL.test(escaped) ? ESCAPE + escaped : isReserved(escaped) ? `[${escaped}]` : escaped
            );
          }
          index += 2;
        } else if (isReserved(char)) {
          out += hold(`[${char}]`);
          index++;
        } else if (char === "[") {
          const scanned = scanBracket(pattern, index);
          if (scanned === null) {
            out += hold(NEVER_MATCH);
            index = length;
          } else {
            out += hold(scanned.source);
            index = scanned.end + 1;
          }
        } else {
          out += char;
          index++;
        }
      }
      return {
        source: out,
        sources
      };
    };
    var DIRECT = null;
    var REGEX_INNER_SLASH = /\/(?!$)/;
    var WILDCARD = "[^\\/]*";
    var REPLACERS = [
      // Replace (\ ) with ' '
      // Only a space: an escaped tab or other whitespace is already a literal by
      //   the time it reaches here, and a bare tab must be left as one, not turned
      //   into a space.
      // (\ ) -> ' '
      // (\\ ) -> '\\ '
      // (\\\ ) -> '\\ '
      [
        // A run of backslashes is taken whole, from its first one, so no match
        //   ever starts again inside it -- `(\\+?) ` did, which made a long run
        //   quadratic.
        /(\\+)( ?)/g,
        (_, run, space) => space ? run.slice(0, run.length - run.length % 2) + SPACE : run,
        ESCAPE + SPACE
      ],
      // git's wildmatch() reads a run of two or more asterisks as one globstar
      //   whenever the run fills a path segment: it starts the pattern or follows
      //   a `/`, and it ends the pattern or comes before a `/`. A run of two is
      //   already `**`; a longer one is folded into `**` here, so the steps
      //   below only ever have to know `**`.
      // `***/foo` -> `**/foo`, `a/***/b` -> `a/**/b`, `a/***` -> `a/**`
      // git also takes a run beside a literal prefix (`a***/b`) or beside an
      //   escaped slash (`***\/b`) as a globstar, and this does not; the README
      //   lists both, under "A run of asterisks".
      [
        /(^|\/)\*{3,}(?=\/|$)/g,
        (_, start) => `${start}**`,
        "*"
      ],
      // Escape metacharacters
      // which is written down by users but means special for regular expressions.
      // > There are 12 characters with special meanings:
      // > - the backslash \,
      // > - the caret ^,
      // > - the dollar sign $,
      // > - the period or dot .,
      // > - the vertical bar or pipe symbol |,
      // > - the question mark ?,
      // > - the asterisk or star *,
      // > - the plus sign +,
      // > - the opening parenthesis (,
      // > - the closing parenthesis ),
      // > - and the opening square bracket [,
      // > - the opening curly brace {,
      // > These special characters are often called "metacharacters".
      [
        /[\\$.|*+(){^]/g,
        (match) => `\\${match}`
      ],
      [
        // > a question mark (?) matches a single character
        /(?!\\)\?/g,
        () => "[^/]",
        "?"
      ],
      // leading slash
      [
        // > A leading slash matches the beginning of the pathname.
        // > For example, "/*.c" matches "cat-file.c" but not "mozilla-sha1/sha1.c".
        // A leading slash matches the beginning of the pathname
        /^\//,
        () => "^",
        SLASH
      ],
      // replace special metacharacter slash after the leading slash
      [
        /\//g,
        () => "\\/",
        SLASH
      ],
      [
        // > A leading "**" followed by a slash means match in all directories.
        // > For example, "**/foo" matches file or directory "foo" anywhere,
        // > the same as pattern "foo".
        // > "**/foo/bar" matches file or directory "bar" anywhere that is directly
        // >   under directory "foo".
        // Notice that the '*'s have been replaced as '\\*'
        /^\^*(?:\\\*\\\*\\\/)+/,
        // '**/foo' <-> 'foo'
        () => "(?:^|\\/)",
        "*"
      ],
      // starting
      [
        // there will be no leading '/'
        //   (which has been replaced by section "leading slash")
        // If starts with '**', adding a '^' to the regular expression also works
        DIRECT,
        (source, pattern) => {
          if (!source || source[0] === "^" || source[0] === "(") {
            return source;
          }
          const anchor = !REGEX_INNER_SLASH.test(pattern) ? "(?:^|\\/)" : "^";
          return anchor + source;
        }
      ],
      // two globstars
      [
        // Use lookahead assertions so that we could match more than one `'/**'`
        /\\\/\\\*\\\*(?=\\\/|$)/g,
        // Zero, one or several directories
        // should not use '*', or it will be replaced by the next replacer
        // Check if it is not the last `'/**'`
        (_, index, str) => index + 6 < str.length ? str.slice(index + 6) === "\\/" ? "(?:\\/[^\\/]+)+" : "(?:\\/[^\\/]+)*" : `\\/${TRAILING_DOUBLESTAR}`,
        "*"
      ],
      // normal intermediate wildcards
      [
        // Never replace escaped '*'
        // ignore rule '\*' will match the path '*'
        // 'abc.*/' -> go
        // 'abc.*'  -> skip this rule,
        //    coz trailing single wildcard will be handed by [trailing wildcard]
        /(^|[^\\])(?:\\\*)+(?!$)/g,
        // '*.js' matches '.js'
        // '*.js' doesn't match 'abc'
        // 1. An asterisk "*" matches anything except a slash.
        // 2. Other consecutive asterisks are considered regular asterisks
        //    and collapse into one non-slash wildcard run.
        (_, p1) => p1 + WILDCARD,
        "*"
      ],
      // trailing wildcard, held apart from a literal star
      [
        // The step above leaves a trailing `*` alone, so a single `\*` is all that
        //   can be left at the end here, and what stands in front of it says which
        //   kind it is. A wildcard arrives as the escaper wrote it, `\*` with
        //   nothing before it; a literal arrives as the user's own escape, which
        //   the escaper doubled, and then the star's own -- `\\` and then `\*`.
        //   There is no third case: every backslash still reaching the chain is
        //   one `\*`, `\[` or `\ ` carries itself, and each is followed by its
        //   own character, so a longer run can never form. This runs while the
        //   two are still distinct, before the unescape steps below collapse the
        //   literal onto the very `\*` a wildcard leaves behind.
        /(^|[^\\])((?:\\\\)*)\\\*$/,
        (match, p1, p2) => p2 === EMPTY ? p1 + TRAILING_WILDCARD : match,
        "*"
      ],
      [
        // unescape, revert step 3 except for back slash
        // For example, if a user escape a '\\*',
        // after step 3, the result will be '\\\\\\*'
        /\\\\\\(?=[$.|*+(){^])/g,
        () => ESCAPE,
        ESCAPE + ESCAPE
      ],
      [
        // '\\\\' -> '\\'
        /\\\\/g,
        () => ESCAPE,
        ESCAPE + ESCAPE
      ],
      [
        // Every real bracket expression -- POSIX classes included -- has already
        //   been held aside by `extractBrackets`, so the only `[` left in the
        //   pattern is an escaped, literal one.
        // A backslash could only stand at the end of the range if it quoted the
        //   `]`, and `\]` is held aside long before this.
        /\\\[([^\]/]*?)($|\])/g,
        // '\\[bar]' -> '\\\\[bar]'
        (match, range, close) => `\\[${range}${close}`,
        "["
      ],
      // ending
      [
        // 'js' will not match 'js.'
        // 'ab' will not match 'abc'
        DIRECT,
        // WTF!
        // https://git-scm.com/docs/gitignore
        // changes in [2.22.1](https://git-scm.com/docs/gitignore/2.22.1)
        // which re-fixes #24, #38
        // > If there is a separator at the end of the pattern then the pattern
        // > will only match directories, otherwise the pattern can match both
        // > files and directories.
        // 'js*' will not match 'a.js'
        // 'js/' will not match 'a.js'
        // 'js' will match 'a.js' and 'a.js/'
        (source) => {
          const last = source[source.length - 1];
          if (!last || last === TRAILING_WILDCARD || last === TRAILING_DOUBLESTAR) {
            return source;
          }
          return last === SLASH ? `${source}$` : `${source}(?=$|\\/$)`;
        }
      ]
    ];
    var REGEX_REPLACE_TRAILING_WILDCARD = /(^|\\\/)?\uE000$/;
    var MODE_IGNORE = "regex";
    var MODE_CHECK_IGNORE = "checkRegex";
    var UNDERSCORE = "_";
    var replaceTrailingWildcard = (_, p1) => {
      const prefix = p1 ? `${p1}[^/]+` : "[^/]*";
      return `${prefix}(?=$|\\/$)`;
    };
    var REGEX_REPLACE_TRAILING_DOUBLESTAR = /\uE001$/;
    var replaceTrailingDoublestar = () => "[\\s\\S]";
    var separatorAfter = (run, at) => {
      let separator = EMPTY;
      for (let index = at + 1; index < run.length && !run[index].wildcard; index++) {
        separator += run[index].single;
      }
      return separator;
    };
    var pinWildcards = (source) => {
      if (source.indexOf(WILDCARD) < 0) {
        return source;
      }
      const tokens = [];
      const { length } = source;
      let index = 0;
      while (index < length) {
        const char = source[index];
        if (source.startsWith(WILDCARD, index)) {
          tokens.push({ wildcard: true });
          index += WILDCARD.length;
        } else if (char === "[") {
          let end = index + 1;
          if (source[end] === "^") {
            end++;
          }
          if (source[end] === "]") {
            end++;
          }
          while (end < length && source[end] !== "]") {
            end += source[end] === ESCAPE ? 2 : 1;
          }
          end++;
          tokens.push({ single: source.slice(index, end) });
          index = end;
        } else if (char === ESCAPE) {
          tokens.push({ single: source.slice(index, index + 2) });
          index += 2;
        } else if (char === "(") {
          let depth = 0;
          let end = index;
          do {
            if (source[end] === ESCAPE) {
              end++;
            } else if (source[end] === "(") {
              depth++;
            } else if (source[end] === ")") {
              depth--;
            }
            end++;
          } while (end < length && depth > 0);
          if ("*+?".indexOf(source[end]) >= 0) {
            end++;
          }
          tokens.push({ boundary: source.slice(index, end) });
          index = end;
        } else if (char === "^" || char === "$") {
          tokens.push({ boundary: char });
          index++;
        } else {
          tokens.push({ single: char });
          index++;
        }
      }
      let out = EMPTY;
      let run = [];
      const flush = () => {
        let lastWildcard;
        run.forEach((token, at) => {
          if (token.wildcard) {
            lastWildcard = at;
          }
        });
        run.forEach((token, at) => {
          if (!token.wildcard) {
            out += token.single;
            return;
          }
          out += at === lastWildcard ? WILDCARD : `(?:(?!${separatorAfter(run, at)})[^\\/])*`;
        });
        run = [];
      };
      tokens.forEach((token) => {
        if (token.boundary === void 0) {
          run.push(token);
          return;
        }
        flush();
        out += token.boundary;
      });
      flush();
      return out;
    };
    var makeRegexPrefix = (pattern) => {
      if (REGEX_ANCHORED_GLOBSTAR.test(pattern)) {
        pattern = "**";
      }
      const { source, sources } = extractBrackets(pattern);
      const replaced = REPLACERS.reduce(
        // A pass whose matcher finds nothing hands back the very string it was
        //   given, so asking first costs a search and saves a rewrite. Ten of the
        //   fifteen passes never fire for a typical .gitignore line, and between
        //   them they were 45% of this chain.
        (prev, [matcher, replacer, required]) => {
          if (matcher === DIRECT) {
            return replacer(prev, pattern);
          }
          if (required !== UNDEFINED && prev.indexOf(required) < 0) {
            return prev;
          }
          return matcher.test(prev) ? prev.replace(matcher, replacer.bind(pattern)) : prev;
        },
        source
      );
      return sources.length ? replaced.replace(
        REGEX_RESTORE_PLACEHOLDER,
        (match, index) => sources[index]
      ) : replaced;
    };
    var checkSourceOf = (body, prefix) => {
      if (body[body.length - 1] === SLASH) {
        prefix = makeRegexPrefix(body.slice(0, -1));
      }
      const head = prefix.slice(0, -1);
      const last = prefix[prefix.length - 1];
      return last === TRAILING_WILDCARD ? `${head}$` : last === TRAILING_DOUBLESTAR ? head : NEVER_MATCH;
    };
    var matchesBasename = (body) => {
      const index = body.indexOf(SLASH);
      return index < 0 || index === body.length - 1;
    };
    var basenameOf = (path) => {
      const end = path.length - 1;
      const index = path.lastIndexOf(
        SLASH,
        path[end] === SLASH ? end - 1 : end
      );
      return index < 0 ? path : path.slice(index + 1);
    };
    var parentOf = (path) => {
      if (path.charCodeAt(0) === SLASH_CODE || path.indexOf(DOUBLE_SLASH) >= 0) {
        const slices = path.split(SLASH).filter(Boolean);
        slices.pop();
        return slices.length ? slices.join(SLASH) + SLASH : EMPTY;
      }
      const end = path.length - 1;
      const cut = path.lastIndexOf(
        SLASH,
        path.charCodeAt(end) === SLASH_CODE ? end - 1 : end
      );
      return cut < 0 ? EMPTY : path.slice(0, cut + 1);
    };
    var isString = (subject) => typeof subject === "string";
    var checkPattern = (pattern) => pattern && isString(pattern);
    var splitPattern = (pattern) => (pattern[pattern.length - 1] === "\r" ? pattern.slice(0, -1) : pattern).split(REGEX_SPLITALL_CRLF).filter(Boolean);
    var IgnoreRule = class {
      constructor(pattern, mark, body, ignoreCase, negative, prefix) {
        this.pattern = pattern;
        this.mark = mark;
        this.negative = negative;
        define(this, "body", body);
        define(this, "ignoreCase", ignoreCase);
        define(this, "regexPrefix", prefix);
      }
      // Worked out on first use and kept behind an own property, the way `regex`
      //   caches itself in `_regex`. Deciding it in the constructor instead would
      //   add a fourth `defineProperty` to every rule ever built, which cost 4% of
      //   every compile -- including the compiles of rules that are never matched
      //   against anything.
      get _basenameOnly() {
        return define(this, "_basenameOnly", matchesBasename(this.body));
      }
      get regex() {
        const key = UNDERSCORE + MODE_IGNORE;
        if (this[key]) {
          return this[key];
        }
        return this._make(MODE_IGNORE, key);
      }
      get checkRegex() {
        const key = UNDERSCORE + MODE_CHECK_IGNORE;
        if (this[key]) {
          return this[key];
        }
        return this._make(MODE_CHECK_IGNORE, key);
      }
      _make(mode, key) {
        const str = pinWildcards(
          mode === MODE_IGNORE ? this.regexPrefix.replace(REGEX_REPLACE_TRAILING_WILDCARD, replaceTrailingWildcard).replace(REGEX_REPLACE_TRAILING_DOUBLESTAR, replaceTrailingDoublestar) : checkSourceOf(this.body, this.regexPrefix)
        );
        const regex = this.ignoreCase ? new RegExp(str, "i") : new RegExp(str);
        return define(this, key, regex);
      }
    };
    var hasTrailingBackslash = (str) => {
      let count = 0;
      while (str[str.length - count - 1] === ESCAPE) {
        count++;
      }
      return count % 2 === 1;
    };
    var trimEnd = (body, stripLineEnd) => {
      let lineEnd = body.length;
      let end;
      for (; ; ) {
        if (stripLineEnd && body[lineEnd - 1] === "\r") {
          lineEnd--;
        }
        end = lineEnd;
        while (body[end - 1] === SPACE) {
          end--;
        }
        if (!stripLineEnd || body[end - 1] !== "\n") {
          break;
        }
        lineEnd = end - 1;
      }
      if (end === lineEnd) {
        return body.slice(0, lineEnd);
      }
      let backslashes = 0;
      while (body[end - backslashes - 1] === ESCAPE) {
        backslashes++;
      }
      return backslashes % 2 ? body.slice(0, end - 1) + SPACE : body.slice(0, end);
    };
    var createRule = (pattern, mark, ignoreCase, stripLineEnd, stripBOM) => {
      let body = stripBOM && pattern[0] === BOM ? pattern.slice(1) : pattern;
      if (body[0] === "#") {
        return;
      }
      let negative = false;
      if (body[0] === "!") {
        negative = true;
        body = body.slice(1);
      }
      const last = body[body.length - 1];
      if (last === SPACE || stripLineEnd && (last === "\r" || last === "\n")) {
        body = trimEnd(body, stripLineEnd);
      }
      if (!body || hasTrailingBackslash(body)) {
        return;
      }
      body = body.replace(REGEX_REPLACE_LEADING_EXCAPED_EXCLAMATION, "!").replace(REGEX_REPLACE_LEADING_EXCAPED_HASH, "#");
      const regexPrefix = makeRegexPrefix(body);
      return new IgnoreRule(
        pattern,
        mark,
        body,
        ignoreCase,
        negative,
        regexPrefix
      );
    };
    var RuleManager = class {
      constructor(ignoreCase) {
        this._ignoreCase = ignoreCase;
        this._rules = [];
        this._basenameCount = 0;
      }
      _add(pattern, index) {
        if (pattern && pattern[KEY_IGNORE]) {
          this._rules = this._rules.concat(pattern._rules._rules);
          this._basenameCount += pattern._rules._basenameCount;
          this._added = true;
          return;
        }
        const isStr = isString(pattern);
        const raw = isStr ? pattern : pattern.pattern;
        const rule = checkPattern(raw) && createRule(
          raw,
          isStr ? UNDEFINED : pattern.mark,
          this._ignoreCase,
          !this._split,
          this._stripBOM && !index
        );
        if (rule) {
          this._added = true;
          this._rules.push(rule);
          if (matchesBasename(rule.body)) {
            this._basenameCount++;
          }
        }
      }
      // @param {Array<string> | string | Ignore} pattern
      add(pattern) {
        this._added = false;
        this._split = isString(pattern);
        this._stripBOM = !this._split || pattern[0] === BOM;
        makeArray(
          this._split ? splitPattern(pattern) : pattern
        ).forEach(this._add, this);
        if (this._added) {
          this._literalRules = UNDEFINED;
        }
        return this._added;
      }
      // Match the literal 'abc/' for `checkIgnore`, last rule wins. Only a rule
      //   ending in a wildcard can match it (see `checkSourceOf`), so the rest
      //   are left out once, rather than tested or compiled for every path.
      testLiteral(path) {
        const rules = this._literalRules || (this._literalRules = this._rules.filter(
          ({ body }) => body[body.length - (body[body.length - 1] === SLASH ? 2 : 1)] === "*"
        ));
        let ignored = false;
        let unignored = false;
        let matchedRule;
        for (let index = rules.length - 1; index >= 0; index--) {
          const rule = rules[index];
          if (rule.checkRegex.test(path)) {
            ignored = !rule.negative;
            unignored = rule.negative;
            matchedRule = rule.negative ? UNDEFINED : rule;
            break;
          }
        }
        const ret = {
          ignored,
          unignored
        };
        if (matchedRule) {
          ret.rule = matchedRule;
        }
        return ret;
      }
      // Test one single path without recursively checking parent directories
      //
      // - mode `string` either `MODE_IGNORE` or `MODE_CHECK_IGNORE`
      // @returns {TestResult}
      test(path, mode) {
        const rules = this._rules;
        const { length } = rules;
        const shortcut = this._basenameCount * 2 >= length;
        const basename = shortcut ? basenameOf(path) : path;
        for (let index = length - 1; index >= 0; index--) {
          const rule = rules[index];
          if (rule[mode].test(
            shortcut && rule._basenameOnly ? basename : path
          )) {
            const { negative } = rule;
            const ret = {
              ignored: !negative,
              unignored: negative
            };
            if (!negative) {
              ret.rule = rule;
            }
            return ret;
          }
        }
        return {
          ignored: false,
          unignored: false
        };
      }
    };
    var throwError = (message, Ctor) => {
      throw new Ctor(message);
    };
    var checkPath = (path, originalPath, doThrow) => {
      if (!isString(path)) {
        return doThrow(
          `path must be a string, but got \`${originalPath}\``,
          TypeError
        );
      }
      if (!path) {
        return doThrow(`path must not be empty`, TypeError);
      }
      if (checkPath.isNotRelative(path)) {
        const r = "`path.relative()`d";
        return doThrow(
          `path should be a ${r} string, but got "${originalPath}"`,
          RangeError
        );
      }
      return true;
    };
    var isNotRelative = (path) => {
      const first = path.charCodeAt(0);
      if (first === SLASH_CODE) {
        return true;
      }
      if (first !== DOT_CODE) {
        return false;
      }
      if (path.length === 1) {
        return true;
      }
      const second = path.charCodeAt(1);
      if (second === SLASH_CODE) {
        return true;
      }
      if (second !== DOT_CODE) {
        return false;
      }
      return path.length === 2 || path.charCodeAt(2) === SLASH_CODE;
    };
    checkPath.isNotRelative = isNotRelative;
    checkPath.convert = (p) => p;
    var convertPath = (target) => isString(target) && checkPath.convert(target);
    var Ignore = class {
      constructor({
        ignorecase = true,
        ignoreCase = ignorecase,
        allowRelativePaths = false
      } = {}) {
        define(this, KEY_IGNORE, true);
        this._rules = new RuleManager(ignoreCase);
        this._strictPathCheck = !allowRelativePaths;
        this._initCache();
      }
      _initCache() {
        this._ignoreCache = /* @__PURE__ */ Object.create(null);
        this._testCache = /* @__PURE__ */ Object.create(null);
      }
      add(pattern) {
        if (this._rules.add(pattern)) {
          this._initCache();
        }
        return this;
      }
      // legacy
      addPattern(pattern) {
        return this.add(pattern);
      }
      // @returns {TestResult}
      _test(originalPath, cache, path) {
        checkPath(
          path,
          originalPath,
          this._strictPathCheck ? throwError : RETURN_FALSE
        );
        return path ? this._t(path, cache) : {
          ignored: false,
          unignored: false
        };
      }
      checkIgnore(target) {
        const path = convertPath(target);
        if (!path || path.charCodeAt(path.length - 1) !== SLASH_CODE) {
          return this._test(target, this._testCache, path);
        }
        const dir = this._t(path, this._testCache);
        if (dir.ignored) {
          return dir;
        }
        const literal = this._rules.testLiteral(path);
        return literal.ignored || literal.unignored ? literal : dir;
      }
      _t(path, cache) {
        if (path in cache) {
          return cache[path];
        }
        const parentPath = parentOf(path);
        const parent = parentPath ? this._t(parentPath, cache) : UNDEFINED;
        return cache[path] = parent && parent.ignored ? parent : this._rules.test(path, MODE_IGNORE);
      }
      ignores(path) {
        return this._test(path, this._ignoreCache, convertPath(path)).ignored;
      }
      createFilter() {
        return (path) => !this.ignores(path);
      }
      filter(paths) {
        return makeArray(paths).filter(this.createFilter());
      }
      // @returns {TestResult}
      test(path) {
        return this._test(path, this._testCache, convertPath(path));
      }
    };
    var factory = (options) => new Ignore(options);
    var isPathValid = (path) => checkPath(convertPath(path), path, RETURN_FALSE);
    var setupWindows = () => {
      const makePosix = (str) => /^\\\\\?\\/.test(str) || /["<>|\u0000-\u001F]+/u.test(str) ? str : str.replace(/\\/g, "/");
      checkPath.convert = makePosix;
      const REGEX_TEST_WINDOWS_PATH_ABSOLUTE = /^[a-z]:\//i;
      checkPath.isNotRelative = (path) => REGEX_TEST_WINDOWS_PATH_ABSOLUTE.test(path) || isNotRelative(path);
    };
    if (
      // Detect `process` so that it can run in browsers.
      typeof process !== "undefined" && process.platform === "win32"
    ) {
      setupWindows();
    }
    module.exports = factory;
    factory.default = factory;
    module.exports.isPathValid = isPathValid;
    define(module.exports, /* @__PURE__ */ Symbol.for("setupWindows"), setupWindows);
  }
});

// src/core/note/edit.ts
var import_yaml = __toESM(require_dist(), 1);
function splice(text, start, end, insert) {
  return text.slice(0, start) + insert + text.slice(end);
}
function setFrontmatter(note, fields) {
  const range = note.frontmatterRange;
  const text = note.text;
  let yamlText = "";
  if (range) {
    const inner = text.slice(range.start, range.end);
    yamlText = inner.replace(/^\uFEFF?---[ \t]*\r?\n/, "").replace(/(?:---|\.\.\.)[ \t]*(?:\r?\n)?$/, "");
  }
  const doc = import_yaml.default.parseDocument(yamlText);
  if (doc.errors.length > 0 || doc.contents !== null && !import_yaml.default.isMap(doc.contents)) {
    const fresh = new import_yaml.default.Document({});
    return rewriteFrontmatter(note, fresh, fields);
  }
  if (doc.contents === null) return rewriteFrontmatter(note, new import_yaml.default.Document({}), fields);
  return rewriteFrontmatter(note, doc, fields);
}
function rewriteFrontmatter(note, doc, fields) {
  for (const [key, value] of Object.entries(fields)) {
    if (value === void 0) doc.delete(key);
    else doc.set(key, value);
  }
  const body = doc.toString({ lineWidth: 0, flowCollectionPadding: false });
  const range = note.frontmatterRange;
  const newline = note.text.includes("\r\n") ? "\r\n" : "\n";
  const block = `---${newline}${newline === "\n" ? body : body.replace(/\n/g, "\r\n")}---${newline}`;
  if (range) return parsePlanNote(splice(note.text, range.start, range.end, block));
  return parsePlanNote(`${block}${newline}${note.text}`);
}
function findSection(note, target) {
  return note.sections.find((s) => s.kind === target.kind && (target.domain === void 0 || s.domain === target.domain));
}
function rank(note, kind, domain) {
  const index = Math.max(
    0,
    note.domains.findIndex((d) => d.slug === domain)
  );
  switch (kind) {
    case "understanding":
      return 0;
    case "task-pool":
      return 1 + index / 1e3;
    case "dependencies":
      return 2;
    case "conflicts":
      return 3;
    case "evidence":
      return 4 + index / 1e3;
    default:
      return -1;
  }
}
function headingFor(note, target) {
  const locale = note.locale;
  const title = note.domains.find((d) => d.slug === target.domain)?.title ?? domainTitle(target.domain ?? "");
  switch (target.kind) {
    case "understanding":
      return `## ${SECTION_HEADINGS.understanding[locale]}`;
    case "task-pool":
      return `## ${SECTION_HEADINGS.taskPool[locale]} - ${title}`;
    case "dependencies":
      return `## ${SECTION_HEADINGS.dependencies[locale]}`;
    case "conflicts":
      return `## ${SECTION_HEADINGS.conflicts[locale]}`;
    case "evidence":
      return `## ${SECTION_HEADINGS.evidence[locale]} - ${title}`;
  }
}
function replaceSection(note, target, content) {
  const text = note.text;
  const newline = text.includes("\r\n") ? "\r\n" : "\n";
  const body = content.trim().replace(/\r?\n/g, newline);
  const section = findSection(note, target);
  if (section) {
    const atEnd = section.end >= text.length;
    const replacement = `${newline}${body}${newline}${atEnd ? "" : newline}`;
    return parsePlanNote(splice(text, section.bodyStart, section.end, replacement));
  }
  const wanted = rank(note, target.kind, target.domain ?? null);
  const after = note.sections.find((s) => s.kind !== "other" && rank(note, s.kind, s.domain) > wanted);
  const block = `${headingFor(note, target)}${newline}${newline}${body}${newline}`;
  if (after) return parsePlanNote(splice(text, after.start, after.start, `${block}${newline}`));
  const separator = text === "" || text.endsWith(`${newline}${newline}`) ? "" : text.endsWith(newline) ? newline : `${newline}${newline}`;
  const close = note.openFence === void 0 ? "" : `${text.endsWith("\n") ? "" : newline}${note.openFence}${newline}${newline}`;
  return parsePlanNote(`${text}${close === "" ? separator : close}${block}`);
}
var replaceTaskPool = (note, domain, content) => replaceSection(note, { kind: "task-pool", domain }, content);
var replaceEvidence = (note, domain, content) => replaceSection(note, { kind: "evidence", domain }, content);
function sectionBodyLines(note, section) {
  const lines = [];
  let start = section.bodyStart;
  let number = section.line + 1;
  while (start < section.end) {
    const newline = note.text.indexOf("\n", start);
    const end = newline < 0 || newline >= section.end ? section.end : newline + 1;
    let text = note.text.slice(start, newline < 0 || newline >= section.end ? section.end : newline);
    if (text.endsWith("\r")) text = text.slice(0, -1);
    lines.push({ text, number, start, end });
    start = end;
    number++;
  }
  return lines;
}
function findGeneratedRegion(note, kind) {
  const section = findSection(note, { kind });
  if (!section) return null;
  let begin = null;
  for (const line of sectionBodyLines(note, section)) {
    const text = line.text.trim();
    if (begin === null && text === generatedBegin(kind)) begin = line;
    else if (begin !== null && text === generatedEnd(kind)) {
      return { innerStart: begin.end, innerEnd: line.start, beginLine: begin.number, endLine: line.number };
    }
  }
  return null;
}
function keepTypedText(note, kind, region, body, keep, newline) {
  const section = findSection(note, { kind });
  if (!section) return note.text;
  const produced = new Set(body.split(/\r?\n/).map((l) => l.trim()));
  const lines = sectionBodyLines(note, section);
  const typed = lines.filter(
    (l) => l.number > region.beginLine && l.number < region.endLine && l.text.trim() !== "" && !produced.has(l.text.trim()) && keep(l)
  );
  const end = lines.find((l) => l.number === region.endLine);
  if (typed.length === 0 || !end) return note.text;
  const lead = note.text.slice(end.start, end.end).endsWith("\n") ? newline : `${newline}${newline}`;
  return splice(note.text, end.end, end.end, `${lead}${typed.map((l) => l.text).join(newline)}${newline}`);
}
function replaceGenerated(note, kind, content, keep) {
  const newline = note.text.includes("\r\n") ? "\r\n" : "\n";
  const body = content.trim();
  const region = findGeneratedRegion(note, kind);
  if (region) {
    const inner = body === "" ? "" : `${body.replace(/\r?\n/g, newline)}${newline}`;
    return parsePlanNote(splice(keepTypedText(note, kind, region, body, keep, newline), region.innerStart, region.innerEnd, inner));
  }
  const wrapped = `${generatedBegin(kind)}
${body}${body === "" ? "" : "\n"}${generatedEnd(kind)}`;
  const section = findSection(note, { kind });
  if (!section) return replaceSection(note, { kind }, wrapped);
  const kept = [];
  for (const line of sectionBodyLines(note, section)) {
    const blank = line.text.trim() === "";
    if (blank ? kept.length > 0 && kept[kept.length - 1] !== "" : keep(line)) kept.push(blank ? "" : line.text);
  }
  while (kept[kept.length - 1] === "") kept.pop();
  return replaceSection(note, { kind }, kept.length > 0 ? `${wrapped}

${kept.join("\n")}` : wrapped);
}

// src/core/note/writers.ts
function parenthesizeTrailingBrackets(text) {
  if (!text.endsWith("]")) return text;
  const close = text.length - 1;
  const open = text.indexOf("[", text.lastIndexOf("]", close - 1) + 1);
  if (open < 0 || open >= close) return text;
  return `${text.slice(0, open)}(${text.slice(open + 1, close)})`;
}
function inline(text, max = 1e3) {
  const folded = removeHtmlComments(String(text ?? "")).replace(/\s+/g, " ").trim().replace(/^[#>]+\s*/, "");
  return folded.length > max ? `${folded.slice(0, max - 1)}\u2026` : folded;
}
function code(text) {
  return inline(text, 300).replace(/`/g, "'");
}
var field = (label, value) => `- **${label}**: ${value}`;
function renderTask(task, locale) {
  const l = (key) => TASK_LABELS[key][locale];
  const none = locale === "zh" ? "\u65E0" : "none";
  const lines = [
    `### ${task.id}: ${parenthesizeTrailingBrackets(inline(task.title, 200))} [${task.domain}]`,
    field(l("status"), inline(task.status ?? "pending", 40)),
    field(l("complexity"), task.complexity),
    field(l("dependsOn"), task.dependsOn.length > 0 ? task.dependsOn.join(", ") : none),
    field(l("scope"), inline(task.scope) || "\u2014"),
    `- **${l("modificationPoints")}**:`,
    ...task.modificationPoints.map(
      (p) => p.file === null ? `  - ${inline(p.change)}` : `  - \`${code(p.file)}:${code(p.location || "*")}\`: ${inline(p.change)}${p.unverified ? ` ${unverifiedMarker(inline(p.unverified, 200))}` : ""}`
    ),
    field(l("conflictRisk"), task.conflictRisk)
  ];
  if (task.effort) lines.push(field(l("effort"), task.effort));
  if (task.description) lines.push(field(l("description"), inline(task.description, 2e3)));
  if (task.convergenceCriteria && task.convergenceCriteria.length > 0) {
    lines.push(`- **${l("convergence")}**:`, ...task.convergenceCriteria.map((c) => `  - ${inline(c)}`));
  }
  return lines.join("\n");
}
function renderTaskPoolBody(tasks, locale, options = {}) {
  const parts = [];
  if (options.description) parts.push(`> ${inline(options.description)}`);
  if (options.failure) parts.push(`> \u274C **${locale === "zh" ? "\u5931\u8D25" : "Failed"}**: ${inline(options.failure, 500)}`);
  for (const task of tasks) parts.push(renderTask(task, locale));
  return parts.join("\n\n");
}
function renderEvidenceBody(evidence, locale) {
  const zh = locale === "zh";
  const parts = [];
  if (evidence.relevantFiles.length > 0) {
    parts.push(
      `### ${zh ? "\u76F8\u5173\u6587\u4EF6" : "Relevant files"}`,
      evidence.relevantFiles.map((f) => `- \`${code(f.path)}\` (${inline(f.role, 80)}): ${inline(f.rationale)}`).join("\n")
    );
  }
  if (evidence.existingPatterns.length > 0) {
    parts.push(`### ${zh ? "\u73B0\u6709\u6A21\u5F0F" : "Existing patterns"}`, evidence.existingPatterns.map((p) => `- ${inline(p)}`).join("\n"));
  }
  if (evidence.constraints.length > 0) {
    parts.push(`### ${zh ? "\u7EA6\u675F" : "Constraints"}`, evidence.constraints.map((c) => `- ${inline(c)}`).join("\n"));
  }
  return parts.length > 0 ? parts.join("\n\n") : zh ? "_\u6682\u65E0\u8BC1\u636E_" : "_No evidence recorded_";
}
function renderDependenciesBody(edges, domainOf, locale) {
  const zh = locale === "zh";
  const line = (e) => `- ${e.to} [${domainOf(e.to)}] \u2192 ${e.from} [${domainOf(e.from)}]`;
  const internal = edges.filter((e) => !e.crossDomain);
  const cross = edges.filter((e) => e.crossDomain);
  if (edges.length === 0) return zh ? "\u65E0\u4F9D\u8D56" : "No dependencies";
  const parts = [ARROW_MEANING[locale]];
  parts.push(`### ${zh ? "\u8DE8\u9886\u57DF\u4F9D\u8D56" : "Cross-domain"}`, cross.length > 0 ? cross.map(line).join("\n") : zh ? "\u65E0" : "none");
  parts.push(`### ${zh ? "\u9886\u57DF\u5185\u4F9D\u8D56" : "Within a domain"}`, internal.length > 0 ? internal.map(line).join("\n") : zh ? "\u65E0" : "none");
  return parts.join("\n\n");
}
function renderConflictBlock(conflict, locale, details) {
  const l = (key) => CONFLICT_LABELS[key][locale];
  const decisionWord = DECISION_WORDS[conflict.decision][locale];
  const box = conflict.decision === "resolved" ? "[x]" : "[ ]";
  const note = conflict.decision_note ? ` \u2013 ${inline(conflict.decision_note, 500)}` : "";
  return [
    `### ${conflict.id}: ${inline(conflict.description, 300)}`,
    field(l("severity"), conflict.severity),
    field(l("type"), conflict.type),
    field(l("tasks"), conflict.tasks_involved.join(", ")),
    field(l("domains"), conflict.domains_involved.join(", ")),
    field(l("details"), inline(details ?? conflict.description)),
    field(l("resolution"), inline(conflict.suggested_resolution)),
    field(l("decision"), `${box} ${decisionWord}${note}`),
    conflictMarker(conflict.fingerprint)
  ].join("\n");
}
function renderConflictsBody(conflicts, locale, manualBlocks = [], detailsOf = () => void 0) {
  const parts = conflicts.map((c) => renderConflictBlock(c, locale, detailsOf(c)));
  for (const block of manualBlocks) if (block.fingerprint === null) parts.push(block.raw.trimEnd());
  return parts.length > 0 ? parts.join("\n\n") : NO_CONFLICTS[locale];
}

// src/core/engine/recheck.ts
function buildDependencyEdges(note) {
  const domainOf = new Map(note.tasks.map((t) => [t.id, t.domain]));
  const edges = [];
  const seen = /* @__PURE__ */ new Set();
  for (const task of [...note.tasks].sort((a, b) => compareTaskIds(a.id, b.id))) {
    for (const dep of [...task.dependsOn].sort(compareTaskIds)) {
      const target = domainOf.get(dep);
      const key = `${task.id}>${dep}`;
      if (target === void 0 || seen.has(key)) continue;
      seen.add(key);
      edges.push({ from: task.id, to: dep, crossDomain: target !== task.domain });
    }
  }
  return edges;
}
function conflictDetails(conflict, tasks) {
  const byId = new Map(tasks.map((t) => [t.id, t]));
  const where = conflict.tasks_involved.map((id) => {
    const task = byId.get(id);
    return task ? `${id} (${task.domain}, line ${task.line})` : id;
  }).join("; ");
  return `${conflict.description}. Tasks: ${where}`;
}
function applyDetection(note) {
  let current = note;
  let conflicts = [];
  for (let pass = 0; pass < 3; pass++) {
    conflicts = detectConflicts(current);
    const domains = new Map(current.tasks.map((t) => [t.id, t.domain]));
    const domainOf = (id) => domains.get(id) ?? "?";
    const withDeps = replaceGenerated(
      current,
      "dependencies",
      renderDependenciesBody(buildDependencyEdges(current), domainOf, current.locale),
      (line) => !isLegacyDependencyLine(line.text)
    );
    const tasks = withDeps.tasks;
    const region = findGeneratedRegion(withDeps, "conflicts");
    const manual = withDeps.conflictBlocks.filter((b) => b.fingerprint === null && (region === null || b.line > region.beginLine && b.line < region.endLine)).map((b) => ({ ...b, raw: cutAtMarker(b.raw, generatedEnd("conflicts")) }));
    const next = replaceGenerated(
      withDeps,
      "conflicts",
      renderConflictsBody(conflicts, withDeps.locale, manual, (c) => conflictDetails(c, tasks)),
      keepOutsideConflictBlocks(withDeps)
    );
    const stable = next.text === current.text;
    current = next;
    if (stable) break;
  }
  return { note: current, conflicts, changed: current.text !== note.text };
}
var LEGACY_LINES = /* @__PURE__ */ new Set([
  "No dependencies",
  "\u65E0\u4F9D\u8D56",
  "none",
  "\u65E0",
  "### Cross-domain",
  "### Within a domain",
  "### \u8DE8\u9886\u57DF\u4F9D\u8D56",
  "### \u9886\u57DF\u5185\u4F9D\u8D56",
  "_Generated after the domains are planned_",
  "_\u9886\u57DF\u89C4\u5212\u5B8C\u6210\u540E\u751F\u6210_",
  "_Generated by conflict detection_",
  "_\u51B2\u7A81\u68C0\u6D4B\u540E\u751F\u6210_",
  NO_CONFLICTS.en,
  NO_CONFLICTS.zh,
  ARROW_MEANING.en,
  ARROW_MEANING.zh,
  OLD_ARROW_MEANING.en,
  OLD_ARROW_MEANING.zh
]);
function isLegacyDependencyLine(text) {
  const line = text.trim();
  return LEGACY_LINES.has(line) || /^- TASK-\d+ \[[^\]\n]*\] → TASK-\d+ \[[^\]\n]*\]$/.test(line);
}
function keepOutsideConflictBlocks(note) {
  const owned = /* @__PURE__ */ new Set();
  for (const block of note.conflictBlocks) {
    const lines = block.raw.split("\n");
    const marker = block.fingerprint === null ? -1 : lines.findIndex((l) => readConflictMarker(l) !== void 0);
    const ownedCount = block.fingerprint === null || marker < 0 ? lines.length : marker + 1;
    for (let i = 0; i < ownedCount; i++) owned.add(block.line + i);
  }
  return (line) => !owned.has(line.number) && !LEGACY_LINES.has(line.text.trim());
}
function cutAtMarker(raw, marker) {
  const at = raw.indexOf(marker);
  return at < 0 ? raw : raw.slice(0, at);
}

// src/repo/walk.ts
var import_ignore = __toESM(require_ignore(), 1);
import { readdir, readFile } from "node:fs/promises";
import { join } from "node:path";
var ALWAYS_SKIPPED_DIRS = /* @__PURE__ */ new Set([".git", "node_modules"]);
var ALWAYS_SKIPPED_PATH = /(?:^|\/)(?:\.git|node_modules)\//;
function isAlwaysSkipped(path) {
  return ALWAYS_SKIPPED_PATH.test(path);
}
async function walkDirectory(root) {
  const out = [];
  await walkInto(root, "", [], out);
  return out;
}
async function walkInto(root, dir, layers, out) {
  const abs = dir === "" ? root : join(root, dir);
  let entries;
  try {
    entries = await readdir(abs, { withFileTypes: true });
  } catch (error) {
    if (dir === "") throw error;
    return;
  }
  const own = entries.some((e) => e.name === ".gitignore" && e.isFile()) ? await readGitignore(abs, dir) : void 0;
  const active = own ? [...layers, own] : layers;
  for (const entry of entries) {
    const rel = dir === "" ? entry.name : `${dir}/${entry.name}`;
    if (entry.isDirectory()) {
      if (ALWAYS_SKIPPED_DIRS.has(entry.name) || isIgnored(active, `${rel}/`)) continue;
      await walkInto(root, rel, active, out);
    } else if (entry.isFile() && !isIgnored(active, rel)) {
      out.push(rel);
    }
  }
}
async function readGitignore(abs, base) {
  let text;
  try {
    text = await readFile(join(abs, ".gitignore"), "utf8");
  } catch {
    return void 0;
  }
  return { base, rules: (0, import_ignore.default)().add(text) };
}
function isIgnored(layers, rel) {
  let ignored = false;
  for (const { base, rules } of layers) {
    const local = base === "" ? rel : rel.slice(base.length + 1);
    const result = rules.test(local);
    if (result.ignored) ignored = true;
    else if (result.unignored) ignored = false;
  }
  return ignored;
}

export {
  setFrontmatter,
  replaceTaskPool,
  replaceEvidence,
  inline,
  renderTaskPoolBody,
  renderEvidenceBody,
  applyDetection,
  isAlwaysSkipped,
  walkDirectory
};
