// A new file's neighbours of the same family are its models: they leave the plan.
import { describe, expect, it } from 'vitest';
import { dropModels, stemWords } from '../../src/offline/offline-peers.js';
import { retrieveFiles } from '../../src/offline/offline-retrieve.js';
import { createMemorySnapshot } from '../../src/repo/memory-snapshot.js';

const language = (name: string) =>
  `namespace FluentValidation.Resources;\n\n// ${name} language messages\ninternal class ${name}Language {\n  public const string Culture = "xx";\n  public static string GetTranslation(string key) => key switch { "NotNullValidator" => "language", _ => null };\n}\n`;

describe('dropModels', () => {
  const file = (path: string, extra: Record<string, unknown> = {}) => ({ path, kind: 'source', ...extra });

  it('drops the neighbours that share only the family word, with the tests brought along for them', () => {
    const kept = [
      file('src/Resources/LanguageManager.cs'),
      file('src/Resources/Languages/CatalanLanguage.cs'),
      { path: 'tests/CatalanLanguageTests.cs', kind: 'test', covers: 'src/Resources/Languages/CatalanLanguage.cs' },
      file('src/Resources/Languages/UzbekCyrillicLanguage.cs'),
      file('src/Resources/Languages/LithuanianLanguage.cs', { create: true }),
    ];
    const dropped = dropModels(kept, [{ path: 'src/Resources/Languages/LithuanianLanguage.cs', family: ['language'] }]);
    expect(dropped.map((f) => f.path)).toEqual([
      'src/Resources/Languages/CatalanLanguage.cs',
      'tests/CatalanLanguageTests.cs',
      'src/Resources/Languages/UzbekCyrillicLanguage.cs',
    ]);
    expect(kept.map((f) => f.path)).toEqual(['src/Resources/LanguageManager.cs', 'src/Resources/Languages/LithuanianLanguage.cs']);
  });

  it('keeps the family base, a namesake, a named file, another folder and another extension', () => {
    const kept = [
      file('lib/jekyll/drops/drop.rb'),
      file('lib/jekyll/drops/site_drop.rb', { named: 'site_drop.rb' }),
      file('lib/jekyll/drops/public_drop.rb'),
      file('lib/jekyll/other/site_drop.rb'),
      file('lib/jekyll/drops/site_drop.erb'),
    ];
    expect(dropModels(kept, [{ path: 'lib/jekyll/drops/hash_public_drop.rb', family: ['drop'] }])).toEqual([]);
    expect(kept).toHaveLength(5);
  });

  it('in a folder named after the kind, drops the neighbours whatever their names', () => {
    const kept = [
      file('lib/swoosh/adapter.ex'),
      file('lib/swoosh/adapters/mua.ex'),
      file('lib/swoosh/adapters/local.ex'),
      file('lib/swoosh/adapters/mailersend_v1.ex'),
      file('lib/swoosh/adapters/mailersend.ex', { create: true }),
    ];
    const made = { path: 'lib/swoosh/adapters/mailersend.ex', family: ['adapter'] };
    // Named after nothing of the family, they are not models of a file that only shares a word with them.
    expect(dropModels([...kept], [made])).toEqual([]);
    const dropped = dropModels(kept, [{ ...made, folderNamed: true }]);
    expect(dropped.map((f) => f.path)).toEqual(['lib/swoosh/adapters/mua.ex', 'lib/swoosh/adapters/local.ex']);
    expect(kept.map((f) => f.path)).toEqual([
      'lib/swoosh/adapter.ex',
      'lib/swoosh/adapters/mailersend_v1.ex',
      'lib/swoosh/adapters/mailersend.ex',
    ]);
  });

  it('reads CamelCase, snake_case and kebab-case stems as words', () => {
    expect(stemWords('a/UzbekCyrillicLanguage.cs')).toEqual(['uzbek', 'cyrillic', 'language']);
    expect(stemWords('a/theme_drop.rb')).toEqual(['theme', 'drop']);
    expect(stemWords('a/github-actions.js')).toEqual(['github', 'actions']);
    expect(stemWords('a/HTTPClient.java')).toEqual(['http', 'client']);
  });
});

describe('a plan that adds one of a family', () => {
  it('plans the new file and the registry, not the other languages', () => {
    const snapshot = createMemorySnapshot({
      'src/FluentValidation/Resources/LanguageManager.cs':
        'namespace FluentValidation.Resources;\n// Every language the validator speaks, by culture.\npublic class LanguageManager {\n  public string GetString(string key, string language) => Translate(language, key);\n  // language language language\n}\n',
      ...Object.fromEntries(
        ['Catalan', 'Kazakh', 'Spanish', 'UzbekCyrillic', 'German', 'French'].map((n) => [
          `src/FluentValidation/Resources/Languages/${n}Language.cs`,
          language(n),
        ]),
      ),
      'src/FluentValidation/AbstractValidator.cs': 'public abstract class AbstractValidator { }\n',
    });
    const paths = retrieveFiles(snapshot, 'Add Lithuanian language').map((f) => f.path);
    expect(paths).toContain('src/FluentValidation/Resources/Languages/LithuanianLanguage.cs');
    expect(paths).toContain('src/FluentValidation/Resources/LanguageManager.cs');
    expect(paths.filter((p) => p.includes('/Languages/') && !p.includes('Lithuanian'))).toEqual([]);
  });
  it('plans a new adapter in the folder of adapters, not the adapters already there', () => {
    const adapter = (name: string) =>
      `defmodule Swoosh.Adapters.${name} do\n  @moduledoc "An adapter that sends email using the ${name} API."\n  use Swoosh.Adapter, required_config: [:api_key]\n\n  def deliver(email, config) do\n    {:ok, email, config}\n  end\nend\n`;
    const snapshot = createMemorySnapshot({
      'lib/swoosh/adapter.ex':
        'defmodule Swoosh.Adapter do\n  @moduledoc "Specification of the email delivery adapter."\n  defmacro __using__(opts) do\n    opts\n  end\nend\n',
      ...Object.fromEntries(['mua', 'local', 'postmark', 'sendgrid', 'mailgun'].map((n) => [`lib/swoosh/adapters/${n}.ex`, adapter(n)])),
      'lib/swoosh/mailer.ex': 'defmodule Swoosh.Mailer do\n  # the adapter of the mailer\n  def deliver(email), do: email\nend\n',
    });
    const paths = retrieveFiles(snapshot, 'feat: add mailersend adapter').map((f) => f.path);
    expect(paths).toContain('lib/swoosh/adapters/mailersend.ex');
    expect(paths.filter((p) => p.startsWith('lib/swoosh/adapters/') && !p.includes('mailersend'))).toEqual([]);
  });
});
