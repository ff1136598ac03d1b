// Declarations from a real parser: tree-sitter (WebAssembly, with the grammars VS Code ships in
// @vscode/tree-sitter-wasm — the ONLY module that imports it) for TypeScript, TSX, JavaScript,
// Python, Go, Rust, Java and Ruby. Each file's definitions come with their first and last lines.
// The grammars load once per process (`prepareSyntax`, ~50 ms); parsing is then synchronous.
// Source files are untrusted: files over PARSE_MAX_BYTES or with minified lines are not parsed,
// and a parse that takes longer than PARSE_TIMEOUT_MS is abandoned (the caller falls back
// to the line scanner of symbols.ts).
import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import TreeSitter from '@vscode/tree-sitter-wasm';

type Language = InstanceType<typeof TreeSitter.Language>;
type Node = NonNullable<ReturnType<InstanceType<typeof TreeSitter.Tree>['rootNode']['child']>>;
type Parser = InstanceType<typeof TreeSitter.Parser>;

export interface ParsedSymbol {
  name: string;
  /** 1-based line of the declaration (of `export` when exported). */
  line: number;
  /** 1-based last line of the declaration. */
  end: number;
  /** A block that holds another declaration's members (a Rust `impl`), named after that declaration. */
  block?: true;
}

const PARSE_MAX_BYTES = 1024 * 1024;
const PARSE_TIMEOUT_MS = 500;
const LINE_MAX = 2000;

const TS_LIKE = [
  'function_declaration',
  'generator_function_declaration',
  'class_declaration',
  'method_definition',
  'variable_declarator',
  // `res.redirect = function redirect(url) {…}`, `exports.parse = (s) => …`, `Router.prototype.use = …`:
  // how Express, Koa and most CommonJS libraries declare their API.
  'assignment_expression',
];
const TS_TYPES = ['abstract_class_declaration', 'interface_declaration', 'type_alias_declaration', 'enum_declaration'];

/** Grammar file and the node types that declare a name (in their `name` field) per language. */
const LANGUAGES = {
  typescript: { wasm: 'tree-sitter-typescript.wasm', declarations: [...TS_LIKE, ...TS_TYPES] },
  tsx: { wasm: 'tree-sitter-tsx.wasm', declarations: [...TS_LIKE, ...TS_TYPES] },
  javascript: { wasm: 'tree-sitter-javascript.wasm', declarations: TS_LIKE },
  // A module's own names (`HAS_RICH = os.getenv("TYPER_USE_RICH", True)`, `DEFAULT_TIMEOUT = 5`)
  // are declarations as a JS module's top-level `const` is: a change is often to one of them.
  python: { wasm: 'tree-sitter-python.wasm', declarations: ['function_definition', 'class_definition', 'assignment'] },
  go: { wasm: 'tree-sitter-go.wasm', declarations: ['function_declaration', 'method_declaration', 'type_spec'] },
  rust: {
    wasm: 'tree-sitter-rust.wasm',
    declarations: [
      'function_item',
      'function_signature_item',
      'struct_item',
      'enum_item',
      'trait_item',
      'type_item',
      'mod_item',
      'const_item',
      'static_item',
      'macro_definition',
      'impl_item',
    ],
  },
  java: {
    wasm: 'tree-sitter-java.wasm',
    declarations: [
      'class_declaration',
      'interface_declaration',
      'enum_declaration',
      'record_declaration',
      'method_declaration',
      'constructor_declaration',
    ],
  },
  ruby: { wasm: 'tree-sitter-ruby.wasm', declarations: ['method', 'singleton_method', 'class', 'module'] },
} as const;

type LanguageName = keyof typeof LANGUAGES;

const EXTENSIONS: Record<string, LanguageName> = {
  ts: 'typescript',
  mts: 'typescript',
  cts: 'typescript',
  tsx: 'tsx',
  js: 'javascript',
  mjs: 'javascript',
  cjs: 'javascript',
  jsx: 'javascript',
  py: 'python',
  pyi: 'python',
  go: 'go',
  rs: 'rust',
  java: 'java',
  rb: 'ruby',
  rake: 'ruby',
};

/** The language of a path by its extension, when a grammar reads it. */
export function syntaxLanguageOf(path: string): LanguageName | undefined {
  const dot = path.lastIndexOf('.');
  return dot < 0 ? undefined : EXTENSIONS[path.slice(dot + 1).toLowerCase()];
}

interface Loaded {
  parser: Parser;
  languages: Map<LanguageName, { language: Language; declarations: ReadonlySet<string> }>;
}

let loaded: Loaded | undefined;
let loading: Promise<void> | undefined;
/** Why the grammars could not be loaded (then every file is read by the line scanner). */
export let syntaxUnavailable: string | undefined;

/** Where the .wasm files are: beside the bundle (dist/tree-sitter/), else in the installed package. */
function wasmDir(): string {
  const here = dirname(fileURLToPath(import.meta.url));
  const bundled = join(here, 'tree-sitter');
  if (existsSync(join(bundled, 'tree-sitter.wasm'))) return bundled;
  return dirname(createRequire(import.meta.url).resolve('@vscode/tree-sitter-wasm'));
}

/** Loads the parser and every grammar, once per process. Never throws: without them, symbols come from the line scanner. */
export function prepareSyntax(): Promise<void> {
  loading ??= load().catch((error: unknown) => {
    syntaxUnavailable = (error as Error).message;
  });
  return loading;
}

async function load(): Promise<void> {
  const dir = wasmDir();
  await TreeSitter.Parser.init({ locateFile: (file: string) => join(dir, file) });
  const languages: Loaded['languages'] = new Map();
  for (const [name, spec] of Object.entries(LANGUAGES) as [LanguageName, (typeof LANGUAGES)[LanguageName]][]) {
    const language = await TreeSitter.Language.load(readFileSync(join(dir, spec.wasm)));
    languages.set(name, { language, declarations: new Set<string>(spec.declarations) });
  }
  const parser = new TreeSitter.Parser();
  loaded = { parser, languages };
}

/**
 * The definitions of a file by its grammar, in file order; undefined when no grammar reads the
 * path, the grammars are not loaded, or the file is too large, minified, or took longer than
 * `timeoutMs` (a test gives a loaded machine more).
 */
export function parseDeclarations(path: string, text: string, timeoutMs = PARSE_TIMEOUT_MS): ParsedSymbol[] | undefined {
  const name = syntaxLanguageOf(path);
  if (!loaded || !name || text.length > PARSE_MAX_BYTES || hasLongLine(text)) return undefined;
  const entry = loaded.languages.get(name);
  if (!entry) return undefined;
  const { parser } = loaded;
  parser.setLanguage(entry.language);
  parser.reset();
  // The progress callback's `true` cancels the parse (the runtime passes its answer on).
  const deadline = performance.now() + timeoutMs;
  const progressCallback = (() => performance.now() > deadline) as unknown as (state: unknown) => void;
  const tree = parser.parse(text, null, { progressCallback });
  if (!tree) return undefined;
  try {
    return declarationsIn(tree.rootNode, entry.declarations, deadline);
  } finally {
    tree.delete();
  }
}

interface Ancestor {
  type: string;
  row: number;
}

/**
 * One walk over the tree with a cursor, keeping the types and first rows of the ancestors on a
 * stack (asking a node for its parent costs its depth: on deeply nested code that is quadratic).
 * Every node of a declaring type with a `name` field counts. A variable is a declaration when it
 * holds a function, or when it is declared at the top of the file (`export const LIMIT = 10`).
 * Undefined when the walk outlasts the deadline.
 */
function declarationsIn(root: Node, declaring: ReadonlySet<string>, deadline: number): ParsedSymbol[] | undefined {
  const out: ParsedSymbol[] = [];
  const ancestors: Ancestor[] = [];
  const cursor = root.walk();
  let visited = 0;
  try {
    for (;;) {
      if ((++visited & 1023) === 0 && performance.now() > deadline) return undefined;
      const type = cursor.nodeType;
      if (declaring.has(type)) {
        const symbol = symbolOf(cursor.currentNode, ancestors);
        if (symbol) out.push(symbol);
      }
      ancestors.push({ type, row: cursor.startPosition.row });
      if (cursor.gotoFirstChild()) continue;
      ancestors.pop();
      while (!cursor.gotoNextSibling()) {
        if (!cursor.gotoParent()) return out;
        ancestors.pop();
      }
    }
  } finally {
    cursor.delete();
  }
}

function symbolOf(node: Node, ancestors: readonly Ancestor[]): ParsedSymbol | undefined {
  // A Rust `impl<'a> Recipe<'a>` block holds Recipe's methods as a class does: named by its type
  // (never by a type parameter: `impl<T> Show for T` is no one type's block).
  const block = node.type === 'impl_item';
  const name = block
    ? implType(node)
    : node.type === 'assignment_expression'
      ? assignedFunction(node)
      : node.type === 'assignment'
        ? moduleName(node, ancestors)
        : node.childForFieldName('name');
  if (!name || !/^[A-Za-z_$][\w$]*[?!]?$/.test(name.text)) return undefined;
  if (block && typeParameters(node).has(name.text)) return undefined;
  const parent = ancestors.at(-1);
  let start = node.startPosition.row;
  let above = parent;
  if (node.type === 'variable_declarator') {
    // `let Rule = require('./rule')` binds what another file declares: an import, not a declaration.
    if (isRequire(node.childForFieldName('value'))) return undefined;
    const value = node.childForFieldName('value')?.type;
    const declaration = parent && OUTER.has(parent.type) ? parent : undefined;
    const holder = ancestors.at(-2)?.type;
    const topLevel = declaration !== undefined && (holder === 'program' || holder === 'export_statement');
    if (value !== 'arrow_function' && value !== 'function_expression' && value !== 'function' && !topLevel) return undefined;
    // A declarator starts at its `const`.
    if (declaration) {
      start = declaration.row;
      above = ancestors.at(-2);
    }
  }
  // An exported declaration starts at its `export`.
  if (above?.type === 'export_statement') start = above.row;
  return { name: name.text, line: start + 1, end: node.endPosition.row + 1, ...(block ? { block: true as const } : {}) };
}

/** `require('./rule')`, `require('x').Rule`, `await import('./rule.js')`: a value another module gives. */
function isRequire(value: Node | null): boolean {
  let node = value;
  while (node && (node.type === 'member_expression' || node.type === 'await_expression' || node.type === 'parenthesized_expression'))
    node = node.type === 'member_expression' ? node.childForFieldName('object') : node.namedChild(0);
  if (!node || node.type !== 'call_expression') return false;
  const callee = node.childForFieldName('function');
  return callee?.type === 'import' || (callee?.type === 'identifier' && callee.text === 'require');
}

/** The name a Python module assigns at its top level (`HAS_RICH = …`, `T: TypeVar = …`), or null for any other assignment. */
function moduleName(node: Node, ancestors: readonly Ancestor[]): Node | null {
  const statement = ancestors.at(-1);
  if (statement?.type !== 'expression_statement' || ancestors.at(-2)?.type !== 'module') return null;
  const left = node.childForFieldName('left');
  return left?.type === 'identifier' ? left : null;
}

/** Values that make an assignment a declaration: a function. */
const FUNCTIONS = new Set(['function_expression', 'function', 'arrow_function', 'generator_function']);

/**
 * The property a function is assigned to (`res.redirect = function …` → redirect), or null for
 * any other assignment, and for `module.exports = …` (the module, not a name in it).
 */
function assignedFunction(node: Node): Node | null {
  const left = node.childForFieldName('left');
  const right = node.childForFieldName('right');
  if (left?.type !== 'member_expression' || !right || !FUNCTIONS.has(right.type)) return null;
  const property = left.childForFieldName('property');
  return property?.type === 'property_identifier' && property.text !== 'exports' ? property : null;
}

/** The names of an `impl`'s type parameters (`impl<'a, T: Clone>` → T). */
function typeParameters(node: Node): Set<string> {
  const list = node.childForFieldName('type_parameters');
  return new Set(list ? (list.text.match(/\b[A-Z]\w*/g) ?? []) : []);
}

/** The type an `impl` block is for, without its path or generic arguments (`fmt::Display for Recipe<'a>` → Recipe). */
function implType(node: Node): Node | null {
  let type = node.childForFieldName('type');
  while (type && (type.type === 'generic_type' || type.type === 'scoped_type_identifier'))
    type = type.type === 'generic_type' ? type.childForFieldName('type') : type.childForFieldName('name');
  return type;
}

/** Nodes that hold a declarator: the declaration starts with them. */
const OUTER = new Set(['lexical_declaration', 'variable_declaration']);

function hasLongLine(text: string): boolean {
  let start = 0;
  while (start < text.length) {
    const end = text.indexOf('\n', start);
    const stop = end < 0 ? text.length : end;
    if (stop - start > LINE_MAX) return true;
    start = stop + 1;
  }
  return false;
}
