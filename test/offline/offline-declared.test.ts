// A type or qualified name the title writes (`AttributesFixer`, `Data.Render`) is planned where the
// repository declares it, even when files that only mention it outscore it and the plan is small.
import { describe, expect, it } from 'vitest';
import { retrieveFiles } from '../../src/offline/offline-retrieve.js';
import { createMemorySnapshot } from '../../src/repo/memory-snapshot.js';

const mentions = (n: number, text: string) => Array.from({ length: n }, () => text).join('\n');

const fixers = () =>
  createMemorySnapshot({
    // Lists the fixer among the ones it runs before, and writes every word of the title often.
    'src/Fixer/RequiresCoversFixer.php': `<?php\nfinal class RequiresCoversFixer {\n${mentions(12, '  // runs before AttributesFixer: handle covers method and covers trait attributes')}\n}\n`,
    'tests/Fixer/RequiresCoversFixerTest.php': `<?php\nfinal class RequiresCoversFixerTest {\n${mentions(12, '  // attributes fixer: covers method, covers trait, missing handling')}\n}\n`,
    'src/Fixer/AttributesFixer.php': `<?php\nfinal class AttributesFixer {\n  public function fix(): void {\n    // attributes\n  }\n}\n`,
    'src/Fixer/Other.php': '<?php\nfinal class Other {}\n',
    'src/Thrown/InvalidArgumentException.php': '<?php\nfinal class InvalidArgumentException {}\n',
  });

describe('a title that names a declared type', () => {
  it('plans the file that declares it, past a small plan of files that only mention it', () => {
    const title = 'fix: `AttributesFixer` - add missing handling of covers method and covers trait';
    const planned = retrieveFiles(fixers(), title).map((f) => f.path);
    expect(planned).toContain('src/Fixer/AttributesFixer.php');
    expect(planned).toContain('src/Fixer/RequiresCoversFixer.php');
  });

  it('leaves out what the change throws and a lower-case name of its own', () => {
    const files: Record<string, string> = { 'src/Thrown/InvalidArgumentException.php': '<?php\nfinal class InvalidArgumentException {}\n' };
    for (const name of ['Client', 'Pool', 'Middleware'])
      files[`src/${name}.php`] =
        `<?php\nfinal class ${name} {\n${mentions(8, '  // throw new InvalidArgumentException when the headers option is not an array')}\n}\n`;
    const thrown = retrieveFiles(
      createMemorySnapshot(files),
      'fix: throw `InvalidArgumentException` when the headers option is not an array',
    ).map((f) => f.path);
    expect(thrown).not.toContain('src/Thrown/InvalidArgumentException.php');
    const thrownNew = retrieveFiles(
      createMemorySnapshot(files),
      'fix: throw a new `InvalidArgumentException` when headers are not an array',
    );
    expect(thrownNew.map((f) => f.path)).not.toContain('src/Thrown/InvalidArgumentException.php');
    const lower = retrieveFiles(fixers(), 'fix: `fix()` skips covers method and covers trait attributes').map((f) => f.path);
    expect(lower).not.toContain('src/Fixer/AttributesFixer.php');
  });

  it('reads a qualified name as a member of its owner (Go receiver), not as another type of the same name', () => {
    const snapshot = createMemorySnapshot({
      'render/data.go':
        'package render\n\ntype Data struct {\n\tBody []byte\n}\n\nfunc (r Data) Render(w Writer) error {\n\treturn nil\n}\n',
      // Its `Render` takes a `render.Data`: a parameter, not the receiver.
      'context.go': `package gin\n\n${mentions(10, '// write content length when it is known before the render')}\nfunc (c *Context) Data(code int, data []byte) {}\n\nfunc (c *Context) Render(code int, d render.Data) {}\n`,
      'render/reader.go': `package render\n\n${mentions(10, '// write the content length of the reader before the render')}\nfunc (r Reader) Render(w Writer) error {\n\treturn nil\n}\n`,
      'render/json.go': 'package render\n\nfunc (r JSON) Render(w Writer) error {\n\treturn nil\n}\n',
    });
    const planned = retrieveFiles(snapshot, 'fix(render): write content length in Data.Render').map((f) => f.path);
    expect(planned).toContain('render/data.go');
    // A module or a file of the owner's name holds it: `tool.launch` in `tool/main.py`.
    const module = createMemorySnapshot({
      'tool/core.py': `${mentions(10, '# forwards the launch of the editor and its arguments')}\ndef core():\n    pass\n`,
      'tool/params.py': `${mentions(10, '# the launch arguments are forwarded as they are')}\ndef params():\n    pass\n`,
      'tool/cli.py': `${mentions(10, '# launch: forwards arguments correctly')}\ndef cli():\n    pass\n`,
      'tool/main.py': 'def launch(url):\n    pass\n',
    });
    expect(retrieveFiles(module, 'fix: ensure that `tool.launch` forwards arguments correctly').map((f) => f.path)).toContain(
      'tool/main.py',
    );
    // A qualified name whose owner the repository does not declare names none of its files.
    const scripts = createMemorySnapshot({
      'cli/main.py': `${mentions(10, '# exit code handling of the command line')}\ndef main():\n    pass\n`,
      'cli/run.py': `${mentions(10, '# the command line exit code and its handling')}\ndef run():\n    pass\n`,
      'cli/args.py': `${mentions(10, '# handling of the command line, its exit code')}\ndef args():\n    pass\n`,
      'scripts/a.py': 'def exit():\n    pass\n',
    });
    expect(retrieveFiles(scripts, 'fix: sys.exit code handling in the command line').map((f) => f.path)).not.toContain('scripts/a.py');
  });
});
