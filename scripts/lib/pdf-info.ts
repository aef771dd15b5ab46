// Sets the document information of a PDF that Chromium printed (its Title, Creator, Producer and
// dates stay): the author, the subject (the revision a buyer quotes) and the build's key, which the
// pages no longer print. Written as an incremental update (ISO 32000-1, 7.5.6): the printed bytes
// stay as they are, and a new information dictionary, cross-reference section and trailer follow
// them, so no offset of the original has to be recomputed.

/** A PDF text string: UTF-16BE with its byte order mark, as hex (any script, no escaping). */
export function pdfText(text: string): string {
  const bytes = [0xfe, 0xff];
  for (const char of text) {
    const code = char.codePointAt(0)!;
    const units = code > 0xffff ? [0xd800 + ((code - 0x10000) >> 10), 0xdc00 + ((code - 0x10000) & 0x3ff)] : [code];
    for (const unit of units) bytes.push(unit >> 8, unit & 0xff);
  }
  return `<${Buffer.from(bytes).toString('hex').toUpperCase()}>`;
}

/** The last trailer of `pdf`: its entries as written, and where its cross-reference section starts. */
function lastTrailer(pdf: Buffer): { root: string; size: number; info: string | null; xref: number } {
  const tail = pdf.subarray(Math.max(0, pdf.length - 4096)).toString('latin1');
  const startxref = /startxref\s+(\d+)\s+%%EOF\s*$/.exec(tail);
  const trailer = tail.lastIndexOf('trailer');
  if (!startxref || trailer < 0) throw new Error('pdf-info: no trailer at the end of the PDF');
  const dictionary = tail.slice(trailer, tail.lastIndexOf('startxref'));
  const root = /\/Root\s+(\d+\s+\d+\s+R)/.exec(dictionary)?.[1];
  const size = Number(/\/Size\s+(\d+)/.exec(dictionary)?.[1]);
  if (!root || !size) throw new Error('pdf-info: the trailer names no /Root or /Size');
  return { root, size, info: /\/Info\s+(\d+)\s+\d+\s+R/.exec(dictionary)?.[1] ?? null, xref: Number(startxref[1]) };
}

/**
 * The entries of the information dictionary object `number`, each as written (`/Title (…)`), read
 * with the string syntax in mind: a title may hold "/", ">>" or parentheses.
 */
function infoEntries(pdf: Buffer, number: string | null): string[] {
  if (!number) return [];
  const text = pdf.toString('latin1');
  const start = text.lastIndexOf(`\n${number} 0 obj`);
  const open = start < 0 ? -1 : text.indexOf('<<', start);
  if (open < 0) return [];
  const entries: string[] = [];
  let at = open + 2;
  const skipSpace = () => {
    while (at < text.length && /\s/.test(text[at]!)) at += 1;
  };
  for (;;) {
    skipSpace();
    if (text.startsWith('>>', at) || at >= text.length || text[at] !== '/') break;
    const from = at;
    at += 1;
    while (at < text.length && !/[\s/<>()[\]{}%]/.test(text[at]!)) at += 1;
    skipSpace();
    if (text[at] === '(') {
      let depth = 0;
      for (; at < text.length; at += 1) {
        const char = text[at];
        if (char === '\\') at += 1;
        else if (char === '(') depth += 1;
        else if (char === ')' && --depth === 0) break;
      }
      at += 1;
    } else if (text[at] === '<' && text[at + 1] !== '<') {
      at = text.indexOf('>', at) + 1;
    } else {
      while (at < text.length && !/[\s/]/.test(text[at]!) && !text.startsWith('>>', at)) at += 1;
    }
    entries.push(text.slice(from, at).trim());
  }
  return entries;
}

/**
 * `pdf` with `entries` added to its information dictionary (keys without the slash, values as
 * text): e.g. { Author: 'Yaochen Laser', Subject: 'Revision 4 · 2026-11-20', Build: '5f8c6d502922' }.
 * A key the dictionary has already is replaced.
 */
export function withInfo(pdf: Buffer, entries: Record<string, string>): Buffer {
  const trailer = lastTrailer(pdf);
  const kept = infoEntries(pdf, trailer.info).filter(
    (entry) => !Object.keys(entries).some((key) => /^\/[^\s/<>()[\]{}%]*/.exec(entry)?.[0] === `/${key}`),
  );
  const added = Object.entries(entries).map(([key, value]) => `/${key} ${pdfText(value)}`);
  const number = trailer.size;
  const separator = pdf[pdf.length - 1] === 0x0a ? '' : '\n';
  const object = `${separator}${number} 0 obj\n<<${[...kept, ...added].join(' ')}>>\nendobj\n`;
  const objectAt = pdf.length + Buffer.byteLength(separator, 'latin1');
  const xrefAt = pdf.length + Buffer.byteLength(object, 'latin1');
  const update =
    `${object}xref\n${number} 1\n${String(objectAt).padStart(10, '0')} 00000 n \n` +
    `trailer\n<</Size ${number + 1} /Root ${trailer.root} /Info ${number} 0 R /Prev ${trailer.xref}>>\n` +
    `startxref\n${xrefAt}\n%%EOF\n`;
  return Buffer.concat([pdf, Buffer.from(update, 'latin1')]);
}
