// The offline provider's vocabulary (after the seeds' heuristics): complexity words and
// a sub-domain table in English and Chinese, plus the repository layouts that support a domain.
import { cjkPairs } from '../retrieval/tokens.js';

export interface DomainRule {
  slug: string;
  description: string;
  keywords: string[];
  /** Top-level folders or files whose presence supports the domain. */
  layout: RegExp;
  /** Paths this domain's tasks prefer. */
  paths: RegExp;
  /** Paths that belong to another domain even when they match `paths`. */
  avoid?: RegExp;
  dependsOn: string[];
  /** Where a new file goes when nothing in the repository matches. */
  newFile: (term: string) => string;
}

export const HIGH_WORDS = [
  'migrate',
  'migration',
  'refactor',
  'architecture',
  'distributed',
  'security',
  'multi-tenant',
  'rewrite',
  'redesign',
  'scalab',
  'concurren',
  'real-time',
  'realtime',
  '重构',
  '迁移',
  '架构',
  '分布式',
  '安全',
  '多租户',
  '并发',
];
export const LOW_WORDS = [
  'typo',
  'rename',
  'readme',
  'docs only',
  'small',
  'tweak',
  'wording',
  'copy change',
  'bump',
  '文案',
  '错别字',
  '重命名',
  '文档',
];

export const DOMAIN_RULES: DomainRule[] = [
  {
    slug: 'database',
    description: 'Data model, schema and migrations',
    keywords: [
      'database',
      'db',
      'schema',
      'migration',
      'table',
      'sql',
      'model',
      'storage',
      'persist',
      'store',
      'redis',
      'cache',
      'index',
      '数据库',
      '数据',
      '存储',
      '表',
      '模型',
      '缓存',
    ],
    layout: /^(migrations|db|database|prisma|models|schema|sql)(\/|$)/,
    paths: /(migration|schema|model|db|database|prisma|\.sql$|store|repo)/i,
    avoid: /(\.(jsx|tsx|vue|svelte|css|scss|html|md)$|(^|\/)(web|frontend|ui|client|docs)\/)/i,
    dependsOn: [],
    newFile: (term) => `migrations/add-${term}.sql`,
  },
  {
    slug: 'backend-api',
    description: 'Server side: endpoints, middleware and services',
    keywords: [
      'api',
      'endpoint',
      'server',
      'backend',
      'route',
      'rest',
      'graphql',
      'middleware',
      'service',
      'handler',
      'request',
      'rate limit',
      'webhook',
      '接口',
      '后端',
      '服务',
      '路由',
      '中间件',
      '请求',
    ],
    layout: /^(server|api|backend|src\/(routes|api|server|handlers|middleware)|routes|handlers)(\/|$)/,
    paths: /(server|api|route|handler|middleware|service|controller|backend)/i,
    avoid: /(\.(jsx|tsx|vue|svelte|css|scss|html|sql|md)$|(^|\/)(web|frontend|ui|client|migrations|docs)\/)/i,
    dependsOn: ['database'],
    newFile: (term) => `src/${term}.ts`,
  },
  {
    slug: 'frontend-ui',
    description: 'User interface: pages, components and styles',
    keywords: [
      'ui',
      'frontend',
      'page',
      'dashboard',
      'component',
      'button',
      'view',
      'css',
      'display',
      'show',
      'screen',
      'form',
      'react',
      'vue',
      '前端',
      '界面',
      '页面',
      '组件',
      '显示',
      '展示',
      '按钮',
    ],
    layout: /^(web|frontend|ui|client|app|pages|components|public)(\/|$)/,
    paths: /(\.(tsx|jsx|vue|svelte|css|scss|html)$|web\/|frontend\/|ui\/|client\/|component|page)/i,
    dependsOn: ['backend-api'],
    newFile: (term) => `web/src/${term}.tsx`,
  },
  {
    slug: 'cli',
    description: 'Command-line interface: commands, flags and output',
    keywords: ['cli', 'command line', 'command-line', 'flag', 'subcommand', 'terminal', 'argv', '命令行', '参数'],
    layout: /^((src\/)?(cli|bin|cmd|commands))(\/|$)/,
    paths: /(^|\/)(cli|bin|cmd|commands?)(\/|\.|$)/i,
    dependsOn: [],
    newFile: (term) => `src/cli/${term}.ts`,
  },
  {
    slug: 'security',
    description: 'Authentication, authorization and abuse protection',
    keywords: [
      'security',
      'auth',
      'authentication',
      'authorization',
      'permission',
      'token',
      'encrypt',
      'vulnerab',
      'xss',
      'csrf',
      'secret',
      'login',
      'oauth',
      '安全',
      '权限',
      '认证',
      '鉴权',
      '加密',
      '登录',
    ],
    layout: /^(auth|security)(\/|$)/,
    paths: /(auth|security|permission|token|session|crypto)/i,
    dependsOn: ['backend-api'],
    newFile: (term) => `src/security/${term}.ts`,
  },
  {
    slug: 'infrastructure',
    description: 'Build, deployment and operations',
    keywords: [
      'deploy',
      'docker',
      'ci',
      'pipeline',
      'kubernetes',
      'k8s',
      'infra',
      'infrastructure',
      'terraform',
      'monitoring',
      'release',
      '部署',
      '运维',
      '基础设施',
      '监控',
      '发布',
    ],
    layout: /^(deploy|infra|k8s|helm|terraform|Dockerfile|docker-compose|\.github\/workflows)/,
    paths: /(docker|deploy|infra|k8s|helm|terraform|\.ya?ml$|Makefile)/i,
    dependsOn: [],
    newFile: (term) => `deploy/${term}.md`,
  },
  {
    slug: 'testing',
    description: 'Automated tests that prove the change',
    keywords: ['test', 'tests', 'testing', 'coverage', 'e2e', 'unit test', 'regression', '测试', '覆盖率', '单元测试'],
    layout: /^(test|tests|__tests__|spec|e2e)(\/|$)/,
    paths: /(test|spec|__tests__|e2e)/i,
    dependsOn: ['backend-api', 'frontend-ui', 'database'],
    newFile: (term) => `test/${term}.test.ts`,
  },
  {
    slug: 'documentation',
    description: 'User and developer documentation',
    keywords: ['docs', 'documentation', 'readme', 'guide', 'document', 'changelog', 'tutorial', '文档', '说明', '指南'],
    layout: /^(docs|doc|README)/i,
    paths: /(\.md$|\.mdx$|docs\/|doc\/)/i,
    dependsOn: [],
    newFile: (term) => `docs/${term}.md`,
  },
];

export const STOPWORDS = new Set(
  'the and for with that this from into onto when then than them they their there have has had not but are was were will would should could can may might must our your you its add adds added make makes use uses using new show shows each every all any some more most also just only per via like need needs want wants able about after before over under between while where which what who how why been being does did done get gets set sets put let lets same other such very much many few one two three plan issue please support supports handle handles handling fix fixes fixed update updates updated change changes changed implement implements improve improves ensure ensures allow allows'.split(
    ' ',
  ),
);

/** Terms of a requirement: English words of 3+ letters minus stopwords (generic verbs among them), CJK runs as bigrams. */
export function requirementTerms(text: string, max = 12): string[] {
  const lower = text.toLowerCase();
  const terms: string[] = [];
  for (const word of lower.match(/[a-z][a-z0-9_-]{2,}/g) ?? []) {
    for (const part of word.split(/[-_]/)) if (part.length >= 3 && !STOPWORDS.has(part) && !terms.includes(part)) terms.push(part);
  }
  for (const pair of cjkPairs(lower)) if (!terms.includes(pair)) terms.push(pair);
  return terms.slice(0, max);
}

export function countHits(text: string, keywords: string[]): string[] {
  const lower = text.toLowerCase();
  return keywords.filter((k) =>
    /^[a-z]/.test(k) ? new RegExp(`\\b${k.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`, 'i').test(lower) : lower.includes(k),
  );
}
