/**
 * Shifts the headings of sanitized HTML so that its top level is `top`: a biography written
 * with `##` sits under the page's h2 section titles as h3, keeping the outline in order.
 */
export function demoteHeadings(html: string, top = 3): string {
  const levels = Array.from(html.matchAll(/<h([1-6])[\s>]/gi), (match) => Number(match[1]));
  if (levels.length === 0) return html;
  const shift = Math.max(0, top - Math.min(...levels));
  if (shift === 0) return html;
  return html.replace(
    /<(\/?)h([1-6])([\s>])/gi,
    (_tag, slash: string, level: string, after: string) => `<${slash}h${Math.min(6, Number(level) + shift)}${after}`,
  );
}
