/**
 * A writer of AutoCAD R12 ASCII DXF (AC1009), the plain text every CAD program imports (AutoCAD,
 * LibreCAD, QCAD, FreeCAD): a HEADER in millimetres with the drawing's extents, the line types and
 * named layers in TABLES, an empty BLOCKS and LINE / CIRCLE / TEXT entities in real coordinates.
 * No library: the format is group-code / value pairs, one per line. Text is ASCII; any other
 * character is written as AutoCAD's `\U+XXXX`, which R12 readers decode.
 */

/** A layer: its name, its ACI colour (1 red … 7 black/white, 8 grey) and line type. */
export interface DxfLayer {
  name: string;
  colour: number;
  lineType?: 'CONTINUOUS' | 'CENTER';
}

type Pair = readonly [code: number, value: string | number];

/** A real as DXF writes it: always with a decimal point, at most 4 decimals, no "-0". */
const real = (value: number): string => {
  const fixed = Number(value.toFixed(4));
  const text = String(Object.is(fixed, -0) ? 0 : fixed);
  return text.includes('.') || text.includes('e') ? text : `${text}.0`;
};

/** A string value: ASCII as it is, every other character as `\U+XXXX` (one line, no control characters). */
export function dxfText(text: string): string {
  let out = '';
  for (const char of text.replace(/[\r\n\t]+/g, ' ')) {
    const code = char.codePointAt(0)!;
    if (code >= 0x20 && code < 0x7f) out += char;
    else if (code <= 0xffff) out += `\\U+${code.toString(16).toUpperCase().padStart(4, '0')}`;
    else out += '?';
  }
  return out;
}

const pairsText = (pairs: readonly Pair[]) =>
  pairs
    .map(([code, value]) => `${String(code).padStart(3)}\n${typeof value === 'number' ? real(value) : value}\n`)
    .join('');

/** A point of the drawing that counts for its extents. */
type Point = readonly [number, number];

/** A drawing: add entities on its layers, then `toString()` is the DXF file. */
export class DxfDrawing {
  private readonly entities: Pair[][] = [];
  private readonly points: Point[] = [];

  constructor(readonly layers: readonly DxfLayer[]) {}

  private layer(name: string): string {
    if (!this.layers.some((layer) => layer.name === name)) throw new Error(`DXF: no layer ${name}`);
    return name;
  }

  line(layer: string, [x1, y1]: Point, [x2, y2]: Point): void {
    this.entities.push([
      [0, 'LINE'],
      [8, this.layer(layer)],
      [10, x1],
      [20, y1],
      [30, 0],
      [11, x2],
      [21, y2],
      [31, 0],
    ]);
    this.points.push([x1, y1], [x2, y2]);
  }

  /** The four sides of the rectangle from corner `a` to corner `b`. */
  rectangle(layer: string, [x1, y1]: Point, [x2, y2]: Point): void {
    this.line(layer, [x1, y1], [x2, y1]);
    this.line(layer, [x2, y1], [x2, y2]);
    this.line(layer, [x2, y2], [x1, y2]);
    this.line(layer, [x1, y2], [x1, y1]);
  }

  circle(layer: string, [x, y]: Point, radius: number): void {
    this.entities.push([
      [0, 'CIRCLE'],
      [8, this.layer(layer)],
      [10, x],
      [20, y],
      [30, 0],
      [40, radius],
    ]);
    this.points.push([x - radius, y - radius], [x + radius, y + radius]);
  }

  /**
   * One line of text of `height` mm whose baseline's middle is at `at` (`align: 'centre'`) or starts
   * there (`'left'`), turned by `rotation` degrees counter-clockwise.
   */
  text(
    layer: string,
    at: Point,
    value: string,
    { height, rotation = 0, align = 'left' }: { height: number; rotation?: number; align?: 'left' | 'centre' },
  ): void {
    const encoded = dxfText(value);
    this.entities.push([
      [0, 'TEXT'],
      [8, this.layer(layer)],
      [10, at[0]],
      [20, at[1]],
      [30, 0],
      [40, height],
      [1, encoded],
      ...(rotation ? [[50, rotation] as const] : []),
      ...(align === 'centre'
        ? ([
            [72, 1],
            [11, at[0]],
            [21, at[1]],
            [31, 0],
          ] as const)
        : []),
    ]);
    // Its extents, roughly: as long as 0.9 × height per character (CJK characters are square).
    const length = [...value].length * height * 0.9;
    const start = align === 'centre' ? -length / 2 : 0;
    const turn = (rotation * Math.PI) / 180;
    const [cos, sin] = [Math.cos(turn), Math.sin(turn)];
    for (const [u, v] of [
      [start, 0],
      [start + length, 0],
      [start, height],
      [start + length, height],
    ] as const)
      this.points.push([at[0] + u * cos - v * sin, at[1] + u * sin + v * cos]);
  }

  /** The smallest and largest x and y of everything drawn. */
  extents(): { min: Point; max: Point } {
    const xs = this.points.map(([x]) => x);
    const ys = this.points.map(([, y]) => y);
    return { min: [Math.min(...xs), Math.min(...ys)], max: [Math.max(...xs), Math.max(...ys)] };
  }

  toString(): string {
    const { min, max } = this.extents();
    const header: Pair[] = [
      [0, 'SECTION'],
      [2, 'HEADER'],
      [9, '$ACADVER'],
      [1, 'AC1009'],
      [9, '$DWGCODEPAGE'],
      [3, 'ANSI_1252'],
      // Millimetres: drawing units (4 = mm) and the metric measurement system.
      [9, '$INSUNITS'],
      [70, '4'],
      [9, '$MEASUREMENT'],
      [70, '1'],
      [9, '$EXTMIN'],
      [10, min[0]],
      [20, min[1]],
      [30, 0],
      [9, '$EXTMAX'],
      [10, max[0]],
      [20, max[1]],
      [30, 0],
      [9, '$LIMMIN'],
      [10, min[0]],
      [20, min[1]],
      [9, '$LIMMAX'],
      [10, max[0]],
      [20, max[1]],
      [0, 'ENDSEC'],
    ];
    const lineTypes: Pair[] = [
      [0, 'TABLE'],
      [2, 'LTYPE'],
      [70, '2'],
      [0, 'LTYPE'],
      [2, 'CONTINUOUS'],
      [70, '0'],
      [3, 'Solid line'],
      [72, '65'],
      [73, '0'],
      [40, 0],
      // A centre line: 12.7 mm dash, 2.5 mm gap, 2.5 mm dot, 2.5 mm gap.
      [0, 'LTYPE'],
      [2, 'CENTER'],
      [70, '0'],
      [3, 'Center ____ _ ____ _ ____'],
      [72, '65'],
      [73, '4'],
      [40, 20.2],
      [49, 12.7],
      [49, -2.5],
      [49, 2.5],
      [49, -2.5],
      [0, 'ENDTAB'],
    ];
    const layers: Pair[] = [
      [0, 'TABLE'],
      [2, 'LAYER'],
      [70, String(this.layers.length + 1)],
      ...[{ name: '0', colour: 7 }, ...this.layers].flatMap((layer): Pair[] => [
        [0, 'LAYER'],
        [2, layer.name],
        [70, '0'],
        [62, String(layer.colour)],
        [6, 'lineType' in layer && layer.lineType ? layer.lineType : 'CONTINUOUS'],
      ]),
      [0, 'ENDTAB'],
    ];
    const styles: Pair[] = [
      [0, 'TABLE'],
      [2, 'STYLE'],
      [70, '1'],
      [0, 'STYLE'],
      [2, 'STANDARD'],
      [70, '0'],
      [40, 0],
      [41, 1],
      [50, 0],
      [71, '0'],
      [42, 2.5],
      [3, 'txt'],
      [4, ''],
      [0, 'ENDTAB'],
    ];
    return pairsText([
      ...header,
      [0, 'SECTION'],
      [2, 'TABLES'],
      ...lineTypes,
      ...layers,
      ...styles,
      [0, 'ENDSEC'],
      [0, 'SECTION'],
      [2, 'BLOCKS'],
      [0, 'ENDSEC'],
      [0, 'SECTION'],
      [2, 'ENTITIES'],
      ...this.entities.flat(),
      [0, 'ENDSEC'],
      [0, 'EOF'],
    ]);
  }
}
