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
 * The title cut into at most `lines` lines of about `width` narrow characters (a CJK character
 * counts two): English between words, Chinese anywhere but inside a bracket pair's edge. Lines are
 * balanced (no word or character left alone on the last line); a title that does not fit ends in
 * an ellipsis.
 */
export function wrapTitle(title: string, width = 34, lines = 3): string[] {
  const greedy = breakLines(title, width);
  const balanced = breakLines(title, Math.ceil(measure(title) / greedy.length) + 2);
  const trimmed = balanced.length === greedy.length ? balanced : greedy;
  if (trimmed.length <= lines) return trimmed;
  const kept = trimmed.slice(0, lines);
  kept[lines - 1] = `${[...(kept[lines - 1] ?? '')].slice(0, -1).join('').trimEnd()}…`;
  return kept;
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
  const lines = wrapTitle(title);
  const top = 104 - lines.length * 10;
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
      <text fontSize="13" fontWeight="700" className={styles.title}>
        {lines.map((line, index) => (
          <tspan key={index} x="160" y={top + index * 19}>
            {line}
          </tspan>
        ))}
      </text>
      <text fontSize="9.5" className={styles.issuer}>
        {wrapTitle(issuer, 30, 2).map((line, index) => (
          <tspan key={index} x="60" y={164 + index * 12}>
            {line}
          </tspan>
        ))}
      </text>
    </svg>
  );
}
