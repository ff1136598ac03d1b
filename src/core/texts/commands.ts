// `/plan` comment commands: found on the first line that starts with the trigger,
// split like a shell would, flags allow-listed. A mistake yields one message and the valid form;
// nothing in a comment can set a secret, an endpoint, a path or a permission. Flags that set a
// config key are validated by the config schema itself (`validateOverrides`, config.ts), so a
// value means the same in a comment as in `.github/cplan.yml`, an Action input or a CLI option.
import { ConfigError, type ConfigOverrides, configSource, type CplanConfig, validateOverrides, SETTING_FLAGS } from '../config/config.js';

export interface PlanFlags {
  maxDomains?: number;
  yes: boolean;
  serial: boolean;
  fresh: boolean;
  locale?: 'en' | 'zh';
  model?: string;
}

export type PlanCommand =
  | { kind: 'plan'; text: string; flags: PlanFlags }
  | { kind: 'approve'; answers: string }
  | { kind: 'split'; domains: { focus_area: string; description: string }[] }
  | { kind: 'cancel' }
  | { kind: 'continue'; flags: PlanFlags }
  | { kind: 'replan'; domain: string; feedback: string }
  | { kind: 'revise'; feedback: string }
  | { kind: 'check' }
  | { kind: 'issues' }
  | { kind: 'execute'; action: 'start' | 'status' | 'stop' }
  | { kind: 'help' };

export type CommandParse = { ok: true; command: PlanCommand } | { ok: false; error: string; usage: string };

export const COMMAND_USAGE: Record<PlanCommand['kind'], string> = {
  plan: '/plan [extra requirement text] [--max-domains=N] [-y|--yes] [--serial] [--fresh] [--locale=en|zh] [--model=NAME]',
  approve: '/plan approve [answers to the open questions]',
  split: '/plan split <domain>: <description>; <domain>: <description> …',
  cancel: '/plan cancel',
  continue: '/plan continue [-y]',
  replan: '/plan replan <domain> [feedback]',
  revise: '/plan revise <feedback>',
  check: '/plan check',
  issues: '/plan issues',
  execute: '/plan execute [status|stop]',
  help: '/plan help',
};

export function helpText(trigger = '/plan'): string {
  return Object.values(COMMAND_USAGE)
    .map((usage) => `- \`${usage.replace(/^\/plan/, trigger)}\``)
    .join('\n');
}

/** Splits like a shell: whitespace separates, single or double quotes group, backslash escapes. */
export function shellSplit(line: string): string[] {
  const words: string[] = [];
  let current = '';
  let quote: string | null = null;
  let has = false;
  for (let i = 0; i < line.length; i++) {
    const c = line[i] as string;
    if (quote) {
      if (c === quote) quote = null;
      else if (c === '\\' && quote === '"' && i + 1 < line.length) current += line[++i];
      else current += c;
    } else if (c === '"' || c === "'") {
      quote = c;
      has = true;
    } else if (c === '\\' && i + 1 < line.length) {
      current += line[++i];
      has = true;
    } else if (/\s/.test(c)) {
      if (has || current) words.push(current);
      current = '';
      has = false;
    } else {
      current += c;
    }
  }
  if (has || current) words.push(current);
  return words;
}

/**
 * Finds the command in a comment: undefined when no visible line starts with the trigger. Lines in
 * code fences or quotes are not commands, nor is text in an HTML comment (`<!--` to `-->`, across
 * lines; one left open hides the rest of the body), which GitHub does not show: a command hidden
 * there, or flags hidden after a visible one, would run unseen. `rest` is the visible text after it.
 */
export function findCommandLine(body: string, trigger = '/plan'): { line: string; rest: string } | undefined {
  const lines = visibleLines(String(body ?? ''));
  for (let i = 0; i < lines.length; i++) {
    const entry = lines[i];
    if (!entry?.command) continue;
    const text = entry.text.trim();
    if (text.split(/\s+/)[0] === trigger)
      return {
        line: text.slice(trigger.length).trim(),
        rest: lines
          .slice(i + 1)
          .filter((next) => !next.hidden)
          .map((next) => next.text)
          .join('\n')
          .trim(),
      };
  }
  return undefined;
}

interface VisibleLine {
  /** The line as GitHub shows it: HTML comments taken out (fenced code and quotes kept as written). */
  text: string;
  /** Wholly inside an HTML comment. */
  hidden: boolean;
  /** Could hold a command: shown, and neither in a code fence nor a quote. */
  command: boolean;
}

/** The lines of a comment body as shown. Linear: each character is looked at a bounded number of times. */
function visibleLines(body: string): VisibleLine[] {
  const out: VisibleLine[] = [];
  let fence = false;
  let comment = false;
  for (const raw of body.split(/\r?\n/)) {
    let line = raw;
    if (comment) {
      const end = line.indexOf('-->');
      if (end < 0) {
        out.push({ text: '', hidden: true, command: false });
        continue;
      }
      comment = false;
      line = line.slice(end + 3);
    }
    const text = line.trim();
    if (/^(```|~~~)/.test(text)) fence = !fence;
    if (fence || text.startsWith('>')) {
      out.push({ text: line, hidden: false, command: false });
      continue;
    }
    const shown = withoutComments(line);
    comment = shown.open;
    out.push({ text: shown.text, hidden: false, command: true });
  }
  return out;
}

/** One line without its HTML comments; `open` when a comment starts on it and does not end. */
function withoutComments(line: string): { text: string; open: boolean } {
  let text = '';
  let at = 0;
  for (;;) {
    const start = line.indexOf('<!--', at);
    if (start < 0) return { text: text + line.slice(at), open: false };
    text += line.slice(at, start);
    const end = line.indexOf('-->', start + 4);
    if (end < 0) return { text, open: true };
    at = end + 3;
  }
}

const SUBCOMMANDS = new Set(['approve', 'split', 'cancel', 'continue', 'replan', 'revise', 'check', 'issues', 'execute', 'help']);

type SettingFlag = keyof typeof SETTING_FLAGS;
const isSettingFlag = (name: string): name is SettingFlag => Object.hasOwn(SETTING_FLAGS, name);

/**
 * The config keys a `/plan` comment's flags set, to layer over the repository's config with
 * `mergeConfig(config, planFlagSettings(flags), configSource.comment(trigger))`.
 */
export function planFlagSettings(flags: PlanFlags): Partial<CplanConfig> {
  return {
    ...(flags.maxDomains !== undefined ? { max_domains: flags.maxDomains } : {}),
    ...(flags.locale !== undefined ? { locale: flags.locale } : {}),
    ...(flags.model !== undefined ? { model: flags.model } : {}),
  };
}

export function parseCommand(body: string, trigger = '/plan'): CommandParse | undefined {
  const found = findCommandLine(body, trigger);
  if (!found) return undefined;
  let words: string[];
  try {
    words = shellSplit(found.line);
  } catch {
    words = found.line.split(/\s+/);
  }
  const sub = words[0]?.toLowerCase();
  const fail = (kind: PlanCommand['kind'], error: string): CommandParse => ({
    ok: false,
    error,
    usage: COMMAND_USAGE[kind].replace(/^\/plan/, trigger),
  });
  const restText = (from: number) =>
    [words.slice(from).join(' '), found.rest]
      .filter((s) => s !== '')
      .join('\n')
      .trim();

  if (sub && SUBCOMMANDS.has(sub)) {
    const kind = sub as PlanCommand['kind'];
    switch (kind) {
      case 'approve':
        return { ok: true, command: { kind, answers: restText(1) } };
      case 'split': {
        const text = restText(1);
        const domains = text
          .split(/[;\n]/)
          .map((part) => part.trim())
          .filter((part) => part !== '')
          .map((part) => {
            const colon = part.search(/[:：]/);
            return colon < 0
              ? { focus_area: part, description: '' }
              : { focus_area: part.slice(0, colon).trim(), description: part.slice(colon + 1).trim() };
          });
        if (domains.length === 0 || domains.some((d) => d.focus_area === ''))
          return fail(kind, 'split needs at least one "<domain>: <description>"');
        if (domains.length > 10) return fail(kind, 'split allows at most 10 domains');
        return { ok: true, command: { kind, domains } };
      }
      case 'replan': {
        const domain = words[1];
        if (!domain || domain.startsWith('-')) return fail(kind, 'replan needs the domain to plan again');
        return { ok: true, command: { kind, domain, feedback: restText(2) } };
      }
      case 'revise': {
        const feedback = restText(1);
        if (feedback === '') return fail(kind, 'revise needs feedback saying what to change');
        return { ok: true, command: { kind, feedback } };
      }
      case 'continue': {
        const parsed = parseFlags(words.slice(1), ['yes'], trigger);
        if ('error' in parsed) return fail(kind, parsed.error);
        if (parsed.text !== '') return fail(kind, `continue takes no text (got "${parsed.text.slice(0, 40)}")`);
        return { ok: true, command: { kind, flags: parsed.flags } };
      }
      case 'execute':
        return parseExecute(words, fail);
      default:
        if (words.length > 1) return fail(kind, `${kind} takes no arguments`);
        return { ok: true, command: { kind } as PlanCommand };
    }
  }
  const parsed = parseFlags(words, ['max-domains', 'yes', 'serial', 'fresh', 'locale', 'model'], trigger);
  if ('error' in parsed) return fail('plan', parsed.error);
  return {
    ok: true,
    command: {
      kind: 'plan',
      text: [parsed.text, found.rest]
        .filter((s) => s !== '')
        .join('\n')
        .trim(),
      flags: parsed.flags,
    },
  };
}

/** `/plan execute [status|stop]`. */
function parseExecute(words: string[], fail: (kind: 'execute', error: string) => CommandParse): CommandParse {
  const action = (words[1] ?? 'start').toLowerCase();
  if (words.length > 2 || (action !== 'start' && action !== 'status' && action !== 'stop'))
    return fail('execute', 'execute takes nothing, `status` or `stop`');
  return { ok: true, command: { kind: 'execute', action } };
}

function parseFlags(words: string[], allowed: string[], trigger: string): { flags: PlanFlags; text: string } | { error: string } {
  const flags: PlanFlags = { yes: false, serial: false, fresh: false };
  const settings: Record<string, string> = {};
  const text: string[] = [];
  for (const word of words) {
    if (!word.startsWith('-') || word === '-' || word === '--') {
      text.push(word);
      continue;
    }
    const [rawName, value] = word.includes('=') ? [word.slice(0, word.indexOf('=')), word.slice(word.indexOf('=') + 1)] : [word, undefined];
    const name = rawName === '-y' ? 'yes' : rawName.replace(/^--?/, '');
    if (!allowed.includes(name)) return { error: `unknown flag ${rawName}` };
    if (isSettingFlag(name)) {
      if (value === undefined || value === '') return { error: `${rawName} needs a value (${rawName}=…)` };
      settings[SETTING_FLAGS[name]] = value;
      continue;
    }
    if (value !== undefined) return { error: `${rawName} takes no value` };
    if (name === 'yes') flags.yes = true;
    else if (name === 'serial') flags.serial = true;
    else if (name === 'fresh') flags.fresh = true;
  }
  // The values are text; the config schema reads and checks them, as it would the same keys in the file.
  let valid: Partial<CplanConfig>;
  try {
    valid = validateOverrides(settings as ConfigOverrides, configSource.comment(trigger));
  } catch (error) {
    if (error instanceof ConfigError) return { error: error.message };
    throw error;
  }
  if (valid.max_domains !== undefined) flags.maxDomains = valid.max_domains;
  if (valid.locale !== undefined) flags.locale = valid.locale;
  if (valid.model !== undefined) flags.model = valid.model;
  return { flags, text: text.join(' ').trim() };
}
