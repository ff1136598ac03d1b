// A `/plan` inside an HTML comment is invisible on GitHub, so it is no command: whoever can edit a
// comment must not be able to hide one in it (or hide flags after a visible one).
import { describe, expect, it } from 'vitest';
import { findCommandLine, parseCommand } from '../../src/core/texts/commands.js';

describe('commands and HTML comments', () => {
  it.each([
    ['<!-- /plan -->'],
    ['<!--\n/plan\n-->'],
    ['text\n<!-- note\n/plan --yes\nmore -->\nthanks'],
    ['<!-- unclosed\n\n/plan'],
    ['a <!-- b --> <!-- c\n/plan\n-->'],
  ])('%j is no command', (body) => {
    expect(findCommandLine(body)).toBeUndefined();
    expect(parseCommand(body)).toBeUndefined();
  });

  it('reads the first visible command after a comment closes', () => {
    expect(findCommandLine('<!-- /plan cancel -->\n/plan check')).toEqual({ line: 'check', rest: '' });
    expect(findCommandLine('<!--\n/plan cancel\n-->\n/plan\nmore')).toEqual({ line: '', rest: 'more' });
    // a fence inside a comment opens nothing
    expect(findCommandLine('<!--\n```\n-->\n/plan check')).toEqual({ line: 'check', rest: '' });
    // text after `-->` on the same line is shown, so a command there is visible
    expect(findCommandLine('<!-- x -->/plan check')).toEqual({ line: 'check', rest: '' });
  });

  it('drops hidden text from the command line and what follows it', () => {
    expect(parseCommand('/plan focus <!-- --model=evil-model --yes -->here')).toEqual({
      ok: true,
      command: { kind: 'plan', text: 'focus here', flags: { yes: false, serial: false, fresh: false } },
    });
    expect(findCommandLine('/plan a <!-- hidden\nstill hidden\n--> shown\nnext')).toEqual({ line: 'a', rest: 'shown\nnext' });
  });

  it('keeps comments inside code fences as written and still skips fences and quotes', () => {
    expect(findCommandLine('```\n<!--\n```\n/plan check')).toEqual({ line: 'check', rest: '' });
    expect(findCommandLine('/plan\n```html\n<!-- kept -->\n```')).toEqual({ line: '', rest: '```html\n<!-- kept -->\n```' });
    expect(findCommandLine('> <!--\n> /plan\n/plan help')).toEqual({ line: 'help', rest: '' });
  });

  it('is linear on many comment openers and lines', () => {
    expect(findCommandLine('<!--'.repeat(50_000))).toBeUndefined();
    expect(findCommandLine('<!-- -->\n'.repeat(50_000) + '/plan check')).toEqual({ line: 'check', rest: '' });
  });
});
