/** A piece of an excerpt: text, and whether it is a match (shown in <mark>). */
export interface ExcerptPart {
  text: string;
  match: boolean;
}

/**
 * Search snippets drawn by the site, not cut by Pagefind: Pagefind's excerpt is a window
 * of words that starts mid-token ("-FS50-IR · 飞秒系列…") or mid-sentence, and it marks every word
 * it matched by prefix or by character (秒 inside 皮秒 for 飞秒, 飞溅物 for 飞秒). A snippet here
 * is a whole sentence of the page (or its summary), and only whole query terms are marked.
 */

const cjk = /[\u3400-\u9fff\uf900-\ufaff]/u;

/** True for a term written in Chinese characters (matched literally, never by prefix or by character). */
export const isChineseTerm = (term: string): boolean => cjk.test(term);

/**
 * Made on the first query, not when the page loads: building it loads ICU's Chinese word
 * dictionary, 82 ms of the search page's hydration on a phone (CPU profile at 4x slowdown).
 */
let segmenter: Intl.Segmenter | null | undefined;
const wordSegmenter = (): Intl.Segmenter | null =>
  (segmenter ??=
    typeof Intl !== 'undefined' && 'Segmenter' in Intl ? new Intl.Segmenter('zh', { granularity: 'word' }) : null);

/**
 * The terms of a query: its words, a Chinese run cut into words as Pagefind does ("飞秒激光切割" →
 * 飞秒, 激光, 切割), lower-cased, without duplicates. Single Chinese characters are kept only when the
 * query is nothing else (秒 alone), so that 的 or 和 never light up a snippet.
 */
export function queryTerms(query: string): string[] {
  const words = query
    .toLowerCase()
    .split(/\s+/)
    .flatMap((word) => {
      const segmenter = word && isChineseTerm(word) && [...word].length > 2 ? wordSegmenter() : null;
      if (!segmenter) return word ? [word] : [];
      // ICU's dictionary does not know every technical word (飞秒 comes out as 飞 + 秒): characters it
      // leaves alone are joined back to their neighbours.
      const merged: string[] = [];
      let loose = '';
      for (const part of segmenter.segment(word)) {
        if (!part.isWordLike) continue;
        if ([...part.segment].length === 1 && isChineseTerm(part.segment)) loose += part.segment;
        else {
          if (loose) merged.push(loose);
          loose = '';
          merged.push(part.segment);
        }
      }
      if (loose) merged.push(loose);
      return merged;
    });
  const longer = words.filter((word) => !isChineseTerm(word) || [...word].length > 1);
  return [...new Set(longer.length ? longer : words)];
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** A pattern matching every whole occurrence of the terms: Chinese literally, other words from their start to the word's end. */
function termPattern(terms: readonly string[]): RegExp | null {
  if (!terms.length) return null;
  const alternatives = [...terms]
    .sort((a, b) => b.length - a.length)
    .map((term) => (isChineseTerm(term) ? escape(term) : `(?<![\\p{L}\\p{N}])${escape(term)}[\\p{L}\\p{N}]*`));
  return new RegExp(alternatives.join('|'), 'giu');
}

/** True when the text holds at least one of the terms as a whole term (飞秒 is not in 飞溅物). */
export function containsTerm(text: string, terms: readonly string[]): boolean {
  const pattern = termPattern(terms);
  return pattern ? pattern.test(text) : false;
}

/** True when a page's text has every Chinese term of the query (the others are left to Pagefind's stemming). */
export function matchesChineseTerms(text: string, terms: readonly string[]): boolean {
  return terms.filter(isChineseTerm).every((term) => text.includes(term));
}

/**
 * A text's sentences: ended by 。！？；, by . ! ? followed by a space, or at a colon that introduces
 * what follows (a list, a table: "…cover glass: Cutting speed" is not one sentence); the pieces trimmed.
 */
export function sentencesOf(text: string): string[] {
  return text
    .split(/(?<=[。！？；：])|(?<=[.!?:])\s+(?=\S)/u)
    .map((sentence) => sentence.replace(/\s+/g, ' ').trim())
    .filter(Boolean);
}

/**
 * True for a piece too short to read as a snippet: a table cell or a label that the index ends with
 * a full stop ("Cutting speed.", "< 5 μm."): under three words and under eight Chinese characters.
 */
export function isFragment(sentence: string): boolean {
  const words = sentence.split(/\s+/).filter((word) => /[\p{L}\p{N}]/u.test(word)).length;
  const han = (sentence.match(/[\u3400-\u9fff\uf900-\ufaff]/gu) ?? []).length;
  return words < 3 && han < 8;
}

/** The text as parts, every whole occurrence of a term marked. */
export function highlighted(text: string, terms: readonly string[]): ExcerptPart[] {
  const pattern = termPattern(terms);
  if (!pattern) return [{ text, match: false }];
  const parts: ExcerptPart[] = [];
  let last = 0;
  for (const found of text.matchAll(pattern)) {
    const at = found.index ?? 0;
    if (at > last) parts.push({ text: text.slice(last, at), match: false });
    parts.push({ text: found[0], match: true });
    last = at + found[0].length;
  }
  if (last < text.length) parts.push({ text: text.slice(last), match: false });
  return parts;
}

/** The longest snippet shown, in characters: a longer sentence is cut at a space or punctuation, with "…". */
export const snippetLength = 160;

function shortened(sentence: string, terms: readonly string[]): string {
  const characters = [...sentence];
  if (characters.length <= snippetLength) return sentence;
  // Keep the first match in view: start the cut no later than a little before it.
  const pattern = termPattern(terms);
  const first = pattern?.exec(sentence)?.index ?? 0;
  const startAt = first > snippetLength / 2 ? [...sentence.slice(0, first)].length - 20 : 0;
  let piece = characters.slice(startAt, startAt + snippetLength).join('');
  const cut = Math.max(
    piece.lastIndexOf(' '),
    piece.lastIndexOf('，'),
    piece.lastIndexOf(','),
    piece.lastIndexOf('、'),
  );
  if (cut > snippetLength / 2) piece = piece.slice(0, cut + 1);
  if (startAt > 0) {
    const space = piece.search(/[\s，,、]/u);
    if (space >= 0 && space < 20) piece = piece.slice(space + 1);
  }
  return `${startAt > 0 ? '…' : ''}${piece.trim()}…`;
}

/** How many of the terms a sentence holds. */
const termsIn = (sentence: string, terms: readonly string[]) =>
  terms.filter((term) => containsTerm(sentence, [term])).length;

/**
 * The snippet of a page for a query: the page's `summary` (its own description) when it holds every
 * query term; else the sentence of `content` that holds them all (the first; never one that only
 * repeats the `title`, nor a fragment such as a table cell); else the summary if the page has one,
 * else the sentence with the most terms, else its first sentence; marked by whole terms. (A product's
 * model line runs into its name in the index: "Model YC-FS20-IR · Femtosecond series 20 W…".)
 */
export function snippetParts(content: string, query: string, summary = '', title = ''): ExcerptPart[] {
  const terms = queryTerms(query);
  // The title is shown above the snippet: a sentence that only repeats it says nothing more.
  const bare = (text: string) => {
    // A loop, not /[\s.。]+$/ (tried at every character of a long run: quadratic).
    let end = text.length;
    while (end > 0 && /[\s.。]/u.test(text[end - 1]!)) end -= 1;
    return text.slice(0, end).trim();
  };
  const sentences = sentencesOf(content).filter((sentence) => !title || bare(sentence) !== bare(title));
  let best = '';
  let bestCount = 0;
  for (const candidate of sentences) {
    if (isFragment(candidate)) continue;
    const count = termsIn(candidate, terms);
    if (count > bestCount) [best, bestCount] = [candidate, count];
  }
  const whole = bestCount > 0 && bestCount === terms.length;
  // The summary was written to describe the page: it comes first when it holds every term.
  const summaryWhole = terms.length > 0 && termsIn(summary, terms) === terms.length;
  const sentence = (summaryWhole ? summary.trim() : whole ? best : summary.trim() || best) || sentences[0] || '';
  return highlighted(shortened(sentence, terms), terms);
}
