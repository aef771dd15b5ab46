/**
 * A laser head's outline drawing as DXF for integrators' CAD (dxf.ts), in millimetres at 1:1: the
 * same two views as the datasheet's drawing (drawings.tsx `Outline`), from the same figures: the
 * size from the product's dimensions row (`headDimensions`), the holes and the beam exit from
 * `mounting()` / `holeCentres()`. Layers: OUTLINE, MOUNTING_HOLES, CENTRELINES, BEAM_EXIT,
 * DIMENSIONS (lines, arrows and values, as plain entities any reader shows) and LABELS.
 * The top view lies with its lower left corner at the origin, the front view to its right.
 */
import { DxfDrawing, type DxfLayer } from './dxf';
import type { DocumentProduct } from './content';
import { holeCentres, mm, mounting } from './drawings';
import type { Messages } from './render';

export const outlineLayers = {
  outline: 'OUTLINE',
  holes: 'MOUNTING_HOLES',
  centres: 'CENTRELINES',
  beam: 'BEAM_EXIT',
  dimensions: 'DIMENSIONS',
  labels: 'LABELS',
} as const;

const layers: DxfLayer[] = [
  { name: outlineLayers.outline, colour: 7 },
  { name: outlineLayers.holes, colour: 4 },
  { name: outlineLayers.centres, colour: 8, lineType: 'CENTER' },
  { name: outlineLayers.beam, colour: 6 },
  { name: outlineLayers.dimensions, colour: 3 },
  { name: outlineLayers.labels, colour: 7 },
];

/** Text heights (mm): dimension values and notes, view titles, the title. */
const TEXT = 3.5;
const VIEW = 5;
/** How far a dimension line lies from what it measures, and the next one from it (mm). */
const STEP = 10;
/** How long the beam's arrow in the top view is, and the space between the views (mm). */
const BEAM_ARROW = 30;
const GAP = 60;

type Point = [number, number];

/** An arrowhead at `tip` pointing away from `from`: two strokes 2.5 mm long at ± 15°. */
function arrow(drawing: DxfDrawing, layer: string, tip: Point, from: Point) {
  const angle = Math.atan2(from[1] - tip[1], from[0] - tip[0]);
  for (const turn of [-0.26, 0.26])
    drawing.line(layer, tip, [tip[0] + 2.5 * Math.cos(angle + turn), tip[1] + 2.5 * Math.sin(angle + turn)]);
}

/**
 * A linear dimension of the distance between `a` and `b` along x (`above`, `below`) or y (`left`,
 * `right`), its dimension line `offset` mm beyond the outer of them on `side`, with extension
 * lines, arrows and its value.
 */
function dimension(
  drawing: DxfDrawing,
  a: Point,
  b: Point,
  side: 'above' | 'below' | 'left' | 'right',
  offset: number,
) {
  const layer = outlineLayers.dimensions;
  const horizontal = side === 'above' || side === 'below';
  const sign = side === 'above' || side === 'right' ? 1 : -1;
  const at = (point: Point): Point =>
    horizontal
      ? [point[0], (side === 'above' ? Math.max : Math.min)(a[1], b[1]) + sign * offset]
      : [(side === 'right' ? Math.max : Math.min)(a[0], b[0]) + sign * offset, point[1]];
  const [da, db] = [at(a), at(b)];
  // Extension lines from 1 mm off the feature to 2 mm past the dimension line.
  for (const [from, to] of [
    [a, da],
    [b, db],
  ] as const) {
    const [dx, dy] = [Math.sign(to[0] - from[0]), Math.sign(to[1] - from[1])];
    drawing.line(layer, [from[0] + dx, from[1] + dy], [to[0] + 2 * dx, to[1] + 2 * dy]);
  }
  drawing.line(layer, da, db);
  arrow(drawing, layer, da, db);
  arrow(drawing, layer, db, da);
  const value = mm(horizontal ? Math.abs(b[0] - a[0]) : Math.abs(b[1] - a[1]));
  const middle: Point = [(da[0] + db[0]) / 2, (da[1] + db[1]) / 2];
  // The value beside the line, outside it; turned to read from the right when vertical.
  if (side === 'above') drawing.text(layer, [middle[0], middle[1] + 1.5], value, { height: TEXT, align: 'centre' });
  else if (side === 'below')
    drawing.text(layer, [middle[0], middle[1] - 1.5 - TEXT], value, { height: TEXT, align: 'centre' });
  else if (side === 'left')
    drawing.text(layer, [middle[0] - 1.5, middle[1]], value, { height: TEXT, align: 'centre', rotation: 90 });
  else drawing.text(layer, [middle[0] + 1.5 + TEXT, middle[1]], value, { height: TEXT, align: 'centre', rotation: 90 });
}

export interface OutlineDxfLabels {
  /** The drawing's title line, e.g. "YC-FS20-IR · Outline drawing (dimensions in mm)". */
  title: string;
  /** The product's name, under the title. */
  subtitle: string;
  top: string;
  front: string;
  beam: string;
  holes: string;
}

/** Where the front view starts along x: right of the top view, its beam arrow and dimensions. */
export const frontViewX = (length: number) => length + GAP;

/** The DXF file of the outline of a head of `size` (length × width × height, mm). */
export function outlineDxf(size: [number, number, number], labels: OutlineDxfLabels): string {
  const [length, width, height] = size;
  const { hole, beam } = mounting(size);
  const drawing = new DxfDrawing(layers);
  const { outline, holes, centres, labels: text } = outlineLayers;

  // Top view: length along x, width along y; the beam leaves through the face at x = length.
  drawing.rectangle(outline, [0, 0], [length, width]);
  const centresOfHoles = holeCentres(size).map(([x, y]): Point => [x, width - y]);
  for (const centre of centresOfHoles) {
    drawing.circle(holes, centre, hole / 2);
    const reach = hole / 2 + 2;
    drawing.line(centres, [centre[0] - reach, centre[1]], [centre[0] + reach, centre[1]]);
    drawing.line(centres, [centre[0], centre[1] - reach], [centre[0], centre[1] + reach]);
  }
  const [upperLeft] = centresOfHoles.filter(([x, y]) => x < length / 2 && y > width / 2);
  drawing.text(holes, [upperLeft![0] + hole, upperLeft![1] - hole - TEXT], labels.holes, { height: TEXT });
  const beamY = width - beam.fromSide;
  drawing.line(outlineLayers.beam, [length, beamY], [length + BEAM_ARROW, beamY]);
  arrow(drawing, outlineLayers.beam, [length + BEAM_ARROW, beamY], [length, beamY]);

  const [lowerLeft, lowerRight] = [...centresOfHoles].filter(([, y]) => y < width / 2).sort((p, q) => p[0] - q[0]);
  dimension(drawing, [0, width], [length, width], 'above', STEP);
  dimension(drawing, [0, 0], [0, width], 'left', STEP);
  dimension(drawing, lowerLeft!, lowerRight!, 'below', lowerLeft![1] + STEP);
  dimension(drawing, [lowerLeft![0], lowerLeft![1]], [upperLeft![0], upperLeft![1]], 'left', lowerLeft![0] + 2 * STEP);

  // Front view (the output face): width along x, height along y, the beam exit on it.
  const x0 = frontViewX(length);
  drawing.rectangle(outline, [x0, 0], [x0 + width, height]);
  const exit: Point = [x0 + beam.fromSide, beam.height];
  drawing.circle(outlineLayers.beam, exit, 2);
  drawing.line(centres, [exit[0] - 5, exit[1]], [exit[0] + 5, exit[1]]);
  drawing.line(centres, [exit[0], exit[1] - 5], [exit[0], exit[1] + 5]);
  drawing.text(outlineLayers.beam, [exit[0] + 4, exit[1] + 4], labels.beam, { height: TEXT });
  dimension(drawing, [x0, height], [x0 + width, height], 'above', STEP);
  dimension(drawing, [x0 + width, 0], [x0 + width, height], 'right', STEP);
  dimension(drawing, [x0, 0], [x0, exit[1]], 'left', STEP);
  dimension(drawing, [x0, 0], exit, 'below', STEP);

  // View titles above both views, the title and the name under them.
  const titles = Math.max(width, height) + 2 * STEP + 4;
  drawing.text(text, [0, titles], labels.top, { height: VIEW });
  drawing.text(text, [x0, titles], labels.front, { height: VIEW });
  drawing.text(text, [0, -3 * STEP - VIEW], labels.title, { height: VIEW });
  drawing.text(text, [0, -3 * STEP - 2 * VIEW - 3], labels.subtitle, { height: TEXT });
  return drawing.toString();
}

/** The outline DXF of `product` (of `size`), its notes and titles in the language of `messages`. */
export function productOutlineDxf(
  { product, size }: { product: Pick<DocumentProduct, 'model' | 'name'>; size: [number, number, number] },
  messages: Messages,
): string {
  const message = (key: string) => {
    const value = messages[key];
    if (!value) throw new Error(`outline drawing: no message ${key}`);
    return value;
  };
  return outlineDxf(size, {
    title: `${product.model} · ${message('datasheet.drawing')}`,
    subtitle: product.name,
    top: message('datasheet.topView'),
    front: message('datasheet.frontView'),
    beam: message('datasheet.beamExit'),
    holes: message('datasheet.holes'),
  });
}
