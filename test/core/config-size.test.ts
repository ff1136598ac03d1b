// parseConfigYaml (the Action and the CLI): a file over CONFIG_MAX_BYTES is refused before any YAML
// is parsed, and the YAML of a file within it is read without yaml's quadratic duplicate-key check,
// while a repeated key is still an error that says where.
import YAML from 'yaml';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CONFIG_MAX_BYTES, ConfigError, parseConfigYaml } from '../../src/core/config/config.js';

afterEach(() => vi.restoreAllMocks());

/** `prices` with `count` models: every key distinct, every entry valid. */
function pricesConfig(count: number): string {
  const lines = ['prices:'];
  for (let i = 0; i < count; i++) lines.push(`  model-${i}: { input: 1, output: 2 }`);
  return `${lines.join('\n')}\n`;
}

const error = (run: () => unknown): unknown => {
  try {
    run();
  } catch (caught) {
    return caught;
  }
  return undefined;
};

describe('parseConfigYaml: the size limit', () => {
  it('refuses a 1.2 MB file of 40 000 keys by its size, before the YAML parser sees it', () => {
    const text = pricesConfig(40_000);
    expect(Buffer.byteLength(text)).toBeGreaterThan(1_200_000);
    const parsers = [vi.spyOn(YAML, 'parse'), vi.spyOn(YAML, 'parseDocument'), vi.spyOn(YAML, 'parseAllDocuments')];
    const refused = error(() => parseConfigYaml(text));
    expect(refused).toBeInstanceOf(ConfigError);
    expect((refused as ConfigError).reason).toBe('config');
    expect((refused as Error).message).toMatch(/^\.github\/cplan\.yml is 1\.\d MB; cplan reads at most 64 KB$/);
    for (const parser of parsers) expect(parser).not.toHaveBeenCalled();
  });

  it('counts bytes, not characters, and names the file it was given', () => {
    const text = `# ${'é'.repeat(CONFIG_MAX_BYTES / 2)}\n`;
    expect(text.length).toBeLessThan(CONFIG_MAX_BYTES);
    expect(() => parseConfigYaml(text, 'ci/cplan.yml')).toThrow('ci/cplan.yml is 65 KB; cplan reads at most 64 KB');
  });

  it('reads a file of exactly the limit', () => {
    const head = 'max_domains: 3\n# ';
    const text = `${head}${'x'.repeat(CONFIG_MAX_BYTES - head.length - 1)}\n`;
    expect(Buffer.byteLength(text)).toBe(CONFIG_MAX_BYTES);
    expect(parseConfigYaml(text).max_domains).toBe(3);
    expect(() => parseConfigYaml(`${text} `)).toThrow(/is 65 KB; cplan reads at most 64 KB$/);
  });

  it('parses a 60 KB config of many keys, and validates every one', () => {
    const text = pricesConfig(1_700);
    expect(Buffer.byteLength(text)).toBeGreaterThan(60_000);
    expect(Buffer.byteLength(text)).toBeLessThanOrEqual(CONFIG_MAX_BYTES);
    const config = parseConfigYaml(text);
    expect(Object.keys(config.prices)).toHaveLength(1_700);
    expect(config.prices['model-1699']).toEqual({ input: 1, output: 2 });
  });
});

describe('parseConfigYaml: repeated keys', () => {
  it('reads YAML with the duplicate-key check of yaml off (its check is quadratic)', () => {
    const parseDocument = vi.spyOn(YAML, 'parseDocument');
    parseConfigYaml('max_domains: 3\n');
    expect(parseDocument).toHaveBeenCalledWith('max_domains: 3\n', expect.objectContaining({ uniqueKeys: false }));
  });

  it.each([
    ['max_domains: 3\nlocale: zh\nmax_domains: 4\n', 'line 3, column 1'],
    ['models:\n  domain: a\n  domain: b\n', 'line 3, column 3'],
    ['prices: { m: { input: 1, output: 2, input: 3 } }\n', 'line 1, column 37'],
    // Keys are equal by value, as yaml decides: 1 and 1e0 are the same number.
    ['prices:\n  1: { input: 1, output: 1 }\n  1e0: { input: 1, output: 1 }\n', 'line 3, column 3'],
  ])('still refuses %j, saying where', (text, where) => {
    expect(() => parseConfigYaml(text)).toThrow(`.github/cplan.yml: not valid YAML: Map keys must be unique at ${where}`);
  });

  it('finds a repeated key among the last of a 60 KB mapping', () => {
    const text = `${pricesConfig(1_700)}  model-5: { input: 3, output: 4 }\n`;
    expect(() => parseConfigYaml(text)).toThrow('Map keys must be unique at line 1702, column 3');
  });

  it('keeps keys that only look alike apart: "1" and 1, anchors and their aliases', () => {
    expect(Object.keys(parseConfigYaml('prices:\n  "1": { input: 1, output: 1 }\n  1: { input: 2, output: 2 }\n').prices)).toEqual(['1']);
    const aliased = parseConfigYaml('models:\n  domain: &m claude-haiku-4-5\n  link: *m\n');
    expect(aliased.models).toEqual({ domain: 'claude-haiku-4-5', link: 'claude-haiku-4-5' });
  });
});
