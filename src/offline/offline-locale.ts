// A title about one human language's translation ("Add Croatian translation", "Fix plural form of
// Vietnamese language", "Add missing translations in pt and pt_BR") changes that language's files
// in the repository's locale folders (`priv/translations/hr/LC_MESSAGES/months.po`,
// `locales/de.json`), which hold none of the title's words; a language the repository does not have
// yet gets new files shaped like the ones most of its languages have. Pure.

/** English names of languages by their ISO 639-1 codes (Norwegian is written `nb` or `no`). */
const LANGUAGES: Readonly<Record<string, readonly string[]>> = {
  afrikaans: ['af'],
  albanian: ['sq'],
  arabic: ['ar'],
  armenian: ['hy'],
  azerbaijani: ['az'],
  basque: ['eu'],
  belarusian: ['be'],
  bengali: ['bn'],
  bosnian: ['bs'],
  bulgarian: ['bg'],
  catalan: ['ca'],
  chinese: ['zh'],
  croatian: ['hr'],
  czech: ['cs'],
  danish: ['da'],
  dutch: ['nl'],
  english: ['en'],
  esperanto: ['eo'],
  estonian: ['et'],
  finnish: ['fi'],
  french: ['fr'],
  galician: ['gl'],
  georgian: ['ka'],
  german: ['de'],
  greek: ['el'],
  gujarati: ['gu'],
  hebrew: ['he'],
  hindi: ['hi'],
  hungarian: ['hu'],
  icelandic: ['is'],
  indonesian: ['id'],
  irish: ['ga'],
  italian: ['it'],
  japanese: ['ja'],
  kannada: ['kn'],
  kazakh: ['kk'],
  khmer: ['km'],
  korean: ['ko'],
  kurdish: ['ku'],
  kyrgyz: ['ky'],
  lao: ['lo'],
  latvian: ['lv'],
  lithuanian: ['lt'],
  macedonian: ['mk'],
  malay: ['ms'],
  malayalam: ['ml'],
  maltese: ['mt'],
  marathi: ['mr'],
  mongolian: ['mn'],
  nepali: ['ne'],
  norwegian: ['nb', 'no'],
  persian: ['fa'],
  farsi: ['fa'],
  polish: ['pl'],
  portuguese: ['pt'],
  punjabi: ['pa'],
  romanian: ['ro'],
  russian: ['ru'],
  serbian: ['sr'],
  sinhala: ['si'],
  slovak: ['sk'],
  slovenian: ['sl'],
  spanish: ['es'],
  swahili: ['sw'],
  swedish: ['sv'],
  tamil: ['ta'],
  telugu: ['te'],
  thai: ['th'],
  turkish: ['tr'],
  ukrainian: ['uk'],
  urdu: ['ur'],
  uzbek: ['uz'],
  vietnamese: ['vi'],
  welsh: ['cy'],
};
const CODES = new Set(Object.values(LANGUAGES).flat());

/** The English name of a locale tag's language (`hu`, `pt_BR` → Hungarian, Portuguese), or undefined. */
export function languageOf(tag: string): string | undefined {
  const code = localeCode(tag);
  const name = Object.entries(LANGUAGES).find(([, codes]) => code !== undefined && codes.includes(code))?.[0];
  return name === undefined ? undefined : name.charAt(0).toUpperCase() + name.slice(1);
}

/** Words that make a title about translations, so that a bare code in it (`pt_BR`, `de`) names a locale. */
const LOCALE_WORDS = /\b(?:translations?|translated|locales?|localizations?|localisations?|languages?|i18n|l10n)\b/i;
/** Codes that are also English words: never read bare from a title ("fix it", "is", "no"). */
const WORD_CODES = new Set(['am', 'an', 'as', 'be', 'he', 'hi', 'id', 'is', 'it', 'me', 'my', 'no', 'so', 'to', 'ms']);
/** A title's verbs that bring a language the repository does not have yet. */
const ADD_VERBS = /^(?:add|adds|added|adding|include|includes|included|introduce|introduces|support|supports|new)\b/i;

/**
 * At most this many locale files join a plan: a new language's main files, or the two of a
 * language's files its words match best (a fix to one language's plurals changes one or two of
 * them; planning four cost size ρ on timex and humanize, docs/benchmarks.md).
 */
const MOST_FILES = 4;
const MOST_EXISTING = 2;
/** A path pattern counts as the repository's way of holding languages when this many languages follow it. */
const LEAST_LOCALES = 3;

/** The base code of a locale tag as a path writes it (`pt_BR`, `zh-Hans`, `sr_Latn_RS`, `bs_cyrillic`, `de`), or undefined. */
function localeCode(segment: string): string | undefined {
  const match = /^([a-z]{2})(?:[_-][A-Za-z0-9]{2,8}){0,2}$/.exec(segment);
  return match && CODES.has(match[1] as string) ? match[1] : undefined;
}

interface Family {
  /** The path with the locale tag (a folder, a file's name, or both: `en/en.go`) as `\0`. */
  pattern: string;
  /** Locale tag (as written) → path. */
  locales: Map<string, string>;
}

/** Path patterns that three or more languages follow: a folder per language, or a file named by it. */
function families(paths: readonly string[]): Family[] {
  const found = new Map<string, Family>();
  for (const path of paths) {
    const parts = path.split('/');
    const name = parts[parts.length - 1] as string;
    const dot = name.indexOf('.');
    const stem = dot > 0 ? name.slice(0, dot) : undefined;
    const tags = new Set([...parts.slice(0, -1), ...(stem ? [stem] : [])].filter((t) => localeCode(t) !== undefined));
    // A resource bundle's file names its language after the bundle's name (Java's `messages_de.properties`, `Messages_pt_BR.properties`).
    const bundle = stem === undefined ? undefined : /^([A-Za-z]\w*?)_([a-z]{2}(?:_[A-Z]{2})?)$/.exec(stem);
    if (bundle && localeCode(bundle[2] as string) !== undefined) {
      const [, base, tag] = bundle as unknown as [string, string, string];
      const pattern = [...parts.slice(0, -1), `${base}_\0${name.slice((stem as string).length)}`].join('/');
      const family = found.get(pattern) ?? { pattern, locales: new Map<string, string>() };
      family.locales.set(tag, path);
      found.set(pattern, family);
    }
    for (const tag of tags) {
      const folders = parts.slice(0, -1).map((part) => (part === tag ? '\0' : part));
      // `en/en.go`, `en/en_test.go`: a file named after its folder's language follows it.
      const file =
        stem === tag || (folders.includes('\0') && /^[._-]/.test(name.slice(tag.length)) && name.startsWith(tag))
          ? `\0${name.slice(tag.length)}`
          : name;
      const pattern = [...folders, file].join('/');
      const family = found.get(pattern) ?? { pattern, locales: new Map<string, string>() };
      family.locales.set(tag, path);
      found.set(pattern, family);
    }
  }
  return [...found.values()].filter((f) => new Set([...f.locales.keys()].map(localeCode)).size >= LEAST_LOCALES);
}

/** The locale tags a title names: languages by their English names, and bare tags in a title about translations. */
function namedLocales(title: string, known: ReadonlySet<string>): { code: string; tag?: string }[] {
  const named: { code: string; tag?: string }[] = [];
  const lower = title.toLowerCase();
  for (const [name, codes] of Object.entries(LANGUAGES))
    if (new RegExp(`\\b${name}\\b`).test(lower)) named.push({ code: codes.find((c) => known.has(c)) ?? (codes[0] as string) });
  if (LOCALE_WORDS.test(title))
    for (const token of title.match(/\b[A-Za-z]{2}(?:[_-][A-Za-z0-9]{2,8}){0,2}\b/g) ?? []) {
      if (!known.has(token) || (WORD_CODES.has(token) && !token.includes('_'))) continue;
      const code = localeCode(token);
      if (code && !named.some((n) => n.tag === token)) named.push({ code, tag: token });
    }
  return named;
}

export interface LocaleFile {
  path: string;
  /** The locale tag as the repository writes it (`hr`, `pt_BR`). */
  locale: string;
  create: boolean;
}

/**
 * The locale files a title about a language's translation changes: the two files of that language
 * `score` (the requirement's words) ranks best where the repository has it; for a title that adds
 * a language it lacks, new files where most of its languages have one, four at most. `others`: the files of the other languages in the same
 * patterns, which a plan about this language does not change. Nothing when the repository keeps
 * no languages in files, or the title names none.
 */
export function localeFiles(
  paths: readonly string[],
  title: string,
  score: (path: string) => number = () => 0,
): { files: LocaleFile[]; others: Set<string> } {
  const none = { files: [], others: new Set<string>() };
  // Most titles name no language: the paths are not read for them.
  if (!LOCALE_WORDS.test(title) && !Object.keys(LANGUAGES).some((name) => title.toLowerCase().includes(name))) return none;
  const found = families(paths);
  if (found.length === 0) return none;
  const known = new Set(found.flatMap((f) => [...f.locales.keys()]));
  const knownCodes = new Set([...known].map(localeCode));
  const files: LocaleFile[] = [];
  const add = (file: LocaleFile) => {
    if (files.length < MOST_FILES && !files.some((o) => o.path === file.path)) files.push(file);
  };
  // The patterns most languages follow first: a language's main files before its rare ones.
  const ordered = [...found].sort((a, b) => b.locales.size - a.locales.size || (a.pattern < b.pattern ? -1 : 1));
  const adding = ADD_VERBS.test(title.replace(/^[\w./-]+(?:\([^)]*\))?!?:\s*/, ''));
  const named = namedLocales(title, known);
  const tags = named.flatMap(({ code, tag }) =>
    tag ? [tag] : [...known].filter((k) => localeCode(k) === code && (k === code || !known.has(code))),
  );
  // Pattern by pattern, every language named ("pt and pt_BR" plans both languages' files), the
  // files the requirement's words rank highest first.
  const existing = ordered.flatMap((family) =>
    tags.filter((t) => family.locales.has(t)).map((t) => ({ path: family.locales.get(t) as string, locale: t, create: false })),
  );
  const best = existing.map((file, order) => ({ file, order, score: score(file.path) }));
  best.sort((a, b) => b.score - a.score || a.order - b.order);
  for (const { file } of best.slice(0, MOST_EXISTING)) add(file);
  const missing = named.filter(({ code, tag }) => tag === undefined && !knownCodes.has(code));
  if (adding)
    for (const family of ordered)
      for (const { code } of missing) add({ path: family.pattern.replaceAll('\0', code), locale: code, create: true });
  if (files.length === 0) return none;
  const planned = new Set(files.map((f) => f.locale));
  const others = new Set(found.flatMap((f) => [...f.locales].filter(([t]) => !planned.has(t)).map(([, p]) => p)));
  return { files, others };
}
