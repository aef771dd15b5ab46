import fs from 'node:fs';
import path from 'node:path';

// One type scale and one spacing rhythm. Type sizes and spacing (margin, padding,
// gap) come from src/styles/tokens.css; a stylesheet that writes its own lengths breaks the rhythm.
// Allowed: 0, auto, negative 1 px (the visually-hidden idiom), and print sizes in pt.
const src = path.resolve(__dirname, '../..');
const sheets = (dir: string): string[] =>
  fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'node_modules' ? [] : sheets(full);
    return entry.name.endsWith('.css') && entry.name !== 'tokens.css' ? [full] : [];
  });

/** The properties of the type scale and the spacing rhythm. */
const governed = (property: string) =>
  property === 'font-size' ||
  property === '--grid-gap' ||
  ['margin', 'padding'].some((name) => property === name || property.startsWith(`${name}-`)) ||
  ['gap', 'row-gap', 'column-gap'].includes(property);

/** The value without its var(...) and env(...) calls (which name tokens or the device's insets). */
function withoutCalls(value: string): string {
  let rest = value;
  for (const call of ['var(', 'env(']) {
    for (let at = rest.indexOf(call); at >= 0; at = rest.indexOf(call)) {
      const close = rest.indexOf(')', at);
      rest = rest.slice(0, at) + (close >= 0 ? rest.slice(close + 1) : '');
    }
  }
  return rest;
}

/** The lengths a declaration line writes itself, if it sets a governed property. */
function ownLengths(line: string): string[] {
  const colon = line.indexOf(':');
  if (colon < 0 || !line.trimEnd().endsWith(';')) return [];
  if (!governed(line.slice(0, colon).trim())) return [];
  return withoutCalls(line.slice(colon + 1, line.lastIndexOf(';')))
    .split(/[\s,()]/)
    .filter((part) => /^-?[0-9.]+(?:px|rem|em)$/.test(part) && part !== '-1px');
}

describe('type scale and spacing rhythm', () => {
  it('every font size, margin, padding and gap in the stylesheets comes from the tokens', () => {
    const found = sheets(src).flatMap((file) =>
      fs
        .readFileSync(file, 'utf8')
        .split('\n')
        .flatMap((line, index) =>
          ownLengths(line).length ? [`${path.relative(src, file)}:${index + 1}: ${line.trim()}`] : [],
        ),
    );
    expect(found).toEqual([]);
  });
});
