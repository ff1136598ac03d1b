import { describe, expect, it } from 'vitest';
import {
  asciiSlug,
  buildSessionId,
  domainKey,
  domainSlug,
  domainTitle,
  formatTaskId,
  idRange,
  requirementSlug,
  uniqueDomainSlugs,
  uniqueName,
} from '../../src/core/shared/names.js';

describe('names', () => {
  it('builds session ids from the first line, lower-cased, CJK kept, 30 chars, UTC date', () => {
    expect(buildSessionId('Add Rate-Limiting to the API!\nmore text', new Date('2026-11-22T23:30:00-05:00'))).toBe(
      'CPLAN-add-rate-limiting-to-the-api-2026-11-23',
    );
    expect(requirementSlug('为公共接口 增加 限流')).toBe('为公共接口-增加-限流');
    expect(requirementSlug('x'.repeat(50))).toHaveLength(30);
    expect(requirementSlug('a'.repeat(29) + ' b')).toBe('a'.repeat(29));
    expect(requirementSlug('!!!')).toBe('plan');
    // The limit falls inside a word: the slug ends at the word before (not "…-numeric-re").
    expect(requirementSlug('Fix extend dropping numeric retry values')).toBe('fix-extend-dropping-numeric');
    expect(requirementSlug('Add rate limiting to the API and show the quota')).toBe('add-rate-limiting-to-the-api');
  });

  it('suffixes taken names and makes ASCII branch slugs', () => {
    const taken = new Set(['x', 'x-2']);
    expect(uniqueName('x', (n) => taken.has(n))).toBe('x-3');
    expect(uniqueName('y', (n) => taken.has(n))).toBe('y');
    expect(asciiSlug('Add 限流 to API')).toBe('add-to-api');
  });

  it('forces domain slugs to [a-z0-9-]{1,40}, unique', () => {
    expect(domainSlug('Backend API')).toBe('backend-api');
    expect(domainSlug('../../etc/passwd')).toBe('etc-passwd');
    expect(domainSlug('后端')).toBe('domain');
    expect(domainSlug('a'.repeat(60))).toHaveLength(40);
    const slugs = uniqueDomainSlugs(['API', 'api', 'Api!', 'b'.repeat(45), 'b'.repeat(41)]);
    expect(slugs).toEqual(['api', 'api-2', 'api-3', 'b'.repeat(40), `${'b'.repeat(38)}-2`]);
    for (const s of slugs) expect(s).toMatch(/^[a-z0-9-]{1,40}$/);
    expect(domainTitle('backend-api')).toBe('Backend Api');
  });

  it('trims dashes at both ends, also after cutting, in linear time on hostile input', () => {
    expect(requirementSlug('--Add  API--')).toBe('add-api');
    expect(requirementSlug('a'.repeat(29) + '-b')).toBe('a'.repeat(29));
    expect(asciiSlug('限流 - API -', 5)).toBe('api');
    expect(asciiSlug('abcd-efgh', 5)).toBe('abcd');
    expect(domainSlug('-- Backend API --')).toBe('backend-api');
    expect(domainSlug(`${'a'.repeat(39)} b`)).toBe('a'.repeat(39));
    expect(domainKey('--Backend API--')).toBe('backend-api');
    expect(domainKey('后端 API')).toBe('后端-api');
    const hostile = '-'.repeat(100_000) + 'x';
    expect(requirementSlug(hostile)).toBe('x');
    expect(asciiSlug(hostile)).toBe('x');
    expect(domainSlug(hostile)).toBe('x');
    expect(domainKey(hostile)).toBe('x');
    expect(domainKey('x' + '-'.repeat(100_000))).toBe('x');
  });

  it('allocates 100-wide ranges and formats ids with at least three digits', () => {
    expect([idRange(1), idRange(3)]).toEqual([
      [1, 100],
      [201, 300],
    ]);
    expect([formatTaskId(1), formatTaskId(101), formatTaskId(1000)]).toEqual(['TASK-001', 'TASK-101', 'TASK-1000']);
  });
});
