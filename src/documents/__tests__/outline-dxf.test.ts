/**
 * @jest-environment node
 */
// The outline drawings for CAD (outline-dxf.ts): a DXF that parses as R12 (read here pair by pair,
// as a CAD program does), in millimetres, and for every active model the same figures as the
// outline drawing its datasheet prints.
import path from 'node:path';
import { locales, type Locale } from '../../i18n/locales';
import { readContentFiles } from '../../model/read-content';
import { documentContent } from '../content';
import { datasheetHtml } from '../datasheet';
import { holeCentres, mounting, headDimensions } from '../drawings';
import { DxfDrawing, dxfText } from '../dxf';
import { frontViewX, outlineDxf, outlineLayers, productOutlineDxf } from '../outline-dxf';
import { messagesOf } from '../../../scripts/lib/document-plan';

const root = path.join(__dirname, '../../..');

interface Entity {
  type: string;
  /** Each group code's values, in order. */
  groups: Map<number, string[]>;
}

interface Parsed {
  header: Map<string, Map<number, string>>;
  layers: Map<string, { colour: number; lineType: string }>;
  lineTypes: string[];
  entities: Entity[];
  sections: string[];
}

/**
 * Reads a DXF as a CAD program does: group-code / value pairs, sections opened and closed in
 * balance, tables ended, the header's variables, the layer table and the entities. Throws on any
 * malformed pair or structure.
 */
function readDxf(text: string): Parsed {
  const lines = text.split('\n');
  if (lines.at(-1) !== '') throw new Error('the file does not end with a line break');
  lines.pop();
  if (lines.length % 2) throw new Error('an odd number of lines: a code without its value');
  const pairs: [number, string][] = [];
  for (let index = 0; index < lines.length; index += 2) {
    const code = lines[index]!.trim();
    if (!/^\d{1,4}$/.test(code)) throw new Error(`line ${index + 1}: "${code}" is not a group code`);
    pairs.push([Number(code), lines[index + 1]!]);
  }
  for (const [code, value] of pairs) {
    if (![...value].every((char) => char >= ' ' && char <= '~')) throw new Error(`not ASCII: ${value}`);
    const real = (code >= 10 && code <= 59) || (code >= 40 && code <= 49);
    if (real && !Number.isFinite(Number(value))) throw new Error(`group ${code}: ${value} is not a number`);
  }
  const parsed: Parsed = { header: new Map(), layers: new Map(), lineTypes: [], entities: [], sections: [] };
  let section: string | null = null;
  let table: string | null = null;
  let record: Entity | null = null;
  const close = () => {
    if (!record) return;
    if (section === 'ENTITIES') parsed.entities.push(record);
    if (section === 'TABLES' && record.type === 'LAYER')
      parsed.layers.set(record.groups.get(2)![0]!, {
        colour: Number(record.groups.get(62)![0]),
        lineType: record.groups.get(6)![0]!,
      });
    if (section === 'TABLES' && record.type === 'LTYPE') parsed.lineTypes.push(record.groups.get(2)![0]!);
    record = null;
  };
  let variable: string | null = null;
  for (let index = 0; index < pairs.length; index += 1) {
    const [code, value] = pairs[index]!;
    if (code === 0) {
      close();
      if (value === 'SECTION') {
        if (section) throw new Error(`SECTION inside ${section}`);
        const [nameCode, name] = pairs[++index]!;
        if (nameCode !== 2) throw new Error('a SECTION without its name');
        section = name;
        parsed.sections.push(name);
      } else if (value === 'ENDSEC') {
        if (!section || table) throw new Error(`ENDSEC ${section ? `inside TABLE ${table}` : 'without SECTION'}`);
        section = null;
      } else if (value === 'TABLE') {
        if (section !== 'TABLES' || table) throw new Error('TABLE out of place');
        table = pairs[++index]![1];
      } else if (value === 'ENDTAB') {
        if (!table) throw new Error('ENDTAB without TABLE');
        table = null;
      } else if (value === 'EOF') {
        if (section || index !== pairs.length - 1) throw new Error('EOF inside a section or before the end');
      } else {
        if (!section) throw new Error(`${value} outside any section`);
        record = { type: value, groups: new Map() };
      }
    } else if (section === 'HEADER') {
      if (code === 9) {
        variable = value;
        parsed.header.set(value, new Map());
      } else parsed.header.get(variable!)!.set(code, value);
    } else if (record) {
      const r: Entity = record;
      r.groups.set(code, [...(r.groups.get(code) ?? []), value]);
    }
  }
  if (section || pairs.at(-1)?.[1] !== 'EOF') throw new Error('the file does not end with EOF');
  return parsed;
}

const number = (entity: Entity, code: number) => Number(entity.groups.get(code)![0]);
const onLayer = (parsed: Parsed, layer: string, type?: string) =>
  parsed.entities.filter((entity) => entity.groups.get(8)![0] === layer && (!type || entity.type === type));
/** `\U+XXXX` back to its character, as a CAD program shows the text. */
const decoded = (text: string) =>
  text
    .split('\\U+')
    .map((part, index) => (index === 0 ? part : String.fromCodePoint(parseInt(part.slice(0, 4), 16)) + part.slice(4)))
    .join('');
const sorted = (values: readonly string[]) => [...values].sort((a, b) => Number(a) - Number(b) || a.localeCompare(b));

/** The numbers the datasheet's outline drawing prints: the texts of its SVG that are figures. */
function datasheetFigures(html: string): string[] {
  const svg = html.split('<svg class="drawing"')[1]!.split('</svg>')[0]!;
  return svg
    .split('</text>')
    .map((part) => part.slice(part.lastIndexOf('>') + 1))
    .filter((text) => text !== '' && Number.isFinite(Number(text)));
}

describe('the DXF writer', () => {
  it('writes ASCII, other characters as \\U+XXXX', () => {
    expect(dxfText('4 × Ø6.6 出光口')).toBe('4 \\U+00D7 \\U+00D86.6 \\U+51FA\\U+5149\\U+53E3');
    expect(decoded(dxfText('俯视图 Top'))).toBe('俯视图 Top');
    expect(dxfText('a\nb')).toBe('a b');
  });

  it('refuses an entity on a layer it does not declare', () => {
    const drawing = new DxfDrawing([{ name: 'OUTLINE', colour: 7 }]);
    drawing.line('OUTLINE', [0, 0], [1, 0]);
    expect(() => drawing.circle('HOLES', [0, 0], 1)).toThrow(/no layer HOLES/);
  });

  it('the reader refuses a broken file', () => {
    const good = outlineDxf([560, 320, 150], {
      title: 't',
      subtitle: 's',
      top: 'a',
      front: 'b',
      beam: 'c',
      holes: 'd',
    });
    expect(() => readDxf(good)).not.toThrow();
    expect(() => readDxf(good.replace('  0\nENDSEC\n', ''))).toThrow(/SECTION inside|ENDSEC/);
    expect(() => readDxf(good.replace(' 10\n', ' x\n'))).toThrow(/not a group code/);
    expect(() => readDxf(good.replace('  0\nEOF\n', ''))).toThrow(/EOF/);
  });
});

describe.each(locales)('the outline drawings in %s', (locale: Locale) => {
  const content = documentContent(readContentFiles(root), locale);
  const messages = messagesOf(root, locale);

  it('exist for every active model: each has a size in its dimensions row', () => {
    expect(content.products.length).toBeGreaterThan(3);
    for (const product of content.products)
      expect([product.slug, headDimensions(product.specifications)]).toEqual([product.slug, expect.any(Array)]);
  });

  it.each(content.products.map((product) => [product.slug, product] as const))(
    '%s: an R12 DXF in mm with the figures of its datasheet',
    (_slug, product) => {
      const size = headDimensions(product.specifications)!;
      const [length, width, height] = size;
      const dxf = productOutlineDxf({ product, size }, messages);
      const parsed = readDxf(dxf);

      // The structure a CAD program expects, in millimetres.
      expect(parsed.sections).toEqual(['HEADER', 'TABLES', 'BLOCKS', 'ENTITIES']);
      expect(parsed.header.get('$ACADVER')!.get(1)).toBe('AC1009');
      expect(parsed.header.get('$INSUNITS')!.get(70)).toBe('4');
      expect(parsed.header.get('$MEASUREMENT')!.get(70)).toBe('1');
      expect([...parsed.layers.keys()].sort()).toEqual(['0', ...Object.values(outlineLayers)].sort());
      for (const { lineType } of parsed.layers.values()) expect(parsed.lineTypes).toContain(lineType);
      for (const entity of parsed.entities) {
        expect(['LINE', 'CIRCLE', 'TEXT']).toContain(entity.type);
        expect(parsed.layers.has(entity.groups.get(8)![0]!)).toBe(true);
      }

      // The header's extents hold every line and circle, and no more than the drawing needs.
      const points = parsed.entities.flatMap((entity): [number, number][] =>
        entity.type === 'LINE'
          ? [
              [number(entity, 10), number(entity, 20)],
              [number(entity, 11), number(entity, 21)],
            ]
          : [[number(entity, 10), number(entity, 20)]],
      );
      const extMin = parsed.header.get('$EXTMIN')!;
      const extMax = parsed.header.get('$EXTMAX')!;
      for (const [x, y] of points) {
        expect(x).toBeGreaterThanOrEqual(Number(extMin.get(10)) - 1e-6);
        expect(y).toBeGreaterThanOrEqual(Number(extMin.get(20)) - 1e-6);
        expect(x).toBeLessThanOrEqual(Number(extMax.get(10)) + 1e-6);
        expect(y).toBeLessThanOrEqual(Number(extMax.get(20)) + 1e-6);
      }
      expect(Number(extMax.get(10)) - Number(extMin.get(10))).toBeLessThan(frontViewX(length) + width + 100);

      // The outline: the top view length × width from the origin, the front view width × height.
      const outline = onLayer(parsed, outlineLayers.outline, 'LINE');
      expect(outline).toHaveLength(8);
      const boxOf = (lines: Entity[]) => {
        const xs = lines.flatMap((line) => [number(line, 10), number(line, 11)]);
        const ys = lines.flatMap((line) => [number(line, 20), number(line, 21)]);
        return [Math.min(...xs), Math.min(...ys), Math.max(...xs), Math.max(...ys)];
      };
      expect(boxOf(outline.slice(0, 4))).toEqual([0, 0, length, width]);
      const x0 = frontViewX(length);
      expect(boxOf(outline.slice(4))).toEqual([x0, 0, x0 + width, height]);

      // The holes: at the datasheet's centres (y measured from the far side there), Ø of mounting().
      const { hole, beam, pitch } = mounting(size);
      const circles = onLayer(parsed, outlineLayers.holes, 'CIRCLE');
      expect(circles.map((circle) => number(circle, 40))).toEqual([hole / 2, hole / 2, hole / 2, hole / 2]);
      expect(circles.map((circle) => [number(circle, 10), width - number(circle, 20)])).toEqual(holeCentres(size));
      const xs = circles.map((circle) => number(circle, 10));
      const ys = circles.map((circle) => number(circle, 20));
      expect([Math.max(...xs) - Math.min(...xs), Math.max(...ys) - Math.min(...ys)]).toEqual([...pitch]);

      // The beam exit on the front face, where the datasheet draws it.
      const [exit] = onLayer(parsed, outlineLayers.beam, 'CIRCLE');
      expect([number(exit!, 10) - x0, number(exit!, 20)]).toEqual([beam.fromSide, beam.height]);

      // Every figure the datasheet's drawing prints, and only those, as the DXF's dimensions.
      const datasheet = datasheetHtml(
        {
          product,
          locale,
          site: content.site,
          siteUrl: 'https://www.example.cn',
          revision: { number: 1, date: '2026-11-20' },
        },
        messages,
      );
      const values = onLayer(parsed, outlineLayers.dimensions, 'TEXT').map((text) => text.groups.get(1)![0]!);
      expect(sorted(values)).toEqual(sorted(datasheetFigures(datasheet)));
      expect(values).toEqual(expect.arrayContaining([String(length), String(width), String(height)]));

      // The notes and titles in the page's language.
      const labels = onLayer(parsed, outlineLayers.labels, 'TEXT').map((text) => decoded(text.groups.get(1)![0]!));
      expect(labels).toEqual(
        expect.arrayContaining([
          messages['datasheet.topView'],
          messages['datasheet.frontView'],
          `${product.model} · ${messages['datasheet.drawing']}`,
          product.name,
        ]),
      );
      const holeNote = onLayer(parsed, outlineLayers.holes, 'TEXT').map((text) => decoded(text.groups.get(1)![0]!));
      expect(holeNote).toEqual([messages['datasheet.holes']]);
    },
  );
});
