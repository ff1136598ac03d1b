// The translation files of a title about one human language (offline-locale.ts), and how they join
// an offline plan (offline-unranked.ts).
import { describe, expect, it } from 'vitest';
import { localeFiles } from '../../src/offline/offline-locale.js';
import { retrieveFiles } from '../../src/offline/offline-retrieve.js';
import { createMemorySnapshot } from '../../src/repo/memory-snapshot.js';
import { planTasks } from '../helpers/offline-plan.js';

const po = (tag: string, names: string[]) => names.map((n) => `priv/translations/${tag}/LC_MESSAGES/${n}.po`);
const timexLike = [
  ...po('en', ['months', 'numbers', 'units']),
  ...po('de', ['months', 'numbers', 'units']),
  ...po('fr', ['months', 'numbers']),
  ...po('pt', ['months', 'numbers']),
  ...po('pt_BR', ['months', 'numbers']),
  ...po('vi', ['months', 'numbers', 'units']),
  'priv/translations/default.pot',
  'lib/translator.ex',
];
const paths = (files: { path: string; create: boolean }[]) => files.map((f) => `${f.path}${f.create ? ' (new)' : ''}`);

describe('localeFiles', () => {
  it("plans two of a language's own files: those its words rank best, else those most languages have", () => {
    const { files, others } = localeFiles(timexLike, 'Fix plural form of Vietnamese language');
    expect(paths(files)).toEqual(po('vi', ['months', 'numbers']));
    const units = (path: string) => (path.endsWith('units.po') ? 2 : 0);
    expect(paths(localeFiles(timexLike, 'Fix plural form of Vietnamese language', units).files)).toEqual(po('vi', ['units', 'months']));
    expect(files[0]?.locale).toBe('vi');
    expect(others.has('priv/translations/de/LC_MESSAGES/months.po')).toBe(true);
    expect(others.has('priv/translations/vi/LC_MESSAGES/months.po')).toBe(false);
  });

  it('adds a language the repository lacks where most of its languages have files, four at most', () => {
    const { files } = localeFiles(timexLike, 'Add Croatian translation');
    expect(paths(files)).toEqual([...po('hr', ['months', 'numbers', 'units'])].map((p) => `${p} (new)`));
    expect(localeFiles(timexLike, 'Fix Croatian translation').files).toEqual([]); // nothing to fix yet
  });

  it('reads bare locale tags only in a title about translations, and never a tag that is an English word', () => {
    expect(paths(localeFiles(timexLike, 'Add missing translations in pt and pt_BR').files)).toEqual([
      'priv/translations/pt/LC_MESSAGES/months.po',
      'priv/translations/pt_BR/LC_MESSAGES/months.po',
    ]);
    expect(localeFiles(timexLike, 'Make pt the default').files).toEqual([]);
    const italian = [...timexLike, ...po('it', ['months'])];
    expect(localeFiles(italian, 'Fix it so translations load').files).toEqual([]);
  });

  it('finds a language written as both its folder and its file name, or as a file per language', () => {
    const validator = ['en', 'de', 'fr', 'es'].flatMap((t) => [`translations/${t}/${t}.go`, `translations/${t}/${t}_test.go`]);
    expect(paths(localeFiles(validator, 'Add English translations for prefix validators').files)).toEqual([
      'translations/en/en.go',
      'translations/en/en_test.go',
    ]);
    const carbon = ['src/Lang/en.php', 'src/Lang/de.php', 'src/Lang/fr.php', 'src/Carbon.php'];
    expect(paths(localeFiles(carbon, 'Add Khmer locale').files)).toEqual(['src/Lang/km.php (new)']);
  });

  it("finds a resource bundle's languages after its name, and adds each language a title lists", () => {
    const bundle = ['de', 'fr', 'pt_BR', 'es'].map((t) => `src/main/java/org/joda/time/format/messages_${t}.properties`);
    const java = [
      ...bundle,
      'src/main/java/org/joda/time/format/messages.properties',
      'src/main/java/org/joda/time/format/PeriodFormat.java',
    ];
    expect(paths(localeFiles(java, 'Localization: Add Hindi, Hungarian, Swedish (#658)').files)).toEqual([
      'src/main/java/org/joda/time/format/messages_hi.properties (new)',
      'src/main/java/org/joda/time/format/messages_hu.properties (new)',
      'src/main/java/org/joda/time/format/messages_sv.properties (new)',
    ]);
    expect(paths(localeFiles(java, 'Fix pt_BR translation').files)).toEqual([
      'src/main/java/org/joda/time/format/messages_pt_BR.properties',
    ]);
    // Three names that end alike by chance are no bundle of languages.
    expect(localeFiles(['src/parse_it.py', 'src/list_it.py', 'src/read_it.py'], 'Add Italian translation').files).toEqual([]);
  });

  it('knows a tag with a script or a variant, and counts it among the other languages', () => {
    const withScript = [...timexLike, ...po('bs_cyrillic', ['months']), ...po('sr_Latn_RS', ['months'])];
    const { files, others } = localeFiles(withScript, 'Add Khmer translation');
    expect(files.every((f) => f.create && f.locale === 'km')).toBe(true);
    expect(others.has('priv/translations/bs_cyrillic/LC_MESSAGES/months.po')).toBe(true);
    expect(paths(localeFiles(withScript, 'Fix sr_Latn_RS translations').files)).toEqual(po('sr_Latn_RS', ['months']));
  });

  it('says nothing without a language in the title or without languages kept in files', () => {
    expect(localeFiles(timexLike, 'Add Java support').files).toEqual([]);
    expect(localeFiles(timexLike, 'Fix the month parser').files).toEqual([]);
    expect(localeFiles(['src/a.ts', 'docs/de.md'], 'Add German translation').files).toEqual([]);
  });
});

describe('a title about a language in an offline plan', () => {
  const files = Object.fromEntries([
    ...timexLike.filter((p) => p.endsWith('.po')).map((p) => [p, `msgid "January"\nmsgstr "${p}"\n`]),
    ['lib/translator.ex', 'defmodule Translator do\n  # translation lookups by locale\n  def translate(locale, msg), do: msg\nend\n'],
  ]);

  it("names the new language's files and no other language's", () => {
    const planned = retrieveFiles(createMemorySnapshot(files), 'Add Croatian translation');
    const created = planned.filter((f) => f.create).map((f) => f.path);
    expect(created).toContain('priv/translations/hr/LC_MESSAGES/months.po');
    expect(planned.find((f) => f.path === 'priv/translations/hr/LC_MESSAGES/months.po')?.locale).toBe('hr');
    expect(planned.some((f) => /translations\/(?:de|fr|en|pt|vi)\//.test(f.path))).toBe(false);
  });
});

describe('new languages of a resource bundle in an offline plan', () => {
  it('gives each its own task about its language, in a domain of translations', async () => {
    const folder = 'src/main/java/org/joda/time/format';
    const snapshot = createMemorySnapshot({
      ...Object.fromEntries(
        ['de', 'fr', 'es', 'pt'].map((t) => [`${folder}/messages_${t}.properties`, `PeriodFormat.space=\\ \n# ${t}\n`]),
      ),
      [`${folder}/messages.properties`]: 'PeriodFormat.space=\\ \n',
      [`${folder}/PeriodFormat.java`]: 'public class PeriodFormat { /* loads the messages bundle */ }\n',
    });
    const tasks = await planTasks('Localization: Add Hindi, Hungarian, Swedish (#658)', snapshot);
    const hu = tasks.find((t) => t.modificationPoints[0]?.file === `${folder}/messages_hu.properties`);
    expect(hu?.title).toBe(`Create ${folder}/messages_hu.properties`);
    expect(hu?.domain).toBe('translations');
    expect(hu?.extras.Description).toBe("The Hungarian translation (`hu`), a new file shaped like the other languages'.");
    expect(hu?.extras['Convergence criteria']).toBe(
      `- ${folder}/messages_hu.properties holds the Hungarian translation (\`hu\`), with the keys of the other languages' files`,
    );
    expect(tasks.map((t) => t.modificationPoints[0]?.file)).toEqual(
      expect.arrayContaining(['hi', 'hu', 'sv'].map((t) => `${folder}/messages_${t}.properties`)),
    );
  });
});
