// The dependency names each ecosystem's manifest declares (retrieval/dependency-names.ts).
import { describe, expect, it } from 'vitest';
import { declaresDependencies, dependencyNames } from '../../src/retrieval/dependency-names.js';

describe('dependencyNames', () => {
  it('reads the dependency sections of package.json and composer.json, not their other keys', () => {
    const pkg = JSON.stringify({
      name: 'app',
      scripts: { test: 'vitest' },
      dependencies: { 'fast-redact': '^3.0.0' },
      devDependencies: { '@types/node': '^20', typescript: '^5' },
      peerDependencies: { react: '*' },
    });
    expect(dependencyNames('package.json', pkg)).toEqual(['fast-redact', '@types/node', 'typescript', 'react']);
    const composer = JSON.stringify({ require: { php: '^8.1', 'psr/log': '^1.0' }, 'require-dev': { 'phpstan/phpstan': '^1' } });
    expect(dependencyNames('src/WebDAV/composer.json', composer)).toEqual(['php', 'psr/log', 'phpstan/phpstan']);
  });

  it('reads pyproject arrays (with extras and markers), optional groups and Poetry tables, not classifiers', () => {
    const pyproject = [
      '[project]',
      'name = "requests"',
      'classifiers = ["Programming Language :: Python"]',
      'dependencies = [',
      '  "charset_normalizer>=2,<4",',
      '  "chardet>=3.0.2,<6; python_version < \'3.8\'",',
      '  "urllib3[socks]>=1.21.1",',
      '  "idna",',
      ']',
      '[project.optional-dependencies]',
      'socks = ["PySocks>=1.5.6, !=1.5.7"]',
      '[build-system]',
      'requires = ["setuptools>=61"]',
      '[tool.poetry.dev-dependencies]',
      'pytest = "^7"',
      'python = "^3.9"',
      '[tool.ruff]',
      'line-length = 88',
    ].join('\n');
    expect(dependencyNames('pyproject.toml', pyproject)).toEqual([
      'charset_normalizer',
      'chardet',
      'urllib3',
      'idna',
      'PySocks',
      'setuptools',
      'pytest',
    ]);
  });

  it('reads requirements files, setup.py and setup.cfg', () => {
    expect(dependencyNames('requirements-dev.txt', '# tools\n-e .\nruff==0.5\nmkautodoc\n\n--index-url x\n')).toEqual([
      'ruff',
      'mkautodoc',
    ]);
    expect(dependencyNames('setup.py', 'setup(\n  install_requires=["click>=8", "colorama; os_name == \'nt\'"],\n)\n')).toEqual([
      'click',
      'colorama',
    ]);
    expect(dependencyNames('setup.cfg', '[options]\ninstall_requires =\n    itsdangerous>=2\n    Jinja2\nzip_safe = False\n')).toEqual([
      'itsdangerous',
      'Jinja2',
    ]);
  });

  it('reads Cargo, go.mod, Ruby, Elixir, Maven, Gradle and .NET manifests', () => {
    const cargo =
      '[package]\nname = "axum"\n[dependencies]\ntokio-tungstenite = "0.29"\nserde = { version = "1" }\n[dev-dependencies]\nreqwest = "0.12"\n[features]\nws = []\n';
    expect(dependencyNames('Cargo.toml', cargo)).toEqual(['tokio-tungstenite', 'serde', 'reqwest']);
    const gomod =
      'module github.com/x/y\n\ngo 1.21\n\nrequire github.com/spf13/pflag v1.0.5\n\nrequire (\n\tgolang.org/x/net v0.1.0 // indirect\n)\n';
    expect(dependencyNames('go.mod', gomod)).toEqual(['github.com/spf13/pflag', 'golang.org/x/net']);
    expect(dependencyNames('Gemfile', 'source "https://rubygems.org"\ngem "rack", "~> 3"\ngem \'puma\'\n')).toEqual(['rack', 'puma']);
    expect(dependencyNames('sinatra.gemspec', 's.add_dependency "rack-protection"\ns.add_development_dependency("haml")\n')).toEqual([
      'rack-protection',
      'haml',
    ]);
    expect(dependencyNames('mix.exs', 'defp deps do\n  [{:plug, "~> 1.14"}, {:jason, "~> 1.0", optional: true}]\nend\n')).toEqual([
      'plug',
      'jason',
    ]);
    const pom =
      '<project><artifactId>me</artifactId><dependencies><dependency><groupId>g</groupId><artifactId>guava</artifactId></dependency></dependencies></project>';
    expect(dependencyNames('pom.xml', pom)).toEqual(['g:guava']);
    expect(dependencyNames('build.gradle', 'implementation "io.reactivex.rxjava3:rxjava:3.1.5"\n')).toEqual([
      'io.reactivex.rxjava3:rxjava',
    ]);
    expect(dependencyNames('src/Lib.csproj', '<ItemGroup><PackageReference Include="Serilog" Version="3" /></ItemGroup>')).toEqual([
      'Serilog',
    ]);
  });

  it('reads TOML tables as tables: array tables end a dependency table, a dependency may have its own table', () => {
    const cargo =
      '[dependencies]\nserde = "1"\n[[bench]]\nname = "parse"\nharness = false\npath = "benches/parse.rs"\n[dependencies.tokio]\nversion = "1"\n[target.\'cfg(unix)\'.dev-dependencies]\nlibc = "0.2"\n';
    expect(dependencyNames('Cargo.toml', cargo)).toEqual(['serde', 'tokio', 'libc']);
    const poetry =
      '[tool.poetry.dependencies]\npython = "^3.9"\nclick = "^8"\n[[tool.poetry.source]]\nname = "internal"\nurl = "https://pypi.example"\n';
    expect(dependencyNames('pyproject.toml', poetry)).toEqual(['click']);
    expect(dependencyNames('pyproject.toml', '[tool.uv]\ndev-dependencies = ["pytest>=8", "ruff"]\n')).toEqual(['pytest', 'ruff']);
  });

  it('reads an array whose items hold the other quote, and whose comments hold apostrophes', () => {
    const pyproject = [
      '[project]',
      'dependencies = [',
      "  # pinned: it's broken upstream",
      '  "urllib3<2",',
      '  "tomli>=1.1; python_version < \'3.11\'",',
      '  "click>=8",',
      ']',
    ].join('\n');
    expect(dependencyNames('pyproject.toml', pyproject)).toEqual(['urllib3', 'tomli', 'click']);
  });

  it('reads .NET references with their attributes in any order, and skips URL and path requirements', () => {
    const csproj =
      '<PackageReference Version="13.0.1" Include="Newtonsoft.Json" /><GlobalPackageReference Include="Nerdbank.GitVersioning" />';
    expect(dependencyNames('src/Lib.csproj', csproj)).toEqual(['Newtonsoft.Json', 'Nerdbank.GitVersioning']);
    const requirements =
      'git+https://github.com/x/y.git\nhttps://example.com/pkg.tar.gz\ngit+https://github.com/a/b.git#egg=bee\n./local\nidna\n';
    expect(dependencyNames('requirements.txt', requirements)).toEqual(['bee', 'idna']);
  });

  it('reads Maven plugins and Gradle catalogs as group:artifact, and no task name as a dependency', () => {
    const pom =
      '<build><plugins><plugin><groupId>org.apache.maven.plugins</groupId><artifactId>maven-surefire-plugin</artifactId></plugin></plugins></build>';
    expect(dependencyNames('pom.xml', pom)).toEqual(['org.apache.maven.plugins:maven-surefire-plugin']);
    const gradle = 'tasks.register("app:run")\nurl = "localhost:8080"\nimplementation("org.slf4j:slf4j-api:2.0.9")\n';
    expect(dependencyNames('build.gradle.kts', gradle)).toEqual(['org.slf4j:slf4j-api']);
    const catalog =
      '[libraries]\nokhttp = { module = "com.squareup.okhttp3:okhttp", version.ref = "okhttp" }\njunit = { group = "junit", name = "junit", version = "4.13" }\n';
    expect(dependencyNames('gradle/libs.versions.toml', catalog)).toEqual(['com.squareup.okhttp3:okhttp', 'junit:junit']);
  });

  it('gives nothing for text that does not parse or a file that is no manifest', () => {
    expect(dependencyNames('package.json', '{ "dependencies": ')).toEqual([]);
    expect(dependencyNames('package.json', '[1, 2]')).toEqual([]);
    expect(dependencyNames('pyproject.toml', 'dependencies = ["unclosed')).toEqual([]);
    expect(dependencyNames('src/app.py', 'import chardet\n')).toEqual([]);
    expect(declaresDependencies('src/app.py')).toBe(false);
    expect(declaresDependencies('api/Gemfile')).toBe(true);
  });
});

describe('dependencyNames on hostile text', () => {
  it('reads a megabyte of unclosed arrays and unbalanced quotes without scanning it again per array', () => {
    // An array never closed names what it holds, once: the keys inside it are its text.
    const unclosed = 'dependencies = [ "a", '.repeat(40_000);
    expect(dependencyNames('pyproject.toml', unclosed)).toEqual(['a']);
    const blocks = '<dependency><artifactId>a</artifactId>'.repeat(12_000);
    expect(dependencyNames('pom.xml', blocks)).toEqual([]);
    expect(dependencyNames('pom.xml', '<dependency>'.repeat(40_000))).toEqual([]);
    const quotes = `install_requires = [${'"'.repeat(200_000)}]`;
    expect(dependencyNames('setup.py', quotes).length).toBeLessThan(200_000);
    expect(dependencyNames('Gemfile', `gem ${'('.repeat(300_000)}`)).toEqual([]);
    expect(dependencyNames('app.csproj', '<PackageReference '.repeat(40_000))).toEqual([]);
  });
});
