/**
 * @jest-environment node
 */
// The documents' metadata (scripts/lib/pdf-info.ts): a revision and the build's key added to a
// printed PDF's information dictionary as an incremental update, the printed bytes untouched.
import { pdfText, withInfo } from '../../../scripts/lib/pdf-info';

/** The entries of object `number` as written: between its `<<` and the `>>` before its `endobj`. */
function objectBody(text: string, number: number): string {
  const start = text.lastIndexOf(`${number} 0 obj\n<<`);
  const end = text.indexOf('>>\nendobj', start);
  return text.slice(start + `${number} 0 obj\n<<`.length, end);
}

/** A one-page PDF as Chromium writes them: classic cross-reference table, Info first. */
function minimalPdf(title: string): Buffer {
  const objects = [
    `<</Title ${title} /Producer (Skia/PDF m156) /CreationDate (D:20261128204203+00'00')>>`,
    '<</Type /Catalog /Pages 3 0 R>>',
    '<</Type /Pages /Kids [4 0 R] /Count 1>>',
    '<</Type /Page /Parent 3 0 R /MediaBox [0 0 595 842]>>',
  ];
  let body = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((object, index) => {
    offsets.push(body.length);
    body += `${index + 1} 0 obj\n${object}\nendobj\n`;
  });
  const xref = body.length;
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  for (const offset of offsets) body += `${String(offset).padStart(10, '0')} 00000 n \n`;
  body += `trailer\n<</Size ${objects.length + 1}\n/Root 2 0 R\n/Info 1 0 R>>\nstartxref\n${xref}\n%%EOF`;
  return Buffer.from(body, 'latin1');
}

describe('withInfo', () => {
  const original = minimalPdf('(Manual \\(a/b\\) >> (nested) /Fake)');
  const updated = withInfo(original, { Subject: 'Revision 4 · 2026-11-20', Build: '5f8c6d502922' });
  const text = updated.toString('latin1');
  const added = text.slice(original.length);

  it('keeps the printed bytes and appends one object, its cross-reference and a trailer', () => {
    expect(updated.subarray(0, original.length).equals(original)).toBe(true);
    const objectAt = Number(/xref\n5 1\n(\d{10}) 00000 n \n/.exec(added)![1]);
    expect(text.startsWith('5 0 obj\n', objectAt)).toBe(true);
    const xrefAt = Number(/startxref\n(\d+)\n%%EOF\n$/.exec(added)![1]);
    expect(text.startsWith('xref\n5 1\n', xrefAt)).toBe(true);
    const previous = /startxref\n(\d+)\n%%EOF/.exec(original.toString('latin1'))![1];
    expect(added).toContain(`trailer\n<</Size 6 /Root 2 0 R /Info 5 0 R /Prev ${previous}>>`);
    // Each cross-reference entry is 20 bytes.
    expect(/xref\n5 1\n(.*\n)/.exec(added)![1]).toHaveLength(20);
  });

  it('keeps the entries Chromium wrote, strings with "/", ">>" and parentheses whole', () => {
    const info = objectBody(added, 5);
    expect(info).toContain('/Title (Manual \\(a/b\\) >> (nested) /Fake)');
    expect(info).toContain('/Producer (Skia/PDF m156)');
    expect(info).toContain(`/Subject ${pdfText('Revision 4 · 2026-11-20')}`);
    expect(info).toContain(`/Build ${pdfText('5f8c6d502922')}`);
  });

  it('replaces an entry it is given again, and writes any script as UTF-16', () => {
    const twice = withInfo(updated, { Subject: '第 5 版 · 2026-12-01' }).toString('latin1');
    const info = objectBody(twice, 6);
    expect(info.match(/\/Subject/g)).toHaveLength(1);
    expect(info).toContain(`/Subject ${pdfText('第 5 版 · 2026-12-01')}`);
    expect(pdfText('版')).toBe('<FEFF7248>');
    expect(pdfText('𝛌')).toBe('<FEFFD835DECC>');
  });
});
