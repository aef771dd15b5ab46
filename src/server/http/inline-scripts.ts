import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

/** Where the build keeps the hashes of its pages' inline scripts (src/node/csp-hashes.ts writes it). */
export const inlineScriptHashesFile = 'csp-hashes.json';

/** Types under which a browser runs a script element (no type, a JavaScript MIME type, module). */
const executable = /^(?:|module|(?:text|application)\/(?:x-)?(?:java|ecma)script)$/i;
const typeAttribute = /\stype\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'=<>`]+))/i;
const srcAttribute = /\ssrc\s*=/i;

/**
 * The CSP sources (`'sha256-…'`) of the inline scripts a page runs, in order, each once. Data
 * blocks (`application/json`, `application/ld+json`) run nothing and need none; scripts with
 * `src` are allowed by their origin. The hash is of the element's text as written, the way
 * browsers hash it.
 */
export function inlineScriptHashes(html: string): string[] {
  const hashes = new Set<string>();
  for (const { attributes, text } of scriptElements(html)) {
    if (srcAttribute.test(attributes)) continue;
    const type = typeAttribute.exec(attributes);
    if (!executable.test((type?.[1] ?? type?.[2] ?? type?.[3] ?? '').trim())) continue;
    hashes.add(`'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`);
  }
  return [...hashes];
}

/**
 * The script elements of a page as written: their opening tag's attributes and their text (up
 * to `</script`, which a script's text cannot hold). Found by searching, not by one pattern, so
 * the time stays linear whatever the page (redos.test.ts).
 */
function* scriptElements(html: string): Generator<{ attributes: string; text: string }> {
  const lower = html.toLowerCase();
  for (let at = lower.indexOf('<script'); at !== -1; at = lower.indexOf('<script', at)) {
    const after = lower[at + '<script'.length];
    const openEnd = lower.indexOf('>', at);
    if (openEnd === -1) return;
    if (after !== undefined && !/[\s>/]/.test(after)) {
      at = openEnd;
      continue;
    }
    const close = lower.indexOf('</script', openEnd);
    if (close === -1) return;
    yield { attributes: html.slice(at + '<script'.length, openEnd), text: html.slice(openEnd + 1, close) };
    at = close;
  }
}

function htmlFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) return htmlFiles(file);
    return entry.isFile() && entry.name.endsWith('.html') ? [file] : [];
  });
}

/** The hashes of every inline script of every page of a build (`public/`), sorted, each once. */
export function buildInlineScriptHashes(publicDir: string): string[] {
  const hashes = new Set<string>();
  for (const file of htmlFiles(publicDir)) {
    for (const hash of inlineScriptHashes(fs.readFileSync(file, 'utf8'))) hashes.add(hash);
  }
  return [...hashes].sort();
}

/** Writes `csp-hashes.json` into a build: the list the server's CSP reads (site-csp.ts). */
export function writeInlineScriptHashes(publicDir: string): string[] {
  const hashes = buildInlineScriptHashes(publicDir);
  fs.writeFileSync(path.join(publicDir, inlineScriptHashesFile), `${JSON.stringify({ scriptSrc: hashes }, null, 2)}\n`);
  return hashes;
}
