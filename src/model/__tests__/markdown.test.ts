import { renderMarkdown } from '../markdown';
import { collectionNamed } from '..';
import { localizeEntry } from '../localize';

/** A news body as the CMS preview renders it: the entry localized like the build's (src/cms/previews). */
const markdownHtml = (markdown: unknown) =>
  localizeEntry(collectionNamed('news'), { zh: { body: markdown } }, 'zh').fields.bodyHtml as string | null;

/** Markdown an editor could paste, with every kind of active content the site must never serve. */
const hostile = [
  '# Title',
  '<script>alert(1)</script>',
  '<img src="x" onerror="alert(2)">',
  '[click](javascript:alert(3)) [js](JaVaScRiPt:alert(5)) [data](data:text/html;base64,PHNjcmlwdD4=)',
  '<a href="https://example.com" onclick="alert(4)">ok</a>',
  '<iframe src="https://evil.example"></iframe><object data="x"></object><embed src="x">',
  '<svg onload="alert(6)"><circle /></svg><form action="https://evil.example"><input></form>',
  '<style>body{display:none}</style><div style="position:fixed">overlay</div>',
].join('\n\n');

const ordinary = [
  '# Heading',
  'Some **bold**, *em*, `code` and a [link](https://example.com) or [mail](mailto:a@example.com).',
  '## Sub\n\n- one\n- two\n\n1. first\n2. second',
  '| a | b |\n|---|---|\n| 1 | 2 |',
  '> quoted\n\n---\n\n![alt](/images/x.png "t")',
].join('\n\n');

describe('one markdown pipeline for the build and the CMS preview', () => {
  it.each([
    ['ordinary', ordinary],
    ['hostile', hostile],
    ['empty', ''],
  ])('renders %s markdown to the same HTML in both', (_name, markdown) => {
    expect(markdownHtml(markdown)).toBe(renderMarkdown(markdown));
  });

  it.each([
    ['build', renderMarkdown],
    ['preview', markdownHtml],
  ])('strips scripts, handlers, javascript: links and frames in the %s', (_name, render) => {
    const html = render(hostile)!;
    expect(html).not.toMatch(/<script|<iframe|<object|<embed|<svg|<form|<input|<style/i);
    expect(html).not.toMatch(/\son\w+=/i);
    expect(html).not.toMatch(/javascript:|data:text/i);
    expect(html).not.toMatch(/style=/i);
    expect(html).toContain('<h2>Title</h2>');
    expect(html).toContain('<a href="https://example.com" rel="noopener noreferrer">ok</a>');
  });

  it('keeps what editors write: headings under the h1, lists, tables, links, images', () => {
    const html = markdownHtml(ordinary)!;
    expect(html).toContain('<h2>Heading</h2>');
    expect(html).toContain('<li>one</li>');
    expect(html).toContain('<td>1</td>');
    expect(html).toContain('<a href="mailto:a@example.com">mail</a>');
    expect(html).toContain('<img src="/images/x.png" alt="alt" title="t" />');
  });

  it('gives no HTML for a body not written yet', () => {
    expect(markdownHtml(undefined)).toBeNull();
    expect(markdownHtml(null)).toBeNull();
  });
});
