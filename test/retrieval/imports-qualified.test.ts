// Imports that name packages, not files: Java/Kotlin classes, PHP namespaces, Go packages and Rust
// modules resolve to the repository's files, and other projects' imports to nothing.
import { describe, expect, it } from 'vitest';
import { importsOf } from '../../src/retrieval/imports.js';
import { goModuleOf, pathLookup, type PhpRoot, psr4RootsOf } from '../../src/retrieval/imports-qualified.js';
import { RepoIndex } from '../../src/retrieval/repo-index.js';
import { createMemorySnapshot } from '../../src/repo/memory-snapshot.js';

const imports = (paths: string[], from: string, text: string, modules: { dir: string; module: string }[] = [], php: PhpRoot[] = []) => {
  const lookup = pathLookup(paths, { go: modules, php });
  return importsOf(from, text, lookup.has, lookup).sort();
};

describe('qualified imports', () => {
  it('Java and Kotlin: the class file under the whole package, static members, and nothing of the JDK', () => {
    const paths = [
      'src/main/java/org/demo/nodes/Element.java',
      'src/main/java/org/demo/safety/Cleaner.java',
      'src/main/java/org/demo/util/List.java',
      'app/src/main/kotlin/org/demo/Render.kt',
      'src/test/java/org/demo/safety/CleanerTest.java',
    ];
    const test = [
      'package org.demo.safety;',
      'import org.demo.nodes.Element;',
      'import static org.demo.safety.Cleaner.clean;',
      'import java.util.List;',
      'import org.demo.nodes.*;',
      'import org.demo.Render',
      'import org.other.Element;',
    ].join('\n');
    expect(imports(paths, 'src/test/java/org/demo/safety/CleanerTest.java', test)).toEqual([
      'app/src/main/kotlin/org/demo/Render.kt',
      'src/main/java/org/demo/nodes/Element.java',
      'src/main/java/org/demo/safety/Cleaner.java',
    ]);
  });

  it('Java: two files that match the package equally well say nothing', () => {
    const paths = ['a/src/org/demo/Node.java', 'b/src/org/demo/Node.java', 'c/X.java'];
    expect(imports(paths, 'c/X.java', 'import org.demo.Node;\n')).toEqual([]);
  });

  it('PHP: `use` of a class by its namespace folders (PSR-4 prefixes aside), not functions nor traits without one', () => {
    const paths = ['src/Local/LocalAdapter.php', 'src/Config.php', 'src/Visibility/Converter.php', 'tests/LocalTest.php'];
    const text = [
      '<?php',
      'namespace League\\Demo\\Tests;',
      'use League\\Demo\\Local\\LocalAdapter;',
      'use League\\Demo\\Visibility\\Converter as Visibility;',
      'use function League\\Demo\\Local\\helper;',
      'use Config;',
      'use PHPUnit\\Framework\\TestCase;',
    ].join('\n');
    expect(imports(paths, 'tests/LocalTest.php', text)).toEqual(['src/Local/LocalAdapter.php', 'src/Visibility/Converter.php']);
  });

  it("PHP: composer.json's PSR-4 roots place classes at a root folder, and a vendor's namespace nowhere", () => {
    const paths = ['src/Config.php', 'src/Local/LocalAdapter.php', 'tests/Support/Fake.php', 'tests/LocalTest.php', 'lib/Client.php'];
    const roots = psr4RootsOf(
      JSON.stringify({
        autoload: { 'psr-4': { 'League\\Demo\\': 'src/' } },
        'autoload-dev': { 'psr-4': { 'League\\Demo\\Tests\\': ['tests'] } },
      }),
      '',
    );
    expect(roots).toEqual([
      { prefix: 'League\\Demo\\', dir: 'src' },
      { prefix: 'League\\Demo\\Tests\\', dir: 'tests' },
    ]);
    const text = [
      'use League\\Demo\\Config;',
      'use League\\Demo\\Tests\\Support\\Fake;',
      'use League\\Demo\\Local\\LocalAdapter;',
      'use GuzzleHttp\\Client;',
    ].join('\n');
    expect(imports(paths, 'tests/LocalTest.php', text, [], roots)).toEqual([
      'src/Config.php',
      'src/Local/LocalAdapter.php',
      'tests/Support/Fake.php',
    ]);
    // Without the roots, a class at the root folder shares no folder with its namespace.
    expect(imports(paths, 'tests/LocalTest.php', text)).toEqual(['src/Local/LocalAdapter.php', 'tests/Support/Fake.php']);
  });

  it('PHP: PSR-4 roots of a nested composer.json, and nothing from a broken one', () => {
    expect(psr4RootsOf('{"autoload": {"psr-4": {"\\\\App\\\\": ["./app", "../escape"]}}}', 'packages/site')).toEqual([
      { prefix: 'App\\', dir: 'packages/site/app' },
    ]);
    expect(psr4RootsOf('{"autoload": {"psr-4": {"App\\\\": ""}}}', '')).toEqual([{ prefix: 'App\\', dir: '' }]);
    expect(psr4RootsOf('{"autoload": ', '')).toEqual([]);
    expect(psr4RootsOf('[1, 2]', '')).toEqual([]);
    expect(psr4RootsOf('{"autoload": {"psr-4": ["src"]}}', '')).toEqual([]);
  });

  it('a name that more than 64 files share resolves to nothing (and costs nothing)', () => {
    const many = Array.from({ length: 65 }, (_, i) => `src/M${i}/Index.php`);
    expect(imports([...many, 'x.php'], 'x.php', 'use App\\M3\\Index;\n')).toEqual([]);
    expect(imports([...many.slice(0, 64), 'x.php'], 'x.php', 'use App\\M3\\Index;\n')).toEqual(['src/M3/Index.php']);
  });

  it("Go: the module's packages (as their non-test files), alone or in a block, with aliases; never the standard library", () => {
    const paths = ['go.mod', 'echo.go', 'context.go', 'echo_test.go', 'middleware/cors.go', 'middleware/gzip.go', 'internal/x/x.go'];
    const modules = [{ dir: '', module: 'github.com/demo/echo/v5' }];
    const cors = [
      'package middleware',
      'import (',
      '\t"net/http"',
      '\t"github.com/demo/echo/v5"',
      '\tx "github.com/demo/echo/v5/internal/x"',
      '\t"github.com/other/echo/v5/middleware"',
      ')',
      'var s = "github.com/demo/echo/v5/middleware"',
    ].join('\n');
    expect(imports(paths, 'middleware/cors.go', cors, modules)).toEqual(['context.go', 'echo.go', 'internal/x/x.go']);
    expect(imports(paths, 'echo.go', 'import "github.com/demo/echo/v5/middleware"\n', modules)).toEqual([
      'middleware/cors.go',
      'middleware/gzip.go',
    ]);
    // A doc comment's example program imports nothing: echo's own `middleware` shown in text.
    const doc =
      '/*\nExample:\n\n\tpackage main\n\n\timport (\n\t\t"github.com/demo/echo/v5/middleware"\n\t)\n*/\npackage echo\n\n// import "github.com/demo/echo/v5/internal/x"\nimport "net/http"\n';
    expect(imports(paths, 'echo.go', doc, modules)).toEqual([]);
    expect(goModuleOf('// comment\nmodule github.com/demo/echo/v5\n\ngo 1.22\n')).toBe('github.com/demo/echo/v5');
    expect(goModuleOf('module example.com/x // the module\n')).toBe('example.com/x');
    // A nested module owns its folders: the longest module path wins.
    const nested = [
      { dir: '', module: 'example.com/x' },
      { dir: 'tools', module: 'example.com/x/tools' },
    ];
    expect(imports(['a.go', 'tools/gen/gen.go', 'gen/gen.go'], 'a.go', 'import "example.com/x/tools/gen"\n', nested)).toEqual([
      'tools/gen/gen.go',
    ]);
  });

  it('Rust: `mod x;` beside or below the file, and `use crate::`, `super::` and `self::` paths to module files', () => {
    const paths = ['src/lib.rs', 'src/de.rs', 'src/de/read.rs', 'src/de/number.rs', 'src/value/mod.rs', 'src/value/from.rs', 'src/map.rs'];
    expect(imports(paths, 'src/lib.rs', 'mod de;\npub mod value;\nmod inline {\n}\npub(crate) mod map;\n')).toEqual([
      'src/de.rs',
      'src/map.rs',
      'src/value/mod.rs',
    ]);
    expect(imports(paths, 'src/de.rs', 'mod read;\nuse crate::map::Map;\nuse self::number::Number;\n')).toEqual([
      'src/de/number.rs',
      'src/de/read.rs',
      'src/map.rs',
    ]);
    expect(imports(paths, 'src/de/read.rs', 'use super::number;\nuse crate::value::from::From;\nuse serde::de;\n')).toEqual([
      'src/de/number.rs',
      'src/value/from.rs',
    ]);
    // The crate's root has no parent module.
    expect(imports(paths, 'src/lib.rs', 'use super::map;\n')).toEqual([]);
  });

  it('without the list of paths, a package import resolves to nothing (not to a guess)', () => {
    expect(importsOf('src/X.java', 'import org.demo.Y;\n', () => true)).toEqual([]);
  });

  it('the index links them, reading the Go module from go.mod and the PSR-4 roots from composer.json', () => {
    const index = new RepoIndex(
      createMemorySnapshot({
        'go.mod': 'module example.com/shop\n',
        'store/store.go': 'package store\nfunc Save() {}\n',
        'api/handler.go': 'package api\nimport "example.com/shop/store"\nfunc Handle() { store.Save() }\n',
        'src/main/java/com/shop/Order.java': 'package com.shop;\npublic class Order {}\n',
        'src/main/java/com/shop/api/OrderApi.java': 'package com.shop.api;\nimport com.shop.Order;\npublic class OrderApi {}\n',
        'php/composer.json': '{"autoload": {"psr-4": {"Shop\\\\": "src/"}}}',
        'php/src/Cart.php': '<?php\nnamespace Shop;\nclass Cart {}\n',
        'php/src/Http/CartController.php': '<?php\nnamespace Shop\\Http;\nuse Shop\\Cart;\nclass CartController {}\n',
      }),
    );
    expect(index.importsOf('api/handler.go')).toEqual(['store/store.go']);
    expect(index.importsOf('php/src/Http/CartController.php')).toEqual(['php/src/Cart.php']);
    expect(index.importersOf('src/main/java/com/shop/Order.java')).toEqual(['src/main/java/com/shop/api/OrderApi.java']);
  });
});
