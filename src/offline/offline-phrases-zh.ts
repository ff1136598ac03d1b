// The offline planner's Chinese: what every plan written with `locale: zh` says. Paths, names and
// the requirement's own words stay as written (the requirement's words inside 「」), lists are
// joined with 、, sentences follow each other without a blank, and a Latin word gets a blank on
// each side where it meets Chinese.
import type { ManifestKind } from './offline-criteria.js';
import type { OfflinePhrases } from './offline-phrase-types.js';

const list = (items: readonly string[]): string => items.join('、');
/** 各生态的清单为改动声明的内容，以及确认它仍可用的检查。 */
const MANIFEST_ZH: Record<ManifestKind, string> = {
  npm: '依赖、脚本或导出，安装无误',
  cargo: 'feature 或依赖，启用与不启用时 crate 都能构建',
  python: '依赖或 extras，安装无误',
  go: '模块依赖，`go build ./...` 通过',
  ruby: 'gem，`bundle install` 通过',
  php: '依赖或自动加载，`composer validate` 通过',
  build: '依赖或构建设置，项目能构建',
};
const TIES = {
  test: '测试与其代码',
  import: '导入关系',
  'co-change': '一同修改的文件',
  folder: '同一目录',
  support: '文档或配置随代码',
} as const;
const THE_FILE = '该文件';
/** A blank before a Latin word (a name, a path) that follows Chinese; none before Chinese. */
const after = (word: string): string => (/^[\u4e00-\u9fff]/.test(word) ? word : ` ${word}`);
/** Blanks around a Latin word set between Chinese words. */
const between = (word: string): string => (/^[\u4e00-\u9fff]/.test(word) ? word : ` ${word} `);

const DOMAINS: Readonly<Record<string, string>> = {
  core: '整体改动',
  database: '数据模型、表结构和迁移',
  'backend-api': '服务端：接口、中间件和服务',
  'frontend-ui': '用户界面：页面、组件和样式',
  cli: '命令行：命令、参数和输出',
  security: '认证、授权和防滥用',
  infrastructure: '构建、部署和运维',
  testing: '证明改动的自动化测试',
  documentation: '用户和开发者文档',
};

export const ZH: OfflinePhrases = {
  analysis: {
    list,
    labelled: (label, text) => `${label}：${text}`,
    follow: (guideline) => `遵循 ${guideline}`,
    changelog: (path, commits, of) => `在 ${path} 中添加一条记录：最近 ${of} 个修改代码的提交中有 ${commits} 个这样做了`,
    workflowsByHand: (paths) => `工作流文件（${paths}）需要手动修改：cplan 从不计划写入 .github/workflows`,
    runtimeWorkflows: (paths, runtime) =>
      `CI 在 ${paths} 中配置了 ${runtime}：请手动修改其中测试的版本（cplan 从不计划写入 .github/workflows）`,
    shortRequirement: (said, fix) =>
      fix ? `需求「${said}」只说了要修什么：现在出了什么问题，应当怎样？` : `需求「${said}」只说了要改什么：完成后什么应当成立？`,
    whichParts: '这个改动涉及哪些模块？',
    keywordSplit: (parts) =>
      `离线启发式计划：按关键词和仓库结构拆分——${parts.map((k) => `${k.slug}（${list(k.hits)}${k.layout ? '；目录已存在' : ''}）`).join('；')}。`,
    noKeywordSplit: '离线启发式计划：没有匹配到领域关键词，需求看起来只涉及一个领域，按一个「core」领域规划。',
    folderSplit: (groups, fix) =>
      `离线启发式计划：选出与需求最相符的文件（仓库索引，对路径、符号和文本做 BM25，连同它们的测试），${
        groups.length > 1 ? '按仓库中把它们联系在一起的关系拆分' : fix ? '作为一个领域（修复只占一个领域）' : '作为一个领域'
      }——${groups
        .map(
          (g) =>
            `${g.slug}（${g.files} 个文件${g.files === 1 ? '' : `：${g.ties.length > 0 ? list(g.ties.map((tie) => TIES[tie])) : '仅按需求中的词归为一组'}`}）`,
        )
        .join('；')}。`,
    domain: (slug) => DOMAINS[slug] ?? `${slug} 相关改动`,
    changesIn: (paths) => `改动位于 ${paths}`,
    morePaths: (shown, _hidden, total) => `${shown} 等 ${total} 个文件`,
    moreObjectives: (hidden) => `……以及需求中的另外 ${hidden} 项`,
  },
  evidence: {
    matchedTerms: (words) => `匹配的词：${list(words)}`,
    onlyGeneric: '只匹配了需求中的泛用词',
    newBeside: '新文件，放在同类文件旁边',
    tests: (path) => `测试 ${path}`,
    patterns: {
      node: 'Node.js 项目（package.json）',
      sources: (language, files) => `${language} 源码（${files} 个文件）`,
      testsRun: (command, from) => `测试用 \`${command}\` 运行（${from}）`,
      testPair: (source, test) => `测试按源文件命名：${source} → ${test}`,
      python: 'Python 项目',
      go: 'Go 模块',
      rust: 'Rust 项目',
      jvm: 'JVM 项目',
    },
  },
  fallback: {
    summaryLength: 40,
    updateFor: (path, summary) => `修改 ${path} 以支持：${summary}`,
    adapt: (symbol) => `按需求调整${symbol === '*' ? THE_FILE : after(symbol)}`,
    implements: (path) => `${path} 的改动满足需求且现有测试通过`,
    needs: (domain) => `${domain} 的相关改动`,
    busiest: (path, count, of) =>
      `没有文件含有需求中的词；${path} 是最近提交改动最多的文件（最近 ${of} 次中有 ${count} 次），请确认它属于本计划。`,
    noMatch: (summary) => `没有现有文件包含需求中的词：为「${summary}」新建文件。`,
    covers: (path) => `${path} 存在并覆盖需求`,
  },
  task: {
    addMigration: (path) => `新增迁移 ${path}`,
    create: (path) => `新建 ${path}`,
    addCase: (path) => `在 ${path} 中补充用例`,
    keepPassing: (path) => `保持 ${path} 通过`,
    changeSection: (path, heading) => `修改 ${path} 的「${heading}」一节`,
    changeFile: (path) => `修改 ${path}`,
    changeSymbol: (path, symbol) => `修改 ${path} 中的 ${symbol}`,
    addBeside: (path, names, beside) => `在 ${path} 的 ${beside} 旁新增 ${names.join('、')}`,
    deleteFile: (path) => `删除 ${path}`,
    dropUses: (name) => `修改使用 \`${name}\` 的用例：删除它们，或改用替代者`,
    deletePoint: (name) => `删除该文件：它只含需求要移除的 \`${name}\``,
    newFile: '新文件',
    theFile: THE_FILE,
    caseFor: (topic) => `为「${topic}」补充用例`,
    passesAfter: (topic) => `「${topic}」之后不加改动地通过`,
    caseForProblem: (problem) => `补充复现问题「${problem}」的用例`,
    supportCases: (topic) => `为新用例调整（${topic}）`,
    documentTopic: (topic) => `说明「${topic}」`,
    codeChange: (clause, what) => `在${between(what)}中实现「${clause}」`,
    fixProblem: (problem) => `修复问题「${problem}」`,
    partChange: (what) => `按需求的这一部分修改${after(what)}`,
    sentences: (parts) => parts.join(''),
    head: (clause) => `本任务对应需求「${clause}」。`,
    newMigration: (last) => (last ? `新迁移排在 ${last} 之后：已执行的迁移不再修改。` : '新增一个迁移：已执行的迁移不再修改。'),
    newFileBeside: '新文件，放在同类文件旁边。',
    newFileNamed: '新文件，放在标题写的位置。',
    newType: (name, like) => `为 \`${name}\` 新建的文件，位置仿照名称最相近的 ${like}。`,
    counterpart: (kind, like, of) => `多数 ${kind} 在这里都有一个：${of} 对应 ${like}。`,
    newOfKind: (kind, folder) => `新的 ${kind}，与 ${folder}/ 里的其他文件放在一起。`,
    holdsWords: (words, more) => `该文件含有需求中的词：${list(words)}${more > 0 ? `，另有 ${more} 个` : ''}。`,
    declaresRuntime: (runtime) => `项目在这里声明它支持的 ${runtime} 版本。`,
    versionLine: (line, code) => `第 ${line} 行写有版本：${code}。`,
    declaresDependency: (dependency) => `项目在这里声明对 ${dependency} 的依赖。`,
    holdsLocale: (locale) => `项目的 ${locale} 翻译在这里。`,
    newLocale: (_language, locale) => `新的 ${locale} 翻译文件，与其他语言的文件同样结构。`,
    namedFile: (written) => `标题提到了这个文件（\`${written}\`）。`,
    recurring: (subject, commits, of) => `措辞最相近的 ${of} 个早先提交中有 ${commits} 个改过这个文件（「${subject}」）。`,
    onlyGenericWords: (generic) => `该文件只匹配了需求中的泛用词${generic.length > 0 ? `（${list(generic)}）` : ''}，请确认它属于本计划。`,
    named: (name, location, spelledAs) =>
      `${spelledAs ? `需求中的词 ${list(spelledAs)} 拼出了 \`${name}\`` : `需求点名了 \`${name}\``}，文件中声明了它${location === name ? '' : `（\`${location}\`）`}。`,
    uses: (name, location) => `需求点名了 \`${name}\`，文件中只有 \`${location}\` 写到了它。`,
    matched: (symbol, terms) => `\`${symbol}\` 与之最相符（${list(terms)}）。`,
    frame: (location, raised) =>
      raised ? `堆栈在项目代码中最内层的一帧是 \`${location}\`：错误在那里抛出。` : `堆栈经过 \`${location}\`。`,
    linked: (location, line) => `需求链接到${line === undefined ? '该文件' : `该文件第 ${line} 行`}，位于 \`${location}\` 中。`,
    heading: (heading, terms) => `「${heading}」一节与之相符（${list(terms)}）。`,
    busy: (changed, importers, viaPackage) =>
      `其他改动也常涉及该文件：${[
        ...(changed ? [`最近 ${changed.of} 次提交中有 ${changed.count} 次改了它`] : []),
        ...(importers ? [`${importers} 个文件导入了${viaPackage ? '它所在的包' : '它'}`] : []),
      ].join('，')}。`,
  },
  criteria: {
    migration: (path, last) => (last ? `新迁移 ${path} 在 ${last} 之后可以执行` : `新迁移 ${path} 可以执行`),
    testCase: (path, topic) => `${path} 中针对「${topic}」的新用例通过`,
    documents: (path, topic, heading) => `${path}${heading === undefined ? ' ' : ` 的「${heading}」一节`}说明了「${topic}」`,
    releases: (path, version) => `${path} 声明的版本为 ${version}`,
    runtimeVersions: (path, runtime) => `${path} 声明了需求所要求的 ${runtime} 版本`,
    dependencyDeclared: (path, dependency) => `${path} 声明了需求所要求的 ${dependency} 版本，安装无误`,
    dependencyRemoved: (path, dependency) => `${path} 不再列出 ${dependency}，安装无误`,
    manifest: (path, topic, kind) => `${path} 声明了「${topic}」所需的${MANIFEST_ZH[kind]}`,
    translation: (path, _language, locale) => `${path} 包含 ${locale} 翻译，键与其他语言的文件一致`,
    config: (path, topic) => `${path} 含有「${topic}」的设置且仍能被读取`,
    created: (path, clause) => `${path} 已建立并做到「${clause}」`,
    createdNamed: (path, rest) => (rest === '' ? `${path} 已建立` : `${path} 已建立并写明「${rest}」`),
    declaredBeside: (path, names, beside) => `${path} 在 \`${beside}\` 旁声明了 ${names.map((name) => `\`${name}\``).join('、')}`,
    where: (path, symbol) => (symbol === undefined ? path : `${path} 中的 \`${symbol}\``),
    agrees: (where, clause) => `${where} 与新文档「${clause}」一致`,
    does: (where, clause) => `${where} 做到「${clause}」`,
    meets: (where, expectation) => `${where} 满足「${expectation}」`,
    fixed: (where, problem) => `${where} 不再出现问题「${problem}」`,
    fixture: (path) => `使用 ${path} 的测试通过`,
    newCase: (path) => `${path} 中覆盖该改动的新用例通过`,
    stillPass: (path) => `${path} 中的测试不加改动地通过`,
    changedWithCase: (path, source, commits) => `${path} 中覆盖该改动的新用例通过（与 ${source} 一同修改最多的测试：${commits} 次提交）`,
    noUses: (path, name) => `${path} 中不再有用例使用 \`${name}\`，且其测试通过`,
    deleted: (path, name) => `${path} 已删除，代码、测试和文档中不再引用 \`${name}\`（记录其移除的变更日志条目除外）`,
    joinsNewTests: (path, first) => `其用例与 ${first} 的改动一起写入新文件 ${path}（由那个任务创建）并通过`,
    newTests: (path) => `新测试放在按本仓库惯例命名的新文件 ${path}，并且通过`,
    checkerQuiet: (where, checker) =>
      checker === 'the compiler' ? `${where} 编译时没有新的警告` : `${where} 通过 ${checker.replace(/^the /, '')} 检查，没有新的问题`,
  },
};
