// With `locale: zh` every text the offline planner writes is Chinese: titles, descriptions, changes,
// criteria, evidence and domains, whether the requirement is Chinese or English. Names, paths and
// the requirement's own words stay as written.
import { describe, expect, it } from 'vitest';
import { OfflineProvider } from '../../src/offline/offline.js';
import { EN } from '../../src/offline/offline-phrases-en.js';
import { ZH } from '../../src/offline/offline-phrases-zh.js';
import type { Analysis, DomainBrief, DomainPlan } from '../../src/contract/types.js';
import { createMemorySnapshot } from '../../src/repo/memory-snapshot.js';

const snapshot = createMemorySnapshot({
  'package.json': '{ "name": "svc", "type": "module" }\n',
  'src/routes/quota.ts': [
    '// The quota route: rate limit per API key. 接口限流与剩余配额。',
    'export function quotaRouter(request: { key: string }) {',
    '  return { remaining: remainingQuota(request.key) };',
    '}',
    '',
    'export function remainingQuota(key: string): number {',
    '  return 100 - key.length;',
    '}',
    '',
  ].join('\n'),
  'test/routes/quota.test.ts':
    "import { quotaRouter } from '../../src/routes/quota.js';\n\ntest('quota', () => quotaRouter({ key: 'a' }));\n",
  'migrations/001_init.sql': 'create table api_keys (id text primary key, quota integer);\n',
  'README.md': '# svc\n\n## Quota\n\nEach API key has a quota and a rate limit.\n',
});

const CHINESE = '为接口增加限流，并在页面上显示剩余配额';
const ENGLISH = 'Add rate limiting per API key to the quota route, document the quota in the README and add a migration for it';
const CJK = /[\u4e00-\u9fff]/;

const provider = new OfflineProvider();

async function planAll(requirement: string, locale: 'en' | 'zh'): Promise<{ analysis: Analysis; plans: DomainPlan[] }> {
  const analysis = (await provider.understand({ requirement, overview: '', maxDomains: 5, locale, snapshot })).value;
  const domains: DomainBrief[] = analysis.sub_domains.map((d, i) => ({
    slug: d.focus_area,
    title: d.focus_area,
    description: d.description,
    range: [i * 100 + 1, (i + 1) * 100],
    key_concerns: [],
  }));
  const plans = await Promise.all(
    domains.map(async (domain) => {
      const request = { requirement, overview: '', analysis, domains, domain, maxTasks: 8, locale, snapshot };
      return (await provider.planDomain(request)).value;
    }),
  );
  return { analysis, plans };
}

/** The texts of every task: title, description, each change and each criterion. */
function taskTexts(plans: DomainPlan[]): string[] {
  return plans.flatMap((p) =>
    p.tasks.flatMap((t) => [t.title, t.description, ...t.modification_points.map((m) => m.change), ...t.convergence_criteria]),
  );
}

/** The fixed words of the English table, each call's text between its arguments (`\u0001`). */
function englishTemplates(): string[] {
  const hole = '\u0001';
  const fragments: string[] = [];
  for (const section of [EN.task, EN.criteria, EN.fallback, EN.evidence]) {
    for (const value of Object.values(section)) {
      const texts =
        typeof value === 'string'
          ? [value]
          : typeof value === 'function'
            ? [callWithHoles(value as (...args: unknown[]) => string, hole)]
            : typeof value === 'object'
              ? Object.values(value as Record<string, unknown>).map((v) =>
                  typeof v === 'function' ? callWithHoles(v as (...args: unknown[]) => string, hole) : String(v),
                )
              : [];
      for (const text of texts) fragments.push(...text.split(hole));
    }
  }
  const words = fragments.map((f) => f.replace(/^[^A-Za-z]+|[^A-Za-z]+$/g, '')).filter((f) => /[A-Za-z]{4}/.test(f));
  return [...new Set(words)];
}

function callWithHoles(phrase: (...args: unknown[]) => string, hole: string): string {
  const strings = Array.from({ length: phrase.length }, () => hole);
  try {
    return phrase(...strings);
  } catch {
    return phrase(...strings.map(() => [hole]));
  }
}

/** Text outside the requirement's quoted words (「…」), code spans and paths. */
function ownWords(text: string): string {
  return text
    .replace(/「[^」]*」/g, '')
    .replace(/`[^`]*`/g, '')
    .replace(/[\w@-]*[/.][\w./@-]*/g, '');
}

describe('offline plans in Chinese', () => {
  const templates = englishTemplates();

  it('derives the English templates it looks for', () => {
    expect(templates).toEqual(expect.arrayContaining(['Change', 'the new case in', 'is changed to', 'new file', 'matched terms']));
  });

  it.each([
    ['a Chinese requirement', CHINESE],
    ['an English requirement', ENGLISH],
  ])('writes every task of %s in Chinese', async (_name, requirement) => {
    const { plans } = await planAll(requirement, 'zh');
    const texts = taskTexts(plans);
    expect(plans.flatMap((p) => p.tasks).length).toBeGreaterThan(0);
    for (const text of texts) {
      expect(text, text).toMatch(CJK);
      for (const template of templates) expect(ownWords(text), `${text} ∋ ${template}`).not.toContain(template);
    }
  });

  it('an English requirement with locale zh: code, test, document and migration tasks, in Chinese', async () => {
    const { analysis, plans } = await planAll(ENGLISH, 'zh');
    const tasks = plans.flatMap((p) => p.tasks);
    const titles = tasks.map((t) => t.title);
    expect(titles).toEqual(
      expect.arrayContaining([
        '修改 src/routes/quota.ts 中的 quotaRouter',
        '修改 README.md 的「Quota」一节',
        expect.stringMatching(/^新增迁移 migrations\/002_/),
      ]),
    );
    const route = tasks.find((t) => t.title.includes('quotaRouter'));
    expect(route?.modification_points.map((m) => m.file)).toEqual(['src/routes/quota.ts', 'test/routes/quota.test.ts']);
    expect(route?.convergence_criteria).toEqual([
      'src/routes/quota.ts 中的 `quotaRouter` 做到「Add rate limiting per API key to the quota route」',
      'test/routes/quota.test.ts 中覆盖该改动的新用例通过',
    ]);
    const migration = tasks.find((t) => t.title.startsWith('新增迁移'));
    expect(migration?.modification_points[0]?.change).toBe('新文件');
    expect(analysis.understanding.split_strategy).toMatch(/^离线启发式计划/);
    for (const domain of analysis.sub_domains) expect(domain.description).toMatch(/^改动位于 /);
    for (const plan of plans) for (const file of plan.evidence.relevant_files) expect(file.rationale).toMatch(CJK);
  });

  it('a Chinese requirement ranks the files through its glossed words; domains, descriptions and evidence in Chinese', async () => {
    const { analysis, plans } = await planAll(CHINESE, 'zh');
    expect(analysis.sub_domains.map((d) => d.description)).toEqual([
      // The route's own Chinese comment (接口限流与剩余配额) matches too: the README falls below it.
      '改动位于 src/routes/quota.ts、test/routes/quota.test.ts',
      '改动位于 migrations/001_init.sql',
    ]);
    expect(analysis.understanding.split_strategy).toMatch(/^离线启发式计划：选出与需求最相符的文件/);
    expect(analysis.understanding.key_points.join('\n')).not.toMatch(/files in the repository/);
    const [route] = plans[0]?.tasks ?? [];
    // 接口, 限流, 剩余 and 配额 read as api, rate limit, remaining and quota: the route's declaration.
    expect(route?.modification_points[0]).toMatchObject({ file: 'src/routes/quota.ts', location: 'quotaRouter' });
    // The words shown are the requirement's own, never the glossary's English.
    expect(route?.description).toMatch(/配额/);
    expect(route?.description).not.toMatch(/\b(?:quota|remaining|rate|limit)\b/);
    // Named by the glossed words, each once.
    expect(plans[1]?.tasks[0]?.modification_points[0]?.file).toBe('migrations/002_api_endpoint_rate_limit_page.sql');
    // Neighbouring glosses are no phrase the requirement wrote: no domain is named "endpoint-rate".
    expect(analysis.sub_domains.map((d) => d.focus_area).join(' ')).not.toMatch(/endpoint-rate|limit-page|limit-remaining/);
    for (const plan of plans) {
      expect(plan.evidence.existing_patterns.slice(0, 2)).toEqual(['TypeScript 源码（2 个文件）', 'Node.js 项目（package.json）']);
      for (const pattern of plan.evidence.existing_patterns.slice(2)) expect(pattern).toMatch(/^测试按源文件命名：/);
      for (const file of plan.evidence.relevant_files) expect(file.rationale).toMatch(CJK);
    }
  });

  it('a Chinese requirement whose words the repository does not hold: keyword domains, described in Chinese', async () => {
    const { analysis, plans } = await planAll('改进页面样式和数据库', 'zh');
    expect(analysis.sub_domains.map((d) => d.description)).toEqual(['数据模型、表结构和迁移', '用户界面：页面、组件和样式']);
    expect(analysis.understanding.split_strategy).toMatch(/^离线启发式计划：按关键词和仓库结构拆分/);
    // A new migration is the next numbered one, never an unnumbered file beside 001_init.sql; a new
    // file is named by the glossed words (页面 → page), not "change".
    expect(plans.map((p) => p.tasks[0]?.modification_points[0]?.file)).toEqual([
      'migrations/002_page_style_css_database.sql',
      'web/src/page.tsx',
    ]);
  });

  it('a named declaration: the name as the requirement has it, qualified only as where the file declares it', () => {
    expect(EN.task.named('consumeToken', 'Limiter.consumeToken', ['consume', 'token'])).toBe(
      "The requirement's words consume, token spell `consumeToken`, which the file declares as `Limiter.consumeToken`.",
    );
    expect(ZH.task.named('consumeToken', 'Limiter.consumeToken')).toBe(
      '需求点名了 `consumeToken`，文件中声明了它（`Limiter.consumeToken`）。',
    );
    expect(ZH.task.named('consumeToken', 'consumeToken', ['consume', 'token'])).toBe(
      '需求中的词 consume、token 拼出了 `consumeToken`，文件中声明了它。',
    );
    expect(ZH.criteria.meets('`Sampler`', '采样器应当支持按级别设置采样率')).toBe('`Sampler` 满足「采样器应当支持按级别设置采样率」');
  });

  it('English plans keep their English', async () => {
    for (const requirement of [CHINESE, ENGLISH]) {
      const { analysis, plans } = await planAll(requirement, 'en');
      const written = [analysis.understanding.split_strategy, ...analysis.sub_domains.map((d) => d.description), ...taskTexts(plans)];
      // The requirement's own Chinese words may appear; no other Chinese may.
      const own = (text: string) => text.replace(/[\u4e00-\u9fff，]+/g, (run) => (requirement.includes(run) ? '' : run));
      for (const text of written) expect(own(text), text).not.toMatch(CJK);
      // And the templates the Chinese plans are checked against are there: the check can fail.
      expect(taskTexts(plans).some((text) => templates.some((template) => ownWords(text).includes(template)))).toBe(true);
    }
  });
});
