/**
 * A specification value as a page shows it: a figure keeps its unit and its sign on the same line
 * ('< 350 fs', '2.5 ± 0.3 mm' never break between number and unit) by turning those spaces into
 * non-breaking ones. Tiny on purpose: product cards, tables and the datasheet all use it.
 */
export const specText = (value: string): string =>
  value
    .replace(/(\d) (?=[A-Za-zµμ%°Ω²″])/g, '$1\u00a0')
    .replace(/([<>≤≥±≈]) (?=\d)/g, '$1\u00a0')
    .replace(/(\d) (?=[×±])/g, '$1\u00a0');

/**
 * The nominal part of a value, for the key figures of cards and the datasheet: what comes before
 * its first note or range ('< 350 fs（350 fs – 10 ps 可调）' → '< 350 fs').
 */
export const specHeadline = (value: string): string => value.split(/[（(，,;；]/)[0]!.trim() || value;
