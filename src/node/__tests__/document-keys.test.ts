/**
 * @jest-environment node
 */
// A document's key (scripts/lib/document-plan.ts) holds the hash of the code esbuild finds from the
// documents' program (scripts/lib/documents-code.ts): editing a file it imports, in a copy of the
// checkout, changes the key of every document, so each is printed again; editing one it never
// imports changes none.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { planDocuments } from '../../../scripts/lib/document-plan';
import { documentSources, documentsCode } from '../../../scripts/lib/documents-code';

const checkout = path.join(__dirname, '../../..');
const copy = fs.mkdtempSync(path.join(os.tmpdir(), 'document-keys-'));
for (const part of ['src', 'scripts', 'content', 'locales', 'package.json', 'package-lock.json', 'tsconfig.json'])
  fs.cpSync(path.join(checkout, part), path.join(copy, part), { recursive: true });
afterAll(() => fs.rmSync(copy, { recursive: true, force: true }));

async function keys(): Promise<Map<string, string>> {
  const planned = planDocuments(copy, {
    siteUrl: 'https://example.com',
    code: await documentsCode(copy),
    printer: 'x',
    revisionOf: () => ({ number: 1, date: '2026-01-01' }),
  });
  return new Map(planned.map((document) => [document.file, document.key]));
}

/** Runs `edit` on `file` of the copy, and returns the documents' keys before and after. */
async function keysAround(file: string, edit: (text: string) => string) {
  const full = path.join(copy, file);
  const original = fs.readFileSync(full, 'utf8');
  const before = await keys();
  fs.writeFileSync(full, edit(original));
  try {
    return { before, after: await keys() };
  } finally {
    fs.writeFileSync(full, original);
  }
}

describe('the documents’ keys', () => {
  it('cover datasheets, generated downloads and outline drawings in every language', async () => {
    const files = [...(await keys()).keys()];
    expect(files.some((file) => /^datasheets\/.+-en\.pdf$/.test(file))).toBe(true);
    expect(files.some((file) => /^downloads\/.+-zh\.pdf$/.test(file))).toBe(true);
    expect(files.some((file) => /^certificates\/.+-en\.pdf$/.test(file))).toBe(true);
    // One drawing per datasheet: every active model has a size in its dimensions row.
    const drawings = files.filter((file) => file.startsWith('drawings/'));
    expect(drawings.map((file) => file.replace('drawings/', 'datasheets/').replace('.dxf', '.pdf')).sort()).toEqual(
      files.filter((file) => file.startsWith('datasheets/')).sort(),
    );
  });

  it('follow the import graph, not a list: the spec table’s order and the locale table are in it', async () => {
    const sources = await documentSources(copy);
    expect(sources).toEqual(expect.arrayContaining(['src/model/options/products.ts', 'src/i18n/locales.ts']));
    expect(sources).toContain('src/components/products/spec-table.tsx');
    expect(sources).not.toContain('src/server/http/app.ts');
  });

  it.each([
    // The spec table's row order: the rows every datasheet and manual prints.
    ['src/model/options/products.ts', (text: string) => `${text}\nexport const editedInATest = 1;\n`],
    // The locale table: each document's <html lang> and addresses come from it.
    ['src/i18n/locales.ts', (text: string) => `${text}\n// edited in a test\n`],
  ])('change for every document when %s is edited', async (file, edit) => {
    const { before, after } = await keysAround(file, edit);
    expect(after.size).toBe(before.size);
    for (const [document, key] of before) expect([document, after.get(document)]).not.toEqual([document, key]);
  });

  it('stay when a file the documents never import is edited', async () => {
    const { before, after } = await keysAround('src/server/http/app.ts', (text) => `${text}\n// edited in a test\n`);
    expect(after).toEqual(before);
  });

  it('stay when a string the documents never print is edited (a page’s button)', async () => {
    const { before, after } = await keysAround('locales/en/common.json', (text) =>
      text.replace(/"\n}\s*$/, '",\n  "edited.inATest": "x"\n}\n'),
    );
    expect(after).toEqual(before);
  });

  it('change for one product’s documents only when its content is edited', async () => {
    const entry = fs.readdirSync(path.join(copy, 'content/products')).find((name) => /\.ya?ml$/.test(name))!;
    const { before, after } = await keysAround(`content/products/${entry}`, (text) =>
      text.replace('summary: ', 'summary: 改'),
    );
    const changed = [...before].filter(([document, key]) => after.get(document) !== key).map(([document]) => document);
    expect(changed.length).toBeGreaterThan(0);
    expect(changed.length).toBeLessThan(before.size);
  });
});
