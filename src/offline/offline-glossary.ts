// English words for a requirement written in Chinese. Code bases name things in English, and the
// index reads Chinese only as pairs of characters, which meet Chinese comments, strings and docs,
// not `orderRouter`; so the technical words of "为订单接口添加限流", glossed here (订单 → order,
// 接口 → api, 限流 → rate limit), are appended to the ranking query. Greedy longest match over a fixed table: no segmenter, no dependency, one
// linear scan (requirements and files are untrusted text, up to megabytes).

/**
 * Simplified Chinese technical terms → the plain lower-case English words code would use. Generic
 * verbs (添加, 修复, 支持, 处理, 实现, 更新) are left out on purpose: the planner ignores their English
 * counterparts when ranking. Single characters only where they are unambiguous in technical text.
 */
export const GLOSSARY: Readonly<Record<string, readonly string[]>> = {
  // HTTP and APIs
  接口: ['api', 'endpoint'],
  端点: ['endpoint'],
  请求: ['request'],
  响应: ['response'],
  请求头: ['request header'],
  响应头: ['response header'],
  请求体: ['request body'],
  响应体: ['response body'],
  头部: ['header'],
  状态码: ['status code'],
  重定向: ['redirect'],
  跨域: ['cors'],
  路由: ['route'],
  网关: ['gateway'],
  代理: ['proxy'],
  负载均衡: ['load balancer'],
  域名: ['domain'],
  回调: ['callback'],
  钩子: ['hook'],
  限流: ['rate limit'],
  速率限制: ['rate limit'],
  节流: ['throttle'],
  防抖: ['debounce'],
  配额: ['quota'],
  剩余: ['remaining'],
  超时: ['timeout'],
  重试: ['retry'],
  分页: ['pagination'],
  轮询: ['polling', 'poll'],
  控制器: ['controller'],
  服务: ['service'],
  服务端: ['server'],
  服务器: ['server'],
  客户端: ['client'],
  端口: ['port'],
  协议: ['protocol'],
  参数: ['argument', 'parameter'],
  链接: ['link', 'url'],
  // Security
  会话: ['session'],
  令牌: ['token'],
  密钥: ['key'],
  签名: ['signature'],
  加密: ['encrypt', 'encryption'],
  解密: ['decrypt'],
  哈希: ['hash'],
  密码: ['password'],
  证书: ['certificate', 'tls'],
  认证: ['auth', 'authentication'],
  身份验证: ['auth', 'authentication'],
  鉴权: ['auth', 'authorization'],
  授权: ['authorization', 'auth'],
  权限: ['permission'],
  角色: ['role'],
  登录: ['login'],
  登出: ['logout'],
  退出登录: ['logout'],
  注册: ['register', 'signup'],
  单点登录: ['sso'],
  验证码: ['captcha'],
  二维码: ['qr code'],
  校验: ['validate'],
  验证: ['validate', 'verify'],
  漏洞: ['vulnerability'],
  注入: ['injection'],
  白名单: ['allowlist', 'whitelist'],
  黑名单: ['blocklist', 'blacklist'],
  审计: ['audit'],
  过期: ['expire', 'expiry'],
  // Data
  数据: ['data'],
  数据库: ['database'],
  数据表: ['table'],
  表格: ['table'],
  表结构: ['schema'],
  字段: ['field'],
  列表: ['list'],
  索引: ['index'],
  模型: ['model'],
  查询: ['query'],
  迁移: ['migration'],
  事务: ['transaction'],
  存储: ['storage', 'store'],
  仓库: ['repository', 'repo'],
  记录: ['record'],
  关联: ['association', 'relation'],
  备份: ['backup'],
  快照: ['snapshot'],
  连接: ['connection'],
  连接池: ['connection pool'],
  数量: ['quantity', 'count'],
  统计: ['stats', 'statistics'],
  搜索: ['search'],
  过滤: ['filter'],
  筛选: ['filter'],
  排序: ['sort'],
  导出: ['export'],
  导入: ['import'],
  // Concurrency, jobs and messaging
  并发: ['concurrency'],
  锁: ['lock'],
  线程: ['thread'],
  线程池: ['thread pool'],
  进程: ['process'],
  异步: ['async'],
  同步: ['sync'],
  队列: ['queue'],
  消息: ['message'],
  消息队列: ['message queue'],
  任务: ['task', 'job'],
  定时任务: ['cron', 'schedule', 'job'],
  调度: ['scheduler', 'schedule'],
  事件: ['event'],
  订阅: ['subscription', 'subscribe'],
  发布: ['publish', 'release'],
  通知: ['notification', 'notify'],
  邮件: ['email', 'mail'],
  邮箱: ['email'],
  推送: ['push'],
  缓存: ['cache'],
  内存: ['memory'],
  性能: ['performance'],
  幂等: ['idempotent', 'idempotency'],
  监听: ['listen', 'listener'],
  初始化: ['init', 'initialize'],
  启动: ['startup', 'start'],
  关闭: ['shutdown', 'close'],
  // Files and encodings
  文件: ['file'],
  文件夹: ['folder', 'directory'],
  目录: ['directory', 'dir'],
  路径: ['path'],
  上传: ['upload'],
  下载: ['download'],
  附件: ['attachment'],
  图片: ['image'],
  压缩: ['compress', 'compression'],
  编码: ['encoding'],
  解码: ['decode'],
  乱码: ['encoding'],
  序列化: ['serialize'],
  反序列化: ['deserialize'],
  解析: ['parse', 'parser'],
  解析器: ['parser'],
  格式: ['format'],
  格式化: ['format', 'formatter'],
  正则: ['regex'],
  正则表达式: ['regex'],
  字符串: ['string'],
  // Code and language
  数组: ['array'],
  对象: ['object'],
  类型: ['type'],
  变量: ['variable'],
  环境变量: ['env', 'environment variable'],
  函数: ['function'],
  方法: ['method'],
  模块: ['module'],
  依赖: ['dependency'],
  版本: ['version'],
  升级: ['upgrade'],
  兼容: ['compat', 'compatibility'],
  兼容性: ['compatibility'],
  插件: ['plugin'],
  扩展: ['extension'],
  中间件: ['middleware'],
  适配器: ['adapter'],
  // Build, deploy and operations
  构建: ['build'],
  打包: ['bundle', 'package'],
  编译: ['compile', 'compiler'],
  部署: ['deploy', 'deployment'],
  容器: ['container'],
  镜像: ['image', 'mirror'],
  持续集成: ['ci'],
  流水线: ['pipeline'],
  工作流: ['workflow'],
  脚本: ['script'],
  环境: ['environment', 'env'],
  生产环境: ['production'],
  开发环境: ['development'],
  回滚: ['rollback'],
  功能开关: ['feature flag'],
  日志: ['log'],
  调试: ['debug'],
  监控: ['monitoring', 'metrics'],
  指标: ['metric', 'metrics'],
  健康检查: ['health check'],
  配置: ['config'],
  配置文件: ['config file'],
  设置: ['settings'],
  默认值: ['default'],
  默认: ['default'],
  最大: ['max'],
  最小: ['min'],
  可选: ['optional'],
  // Command line
  命令: ['command'],
  命令行: ['cli', 'command'],
  子命令: ['subcommand'],
  终端: ['terminal'],
  控制台: ['console'],
  输出: ['output'],
  输入: ['input'],
  退出码: ['exit code'],
  选项: ['option'],
  标志: ['flag'],
  帮助: ['help'],
  交互式: ['interactive'],
  提示: ['prompt', 'hint'],
  进度条: ['progress bar'],
  颜色: ['color'],
  // Errors
  错误: ['error'],
  异常: ['exception', 'error'],
  报错: ['error'],
  崩溃: ['crash'],
  警告: ['warning'],
  堆栈: ['stack trace'],
  失败: ['failure', 'fail'],
  // Time and locale
  时区: ['timezone'],
  日期: ['date'],
  时间: ['time'],
  时间戳: ['timestamp'],
  延迟: ['delay', 'latency'],
  国际化: ['i18n', 'locale'],
  本地化: ['localization', 'locale'],
  语言: ['language', 'locale'],
  翻译: ['translation'],
  // User interface
  界面: ['ui'],
  用户界面: ['ui'],
  页面: ['page'],
  首页: ['home', 'homepage'],
  仪表盘: ['dashboard'],
  仪表板: ['dashboard'],
  面板: ['panel'],
  侧边栏: ['sidebar'],
  导航: ['navigation', 'nav'],
  菜单: ['menu'],
  顶部: ['header'],
  页眉: ['header'],
  页脚: ['footer'],
  底部: ['footer'],
  标题: ['title'],
  标签: ['label', 'tag'],
  选项卡: ['tab'],
  按钮: ['button'],
  表单: ['form'],
  输入框: ['input'],
  下拉框: ['dropdown', 'select'],
  复选框: ['checkbox'],
  弹窗: ['modal', 'popup'],
  对话框: ['dialog'],
  图标: ['icon'],
  图表: ['chart'],
  样式: ['style', 'css'],
  主题: ['theme'],
  深色模式: ['dark mode', 'theme'],
  布局: ['layout'],
  加载: ['loading', 'load'],
  渲染: ['render'],
  组件: ['component'],
  模板: ['template'],
  视图: ['view'],
  状态: ['state', 'status'],
  属性: ['property', 'attribute'],
  预览: ['preview'],
  编辑器: ['editor'],
  浏览器: ['browser'],
  // Users and accounts
  用户: ['user'],
  用户名: ['username'],
  账号: ['account'],
  账户: ['account'],
  个人资料: ['profile'],
  头像: ['avatar'],
  管理员: ['admin'],
  租户: ['tenant'],
  组织: ['organization', 'org'],
  邀请: ['invite', 'invitation'],
  评论: ['comment'],
  // Shops and billing
  订单: ['order'],
  商品: ['product'],
  产品: ['product'],
  购物车: ['cart'],
  支付: ['payment'],
  退款: ['refund'],
  账单: ['billing', 'invoice'],
  库存: ['inventory', 'stock'],
  价格: ['price'],
  客户: ['customer'],
  结算: ['checkout'],
  // Version control
  分支: ['branch'],
  提交: ['commit', 'submit'],
  合并: ['merge'],
  冲突: ['conflict'],
  // Tests and docs
  测试: ['test'],
  单元测试: ['unit test'],
  集成测试: ['integration test'],
  覆盖率: ['coverage'],
  模拟: ['mock'],
  断言: ['assert', 'assertion'],
  文档: ['docs'],
  注释: ['comment'],
  示例: ['example'],
  变更日志: ['changelog'],
};

/**
 * Generic verbs consumed without a gloss, so that greedy matching does not read a term across
 * their end: 添加密码 is 添加 + 密码 (password), not 添 + 加密 (encrypt) + 码; 并发送 is "and send",
 * not 并发 (concurrency).
 */
const SKIPPED = ['添加', '增加', '追加', '附加', '并发送', '并发布'];

interface Entry {
  key: string;
  words: readonly string[];
}

/** Entries by first character, longest first: the scan tries only the few that can start at a position. */
const BY_FIRST: ReadonlyMap<string, readonly Entry[]> = (() => {
  const index = new Map<string, Entry[]>();
  const entries: Entry[] = [
    ...Object.entries(GLOSSARY).map(([key, words]) => ({ key, words })),
    ...SKIPPED.map((key) => ({ key, words: [] })),
  ];
  for (const entry of entries) {
    const first = entry.key.charAt(0);
    const list = index.get(first) ?? [];
    list.push(entry);
    index.set(first, list);
  }
  for (const list of index.values()) list.sort((a, b) => b.key.length - a.key.length);
  return index;
})();

/** The longest entry that starts at `at`, if any. Each comparison is bounded by the longest key. */
function longestAt(text: string, at: number): Entry | undefined {
  const candidates = BY_FIRST.get(text.charAt(at));
  if (candidates === undefined) return undefined;
  for (const entry of candidates) if (text.startsWith(entry.key, at)) return entry;
  return undefined;
}

/** The Chinese technical terms of `text` the table knows, in order, each with its English words or phrases. */
export function glossaryTerms(text: string): readonly { term: string; words: readonly string[] }[] {
  // One plan reads the same requirement for every file and task: the last scan is kept.
  if (last?.text === text) return last.terms;
  const out: { term: string; words: readonly string[] }[] = [];
  let at = 0;
  while (at < text.length) {
    // ASCII is the tokenizer's business, not the glossary's: step over it without a lookup.
    const entry = text.charCodeAt(at) < 0x80 ? undefined : longestAt(text, at);
    if (entry === undefined) {
      at++;
      continue;
    }
    if (entry.words.length > 0) out.push({ term: entry.key, words: entry.words });
    at += entry.key.length;
  }
  last = { text, terms: out };
  return out;
}

let last: { text: string; terms: readonly { term: string; words: readonly string[] }[] } | undefined;

/** English words for the Chinese technical terms in `text`, in order of first occurrence, without repeats. */
export function englishGloss(text: string): string[] {
  return [...new Set(glossaryTerms(text).flatMap((t) => t.words.flatMap((w) => w.split(' '))))];
}

/**
 * A text with the English of its Chinese technical terms appended ("限流" → rate limit), for the
 * index and the anchors: English names in the code are found by English words. The text itself
 * is unchanged. Each word or phrase goes on a line of its own, so that two neighbouring glosses never read as a phrase the
 * requirement wrote ("api" and "rate" are not `apiRate`). Glossing a glossed text changes nothing.
 */
export function glossed(text: string): string {
  const lines = [...new Set(glossaryTerms(text).flatMap((t) => t.words))];
  if (lines.length === 0) return text;
  const suffix = `\n${lines.join('\n')}`;
  return text.endsWith(suffix) ? text : text + suffix;
}
