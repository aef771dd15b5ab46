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
 * A drawn certificate (no scan, no photo): a framed sheet with the honor's title, issuer and
 * year in the page's language, and a seal: red for an award, blue for a certification.
 */
export function Certificate({ title, issuer, year, kind, label }: CertificateProps) {
  const lines = wrapTitle(title);
  const seal = kind === 'honor' ? styles.sealAward : styles.sealCertification;
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
      <rect width="320" height="226" rx="4" className={styles.paper} />
      <rect x="8" y="8" width="304" height="210" className={styles.frame} strokeWidth="2" />
      <rect x="14" y="14" width="292" height="198" className={styles.frame} strokeWidth="0.75" strokeDasharray="1 2" />
      {[
        [14, 14],
        [306, 14],
        [14, 212],
        [306, 212],
      ].map(([x, y]) => (
        <path
          key={`${x}-${y}`}
          d={`M${x} ${y}m-6 0a6 6 0 1 0 12 0a6 6 0 1 0 -12 0`}
          className={styles.gold}
          strokeWidth="1.5"
        />
      ))}
      <path d="M110 46h100" className={styles.gold} strokeWidth="1.5" />
      <text x="160" y="38" textAnchor="middle" fontSize="11" letterSpacing="3" className={styles.muted}>
        {year}
      </text>
      <text textAnchor="middle" fontSize="13" fontWeight="700" className={styles.ink}>
        {lines.map((line, index) => (
          <tspan key={index} x="160" y={top + index * 19}>
            {line}
          </tspan>
        ))}
      </text>
      <path d="M60 150h130" className={styles.rule} />
      <text fontSize="9.5" className={styles.muted}>
        {wrapTitle(issuer, 30, 2).map((line, index) => (
          <tspan key={index} x="60" y={164 + index * 12}>
            {line}
          </tspan>
        ))}
      </text>
      <g transform="translate(250 166)" className={seal}>
        <circle r="27" fill="none" stroke="currentColor" strokeWidth="2.5" />
        <circle r="21" fill="none" stroke="currentColor" strokeWidth="0.75" />
        <path d="M0 -13l3.8 7.8 8.6 1.2-6.2 6 1.5 8.6L0 6.6l-7.7 4 1.5-8.6-6.2-6 8.6-1.2z" fill="currentColor" />
      </g>
    </svg>
  );
}
