import React from 'react';
import * as styles from './certificate.module.css';

/** The drawing's size in CSS pixels: an A4 sheet in landscape (√2 : 1), small enough for a card. */
export const CERTIFICATE_WIDTH = 320;
export const CERTIFICATE_HEIGHT = 226;

const wide = (char: string) => /[\u2e80-\u9fff\uff00-\uffef]/.test(char);
const measure = (text: string) => [...text].reduce((sum, char) => sum + (wide(char) ? 2 : 1), 0);

/** Greedy line breaking at `width` narrow characters (a CJK character counts two). */
function breakLines(text: string, width: number): string[] {
  const tokens =
    text.match(/[（《「“]?[\u2e80-\u9fff\uff00-\uffef][）》」，、。”]?|[^\s\u2e80-\u9fff\uff00-\uffef]+\s*|\s+/g) ?? [];
  const out: string[] = [''];
  for (const token of tokens) {
    const current = out[out.length - 1];
    if (current && measure(current + token.trimEnd()) > width) out.push(token.trimStart());
    else out[out.length - 1] = current + token;
  }
  return out.map((line) => line.trim()).filter(Boolean);
}

/**
 * The title broken into lines of about `width` narrow characters (a CJK character counts two):
 * English between words, Chinese anywhere but inside a bracket pair's edge. Lines are balanced (no
 * word or character left alone on the last line). Nothing is ever cut: a text longer than `lines`
 * lines gets them all (fitText makes it fit by writing it smaller).
 */
export function wrapTitle(title: string, width = 34): string[] {
  const greedy = breakLines(title, width);
  const balanced = breakLines(title, Math.ceil(measure(title) / greedy.length) + 2);
  return balanced.length === greedy.length ? balanced : greedy;
}

/** The type sizes a drawn text may take, largest first: a long title is written smaller, never cut. */
const scales = [1, 0.9, 0.8, 0.72, 0.64] as const;

/**
 * `text` in at most `lines` lines of `width` narrow characters at its full size, or at the
 * largest smaller size (`scale` of it, with proportionally more characters a line) at which it
 * fits. A text that fits at none is given whole at the smallest size, in as many lines as it takes.
 */
export function fitText(text: string, width: number, lines: number): { lines: string[]; scale: number } {
  for (const scale of scales) {
    const wrapped = wrapTitle(text, Math.floor(width / scale));
    if (wrapped.length <= lines) return { lines: wrapped, scale };
  }
  const scale = scales[scales.length - 1]!;
  return { lines: wrapTitle(text, Math.floor(width / scale)), scale };
}

export interface CertificateProps {
  title: string;
  issuer: string;
  year: number;
  kind: string;
  /** What a screen reader hears: the certificate named by its title. */
  label: string;
}

/**
 * A drawn certificate (no scan, no photo): the sheet (frame, gilt corners, and a seal: red for an
 * award, blue for a certification) is a static drawing, static/images/certificate-<kind>.svg from
 * scripts/samples/draw-identity.mjs, so it costs the page no script; the honor's year, title and issuer
 * are written on it here, in the page's language.
 */
export function Certificate({ title, issuer, year, kind, label }: CertificateProps) {
  const heading = fitText(title, 34, 3);
  const body = fitText(issuer, 30, 3);
  // Baselines 19 px apart at full size, centred where a one-line title sits.
  const titleLine = 19 * heading.scale;
  const middle = (heading.lines.length - 1) / 2;
  return (
    <svg
      role="img"
      aria-label={label}
      width={CERTIFICATE_WIDTH}
      height={CERTIFICATE_HEIGHT}
      viewBox={`0 0 ${CERTIFICATE_WIDTH} ${CERTIFICATE_HEIGHT}`}
      className={styles.certificate}
    >
      <image href={`/images/certificate-${kind === 'honor' ? kind : 'certification'}.svg`} width="320" height="226" />
      <text x="160" y="38" fontSize="11" letterSpacing="3" className={styles.muted}>
        {year}
      </text>
      <text fontSize={13 * heading.scale} fontWeight="700" className={styles.title}>
        {heading.lines.map((line, index) => (
          <tspan key={index} x="160" y={Math.round((94.5 + (index - middle) * titleLine) * 10) / 10}>
            {line}
          </tspan>
        ))}
      </text>
      <text fontSize={9.5 * body.scale} className={styles.issuer}>
        {body.lines.map((line, index) => (
          <tspan key={index} x="60" y={Math.round((164 + index * 12 * body.scale) * 10) / 10}>
            {line}
          </tspan>
        ))}
      </text>
    </svg>
  );
}
