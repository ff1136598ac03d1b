// What a task on a file must show to be done, by the kind of file: code does the part of the
// requirement it serves, a test file gains a passing case, a document documents the topic, a
// config or manifest declares what the change needs, a migration is a new one that applies after
// the last. And the next migration of a folder: an applied migration is never edited.
import { baseName } from '../retrieval/classify.js';
import type { Snapshot } from '../repo/types.js';
import type { FileKind } from '../retrieval/classify.js';
import type { Anchor } from './offline-anchor.js';
import { migrationSlug } from './offline-retrieve.js';
import { clauseKind, lowerFirst } from './offline-words.js';

export type FileRole = 'code' | 'test' | 'doc' | 'config' | 'manifest' | 'migration';

const MANIFESTS = new Set([
  'package.json',
  'pyproject.toml',
  'setup.py',
  'setup.cfg',
  'cargo.toml',
  'go.mod',
  'gemfile',
  'pom.xml',
  'build.gradle',
  'build.gradle.kts',
  'composer.json',
  'requirements.txt',
]);
/** A numbered (or timestamped) file in a migrations folder: `migrations/002_api_keys.sql`, `db/migrate/2024…_x.rb`. */
const MIGRATION_FOLDER = /(^|\/)(migrations?|migrate)\//i;

export function isMigration(path: string): boolean {
  return MIGRATION_FOLDER.test(path) && /^\d+/.test(baseName(path));
}

export function roleOf(path: string, kind: FileKind): FileRole {
  if (isMigration(path)) return 'migration';
  if (kind === 'test') return 'test';
  if (kind === 'doc') return 'doc';
  if (MANIFESTS.has(baseName(path).toLowerCase())) return 'manifest';
  if (kind === 'config') return 'config';
  return 'code';
}

export interface NextMigration {
  /** The new migration's path. */
  path: string;
  /** The latest migration of the folder, by its number. */
  after: string;
}

/**
 * The migration that follows the latest one of `path`'s folder: the next number at the same width
 * (`002_api_keys.sql` → `003_<slug>.sql`; a timestamp goes up by one), the same separator and
 * extension, named after the topic.
 */
export function nextMigration(snapshot: Snapshot, path: string, topic: string): NextMigration | undefined {
  const folder = path.slice(0, path.lastIndexOf('/') + 1);
  const numbered = snapshot
    .listPaths()
    .filter((p) => p.startsWith(folder) && !p.slice(folder.length).includes('/') && isMigration(p))
    .map((p) => ({ path: p, digits: /^\d+/.exec(baseName(p))?.[0] ?? '' }))
    .filter((m) => m.digits.length <= 15);
  numbered.sort((a, b) => Number(a.digits) - Number(b.digits) || (a.path < b.path ? -1 : 1));
  const latest = numbered.at(-1);
  if (!latest) return undefined;
  const name = baseName(latest.path);
  const separator = /^[-_]/.test(name.slice(latest.digits.length)) ? name.charAt(latest.digits.length) : '_';
  const dot = name.indexOf('.');
  const extension = dot < 0 ? '' : name.slice(dot);
  const next = String(Number(latest.digits) + 1).padStart(latest.digits.length, '0');
  return { path: `${folder}${next}${separator}${migrationSlug(topic)}${extension}`, after: latest.path };
}

export interface CriteriaInput {
  path: string;
  role: FileRole;
  anchor: Anchor;
  /** The clause of the requirement the file serves, and that clause as a topic. */
  clause: string;
  topic: string;
  create: boolean;
  /** The latest migration, for a new one. */
  after?: string;
  /** Where the change's test case goes, and whether that test file already exists. */
  test?: { path: string; existing: boolean };
  zh: boolean;
}

/** The convergence criteria of one task, fitting the kind of file it changes. */
export function criteriaFor(input: CriteriaInput): string[] {
  const { path, zh } = input;
  const topic = zh ? input.topic : lowerFirst(input.topic);
  switch (input.role) {
    case 'migration':
      return input.after
        ? [
            zh
              ? `新迁移 ${path} 在 ${baseName(input.after)} 之后可以执行`
              : `the new migration ${path} applies after ${baseName(input.after)}`,
          ]
        : [zh ? `新迁移 ${path} 可以执行` : `the new migration ${path} applies`];
    case 'test':
      return [zh ? `${path} 中针对「${topic}」的新用例通过` : `the new case in ${path} passes (${topic})`];
    case 'doc': {
      const under =
        input.anchor.reason === 'heading' ? (zh ? `（在「${input.anchor.location}」下）` : ` under “${input.anchor.location}”`) : '';
      return [zh ? `${path} 说明了${topic}${under}` : `${path} documents ${topic}${under}`];
    }
    case 'manifest':
      return [
        zh
          ? `${path} 声明了「${topic}」所需的依赖、脚本或导出，安装无误`
          : `${path} declares what ${topic} needs (dependencies, scripts or exports) and installs cleanly`,
      ];
    case 'config':
      return [zh ? `${path} 含有「${topic}」的设置且仍能被读取` : `${path} holds the settings for ${topic} and still loads`];
    default:
      return [codeCriterion(input), ...testCriterion(input)];
  }
}

function codeCriterion({ path, anchor, clause: written, create, zh }: CriteriaInput): string {
  const clause = zh ? written : lowerFirst(written);
  if (create) return zh ? `${path} 已建立并做到：${clause}` : `${path} exists and does this: ${clause}`;
  const where = anchor.location === '*' || anchor.reason === 'heading' ? path : `\`${anchor.location}\` in ${path}`;
  // A clause that asks for text is no behaviour of the code: the code must agree with that text.
  if (clauseKind(written) === 'doc') return zh ? `${where} 与新文档一致：${clause}` : `${where} agrees with the new text (${clause})`;
  return zh ? `${where} 做到：${clause}` : `${where} does this: ${clause}`;
}

function testCriterion({ test, zh }: CriteriaInput): string[] {
  if (!test) return [];
  if (test.existing) return [zh ? `${test.path} 中覆盖该改动的新用例通过` : `the new case in ${test.path} passes`];
  return [
    zh ? `新测试按本仓库惯例放在 ${test.path}，并且通过` : `new tests in ${test.path} (this repository's convention) cover it and pass`,
  ];
}
