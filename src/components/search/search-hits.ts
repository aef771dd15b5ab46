import { modelAliases } from './search-aliases';
import { type SearchType, searchTypes } from './indexed';
import { type ExcerptPart, containsTerm, matchesChineseTerms, queryTerms, snippetParts } from './snippet';

const isSearchType = (value: string): value is SearchType => (searchTypes as readonly string[]).includes(value);

/** A piece of an excerpt: text, and whether it is a match (shown in <mark>). */
export type { ExcerptPart };

const entities: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: '\u00a0' };

function decodeEntities(html: string): string {
  return html.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (whole, name: string) => {
    if (name[0] === '#') {
      const code = name[1] === 'x' || name[1] === 'X' ? parseInt(name.slice(2), 16) : parseInt(name.slice(1), 10);
      return code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : whole;
    }
    return entities[name.toLowerCase()] ?? whole;
  });
}

/** Leading spaces, the rest, trailing spaces (no pattern: `^(\s*)(.*?)(\s*)$` backtracks quadratically). */
function splitSpaces(text: string): [string, string, string] {
  const start = text.length - text.trimStart().length;
  const end = text.trimEnd().length;
  return start >= end ? [text, '', ''] : [text.slice(0, start), text.slice(start, end), text.slice(end)];
}

/**
 * Splits Pagefind's excerpt (escaped text with <mark> around matches) into plain text parts, so the
 * view builds the nodes itself: any other tag is dropped, nothing becomes HTML.
 */
export function excerptParts(excerpt: string): ExcerptPart[] {
  const parts: ExcerptPart[] = [];
  let match = false;
  for (const piece of excerpt.split(/(<\/?mark>)/i)) {
    if (/^<mark>$/i.test(piece)) match = true;
    else if (/^<\/mark>$/i.test(piece)) match = false;
    else {
      const text = decodeEntities(piece.replace(/<[^<>]*>/g, ''));
      // Chinese excerpts mark a word with the space after it: the space is not part of the match.
      const [before, word, after] = match ? splitSpaces(text) : ['', text, ''];
      if (before) parts.push({ text: before, match: false });
      if (word) parts.push({ text: word, match });
      if (after) parts.push({ text: after, match: false });
    }
  }
  return parts;
}

const markTags = ['<mark>', '</mark>'];

/**
 * The excerpt without the product page's hidden line of model spellings (`YCFS20 · YCFS20IR ·
 * FS20IR.`, src/components/search/search-aliases.tsx): Pagefind excerpts it when a match falls in
 * it, and a visitor should read the page's own words. The line may be whole or, where the excerpt
 * starts inside it, its end from one spelling on; the <mark> tags inside it stay, so what follows
 * is highlighted exactly as before.
 */
export function withoutAliasLine(excerpt: string, aliases: readonly string[]): string {
  if (!aliases.length) return excerpt;
  const line = `${aliases.join(' · ')}.`;
  let plain = '';
  const at: number[] = [];
  for (let index = 0; index < excerpt.length;) {
    const tag = markTags.find((candidate) => excerpt.startsWith(candidate, index));
    if (tag) {
      index += tag.length;
    } else {
      plain += excerpt[index];
      at.push(index);
      index += 1;
    }
  }
  let start = plain.indexOf(line);
  let length = line.length;
  if (start < 0) {
    // The excerpt may begin inside the line, at one of its spellings after the first.
    for (let from = line.indexOf(' · ') + 3; from > 2; from = line.indexOf(' · ', from) + 3) {
      if (plain.startsWith(line.slice(from))) {
        start = 0;
        length = line.length - from;
        break;
      }
    }
  }
  if (start < 0) return excerpt;
  let end = start + length;
  while (plain[end] === ' ') end += 1;
  const cutFrom = at[start]!;
  const cutTo = end < at.length ? at[end]! : excerpt.length;
  let kept = '';
  for (let index = cutFrom; index < cutTo; index += 1) {
    const tag = markTags.find((candidate) => excerpt.startsWith(candidate, index));
    if (tag) {
      kept += tag;
      index += tag.length - 1;
    }
  }
  return `${excerpt.slice(0, cutFrom)}${kept}${excerpt.slice(cutTo)}`;
}

/** The fields of a Pagefind result this page uses (`await result.data()`). */
export interface PagefindResultData {
  url: string;
  excerpt: string;
  /** The page's indexed text, whole: snippets are cut from it (src/components/search/snippet.ts). */
  content?: string;
  /** From the page's data-pagefind-meta: its title, a product's model and catalogue place, its summary. */
  meta: { title?: string; model?: string; order?: string; summary?: string };
  filters: { type?: string[] };
  sub_results?: { title: string; url: string; excerpt: string }[];
}

/** One line of the results list. */
export interface SearchHit {
  url: string;
  title: string;
  /** Products: the model, shown beside the name. */
  model?: string;
  /** Products: the place in the catalogue (the products page's order). */
  order?: number;
  type: SearchType;
  excerpt: ExcerptPart[];
}

const matches = (hit: SearchHit) => hit.excerpt.filter((part) => part.match).length;

const titleOf = (hit: SearchHit) => `${hit.title} ${hit.model ?? ''}`;

/** How many of the query's terms a hit's title (with its model) holds as whole terms. */
const titleTerms = (hit: SearchHit, terms: readonly string[]) =>
  terms.filter((term) => containsTerm(titleOf(hit), [term])).length;

/**
 * The hits with those whose title holds more of the query's terms first (how many, then how telling), in Pagefind's order
 * otherwise: Pagefind weighs a page's body as much as its title, so a news item that mentions
 * "micro-via drilling" twice came before the solution titled "PCB micro-via drilling".
 *
 * A term counts for less the more titles hold it: in "seed laser", "seed" (one title) tells more
 * than "laser" (every laser's). Among hits whose titles match equally, the shorter title is the
 * closer match, except between products, which keep the catalogue's order: for "femtosecond" every
 * femtosecond model's name matches, and the 20 W and 50 W lasers the products page leads with come
 * before the 5 W UV laser and the seed module, whatever the length of their names.
 */
export function rankHits(hits: readonly SearchHit[], query: string): SearchHit[] {
  const terms = queryTerms(query);
  const holding = new Map(terms.map((term) => [term, hits.filter((hit) => containsTerm(titleOf(hit), [term])).length]));
  const scoreOf = (hit: SearchHit) =>
    terms.reduce((sum, term) => sum + (containsTerm(titleOf(hit), [term]) ? 1 / holding.get(term)! : 0), 0);
  // Rounded, so that equal sets of terms compare equal whatever the order of the additions.
  // How many of the terms first, then their weights: a title holding "glass" and "cutting" comes
  // before one holding only a rarer "cover" (the FAQ on what the warranty covers, for "cover glass cutting").
  const ranked = hits
    .map((hit, index) => ({
      hit,
      index,
      score: titleTerms(hit, terms) * 1e7 + Math.round(scoreOf(hit) * 1e6),
    }))
    .sort(
      (a, b) => b.score - a.score || (a.score > 0 ? a.hit.title.length - b.hit.title.length : 0) || a.index - b.index,
    );
  // Within each run of equal score, the products take the places products hold, in catalogue order.
  for (let start = 0; start < ranked.length;) {
    let end = start;
    while (end < ranked.length && ranked[end]!.score === ranked[start]!.score) end += 1;
    if (ranked[start]!.score > 0) {
      const places = ranked
        .slice(start, end)
        .map((entry, offset) => ({ entry, at: start + offset }))
        .filter(({ entry }) => entry.hit.type === 'product' && entry.hit.order !== undefined);
      const inOrder = places.map(({ entry }) => entry).sort((a, b) => a.hit.order! - b.hit.order! || a.index - b.index);
      places.forEach(({ at }, offset) => {
        ranked[at] = inOrder[offset]!;
      });
    }
    start = end;
  }
  return ranked.map(({ hit }) => hit);
}

/** Where a part of the supports page is opened: its tab (the tabs select by hash, src/components/tabs). */
const tabOf: Partial<Record<SearchType, string>> = {
  faq: '#faq',
  download: '#downloads',
  location: '#support-locations',
};

/**
 * The text of the page from a sub-result's heading on (the question and its answer), at most
 * `length` characters and never past the next of the page's other `headings`: the answer of one
 * question, not the start of the next.
 */
function sectionOf(content: string, title: string, headings: readonly string[], length = 2000): string | null {
  const at = content.indexOf(title);
  if (at < 0) return null;
  const start = at + title.length;
  let end = start + length;
  for (const heading of headings) {
    if (heading === title || !heading) continue;
    const next = content.indexOf(heading, start);
    if (next >= 0 && next < end) end = next;
  }
  return content.slice(start, end);
}

/**
 * The hits of one indexed page. The supports page holds many FAQs and the download centre: each
 * matching question (an anchor `faq-<slug>`, src/components/supports/faq-list.tsx), the download
 * centre and the locations (the map and its list) are hits of their own, linking to their tab or
 * section; every other page is one hit.
 *
 * With the query and the page's text, the snippet is a whole sentence with the query's whole terms
 * marked (snippet.ts), and a page (or question) without every Chinese term of the query is no hit:
 * Pagefind finds 飞溅物 for 飞秒 by its characters.
 */
export function hitsOf(data: PagefindResultData, wanted: SearchType | null, query = ''): SearchHit[] {
  const types = (data.filters.type ?? []).filter(isSearchType);
  const page = data.url.split('#')[0] ?? '';
  const terms = queryTerms(query);
  const { content } = data;
  const aliases = data.meta.model ? modelAliases(data.meta.model) : [];
  const text = content === undefined ? undefined : withoutAliasLine(content, aliases);
  if (text !== undefined && !matchesChineseTerms(`${data.meta.title ?? ''} ${content}`, terms)) return [];
  const headings = (data.sub_results ?? []).map((sub) => sub.title);
  const parts = (data.sub_results ?? []).flatMap((sub): SearchHit[] => {
    const anchor = sub.url.split('#')[1] ?? '';
    const type: SearchType | null = anchor.startsWith('faq-')
      ? 'faq'
      : anchor.startsWith('downloads')
        ? 'download'
        : anchor === 'support-locations'
          ? 'location'
          : null;
    if (!type || !types.includes(type) || (wanted && wanted !== type)) return [];
    // A question opens itself (its tab selects it, src/components/tabs); the download centre its tab.
    const url = type === 'faq' ? `${page}#${anchor}` : `${page}${tabOf[type]}`;
    const section = text === undefined ? null : sectionOf(text, sub.title, headings);
    if (section !== null && !matchesChineseTerms(`${sub.title} ${section}`, terms)) return [];
    const excerpt = section !== null && query ? snippetParts(section, query) : excerptParts(sub.excerpt);
    return [{ url, title: sub.title, type, excerpt }];
  });
  // The best matching question first (Pagefind lists them in page order): by the query terms in
  // its title, then by the marks in its snippet.
  if (parts.length || types.some((type) => tabOf[type]))
    return parts.sort((a, b) => titleTerms(b, terms) - titleTerms(a, terms) || matches(b) - matches(a));
  const type = types[0];
  if (!type) return [];
  const { title = data.url, model, summary = '' } = data.meta;
  const order = Number(data.meta.order);
  const excerpt =
    text !== undefined && query
      ? snippetParts(text, query, summary, title)
      : excerptParts(model ? withoutAliasLine(data.excerpt, aliases) : data.excerpt);
  return [
    {
      url: data.url,
      title,
      ...(model ? { model } : {}),
      ...(data.meta.order !== undefined && Number.isFinite(order) ? { order } : {}),
      type,
      excerpt,
    },
  ];
}
