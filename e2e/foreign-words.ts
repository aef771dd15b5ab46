// Finds words on a page of the pseudo-locale (e2e/add-locale.ts) that came from neither its messages
// nor the content: a hard-coded English or Chinese label, another language's message, or content
// in a language other than the one the locale falls back to.
import fs from 'node:fs';
import path from 'node:path';
import { load } from 'js-yaml';
import { defaultLocale } from '../src/i18n/locales';
import { factWords, fillFacts, serviceFactsOf } from '../src/model/service-facts';

/** Languages whose content a page of the pseudo-locale must not show (it falls back to the default one). */
const otherContentLanguages = new Set(['en', 'de']);

/** Every string of a parsed YAML value, leaving out what sits under another language's key. */
function stringsOf(value: unknown, into: string[]): string[] {
  if (typeof value === 'string') into.push(value);
  else if (typeof value === 'number') into.push(String(value));
  else if (Array.isArray(value)) for (const item of value) stringsOf(item, into);
  else if (value && typeof value === 'object') {
    for (const [key, item] of Object.entries(value)) if (!otherContentLanguages.has(key)) stringsOf(item, into);
  }
  return into;
}

function yamlFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) return yamlFiles(file);
    return /\.ya?ml$/.test(entry.name) ? [file] : [];
  });
}

export interface Allowed {
  /** The content's text in the default language, joined: a Chinese run on a page must be part of it. */
  text: string;
  /** Its Latin words, lower-cased: a Latin word on a page must be one of them. */
  words: Set<string>;
}

const latinWords = (text: string) => text.match(/[A-Za-z]{2,}/g) ?? [];
const chineseRuns = (text: string) => text.match(/[\u3400-\u9fff]+/g) ?? [];

type Sections = Record<string, Record<string, unknown> | undefined>;
const section = (projectDir: string, file: string): Record<string, unknown> =>
  (load(fs.readFileSync(path.join(projectDir, 'content', file), 'utf8')) as Sections)[defaultLocale] ?? {};

/**
 * The service facts' placeholders ({warm-up-standby}) in the default language's words, as the build
 * fills them into a text that falls back to it (src/model/service-facts.ts).
 */
function defaultFactWords(projectDir: string): Record<string, string> {
  const locations = fs
    .readdirSync(path.join(projectDir, 'content', 'locations'))
    .map((file) => section(projectDir, path.join('locations', file)));
  const cities = new Map(locations.map((place) => [String(place.slug), String(place.city)]));
  return factWords(
    serviceFactsOf(section(projectDir, 'settings/service.yml')),
    { cityOf: (slug) => cities.get(slug), hotlineHours: String(section(projectDir, 'settings/site.yml').hotlineHours) },
    defaultLocale,
  );
}

/** What a page may show besides its messages: the content of `projectDir` (default language, its facts filled in) and `extra`. */
export function allowedWords(projectDir: string, extra: string[]): Allowed {
  const words = defaultFactWords(projectDir);
  const strings = yamlFiles(path.join(projectDir, 'content')).flatMap((file) =>
    stringsOf(load(fs.readFileSync(file, 'utf8')), []).map((text) => fillFacts(text, words)),
  );
  const text = [...strings, ...extra].join('\n');
  return { text, words: new Set(latinWords(text).map((word) => word.toLowerCase())) };
}

/** The text a visitor sees or hears on a built page: text nodes and the labelling attributes, without scripts and styles. */
export function visibleText(html: string): string {
  const body = html
    .replace(/<(script|style|template)\b[^>]*>[\s\S]*?<\/\1>/gi, ' ')
    // Elements hidden from everyone (the search index's extra keywords): one level, as the site writes them.
    .replace(/<(p|span|div)\b[^>]*\shidden(="")?[\s>][^<]*<\/\1>/gi, ' ');
  const attributes = [...body.matchAll(/\s(?:alt|aria-label|title|placeholder)="([^"]*)"/gi)].map((match) => match[1]);
  const text = body.replace(/<[^>]*>/g, ' ');
  return [text, ...attributes].join('\n').replace(/&(#\d+|#x[0-9a-f]+|[a-z]+);/gi, (entity: string, name: string) => {
    if (name.startsWith('#x')) return String.fromCodePoint(parseInt(name.slice(2), 16));
    if (name.startsWith('#')) return String.fromCodePoint(Number(name.slice(1)));
    return ({ amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ' } as Record<string, string>)[name] ?? entity;
  });
}

/** The words of `text` that neither the pseudo-locale's messages nor the allowed content explain. */
export function foreignWords(text: string, allowed: Allowed): string[] {
  const latin = latinWords(text).filter((word) => !allowed.words.has(word.toLowerCase()));
  const chinese = chineseRuns(text).filter((run) => !allowed.text.includes(run));
  return [...new Set([...latin, ...chinese])];
}
