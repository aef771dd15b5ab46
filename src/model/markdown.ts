// The one markdown pipeline: the build (localize.ts, `*Html` fields) and the CMS preview
// (cms/previews/entry-data.ts) both call renderMarkdown, so an editor previews exactly the HTML
// the site will serve. sanitize-html runs in Node and in the /admin bundle alike; no public page
// imports this module (views get HTML, and experts only demote its headings: demote-headings.ts).
import { marked } from 'marked';
import sanitizeHtml from 'sanitize-html';

const allowed: sanitizeHtml.IOptions = {
  allowedTags: [
    'p',
    'br',
    'strong',
    'em',
    'b',
    'i',
    'u',
    's',
    'del',
    'sup',
    'sub',
    'code',
    'pre',
    'blockquote',
    'hr',
    'h2',
    'h3',
    'h4',
    'ul',
    'ol',
    'li',
    'a',
    'table',
    'thead',
    'tbody',
    'tr',
    'th',
    'td',
    'img',
  ],
  allowedAttributes: {
    a: ['href', 'title'],
    img: ['src', 'alt', 'title', 'width', 'height'],
    th: ['align'],
    td: ['align'],
    thead: ['data-pagefind-ignore'],
  },
  allowedSchemes: ['https', 'http', 'mailto', 'tel'],
  allowedSchemesAppliedToAttributes: ['href', 'src'],
  allowProtocolRelative: false,
  transformTags: {
    // A body's own headings sit under the page's h1.
    h1: 'h2',
    // A table's column headings ("Parameter | Value") are left out of the site search: flattened
    // into the page's text they glued onto the sentence before the table and came up as its snippet.
    thead: (tagName, attribs) => ({ tagName, attribs: { ...attribs, 'data-pagefind-ignore': 'all' } }),
    a: (tagName, attribs) => ({
      tagName,
      attribs: /^https?:\/\//.test(attribs.href ?? '') ? { ...attribs, rel: 'noopener noreferrer' } : attribs,
    }),
  },
};
allowed.allowedAttributes = { ...(allowed.allowedAttributes as Record<string, string[]>), a: ['href', 'title', 'rel'] };

/** Markdown to HTML that is safe to inline: no scripts, no event handlers, no javascript: links. */
export function renderMarkdown(markdown: string): string {
  const html = marked.parse(markdown, { async: false, gfm: true });
  return sanitizeHtml(html, allowed).trim();
}
