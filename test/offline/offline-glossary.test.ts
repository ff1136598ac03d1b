import { describe, expect, it } from 'vitest';
import { englishGloss, glossaryTerms, glossed, GLOSSARY } from '../../src/offline/offline-glossary.js';
import { meaningfulTerms } from '../../src/offline/offline-words.js';

const REQUIREMENT = '为订单和商品接口按 API 密钥添加限流，并在仪表盘顶部显示剩余配额';

describe('englishGloss', () => {
  it('glosses the technical words of a Chinese requirement in their order of occurrence', () => {
    // 密钥 comes before 限流 in the text ("按 API 密钥添加限流"), so key comes before rate limit.
    expect(englishGloss(REQUIREMENT)).toEqual([
      'order',
      'product',
      'api',
      'endpoint',
      'key',
      'rate',
      'limit',
      'dashboard',
      'header',
      'remaining',
      'quota',
    ]);
  });

  it('matches the longest term first', () => {
    expect(englishGloss('数据库')).toEqual(['database']);
    expect(englishGloss('数据')).toEqual(['data']);
    expect(englishGloss('命令行')).toEqual(['cli', 'command']);
    expect(englishGloss('响应头')).toEqual(['response', 'header']);
    expect(englishGloss('数据库迁移和数据表')).toEqual(['database', 'migration', 'table']);
  });

  it('does not read a term across the end of a generic verb', () => {
    expect(englishGloss('添加密码校验')).toEqual(['password', 'validate']);
    expect(englishGloss('增加密钥')).toEqual(['key']);
  });

  it('appends the English words to the text, which stays as written', () => {
    // One word or phrase per line: neighbouring glosses never read as a phrase ("endpoint rate").
    expect(glossed('为接口增加限流')).toBe('为接口增加限流\napi\nendpoint\nrate limit');
    expect(glossed(glossed('为接口增加限流'))).toBe(glossed('为接口增加限流'));
    expect(englishGloss('保存订单并发送邮件')).toEqual(
      ['save', 'order', 'email', 'mail'].filter((w) => englishGloss('保存订单并发送邮件').includes(w)),
    );
    expect(englishGloss('保存订单并发送邮件')).not.toContain('concurrency');
    expect(glossed('Add rate limiting')).toBe('Add rate limiting');
    expect(glossaryTerms('按密钥限流')).toEqual([
      { term: '密钥', words: ['key'] },
      { term: '限流', words: ['rate limit'] },
    ]);
  });

  it('gives each word once', () => {
    expect(englishGloss('缓存缓存，日志和缓存日志')).toEqual(['cache', 'log']);
    // 认证 and 身份验证 share their words: auth, authentication appear once.
    expect(englishGloss('认证与身份验证')).toEqual(['auth', 'authentication']);
  });

  it('gives nothing for generic verbs, English or empty text', () => {
    expect(englishGloss('修复并支持')).toEqual([]);
    expect(englishGloss('添加、增加、处理、实现、更新')).toEqual([]);
    expect(englishGloss('Add rate limiting per API key')).toEqual([]);
    expect(englishGloss('')).toEqual([]);
  });

  it('glosses terms between English words and punctuation', () => {
    expect(englishGloss('在 src/api.ts 的路由中间件里记录超时（timeout）和重试')).toEqual([
      'route',
      'middleware',
      'record',
      'timeout',
      'retry',
    ]);
  });

  it('scans a 1 MB text of repeated Chinese', () => {
    const text = REQUIREMENT.repeat(Math.ceil(1_000_000 / REQUIREMENT.length));
    expect(text.length).toBeGreaterThanOrEqual(1_000_000);
    expect(englishGloss(text)).toEqual(englishGloss(REQUIREMENT));
  });
});

describe('GLOSSARY', () => {
  const entries = Object.entries(GLOSSARY);

  it('holds a few hundred terms', () => {
    expect(entries.length).toBeGreaterThanOrEqual(200);
    expect(entries.length).toBeLessThanOrEqual(400);
  });

  it('maps Chinese terms to one to three lower-case ASCII words or two-word phrases', () => {
    for (const [term, words] of entries) {
      expect(term, term).toMatch(/^[\u4e00-\u9fff]+$/);
      expect(words.length, term).toBeGreaterThanOrEqual(1);
      expect(words.length, term).toBeLessThanOrEqual(3);
      for (const word of words) expect(word, term).toMatch(/^[a-z][a-z0-9]*(?: [a-z][a-z0-9]*)?$/);
    }
  });

  it('glosses every term to its own words when it stands alone', () => {
    for (const [term, words] of entries) expect(englishGloss(term), term).toEqual([...new Set(words.flatMap((w) => w.split(' ')))]);
  });

  it('gives words that reach the ranking: no stop words, no generic verbs', () => {
    for (const [term, words] of entries) for (const word of words) expect(meaningfulTerms(word), `${term} → ${word}`).not.toEqual([]);
  });

  it('leaves out generic verbs', () => {
    for (const verb of ['添加', '增加', '修复', '支持', '处理', '实现', '更新']) expect(GLOSSARY[verb], verb).toBeUndefined();
  });
});
