import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { baseUrl } from './browser';
import { freshGet } from './fresh-get';

// Every address printed in a generated PDF (datasheets, manuals, catalogue, declaration) is a page
// of this build: each is taken from the PDF's text with poppler's pdftotext and requested (200).
// The addresses are built from the route table (src/documents/render.tsx, siteAddress).

const publicDir = path.join(__dirname, '..', 'public');
const pdfs = ['datasheets', 'downloads'].flatMap((dir) =>
  fs.existsSync(path.join(publicDir, dir))
    ? fs
        .readdirSync(path.join(publicDir, dir))
        .filter((file) => file.endsWith('.pdf'))
        .map((file) => `${dir}/${file}`)
    : [],
);
/** The origin the build was made for (its SITE_URL), where the PDFs' addresses point. */
const siteUrl = (process.env.E2E_SITE_URL || baseUrl).replace(/\/$/, '');

/** The addresses in a PDF's text; pdftotext may end a line inside one, which a URL never holds. */
function addressesIn(file: string): string[] {
  const text = execFileSync('pdftotext', ['-enc', 'UTF-8', path.join(publicDir, file), '-'], { encoding: 'utf8' });
  return [...text.matchAll(/https?:\/\/[^\s"'<>（）()，,；;]+/g)].map((match) => match[0].replace(/[.。]$/, ''));
}

describe('addresses printed in the generated PDFs', () => {
  const byAddress = new Map<string, string[]>();
  for (const file of pdfs)
    for (const address of addressesIn(file)) byAddress.set(address, [...(byAddress.get(address) ?? []), file]);

  it('are found: datasheets and downloads in both languages, each naming pages of the site', () => {
    expect(pdfs.filter((file) => file.startsWith('datasheets/')).length).toBeGreaterThan(10);
    expect(pdfs.filter((file) => file.startsWith('downloads/')).length).toBeGreaterThanOrEqual(10);
    expect(byAddress.size).toBeGreaterThan(20);
  });

  it('all point at the site the build was made for', () => {
    const elsewhere = [...byAddress.keys()].filter((address) => !address.startsWith(`${siteUrl}/`));
    expect(elsewhere).toEqual([]);
  });

  it('all answer 200 from the build', async () => {
    const failing: string[] = [];
    for (const [address, files] of byAddress) {
      const { status } = await freshGet(new URL(address.slice(siteUrl.length), baseUrl));
      if (status !== 200) failing.push(`${address} (${status}) in ${files.join(', ')}`);
    }
    expect(failing).toEqual([]);
  });
});
