/**
 * @jest-environment node
 */
// The English site spells the British way throughout (fibre, centre, catalogue: most of the
// content did already); the spec's fixed labels stay as the spec writes them (Download Center).
import fs from 'node:fs';
import path from 'node:path';
import { load } from 'js-yaml';

const root = path.resolve(__dirname, '../../..');
/** US spellings the English pages must not use, as whole words (slugs and file names aside). */
const american = /(?<![\w/-])(fibers?|catalogs?|centers?|colors?)(?![\w-])/gi;
/** The spec's fixed labels, kept as written. */
const specLabels = /Download Center/gi;

function stringsOf(value: unknown, into: string[] = []): string[] {
  if (typeof value === 'string') into.push(value);
  else if (Array.isArray(value)) value.forEach((item) => stringsOf(item, into));
  else if (value && typeof value === 'object') Object.values(value).forEach((item) => stringsOf(item, into));
  return into;
}

/** Every English text of the content: the `en` sections and the English wordings of shared fields. */
function englishTexts(): { where: string; text: string }[] {
  const texts: { where: string; text: string }[] = [];
  const walk = (dir: string) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(full);
      else if (entry.name.endsWith('.yml')) {
        const data = load(fs.readFileSync(full, 'utf8')) as Record<string, unknown>;
        const where = path.relative(root, full);
        for (const text of stringsOf(data.en)) texts.push({ where, text });
        // Shared fields' English wordings (a spec row's valueIn.en).
        const zh = JSON.stringify(data.zh ?? {});
        for (const match of zh.matchAll(/"en":"((?:[^"\\]|\\.)*)"/g))
          texts.push({ where, text: JSON.parse(`"${match[1]}"`) as string });
      }
    }
  };
  walk(path.join(root, 'content'));
  for (const file of fs.readdirSync(path.join(root, 'locales', 'en'))) {
    const messages = JSON.parse(fs.readFileSync(path.join(root, 'locales', 'en', file), 'utf8')) as object;
    for (const text of stringsOf(messages)) texts.push({ where: `locales/en/${file}`, text });
  }
  return texts;
}

it('spells English content and messages the British way (fibre, centre, catalogue, colour)', () => {
  const texts = englishTexts();
  expect(texts.length).toBeGreaterThan(500);
  const found = texts.flatMap(({ where, text }) =>
    [...text.replace(specLabels, '').matchAll(american)].map((match) => `${where}: ${match[0]}`),
  );
  expect(found).toEqual([]);
});
