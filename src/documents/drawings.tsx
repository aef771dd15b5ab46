/**
 * The drawings of the documents, as SVG in React: a laser head's outline from its dimensions row
 * and the power / pulse-energy curve from its specification rows (src/model/datasheet-curve.ts).
 */
import React from 'react';
import type { DatasheetCurve } from '../model/datasheet-curve';
import { engineering, figureTokens, isFigureToken, startsFigure } from '../model/spec-figures';

type Rows = readonly { key: string; value: string }[];

/** The head's length × width × height in mm from the `dimensions` row ('560 × 320 × 150 mm'), or null. */
export function headDimensions(rows: Rows): [number, number, number] | null {
  const value = rows.find((row) => row.key === 'dimensions')?.value ?? '';
  // Read as tokens: the single pattern needed a look-behind that recheck cannot prove linear.
  const tokens = figureTokens(value.replace(/\u00a0/g, ' '));
  const shape = [' ', '×', ' ', null, ' ', '×', ' ', null, ' ', 'mm'];
  for (let index = 0; index < tokens.length; index += 1) {
    if (!startsFigure(tokens, index)) continue;
    const rest = tokens.slice(index + 1, index + 1 + shape.length);
    const fits = shape.every((part, at) => (part === null ? isFigureToken(rest[at]) : rest[at] === part));
    const size = (figure: string | undefined) => Number(figure!.replace(',', '.'));
    if (fits) return [size(tokens[index]), size(rest[3]), size(rest[7])];
  }
  return null;
}

/**
 * Where the holes and the beam exit of a head of `size` are: four through holes for M6 screws
 * (Ø 6.6 mm) inset from the corners by a twelfth of the shorter side rounded to 5 mm (at least
 * 10 mm), and the beam leaving the front face at the middle of its width and height. The manuals'
 * installation chapter and the drawing read the same figures from here.
 */
export function mounting([length, width, height]: [number, number, number]) {
  const inset = Math.max(10, Math.round(Math.min(length, width) / 12 / 5) * 5);
  return {
    inset,
    hole: 6.6,
    pitch: [length - 2 * inset, width - 2 * inset] as const,
    beam: { fromSide: width / 2, height: height / 2 },
  };
}

/**
 * The centres of the four mounting holes of a head of `size`, in mm from a corner of its top view
 * (along the length, along the width). The datasheet's drawing and the DXF (outline-dxf.ts) both
 * place them from here.
 */
export function holeCentres(size: [number, number, number]): [number, number][] {
  const [length, width] = size;
  const { inset } = mounting(size);
  return [
    [inset, inset],
    [length - inset, inset],
    [inset, width - inset],
    [length - inset, width - inset],
  ];
}

function Dimension({
  x1,
  y1,
  x2,
  y2,
  text,
  side,
}: {
  x1: number;
  y1: number;
  x2: number;
  y2: number;
  text: string;
  side: 'above' | 'below' | 'left' | 'right';
}) {
  const horizontal = side === 'above' || side === 'below';
  const [cx, cy] = [(x1 + x2) / 2, (y1 + y2) / 2];
  const [tx, ty] = horizontal
    ? [cx, side === 'above' ? y1 - 1.2 : y1 + 3.6]
    : [side === 'left' ? x1 - 1.2 : x1 + 3.4, cy];
  return (
    <g>
      <line x1={x1} y1={y1} x2={x2} y2={y2} className="dim" markerStart="url(#arrow)" markerEnd="url(#arrow)" />
      <text x={tx} y={ty} textAnchor="middle" transform={horizontal ? undefined : `rotate(-90 ${tx} ${ty})`}>
        {text}
      </text>
    </g>
  );
}

/** A length as the drawings print it: mm, at most one decimal. */
export const mm = (value: number) => String(Number(value.toFixed(1)));

/**
 * Top view (length × width, with the mounting holes and their pitch) beside a front view
 * (width × height, with the beam exit), to scale and dimensioned in mm.
 */
export function Outline({
  size,
  labels,
}: {
  size: [number, number, number];
  labels: { title: string; top: string; front: string; beam: string; holes: string };
}) {
  const [length, width, height] = size;
  const { hole, pitch, beam } = mounting(size);
  const scale = Math.min(96 / length, 52 / width, 60 / (width + height), 40 / height);
  const [l, w, h] = [length * scale, width * scale, height * scale];
  const top = { x: 20, y: 12 };
  const front = { x: top.x + l + 28, y: top.y };
  const holes = holeCentres(size).map(([x, y]) => [top.x + x * scale, top.y + y * scale] as const);
  const beamX = front.x + beam.fromSide * scale;
  const beamY = front.y + (height - beam.height) * scale;
  return (
    <svg
      className="drawing"
      viewBox={`0 0 180 ${Math.max(top.y + w, front.y + h) + 14}`}
      xmlns="http://www.w3.org/2000/svg"
      role="img"
      aria-label={labels.title}
    >
      <defs>
        <marker
          id="arrow"
          viewBox="0 0 6 6"
          refX="3"
          refY="3"
          markerWidth="4"
          markerHeight="4"
          orient="auto-start-reverse"
        >
          <path d="M0 0 L6 3 L0 6 z" />
        </marker>
      </defs>
      <text x={top.x} y={top.y - 7} className="view">
        {labels.top}
      </text>
      <rect x={top.x} y={top.y} width={l} height={w} rx={1.2} className="body" />
      <rect x={top.x + 2} y={top.y + 2} width={l - 4} height={w - 4} rx={0.8} className="edge" />
      {holes.map(([x, y]) => (
        <g key={`${x}-${y}`}>
          <circle cx={x} cy={y} r={Math.max(0.9, (hole / 2) * scale)} className="hole" />
          <line x1={x - 2} y1={y} x2={x + 2} y2={y} className="centre" />
          <line x1={x} y1={y - 2} x2={x} y2={y + 2} className="centre" />
        </g>
      ))}
      <text x={holes[0]![0] + 2.2} y={holes[0]![1] + 4.2} className="note">
        {labels.holes}
      </text>
      {/* The beam leaves the front face, at the right-hand end of the top view. */}
      <line
        x1={top.x + l}
        y1={top.y + beam.fromSide * scale}
        x2={top.x + l + 12}
        y2={top.y + beam.fromSide * scale}
        className="beam"
        markerEnd="url(#arrow)"
      />
      <Dimension x1={top.x} y1={top.y - 2} x2={top.x + l} y2={top.y - 2} text={mm(length)} side="above" />
      <Dimension x1={top.x - 3} y1={top.y} x2={top.x - 3} y2={top.y + w} text={mm(width)} side="left" />
      <Dimension
        x1={holes[2]![0]}
        y1={top.y + w + 3}
        x2={holes[3]![0]}
        y2={top.y + w + 3}
        text={mm(pitch[0])}
        side="below"
      />
      <Dimension x1={top.x - 9} y1={holes[0]![1]} x2={top.x - 9} y2={holes[2]![1]} text={mm(pitch[1])} side="left" />
      <text x={front.x} y={front.y - 7} className="view">
        {labels.front}
      </text>
      <rect x={front.x} y={front.y} width={w} height={h} rx={1} className="body" />
      <circle cx={beamX} cy={beamY} r={1.6} className="aperture" />
      <line x1={beamX - 3} y1={beamY} x2={beamX + 3} y2={beamY} className="centre" />
      <line x1={beamX} y1={beamY - 3} x2={beamX} y2={beamY + 3} className="centre" />
      <text x={beamX + 2.4} y={beamY - 2.4} className="note">
        {labels.beam}
      </text>
      <Dimension x1={front.x} y1={front.y - 2} x2={front.x + w} y2={front.y - 2} text={mm(width)} side="above" />
      <Dimension
        x1={front.x + w + 3}
        y1={front.y}
        x2={front.x + w + 3}
        y2={front.y + h}
        text={mm(height)}
        side="right"
      />
      <Dimension x1={front.x - 3} y1={beamY} x2={front.x - 3} y2={front.y + h} text={mm(beam.height)} side="left" />
      <Dimension
        x1={front.x}
        y1={front.y + h + 3}
        x2={beamX}
        y2={front.y + h + 3}
        text={mm(beam.fromSide)}
        side="below"
      />
    </svg>
  );
}

/** Ticks of a log axis: 1, 2, 5 × 10ⁿ within [min, max]. */
const logTicks = (min: number, max: number) => {
  const ticks: number[] = [];
  for (let decade = 10 ** Math.floor(Math.log10(min)); decade <= max; decade *= 10)
    for (const step of [1, 2, 5])
      if (decade * step >= min * 0.999 && decade * step <= max * 1.001) ticks.push(decade * step);
  return ticks;
};

/** A round upper bound of a linear axis and its ticks. */
const linearTicks = (max: number) => {
  const step = 10 ** Math.floor(Math.log10(max));
  const unit = [1, 2, 2.5, 5, 10].map((factor) => factor * step).find((candidate) => max / candidate <= 5)!;
  const top = Math.ceil((max * 1.05) / unit) * unit;
  return { top, ticks: Array.from({ length: Math.round(top / unit) + 1 }, (_, index) => index * unit) };
};

/** Average power (left axis) and pulse energy (right axis) over the repetition rate (log axis). */
export function Curve({
  curve,
  labels,
}: {
  curve: DatasheetCurve;
  labels: { title: string; power: string; energy: string; rate: string };
}) {
  const [x0, x1, y0, y1] = [22, 160, 8, 78];
  const logMin = Math.log10(curve.min);
  const logMax = Math.log10(curve.max);
  const xOf = (rate: number) => x0 + ((Math.log10(rate) - logMin) / (logMax - logMin)) * (x1 - x0);
  const power = linearTicks(Math.max(...curve.points.map((point) => point.power)));
  const energy = linearTicks(Math.max(...curve.points.map((point) => point.energy)));
  const yPower = (watts: number) => y1 - (watts / power.top) * (y1 - y0);
  const yEnergy = (joules: number) => y1 - (joules / energy.top) * (y1 - y0);
  const line = (y: (point: (typeof curve.points)[number]) => number) =>
    curve.points.map((point) => `${xOf(point.rate).toFixed(2)},${y(point).toFixed(2)}`).join(' ');
  const energyUnit = engineering(energy.top, 'J').split(' ')[1]!;
  const middle = (y0 + y1) / 2;
  return (
    <svg className="curve" viewBox="0 0 180 92" xmlns="http://www.w3.org/2000/svg" role="img" aria-label={labels.title}>
      <rect x={x0} y={y0} width={x1 - x0} height={y1 - y0} className="frame" />
      {logTicks(curve.min, curve.max).map((tick) => (
        <g key={tick}>
          <line x1={xOf(tick)} y1={y0} x2={xOf(tick)} y2={y1} className="grid" />
          <text x={xOf(tick)} y={y1 + 5} textAnchor="middle">
            {engineering(tick, 'Hz')}
          </text>
        </g>
      ))}
      {power.ticks.map((tick) => (
        <text key={`p${tick}`} x={x0 - 1.5} y={yPower(tick) + 1.2} textAnchor="end">
          {Number(tick.toPrecision(3))}
        </text>
      ))}
      {energy.ticks.map((tick) => (
        <text key={`e${tick}`} x={x1 + 1.5} y={yEnergy(tick) + 1.2}>
          {engineering(tick, 'J').split(' ')[0]}
        </text>
      ))}
      <text x={4} y={middle} transform={`rotate(-90 4 ${middle})`} textAnchor="middle" className="power-label">
        {labels.power} (W)
      </text>
      <text x={177} y={middle} transform={`rotate(90 177 ${middle})`} textAnchor="middle" className="energy-label">
        {labels.energy} ({energyUnit.replace(/J$/, '')}J)
      </text>
      <text x={(x0 + x1) / 2} y={y1 + 11} textAnchor="middle">
        {labels.rate}
      </text>
      <polyline points={line((point) => yPower(point.power))} className="power" />
      <polyline points={line((point) => yEnergy(point.energy))} className="energy" />
      <circle cx={xOf(curve.nominal.rate)} cy={yPower(curve.nominal.power)} r={1.3} className="power-dot" />
      <circle cx={xOf(curve.nominal.rate)} cy={yEnergy(curve.nominal.energy)} r={1.3} className="energy-dot" />
    </svg>
  );
}

export const drawingStyles = `
svg { width: 100%; height: auto; font-size: 3.2px; }
svg .body { fill: #eef2f6; stroke: #0b2545; stroke-width: 0.5; }
svg .edge { fill: none; stroke: #0b2545; stroke-width: 0.2; stroke-dasharray: 1 0.8; }
svg .hole { fill: #fff; stroke: #0b2545; stroke-width: 0.35; }
svg .centre { stroke: #4a5868; stroke-width: 0.15; stroke-dasharray: 0.8 0.4; }
svg .dim { stroke: #4a5868; stroke-width: 0.2; }
svg marker path { fill: #4a5868; }
svg .view { font-weight: 700; fill: #0b2545; }
svg .note { fill: #b5179e; }
svg .aperture { fill: #b5179e; }
svg .beam { stroke: #b5179e; stroke-width: 0.6; }
svg .frame { fill: none; stroke: #4a5868; stroke-width: 0.3; }
svg .grid { stroke: #d9e0e8; stroke-width: 0.2; }
svg .power { fill: none; stroke: #0b6e99; stroke-width: 0.8; }
svg .energy { fill: none; stroke: #d1495b; stroke-width: 0.8; stroke-dasharray: 2 1; }
svg .power-dot, svg .power-label { fill: #0b6e99; }
svg .energy-dot, svg .energy-label { fill: #d1495b; }
svg.drawing { height: 62mm; font-size: 3.4px; }
svg.curve { height: 70mm; }
`;
