import { describe, expect, it } from 'vitest';
import {
  asInfinitive,
  clauseFor,
  clauseKind,
  clauses,
  isPlainWord,
  lowerFirst,
  objectivesOf,
  withAntecedent,
  topicOf,
  topicPhrase,
  withoutFencedCode,
} from '../../src/offline/offline-words.js';
import { asksBeyondFix, asRequest, asks, statesProblem } from '../../src/offline/offline-asks.js';
import { phrasesFor } from '../../src/offline/offline-phrases.js';

const REQUIREMENT = 'Add rate limiting per API key to the orders and products routes, and show the remaining quota in the dashboard header';

describe('clauseKind', () => {
  it.each([
    ['show the remaining quota in the dashboard header', 'ui'],
    ['Display the retry count', 'ui'],
    ['document the retry option', 'doc'],
    ['add tests for the quota', 'test'],
    ['add rate limiting per API key', 'code'],
  ] as const)('%s → %s', (clause, kind) => {
    expect(clauseKind(clause)).toBe(kind);
  });
});

describe('topicPhrase', () => {
  it('reads a leading verb as what the topic is about, a leading noun as it is', () => {
    expect(topicPhrase('Move Avatar URL generation to IPFS.IO')).toBe('moving Avatar URL generation to IPFS.IO');
    expect(topicPhrase('drop the legacy column')).toBe('dropping the legacy column');
    expect(topicPhrase('parse dates in UTC')).toBe('parsing dates in UTC');
    expect(topicPhrase('fix the header')).toBe('fixing the header');
    expect(topicPhrase('set a timeout')).toBe('setting a timeout');
    for (const noun of ['Log messages are truncated', 'rate limiting per API key', 'Fixes #1730'])
      expect(topicPhrase(noun)).toBe(lowerFirst(noun));
  });

  it('reads a verb followed by "for" or "of" as the noun it is', () => {
    expect(topicPhrase(topicOf('Add support for named pointers to structs'))).toBe('support for named pointers to structs');
    expect(topicPhrase('fix of the header')).toBe('fix of the header');
    expect(topicPhrase('support named pointers')).toBe('supporting named pointers');
    // A case is for the thing supported: "for support for" says "for" twice.
    const en = phrasesFor('en').task;
    expect(en.caseFor(topicOf('add support for encoding.UnmarshalText in uri/query binding'))).toBe(
      'add a case for encoding.UnmarshalText in uri/query binding',
    );
  });

  it('reads a verb no list holds before its object as a verb, and a statement as something a case checks', () => {
    const en = phrasesFor('en').task;
    expect(en.caseFor(topicOf('reset the *Until index for each starting element'))).toBe(
      'add a case for resetting the *Until index for each starting element',
    );
    expect(topicPhrase('submit the form twice')).toBe('submitting the form twice');
    expect(topicPhrase('limit the retries')).toBe('limiting the retries');
    // "handle" goes with its adverb: "a case for unknown objects correctly" is no English.
    expect(en.caseFor(topicOf('handle unknown objects correctly when looking up by index'))).toBe(
      'add a case for handling unknown objects correctly when looking up by index',
    );
    expect(en.caseFor('ContentCharset should skip requests without a body')).toBe(
      'add a case checking that ContentCharset should skip requests without a body',
    );
    expect(en.caseFor('DNS record check now passes if a record exists')).toBe(
      'add a case checking that DNS record check now passes if a record exists',
    );
    // A verb in a clause after the thing leaves it a thing; a noun before a determiner-less word is a noun.
    expect(en.caseFor('TypeError when stacking two Datasets that have no headers')).toBe(
      'add a case for TypeError when stacking two Datasets that have no headers',
    );
    expect(topicPhrase('resets the counter')).toBe('resets the counter');
    // A function word before a determiner is no verb.
    expect(en.caseFor('when the config file is missing')).toBe('add a case for when the config file is missing');
    expect(topicPhrase('with the new API')).toBe('with the new API');
  });

  it('reads a negated request as not doing it, and keeps the verbs a topic needs', () => {
    expect(topicPhrase('Do not auto-follow 300 and 304 responses')).toBe('not auto-following 300 and 304 responses');
    expect(topicPhrase('do not crash on empty input')).toBe('not crashing on empty input');
    expect(topicPhrase("Don't crash when running on Kotlin before 2.1.20+")).toBe('not crashing when running on Kotlin before 2.1.20+');
    expect(asInfinitive("Don't crash when running on Kotlin")).toBe('not crash when running on Kotlin');
    expect(asInfinitive('Add rate limiting')).toBe('add rate limiting');
    expect(topicPhrase(topicOf('Use reports for logging errors'))).toBe('using reports for logging errors');
    expect(topicPhrase(topicOf('Allow schema metadata to be strongly typed'))).toBe('allowing schema metadata to be strongly typed');
    expect(topicPhrase(topicOf('Add rate limiting per API key'))).toBe('rate limiting per API key');
  });
});

describe('lowerFirst', () => {
  it.each([
    ['Add rate limiting', 'add rate limiting'],
    ["Don't crash on empty bodies", "don't crash on empty bodies"],
    ['Fix: the cart', 'fix: the cart'],
    ['API keys expire', 'API keys expire'],
    ['IconByID is renamed', 'IconByID is renamed'],
    ['Context.SaveUploadedFile should reject paths', 'Context.SaveUploadedFile should reject paths'],
    ['Config::load reads the file', 'Config::load reads the file'],
    ['Foo_bar is slow', 'Foo_bar is slow'],
    ['Python3 support', 'Python3 support'],
    ['I', 'I'],
    ['already lower', 'already lower'],
    ['', ''],
  ])('%j → %j', (text, expected) => {
    expect(lowerFirst(text)).toBe(expected);
  });
});

describe('clauseFor', () => {
  it('keeps the clause before one whose subject is a pronoun for it', () => {
    const requirement = 'url_for ignores _scheme when _external is False; it should raise a ValueError instead of building a relative URL';
    expect(clauseFor(requirement, ['rais', 'valueerror'])).toBe(
      'url_for ignores _scheme when _external is False; it should raise a ValueError instead of building a relative URL',
    );
    // A clause that names its own subject stands alone.
    expect(clauseFor('The cache grows without bound; evict the oldest entries', ['evict', 'oldest'])).toBe('evict the oldest entries');
    // So does a first clause: there is nothing before it.
    expect(clauseFor('It should retry on 503', ['retri', '503'])).toBe('It should retry on 503');
  });

  it('gives a front-end file the clause that asks to show something, when that clause holds one of its words', () => {
    expect(clauses(REQUIREMENT)).toHaveLength(2);
    // `web/src/App.jsx` holds "api", "orders" and "header": two words of the first clause, one of the second.
    expect(clauseFor(REQUIREMENT, ['api', 'order', 'header'], 'ui')).toBe('show the remaining quota in the dashboard header');
    expect(clauseFor(REQUIREMENT, ['api', 'order', 'header'], 'code')).toBe(
      'Add rate limiting per API key to the orders and products routes',
    );
    // A front-end file that holds none of the showing clause's words keeps the clause it matches.
    expect(clauseFor(REQUIREMENT, ['api', 'order'], 'ui')).toBe('Add rate limiting per API key to the orders and products routes');
  });
});

describe('clauses', () => {
  it('keeps a contrast and a list of names with the request they belong to', () => {
    expect(clauses('Treat a write losing its connection as a closure, not an internal fault (#3167)')).toEqual([
      'Treat a write losing its connection as a closure, not an internal fault',
    ]);
    expect(clauses('Localization: Add Hindi, Hungarian, Swedish (#658)')).toEqual(['Add Hindi, Hungarian, Swedish']);
    // A capitalised verb or a longer part is a request of its own.
    expect(clauses('Add Hindi, Remove Latin')).toEqual(['Add Hindi', 'Remove Latin']);
    expect(clauses('Parse the header, Cache the result of the parse')).toEqual(['Parse the header', 'Cache the result of the parse']);
  });

  it('leaves out the pull-request numbers a squash merge appends, not other numbers', () => {
    expect(clauses('Handle TypeError from `where` filter gracefully (#9292)')).toEqual(['Handle TypeError from `where` filter gracefully']);
    expect(clauses("fix(middleware/static): don't double-unescape request path (#2599) (#3006)")).toEqual([
      "don't double-unescape request path",
    ]);
    expect(clauses('Fixes #1730')).toEqual(['Fixes #1730']);
    expect(clauses('Support (#12) in route patterns, keep it')).toEqual(['Support (#12) in route patterns', 'keep it']);
  });

  it('what the change leaves for later, and a lone word under the title, are no objectives', () => {
    expect(
      objectivesOf(
        "go.mod: Use cty v1.13.0, with support for refined unknown values\n\nWe'll make more use of this in subsequent commits.",
      ),
    ).toEqual(['Use cty v1.13.0, with support for refined unknown values']);
    expect(objectivesOf('Allow CLIENT commands on the admin list\n\n* Allow reasonable CLIENT commands\n\n* Comments')).toEqual([
      'Allow CLIENT commands on the admin list',
      'Allow reasonable CLIENT commands',
    ]);
    // A name listed alone is one: the fields a change supports.
    expect(objectivesOf('Add deliver_many support to Brevo adapter\n\nSupports:\n- scheduledAt\n- replyTo\n- tags')).toEqual([
      'Add deliver_many support to Brevo adapter',
      'scheduledAt',
      'replyTo',
    ]);
  });

  it('a request whose object is "it" names the object of the request before it', () => {
    expect(
      objectivesOf(
        'Add a Timeout option to the Throttle middleware so that waiting requests give up after a deadline, and document it in the README',
      ),
    ).toEqual([
      'Add a Timeout option to the Throttle middleware so that waiting requests give up after a deadline',
      'Document the Timeout option in the README',
    ]);
    expect(objectivesOf('feat(api): add rate limiting per API key. Test it with two keys.')).toEqual([
      'Add rate limiting per API key.',
      'Test rate limiting with two keys.',
    ]);
    // Tasks read their clause alone too.
    expect(clauses('Add a Timeout option to the Throttle middleware, and document it in the README')).toEqual([
      'Add a Timeout option to the Throttle middleware',
      'document the Timeout option in the README',
    ]);
    // No short object before it: left as written.
    expect(withAntecedent('document it', 'Make sure that every request that waits longer than the deadline gives up')).toBe('document it');
    expect(withAntecedent('document them', 'Fix it')).toBe('document them');
    expect(withAntecedent('document the option', 'Add a Timeout option')).toBe('document the option');
  });

  it("reads a Ruby name's question mark as part of it when the sentence goes on", () => {
    expect(clauses('fixes without_count last_page? behaviour (#1009)\n\n* made adjustable? more readable')).toEqual([
      'fix without_count last_page? behaviour',
      'made adjustable? more readable',
    ]);
    // A reference is what it refers to; a reference link its text.
    const referenced = objectivesOf(
      'Change `OnceCell` to `OnceLock`\n\nThe change at [1] stores data in a `OnceCell`, see [the PR][pr].\n\n[1]: https://github.com/o/r/pull/684\n[pr]: https://github.com/o/r/pull/685',
    );
    expect(referenced).toContain('The change at https://github.com/o/r/pull/684 stores data in a `OnceCell`, see the PR.');
    expect(referenced.join(' ')).not.toMatch(/\[1\]|\[pr\]/);
    // No definition, no reference: `args[1]` and "[WIP]" stay.
    expect(objectivesOf('Read args[1] in [WIP] mode')).toEqual(['Read args[1] in [WIP] mode']);
    expect(objectivesOf('Read args[1] as in [1]\n\n[1]: https://x.test/a')[0]).toBe('Read args[1] as in https://x.test/a');
    expect(objectivesOf('Fix last_page? behaviour\n\nIs it empty? The count is wrong.')).toEqual([
      'Fix last_page? behaviour',
      'Is it empty?',
      'The count is wrong.',
    ]);
  });

  it('leaves out code pasted without a fence: a line that opens a brace, up to the one that closes it', () => {
    const sqlx = [
      'Add support for named pointers to structs',
      '',
      'This makes it possible to use named struct pointers like this:',
      'type Document struct {',
      '    Title  string',
      '    Owner  *User `db:"owner"`',
      '}',
      'Scans fill both.',
    ].join('\n');
    expect(objectivesOf(sqlx)).toEqual([
      'Add support for named pointers to structs',
      'This makes it possible to use named struct pointers like this:',
      'Scans fill both.',
    ]);
    // A brace nothing closes soon ends a line of prose.
    expect(withoutFencedCode('Allow empty objects {\nin the body')).toBe('Allow empty objects {\nin the body');
  });

  it('leaves out a Ruby or Elixir block pasted without a fence, up to the `end` at its indent', () => {
    const ruby = [
      'Ensure callbacks only run once per instance.',
      '',
      'factory :user do',
      '  name { "Jane" }',
      '  trait :trait_a do',
      '    trait_b',
      '  end',
      'end',
      '',
      'Callbacks run once.',
    ].join('\n');
    expect(objectivesOf(ruby)).toEqual(['Ensure callbacks only run once per instance.', 'Callbacks run once.']);
    // A console's lines and a name assigned a call are code too; a sentence with an equals sign is not.
    const irb =
      'Ensure callbacks run once\n\nuser = build(:user, :trait_a)\nuser.name #=> "Jane Doe"\n>>> parse("x")\nSet a = b in the docs.';
    expect(objectivesOf(irb)).toEqual(['Ensure callbacks run once', 'Set a = b in the docs.']);
    expect(withoutFencedCode('defmodule App.Repo do\n  use Ecto.Repo\nend\nAfter')).toBe('After');
    // Prose that ends on "do", and an opener no `end` closes, stay.
    for (const prose of ['Explain what the hooks do\nend', 'Skip what they do', 'factory :user do\n  name { "x" }'])
      expect(withoutFencedCode(prose)).toBe(prose);
  });

  it('leaves out a backtick that opens no code span', () => {
    const polly = 'Use AuthenticodeLint\n\n- Revert 1sign` to LKG version used to sign the `8.5.2` release.';
    expect(clauses(polly)).toEqual(['Use AuthenticodeLint', 'Revert 1sign to LKG version used to sign the `8.5.2` release']);
    expect(objectivesOf(polly)).toEqual(['Use AuthenticodeLint', 'Revert 1sign to LKG version used to sign the `8.5.2` release.']);
  });

  it('reads a list item without its mark', () => {
    expect(clauses('Use AuthenticodeLint\n\n- Use the lint tool again\n* [ ] Revert the signer\n2. Pin the version')).toEqual([
      'Use AuthenticodeLint',
      'Use the lint tool again',
      'Revert the signer',
      'Pin the version',
    ]);
  });

  it('leaves out the labels before a title: a type, an area, a bracketed kind', () => {
    expect(clauses('[Bug] fix(binding): ShouldBindQuery ignores the default of a time.Time field')).toEqual([
      'ShouldBindQuery ignores the default of a time.Time field',
    ]);
    expect(clauses('net/http: reject empty Host headers')).toEqual(['reject empty Host headers']);
    expect(clauses('Bug: 登录失败')).toEqual(['登录失败']);
    // A URL, a time and a label with nothing after it are text, not labels.
    expect(clauses('See https://example.com/a for 10:30 runs')).toEqual(['See https://example.com/a for 10:30 runs']);
    expect(clauses('[WIP]')).toEqual(['[WIP]']);
    expect(clauseFor('fix: handle empty zstd responses', ['zstd'])).toBe('handle empty zstd responses');
  });

  it("keeps a list's tail with its sentence, and splits where a request or a statement starts", () => {
    expect(clauses('Fix completions for alias fdfind in deb package for bash, zsh and fish.')).toEqual([
      'Fix completions for alias fdfind in deb package for bash, zsh and fish',
    ]);
    expect(clauses('Add rate limiting, and show the quota')).toEqual(['Add rate limiting', 'show the quota']);
    // A list of names written as code, too.
    expect(clauses('Expose .retry, .statistics, .retry_with to type checkers')).toEqual([
      'Expose .retry, .statistics, .retry_with to type checkers',
    ]);
    expect(clauses('Accept --quiet, --verbose as flags')).toEqual(['Accept --quiet, --verbose as flags']);
    expect(clauses('Fix the parser, the header is lost')).toEqual(['Fix the parser', 'the header is lost']);
    // A full stop after an abbreviation ends no sentence.
    expect(clauses('Credit the authors, e.g. the OkHttp Authors')).toEqual(['Credit the authors, e.g. the OkHttp Authors']);
    expect(
      objectivesOf('Update headers\n\nSquare, Inc. is no longer involved, e.g. in the notices.').some((o) => /^Is no longer/.test(o)),
    ).toBe(false);
  });

  it('reads a hard-wrapped paragraph as the sentences it holds, never cut at the end of a line', () => {
    const wrapped = [
      'fix(table): height and overflow with wrapping content',
      '',
      'The current algorithm which calculates the first and last visible rows',
      'does not take into account content wrapping (and has a number of other',
      'problematic edge cases).',
    ].join('\n');
    expect(clauses(wrapped)).toEqual([
      'height and overflow with wrapping content',
      'The current algorithm which calculates the first and last visible rows does not take into account content wrapping (and has a number of other problematic edge cases)',
    ]);
    // The title is its own line; a short label, a heading or a line a sentence ends is not wrapped text.
    expect(clauses('Cache the index\nfor the second run')).toEqual(['Cache the index', 'for the second run']);
    expect(clauses('Title\n\n**Describe the bug**\nthe header is lost')).toEqual(['Title', '**Describe the bug**', 'the header is lost']);
    expect(clauses('Title\n\nThe header is lost when the response is streamed.\nretries do not help')).toEqual([
      'Title',
      'The header is lost when the response is streamed',
      'retries do not help',
    ]);
    expect(objectivesOf(wrapped).join('\n')).not.toMatch(/number of other$/m);
    // A line that ends on "on" goes on, even with a type's name; a list, a heading or a blank line after it do not.
    const generic = [
      'Add GetRegistrationId extension method',
      '',
      'Adds a GetRegistrationId<TLimit, TActivatorData> extension method on',
      'IRegistrationBuilder<TLimit, TActivatorData, SingleRegistrationStyle>',
      'that returns the stable identity of a registration.',
    ].join('\n');
    expect(objectivesOf(generic)[1]).toBe(
      'Add a GetRegistrationId<TLimit, TActivatorData> extension method on IRegistrationBuilder<TLimit, TActivatorData, SingleRegistrationStyle> that returns the stable identity of a registration.',
    );
    // So does one that ends on "when", into a line that starts with a name.
    expect(
      objectivesOf(
        'fix(plugin): prevent RangeError for invalid values\n\nAdd early-return guards in proto.tz and d.tz so that invalid dates\nreturn an invalid instance instead of throwing when\nIntl.DateTimeFormat.formatToParts receives an invalid Date.',
      )[1],
    ).toBe(
      'Add early-return guards in proto.tz and d.tz so that invalid dates return an invalid instance instead of throwing when Intl.DateTimeFormat.formatToParts receives an invalid Date.',
    );
    // A subject wrapped mid-sentence at 72 columns goes on into its second line.
    const subject = 'Fix SpotBugs USO_UNSAFE_METHOD_SYNCHRONIZATION in\nNullInputStream.mark()/reset().';
    expect(objectivesOf(subject)).toEqual(['Fix SpotBugs USO_UNSAFE_METHOD_SYNCHRONIZATION in NullInputStream.mark()/reset().']);
    expect(clauses('Title\n\nThe following options are supported by the\n- parser\n\n## Notes for\n\nSome text')).toEqual([
      'Title',
      'The following options are supported by the',
      'parser',
      'Notes for',
      'Some text',
    ]);
  });

  it('reads a line that only closes issues as no request, unless it is the whole requirement', () => {
    const koa = 'feat: add support web WHATWG (#1830)\n\ncloses https://github.com/koajs/koa/issues/1777';
    expect(clauses(koa)).toEqual(['add support web WHATWG']);
    expect(objectivesOf(koa)).toEqual(['Add support web WHATWG']);
    expect(clauses('Cache the index\n\nFixes #12, #13 and koajs/koa#17.')).toEqual(['Cache the index']);
    expect(objectivesOf('Fix renaming a dir\n\nFixes ##141\n- closes #9')).toEqual(['Fix renaming a dir']);
    expect(objectivesOf('Use a weak map for the locks\n\nCloses #806 (no need to expose it, we tidy it up ourselves)')).toEqual([
      'Use a weak map for the locks',
    ]);
    expect(objectivesOf('Add a custom option\n\nrefs: https://github.com/pallets/click/discussions/3527')).toEqual(['Add a custom option']);
    expect(objectivesOf('Drop the query_values delegation\n\nFollow-up to https://github.com/httprb/http/pull/841:')).toEqual([
      'Drop the query_values delegation',
    ]);
    // Prose around a reference asks something; a title of a number alone is all there is.
    expect(clauses('Cache the index\n\nSee #12 for the slow path')).toEqual(['Cache the index', 'See #12 for the slow path']);
    expect(clauses('Fix #4920')).toEqual(['Fix #4920']);
  });

  it('leaves out a gitmoji before a title, as a picture or a shortcode', () => {
    expect(clauses('🐛 Ensure that `typer.launch` forwards correctly (#1708)')).toEqual(['Ensure that `typer.launch` forwards correctly']);
    expect(clauses('⬆️ Bump ruff to 0.5')).toEqual(['Bump ruff to 0.5']);
    expect(clauses(':bug: Fix the zero-width joiner 👨‍👩‍👧 width')).toEqual(['Fix the zero-width joiner 👨‍👩‍👧 width']);
    expect(clauses('🚀')).toEqual([]);
    expect(clauses('chore(deps): ⬆️ bump eslint from 8.56.0 to 9.0.0')).toEqual(['bump eslint from 8.56.0 to 9.0.0']);
    expect(clauses('fix: :bug: handle an empty body')).toEqual(['handle an empty body']);
    // A number or a hash is text, not a keycap.
    expect(clauses('3 retries at most')).toEqual(['3 retries at most']);
  });
});

describe('clauseFor a file', () => {
  it('leaves a clause about another file by its name to that file', () => {
    const requirement = [
      'Add support for service key registration',
      '',
      'Added unit tests in `ScanningTests.cs` to validate service key registration.',
      '',
      'Decoration keeps the service key of the decorated registration.',
    ].join('\n');
    const terms = ['servic', 'key', 'registr', 'test'];
    expect(clauseFor(requirement, terms, 'test', 'test/Scrutor.Tests/ScanningTests.cs')).toContain('ScanningTests.cs');
    expect(clauseFor(requirement, terms, 'test', 'test/Scrutor.Tests/DecorationTests.cs')).not.toContain('ScanningTests.cs');
    // A file name of several dots is its own name.
    const lexer =
      'Bug report\n\nThe lexer drops escaped quotes and backslashes.\nAdd a regression case for escaped quotes and backslashes in tokenizer.test.ts.';
    expect(clauseFor(lexer, ['escap', 'quot', 'backslash'], 'test', 'src/tokenizer.test.ts')).toContain('tokenizer.test.ts');
    // A product named like a file is no file: "Node.js 16" is about every file.
    expect(clauseFor('Drop Node.js 16\n\nRequire Node.js 18 in the engines field.', ['engin'], 'code', 'package.json')).toContain(
      'engines',
    );
  });
});

describe('objectivesOf', () => {
  it('keeps a change told in a past tense no list holds, and leaves out the story and the header of a list', () => {
    const scrutor = [
      'Add support for service key registration',
      '',
      'Updated the `LifetimeSelector` class to handle service key functionality.',
      '',
      'Enhanced the `ServiceTypeSelector` class to propagate service key selectors to `LifetimeSelector` instances.',
      '',
      'Noticed the old tests still pass.',
    ].join('\n');
    const objectives = objectivesOf(scrutor);
    expect(objectives).toContain(
      'Enhanced the `ServiceTypeSelector` class to propagate service key selectors to `LifetimeSelector` instances.',
    );
    expect(objectives.join('\n')).not.toContain('Noticed');
    const finch = [
      'Add configurable pool worker selection strategies',
      '',
      'Previously the manager always chose one with `Enum.random(entries)`. Selection is now pluggable via a',
      'per-request `:pool_strategy` option.',
      '',
      'API and types (Finch):',
      '- New request option `:pool_strategy` in `lib/finch.ex`.',
    ].join('\n');
    // A template's headings tell nothing, whatever their first word's ending.
    const template = objectivesOf('Fix parser\n\nProposed Changes\n\nRelated Issues #12\n\nUpdated the parser to handle empty input.');
    expect(template.join('\n')).not.toMatch(/Proposed|Related/);
    // A request that starts with "Before" and asks is one.
    expect(objectivesOf('Close files\n\nClose the handle.\nBefore returning, flush the buffer.')).toContain(
      'Before returning, flush the buffer.',
    );
    const read = objectivesOf(finch).join('\n');
    expect(read).not.toMatch(/Previously|API and types/);
    expect(read).toContain('New request option `:pool_strategy`');
    expect(
      objectivesOf('Do not auto-follow 300\n\nIt is safer. This also matches the Fetch and many other HTTP clients.').join('\n'),
    ).not.toContain('This also matches');
  });

  it("cuts a long objective at a word's end, with no code span left open", () => {
    const long = `Fix the parser\n\nAdd ${'checks of every node '.repeat(12)}and the \`back-pointer consistency of getCommentedNode()\` check.`;
    const objective = objectivesOf(long)[1] ?? '';
    expect(objective.endsWith('…')).toBe(true);
    expect(objective.length).toBeLessThanOrEqual(300);
    expect(objective).toMatch(/(?:node|of|and|the)…$/);
    expect((objective.match(/`/g) ?? []).length % 2).toBe(0);
  });

  it("leaves out a squash merge's chores and a trailer's bare commit hash", () => {
    const text = [
      'Track max buffer usage in memory channels (#3474)',
      '',
      '* Track the largest buffer a channel has held',
      '* Fix typo',
      '* Auto fixes from pre-commit.com hooks',
      '* Add related test.',
      '',
      'Regression:',
      'f651c254a3a8d75ec3b2bef73bae35979c9ae5fc',
    ].join('\n');
    expect(objectivesOf(text)).toEqual(['Track max buffer usage in memory channels', 'Track the largest buffer a channel has held']);
  });

  it('reads "and" before a gerund as going on with the phrase, not as a new request', () => {
    const text =
      'Fix duplicated comments\n\nThis keeps the fallback, matching the old behavior where it matters and fixing it where it was broken.';
    expect(objectivesOf(text).join('\n')).not.toMatch(/^Fixing it/m);
  });

  it('reads a line cut inside a parenthesis or after a comma as going on, and a name before "already …s" as no request', () => {
    const chi = [
      'middleware: fix httpFancyWriter.ReadFrom double-counting bytes with Tee (#1085)',
      '',
      'When a Tee writer is set, ReadFrom calls io.Copy(&f.basicWriter, r),',
      'which routes each write through basicWriter.Write. Write already',
      'increments basicWriter.bytes, so the line',
      '',
      '    f.basicWriter.bytes += int(n)',
      '',
      'that followed the io.Copy double-counted every byte.',
      '',
      'Remove the redundant addition. The non-tee path is unaffected because',
      "it delegates to the underlying ResponseWriter's ReaderFrom (bypassing",
      'Write) and must still add n itself.',
    ].join('\n');
    const objectives = objectivesOf(chi);
    expect(objectives).toContain('Remove the redundant addition.');
    expect(objectives.some((o) => o.startsWith('Write'))).toBe(false);
    expect(objectives.join('\n')).toContain('(bypassing Write) and must still add n itself.');
    // A comma ends no sentence: the list goes on with a capital.
    expect(objectivesOf('Title\n\nAdd completions for the shells we document: Bash, Fish,\nZsh and PowerShell.')).toEqual([
      'Title',
      'Add completions for the shells we document: Bash, Fish, Zsh and PowerShell.',
    ]);
    // A request that starts with the verb stays one.
    expect(objectivesOf('Title\n\nWrite the header first, then the body.')).toContain('Write the header first, then the body.');
  });

  it('lists a request once whether it writes its names as code or not, and leaves out review feedback', () => {
    const puma = [
      'Fix IPv4-mapped IPv6 addresses in `REMOTE_ADDR` and request logs (#3916)',
      '',
      '* Fix IPv4-mapped IPv6 addresses in REMOTE_ADDR and request logs',
      '',
      '* Address review feedback on IPv4-mapped IPv6 fix',
      '',
      '* Init test',
      '',
      '* Fix test',
      '',
      '* Fix pino test',
    ].join('\n');
    expect(objectivesOf(puma)).toEqual(['Fix IPv4-mapped IPv6 addresses in `REMOTE_ADDR` and request logs']);
  });

  it('reads a wrapped line that goes on with an atom, a flag or a literal as the sentence it continues', () => {
    const phoenix = [
      'Include per-mount :check_origin in the origin policy cache key',
      '',
      'check_origin_config/3 cached the parsed origin policy under',
      '{:check_origin, handler}, but the value is computed from the per-mount',
      ':check_origin option, which was not part of the key. Reaching the second socket',
      'first swapped the symptoms, making the behaviour depend on request ordering.',
      'Pass the same option to every mount, using the cache; add a new value with',
      '--strict, and document the option.',
    ].join('\n');
    expect(objectivesOf(phoenix)).toEqual([
      'Include per-mount :check_origin in the origin policy cache key',
      'check_origin_config/3 cached the parsed origin policy under {:check_origin, handler}, but the value is computed from the per-mount :check_origin option, which was not part of the key.',
      // A participle after a comma goes on with its sentence; a request's verb starts another.
      'Pass the same option to every mount, using the cache',
      'Add a new value with --strict',
      'Document the option.',
    ]);
  });

  it("reads a squash merge's list once, without labels, and without the branch's housekeeping", () => {
    const yup = [
      'feat: Allow schema metadata to be strongly typed (#2021)',
      '',
      '* feat: Allow schema metadata to be strongly typed',
      '',
      '* fix: default `SchemaMetadata` typing',
      '* typo',
      '* Spotless',
      '* Fixup FakeFileSystemTest',
      "* Merge branch 'main' into meta",
      '* Apply suggestions from code review',
      '* Catch Throwable, for NoSuchMethodError',
    ].join('\n');
    expect(objectivesOf(yup)).toEqual([
      'Allow schema metadata to be strongly typed',
      'Default `SchemaMetadata` typing',
      'Catch Throwable, for NoSuchMethodError',
    ]);
    expect(clauses(yup)).not.toContain('Spotless');
    // A title is never housekeeping: it is all there is.
    expect(objectivesOf('Fix typo')).toEqual(['Fix typo']);
    expect(objectivesOf('Typo')).toEqual(['Typo']);
  });

  it("reads the title without its labels, as a task's change does", () => {
    expect(objectivesOf('[Bug] Cache ignores the TTL')).toEqual(['Cache ignores the TTL']);
    expect(objectivesOf('feat(api): add rate limiting')).toEqual(['Add rate limiting']);
    expect(objectivesOf('🐛 fix(config): useEffect runs twice')).toEqual(['useEffect runs twice']);
    expect(objectivesOf('[Bug]')).toEqual(['[Bug]']);
  });

  it('reads no line of code pasted outside a fence as a request', () => {
    const text = [
      'Env fallback is not a fallback',
      '',
      'use clap::{App, Arg};',
      'require "stringio"',
      '}',
      'Use the env value only when no flag is given.',
    ].join('\n');
    expect(objectivesOf(text)).toEqual(['Env fallback is not a fallback', 'Use the env value only when no flag is given.']);
    // Requests that end like code are requests.
    expect(objectivesOf('Title\n\n- Add a `--json` flag;\n- Allow empty objects {}')).toEqual([
      'Title',
      'Add a `--json` flag;',
      'Allow empty objects {}',
    ]);
  });

  it('gives each request its own objective, keeping lists and sentences whole', () => {
    expect(objectivesOf(REQUIREMENT)).toEqual([
      'Add rate limiting per API key to the orders and products routes',
      'Show the remaining quota in the dashboard header',
    ]);
    expect(objectivesOf('Add retries, timeouts and logging to the client')).toEqual(['Add retries, timeouts and logging to the client']);
    expect(objectivesOf('Document the quota API and add tests for the server; rename the flag.')).toEqual([
      'Document the quota API',
      'Add tests for the server',
      'Rename the flag.',
    ]);
    expect(objectivesOf('Support `send` client disconnect (#2732)\n\n- keep the old hook\n- log it')).toEqual([
      'Support `send` client disconnect',
      'Keep the old hook',
      'Log it',
    ]);
    expect(objectivesOf('为订单接口添加限流，并在页眉显示剩余额度')).toEqual(['为订单接口添加限流，并在页眉显示剩余额度']);
    expect(objectivesOf('(#12)')).toEqual([]);
    expect(objectivesOf('Validation fails\n\n10.0.2\n\nv1.2')).toEqual(['Validation fails']);
  });

  it('keeps "or", two verbs of one request, code spans, abbreviations and identifiers as written', () => {
    expect(objectivesOf('Make the button red, blue, or green')).toEqual(['Make the button red, blue, or green']);
    expect(objectivesOf('Add and remove tags')).toEqual(['Add and remove tags']);
    expect(objectivesOf('Call `f(a, log)` here; use `a; b` there')).toEqual(['Call `f(a, log)` here', 'Use `a; b` there']);
    expect(objectivesOf('Support more formats, e.g. json and yaml')).toEqual(['Support more formats, e.g. json and yaml']);
    expect(objectivesOf('useEffect runs twice; fix it')).toEqual(['useEffect runs twice', 'Fix it']);
    expect(objectivesOf('--verbose is ignored')).toEqual(['--verbose is ignored']);
  });

  it('takes no objective or clause from fenced code, and a stray fence takes nothing with it', () => {
    const text =
      'Parser overflows on long input\n\nSimple test case follows.\n```java\nJsonParser p = f.createParser(bytes);\np.nextToken();\n```\nIt should fail cleanly.';
    // "Simple test case follows." tells, "It should fail cleanly." asks: the story is no objective.
    expect(objectivesOf(text)).toEqual(['Parser overflows on long input', 'It should fail cleanly.']);
    expect(clauses(text)).not.toContain('p.nextToken()');
    expect(objectivesOf('Fix the parser\n```\nKeep the cache')).toEqual(['Fix the parser', 'Keep the cache']);
    expect(objectivesOf('Check [this line](https://github.com/o/r/blob/main/a.go#L17) and [that (one)](https://x.y/(a)b) first')).toEqual([
      'Check this line and that (one) first',
    ]);
  });

  it('leaves list marks out and says each objective once, shortly', () => {
    expect(objectivesOf('1) Add x\n- [ ] Remove y\n+ Rename z\n2. Add x')).toEqual(['Add x', 'Remove y', 'Rename z']);
    const [long] = objectivesOf(`Add ${'word '.repeat(200)}`);
    expect(long?.length).toBeLessThanOrEqual(300);
    expect(long?.endsWith('…')).toBe(true);
  });

  it('keeps at most six', () => {
    expect(objectivesOf(Array.from({ length: 9 }, (_, i) => `Add step ${i}.`).join(' '))).toHaveLength(6);
  });
});

describe('an issue written as prose', () => {
  const issue =
    'Allow hiding the default value of an option in the help output per command\n\n' +
    'Currently show_default can be set on each option or on the context, but there is no way to hide defaults for every ' +
    "option of a single command. I'd like a show_default parameter on the command decorator. This would also make sense for groups.";

  it('reads a wish as the change it asks for', () => {
    expect(asRequest("I'd like a show_default parameter on the command")).toBe('add a show_default parameter on the command');
    expect(asRequest('but there is no way to hide defaults')).toBe('make it possible to hide defaults');
    expect(asRequest('Could you please support Python 3.13?')).toBe('support Python 3.13');
    expect(asRequest('It would be nice to add a --quiet flag')).toBe('add a --quiet flag');
    expect(asRequest('We would like to be able to skip hooks')).toBe('make it possible to skip hooks');
    expect(asRequest('I want to pipe the output to less')).toBe('make it possible to pipe the output to less');
    expect(asRequest('Is there a way to disable colours?')).toBe('make it possible to disable colours');
    expect(asRequest("It's not possible to set a timeout per request")).toBe('make it possible to set a timeout per request');
    expect(asRequest('I would still like to add a --quiet flag')).toBe('add a --quiet flag');
    expect(asRequest("I'd still really like to see a --dry-run flag")).toBe('add a --dry-run flag');
    expect(asRequest('I would like to have bat be able to highlight one line')).toBe('make bat able to highlight one line');
    expect(asRequest('Now that bat supports ranges I would like bat to highlight one line')).toBe('make bat highlight one line');
    expect(asRequest("Since 2.0, I'd like a `strict` option on the parser")).toBe('add a `strict` option on the parser');
    expect(asRequest("Since we'd like to keep the API small, I'd like to remove the flag")).toBe('remove the flag');
    expect(asRequest("Since the docs say I would need root, we'd like a rootless mode")).toBe('add a rootless mode');
    expect(asRequest("I'd like to get rid of it to be able to ship")).toBe('make it possible to get rid of it to be able to ship');
    expect(asRequest("I'd like to have to be able to log in twice")).not.toMatch(/^make to /);
    // Statements and questions that ask nothing stay as they are.
    expect(asRequest('I still need to restart the server after every change')).toBe(
      'I still need to restart the server after every change',
    );
    expect(asRequest('Now that it works, thanks!')).toBe('Now that it works, thanks!');
    expect(asRequest('Now that it is released I would also like to know why it fails')).toBe(
      'Now that it is released I would also like to know why it fails',
    );
    expect(asRequest('Could it be the cache?')).toBe('Could it be the cache?');
    expect(asRequest('I suggest `AllowedMethods` option to the cop')).toBe('add `AllowedMethods` option to the cop');
    expect(asRequest('Maybe also consider a complementary --include option')).toBe('consider a complementary --include option');
    expect(asRequest("I'm wondering if it would be possible to add history for status codes")).toBe('add history for status codes');
    expect(asRequest('I would expect shell completions to search without case')).toBe('make shell completions search without case');
    expect(asRequest('I want it to work')).toBe('I want it to work');
    expect(asRequest('but certainly the columns must be wrong')).toBe('certainly the columns must be wrong');
    // A commit's third person is the change asked for; a plural noun and a closing keyword stay.
    expect(asRequest('Moves Avatar URL generation to public IPFS.IO')).toBe('Move Avatar URL generation to public IPFS.IO');
    expect(asRequest('fixes the header when a body is streamed')).toBe('fix the header when a body is streamed');
    expect(asRequest('Adds a --quiet flag')).toBe('Add a --quiet flag');
    // So is its past tense.
    expect(asRequest('removed harness from line_numbers test')).toBe('remove harness from line_numbers test');
    // The generic verbs too: a criterion then reads "is changed to update shields.io links".
    expect(asRequest('Updated shields.io links')).toBe('Update shields.io links');
    expect(asRequest('Changes the default port')).toBe('Change the default port');
    expect(asRequest('Used to crash on start')).toBe('Used to crash on start');
    expect(asRequest('Added support for PHP 8.1')).toBe('Add support for PHP 8.1');
    expect(asRequest('dropped the cache on reload')).toBe('drop the cache on reload');
    expect(asRequest('Fixed the header of a streamed body')).toBe('Fix the header of a streamed body');
    expect(asRequest('Deprecated options are ignored')).toBe('Deprecated options are ignored');
    for (const said of ['Patches are dropped on reload', 'Moves fail on Windows', 'Fixes #1730', 'Updates to the docs'])
      expect(asRequest(said)).toBe(said);
    // Wishes that ask nothing of the code stay as written; a thing to see or have is added.
    for (const said of [
      "I'd like to know why the build fails",
      "I'd like to try the new parser",
      'I would like to thank you',
      'I need an answer',
      "I'd like a refund",
      'Would you accept a PR?',
      'I prefer tabs to spaces',
      'I suggest you read the docs',
      'So far, the parser ignores comments',
      'Still broken on Windows',
    ])
      expect(asRequest(said), said).toBe(said);
    expect(asRequest("I'd like to see a --dry-run flag")).toBe('add a --dry-run flag');
    expect(asRequest('It would be nice to have a `quiet` option')).toBe('add a `quiet` option');
    expect(asRequest('I was wondering whether it is possible to hide defaults')).toBe('hide defaults');
    expect(asRequest('I was wondering if this is a bug')).toBe('I was wondering if this is a bug');
    expect(asRequest('We were wondering if we could add a hide_defaults flag')).toBe('add a hide_defaults flag');
    expect(asRequest('There’s no way to hide defaults')).toBe('make it possible to hide defaults');
    expect(asRequest('But also maybe add a flag')).toBe('add a flag');
    expect(asRequest('I want my CLI to be case insensitive')).toBe('I want my CLI to be case insensitive');
    expect(asRequest("I'd like the output to be sorted")).toBe("I'd like the output to be sorted");
    expect(asRequest(`I'd like to ${'x '.repeat(50_000)}`).length).toBeGreaterThan(100_000);
  });

  it('gives objectives that ask, not the story around them', () => {
    expect(objectivesOf(issue)).toEqual([
      'Allow hiding the default value of an option in the help output per command',
      'Make it possible to hide defaults for every option of a single command.',
      'Add a show_default parameter on the command decorator.',
      // A proposal asks too.
      'This would also make sense for groups.',
    ]);
    // Nothing asks: every sentence stays. Listed items always stay.
    expect(objectivesOf('Option groups\n\nClick has options. Groups of them read well.')).toHaveLength(3);
    // Headings, an issue form's confirmations, bare links and open questions ask nothing.
    const form =
      'Allow unsafe regexes\n\n### Prerequisites\n\n- [X] I have written a descriptive issue title\n\n### Feature Proposal\n\n' +
      'I suggest adding an `allowUnsafeRegex` option.\n\nhttps://example.com/docs\n\nShould the router warn? The router is fast.';
    expect(objectivesOf(form)).toEqual(['Allow unsafe regexes', 'Add an `allowUnsafeRegex` option.']);
    expect(objectivesOf('Quota\n\n- Rate limit per key\n- Add a header\nThe header is shown.')).toEqual([
      'Quota',
      'Rate limit per key',
      'Add a header',
    ]);
  });

  it("reads past an issue template's labels, checklists, environment fields and code blocks", () => {
    const text = [
      'Limit the number of results',
      '',
      '**How would you improve it?**',
      '',
      '- [x] Searched the discussions',
      '- [x] No typos',
      '- [ ] Add a --max-results flag',
      '',
      '**Rust**: 1.42',
      'Click version: 7.0',
      '',
      '    const STATUS = 1;',
      '    return $promise->then(',
      '',
      '<pre>',
      '--- a/base.rb 2011-02-04',
      '</pre>',
      '',
      'It would be better to stop after the first results (although you can think of other cases).',
    ].join('\n');
    expect(objectivesOf(text)).toEqual([
      'Limit the number of results',
      'Add a --max-results flag',
      'Stop after the first results (although you can think of other cases).',
    ]);
    // Indented lines that continue a list item are the item's text, not code.
    expect(withoutFencedCode('Quota\n\n- Add a header\n\n    that shows the quota')).toContain('that shows the quota');
    expect(withoutFencedCode('Quota\n\nSee:\n\n    const a = 1;\n\nDone')).toBe('Quota\n\nSee:\n\nDone');
    expect(asks('(although you could add it)')).toBe(false);
  });

  it('serves a task the clause that asks, in a form its test case reads well in', () => {
    expect(clauseFor(issue, ['singl'])).toBe('make it possible to hide defaults for every option of a single command');
    // "Currently …" holds both words, but only tells: the title, which asks, serves.
    expect(clauseFor(issue, ['context', 'option'])).toBe('Allow hiding the default value of an option in the help output per command');
    expect(topicOf('make it possible to hide defaults')).toBe('being able to hide defaults');
    expect(asks('Currently show_default can be set on each option')).toBe(false);
  });

  it("prefers the title's request over the body's longer sentences, and a request over a story of the file's kind", () => {
    const flask =
      'Add a file mode parameter to flask.Config.from_file()\n\nPython 3.11 introduced tomllib. ' +
      'This could work nicely with the `flask.Config.from_file()` method as an easy way to load TOML config files.';
    expect(clauseFor(flask, ['from_fil', 'config', 'toml', 'load'])).toBe('Add a file mode parameter to flask.Config.from_file()');
    const just =
      '[Feature Request] Show aliases as a description for the recipe\n\n' +
      'Currently the recipes alias shows as a recipe with description "alias for X", but it would be better to show the alias as a description.';
    expect(clauseFor(just, ['alias', 'recip', 'descript'], 'code')).toBe('Show aliases as a description for the recipe');
    expect(clauseFor('Highlight individual line\n\nNow that bat supports ranges of lines I use it as a preview', ['lin', 'rang'])).toBe(
      'Highlight individual line',
    );
  });

  it('keeps a sentence whole where a comma carries it on, and splits where a request or a turn starts', () => {
    expect(clauses('Shell completion is case sensitive, even with click.Choice(case_sensitive=False)')).toEqual([
      'Shell completion is case sensitive, even with click.Choice(case_sensitive=False)',
    ]);
    expect(clauses('Rate limit the routes, and show the quota')).toEqual(['Rate limit the routes', 'show the quota']);
    expect(clauses('Options can be set per option, but there is no way to hide them')).toEqual([
      'Options can be set per option',
      'make it possible to hide them',
    ]);
    // An alternative the reporter weighs is not the request.
    expect(asRequest('We could create a bash-completion specific way')).toBe('We could create a bash-completion specific way');
  });

  it('reads hostile issue text without a crash: nested wishes, unclosed <pre> blocks', () => {
    expect(() => clauses("I'm wondering if ".repeat(60_000))).not.toThrow();
    // Wishes nested deeper than twice are left as written.
    expect(asRequest("I'm wondering if I'm wondering if I'm wondering if we could add x")).toMatch(/^I'm wondering/);
    // Unclosed openers read as text but themselves, as before; a closed one still hides its code.
    expect(withoutFencedCode('<pre>\n<pre>\ntext')).toBe('text');
    expect(withoutFencedCode('a\n<pre>\ncode\n</pre>\nb')).toBe('a\nb');
  });

  it('keeps the requests and to-dos of a body: wishes, open checkboxes, numbered and bulleted items, headings that ask', () => {
    expect(
      objectivesOf("Speed up the build\n\nThe build takes 10 minutes on CI. I'd like the build to be faster. Please add caching."),
    ).toEqual(['Speed up the build', "I'd like the build to be faster.", 'Add caching.']);
    expect(objectivesOf('Roadmap for v2\n\n- [ ] Dark mode toggle\n- [ ] The parser should ignore comments\n- [x] Add tests')).toEqual([
      'Roadmap for v2',
      'Dark mode toggle',
      'The parser should ignore comments',
      'Add tests',
    ]);
    expect(
      objectivesOf('Roadmap\n\n- **Add retry to the client**\n## Document the quota\n\nAdd tests.\n1. Dark mode toggle\n• Caching layer'),
    ).toEqual(['Roadmap', '**Add retry to the client**', 'Document the quota', 'Add tests.', 'Dark mode toggle', 'Caching layer']);
    expect(objectivesOf('Node support\n\nRequire Node version: 18 or later.\n<pre-commit> hook should retry.')).toEqual([
      'Node support',
      'Require Node version: 18 or later.',
      '<pre-commit> hook should retry.',
    ]);
  });

  it('reads Chinese requirements as before: every line an objective', () => {
    expect(objectivesOf('登录问题\n\n登录页面白屏，登录状态丢失\nSafari 14 下复现\niOS 端也有同样情况')).toHaveLength(4);
    expect(objectivesOf('支持导出\n\n- [ ] 支持分页查询\n## 修复登录失败\n1. Excel 格式')).toHaveLength(4);
    expect(asks('支持导出')).toBe(true);
  });

  it('hears an opinion ask only when it proposes, and an expectation that starts with a code span', () => {
    expect(asks("I don't think we want any of these to reach production")).toBe(false);
    expect(asks('I would assume this configuration does not support it')).toBe(false);
    expect(asks('I think an option like `coerce_case` would be a reasonable addition')).toBe(true);
    expect(asks('`Lint/Debugger` should complain about this code')).toBe(true);
  });

  it('reads "Currently …" followed by a failure as a problem', () => {
    expect(statesProblem('Currently the cookie is not refreshed')).toBe(true);
  });

  it('reads what the body of a request beyond a fix says the code does not do as its specification', () => {
    const rack =
      'Limit amount of retained data when parsing multipart requests\n\nData stored in temporary files is not counted against this limit.';
    expect(asksBeyondFix(rack)).toBe(true);
    expect(asksBeyondFix('Fix the retained data limit\n\nThe cookie is not refreshed.')).toBe(false);
    expect(asksBeyondFix('The cookie is not refreshed after login')).toBe(false);
    const rule = 'Data stored in temporary files is not counted against this limit';
    expect(statesProblem(rule)).toBe(true);
    expect(statesProblem(rule, false, true)).toBe(false);
  });

  it('lists no plain English words as evidence', () => {
    for (const word of ['way', 'every', 'without', 'unless', 'per']) expect(isPlainWord(word), word).toBe(true);
    for (const word of ['option', 'decorator', 'single', 'show_default']) expect(isPlainWord(word), word).toBe(false);
    // Adverbs by their endings; nouns and verbs that end alike are words of their own.
    for (const word of ['explicitly', 'automatically', 'currently', 'recursively', 'properly']) expect(isPlainWord(word), word).toBe(true);
    for (const word of ['apply', 'family', 'assembly', 'nightly', 'supply', 'anomaly']) expect(isPlainWord(word), word).toBe(false);
  });
});
