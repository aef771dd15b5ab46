// Adds a locale to a copy of the project the way the docs say a language is added: an entry in the
// locale table (src/i18n/locales.ts) and a message file per namespace (locales/<code>/*.json), and
// nothing else. Used by e2e/third-locale.test.ts, which builds such a copy.
import fs from 'node:fs';
import path from 'node:path';

/** The pseudo-locale's table entry, written as it would be typed into src/i18n/locales.ts. */
export const pseudoEntry = `  de: {
    code: 'de',
    iso: 'de',
    bcp47: 'de-DE',
    intl: 'de-DE',
    dir: 'ltr',
    prefix: '/de',
    nativeName: 'Deutsch',
    languageName: { zh: '德文', en: 'German' },
    shortName: 'DE',
    ogLocale: 'de_DE',
    editorUi: 'de',
    statisticsConsent: true,
    emailRequired: true,
    country: { required: true, preset: '' },
    placeNames: 'latin',
    hotlineFirst: false,
  },
`;

/**
 * Every Latin letter swapped for an accented one of the same shape: the messages stay readable in
 * screenshots, and a word that keeps plain ASCII letters on a page of this locale did not come from
 * its messages. Digits, punctuation, i18next's {{placeholders}} and $t() nesting, and the names of
 * HTML-like tags in messages (<strong>, <1>) stay as they are.
 */
const accents: Record<string, string> = {
  a: 'á',
  b: 'ƀ',
  c: 'ç',
  d: 'ď',
  e: 'é',
  f: 'ƒ',
  g: 'ğ',
  h: 'ĥ',
  i: 'í',
  j: 'ĵ',
  k: 'ķ',
  l: 'ĺ',
  m: 'ɱ',
  n: 'ñ',
  o: 'ö',
  p: 'þ',
  q: 'ʠ',
  r: 'ŕ',
  s: 'š',
  t: 'ţ',
  u: 'ü',
  v: 'ṽ',
  w: 'ŵ',
  x: 'ẋ',
  y: 'ý',
  z: 'ž',
  A: 'Á',
  B: 'Ɓ',
  C: 'Ç',
  D: 'Ď',
  E: 'É',
  F: 'Ƒ',
  G: 'Ğ',
  H: 'Ĥ',
  I: 'Í',
  J: 'Ĵ',
  K: 'Ķ',
  L: 'Ĺ',
  M: 'Ṁ',
  N: 'Ñ',
  O: 'Ö',
  P: 'Þ',
  Q: 'Ǫ',
  R: 'Ŕ',
  S: 'Š',
  T: 'Ţ',
  U: 'Ü',
  V: 'Ṽ',
  W: 'Ŵ',
  X: 'Ẋ',
  Y: 'Ý',
  Z: 'Ž',
};

/** `text` in the pseudo-locale: letters accented outside placeholders, nesting and tags. */
export function pseudo(text: string): string {
  // {{…}}, $t(…), <tag …> and </tag> are kept; everything between them is accented.
  return text
    .split(/(\{\{[^}]*\}\}|\$t\([^)]*\)|<\/?[A-Za-z0-9]+[^<>]*>)/)
    .map((part, index) => (index % 2 === 1 ? part : part.replace(/[A-Za-z]/g, (letter) => accents[letter] ?? letter)))
    .join('');
}

/** A message file of the pseudo-locale from the English one: same keys, every value accented. */
export function pseudoMessages(english: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(
    Object.entries(english).map(([key, value]) => [
      key,
      typeof value === 'string' ? pseudo(value) : pseudoMessages(value as Record<string, unknown>),
    ]),
  );
}

/**
 * Adds the pseudo-locale `de` to the project at `dir`: its entry at the end of the locale table and
 * its message files, made from the English ones. Throws when the table is not written the way this
 * expects (a test that cannot add the locale must not pass).
 */
export function addPseudoLocale(dir: string): void {
  const tableFile = path.join(dir, 'src', 'i18n', 'locales.ts');
  const table = fs.readFileSync(tableFile, 'utf8');
  const list = "export const locales = ['zh', 'en'] as const;";
  const record = 'export const localeInfo: Record<Locale, LocaleInfo> = {\n';
  if (!table.includes(list) || !table.includes(record)) {
    throw new Error(`${tableFile} no longer reads "${list}" and "${record.trim()}": update e2e/add-locale.ts`);
  }
  fs.writeFileSync(
    tableFile,
    table.replace(list, "export const locales = ['zh', 'en', 'de'] as const;").replace(record, record + pseudoEntry),
  );
  const english = path.join(dir, 'locales', 'en');
  const german = path.join(dir, 'locales', 'de');
  fs.mkdirSync(german, { recursive: true });
  for (const file of fs.readdirSync(english).filter((name) => name.endsWith('.json'))) {
    const messages = JSON.parse(fs.readFileSync(path.join(english, file), 'utf8')) as Record<string, unknown>;
    fs.writeFileSync(path.join(german, file), `${JSON.stringify(pseudoMessages(messages), null, 2)}\n`);
  }
}
