import fs from 'node:fs';
import path from 'node:path';

// Issue 14 item 7: one type scale and one spacing rhythm. Type sizes and spacing (margin, padding,
// gap) come from src/styles/tokens.css; a stylesheet that writes its own lengths breaks the rhythm.
// Allowed: 0, auto, negative 1 px (the visually-hidden idiom), and print sizes in pt.
const src = path.resolve(__dirname, '../..');
const sheets = (dir: string): string[] =>
  fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'node_modules' ? [] : sheets(full);
    return entry.name.endsWith('.css') && entry.name !== 'tokens.css' ? [full] : [];
  });

const rule = /^\s*(font-size|margin(?:-[a-z-]+)?|padding(?:-[a-z-]+)?|(?:row-|column-)?gap|--grid-gap)\s*:\s*([^;]+);/;
const offending = (value: string) =>
  value
    .replace(/var\([^)]*\)/g, '')
    .replace(/env\([^)]*\)/g, '')
    .split(/[\s,()]+/)
    .filter((part) => /^-?[0-9.]+(px|rem|em)$/.test(part) && !/^-1px$/.test(part));

describe('type scale and spacing rhythm', () => {
  it('every font size, margin, padding and gap in the stylesheets comes from the tokens', () => {
    const found = sheets(src).flatMap((file) =>
      fs
        .readFileSync(file, 'utf8')
        .split('\n')
        .flatMap((line, index) => {
          const match = rule.exec(line);
          const bad = match ? offending(match[2]!) : [];
          return bad.length ? [`${path.relative(src, file)}:${index + 1}: ${line.trim()}`] : [];
        }),
    );
    expect(found).toEqual([]);
  });
});
